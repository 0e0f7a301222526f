"""The 68000: unicorn set up as the CPU of a Palm, its exceptions, runs in slices, nested calls.

unicorn's m68k CPU model 0 is a real MC68000 (its enum names are shifted by one; the default is
a ColdFire, on which a byte push moves SP by one, docs/palm_os.md §4.2): 68020 instructions such as
``muls.l`` or ``bsr.l`` raise the illegal-instruction exception as on a device. ``TRAP #15``
arrives at the interrupt hook with the PC at the TRAP instruction; the trap word follows it and
execution resumes 4 bytes on (:class:`Kernel` handles the trap). Any other exception is a crash
of the application: an :class:`~emulator.errors.AppFault` naming it. unicorn does not raise the
68000's address error for an odd PC; the emulator raises it whenever it next gets control (a
trap, an exception, a refused access, the end of a slice) with the PC odd, so a jump, branch or
return to an odd address is reported as one, without a check per instruction.

:meth:`CPU.run` runs code in slices of :data:`SLICE` instructions (unicorn counts them in C, so
nothing runs Python per instruction). Between slices it checks the watchdog: an application
that executes :attr:`CPU.budget` instructions without waiting for an event (``EvtGetEvent``
resets :attr:`CPU.since_wait`) is stopped - unless :attr:`CPU.patience` (None for palm-emu; the
compatibility tool's policy) says the application is still making progress, which grants it
another :attr:`CPU.budget` instructions, and so on while it says so. :meth:`CPU.call` runs 68k
code from inside a trap -
a form event handler, a gadget handler - as a nested run with the Palm calling convention, and
checks that the callee preserved D3-D7/A2-A6 as Palm OS requires. Each nested call counts at
least :data:`CALLBACK_COST` instructions against the watchdog, so a trap that calls back into the
application endlessly (``SysQSort`` with an inconsistent comparator) is stopped as a loop is.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from unicorn import (
    UC_ARCH_M68K,
    UC_HOOK_CODE,
    UC_HOOK_INTR,
    UC_HOOK_MEM_FETCH_PROT,
    UC_HOOK_MEM_FETCH_UNMAPPED,
    UC_HOOK_MEM_READ_PROT,
    UC_HOOK_MEM_READ_UNMAPPED,
    UC_HOOK_MEM_WRITE_PROT,
    UC_HOOK_MEM_WRITE_UNMAPPED,
    UC_MEM_FETCH_PROT,
    UC_MEM_FETCH_UNMAPPED,
    UC_MEM_WRITE_PROT,
    UC_MEM_WRITE_UNMAPPED,
    UC_MODE_BIG_ENDIAN,
    Uc,
    UcError,
)
from unicorn.m68k_const import (
    UC_M68K_REG_A0,
    UC_M68K_REG_A1,
    UC_M68K_REG_A2,
    UC_M68K_REG_A3,
    UC_M68K_REG_A4,
    UC_M68K_REG_A5,
    UC_M68K_REG_A6,
    UC_M68K_REG_A7,
    UC_M68K_REG_D0,
    UC_M68K_REG_D1,
    UC_M68K_REG_D2,
    UC_M68K_REG_D3,
    UC_M68K_REG_D4,
    UC_M68K_REG_D5,
    UC_M68K_REG_D6,
    UC_M68K_REG_D7,
    UC_M68K_REG_PC,
    UC_M68K_REG_SR,
)

from emulator.errors import AppFault, RetryInstruction
from emulator.memory import SENTINEL
from palm_sdk.traps import TRAP_BASE as sysTrapBase

CPU_MODEL_68000 = 0  # unicorn's table index of the MC68000 (docs/palm_os.md §4.2)
TRAP_INDEX_MASK = 0x0FFF  # the bits of a trap word the dispatcher reads
SLICE = 1_000_000  # instructions per emu_start between watchdog checks
DEFAULT_BUDGET = 50_000_000  # instructions without EvtGetEvent before the watchdog fires
CALLBACK_COST = 200  # what one nested call counts against the budget (its own slices count too)
FAULT_COST = 50_000  # ... and one refused access let through (POSE's Continue): each costs the host ~ms

TRAP15 = 47  # EXCP_TRAP0 + 15
TRAP14 = 46  # the stubs of SysGetTrapAddress: a trap called through its address (jsr)
EXCEPTIONS = {
    2: "bus error",
    3: "address error",
    4: "illegal instruction",
    5: "division by zero",
    6: "CHK instruction",
    7: "TRAPV instruction",
    8: "privilege violation",
    9: "trace",
    10: "line 1010 emulator (an A-word executed as an instruction)",
    11: "line 1111 emulator (a coprocessor instruction)",
}
D_REGS = (
    UC_M68K_REG_D0, UC_M68K_REG_D1, UC_M68K_REG_D2, UC_M68K_REG_D3,
    UC_M68K_REG_D4, UC_M68K_REG_D5, UC_M68K_REG_D6, UC_M68K_REG_D7,
)  # fmt: skip
A_REGS = (
    UC_M68K_REG_A0, UC_M68K_REG_A1, UC_M68K_REG_A2, UC_M68K_REG_A3,
    UC_M68K_REG_A4, UC_M68K_REG_A5, UC_M68K_REG_A6, UC_M68K_REG_A7,
)  # fmt: skip
CALLEE_SAVED = (*D_REGS[3:], *A_REGS[2:7])
CALLEE_SAVED_NAMES = ("D3", "D4", "D5", "D6", "D7", "A2", "A3", "A4", "A5", "A6")


class Kernel(Protocol):
    """What the CPU hands to the operating system."""

    def serve(self, number: int, pc: int, sp: int) -> tuple[int, int] | None:
        """A ``TRAP #15`` with trap word ``number`` at ``pc``, the arguments at ``sp`` (PC is
        moved on afterwards): the register for the result and its value, or None."""

    def memory_fault(self, address: int, size: int, write: bool, fetch: bool, value: int, pc: int) -> bool:
        """An access the memory map refused; True to let it through and go on."""

    def fault(self, kind: str, message: str, pc: int) -> AppFault:
        """The exception to raise for a crash (with the trap history)."""

    def callee_saved_clobbered(self, address: int, registers: Sequence[str]) -> None:
        """A callback at ``address`` returned with callee-saved registers changed."""


class FastAccess:
    """Registers and memory read and written straight through libunicorn's C calls.

    The trap path reads PC, SP and the arguments and writes D0/A0 and PC on every trap; the
    binding's ``reg_read``/``mem_read`` spend most of their time in layers of Python. These call
    the same C functions through the ctypes prototypes the binding declared (unicorn is pinned
    to 2.1.4); any failure raises the binding's ``UcError``.
    """

    def __init__(self, uc: Uc) -> None:
        from unicorn.unicorn_py3 import unicorn as binding

        lib = binding.uclib
        self._handle = uc._uch
        self._reg_read = lib.uc_reg_read
        self._reg_write = lib.uc_reg_write
        self._mem_read = lib.uc_mem_read
        self._value = ctypes.c_uint32()
        self._ref = ctypes.byref(self._value)
        self._buffer = ctypes.create_string_buffer(256)
        # Two registers in one C call (uc_reg_read_batch / uc_reg_write_batch): the trap path
        # reads PC and SP together, and writes the result and the PC together.
        self._read_batch = lib.uc_reg_read_batch
        self._write_batch = lib.uc_reg_write_batch
        self._ids = (ctypes.c_int32 * 2)()
        self._pair = (ctypes.c_uint32 * 2)()
        self._pointers = (ctypes.c_void_p * 2)(
            ctypes.addressof(self._pair), ctypes.addressof(self._pair) + 4
        )

    def reg(self, regid: int) -> int:
        status = self._reg_read(self._handle, regid, self._ref)
        if status:
            raise UcError(status)
        return int(self._value.value)

    def set_reg(self, regid: int, value: int) -> None:
        self._value.value = value & 0xFFFFFFFF
        status = self._reg_write(self._handle, regid, self._ref)
        if status:
            raise UcError(status)

    def reg_pair(self, first: int, second: int) -> tuple[int, int]:
        """Two registers, read in one call."""
        ids = self._ids
        ids[0], ids[1] = first, second
        status = self._read_batch(self._handle, ids, self._pointers, 2)
        if status:
            raise UcError(status)
        pair = self._pair
        return pair[0], pair[1]

    def set_reg_pair(self, first: int, first_value: int, second: int, second_value: int) -> None:
        """Two registers, written in one call."""
        ids, pair = self._ids, self._pair
        ids[0], ids[1] = first, second
        pair[0], pair[1] = first_value & 0xFFFFFFFF, second_value & 0xFFFFFFFF
        status = self._write_batch(self._handle, ids, self._pointers, 2)
        if status:
            raise UcError(status)

    def read(self, address: int, size: int) -> bytes:
        buffer = self._buffer if size <= 256 else ctypes.create_string_buffer(size)
        status = self._mem_read(self._handle, address, buffer, size)
        if status:
            raise UcError(status)
        return buffer.raw[:size]


def _unicorn() -> Uc:
    uc = Uc(UC_ARCH_M68K, UC_MODE_BIG_ENDIAN)
    uc.ctl_set_cpu_model(CPU_MODEL_68000)
    # Writing SR sets the translator's condition-code state: without it, code whose first
    # instruction reads the flags (Scc, DBcc, Bcc as an application's or a callback's first
    # instruction) makes unicorn 2.1.4 abort the whole process.
    uc.reg_write(UC_M68K_REG_SR, uc.reg_read(UC_M68K_REG_SR))
    return uc


class CPU:
    """The emulated MC68000 (see the module docstring)."""

    def __init__(self, kernel: Kernel, budget: int = DEFAULT_BUDGET) -> None:
        self.uc = _unicorn()
        self.fast = FastAccess(self.uc)
        self.kernel = kernel
        self.budget = budget
        self.executed = 0  # instructions run, counted in whole slices
        self.since_wait = 0  # ... since the application last waited for an event
        self.allowed = budget  # since_wait beyond which the watchdog asks patience, or fires
        # (kernel, since_wait, trap calls since the last wait or extension) -> go on for another budget
        self.patience: Callable[[Any, int, int], bool] | None = None
        self._window_calls = 0  # the kernel's trap calls when the current window began
        self.depth = 0  # nesting of callbacks
        self._pending: Exception | None = None
        self._trap_words: dict[int, int] = {}
        self.redirect = 0  # set by a trap that continues elsewhere (a library call): the new PC
        self.resume = 0  # where the trap being served returns to (ErrSetJump keeps it)
        uc = self.uc
        uc.hook_add(UC_HOOK_INTR, self._on_interrupt)
        uc.hook_add(
            UC_HOOK_MEM_READ_UNMAPPED | UC_HOOK_MEM_WRITE_UNMAPPED | UC_HOOK_MEM_FETCH_UNMAPPED,
            self._on_memory,
        )
        uc.hook_add(UC_HOOK_MEM_READ_PROT | UC_HOOK_MEM_WRITE_PROT | UC_HOOK_MEM_FETCH_PROT, self._on_memory)

    # -- registers -------------------------------------------------------------------------

    @property
    def pc(self) -> int:
        return self.fast.reg(UC_M68K_REG_PC)

    @pc.setter
    def pc(self, value: int) -> None:
        self.fast.set_reg(UC_M68K_REG_PC, value)

    @property
    def sp(self) -> int:
        return self.fast.reg(UC_M68K_REG_A7)

    @sp.setter
    def sp(self, value: int) -> None:
        self.fast.set_reg(UC_M68K_REG_A7, value)

    def d(self, n: int) -> int:
        return self.fast.reg(D_REGS[n])

    def a(self, n: int) -> int:
        return self.fast.reg(A_REGS[n])

    def set_d(self, n: int, value: int) -> None:
        self.fast.set_reg(D_REGS[n], value)

    def set_a(self, n: int, value: int) -> None:
        self.fast.set_reg(A_REGS[n], value)

    # -- hooks -----------------------------------------------------------------------------

    def _odd_pc(self, pc: int) -> AppFault:
        return self.kernel.fault(
            "exception",
            f"address error: the PC is odd ({pc:#010x}): a jump, branch or return to an odd address",
            pc,
        )

    def _on_interrupt(self, uc: Uc, intno: int, _data: object) -> None:
        fast = self.fast
        pc, sp = fast.reg_pair(UC_M68K_REG_PC, UC_M68K_REG_A7)
        if pc & 1:
            raise self._odd_pc(pc)
        if intno == TRAP15:
            number = self._trap_words.get(pc)
            if number is None:
                # Palm OS's dispatcher reads the low 12 bits: MathLib calls 0x0306 for 0xA306.
                number = sysTrapBase | (int.from_bytes(fast.read(pc + 2, 2), "big") & TRAP_INDEX_MASK)
                self._trap_words[pc] = number
            self.resume = pc + 4
            result = self.kernel.serve(number, pc, sp)
            redirect = self.redirect
            if redirect:  # a shared library's call goes on in its code (the return address pushed)
                self.redirect = 0
                if result is not None:
                    fast.set_reg(*result)
                fast.set_reg(UC_M68K_REG_PC, redirect)
                return
            if result is not None:  # the result and the PC after the trap word, in one call
                fast.set_reg_pair(result[0], result[1], UC_M68K_REG_PC, pc + 4)
            else:
                fast.set_reg(UC_M68K_REG_PC, pc + 4)
            return
        if intno == TRAP14:
            # A trap called by address: the JSR put a return address above the arguments.
            number = int.from_bytes(uc.mem_read(pc + 2, 2), "big")
            sp = int(uc.reg_read(UC_M68K_REG_A7))
            back = bytes(uc.mem_read(sp, 4))
            uc.reg_write(UC_M68K_REG_A7, sp + 4)
            self.resume = int.from_bytes(back, "big")
            result = self.kernel.serve(number, pc, sp + 4)
            if result is not None:
                fast.set_reg(*result)
            redirect = self.redirect
            if redirect:  # ErrLongJump: on at the place it names, with the registers it set
                self.redirect = 0
                uc.reg_write(UC_M68K_REG_PC, redirect)
                return
            uc.reg_write(UC_M68K_REG_A7, sp)
            uc.mem_write(sp, back)
            uc.reg_write(UC_M68K_REG_PC, pc + 4)  # the RTS after the trap word
            return
        if 32 <= intno < 47:
            what = f"TRAP #{intno - 32} (Palm OS uses only TRAP #15"
            what += "; GCC's __builtin_trap, after a certain NULL dereference?)" if intno == 39 else ")"
            raise self.kernel.fault("exception", what, pc)
        what = EXCEPTIONS.get(intno, f"exception {intno}")
        raise self.kernel.fault("exception", what, pc)

    def _on_memory(self, uc: Uc, access: int, address: int, size: int, value: int, _data: object) -> bool:
        pc = int(uc.reg_read(UC_M68K_REG_PC))
        if pc & 1:
            self._pending = self._odd_pc(pc)
            return False
        write = access in (UC_MEM_WRITE_UNMAPPED, UC_MEM_WRITE_PROT)
        fetch = access in (UC_MEM_FETCH_UNMAPPED, UC_MEM_FETCH_PROT)
        try:
            return self.kernel.memory_fault(address, size, write, fetch, value, pc)
        except (AppFault, RetryInstruction) as fault:
            self._pending = fault  # unicorn's binding cannot raise out of a memory hook
            return False
        except Exception as error:  # an emulator bug: raised after emu_start, not swallowed
            self._pending = error
            return False

    # -- running ---------------------------------------------------------------------------

    def run(self, begin: int, until: int = SENTINEL) -> None:
        """Run from ``begin`` until the PC reaches ``until``, slice by slice, under the watchdog."""
        pc = begin
        while True:
            self._pending = None
            try:
                self.uc.emu_start(pc, until, count=SLICE)
            except UcError as error:
                pending, self._pending = self._pending, None
                if isinstance(pending, RetryInstruction):
                    pc = self.pc
                    continue
                if pending is not None:
                    raise pending from None
                raise self.kernel.fault("cpu", f"the CPU stopped: {error}", self.pc) from None
            pc = self.pc
            if pc == until:
                return
            if pc & 1:
                raise self._odd_pc(pc)
            self.executed += SLICE
            self.since_wait += SLICE
            if self.since_wait > self.allowed:
                self._watchdog(
                    f"{self.since_wait:,} instructions without waiting for an event (an endless loop?)", pc
                )

    def _watchdog(self, message: str, pc: int) -> None:
        """The budget is spent: another window if :attr:`patience` grants one, else the fault."""
        if self.patience is not None:
            calls = self._trap_calls() - self._window_calls
            if self.patience(self.kernel, self.since_wait, calls):
                self.allowed = self.since_wait + self.budget
                self._window_calls = self._trap_calls()
                return
        raise self.kernel.fault("watchdog", message, pc)

    def count_instructions(self) -> Callable[[], int]:
        """Start counting every instruction exactly (a Python hook per instruction: slow, for
        measurements); returns a function that stops counting and gives the count."""
        counted = [0]

        def on_code(_uc: Uc, _address: int, _size: int, _data: object) -> None:
            counted[0] += 1

        handle = self.uc.hook_add(UC_HOOK_CODE, on_code)

        def stop() -> int:
            self.uc.hook_del(handle)
            return counted[0]

        return stop

    def charge(self, instructions: int, pc: int) -> None:
        """Count work other than whole slices against the watchdog (a callback, a refused access
        let through); the watchdog fault if the budget is spent."""
        self.since_wait += instructions
        if self.since_wait > self.allowed:
            self._watchdog(
                f"{self.since_wait:,} instructions (callbacks and refused accesses counted) without waiting "
                "for an event (an endless loop?)",
                pc,
            )

    def waited(self) -> None:
        """The application waited for an event: the watchdog starts counting again."""
        self.since_wait = 0
        self.allowed = self.budget
        self._window_calls = self._trap_calls()

    def _trap_calls(self) -> int:
        """The traps the kernel has served so far (the watchdog's patience looks at them)."""
        calls = getattr(self.kernel, "trap_calls", 0)
        return calls if isinstance(calls, int) else 0

    def call_with_data(self, address: int, data: bytes, make_args: object) -> tuple[int, int]:
        """:meth:`call` with ``data`` (an ``EventType`` ...) placed on the stack above the call's
        frame; ``make_args(address of the data)`` gives the argument bytes."""
        sp = self.sp
        at = (sp - len(data)) & ~3
        self.uc.mem_write(at, data)
        self.sp = at
        try:
            return self.call(address, make_args(at))  # type: ignore[operator]
        finally:
            self.sp = sp

    def call(self, address: int, args: bytes = b"") -> tuple[int, int]:
        """Call 68k code at ``address`` with ``args`` (already in Palm stack layout) from inside
        a trap; returns (D0, A0). Registers other than D0/A0 are as before the call."""
        if address & 1 or address < 0x1000:
            raise self.kernel.fault("bad-callback", f"callback address {address:#010x} is not code", self.pc)
        self.charge(CALLBACK_COST, self.pc)  # a short run ends before a slice is counted
        uc, fast = self.uc, self.fast
        saved_d = [fast.reg(r) for r in D_REGS]
        saved_a = [fast.reg(r) for r in A_REGS]
        saved_pc = fast.reg(UC_M68K_REG_PC)
        sp = int(saved_a[7])
        frame = (sp - len(args) - 4) & ~1
        uc.mem_write(frame, SENTINEL.to_bytes(4, "big") + args)
        fast.set_reg(UC_M68K_REG_A7, frame)
        self.depth += 1
        try:
            self.run(address, SENTINEL)
        finally:
            self.depth -= 1
        d0 = fast.reg(UC_M68K_REG_D0)
        a0 = fast.reg(UC_M68K_REG_A0)
        after = [fast.reg(r) for r in CALLEE_SAVED]
        before = [*saved_d[3:], *saved_a[2:7]]
        changed = [name for name, x, y in zip(CALLEE_SAVED_NAMES, before, after, strict=True) if x != y]
        for reg, value in zip(D_REGS, saved_d, strict=True):
            fast.set_reg(reg, value)
        for reg, value in zip(A_REGS, saved_a, strict=True):
            fast.set_reg(reg, value)
        fast.set_reg(UC_M68K_REG_PC, saved_pc)
        if changed:
            self.kernel.callee_saved_clobbered(address, changed)
        return d0, a0
