"""One game as the app plays it: ruleset, seed, the engine's state and every action taken.

A :class:`GameSession` is the only place the app changes the game: the human's bids and cards,
the computer players' choices (the player of the game's level, :mod:`palm_pitch.players.levels`,
in the three other seats, each seeing only its own :class:`~palm_pitch.views.PlayerView`) and the
automatic steps (the deal, and the next hand once you close a hand's summary). It records every step - bids,
cards, :data:`NEXT_HAND` and :data:`TAKE_BACK` - so ruleset + seed + steps give the game back:
:meth:`GameSession.replay` does that for a saved game and refuses steps that do not replay. The
deal is never a step of its own: a session deals as soon as a hand begins, so its state is never
in phase DEAL.

:meth:`GameSession.take_back` (Game > Undo) takes back your last bid or card of the hand in play
and every computer player's action after it, back to the state in which you chose it; it may be
repeated back to your first action of the hand, never into a finished hand. The steps keep the
:data:`TAKE_BACK`, so a resumed game can be undone as far as before and the game record shows
what was taken back (:attr:`GameSession.taken_back`); :attr:`GameSession.actions` are the bids
and cards that stand.

>>> session = GameSession(seed=7)
>>> session.phase.name, len(session.south_hand())
('BID', 6)
>>> while not session.human_to_act:
...     _ = session.apply(session.computer_action())
>>> before = session.state
>>> _ = session.apply(session.state.legal_actions()[0])
>>> again = GameSession.replay(session.ruleset, 7, session.steps)
>>> again.state == session.state
True
>>> session.can_take_back, session.take_back() == before, session.steps[-1]
(True, True, TAKE_BACK)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from palm_pitch.actions import Action, IllegalActionError
from palm_pitch.app.levels import DEFAULT_LEVEL, level_player
from palm_pitch.cards import Card, Suit
from palm_pitch.match import player_rngs
from palm_pitch.record import GameRecord, TakenBack
from palm_pitch.rules import PALM, Ruleset
from palm_pitch.state import GameState, Phase, new_game
from palm_pitch.views import PlayerView

SOUTH = 0
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""Your cards left to right: black and outlined suits alternate, each from high to low."""


class _Marker:
    """A step that is no player's action: one instance per class, shown by its constant's name."""

    _instances: dict[type, _Marker] = {}  # noqa: RUF012 (shared on purpose: one per subclass)
    name = ""

    def __new__(cls) -> _Marker:
        if cls not in _Marker._instances:
            _Marker._instances[cls] = super().__new__(cls)
        return _Marker._instances[cls]

    def __repr__(self) -> str:
        return self.name


class NextHand(_Marker):
    """The step of going on to the next hand (the player closed the hand's summary)."""

    name = "NEXT_HAND"


NEXT_HAND = NextHand()


class TakeBack(_Marker):
    """The step of taking back your last bid or card and what followed it (Game > Undo)."""

    name = "TAKE_BACK"


TAKE_BACK = TakeBack()
Step = Action | NextHand | TakeBack
"""What the session records: a bid or pass, a card, :data:`NEXT_HAND` or :data:`TAKE_BACK`."""


class ReplayError(ValueError):
    """Saved actions that the engine refuses: the save does not belong to this game."""


class Replaying(Protocol):
    """What :func:`take_steps` asks of a session (the Palm game's or a family game's)."""

    @property
    def can_take_back(self) -> bool: ...

    def next_hand(self) -> object: ...

    def take_back(self) -> object: ...

    def apply(self, action: Any) -> object: ...


def take_steps(session: Replaying, steps: Iterable[object]) -> None:
    """Take the saved ``steps`` in ``session`` - actions, :data:`NEXT_HAND` and
    :data:`TAKE_BACK` - in order; :class:`ReplayError` naming the first the engine refuses."""
    for number, step in enumerate(steps):
        try:
            if isinstance(step, NextHand):
                session.next_hand()
            elif isinstance(step, TakeBack):
                if not session.can_take_back:
                    raise ReplayError(f"step {number} (TAKE_BACK): nothing of yours to take back")
                session.take_back()
            else:
                session.apply(step)
        except IllegalActionError as error:
            raise ReplayError(f"step {number} ({step}): {error.reason}") from None


def display_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards as the hand shows them (see :data:`SUIT_ORDER`)."""
    return tuple(sorted(cards, key=lambda card: (SUIT_ORDER.index(card.suit), -card.rank)))


class GameSession:
    """The game in progress (see the module docstring)."""

    def __init__(self, ruleset: Ruleset = PALM, seed: int = 0, level: str = DEFAULT_LEVEL) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.level = level
        """The computer players' level (:data:`~palm_pitch.players.levels.LEVELS`), kept for the game."""
        self.state: GameState = new_game(ruleset, seed).deal()
        self.steps: list[Step] = []
        self.actions: list[Action] = []
        """The bids and cards that stand (the steps less what was taken back and NEXT_HAND)."""
        self.taken_back: list[TakenBack] = []
        self.undo_used = False
        """True once anything was taken back in this game (Statistics count such games apart)."""
        self.deals: list[tuple[tuple[Card, ...], ...]] = [self._deal()]
        """Each hand's four hands as dealt (South, West, North, East), in display order."""
        self.computer = level_player(level)
        self.rngs = player_rngs(seed)  # the heuristics never draw from them; the search players do
        self._hand: list[tuple[GameState, int]] = []  # this hand: the state before each action, its seat
        self._hand_starts: list[int] = []  # for each NEXT_HAND, how many actions stood before it

    @classmethod
    def replay(
        cls, ruleset: Ruleset, seed: int, steps: Iterable[Step], level: str = DEFAULT_LEVEL
    ) -> GameSession:
        """The session reached by taking ``steps`` from a new game; :class:`ReplayError` if the
        engine refuses one of them."""
        session = cls(ruleset, seed, level)
        take_steps(session, steps)
        return session

    # -- what the table needs -----------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def human_to_act(self) -> bool:
        """True when it is South's bid or play."""
        return self.state.to_move == SOUTH and self.state.phase in (Phase.BID, Phase.PLAY)

    @property
    def computer_to_act(self) -> bool:
        return self.state.to_move not in (None, SOUTH) and self.state.phase in (Phase.BID, Phase.PLAY)

    def south_hand(self) -> tuple[Card, ...]:
        return display_order(self.state.hand(SOUTH))

    def view(self, seat: int = SOUTH) -> PlayerView:
        return PlayerView(self.state, seat)

    # -- changes ------------------------------------------------------------------------------

    def apply(self, action: Action) -> GameState:
        """The player to move takes ``action`` (``IllegalActionError`` if the rules refuse it)."""
        before = self.state
        self.state = before.apply(action)
        self._hand.append((before, before.to_move if before.to_move is not None else SOUTH))
        self.steps.append(action)
        self.actions.append(action)
        return self.state

    @property
    def can_take_back(self) -> bool:
        """True while the hand is in play and you have bid or played in it."""
        if self.state.phase not in (Phase.BID, Phase.PLAY):
            return False
        return any(seat == SOUTH for _state, seat in self._hand)


    def take_back(self) -> GameState:
        """Back to the state before your last bid or card of the hand (``ValueError`` if there is
        none: :attr:`can_take_back`)."""
        if not self.can_take_back:
            raise ValueError("nothing of yours to take back in this hand")
        index = max(i for i, (_state, seat) in enumerate(self._hand) if seat == SOUTH)
        at = len(self.actions) - (len(self._hand) - index)
        taken = zip(self._hand[index:], self.actions[at:], strict=True)
        plays = tuple((seat, action) for (_state, seat), action in taken)
        self.state = self._hand[index][0]
        del self._hand[index:]
        del self.actions[at:]
        # an earlier take-back inside the line of play taken back now moves to its place. The
        # list stays ordered by place (each take-back lowers the later ones to its own), so only
        # its tail can lie past this one: the walk stops at the first that does not. A take-back
        # lowers only the hand in play's, each to fewer places, so a replay stays linear.
        earlier = self.taken_back
        i = len(earlier)
        while i and earlier[i - 1].at > at:
            i -= 1
            earlier[i] = TakenBack(at, earlier[i].plays)
        earlier.append(TakenBack(at, plays))
        self.steps.append(TAKE_BACK)
        self.undo_used = True
        return self.state

    def computer_action(self) -> Action:
        """What the computer player to move chooses (it sees only its own view)."""
        return self.computer_job()()

    def computer_job(self) -> Callable[[], Action]:
        """The choice of the computer player to move, as a call that may run on another thread:
        it reads the state of now (immutable) and the player's own generator, nothing else."""
        seat = self.state.to_move
        if seat is None or seat == SOUTH:
            raise RuntimeError("no computer player is to move")
        view, rng, player = PlayerView(self.state, seat), self.rngs[seat], self.computer
        return lambda: player.choose(view, rng)

    def next_hand(self) -> GameState:
        """From a finished hand (phase SCORE) to the next one, dealt."""
        self.state = self.state.next_hand().deal()
        self.steps.append(NEXT_HAND)
        self._hand = []
        self._hand_starts.append(len(self.actions))
        self.deals.append(self._deal())
        return self.state

    def standing_steps(self) -> list[Step]:
        """The steps without the take-backs: the actions that stand and the hands' ends (they
        replay to the same state)."""
        steps: list[Step] = []
        start = 0
        for end in self._hand_starts:
            steps += [*self.actions[start:end], NEXT_HAND]
            start = end
        return steps + self.actions[start:]

    def record(self, tags: tuple[tuple[str, str], ...] = ()) -> GameRecord:
        """The game record: the actions that stand, what was taken back, the rules (house rules
        as switches)."""
        return GameRecord.of_ruleset(
            self.ruleset, self.seed, tuple(self.actions), tags=tags, taken_back=tuple(self.taken_back)
        )

    def _deal(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(display_order(self.state.dealt_hand(seat)) for seat in range(4))
