"""Gremlins: a seeded stream of random pen strokes, taps, keys and waits into an emulated app.

As the Gremlins of the Palm OS Emulator did, :func:`run_gremlins` hammers an application with
input it did not expect: taps (half of them on the objects of the form on top, the rest
anywhere), strokes, the silkscreen buttons (the Menu button; Home stops the application, which
is then launched again on the same data), printable keys, menu command keys, the scroll
buttons, and waits of virtual time. The stream comes from ``random.Random(seed)`` alone, so a
seed is a run.

It stops at the first crash of the application (:class:`~emulator.errors.AppFault`, with the
event number); every POSE-style violation the run found is in the report. An exception of the
emulator itself is not caught: a gremlin must never find one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from emulator.device import Device
from emulator.errors import AppFault, Violation
from palm_os.controls import Control, Gadget, ListObject
from palm_sdk.keys import commandKeyMask, vchrLaunch, vchrMenu, vchrPageDown, vchrPageUp

SILKSCREEN_MENU = (10, 205)
SILKSCREEN_HOME = (10, 175)


@dataclass
class GremlinReport:
    """What a run did and found."""

    seed: int
    events: int = 0
    launches: int = 1
    kinds: dict[str, int] = field(default_factory=dict)
    violations: list[Violation] = field(default_factory=list)
    violation_count: int = 0
    fault: AppFault | None = None
    fault_event: int = 0

    def count(self, kind: str) -> None:
        self.kinds[kind] = self.kinds.get(kind, 0) + 1


def _targets(device: Device) -> list[tuple[int, int]]:
    """Points on the objects of the form on top (controls, lists, gadgets), in display coordinates."""
    system = device.kernel.ui.system
    form = system.modal[-1].form if system.modal else system.active_form
    if form is None:
        return []
    points = []
    for obj in form.objects:
        if isinstance(obj, Control | Gadget | ListObject) and obj.usable:
            b = obj.bounds
            points.append((form.bounds.x + b.x + b.width // 2, form.bounds.y + b.y + b.height // 2))
    return points


def run_gremlins(
    start: Callable[[], Device], events: int, seed: int, home_every: int = 2000
) -> GremlinReport:
    """Send ``events`` random events into the application ``start()`` launches (again after each
    Home); returns the report (see the module docstring)."""
    rng = random.Random(seed)
    report = GremlinReport(seed)
    device = start()

    def collect(d: Device) -> None:
        report.violations.extend(v for v in d.kernel.violations if v not in report.violations)
        report.violation_count += d.kernel.violation_count

    try:
        for number in range(1, events + 1):
            if device.fault is not None:
                report.fault, report.fault_event = device.fault, number - 1
                break
            if device.stopped:
                collect(device)
                device = start()
                report.launches += 1
            report.events = number
            if home_every and number % home_every == 0:
                # Home at every ``home_every``-th event, not only when that event's roll allows
                # it: a run then always stops the application and launches it again on its saves.
                device.key(vchrLaunch, commandKeyMask)
                if not device.stopped:
                    device.close()
                report.count("home")
                continue
            roll = rng.random()
            if roll < 0.35:
                targets = _targets(device)
                x, y = rng.choice(targets) if targets else (rng.randrange(160), rng.randrange(160))
                x, y = max(0, min(159, x + rng.randint(-3, 3))), max(0, min(159, y + rng.randint(-3, 3)))
                device.tap(x, y)
                report.count("tap on an object")
            elif roll < 0.55:
                device.tap(rng.randrange(160), rng.randrange(160))
                report.count("tap")
            elif roll < 0.65:
                x, y = rng.randrange(160), rng.randrange(160)
                device.pen_down(x, y)
                for _ in range(rng.randint(1, 6)):
                    x = max(0, min(159, x + rng.randint(-20, 20)))
                    y = max(0, min(159, y + rng.randint(-20, 20)))
                    device.pen_move(x, y)
                device.pen_up(x, y)
                report.count("stroke")
            elif roll < 0.75:
                device.key(rng.choice([*range(0x20, 0x7F), 0x0A, 0x08]))
                report.count("key")
            elif roll < 0.80:
                device.key(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ").lower(), commandKeyMask)
                report.count("command key")
            elif roll < 0.85:
                device.key(rng.choice([vchrPageUp, vchrPageDown]), commandKeyMask)
                report.count("scroll button")
            elif roll < 0.88:
                device.tap(*SILKSCREEN_MENU) if rng.random() < 0.5 else device.key(vchrMenu, commandKeyMask)
                report.count("menu")
            else:
                device.advance(rng.choice([1, 5, 20, 50, 100, 300]))
                report.count("wait")
        else:
            if device.fault is not None:
                report.fault, report.fault_event = device.fault, events
    finally:
        if not device.stopped:
            device.close()
        if device.fault is not None and report.fault is None:
            report.fault, report.fault_event = device.fault, report.events
        collect(device)
    return report
