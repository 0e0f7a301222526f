"""An emulated Palm running one application, driven like the desktop app: pen, keys, time, pixels.

A :class:`Device` has the interface the front ends drive (:class:`palm_os.shells.shell.PalmApp`:
``pen_down``, ``pen_up``, ``key``, ``advance``, ``screen``, ``ticks``, ``stopped``, ``next_wakeup``,
``save_on_exit``), so ``palm-emu run`` opens it in the desktop window and ``palm-emu headless``
runs the same scripts as ``palm-pitch headless``.

The 68k application runs its own event loop and blocks in ``EvtGetEvent`` (or inside an alert)
when it has nothing to do. It runs on a thread of its own, strictly taking turns with the
caller: a call such as :meth:`Device.pen_down` queues the input, lets the application run until
it waits again (what the desktop app calls running until idle) and returns; nothing runs
between calls, so a run is deterministic. :meth:`Device.advance` moves virtual time on, waking
the application at each timeout on the way, as the desktop loop delivers its timers. When the
application returns after ``SysUIAppSwitch``, the application it switched to runs next on the
same device (:mod:`emulator.app_switch`), as a Palm launches it; :attr:`Device.app` stays the
first one.

When the application crashes (an :class:`~emulator.errors.AppFault`), :attr:`Device.fault` says
why and the device is stopped; a bug of the emulator itself (any other exception) is raised to
the caller. :meth:`Device.close` (or ``save_on_exit``) sends ``appStopEvent`` as Palm OS does
when another application is launched, lets the application save and exit, and closes its
databases; an application that does not stop in time is abandoned (its thread unwound).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from emulator.databases import WriteError
from emulator.device_models import DEFAULT_MODEL, DeviceModel
from emulator.errors import AppAborted, AppFault, EmulatorError
from emulator.kernel import DEFAULT_EPOCH, Kernel
from emulator.loader import Application, read_application
from palm_os.events import Event
from palm_os.window import Screen

STOP_BUDGET_TICKS = 500  # how long an application may take to exit after appStopEvent (virtual)


class Device:
    """One application on an emulated Palm (see the module docstring)."""

    def __init__(
        self,
        app: Application | str | Path,
        *,
        data_dir: Path | None = None,
        seed: int = 0,
        strict: bool = False,
        heap_size: int | None = None,
        budget: int | None = None,
        trace: Callable[[str], None] | None = None,
        launch_code: int = 0,
        notify: Callable[[str], None] | None = None,
        libraries: Sequence[Path] = (),
        model: DeviceModel = DEFAULT_MODEL,
        patience: Callable[[Any, int, int], bool] | None = None,
    ) -> None:
        self.app = app if isinstance(app, Application) else read_application(app)
        options: dict[str, object] = {}
        if budget is not None:
            options["budget"] = budget
        self.kernel = Kernel(
            data_dir=data_dir,
            heap_size=model.heap_kb * 1024 if heap_size is None else heap_size,
            strict=strict,
            trace=trace,
            start_seconds=DEFAULT_EPOCH + seed,
            random_seed=seed or 1,
            libraries=libraries,
            model=model,
            patience=patience,
            **options,  # type: ignore[arg-type]
        )
        self.kernel.waiter = self._wait
        self.kernel.card.notify = notify  # a file the card set aside, as it happens
        self.kernel.notify = notify  # a switch to an application that is not there
        self.launch_code = launch_code
        self.fault: AppFault | None = None
        self.result: int | None = None
        self._error: BaseException | None = None
        self._deadline: int | None = None
        self._abort = False
        self._exited = False
        self._closing = False  # close(): an application switched to is not launched any more
        self._sound_output: Callable[[int], None] | None = None
        self._sounds: list[int] = []  # played during the application's turn, not yet given on
        self._to_device = threading.Semaphore(0)
        self._to_host = threading.Semaphore(0)
        self._thread = threading.Thread(target=self._main, name=f"palm-{self.app.name}", daemon=True)
        self._thread.start()
        self._to_host.acquire()  # the application runs until it first waits (or ends)
        self._raise_internal()

    # -- the application's thread ----------------------------------------------------------

    def _main(self) -> None:
        kernel = self.kernel
        try:
            kernel.prepare(self.app, self.launch_code)
            kernel.ui.system.sound_output = self._sounds.append
            self.result = kernel.run_launched()
            while not self._closing and kernel.follow_switch():  # SysUIAppSwitch's next application
                kernel.ui.system.sound_output = self._sounds.append
                self.result = kernel.run_launched()
        except AppFault as fault:
            self.fault = fault
            self._cleanup()
        except AppAborted:
            self._cleanup()
        except WriteError as error:
            self.fault = AppFault("write-error", str(error), kernel.trap_pc)
            self._cleanup()
        except EmulatorError as error:
            self.fault = AppFault("launch", str(error), kernel.cpu.pc if kernel.launch_state else 0)
            self._cleanup()
        except BaseException as error:  # a bug of the emulator: the caller gets it
            self._error = error
            self._cleanup()
        finally:
            self._exited = True
            self._to_host.release()

    def _cleanup(self) -> None:
        try:
            self.kernel.exit_application(clean=False)
        except WriteError as error:  # the card could not be written: a fault, if nothing else is
            if self.fault is None:
                self.fault = AppFault("write-error", str(error), self.kernel.trap_pc)
        except BaseException as error:
            if self._error is None and not isinstance(error, AppAborted):
                self._error = error

    def _wait(self, deadline: int | None) -> None:
        """The application waits (on its thread): hand over to the caller until it resumes us."""
        self._deadline = deadline
        self._to_host.release()
        self._to_device.acquire()
        if self._abort:
            raise AppAborted

    # -- taking turns ----------------------------------------------------------------------

    def _resume(self) -> None:
        if self._exited:
            return
        self._to_device.release()
        self._to_host.acquire()
        self._play_sounds()
        self._raise_internal()

    def _play_sounds(self) -> None:
        """Give the front end the sounds of the turn, on the caller's thread (Tk's)."""
        sounds = list(self._sounds)
        self._sounds.clear()  # the same list: the System appends to it
        if self._sound_output is not None:
            for sound in sounds:
                self._sound_output(sound)

    def set_sound_output(self, output: Callable[[int], None] | None) -> None:
        """Where ``SndPlaySystemSound`` goes (the window's bell), or None."""
        self._sound_output = output

    def _raise_internal(self) -> None:
        if self._error is not None:
            error, self._error = self._error, None
            raise error

    # -- what a front end drives (PalmApp) -------------------------------------------------

    @property
    def screen(self) -> Screen:
        return self.kernel.ui.system.screen

    @property
    def ticks(self) -> int:
        return self.kernel.ticks

    @property
    def stopped(self) -> bool:
        """The application has ended (it exited, or crashed: see :attr:`fault`)."""
        return self._exited

    def pen_down(self, x: int, y: int) -> None:
        """The pen touches (x, y) of the digitizer (y 160-219: the silkscreen)."""
        if not self._exited:
            self.kernel.ui.system.digitizer.pen_down(x, y)
            self._resume()

    def pen_move(self, x: int, y: int) -> None:
        if not self._exited:
            self.kernel.ui.system.digitizer.pen_move(x, y)
            self._resume()

    def pen_up(self, x: int, y: int) -> None:
        if not self._exited:
            self.kernel.ui.system.digitizer.pen_up(x, y)
            self._resume()

    def tap(self, x: int, y: int) -> None:
        self.pen_down(x, y)
        self.pen_up(x, y)

    def key(self, chr: int | str, modifiers: int = 0, key_code: int = 0) -> None:
        """A key press (a character or a virtual character such as ``vchrMenu``)."""
        if not self._exited:
            self.kernel.ui.system.queue.add_input(Event.key_down(chr, key_code, modifiers))
            self._resume()

    def post(self, event: Event) -> None:
        """Add an event to the queue and let the application take it."""
        if not self._exited:
            self.kernel.ui.system.events.add_event(event)
            self._resume()

    def advance(self, ticks: int) -> None:
        """Let virtual time run ``ticks`` ticks, waking the application whenever its wait ends."""
        target = self.ticks + max(ticks, 0)
        while not self._exited:
            deadline = self._deadline
            if deadline is None or deadline > target:
                break
            self.kernel.ui.system.events.set_ticks(max(deadline, self.ticks))
            self._deadline = None
            self._resume()
        if self.ticks < target:
            self.kernel.ui.system.events.set_ticks(target)

    def next_wakeup(self) -> int | None:
        """The tick at which the application's wait ends by itself, or None (it waits for input)."""
        return None if self._exited else self._deadline

    def save_on_exit(self) -> None:
        """What the window does when it closes: stop the application (see :meth:`close`)."""
        self.close()

    def close(self) -> None:
        """Send ``appStopEvent``, let the application exit (:data:`STOP_BUDGET_TICKS` of virtual
        time at most), then abandon it if it has not; its databases are closed either way."""
        if self._exited:
            return
        self._closing = True
        self.post(Event.app_stop())
        if not self._exited:
            self.advance(STOP_BUDGET_TICKS)
        if not self._exited:
            self.kernel.report("no-exit", "the application did not exit after appStopEvent")
            self._abort = True
            self._to_device.release()
            self._to_host.acquire()
        self._thread.join(timeout=10)
        self._raise_internal()
