"""The Error Manager's Try/Catch (``ErrorBase.h``): ``ErrExceptionList``, ``ErrSetJump``,
``ErrLongJump``, ``ErrThrow``.

``ErrTry`` is a macro: it links an ``ErrExceptionType`` (``nextP``, an ``ErrJumpBuf`` ``state``,
an ``Int32`` ``err``) at the head of the list whose address ``ErrExceptionList`` gives (the
application's ``SysAppInfoType.errExceptionP``), and calls
``ErrSetJump(state)``, which keeps D3-D7, the PC it returns to and A2-A7 in the buffer's twelve
longs and returns 0. ``ErrLongJump(buf, result)`` puts those registers back and returns
``result`` from that ``ErrSetJump`` a second time (1 if ``result`` is 0, as ``longjmp`` does).
``ErrThrow(err)`` stores ``err`` in the head of the list and long-jumps to it with 1; the
``ErrCatch`` macro unlinks it. A throw with nothing to catch it is what a device shows as a fatal
error. A long jump cannot leave a callback the system is running (a 68k comparison function
called by a trap): that stops the application with the reason.
"""

from __future__ import annotations

import struct

from emulator.memory import OWNER_SYSTEM, Chunk
from emulator.traps import Manager, trap
from palm_sdk.structs import SysAppInfoType

JUMP_BUF = struct.Struct(">12I")  # ErrJumpBuf: D3-D7, PC, A2-A7
EXCEPTION_STATE = 4  # ErrExceptionType.state (after nextP)
EXCEPTION_ERR = EXCEPTION_STATE + JUMP_BUF.size  # ErrExceptionType.err
EXCEPTION_LIST = SysAppInfoType.offset("errExceptionP")


class ExceptionTraps(Manager):
    """``ErrorBase.h``'s Try/Catch: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self._list: Chunk | None = None
        self._depths: dict[int, int] = {}  # jump buffer -> callback depth of its ErrSetJump

    def list_address(self) -> int:
        """The address of the list head: the running application's ``SysAppInfoType.errExceptionP``
        (NULL at its launch), as Palm OS keeps one list per application."""
        launch = self.kernel.launch_state
        if launch is not None:
            return launch.app_info.address + EXCEPTION_LIST
        if self._list is None or self._list.freed:  # no application: a head of the system's
            self._list = self.mem.allocate(4, owner=OWNER_SYSTEM, label="the exception list")
        return self._list.address

    @trap("ErrExceptionList")
    def ErrExceptionList(self) -> int:
        """MemPtr *ErrExceptionList(void)"""
        return self.list_address()

    @trap("ErrSetJump")
    def ErrSetJump(self, buf: int) -> int:
        """Int16 ErrSetJump(ErrJumpBuf buf)"""
        cpu = self.cpu
        values = [cpu.d(n) for n in range(3, 8)] + [cpu.resume] + [cpu.a(n) for n in range(2, 7)] + [cpu.sp]
        self.mem.write(buf, JUMP_BUF.pack(*(v & 0xFFFFFFFF for v in values)))
        self._depths[buf] = cpu.depth
        return 0

    @trap("ErrLongJump")
    def ErrLongJump(self, buf: int, result: int) -> None:
        """void ErrLongJump(ErrJumpBuf buf, Int16 result)"""
        self.long_jump(buf, result or 1)

    @trap("ErrThrow")
    def ErrThrow(self, err: int) -> None:
        """void ErrThrow(Int32 err)"""
        top = self.mem.u32(self.list_address())
        if top == 0:
            raise self.kernel.fault(
                "fatal-error", f"ErrThrow({err}) with no ErrTry to catch it", self.kernel.trap_pc
            )
        self.mem.put_u32(top + EXCEPTION_ERR, err & 0xFFFFFFFF)
        self.long_jump(top + EXCEPTION_STATE, 1)

    def long_jump(self, buf: int, result: int) -> None:
        cpu = self.cpu
        depth = self._depths.get(buf)
        if depth is not None and depth != cpu.depth:
            raise self.kernel.fault(
                "fatal-error",
                "a long jump out of a callback the system is running (ErrThrow or ErrLongJump "
                "to an ErrSetJump made outside it)",
                self.kernel.trap_pc,
            )
        values = JUMP_BUF.unpack(self.mem.read(buf, JUMP_BUF.size))
        if values[5] == 0 or values[5] & 1:
            raise self.kernel.fault(
                "fatal-error",
                f"a long jump to a buffer ErrSetJump did not fill ({buf:#010x})",
                self.kernel.trap_pc,
            )
        for n, value in zip(range(3, 8), values[0:5], strict=True):
            cpu.set_d(n, value)
        for n, value in zip(range(2, 7), values[6:11], strict=True):
            cpu.set_a(n, value)
        cpu.sp = values[11]
        cpu.set_d(0, result & 0xFFFF)
        cpu.redirect = values[5]


MANAGER = ExceptionTraps
