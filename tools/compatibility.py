"""How palm-emu does on other people's Palm applications: a table from a folder of .prc files.

::

    python tools/compatibility.py FOLDER [--manifest FILE.tsv] [--markdown OUT.md]
        [--events 2000] [--budget INSTRUCTIONS] [--patience INSTRUCTIONS] [--timeout SECONDS] [--seed N]
        [--device NAME]

Each ``.prc`` in FOLDER (sorted by name) is run in a subprocess of its own (``--one FILE``), so
that a hang or a crash of one application, or of the emulator on it, cannot stop the run: the
parent waits ``--timeout`` seconds of wall time at most, and the emulator's watchdog stops an
application that runs ``--budget`` instructions without waiting for an event - unless it is
still making progress (:func:`making_progress`: it called traps in those instructions, and more
than one trap among its last ones), when it gets another ``--budget``, and so on up to ``--patience``
instructions without an event, so that a long computation (a CPU benchmark) ends as on a device
while a loop that calls nothing, or polls one trap, is stopped after ``--budget``. The child:

1. reads the header: a shared library (type ``libr``), a hack (``HACK``) or any other type
   that is not ``appl``, and a file with no 68k ``code`` 1 (an ARM-only build) are listed as
   skipped, not run;
2. launches the application headless (the default device, or ``--device``'s model; seed 0),
   lets 100 ticks pass and looks at its first screen: an alert of its own on top (the text is
   kept; one saying the device, the OS version, colour or a library will not do is
   "incompatible"), a form of its own saying the device is incompatible or unsupported, a
   fault (an unimplemented trap, a bus error at a PC, the watchdog ...), an exit, or a form;
3. answers input: taps on every object of the form on top, the middle of the screen, a few
   keys, the page buttons and the Menu button; the application "answers input" if the screen
   changed after one of them (an alert it opens counts: the screen changed);
4. for an application that answers input, runs Gremlins (``--events`` events, 2,000 by
   default, seed 1) through it, as ``palm-emu gremlins`` does.

Any exception of the emulator other than a fault of the application is a *traceback*: a defect
of palm-emu, whose last lines the table keeps. The child also lists the traps the code refers to
(``TRAP #15`` and the trap word) that palm-emu lacks, for the "next work" list.

``--manifest`` names a tab-separated file (file name, repository, path, commit) that says where
each file came from; its columns go into the Markdown table (``--markdown``), so that anyone can
fetch the same files. The table is printed on standard output either way.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from palm_sdk.traps import trap_name
from prc_tools.errors import PrcFormatError
from prc_tools.formats.container import ResourceDatabase, parse_database

DEFAULT_EVENTS = 2000
DEFAULT_BUDGET = 20_000_000  # instructions without waiting for an event
DEFAULT_PATIENCE = 700_000_000  # ... at most, for an application still making progress (0: none)
PROGRESS_TRAPS = 2  # distinct traps among the last ones called that count as progress (input polls aside)
INPUT_POLLS = frozenset({  # traps whose answer cannot change while the application runs without waiting:
    # palm-emu's input arrives and its virtual clock moves only while the application waits
    "EvtGetPen", "KeyCurrentState", "EvtEventAvail", "EvtSysEventAvail", "TimGetTicks", "TimGetSeconds",
    "SysTicksPerSecond", "RctPtInRectangle", "EvtResetAutoOffTimer", "SysTaskDelay",
})  # fmt: skip
PATIENCE_SHARE = 0.75  # patience ends, whatever the instructions, after this share of --timeout
DEFAULT_TIMEOUT = 240.0  # seconds of wall time per application (launch, probe and Gremlins)
SETTLE_TICKS = 100  # ticks the first screen is given to appear (1 s on a Palm)
MAX_ALERTS = 3  # alerts of its own at start (a welcome, a warning) the probe dismisses

# Outcomes, from best to worst (the table's order of the totals).
RUNS = "runs"  # first screen, answers input (and Gremlins found no crash)
RUNS_GREMLINS_FAULT = "runs; Gremlins crash"
NO_ANSWER = "first screen, no answer to input"
OWN_ALERT = "its own alert"
INCOMPATIBLE = "incompatible (says so itself)"
LICENSEE_CALL = "incompatible (a licensee's call)"  # OEMDispatch without checking for it
EXITS = "exits at once"
MISSING_TRAP = "unimplemented trap"
FAULT = "fault"
REFUSED = "refused by the loader"
SKIPPED = "skipped"
TRACEBACK = "traceback"
HANG = "hang"
CRASH = "emulator process died"

REACHES_FIRST_SCREEN = (RUNS, RUNS_GREMLINS_FAULT)  # the outcomes that count as "runs"

INCOMPATIBLE_WORDS = re.compile(  # an alert about the device, its OS or a library it lacks
    r"incompatib|version|colou?r|gr[ae]y|depth|palm ?os|\brom\b|librar|lib\b|device|supported|upgrade|"
    r"hardware|processor|screen mode",
    re.IGNORECASE,
)
INCOMPATIBLE_FORM_WORDS = re.compile(  # a form of its own saying the device will not do (stricter)
    r"incompatib|not supported|unsupported|requires? (palm ?os|os|a |colou?r|gr[ae]y)", re.IGNORECASE
)
TRAP_WORD = re.compile(rb"\x4e\x4f([\xa0-\xa4].)", re.DOTALL)


@dataclass
class Result:
    """What one file did."""

    file: str
    name: str = ""
    type: str = ""
    creator: str = ""
    outcome: str = ""
    detail: str = ""
    missing_trap: str = ""  # the unimplemented trap it stopped on, if it did
    gremlins: str = ""  # what Gremlins found ("" when they did not run)
    referenced_missing: list[str] = field(default_factory=list)  # in its code, not in palm-emu
    seconds: float = 0.0
    device: str = ""  # the model the row's outcome is on (the default, or the one that suits it)
    default_outcome: str = ""  # on the default model, when the row is on another ("" otherwise)
    default_detail: str = ""

    @property
    def runs(self) -> bool:
        return self.outcome in REACHES_FIRST_SCREEN


# -- the child: one application --------------------------------------------------------------


def inspect_header(path: Path) -> tuple[ResourceDatabase | None, str]:
    """The database and why it is not run ("" when it is an application to run)."""
    try:
        database = parse_database(path.read_bytes())
    except (OSError, PrcFormatError, ValueError) as error:
        return None, f"not a Palm resource database: {error}"
    if not isinstance(database, ResourceDatabase):
        return None, "a record database (.pdb), not an application"
    types = {(r.type, r.id) for r in database.resources}
    if database.type == "libr":
        return database, "a shared library (type libr)"
    if database.type == "HACK":
        return database, "an OS patch (type HACK)"
    if database.type != "appl":
        return database, f"not an application (type {database.type})"
    if ("code", 1) not in types:
        arm = sorted({t for t, _ in types if t in ("ARMC", "armc", "ARMZ", "armz", "ARMP", "amdc")})
        if arm:
            return database, f"ARM-only (no 68k code 1; {', '.join(arm)} resources)"
        return database, "no 68k code 1"
    return database, ""


def referenced_missing_traps(database: ResourceDatabase) -> list[str]:
    """The traps its ``code`` resources call (``TRAP #15`` + trap word) that palm-emu lacks."""
    from emulator.kernel import Kernel
    from emulator.traps import trap_name

    implemented = {h.trap.number for h in Kernel().dispatcher.implemented()}
    words: set[int] = set()
    for resource in database.resources:
        if resource.type == "code" and resource.id >= 1:
            words.update(int.from_bytes(m.group(1), "big") for m in TRAP_WORD.finditer(resource.data))
    return sorted(trap_name(w) for w in words if w not in implemented and trap_name(w) != "?")


def _alert_text(device: object) -> str | None:
    """The title and message of the alert on top of the screen, or None."""
    from palm_os.alerts import ALERT_FORM_ID
    from palm_os.controls import Field, Title

    system = device.kernel.ui.system  # type: ignore[attr-defined]
    if not system.modal or system.modal[-1].form.form_id != ALERT_FORM_ID:
        return None
    texts = [o.text for o in system.modal[-1].form.objects if isinstance(o, Title | Field)]
    return ": ".join(t for t in texts if t)


def _form_text(device: object) -> str:
    """The title, labels and fields of the form on top (a modal dialog or the active form)."""
    from palm_os.controls import Field, Label, Title

    system = device.kernel.ui.system  # type: ignore[attr-defined]
    form = system.modal[-1].form if system.modal else system.active_form
    if form is None:
        return ""
    texts = [o.text for o in form.objects if isinstance(o, Title | Label | Field)]
    return " / ".join(" ".join(t.split()) for t in texts if t and t.strip())


NEEDS = (  # what an "incompatible" text asks for, first match wins
    ("needs colour or grey", re.compile(r"colou?r|gr[ae]y|video mode|depth|hi-?res", re.IGNORECASE)),
    ("needs a network", re.compile(r"network|internet", re.IGNORECASE)),
    ("needs a library", re.compile(r"librar|lib\b|driver", re.IGNORECASE)),
    ("needs a later Palm OS", re.compile(r"palm ?os \d|system version|version \d", re.IGNORECASE)),
)


def need_of(text: str) -> str:
    """``"needs colour or grey"``, ``"needs a library"``, ``"needs a later Palm OS"`` or
    ``"needs another device"``: what an incompatibility message asks for."""
    return next((need for need, words in NEEDS if words.search(text)), "needs another device")


PRESSED = " drawn pressed"  # a probe step: the pen down on an object (the release follows)
GRID = ((30, 135), (80, 135), (130, 135), (30, 80), (130, 80), (30, 20), (130, 20))  # tapped in turn

LICENSEE_TRAPS = ("OEMDispatch", "OEMDispatch2")  # the licensee's own calls: absent on a Palm device
CHECK_TRAPS = ("FtrGet", "WinScreenMode", "SysLibFind", "SysLibLoad", "SysGetROMVersion")


def _checks(device: object) -> str:
    """The checks of the device it made before saying no (FtrGet, WinScreenMode, SysLibFind ...)."""
    calls = device.kernel.trap_history()  # type: ignore[attr-defined]
    names = list(dict.fromkeys(c.name for c in calls if c.name in CHECK_TRAPS))
    return "after " + ", ".join(names) if names else "no FtrGet or WinScreenMode before"


def _switch_note(device: object) -> str:
    """What a ``SysUIAppSwitch`` changed: the application that runs now, or why nothing could be
    launched (a device goes back to its launcher); "" without a switch."""
    kernel: Any = device.kernel  # type: ignore[attr-defined]
    if kernel.switch_refused:
        return f" ({kernel.switch_refused})"
    launch = kernel.launch_state
    first = device.app.name  # type: ignore[attr-defined]
    if launch is not None and launch.app.name != first:
        return f" (in {launch.app.name}, which {first} switched to with SysUIAppSwitch)"
    return ""


def _fault_outcome(result: Result, fault: object) -> None:
    kind = getattr(fault, "kind", "")
    message = getattr(fault, "message", str(fault))
    if kind == "unimplemented-trap":
        match = re.search(r"trap 0x[0-9a-fA-F]+ (\S+)", message)
        trap = match.group(1) if match else message
        if trap in LICENSEE_TRAPS:  # a device without the licensee's extensions stops the same way
            result.outcome = LICENSEE_CALL
            result.detail = (
                f"needs a PalmOne device: calls {trap} (the Handspring/PalmOne extensions) without "
                f"checking for them, where a Palm device without them stops too"
            )
            return
        result.outcome = MISSING_TRAP
        result.missing_trap = trap
        result.detail = f"stops on {result.missing_trap}"
    else:
        result.outcome = FAULT
        result.detail = str(fault)


def _probe_inputs(device: object) -> Iterable[str]:
    """Yield after each input of the probe (the caller compares screens): each object of the form
    on top pressed (a button is drawn inverted while the pen is on it) and released, taps on the
    middle and the top, on a grid for buttons an application draws itself, keys, the page
    buttons, the Menu button."""
    from emulator.gremlins import SILKSCREEN_MENU, _targets
    from palm_sdk.keys import commandKeyMask, vchrPageDown, vchrPageUp

    d: Any = device
    for x, y in _targets(d)[:8]:
        d.pen_down(x, y)
        d.advance(2)
        yield f"the object at ({x}, {y}){PRESSED}"
        d.pen_up(x, y)
        d.advance(20)
        yield f"tap ({x}, {y})"
    inputs: list[tuple[str, Callable[[], None]]] = [
        ("tap the middle", lambda: d.tap(80, 80)),
        ("tap the top", lambda: d.tap(80, 20)),
    ]
    inputs += [(f"tap ({x}, {y})", lambda x=x, y=y: d.tap(x, y)) for x, y in GRID]
    inputs += [
        ("key a", lambda: d.key("a")),
        ("key space", lambda: d.key(" ")),
        ("page down", lambda: d.key(vchrPageDown, commandKeyMask)),
        ("page up", lambda: d.key(vchrPageUp, commandKeyMask)),
        ("Menu button", lambda: d.tap(*SILKSCREEN_MENU)),
    ]
    for name, action in inputs:
        action()
        d.advance(20)
        yield name


def making_progress(patience: int, deadline: float | None = None) -> Callable[[Any, int, int], bool]:
    """The tool's watchdog policy (:attr:`emulator.cpu.CPU.patience`): an application that spent
    its budget without waiting for an event gets another while it is still making progress - it
    called traps in the budget just spent, and its last traps (the kernel's history of 64) are at
    least :data:`PROGRESS_TRAPS` different ones besides the :data:`INPUT_POLLS` - until ``patience``
    instructions without an event. A loop that calls no trap, or polls one trap, or waits for the
    pen or the clock (``EvtGetPen`` and ``RctPtInRectangle`` until the pen is lifted: in palm-emu
    nothing changes until it waits) is stopped after the first budget as before; a computation
    that calls the Float Manager and the Memory Manager as it goes (NS Basic's benchmarks) runs to
    its end. Past ``deadline``
    (``time.monotonic()``: the child's share of ``--timeout``) no more budgets are granted, so that
    on a slow machine a long loop is still the watchdog's row, not a hang."""

    def allow(kernel: Any, since_wait: int, calls: int) -> bool:
        if since_wait >= patience or calls == 0:
            return False
        if deadline is not None and time.monotonic() > deadline:
            return False
        names = {trap_name(number) for _, number in kernel.history}
        return len(names - INPUT_POLLS) >= PROGRESS_TRAPS

    return allow


def probe(path: Path, *, events: int, budget: int, seed: int, libraries: Sequence[Path] = (),
          device: str = "palm35", patience: int = 0, deadline: float | None = None) -> Result:  # fmt: skip
    model = device  # the name: ``device`` below is the running one
    """Launch, look, answer input, Gremlins: the row of one file (see the module docstring)."""
    from emulator.device import Device
    from emulator.device_models import model_named
    from emulator.errors import EmulatorError
    from emulator.gremlins import _targets, run_gremlins
    from emulator.loader import read_application

    result = Result(path.name)
    database, skip = inspect_header(path)
    if database is not None:
        result.name, result.type, result.creator = database.name, database.type, database.creator
    if skip:
        result.outcome, result.detail = SKIPPED, skip
        return result
    assert database is not None
    result.referenced_missing = referenced_missing_traps(database)
    try:
        app = read_application(path)
    except EmulatorError as error:
        result.outcome, result.detail = REFUSED, str(error).replace(f"{path}: ", "")
        return result

    def start() -> Device:
        policy = making_progress(patience, deadline) if patience > budget else None
        return Device(app, seed=seed, budget=budget, libraries=libraries, model=model_named(model),
                      patience=policy)  # fmt: skip

    device = start()
    try:
        device.advance(SETTLE_TICKS)
        if device.fault is not None:
            _fault_outcome(result, device.fault)
            result.detail += _switch_note(device)
            return result
        if device.stopped:
            result.outcome, result.detail = EXITS, f"returned {device.result} without waiting for an event"
            result.detail += _switch_note(device)
            return result
        alert = _alert_text(device)
        alerts: list[tuple[str, str]] = []  # its own alerts at start (text, the checks before it)
        while alert is not None and len(alerts) < MAX_ALERTS:  # as a user would: OK, and on
            alerts.append((alert, _checks(device)))
            buttons = _targets(device)
            if not buttons:
                break
            device.tap(*buttons[0])
            device.advance(SETTLE_TICKS)
            if device.fault is not None or device.stopped:
                break
            alert = _alert_text(device)
        if alerts and (alert is not None or device.stopped):  # it stays on an alert, or ends after it
            said, checks = next(((t, c) for t, c in alerts if INCOMPATIBLE_WORDS.search(t)), alerts[-1])
            if alert is not None:
                said, checks = alert, _checks(device)
            incompatible = INCOMPATIBLE_WORDS.search(said)
            result.outcome = INCOMPATIBLE if incompatible else OWN_ALERT
            result.detail = f'"{said}"'
            if incompatible:
                result.detail = f"{need_of(said)}: {result.detail} ({checks})"
            return result
        dismissed = " / ".join(text for text, _ in alerts)
        if device.fault is not None:
            _fault_outcome(result, device.fault)
            result.detail += " (after its alert's button)"
            return result
        form_text = _form_text(device)
        if INCOMPATIBLE_FORM_WORDS.search(form_text):
            result.outcome = INCOMPATIBLE
            result.detail = f'{need_of(form_text)}: a form of its own: "{form_text[:120]}"'
            result.detail += f" ({_checks(device)})"
            return result
        first = device.screen.framebuffer.copy()
        answered = ""
        for step in _probe_inputs(device):
            if device.fault is not None:
                _fault_outcome(result, device.fault)
                result.detail += f" (after: {step})"
                return result
            if answered:  # the pen lifted from an object that answered being pressed, without a fault
                break
            if device.stopped or device.screen.framebuffer != first:
                answered = step
                if not step.endswith(PRESSED):
                    break
        if device.fault is not None:
            _fault_outcome(result, device.fault)
            return result
        if not answered:
            result.outcome, result.detail = NO_ANSWER, "the screen did not change after taps, keys and Menu"
            return result
        result.outcome, result.detail = RUNS, f"answers: {answered}"
        if dismissed:
            result.detail = f'its alert "{dismissed[:80]}" dismissed, then {result.detail}'

    finally:
        device.close()
    if events:
        report = run_gremlins(start, events, seed + 1)
        if report.fault is not None:
            result.outcome = RUNS_GREMLINS_FAULT
            fault = report.fault
            if fault.kind == "unimplemented-trap":
                match = re.search(r"trap 0x[0-9a-fA-F]+ (\S+)", fault.message)
                result.missing_trap = match.group(1) if match else fault.message
            result.gremlins = f"crash at event {report.fault_event}: {fault}"
        else:
            kinds = Counter(v.kind for v in report.violations)
            found = ", ".join(f"{n} {k}" for k, n in kinds.most_common()) or "no violation"
            result.gremlins = f"{report.events} events, {report.launches} launches: {found}"
    return result


DEVICE_CHECK_FAULT = re.compile(r"device|compatib|support|hi-?res|colou?r|gr[ae]y|depth|video", re.IGNORECASE)
SUITABLE_MODELS = ("m505", "palm3c", "palm3x")  # tried in turn after a device check says no


def stopped_on_device_check(result: Result) -> bool:
    """Whether the application refused the device it was given: its own "incompatible" alert or
    form about the screen, the OS version or the device (a missing library is not the device's
    model), or its own fatal error naming the device after it asked (``WinScreenMode``, ``FtrGet``)."""
    if result.outcome == INCOMPATIBLE:
        return not result.detail.startswith("needs a library")
    if result.outcome != FAULT:
        return False
    message, _, last = result.detail.partition(" (last traps: ")
    if re.search(r"WinScreenMode@0x[0-9a-f]+\)", last):  # it crashed asking for a screen mode
        return True
    asked = "WinScreenMode@" in last or "FtrGet@" in last
    fatal = result.detail.startswith("fatal-error")
    return fatal and asked and DEVICE_CHECK_FAULT.search(message) is not None


def _probe_row(
    path: Path, events: int, budget: int, seed: int, libraries: Sequence[Path], device: str,
    patience: int = 0, deadline: float | None = None,
) -> Result:  # fmt: skip
    """:func:`probe` on one model, with any exception of the emulator kept as a traceback row."""
    try:
        result = probe(path, events=events, budget=budget, seed=seed, libraries=libraries, device=device,
                       patience=patience, deadline=deadline)  # fmt: skip
    except Exception as error:  # a defect of palm-emu: the row says where
        result = Result(path.name, outcome=TRACEBACK)
        database, _ = inspect_header(path)
        if database is not None:
            result.name, result.type, result.creator = database.name, database.type, database.creator
        frames = traceback.extract_tb(error.__traceback__)
        where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
        result.detail = f"{type(error).__name__}: {error} (at {where})"
    result.device = device
    return result


def run_child(path: Path, events: int, budget: int, seed: int, libraries: Sequence[Path] = (),
              device: str = "palm35", suitable: bool = True, patience: int = 0,
              timeout: float | None = None) -> Result:  # fmt: skip
    """The row of one file: :func:`probe` on ``device``; when the application stops on its check
    of the device (:func:`stopped_on_device_check`) and ``suitable`` is set, again on each of
    :data:`SUITABLE_MODELS` in turn until one passes its check (the row is then that model's, with
    the first model's outcome kept beside it)."""
    started = time.monotonic()
    deadline = started + PATIENCE_SHARE * timeout if timeout else None
    result = _probe_row(path, events, budget, seed, libraries, device, patience, deadline)
    if suitable and stopped_on_device_check(result):
        refused = []
        for model in (m for m in SUITABLE_MODELS if m != device):
            other = _probe_row(path, events, budget, seed, libraries, model, patience, deadline)
            if not stopped_on_device_check(other):
                other.default_outcome, other.default_detail = result.outcome, result.detail
                result = other
                break
            refused.append(model)
        else:
            result.detail += f"; refused on {', '.join(refused)} too"
    result.seconds = round(time.monotonic() - started, 1)
    return result


# -- the parent: every file, each in a subprocess ---------------------------------------------


def run_one(
    path: Path, *, events: int, budget: int, seed: int, timeout: float, libraries: Sequence[Path] = (),
    device: str = "palm35", suitable: bool = True, patience: int = 0,
) -> Result:  # fmt: skip
    """Run :func:`run_child` on ``path`` in a subprocess bounded by ``timeout`` seconds."""
    command = [sys.executable, str(Path(__file__).resolve()), "--one", str(path), "--events", str(events),
               "--budget", str(budget), "--patience", str(patience), "--timeout", str(timeout),
               "--seed", str(seed),
               "--device", device]  # fmt: skip
    if not suitable:
        command.append("--one-device")
    for library in libraries:
        command += ["--lib", str(library)]
    started = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        result = Result(path.name, outcome=HANG, detail=f"no result within {timeout:g} s of wall time")
        database, _ = inspect_header(path)
        if database is not None:
            result.name, result.type, result.creator = database.name, database.type, database.creator
        result.seconds = round(time.monotonic() - started, 1)
        return result
    lines = done.stdout.strip().splitlines()
    if done.returncode == 0 and lines:
        try:
            return Result(**json.loads(lines[-1]))
        except (ValueError, TypeError):
            pass
    last = (done.stderr.strip().splitlines() or ["no output"])[-1]
    result = Result(path.name, outcome=CRASH, detail=f"exit status {done.returncode}: {last}")
    result.seconds = round(time.monotonic() - started, 1)
    return result


@dataclass(frozen=True)
class Source:
    """Where a file came from (a row of the manifest)."""

    repository: str
    path: str
    commit: str


def read_manifest(path: Path | None) -> dict[str, Source]:
    """File name -> source, from a tab-separated file (file, repository, path, commit)."""
    if path is None:
        return {}
    sources = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        if len(cells) != 4:
            raise ValueError(f"{path}:{number}: expected 4 tab-separated cells, not {len(cells)}")
        sources[cells[0]] = Source(cells[1], cells[2], cells[3])
    return sources


def summary(results: Sequence[Result]) -> dict[str, object]:
    """Totals by outcome, the apps that run, tracebacks, and the most common missing traps."""
    ran = [r for r in results if r.outcome != SKIPPED]
    stops = Counter(r.missing_trap for r in results if r.missing_trap)
    referenced = Counter(t for r in ran for t in r.referenced_missing)
    return {
        "files": len(results),
        "applications": len(ran),
        "runs": sum(r.runs for r in ran),
        "runs_default": sum(r.runs and not r.default_outcome for r in ran),  # on the first model
        "on_other_models": Counter(r.device for r in ran if r.default_outcome and r.runs),
        "tracebacks": sum(r.outcome in (TRACEBACK, CRASH) for r in results),
        "gremlins_clean": sum(r.outcome == RUNS for r in ran),
        "outcomes": Counter(r.outcome for r in results),
        "stops_on": stops,
        "referenced": referenced,
    }


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def markdown_table(results: Sequence[Result], sources: dict[str, Source]) -> str:
    lines = [
        "| # | Application | Repository | Path | Commit | Creator/type | Device | In palm-emu | Gremlins "
        "| On the default device |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for number, r in enumerate(results, 1):
        source = sources.get(r.file)
        repo, path, commit = (source.repository, source.path, source.commit) if source else ("", r.file, "")
        what = r.outcome if not r.detail else f"{r.outcome}: {r.detail}"
        if r.default_outcome:  # the row is on the model that suits it: what the first one did
            default = f"{r.default_outcome}: {r.default_detail}" if r.default_detail else r.default_outcome
        else:
            default = "the same" if r.outcome != SKIPPED else ""
        device = r.device if r.outcome != SKIPPED else ""
        lines.append(
            f"| {number} | {_cell(r.name)} | {repo} | {_cell(path)} | {commit} | "
            f"{_cell(r.creator)}/{_cell(r.type)} | {device} | {_cell(what)} | {_cell(r.gremlins)} | "
            f"{_cell(default)} |"
        )
    return "\n".join(lines) + "\n"


def markdown_summary(results: Sequence[Result]) -> str:
    s = summary(results)
    apps = s["applications"]
    assert isinstance(apps, int)
    runs = s["runs"]
    assert isinstance(runs, int)
    runs_default = s["runs_default"]
    assert isinstance(runs_default, int)
    others = s["on_other_models"]
    assert isinstance(others, Counter)

    def share(n: int) -> str:
        return f"{100 * n / apps:.0f}%" if apps else "-"

    moved = ", ".join(f"{n} on {model}" for model, n in sorted(others.items()))
    out = [
        f"- files: {s['files']}; applications run: {apps}; skipped: {s['files'] - apps}",  # type: ignore[operator]
        f"- reach their first screen and answer input, each on a device that suits it: **{runs} of {apps}** "
        f"({share(runs)}); of those, Gremlins found no crash in {s['gremlins_clean']}",
        f"- on the first device alone: **{runs_default} of {apps}** ({share(runs_default)})"
        + (f"; the others that run refused it and run on another model ({moved})" if moved else ""),
        f"- Python tracebacks (defects of palm-emu): **{s['tracebacks']}**",
        "",
        "| Outcome | Files |",
        "|---|---|",
    ]
    outcomes = s["outcomes"]
    assert isinstance(outcomes, Counter)
    out += [f"| {k} | {n} |" for k, n in outcomes.most_common()]
    stops = s["stops_on"]
    assert isinstance(stops, Counter)
    if stops:
        out += ["", "Unimplemented traps the applications stopped on (launch or Gremlins):", ""]
        out += ["| Trap | Applications |", "|---|---|"] + [f"| `{t}` | {n} |" for t, n in stops.most_common()]
    referenced = s["referenced"]
    assert isinstance(referenced, Counter)
    if referenced:
        out += ["", "Traps palm-emu lacks that the most applications refer to in their code:", ""]
        out += ["| Trap | Applications |", "|---|---|"]
        out += [f"| `{t}` | {n} |" for t, n in referenced.most_common(25)]
    return "\n".join(out) + "\n"


def text_table(results: Sequence[Result]) -> str:
    rows = [f"{r.file[:44]:44}  {r.creator:4} {r.type:4}  {r.device or '-':6}  {r.outcome}: {r.detail}"
            + (f" | gremlins: {r.gremlins}" if r.gremlins else "") for r in results]  # fmt: skip
    return "\n".join(rows) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run every .prc of a folder in palm-emu; tabulate.")
    parser.add_argument("folder", type=Path, nargs="?", help="the folder of .prc files")
    parser.add_argument("--one", type=Path, help=argparse.SUPPRESS)  # the child: one file, JSON out
    parser.add_argument("--manifest", type=Path, help="file<TAB>repository<TAB>path<TAB>commit per line")
    parser.add_argument("--markdown", type=Path, help="write the table and totals as Markdown here")
    parser.add_argument("--events", type=int, default=DEFAULT_EVENTS, help="Gremlins events (default 2000)")
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET, help="instructions without an event")
    parser.add_argument("--patience", type=int, default=DEFAULT_PATIENCE,
                        help="instructions without an event at most while the application makes progress "
                             "(0: --budget alone)")  # fmt: skip
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="wall seconds per file")
    parser.add_argument("--seed", type=int, default=0, help="the clock and SysRandom seed (default 0)")
    parser.add_argument("--lib", type=Path, action="append", default=[], metavar="FILE.prc",
                        help="a shared library every application finds installed (repeat it)")  # fmt: skip
    parser.add_argument("--jobs", type=int, default=1, help="files run at the same time (default 1)")
    parser.add_argument("--device", default="palm35",
                        help="the Palm model (palm-emu --device; default palm35)")  # fmt: skip
    parser.add_argument("--one-device", action="store_true",
                        help="no second run on a model that suits an application its check refused",
                        )  # fmt: skip
    args = parser.parse_args(argv)
    if args.one is not None:
        result = run_child(args.one, args.events, args.budget, args.seed, args.lib, args.device,
                           suitable=not args.one_device, patience=args.patience,
                           timeout=args.timeout)  # fmt: skip
        print(json.dumps(asdict(result)))
        return 0
    if args.folder is None or not args.folder.is_dir():
        parser.error("give a folder of .prc files")
    try:
        sources = read_manifest(args.manifest)
    except (OSError, ValueError) as error:
        print(f"compatibility: {error}", file=sys.stderr)
        return 2
    files = sorted(p for p in args.folder.iterdir() if p.suffix.lower() == ".prc")

    def one(path: Path) -> Result:
        result = run_one(path, events=args.events, budget=args.budget, seed=args.seed, timeout=args.timeout,
                         libraries=args.lib, device=args.device, suitable=not args.one_device,
                         patience=args.patience)  # fmt: skip
        print(text_table([result]), end="", flush=True)
        return result

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(one, files))  # in the order of the files
    print(markdown_summary(results))
    if args.markdown is not None:
        args.markdown.write_text(markdown_table(results, sources) + "\n" + markdown_summary(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
