"""The app stays responsive while a computer player thinks: on a worker thread the window keeps
handling taps, menus and the pause; the move comes when the choice is made; a choice the game no
longer needs is dropped."""

from __future__ import annotations

import threading
import time

import pytest
from app_helpers import Driver

from palm_pitch.actions import Action
from palm_pitch.app import ids
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.session import GameSession
from palm_pitch.app.thinking import InlineThinker, WorkerThinker
from palm_pitch.players import HeuristicPlayer
from palm_pitch.rng import Rng
from palm_pitch.views import PlayerView


class GatedPlayer:
    """The heuristic, but each choice waits until the test opens the gate."""

    name = "gated"

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.started = threading.Event()
        self.threads: set[str] = set()

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        self.threads.add(threading.current_thread().name)
        self.started.set()
        assert self.gate.wait(10), "the test never opened the gate"
        return HeuristicPlayer().choose(view, rng)


def _settle(app: PitchApp, until, seconds: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    """Advance virtual time in small steps (real time passing too) until ``until()``."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "timed out"
        app.advance(5)
        time.sleep(0.005)


def test_the_window_stays_responsive_while_a_player_thinks() -> None:
    app = PitchApp(seed=1, thinker=WorkerThinker())  # North deals: East bids first
    player = GatedPlayer()
    app.session.computer = player
    app.controller.start(app.session)  # (East's choice begins on the worker)
    try:
        assert player.started.wait(5)
        app.advance(200)  # the pause is long over: East is still thinking
        assert app.controller.thinking and app.controller.status() == "East is thinking..."
        assert app.session.steps == []
        d = Driver(app)
        d.tap(10, 5, "the menus open while East thinks")
        assert app.system.menu is not None and app.system.menu.is_open
        d.tap(150, 150, "and close")
        d.key("cmd+T")
        assert d.modal_form_id() == ids.StatsForm  # a dialog too
        d.tap_control(ids.StatsOKButton)
        d.tap(80, 80, "a tap on the table: the choice is not made yet, nothing is played")
        assert app.session.steps == []
        player.gate.set()
        _settle(app, lambda: len(app.session.steps) >= 1)
        assert not app.controller.thinking
        assert all(name.startswith("pitch-thinking") for name in player.threads)
    finally:
        player.gate.set()
        app.save_on_exit()


def test_the_moves_are_those_of_the_inline_game() -> None:
    """A worker changes when a choice is made, never which: the same seed, the same bids."""
    inline = PitchApp(seed=6, thinker=InlineThinker())  # South deals: the others bid first
    worker = PitchApp(seed=6, thinker=WorkerThinker())
    try:
        for app in (inline, worker):
            _settle(app, lambda app=app: app.controller.busy())  # the bid dialog: South to bid
        assert inline.session.steps == worker.session.steps and len(inline.session.steps) == 3
    finally:
        worker.save_on_exit()


def test_a_choice_the_game_no_longer_needs_is_dropped() -> None:
    app = PitchApp(seed=1, thinker=WorkerThinker())
    player = GatedPlayer()
    app.session.computer = player
    app.controller.start(app.session)
    try:
        assert player.started.wait(5)
        app.new_game()  # a new game while East of the old one thinks
        fresh = app.session
        player.gate.set()
        time.sleep(0.05)
        app.advance(300)
        assert app.session is fresh and fresh.steps  # the new game's first computer move came
        first = GameSession(fresh.ruleset, fresh.seed)  # (its own, not the old game's East's)
        assert fresh.steps[0] == first.computer_action()
        assert GameSession.replay(fresh.ruleset, fresh.seed, fresh.steps).state == fresh.state
    finally:
        player.gate.set()
        app.save_on_exit()


def test_the_family_bid_hint_is_thought_of_off_the_ui_s_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bid dialog's ? in a family game: the search runs on the worker, the line says it is
    thinking and the dialog still answers keys; the hint then comes as the inline one would, and
    Enter bids it. Esc while it is thought of drops it."""
    from family_app_helpers import FamilyDriver

    from palm_pitch.app import dialogs_family_bid
    from palm_pitch.app.decision_dialogs import decisions_of
    from palm_pitch.app.family_hints import BidHint, bid_hint_line, family_bid_hint
    from palm_pitch.family.views import SeatView, seat_view

    gate, started = threading.Event(), threading.Event()

    def gated(view: SeatView) -> BidHint:
        started.set()
        assert gate.wait(10), "the test never opened the gate"
        return family_bid_hint(view)

    monkeypatch.setattr(dialogs_family_bid, "family_bid_hint", gated)
    app = PitchApp(seed=3)
    driver = FamilyDriver(app)
    driver.choose_variant("ten-point")
    driver.play_until(lambda: driver.modal_form_id() == ids.FamilyBidForm)
    state = driver.session.state
    dialog = decisions_of(app).bid
    words = dialog.words
    assert state.to_move is not None
    expected = family_bid_hint(seat_view(state, state.to_move))

    def last_line() -> str:
        form = app.system.modal[-1].form
        return str(form.field_object(ids.FamilyBidContextField).text).rsplit("\n", 1)[-1]

    before = last_line()
    app.thinker = WorkerThinker()
    try:
        driver.key("?")
        assert started.wait(5) and last_line() == words.hint_thinking
        driver.key("escape")  # not wanted now: dropped, the line as it was
        assert last_line() == before and dialog.hint is None
        gate.set()
        time.sleep(0.05)
        app.advance(50)
        assert last_line() == before and driver.modal_form_id() == ids.FamilyBidForm
        gate.clear()
        started.clear()
        driver.key("?")
        assert started.wait(5) and last_line() == words.hint_thinking
        driver.key("5")  # the dialog still answers: the first digit of a two-digit bid waits
        gate.set()
        _settle(app, lambda: last_line().startswith("Hint: "))
        assert last_line() == bid_hint_line(expected, words, state.rules)
        driver.key("enter")
        assert driver.session.state.bids[-1].bid == expected.bid
    finally:
        gate.set()
        app.thinker.close()
        app.save_on_exit()
