"""The Pitch app's speed on the screen model: full redraws of the table, and events through the app.

Run: ``.venv/bin/python benchmarks/screen.py``. Prints

* full redraws per second of a mid-hand table (``FrmDrawForm`` of the main form: title, Play,
  and the three gadgets - scores, the table with cards, backs and the trick, the status line),
  target >= 500;
* events per second through the app while whole games are played with taps: South's bids on the
  bid buttons, cards tapped and played with Play, the computer players in virtual time, every
  summary closed with OK - both the input commands (taps and waits) and the Palm events the app's
  loop handled for them (pen, control, gadget, form, timer ``nilEvent`` ...).
"""

from __future__ import annotations

import sys
import time

from palm_pitch.actions import Bid
from palm_pitch.app import ids, layout
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.session import GameSession
from palm_pitch.players import HeuristicPlayer
from palm_pitch.rng import Rng
from palm_pitch.views import PlayerView


def mid_hand_app() -> PitchApp:
    """The app showing hand 1 of seed 1 after two tricks, with two cards of the third on the table."""
    app = PitchApp(seed=1)
    session = GameSession(seed=1)
    player = HeuristicPlayer()
    while not (len(session.state.tricks) == 2 and len(session.state.trick) == 2):
        session.apply(player.choose(PlayerView(session.state, session.state.to_move or 0), Rng(0)))
    app.controller.start(session)
    app.controller.cancel()
    return app


def redraws_per_second(seconds: float = 2.0) -> float:
    app = mid_hand_app()
    form = app.form(ids.MainForm)
    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for _ in range(50):
            form.draw()
        count += 50
    return count / (time.perf_counter() - started)


def center(app: PitchApp, control_id: int) -> tuple[int, int]:
    modal = app.system.modal
    form = modal[-1].form if modal else app.form(ids.MainForm)
    b = form.control(control_id).bounds
    return form.bounds.x + b.x + b.width // 2, form.bounds.y + b.y + b.height // 2


def play_game_by_taps(seed: int) -> tuple[int, int]:
    """One whole game with taps; returns (input commands, Palm events handled)."""
    app = PitchApp(seed=seed)
    app.log = []
    commands = 0
    while True:
        modal = app.system.modal
        form_id = modal[-1].form.form_id if modal else None
        if form_id == ids.GameOverForm:
            return commands, len(app.log)
        if form_id == ids.BidForm:
            legal = app.session.state.legal_actions()
            want = Bid.PASS if Bid.PASS in legal else legal[0]
            button = next(b for b, bid in app.bid_dialog.buttons.items() if bid == want)
            app.tap(*center(app, button))
        elif form_id == ids.SummaryForm:
            app.tap(*center(app, ids.SummaryOKButton))
        elif app.controller.your_turn:
            hand = app.session.south_hand()
            legal = set(app.session.state.legal_actions())
            index = next(i for i, card in enumerate(hand) if card in legal)
            app.tap(*layout.hand_card_center(index, len(hand)))
            app.tap(*center(app, ids.MainPlayButton))
            commands += 1
        else:
            app.advance(60)  # the computer players (or a finished trick on show)
        commands += 1


def main() -> int:
    rate = redraws_per_second()
    print(f"full redraws of the mid-hand table: {rate:,.0f} per second (target >= 500)")
    started = time.perf_counter()
    commands = events = games = 0
    for seed in range(5):
        c, e = play_game_by_taps(seed)
        commands += c
        events += e
        games += 1
    elapsed = time.perf_counter() - started
    print(
        f"{games} whole games by taps in {elapsed:.2f} s: {commands / elapsed:,.0f} input commands"
        f" per second (taps and 600 ms waits), {events / elapsed:,.0f} Palm events handled per second"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
