"""One game of the family as the app plays it: the ruleset, the seed, the state and every step.

A :class:`FamilySession` is to a variant of :mod:`palm_pitch.family` what
:class:`~palm_pitch.app.session.GameSession` is to the Palm game: the only place the app changes
the game. You sit at seat 0 (South); the computer plays every other seat at the session's level
(:func:`~palm_pitch.family.search.level_player`: Normal, the family heuristic, or Hard and Expert,
its search), each seeing only its own :class:`~palm_pitch.family.views.SeatView` and drawing on a
generator of its own for each decision (:func:`~palm_pitch.family.search.decision_rng`), so a
resumed game goes on as it would have. The automatic steps of the engine (the deal) are taken
at once, so the state is never in phase DEAL; the next hand is a step of its own
(:data:`~palm_pitch.app.session.NEXT_HAND`), taken when you close a hand's summary.

What the table and the dialogs read:

* :attr:`FamilySession.decision`: the kind of decision you are asked for now (the family engine's
  :class:`~palm_pitch.family.engine.Phase`: LOOK, BID, NAME_TRUMP, NAME_SUB_TRUMP, CALL, DISCARD,
  PLAY), or None while it is not your turn;
* :meth:`FamilySession.legal_actions` (yours), :meth:`FamilySession.view` (your view of the game)
  and :meth:`FamilySession.hand` (your cards left to right);
* :meth:`FamilySession.apply` takes an action (``IllegalActionError`` with the engine's reason).

:meth:`FamilySession.take_back` (Game > Undo) takes back your last decision of the hand in play
(a bid, a look, trump, a call, a discard, a card) and every computer player's action after it,
back to the state in which you made it, as the Palm game's session does; it may be repeated back
to your first decision of the deal, never into a finished hand or an earlier deal. The steps keep
:data:`~palm_pitch.app.session.TAKE_BACK`, so ruleset + seed + steps give the game back
(:meth:`FamilySession.replay`); :attr:`FamilySession.actions` are the actions that stand, and
:attr:`FamilySession.undo_used` says that the game had a take-back (Statistics count it apart).

>>> from palm_pitch.family.variants import get_variant
>>> session = FamilySession(get_variant("ten-point"), seed=3)
>>> session.players, len(session.hand()), session.phase.name
(4, 9, 'BID')
>>> while session.decision is None:
...     _ = session.apply(session.computer_action())
>>> session.decision.name, str(session.legal_actions()[0])
('BID', 'pass')
>>> before = session.state
>>> _ = session.apply(session.legal_actions()[0])
>>> FamilySession.replay(session.rules, 3, session.steps).state == session.state
True
>>> session.can_take_back, session.take_back() == before, session.steps[-1], session.undo_used
(True, True, TAKE_BACK, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from palm_pitch.actions import IllegalActionError
from palm_pitch.app.session import (
    NEXT_HAND,
    SUIT_ORDER,
    TAKE_BACK,
    NextHand,
    ReplayError,
    TakeBack,
    take_steps,
)
from palm_pitch.family.actions import FamilyAction
from palm_pitch.family.deck import FamilyCard, Joker
from palm_pitch.family.engine import FamilyState, Phase, new_game
from palm_pitch.family.players import FamilyPlayer
from palm_pitch.family.record import FamilyRecord
from palm_pitch.family.rules import FamilyRules
from palm_pitch.family.search import decision_rng, level_player
from palm_pitch.family.views import SeatView, seat_view
from palm_pitch.rng import Rng

HUMAN = 0
"""Your seat: South, at the bottom of the screen."""

DECISIONS = (Phase.LOOK, Phase.BID, Phase.NAME_TRUMP, Phase.NAME_SUB_TRUMP, Phase.CALL, Phase.DISCARD,
             Phase.CLAIM, Phase.PLAY)
"""The phases in which a player decides (the kinds of :attr:`FamilySession.decision`)."""

FamilyStep = FamilyAction | NextHand | TakeBack
"""What a family session records: an action of a seat, :data:`NEXT_HAND` or :data:`TAKE_BACK`."""


def display_key(card: FamilyCard) -> tuple[int, int]:
    """Sort key of your cards left to right: the jokers first (big, little), then the suits of
    :data:`~palm_pitch.app.session.SUIT_ORDER`, each from high to low."""
    if isinstance(card, Joker):
        return (-1, 0 if card.big else 1)
    return (SUIT_ORDER.index(card.suit), -card.rank)


def display_order(cards: Iterable[FamilyCard]) -> tuple[FamilyCard, ...]:
    """Cards as the hand shows them (see :func:`display_key`)."""
    return tuple(sorted(cards, key=display_key))


class FamilySession:
    """A game of a family variant in progress (see the module docstring)."""

    def __init__(self, rules: FamilyRules, seed: int = 0,
                 computer: FamilyPlayer | None = None, level: str = "normal") -> None:
        self.rules = rules
        self.level = level
        """The computer players' level (one of :data:`~palm_pitch.family.search.FAMILY_LEVELS`)."""
        self.seed = seed
        self.state: FamilyState = _settled(new_game(rules, seed))
        self.steps: list[FamilyStep] = []
        self.actions: list[FamilyAction] = []
        """Every seat's actions that stand, in order (the steps less :data:`NEXT_HAND`, what was
        taken back and :data:`TAKE_BACK`): the game record's."""
        self.computer: FamilyPlayer = computer or level_player(level)
        self.deals: list[tuple[tuple[FamilyCard, ...], ...]] = [self._deal()]
        """Each hand's hands as dealt, by seat, in display order."""
        self._deal_actions: list[tuple[FamilyState, int]] = []
        """This deal's actions: the state before each and the seat that took it (for take-backs)."""
        self.undo_used = False
        """True once you have taken something back in this game (Statistics count it apart)."""

    @classmethod
    def replay(cls, rules: FamilyRules, seed: int, steps: Iterable[FamilyStep],
               level: str = "normal") -> FamilySession:
        """The session reached by taking ``steps`` from a new game (:class:`ReplayError` if the
        engine refuses one). The computer players' choices are steps too, so this needs no player;
        ``level`` is the computer players' from there on."""
        session = cls(rules, seed, level=level)
        take_steps(session, steps)
        return session

    # -- what the table and the dialogs read ------------------------------------------------

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def human_to_act(self) -> bool:
        """True when you are to decide something."""
        return self.state.to_move == HUMAN and self.state.phase in DECISIONS

    @property
    def computer_to_act(self) -> bool:
        return self.state.to_move not in (None, HUMAN) and self.state.phase in DECISIONS

    @property
    def decision(self) -> Phase | None:
        """The kind of decision you are asked for now, or None when it is not your turn."""
        return self.state.phase if self.human_to_act else None

    def legal_actions(self) -> tuple[FamilyAction, ...]:
        """What you may do now (empty when it is not your turn)."""
        return self.state.legal_actions() if self.human_to_act else ()

    def view(self, seat: int = HUMAN) -> SeatView:
        """What ``seat`` knows of the game (yours by default)."""
        return seat_view(self.state, seat)

    def hand(self, seat: int = HUMAN) -> tuple[FamilyCard, ...]:
        """The cards ``seat`` holds, in display order (your own are hidden while you bid blind:
        see :attr:`SeatView.hand`)."""
        if seat == HUMAN:
            return display_order(self.view().hand)
        return display_order(self.state.hands[seat])

    def cards_left(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(len(cards) for cards in self.state.hands)

    # -- changes --------------------------------------------------------------------------------

    def apply(self, action: FamilyAction) -> FamilyState:
        """The player to move takes ``action`` (``IllegalActionError`` if the rules refuse it)."""
        before = self.state
        after = before.apply(action)
        if after.phase is Phase.DEAL:  # thrown in and dealt again: nothing before it is taken back
            self._deal_actions.clear()
        else:
            self._deal_actions.append((before, before.to_move if before.to_move is not None else -1))
        self.state = _settled(after)
        self.steps.append(action)
        self.actions.append(action)
        return self.state

    @property
    def can_take_back(self) -> bool:
        """True while the hand is in play and you have decided something in this deal."""
        if self.state.phase not in DECISIONS:
            return False
        return any(seat == HUMAN for _state, seat in self._deal_actions)

    def take_back(self) -> FamilyState:
        """Back to the state before your last decision of the deal (``ValueError`` if there is
        none: :attr:`can_take_back`)."""
        if not self.can_take_back:
            raise ValueError("nothing of yours to take back in this hand")
        index = max(i for i, (_state, seat) in enumerate(self._deal_actions) if seat == HUMAN)
        taken = len(self._deal_actions) - index
        self.state = self._deal_actions[index][0]
        del self._deal_actions[index:]
        del self.actions[len(self.actions) - taken:]
        self.steps.append(TAKE_BACK)
        self.undo_used = True
        return self.state

    def computer_action(self) -> FamilyAction:
        """What the computer player to move chooses (it sees only its own view)."""
        seat = self.state.to_move
        if seat is None or seat == HUMAN:
            raise RuntimeError("no computer player is to move")
        return self.computer.choose(seat_view(self.state, seat), self._rng(seat))

    def computer_job(self) -> Callable[[], FamilyAction]:
        """The choice of the computer player to move, as a call that may run on another thread:
        it reads the state of now (immutable) and the decision's own generator, nothing else."""
        seat = self.state.to_move
        if seat is None or seat == HUMAN:
            raise RuntimeError("no computer player is to move")
        view, rng, player = seat_view(self.state, seat), self._rng(seat), self.computer
        return lambda: player.choose(view, rng)

    def _rng(self, seat: int) -> Rng:
        """The generator of ``seat``'s decision now."""
        return decision_rng(self.seed, seat, len(self.actions))

    def next_hand(self) -> FamilyState:
        """From a finished hand (phase SCORE) to the next one, dealt."""
        if self.state.phase is not Phase.SCORE:
            raise IllegalActionError("next hand", "The hand is not over")
        self.state = _settled(self.state.advance())
        self._deal_actions.clear()
        self.steps.append(NEXT_HAND)
        self.deals.append(self._deal())
        return self.state

    def record(self) -> FamilyRecord:
        """The game record (the family's versioned format), with the scores once it is over."""
        final = self.state if self.state.is_over else None
        return FamilyRecord.of_game(self.rules, self.seed, tuple(self.actions), final, self.level)

    def _deal(self) -> tuple[tuple[FamilyCard, ...], ...]:
        return tuple(display_order(cards) for cards in self.state.dealt)


def _settled(state: FamilyState) -> FamilyState:
    """``state`` after the automatic deal (a thrown-in hand deals again at once)."""
    while state.phase is Phase.DEAL:
        state = state.advance()
    return state


__all__ = ["DECISIONS", "HUMAN", "FamilySession", "FamilyStep", "ReplayError", "display_order"]
