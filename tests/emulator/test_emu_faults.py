"""Deliberate faults of a 68k program: each is reported with its cause, PC and the traps before.

The faults program commits one fault per launch code. Faults a device cannot survive (a stack
overflow, an illegal instruction, an endless loop, an unimplemented trap, a division by zero)
stop it with an :class:`AppFault`; the POSE-style violations (a store into the storage heap, a
read of low memory, a freed chunk, a leak, an overrun, a DragonBall register - which then
reads back as plain memory -, an odd pointer given to a trap) are recorded and the program goes on -
unless the emulator is strict, when the first one stops it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from emulator.errors import AppFault
from emulator.kernel import Kernel
from emulator.loader import read_application

(STORAGE_WRITE, STACK, LOOP, ILLEGAL, TRAP, NULL_READ, FREED, LEAK, OVERRUN, ZERO, HARDWARE, ODD) = range(
    0x8001, 0x800D
)


def run(programs: Path, cmd: int, **options: object) -> Kernel:
    kernel = Kernel(**options)  # type: ignore[arg-type]
    kernel.launch(read_application(programs / "faults.prc"), cmd)
    return kernel


def kinds(kernel: Kernel) -> list[str]:
    return [v.kind for v in kernel.violations]


@pytest.mark.parametrize(
    ("cmd", "kind", "words"),
    [
        (STACK, "stack-overflow", "below the 4096-byte stack"),
        (ILLEGAL, "exception", "illegal instruction"),
        (TRAP, "unimplemented-trap", "trap 0xa3f0"),
        (ZERO, "exception", "division by zero"),
    ],
)
def test_crashes_stop_the_program_with_cause_pc_and_traps(
    programs: Path, cmd: int, kind: str, words: str
) -> None:
    with pytest.raises(AppFault) as caught:
        run(programs, cmd)
    fault = caught.value
    assert fault.kind == kind and words in fault.message
    assert fault.traps and fault.traps[0].name == "SysAppStartup"
    line = str(fault)
    assert "\n" not in line and f"{fault.pc:#010x}" in line and "SysAppStartup@" in line


def test_an_endless_loop_is_stopped_by_the_watchdog(programs: Path) -> None:
    with pytest.raises(AppFault, match="instructions without waiting for an event") as caught:
        run(programs, LOOP, budget=3_000_000)
    assert caught.value.kind == "watchdog"


@pytest.mark.parametrize(
    ("cmd", "expected", "words"),
    [
        (STORAGE_WRITE, ["storage-write"], "'code' 1 of 'Faults'"),
        (NULL_READ, ["low-memory"], "read 4 bytes at 0x00000000"),
        (FREED, ["freed-chunk", "freed-chunk"], "which was freed"),
        (LEAK, ["leak"], "MemPtrNew (fixed dynamic chunk of 24 bytes"),
        (OVERRUN, ["chunk-overrun"], "past the end of MemPtrNew (fixed dynamic chunk of 100 bytes"),
        (HARDWARE, ["hardware-register"], "wrote 1 byte at 0xfffffa33: a DragonBall hardware register"),
        (ODD, ["odd-address"], "FtrGet: valueP = 0x"),
    ],
)
def test_violations_are_reported_and_the_program_goes_on(
    programs: Path, cmd: int, expected: list[str], words: str
) -> None:
    kernel = run(programs, cmd)
    assert kinds(kernel) == expected
    assert words in kernel.violations[0].message
    assert kernel.launch_state is not None
    assert kernel.launch_state.result == (0x12 if cmd == HARDWARE else 0)  # the register kept it


@pytest.mark.parametrize("cmd", [STORAGE_WRITE, NULL_READ, FREED, LEAK, OVERRUN, HARDWARE, ODD])
def test_strict_makes_every_violation_fatal(programs: Path, cmd: int) -> None:
    with pytest.raises(AppFault):
        run(programs, cmd, strict=True)


def test_the_write_to_the_storage_heap_reaches_nothing_but_the_report(programs: Path) -> None:
    # non-strict: the store goes through (as POSE's Continue), the PRC file is not touched
    before = (programs / "faults.prc").read_bytes()
    run(programs, STORAGE_WRITE)
    assert (programs / "faults.prc").read_bytes() == before
