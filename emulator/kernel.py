"""The emulated Palm OS: the CPU, the memory, the trap dispatcher, the checks, and a launch.

A :class:`Kernel` owns one unicorn 68000 (:mod:`emulator.cpu`), the address space
(:mod:`emulator.memory`), the registered trap handlers (:mod:`emulator.traps` and one module per
manager), the databases of the card (:mod:`emulator.databases`) and the POSE-style checks. It
is what the CPU calls on every ``TRAP #15`` and every refused memory access:

* a trap is looked up, its arguments decoded, its handler called, the result put in D0 or A0;
  the last :data:`HISTORY` traps are kept for reports, and ``trace`` (if given) gets a line per
  call with the decoded arguments;
* a refused access becomes a :class:`~emulator.errors.Violation` (kind, what, PC, the traps
  before it). With ``strict`` the first violation stops the application
  (:class:`~emulator.errors.AppFault`); otherwise it is recorded and the access goes through,
  as POSE's "Continue" did, and reported again only if it happens at another PC.

:meth:`Kernel.launch` runs an application from its first instruction until ``code`` 1's entry
returns (after ``SysAppExit``). Waiting for input (``EvtGetEvent`` with nothing queued, a modal
alert) calls :attr:`Kernel.waiter`, which the device front end provides; virtual time is the
screen model's tick counter. Nothing reads the host's clock.
"""

from __future__ import annotations

import contextlib
from collections import Counter, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from unicorn import UcError

from emulator.app_switch import AppSwitch
from emulator.cpu import CPU, DEFAULT_BUDGET, FAULT_COST
from emulator.databases import Card
from emulator.device_models import DEFAULT_MODEL, DeviceModel
from emulator.errors import AppFault, EmulatorError, RetryInstruction, TrapCall, Violation
from emulator.loader import Application, build_globals
from emulator.memory import (
    DYNAMIC,
    OWNER_APP,
    OWNER_SYSTEM,
    SENTINEL,
    STORAGE,
    Chunk,
    Memory,
    OutOfMemory,
)
from emulator.traps import Dispatcher, unknown_trap_text
from palm_os.fonts import FontNotFound
from palm_os.resources import ResourceNotFound
from palm_sdk.launch import (
    sysAppLaunchFlagDataRelocated,
    sysAppLaunchFlagNewGlobals,
    sysAppLaunchFlagNewStack,
    sysAppLaunchFlagUIApp,
)
from palm_sdk.libraries import sysLibTrapBase, sysLibTrapLast
from palm_sdk.structs import SysAppInfoType
from palm_sdk.traps import PTR, VOID, Trap, trap_name
from prc_tools.errors import PrcFormatError

HISTORY = 64
MAX_VIOLATIONS = 1000  # kept in full; beyond that only counted
DEFAULT_EPOCH = 3_061_152_000  # TimGetSeconds() at launch: 2001-01-01 00:00:00 (seconds since 1904)
SYS_APP_INFO_SIZE = SysAppInfoType.size


def _integer(result: object) -> int:
    """A handler's result as the int for D0/A0 (None and False are 0, True is 1)."""
    return int(result) if isinstance(result, int) else 0


@dataclass
class Launch:
    """What the running application was given (``SysAppInfoType`` and friends)."""

    app: Application
    cmd: int
    flags: int
    code: Chunk
    stack: Chunk
    globals_chunk: Chunk | None
    a5: int
    app_info: Chunk
    db_ref: int  # the DmOpenRef of the application's own database
    block: Chunk | None = None  # the parameter block SysUIAppSwitch gave it, freed when it returns
    result: int | None = None
    exited: bool = False


class Kernel:
    """See the module docstring."""

    def __init__(
        self,
        *,
        data_dir: Path | None = None,
        heap_size: int = 96 * 1024,
        strict: bool = False,
        budget: int = DEFAULT_BUDGET,
        trace: Callable[[str], None] | None = None,
        start_seconds: int = DEFAULT_EPOCH,
        random_seed: int = 1,
        libraries: Sequence[Path] = (),
        model: DeviceModel = DEFAULT_MODEL,
        patience: Callable[[Any, int, int], bool] | None = None,
    ) -> None:
        self.model = model
        self.rom_features = model.features()
        self.cpu = CPU(self, budget)
        self.cpu.patience = patience  # the watchdog's extensions (emulator.cpu): none for palm-emu
        self.memory = Memory(self.cpu.uc, heap_size, self.cpu.fast.read)
        self.dispatcher = Dispatcher()
        self.strict = strict
        self.trace = trace
        self.violations: list[Violation] = []
        self.violation_count = 0
        self._seen: set[tuple[str, int]] = set()
        self.history: deque[tuple[int, int]] = deque(maxlen=HISTORY)  # (pc, trap number)
        self.trap_calls = 0
        self.trap_counts: Counter[int] = Counter()  # trap number -> calls
        self.trap_sp = 0  # SP at the current trap (its arguments start there)
        self.trap_pc = 0
        self.start_seconds = start_seconds
        self.random_seed = random_seed & 0xFFFFFFFF
        self.features: dict[tuple[int, int], int] = {}
        self.auto_off = 120  # SysSetAutoOffTime seconds
        self.key_mask = 0xFFFFFFFF  # KeySetMask
        self.waiter: Callable[[int | None], None] | None = None
        self.on_exit: list[Callable[[], None]] = []
        self.launch_state: Launch | None = None
        self.pending_switch: AppSwitch | None = None  # SysUIAppSwitch's request (emulator.app_switch)
        self.notify: Callable[[str], None] | None = None  # a line for the user (the front end's)
        self.switch_refused: str | None = None  # why the last switch launched nothing
        self.card = Card(self.memory, data_dir)
        for library in libraries:  # palm-emu --lib: as if in the device's ROM
            self.card.install(library)
        from emulator.palmui import PalmUI  # the screen model: it draws what the traps ask

        self.ui = PalmUI(self)
        self._register_managers()

    # -- time ------------------------------------------------------------------------------

    @property
    def ticks(self) -> int:
        """Virtual ticks since the start (100 a second): the screen model's clock."""
        return self.ui.ticks

    def advance_ticks(self, ticks: int) -> None:
        self.ui.advance(ticks)

    def seconds(self) -> int:
        """``TimGetSeconds``: the start time given at launch plus virtual time."""
        return (self.start_seconds + self.ticks // 100) & 0xFFFFFFFF

    # -- managers --------------------------------------------------------------------------

    def _register_managers(self) -> None:
        from emulator.traps import (  # the manager modules import the kernel's parts
            about,
            alarm,
            control,
            data,
            data_info,
            data_protect,
            data_sort,
            dynamic_ui,
            event,
            exceptions,
            exchange,
            feature,
            field_edit,
            fields,
            float_em,
            font,
            form,
            insertion_point,
            libraries,
            list_scroll,
            lists,
            localid,
            memory,
            memory_info,
            menu,
            preferences,
            rect,
            screen_depth,
            semaphores,
            serial,
            silkscreen,
            slider,
            sound,
            sound_smf,
            string,
            string_arrays,
            system,
            table,
            time,
            ui_color,
            vfs,
            window,
        )

        self.managers: dict[str, object] = {}
        modules = (system, memory, data, preferences, string, time, feature, sound, event, window, font, form,
                   control, lists, menu,
                   # the calls of other people's applications, beyond what Pitch uses
                   rect, localid, data_info, fields, list_scroll, ui_color, about, alarm,
                   libraries, exceptions, memory_info, float_em, field_edit, sound_smf,
                   data_sort, string_arrays, exchange, screen_depth, semaphores, silkscreen, vfs,
                   data_protect, table, slider, dynamic_ui, insertion_point, serial)  # fmt: skip
        for module in modules:
            manager = module.MANAGER(self)
            self.managers[type(manager).__name__] = manager
            self.dispatcher.register(manager)
        library_manager = self.managers["LibraryTraps"]
        assert isinstance(library_manager, libraries.LibraryTraps)
        self.libraries = library_manager

    # -- the CPU's calls -------------------------------------------------------------------

    def trap(self, number: int, pc: int) -> None:
        """Dispatch one ``TRAP #15`` at ``pc``, the arguments at SP, the result put in D0 or A0."""
        result = self.serve(number, pc, self.cpu.sp)
        if result is not None:
            self.cpu.fast.set_reg(*result)

    def serve(self, number: int, pc: int, sp: int) -> tuple[int, int] | None:
        """Dispatch one ``TRAP #15`` with the arguments at ``sp`` (see the module docstring):
        the register for the result (D0 or A0) and its value, for the caller to write (the CPU
        writes it with the PC in one call), or None."""
        memory = self.memory
        if memory.has_temporary:
            memory.revoke_temporary()
        handler = self.dispatcher.handlers.get(number)
        self.trap_calls += 1
        self.trap_counts[number] += 1
        self.history.append((pc, number))
        if handler is None:
            if sysLibTrapBase <= number <= sysLibTrapLast:  # a shared library's call: on into its code
                self.cpu.redirect = self.libraries.dispatch(number, pc)
                return None
            raise self.fault("unimplemented-trap", f"trap {unknown_trap_text(number)} is not implemented", pc)
        launch = self.launch_state
        if launch is not None and sp < launch.stack.address + 16 and self.cpu.depth == 0:
            self.report(
                "stack-overflow", f"SP {sp:#010x} is at the bottom of the {launch.stack.size}-byte stack", pc
            )
        self.trap_sp, self.trap_pc = sp, pc
        values: Sequence[int] = ()
        try:
            if handler.stack_bytes:
                values = handler.unpack(memory.read(sp, handler.stack_bytes))
                for index, name in handler.even:
                    if values[index] & 1:
                        self.report(
                            "odd-address",
                            f"{handler.trap.name}: {name} = {values[index]:#010x} is odd "
                            "(an address error on a 68000)",
                            pc,
                        )
                result = handler.function(*values)
            else:
                result = handler.function()
        except ResourceNotFound as error:  # a resource the application names and lacks
            raise self.fault(
                "missing-resource", f"{handler.trap.name}: the application has {error}", pc
            ) from None
        except FontNotFound as error:  # a form object in a font the device does not have
            raise self.fault("fatal-error", f"{handler.trap.name}: {error}", pc) from None
        except PrcFormatError as error:
            raise self.fault(
                "bad-resource", f"{handler.trap.name}: a resource of the application is damaged: {error}", pc
            ) from None
        except UcError as error:
            raise self.fault(
                "bad-pointer", f"{handler.trap.name} was given memory it cannot use ({error})", pc
            ) from None
        if self.trace is not None:
            self._trace(handler.trap.name, handler.trap, values, result, pc)
        register = handler.result_register
        if register is None:
            return None
        return register, result if type(result) is int else _integer(result)

    def _trace(self, name: str, t: Trap, values: Sequence[int], result: object, pc: int) -> None:
        trap = t
        shown = []
        for arg, value in zip(trap.args, values, strict=True):
            if arg.kind == PTR:
                text = f"{value:#010x}" if value else "NULL"
                if "Char" in arg.ctype and "const" in arg.ctype and value:
                    with contextlib.suppress(UcError):
                        text += f' "{self.memory.cstring(value, 40).decode("latin-1")}"'
            else:
                text = str(value)
            shown.append(f"{arg.name}={text}")
        line = f"{pc:#010x} {name}({', '.join(shown)})"
        if trap.result != VOID:
            value = _integer(result)
            line += f" -> {value:#010x}" if trap.result == PTR else f" -> {value}"
        assert self.trace is not None
        self.trace(line)

    def memory_fault(self, address: int, size: int, write: bool, fetch: bool, value: int, pc: int) -> bool:
        """A refused access (see the module docstring)."""
        kind, message = self.memory.classify(address, size, write)
        if fetch:
            raise self.fault(kind, f"jumped to {address:#010x}: {message.split(', ', 1)[-1]}", pc)
        if kind == "stack-overflow":
            raise self.fault(kind, message, pc)  # no way on: that is other memory
        if kind == "hardware-register":
            self.report(kind, f"{message}; the page is plain memory from now on", pc)
            self.memory.map_hardware_registers()
            raise RetryInstruction  # unicorn cannot retry an access at the top page itself
        self.report(kind, message, pc)
        self.cpu.charge(FAULT_COST, pc)  # a loop of refused accesses is a runaway loop too
        if not self.memory.grant_temporarily(address):
            raise self.fault(kind, message, pc)
        if not write:
            # A read let through from the hook itself reads through unicorn 2.1.4's stale view of
            # the page and crashes the process: stop, and run the instruction again (it is
            # precise) now that the page is readable.
            raise RetryInstruction
        if write:
            self.memory.write(address, (value & ((1 << (8 * size)) - 1)).to_bytes(size, "big"))
        return True

    def trap_history(self) -> list[TrapCall]:
        """The last traps called, oldest first."""
        return [TrapCall(pc, number, trap_name(number)) for pc, number in self.history]

    def fault(self, kind: str, message: str, pc: int) -> AppFault:
        return AppFault(kind, message, pc, self.trap_history())

    def callee_saved_clobbered(self, address: int, registers: Sequence[str]) -> None:
        self.report(
            "callback-registers",
            f"the callback at {address:#010x} returned with {', '.join(registers)} changed "
            "(Palm OS callbacks must preserve D3-D7 and A2-A6)",
            self.trap_pc,
        )

    # -- checks ----------------------------------------------------------------------------

    def report(self, kind: str, message: str, pc: int | None = None) -> None:
        """Record a POSE-style violation (an :class:`AppFault` at once with ``strict``)."""
        where = self.trap_pc if pc is None else pc
        if self.strict:
            raise AppFault(kind, message, where, self.trap_history())
        self.violation_count += 1
        key = (kind, where)
        if key in self._seen:
            return
        self._seen.add(key)
        if len(self.violations) < MAX_VIOLATIONS:
            self.violations.append(Violation(kind, message, where, tuple(self.trap_history())))

    # -- launching -------------------------------------------------------------------------

    def launch(self, app: Application, cmd: int = 0, cmd_pbp: int = 0) -> int:
        """Run ``app`` with launch code ``cmd`` until it returns, then every application it
        switches to (``SysUIAppSwitch``) in turn; the last one's result (D0)."""
        self.prepare(app, cmd, cmd_pbp)
        result = self.run_launched()
        while self.follow_switch():
            result = self.run_launched()
        return result

    def follow_switch(self) -> bool:
        """After an application returned: prepare the launch of the one it switched to
        (:mod:`emulator.app_switch`), and say whether there is one. One that cannot be launched
        is said in one line (:attr:`notify`, :attr:`switch_refused`): a device goes back to its
        launcher, which palm-emu does not have."""
        from emulator import app_switch

        switch, self.pending_switch = self.pending_switch, None
        if switch is None:
            return False
        target = app_switch.target(self, switch)
        if isinstance(target, str):
            self.switch_refused = app_switch.refusal(switch, target)
            if self.notify is not None:
                self.notify(self.switch_refused)
            if switch.block is not None and not switch.block.freed:
                self.memory.free(switch.block)
            return False
        launch = self.prepare(target, switch.cmd, switch.cmd_pbp, ui_app=True)
        launch.block = switch.block
        return True

    def prepare(self, app: Application, cmd: int = 0, cmd_pbp: int = 0, *, ui_app: bool = False) -> Launch:
        """Set up memory, globals and registers for a launch, without running it (``ui_app``:
        as the UI application whatever the launch code, as ``SysUIAppSwitch`` launches)."""
        if self.launch_state is not None and not self.launch_state.exited:
            raise RuntimeError("an application is already running")
        memory = self.memory
        self.ui.start(app)
        db_ref = self.card.open_application(app)
        try:
            code = self.card.code_chunk(db_ref, 1)
            stack = memory.allocate(
                app.prefs.stackSize, owner=OWNER_SYSTEM, label="stack", at_page_start=True
            )
            app_info = memory.allocate(SYS_APP_INFO_SIZE, owner=OWNER_SYSTEM, label="SysAppInfoType")
        except OutOfMemory as error:
            raise EmulatorError(f"{app.source}: cannot launch: {error}") from None
        globals_ = build_globals(memory, app, code.address)
        flags = sysAppLaunchFlagNewGlobals | sysAppLaunchFlagNewStack | sysAppLaunchFlagUIApp
        if cmd != 0 and not ui_app:
            flags = sysAppLaunchFlagNewGlobals | sysAppLaunchFlagNewStack
        if globals_.relocated:
            flags |= sysAppLaunchFlagDataRelocated
        launch = Launch(app, cmd, flags, code, stack, globals_.chunk, globals_.a5, app_info, db_ref)
        self.launch_state = launch
        info = SysAppInfoType.pack({
            "cmd": cmd, "cmdPBP": cmd_pbp, "launchFlags": flags, "taskID": 1, "codeH": code.handle or 0,
            "dbP": db_ref, "stackP": stack.address,
            "globalsChunkP": globals_.chunk.address if globals_.chunk else 0, "memOwnerID": OWNER_APP,
            "a5Ptr": globals_.a5, "stackEndP": stack.address + stack.size,
            "globalEndP": globals_.chunk.address + globals_.chunk.size if globals_.chunk else 0,
            "rootP": app_info.address,
        })  # fmt: skip
        memory.write(app_info.address, info)
        cpu = self.cpu
        for n in range(8):
            cpu.set_d(n, 0)
            cpu.set_a(n, 0)
        top = (stack.address + stack.size) & ~3
        sp = top - 8
        memory.put_u32(sp, SENTINEL)  # start() returns here
        cpu.sp = sp
        cpu.set_a(5, globals_.a5)
        return launch

    def run_launched(self) -> int:
        """Run the prepared launch to its end; the entry's result (D0)."""
        launch = self.launch_state
        assert launch is not None
        self.cpu.run(launch.code.address, SENTINEL)
        result = self.cpu.d(0)
        launch.result = result
        self.exit_application()
        return result

    def exit_application(self, clean: bool = True) -> None:
        """What Palm OS does when an application returns: flush and close its databases, free
        its chunks and report each one it left allocated (a leak, when it exited ``clean``ly,
        not after a crash), free its stack and globals."""
        launch = self.launch_state
        if launch is None or launch.exited:
            return
        launch.exited = True
        for callback in self.on_exit:
            callback()
        self.card.close_all()
        for chunk in self.memory.live_chunks(DYNAMIC, OWNER_APP):
            if not clean:
                self.memory.free(chunk)
                continue
            self.report(
                "leak",
                f"{chunk.describe()}, allocated at PC {chunk.pc:#010x}, was not freed "
                "when the application exited",
                chunk.pc,
            )
            self.memory.free(chunk)
        for own in (launch.stack, launch.app_info, launch.globals_chunk, launch.block):
            if own is not None and not own.freed:
                self.memory.free(own)

    def dynamic_chunks(self) -> list[Chunk]:
        return list(self.memory.live_chunks(DYNAMIC))

    def storage_chunks(self) -> list[Chunk]:
        return list(self.memory.live_chunks(STORAGE))

    # -- waiting ---------------------------------------------------------------------------

    def wait(self, deadline: int | None) -> None:
        """Block the application until input arrives or virtual time reaches ``deadline``
        (None: until input). Every database changed since the last wait is written first.
        Without a front end there is no input: time jumps to the deadline,
        and waiting forever is an error."""
        self.cpu.waited()
        self.card.flush_dirty()  # the storage heap survives whatever happens while the app waits
        if self.waiter is not None:
            self.waiter(deadline)
            self.cpu.waited()
            return
        if deadline is None:
            raise self.fault(
                "no-input", "the application waits for input and no front end gives any", self.trap_pc
            )
        if deadline > self.ticks:
            self.advance_ticks(deadline - self.ticks)
