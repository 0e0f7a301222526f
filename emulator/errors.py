"""What can go wrong: bad input, an application that crashes, and POSE-style violations.

* :class:`EmulatorError` - a problem the user can cause before anything runs (not a PRC, no
  ``code`` 1, a truncated resource, a bad script): one line, exit status 2.
* :class:`AppFault` - the emulated application did what a real Palm would crash on (an illegal
  instruction, a bus error, an unimplemented trap, a runaway loop): the cause, the PC and the
  last traps called, on one line.
* :class:`Violation` - one POSE-style check that failed (a read of low memory, a write to the
  storage heap, a chunk freed twice, a leak ...). The emulator collects them; with ``strict``
  the first one becomes an :class:`AppFault`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


class EmulatorError(Exception):
    """A user-facing problem with the input: reported on one line, exit status 2."""


@dataclass(frozen=True)
class TrapCall:
    """One entry of the trap history: which trap, called from where."""

    pc: int
    number: int
    name: str

    def __str__(self) -> str:
        return f"{self.name}@{self.pc:#010x}"


def describe_traps(traps: Sequence[TrapCall], last: int = 5) -> str:
    """The last few traps, newest last: ``"EvtGetEvent@0x10000124, FrmDispatchEvent@..."``."""
    if not traps:
        return "no traps called yet"
    shown = ", ".join(str(t) for t in traps[-last:])
    return f"last traps: {shown}"


@dataclass(frozen=True)
class Violation:
    """A POSE-style check that failed: its kind, what happened, where, and the traps before."""

    kind: str  # "low-memory", "storage-write", "freed-chunk", "unlocked-chunk", "odd-address", ...
    message: str
    pc: int
    traps: tuple[TrapCall, ...] = field(default=())

    def __str__(self) -> str:
        return f"{self.kind} at PC {self.pc:#010x}: {self.message} ({describe_traps(self.traps)})"


class AppFault(EmulatorError):
    """The application crashed (as a device would): cause, PC and the last traps, one line."""

    def __init__(self, kind: str, message: str, pc: int, traps: Sequence[TrapCall] = ()) -> None:
        self.kind = kind
        self.message = message
        self.pc = pc
        self.traps = tuple(traps)
        super().__init__(f"{kind} at PC {pc:#010x}: {message} ({describe_traps(self.traps)})")

    @classmethod
    def from_violation(cls, violation: Violation) -> AppFault:
        return cls(violation.kind, violation.message, violation.pc, violation.traps)


class RetryInstruction(Exception):
    """Raised by a memory hook when the emulator has just mapped what the access needed (the
    DragonBall register page): the CPU stops and starts again at the same instruction, which
    unicorn has rolled back (its exceptions are precise)."""


class AppAborted(BaseException):
    """Raised inside the emulated application's thread to unwind it when the host stops it.

    A ``BaseException`` so that no handler of the emulator mistakes it for a fault.
    """
