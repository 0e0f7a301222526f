"""The libraries a Palm OS 3.x ROM carries (IrDA, Net), answering as a handheld with nothing in
front of its IR window and no network set up (SDK 3.5 ``IrLib.h``, ``NetMgr.h``; Palm OS
Reference, "IR Library" and "Net Library").

Each call is made as a 68k application makes it: the arguments on the stack (the reference
number first), ``TRAP #15`` with the library's trap number, the result in D0 or A0.
"""

from __future__ import annotations

import struct

import pytest

from emulator.errors import AppFault
from emulator.kernel import Kernel
from palm_sdk.errors import sysErrLibNotFound
from palm_sdk.libraries import (
    IR_STATUS_NO_IRLAP,
    IR_STATUS_PENDING,
    IR_STATUS_SUCCESS,
    irLibName,
    irLibTrapBind,
    irLibTrapDataReq,
    irLibTrapDiscoverReq,
    irLibTrapIAS_Next,
    irLibTrapIrOpen,
    irLibTrapIsIrLapConnected,
    netErrInvalidInterface,
    netErrNoInterfaces,
    netErrNotOpen,
    netLibName,
    netLibTrapIFGet,
    netLibTrapSocketOpen,
    sysLibTrapClose,
    sysLibTrapCustom,
    sysLibTrapOpen,
)
from palm_sdk.traps import BY_NAME

PC = 0x10000100


class Caller:
    """Traps called with an argument block on a stack of their own, and scratch memory."""

    def __init__(self) -> None:
        self.kernel = Kernel(strict=True)
        self.stack = self.kernel.memory.allocate(256, label="a stack")
        self.scratch = self.kernel.memory.allocate(64, label="scratch").address

    def call(self, number: int, block: bytes) -> tuple[int, int]:
        """(D0, A0) after the trap."""
        cpu, memory = self.kernel.cpu, self.kernel.memory
        memory.write(self.stack.address + 64, block)
        cpu.sp = self.stack.address + 64
        cpu.set_d(0, 0xDEAD)
        cpu.set_a(0, 0xDEAD)
        self.kernel.trap(number, PC)
        assert cpu.redirect == 0  # answered here, not in 68k code
        return cpu.d(0), cpu.a(0)

    def find(self, name: str) -> tuple[int, int]:
        """``SysLibFind(name, &refNum)``: (error, refNum)."""
        memory = self.kernel.memory
        memory.write(self.scratch, name.encode("latin-1") + b"\0")
        memory.put_u16(self.scratch + 40, 0xFFFF)
        block = struct.pack(">II", self.scratch, self.scratch + 40)
        error, _ = self.call(BY_NAME["SysLibFind"].number, block)
        return error & 0xFFFF, memory.u16(self.scratch + 40)


@pytest.fixture
def caller() -> Caller:
    return Caller()


def test_sys_lib_find_finds_the_rom_libraries_by_name_and_only_them(caller: Caller) -> None:
    error, ir = caller.find(irLibName)
    assert error == 0
    error, net = caller.find(netLibName)
    assert error == 0 and net != ir
    assert caller.find("Bluetooth Library")[0] == sysErrLibNotFound
    # the libraries an application loads keep the first reference numbers
    assert ir >= 8 and net >= 8


def test_the_ir_library_opens_binds_and_finds_nobody(caller: Caller) -> None:
    _, ir = caller.find(irLibName)
    assert caller.call(irLibTrapIrOpen, struct.pack(">HI", ir, 0))[0] == 0  # IrOpen(refNum, options)
    con = caller.scratch
    assert caller.call(irLibTrapBind, struct.pack(">HII", ir, con, 0x10000200))[0] == IR_STATUS_SUCCESS
    assert caller.call(irLibTrapDiscoverReq, struct.pack(">HI", ir, con))[0] == IR_STATUS_PENDING
    assert caller.call(irLibTrapIsIrLapConnected, struct.pack(">H", ir))[0] == 0  # FALSE
    assert caller.call(irLibTrapDataReq, struct.pack(">HII", ir, con, con + 8))[0] == IR_STATUS_NO_IRLAP
    assert caller.call(irLibTrapIAS_Next, struct.pack(">HI", ir, con))[1] == 0  # NULL in A0
    assert caller.call(sysLibTrapClose, struct.pack(">H", ir))[0] == 0


def test_the_net_library_has_no_interface_set_up(caller: Caller) -> None:
    _, net = caller.find(netLibName)
    errors = caller.scratch + 48
    caller.kernel.memory.put_u16(errors, 0xFFFF)
    assert caller.call(sysLibTrapOpen, struct.pack(">HI", net, errors))[0] == netErrNoInterfaces
    assert caller.kernel.memory.u16(errors) == 0  # no interface reported an error: there is none
    creator, instance = caller.scratch, caller.scratch + 4
    block = struct.pack(">HHII", net, 0, creator, instance)
    assert caller.call(netLibTrapIFGet, block)[0] == netErrInvalidInterface
    # NetLibSocketOpen(refNum, domain, type, protocol, timeout, &err): -1, err = netErrNotOpen
    d0, _ = caller.call(netLibTrapSocketOpen, struct.pack(">HBxBxhiI", net, 2, 1, 6, 100, errors))
    assert d0 & 0xFFFF == 0xFFFF and caller.kernel.memory.u16(errors) == netErrNotOpen


def test_a_call_of_a_rom_library_palm_emu_does_not_answer_stops_with_its_name(caller: Caller) -> None:
    _, net = caller.find(netLibName)
    with pytest.raises(AppFault) as caught:
        caller.call(sysLibTrapCustom + 60, struct.pack(">H", net))
    assert caught.value.kind == "unimplemented-trap" and "'Net.lib'" in caught.value.message
