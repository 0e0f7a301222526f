"""Helpers of the app tests and of ``tools/golden_scripts.py``: drive the Pitch app with taps.

:class:`Driver` plays South through the screen only - it taps bid buttons, cards, Play and OK
where they are drawn - and records every command as a line of a headless script, so a scripted
situation can be written out, reviewed and run again by ``palm-pitch headless``. South's choices
come from the heuristic player (the same one the computer seats use) unless a test says otherwise.
:func:`heuristic_session` plays whole hands with four heuristic players, to make saved-game
fixtures of late-game situations.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from palm_pitch.actions import Action, Bid
from palm_pitch.app import ids, layout
from palm_pitch.app.persistence import Storage
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.session import GameSession
from palm_pitch.cards import Card
from palm_pitch.frontends.headless import parse_script, run
from palm_pitch.players import HeuristicPlayer
from palm_pitch.rng import Rng
from palm_pitch.rules import PALM, Ruleset
from palm_pitch.state import GameState, Phase
from palm_pitch.views import PlayerView

HEURISTIC = HeuristicPlayer()


def heuristic_choice(state: GameState) -> Action:
    """What the heuristic player would do in South's seat (or any seat to move)."""
    seat = state.to_move
    assert seat is not None
    return HEURISTIC.choose(PlayerView(state, seat), Rng(0))


def heuristic_session(
    seed: int, stop: Callable[[GameSession], bool], ruleset: Ruleset = PALM, max_steps: int = 20_000
) -> GameSession:
    """A session played by four heuristic players (closing every summary) until ``stop`` holds."""
    session = GameSession(ruleset, seed)
    for _ in range(max_steps):
        if stop(session):
            return session
        if session.phase is Phase.SCORE:
            session.next_hand()
        elif session.phase is Phase.GAME_OVER:
            raise ValueError(f"seed {seed}: the game ended before the stop condition")
        else:
            session.apply(heuristic_choice(session.state))
    raise ValueError(f"seed {seed}: no stop within {max_steps} steps")


def save_fixture(data_dir: Path, session: GameSession) -> Path:
    """Write ``session`` as the saved game of ``data_dir``."""
    Storage(data_dir).save_game(session)
    return data_dir


class Driver:
    """Drives a :class:`PitchApp` through headless commands, recording them as a script."""

    def __init__(self, app: PitchApp) -> None:
        self.app = app
        self.lines: list[str] = []

    # -- commands ---------------------------------------------------------------------------

    def do(self, line: str) -> None:
        run(self.app, parse_script(line))
        self.lines.append(line)

    def comment(self, text: str) -> None:
        self.lines.append(f"# {text}")

    def tap(self, x: int, y: int, note: str = "") -> None:
        self.do(f"tap {x} {y}" + (f"  # {note}" if note else ""))

    def key(self, name: str) -> None:
        self.do(f"key {name}")

    def shot(self, name: str) -> None:
        self.do(f"shot {name}")

    def script(self) -> str:
        return "\n".join(self.lines) + "\n"

    # -- where things are ---------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.app.session.state

    def modal_form_id(self) -> int | None:
        modal = self.app.system.modal
        return modal[-1].form.form_id if modal else None

    def control_center(self, control_id: int) -> tuple[int, int]:
        """Display point in the middle of a control of the top dialog (or the main form)."""
        modal = self.app.system.modal
        form = modal[-1].form if modal else self.app.form(ids.MainForm)
        b = form.control(control_id).bounds
        return form.bounds.x + b.x + b.width // 2, form.bounds.y + b.y + b.height // 2

    def tap_control(self, control_id: int, note: str = "") -> None:
        self.tap(*self.control_center(control_id), note)

    # -- waiting ------------------------------------------------------------------------------

    def wait_next(self) -> bool:
        """Let time run to the end of the running pause; False if nothing was pending."""
        due = self.app.controller.due
        if due is None:
            return False
        self.do(f"wait {max(due - self.app.ticks, 0) * 10}")
        return True

    def wait_until(self, done: Callable[[], bool], limit: int = 500) -> None:
        for _ in range(limit):
            if done():
                return
            if not self.wait_next():
                raise AssertionError("the game waits for South, and the condition does not hold")
        raise AssertionError("condition not reached")

    def wait_for_south(self) -> None:
        """Let the computer players act until South must bid or play (or a dialog is up)."""
        self.wait_until(lambda: self.modal_form_id() is not None or self.app.controller.your_turn)

    # -- South's moves, by taps ---------------------------------------------------------------

    def bid(self, bid: Bid) -> None:
        assert self.modal_form_id() == ids.BidForm, "the bid dialog is not open"
        button = next(b for b, value in self.app.bid_dialog.buttons.items() if value == bid)
        self.tap_control(button, f"bid {bid.label}")

    def select(self, card: Card) -> None:
        hand = self.app.session.south_hand()
        x, y = layout.hand_card_center(hand.index(card), len(hand))
        self.tap(x, y, f"select {card}")

    def play(self, card: Card) -> None:
        """Raise ``card`` (unless it is raised already) and tap Play."""
        if self.app.controller.selected != card:
            self.select(card)
        self.tap_control(ids.MainPlayButton, "Play")

    def south_moves(self, choose: Callable[[GameState], Action] = heuristic_choice) -> None:
        """South's next decision by taps (the bid dialog, or a card and Play)."""
        action = choose(self.state)
        if isinstance(action, Bid):
            self.bid(action)
        else:
            self.play(action)

    def close_summary(self) -> None:
        assert self.modal_form_id() == ids.SummaryForm
        self.tap_control(ids.SummaryOKButton, "OK")

    def play_on(
        self,
        until: Callable[[], bool],
        choose: Callable[[GameState], Action] = heuristic_choice,
        close_summaries: bool = True,
        limit: int = 3000,
    ) -> None:
        """Play (South by taps, the others in virtual time) until ``until()`` holds."""
        for _ in range(limit):
            if until():
                return
            form = self.modal_form_id()
            if form == ids.BidForm or (form is None and self.app.controller.your_turn):
                self.south_moves(choose)
            elif form == ids.SummaryForm and close_summaries:
                self.close_summary()
            elif form is None and self.app.controller.waiting_for_tap:
                self.tap(80, 60, "the table: the finished trick waits for a tap")
            elif form is None and self.wait_next():
                continue
            else:
                raise AssertionError(f"stuck: dialog {form}, {self.state}")
        raise AssertionError("play_on: limit reached")
