"""``SysUIAppSwitch``: the application that runs next, as Palm OS launches it after the current one.

On Palm OS, ``SysUIAppSwitch(cardNo, dbID, cmd, cmdPBP)`` does not launch anything at once: it
records the request and posts ``appStopEvent``; the current application leaves its event loop
and returns from ``PilotMain``, and then the system launches the database ``dbID`` as the new
UI application with launch code ``cmd`` and the parameter block ``cmdPBP`` (Palm OS Reference,
``SysUIAppSwitch``; Palm OS Programmer's Companion, "Launching Applications"). The parameter
block must be a chunk the caller gave to the system (``MemPtrSetOwner(p, 0)``), since the
caller's own chunks are freed when it exits; the system frees it after the new application
returns. A second request before the application has exited replaces the first.

When the database is not there, or holds nothing to run (a record database, no ``code`` 1), a
device goes back to the launcher; palm-emu has no launcher, so it says so in one line
(:meth:`AppSwitch.refusal`) and stops there. What is launched needs no particular type: NS
Basic's runtime (``NSBRuntime``, type ``libr``) is switched to by the programs it runs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from emulator.errors import EmulatorError
from emulator.loader import Application, application_of
from emulator.memory import OWNER_APP, OWNER_SYSTEM, Chunk
from prc_tools.formats.container import ResourceDatabase

if TYPE_CHECKING:
    from emulator.kernel import Kernel


@dataclass
class AppSwitch:
    """A pending ``SysUIAppSwitch``: the database to launch, its launch code and parameter block."""

    card_no: int
    db_id: int
    cmd: int
    cmd_pbp: int
    block: Chunk | None = None  # the parameter block's chunk, freed after the new application


def request(kernel: Kernel, card_no: int, db_id: int, cmd: int, cmd_pbp: int) -> AppSwitch:
    """Record a switch (the last request wins); the parameter block becomes the system's.

    A block the application still owns is reported (``bad-parameter``: on a device it is freed
    when the application exits, before the next one reads it) and then kept for the next
    application all the same, so that the run goes on as the application meant it to."""
    previous = kernel.pending_switch
    if previous is not None and previous.block is not None and not previous.block.freed:
        kernel.memory.free(previous.block)  # the system drops the request it replaces
    block = None
    if cmd_pbp:
        block = kernel.memory.chunk_of_pointer(cmd_pbp)
        if block is not None and block.owner == OWNER_APP:
            kernel.report(
                "bad-parameter",
                f"SysUIAppSwitch's parameter block {cmd_pbp:#010x} belongs to the application, which "
                "frees it when it exits (MemPtrSetOwner(p, 0) gives it to the system)",
            )
            block.owner = OWNER_SYSTEM
    switch = AppSwitch(card_no, db_id, cmd, cmd_pbp, block)
    kernel.pending_switch = switch
    return switch


def target(kernel: Kernel, switch: AppSwitch) -> Application | str:
    """The application ``switch`` launches, or why a device would go back to the launcher."""
    db = kernel.card.by_id(switch.db_id) if switch.card_no == 0 else None
    if db is None:
        return f"no database has the local ID {switch.db_id:#x} on card {switch.card_no}"
    database = kernel.card.image(db)
    if not isinstance(database, ResourceDatabase):
        return f"{db.name!r} is a record database, with nothing to run"
    source = str(db.path) if db.path is not None else db.name
    try:
        return application_of(database, source)
    except EmulatorError as error:
        return str(error)


def refusal(switch: AppSwitch, why: str) -> str:
    """The line palm-emu says when the switch cannot launch anything."""
    return (
        f"the application switched (SysUIAppSwitch) to what cannot be launched: {why}; "
        "a device goes back to the launcher, and palm-emu stops here"
    )
