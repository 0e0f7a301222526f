"""The shared libraries a Palm OS 3.x ROM carries, answering as a device with no peer does.

Every Palm from the Palm III on has the IrDA Library (``"IrDA Library"``: infrared beaming)
and the Net Library (``"Net.lib"``: TCP/IP over a modem or a serial cable) in ROM, loaded at
boot: ``SysLibFind`` finds them by name, with no ``SysLibLoad``. palm-emu has no infrared port
and no network, so it answers as a handheld with nothing in front of its IR window and no
network set up (SDK 3.5 ``IrLib.h`` and ``NetMgr.h``; Palm OS Reference, "IR Library" and
"Net Library"):

* IrDA: ``IrOpen`` and ``IrClose`` succeed, ``IrBind``/``IrUnbind``/``IrSetDeviceInfo`` and the
  IAS registrations succeed; ``IrDiscoverReq`` is accepted (``IR_STATUS_PENDING``) and finds
  nobody: no callback ever reports a device; every call that needs a link
  (``IrConnectIrLap``, ``IrConnectReq``, ``IrDataReq``, ``IrTestReq``, ``IrIAS_Query`` ...)
  answers ``IR_STATUS_NO_IRLAP``; the state queries say idle (not connected, media not busy);
* Net: no interface is set up: ``NetLibIFGet`` answers ``netErrInvalidInterface``,
  ``NetLibOpen`` ``netErrNoInterfaces``, sockets and name lookups ``netErrNotOpen``.

A call of these libraries that palm-emu does not answer stops the application with its name
(``unimplemented-trap``), as an unimplemented system trap does. The libraries take the last
reference numbers of the system's table, so that the libraries an application loads keep the
first ones, as before.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from palm_sdk.libraries import (
    IR_STATUS_NO_IRLAP,
    IR_STATUS_PENDING,
    IR_STATUS_SUCCESS,
    MAX_LIBRARIES,
    irLibName,
    irLibTrapBind,
    irLibTrapConnectIrLap,
    irLibTrapConnectReq,
    irLibTrapConnectRsp,
    irLibTrapDataReq,
    irLibTrapDisconnectIrLap,
    irLibTrapDiscoverReq,
    irLibTrapHandleEvent,
    irLibTrapIAS_Add,
    irLibTrapIAS_Next,
    irLibTrapIAS_Query,
    irLibTrapIAS_SetDeviceName,
    irLibTrapIrOpen,
    irLibTrapIsIrLapConnected,
    irLibTrapIsMediaBusy,
    irLibTrapIsNoProgress,
    irLibTrapIsRemoteBusy,
    irLibTrapLocalBusy,
    irLibTrapMaxRxSize,
    irLibTrapMaxTxSize,
    irLibTrapSetDeviceInfo,
    irLibTrapTestReq,
    irLibTrapUnBind,
    irLibTrapWaitForEvent,
    netErrInvalidInterface,
    netErrNoInterfaces,
    netErrNotOpen,
    netLibName,
    netLibTrapConnectionRefresh,
    netLibTrapGetHostByName,
    netLibTrapIFGet,
    netLibTrapReceive,
    netLibTrapSend,
    netLibTrapSocketClose,
    netLibTrapSocketConnect,
    netLibTrapSocketOpen,
    sysLibTrapClose,
    sysLibTrapOpen,
    sysLibTrapSleep,
    sysLibTrapWake,
)

if TYPE_CHECKING:
    from emulator.kernel import Kernel


@dataclass(frozen=True)
class Call:
    """One call of a ROM library: its name, its arguments after the reference number (a
    ``struct`` format over the stack), where its result goes, and what it does."""

    name: str
    arguments: str  # e.g. ">HI": a UInt16 and a pointer after refNum
    answer: Callable[[Kernel, tuple[int, ...]], int]
    pointer: bool = False  # the result goes to A0 (a pointer), not D0


def _constant(value: int) -> Callable[[Kernel, tuple[int, ...]], int]:
    return lambda _kernel, _args: value


def _put_u16(index: int, value: int, then: int) -> Callable[[Kernel, tuple[int, ...]], int]:
    """Write ``value`` to the UInt16 the argument ``index`` points at (if not NULL); answer ``then``."""

    def answer(kernel: Kernel, args: tuple[int, ...]) -> int:
        if args[index]:
            kernel.memory.put_u16(args[index], value)
        return then

    return answer


@dataclass
class RomLibrary:
    """A library of the ROM, by its ``SysLibFind`` name."""

    name: str
    calls: dict[int, Call] = field(default_factory=dict)


def _common(open_answer: Callable[[Kernel, tuple[int, ...]], int], open_arguments: str) -> dict[int, Call]:
    return {
        sysLibTrapOpen: Call("Open", open_arguments, open_answer),
        sysLibTrapClose: Call("Close", ">H", _constant(0)),
        sysLibTrapSleep: Call("Sleep", ">", _constant(0)),
        sysLibTrapWake: Call("Wake", ">", _constant(0)),
    }


def ir_library() -> RomLibrary:
    """The IrDA Library with nothing in front of the IR window (see the module docstring)."""
    ok, pending = _constant(IR_STATUS_SUCCESS), _constant(IR_STATUS_PENDING)
    no_link = _constant(IR_STATUS_NO_IRLAP)
    calls = _common(_constant(0), ">")
    calls.update({
        irLibTrapBind: Call("IrBind", ">II", ok),
        irLibTrapUnBind: Call("IrUnbind", ">I", ok),
        irLibTrapDiscoverReq: Call("IrDiscoverReq", ">I", pending),
        irLibTrapConnectIrLap: Call("IrConnectIrLap", ">I", no_link),
        irLibTrapDisconnectIrLap: Call("IrDisconnectIrLap", ">", no_link),
        irLibTrapConnectReq: Call("IrConnectReq", ">IIBx", no_link),
        irLibTrapConnectRsp: Call("IrConnectRsp", ">IIBx", no_link),
        irLibTrapDataReq: Call("IrDataReq", ">II", no_link),
        irLibTrapLocalBusy: Call("IrLocalBusy", ">Bx", _constant(0)),
        irLibTrapMaxTxSize: Call("IrMaxTxSize", ">I", _constant(0)),
        irLibTrapMaxRxSize: Call("IrMaxRxSize", ">I", _constant(0)),
        irLibTrapSetDeviceInfo: Call("IrSetDeviceInfo", ">IBx", ok),
        irLibTrapIsNoProgress: Call("IrIsNoProgress", ">", _constant(0)),
        irLibTrapIsRemoteBusy: Call("IrIsRemoteBusy", ">", _constant(0)),
        irLibTrapIsMediaBusy: Call("IrIsMediaBusy", ">", _constant(0)),
        irLibTrapIsIrLapConnected: Call("IrIsIrLapConnected", ">", _constant(0)),
        irLibTrapTestReq: Call("IrTestReq", ">III", no_link),
        irLibTrapIAS_Add: Call("IrIAS_Add", ">I", ok),
        irLibTrapIAS_Query: Call("IrIAS_Query", ">I", no_link),
        irLibTrapIAS_SetDeviceName: Call("IrIAS_SetDeviceName", ">IBx", ok),
        irLibTrapIAS_Next: Call("IrIAS_Next", ">I", _constant(0), pointer=True),
        irLibTrapIrOpen: Call("IrOpen", ">I", _constant(0)),
        irLibTrapHandleEvent: Call("IrHandleEvent", ">", _constant(0)),
        irLibTrapWaitForEvent: Call("IrWaitForEvent", ">i", _constant(0)),
    })  # fmt: skip
    return RomLibrary(irLibName, calls)


def _socket_error(error_index: int) -> Callable[[Kernel, tuple[int, ...]], int]:
    """A socket call that fails: ``*errP = netErrNotOpen``, the result -1."""
    return _put_u16(error_index, netErrNotOpen, 0xFFFF)


def net_library() -> RomLibrary:
    """The Net Library with no network set up (see the module docstring)."""
    calls = _common(_put_u16(0, 0, netErrNoInterfaces), ">I")  # NetLibOpen(refNum, UInt16 *netIFErrsP)
    calls.update({
        netLibTrapSocketOpen: Call("NetLibSocketOpen", ">BxBxhiI", _socket_error(4)),
        netLibTrapSocketClose: Call("NetLibSocketClose", ">hiI", _socket_error(2)),
        netLibTrapSocketConnect: Call("NetLibSocketConnect", ">hIhiI", _socket_error(4)),
        netLibTrapSend: Call("NetLibSend", ">hIHHIHiI", _socket_error(7)),
        netLibTrapReceive: Call("NetLibReceive", ">hIHHIIiI", _socket_error(7)),
        netLibTrapGetHostByName: Call("NetLibGetHostByName", ">IIiI", _put_u16(3, netErrNotOpen, 0),
                                      pointer=True),
        netLibTrapIFGet: Call("NetLibIFGet", ">HII", _constant(netErrInvalidInterface)),
        netLibTrapConnectionRefresh: Call("NetLibConnectionRefresh", ">BxII", _constant(netErrNotOpen)),
    })  # fmt: skip
    return RomLibrary(netLibName, calls)


def rom_libraries() -> dict[int, RomLibrary]:
    """The ROM's libraries by reference number: the last ones of the system's table."""
    return {MAX_LIBRARIES - 1 - n: library for n, library in enumerate((ir_library(), net_library()))}


def call(kernel: Kernel, library: RomLibrary, number: int, sp: int, pc: int) -> tuple[bool, int]:
    """Answer library trap ``number`` of ``library``, its reference number at ``sp``: (whether
    the result goes to A0, the result)."""
    found = library.calls.get(number)
    if found is None:
        raise kernel.fault(
            "unimplemented-trap",
            f"library trap {number:#06x} of the ROM's {library.name!r} is not implemented",
            pc,
        )
    layout = struct.Struct(found.arguments)
    args = layout.unpack(kernel.memory.read(sp + 2, layout.size)) if layout.size else ()
    return found.pointer, found.answer(kernel, args) & 0xFFFFFFFF
