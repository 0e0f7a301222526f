"""The game-engine protocol: what the Python engine (:class:`~palm_pitch.state.GameState`) and the
C engine (:class:`palm_pitch.cengine.CGame`) both answer, as OpenSpiel's ``State`` is answered by
its C++ and Python games.

What it is for: code that drives a game - the differential harness (tools/differential_harness.py),
a benchmark, a front end - is written once against :class:`Engine` and runs on either engine.
The transitions return the state after: a :class:`GameState` is immutable and returns a new one, a
``CGame`` changes in place and returns itself, so ``state = state.apply(action)`` is right for
both. A refused action raises :class:`~palm_pitch.actions.IllegalActionError` with the same
reason in both engines (``why_illegal`` gives it without raising).


>>> from palm_pitch.state import new_game
>>> isinstance(new_game(), Engine)
True
>>> state = new_game(seed=3).deal()
>>> state.why_illegal(state.legal_actions()[0]) is None, engine_fields(state)["phase"].name
(True, 'BID')
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from palm_pitch.actions import Action
from palm_pitch.cards import Card
from palm_pitch.rules import Ruleset
from palm_pitch.scoring import HandResult
from palm_pitch.state import GameState, Phase


@runtime_checkable
class Engine(Protocol):
    """One match in some engine (see the module docstring)."""

    @property
    def ruleset(self) -> Ruleset:
        """The rules of the match."""

    @property
    def phase(self) -> Phase:
        """DEAL, BID, PLAY, SCORE or GAME_OVER."""

    @property
    def to_move(self) -> int | None:
        """The seat to bid or play (None outside BID and PLAY)."""

    @property
    def scores(self) -> tuple[int, int]:
        """The match score by team."""

    @property
    def winner(self) -> int | None:
        """The team that won the match, once it is over."""

    @property
    def result(self) -> HandResult | None:
        """The hand just finished (SCORE and GAME_OVER), else None."""

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` still holds (what that seat's view shows it of its own cards)."""

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the seat to move may take: cards in index order, bids pass first then lowest."""

    def why_illegal(self, action: Any) -> str | None:
        """The reason ``action`` would be refused now, in the engine's words; None if it is legal."""

    def apply(self, action: Action) -> Engine:
        """The state after the seat to move takes ``action`` (``IllegalActionError`` if refused)."""

    def deal(self) -> Engine:
        """DEAL -> BID."""

    def next_hand(self) -> Engine:
        """SCORE -> DEAL."""

    def advance(self) -> Engine:
        """Deal in DEAL, next hand in SCORE."""


FIELDS = ("phase", "to_move", "hands", "trump", "leader", "trick", "tricks", "won", "dealer", "scores",
          "rng_state", "dealt", "bids", "high_bid", "pitcher", "winner", "hand_number", "result")  # fmt: skip
"""The whole state of a match, field by field, as two engines are compared (``CGame.fields``)."""


def engine_fields(state: GameState) -> dict[str, Any]:
    """A Python state's :data:`FIELDS` (``CGame.fields()`` gives the C engine's)."""
    table = state.table
    values: dict[str, Any] = {
        "phase": state.phase, "to_move": state.to_move, "hands": state.hands, "trump": state.trump,
        "leader": state.leader, "trick": state.trick, "tricks": state.tricks, "won": state.won,
        "dealer": table.dealer, "scores": table.scores, "rng_state": table.rng_state, "dealt": table.dealt,
        "bids": table.bids, "high_bid": table.high_bid, "pitcher": table.pitcher, "winner": table.winner,
        "hand_number": table.hand_number, "result": state.result,
    }  # fmt: skip
    return values


def _the_python_engine_is_an_engine(state: GameState) -> Engine:
    return state  # mypy checks that GameState answers the protocol
