"""The family table's speed on the screen model: full redraws of the busiest table.

Run: ``.venv/bin/python benchmarks/family_table.py``. Prints full redraws per second
(``FrmDrawForm`` of the main form: the title, Play and the three gadgets) of the busiest table a
family game can show: six seats, nine cards in your hand (overlapped), nine backs before each of
the five others, a finished trick of six cards with the winner's inverted, the contract and trump,
the scores of three teams; target >= 500. It prints the rate by the clock and by the process's
own CPU time (``time.process_time``): on a machine shared with other work the clock's rate is
what the process was given, the CPU time's what one core does; the target is held to the
latter, and the load average is printed beside it. Your hand is drawn from an image kept while
it stays the same (``FamilyTableDrawing.hand_image``); the rate with that image composed anew at
every redraw, as after each card you play or raise, is printed too.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import time

from palm_pitch.app import ids
from palm_pitch.app.family_draw import FamilyScene
from palm_pitch.app.family_table import FamilyTableController
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.cards import Suit
from palm_pitch.family.deck import BIG_JOKER, parse_card


def busiest_app() -> PitchApp:
    """The app on a game of six seats, its scene the busiest a table shows."""
    app = PitchApp(seed=1)
    app.start_variant("partnership-pitch-3x2")
    controller = app.controller
    assert isinstance(controller, FamilyTableController)
    controller.cancel()
    base = controller.scene()
    hand = tuple(parse_card(text) for text in ("AS", "KS", "QS", "JH", "TH", "9C", "8C", "7D", "2D"))
    trick = ((1, parse_card("3S")), (2, BIG_JOKER), (3, parse_card("JS")), (4, parse_card("TS")),
             (5, parse_card("4S")), (0, parse_card("AS")))
    busiest = dataclasses.replace(base, hand=hand, selected=4, cards_left=(9,) * 6, trick=trick,
                                  trick_winner=0, contract="NE bid 10", trump=Suit.SPADES,
                                  status="You took the trick")
    controller.scene = lambda: busiest  # type: ignore[method-assign]
    return app


def redraws_per_second(cpu_seconds: float = 1.5, new_hand: bool = False) -> tuple[float, float]:
    """Full redraws per second of the clock and per second of CPU time, over ``cpu_seconds``
    (``new_hand``: the hand's image composed anew at each)."""
    app = busiest_app()
    form = app.form(ids.MainForm)
    count = 0
    started, started_cpu = time.perf_counter(), time.process_time()
    while time.process_time() - started_cpu < cpu_seconds:
        for _ in range(50):
            if new_hand:
                app.family_drawing.forget_hands()
            form.draw()
        count += 50
    return count / (time.perf_counter() - started), count / (time.process_time() - started_cpu)


def main() -> int:
    wall, cpu = redraws_per_second()
    new_wall, new_cpu = redraws_per_second(new_hand=True)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"family table, 6 seats and 9 cards: {cpu:,.0f} full redraws per CPU second (target >= 500); "
          f"{wall:,.0f} per second of the clock (load average {load:.1f} on {os.cpu_count()} cores)")
    print(f"  the hand composed anew at each: {new_cpu:,.0f} per CPU second, {new_wall:,.0f} by the clock")
    return 0 if min(cpu, new_cpu) >= 500 else 1


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["FamilyScene", "busiest_app", "redraws_per_second"]
