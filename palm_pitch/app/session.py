"""One game as the app plays it: ruleset, seed, the engine's state and every action taken.

A :class:`GameSession` is the only place the app changes the game: the human's bids and cards,
the computer players' choices (:class:`~palm_pitch.players.HeuristicPlayer` in the three other
seats, each seeing only its own :class:`~palm_pitch.views.PlayerView`) and the automatic steps
(the deal, and the next hand once you close a hand's summary). It records every step - bids,
cards and :data:`NEXT_HAND` - so ruleset + seed + steps give the game back: :meth:`GameSession.replay`
does that for a saved game and refuses steps that do not replay. The deal is never a step of its
own: a session deals as soon as a hand begins, so its state is never in phase DEAL.

May import: the core (``actions``, ``cards``, ``rules``, ``state``, ``views``, ``players``,
``match``, ``rng``) and the standard library.

>>> session = GameSession(seed=7)
>>> session.phase.name, len(session.south_hand())
('BID', 6)
>>> while not session.human_to_act:
...     _ = session.apply(session.computer_action())
>>> _ = session.apply(session.state.legal_actions()[0])
>>> again = GameSession.replay(session.ruleset, 7, session.steps)
>>> again.state == session.state
True
"""

from __future__ import annotations

from collections.abc import Iterable

from palm_pitch.actions import Action, IllegalActionError
from palm_pitch.cards import Card, Suit
from palm_pitch.match import player_rngs
from palm_pitch.players import HeuristicPlayer
from palm_pitch.rules import PALM, Ruleset
from palm_pitch.state import GameState, Phase, new_game
from palm_pitch.views import PlayerView

SOUTH = 0
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""Your cards left to right: black and outlined suits alternate, each from high to low."""


class NextHand:
    """The step of going on to the next hand (the player closed the hand's summary)."""

    _instance: NextHand | None = None

    def __new__(cls) -> NextHand:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "NEXT_HAND"


NEXT_HAND = NextHand()
Step = Action | NextHand
"""What the session records: a bid or pass, a card, or :data:`NEXT_HAND`."""


class ReplayError(ValueError):
    """Saved actions that the engine refuses: the save does not belong to this game."""


def display_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards as the hand shows them (see :data:`SUIT_ORDER`)."""
    return tuple(sorted(cards, key=lambda card: (SUIT_ORDER.index(card.suit), -card.rank)))


class GameSession:
    """The game in progress (see the module docstring)."""

    def __init__(self, ruleset: Ruleset = PALM, seed: int = 0) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.state: GameState = new_game(ruleset, seed).deal()
        self.steps: list[Step] = []
        self.computer = HeuristicPlayer()
        self.rngs = player_rngs(seed)  # the heuristic never draws from them; kept for the protocol

    @classmethod
    def replay(cls, ruleset: Ruleset, seed: int, steps: Iterable[Step]) -> GameSession:
        """The session reached by taking ``steps`` from a new game; :class:`ReplayError` if the
        engine refuses one of them."""
        session = cls(ruleset, seed)
        for number, step in enumerate(steps):
            try:
                if isinstance(step, NextHand):
                    session.next_hand()
                else:
                    session.apply(step)
            except IllegalActionError as error:
                raise ReplayError(f"step {number} ({step}): {error.reason}") from None
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
        self.state = self.state.apply(action)
        self.steps.append(action)
        return self.state

    def computer_action(self) -> Action:
        """What the computer player to move chooses (it sees only its own view)."""
        seat = self.state.to_move
        if seat is None or seat == SOUTH:
            raise RuntimeError("no computer player is to move")
        return self.computer.choose(PlayerView(self.state, seat), self.rngs[seat])

    def next_hand(self) -> GameState:
        """From a finished hand (phase SCORE) to the next one, dealt."""
        self.state = self.state.next_hand().deal()
        self.steps.append(NEXT_HAND)
        return self.state

    @property
    def actions(self) -> list[Action]:
        """The players' bids and cards so far (the steps without :data:`NEXT_HAND`)."""
        return [step for step in self.steps if not isinstance(step, NextHand)]
