"""What one seat may know: :class:`PlayerView` (an information set) and :class:`PublicView`.

What it is for: players and the app's table drawing read the game through a view, never through the
full :class:`~palm_pitch.state.GameState`, so a computer player cannot see other hands. A view is
a thin, read-only window onto a state (creating one copies nothing); everything it exposes is public
information (bids, trump, tricks, counts of cards, scores, results) plus, for a
:class:`PlayerView`, that seat's own cards.

>>> from palm_pitch.state import new_game
>>> state = new_game(seed=7).deal()
>>> view = PlayerView(state, 0)
>>> len(view.hand), view.cards_left(2), view.trump
(6, 6, None)
"""

from __future__ import annotations

from palm_pitch.actions import Action, Bid
from palm_pitch.cards import SUIT_MASKS, Card, Suit, cards_in
from palm_pitch.rules import Ruleset
from palm_pitch.scoring import HandResult, Trick
from palm_pitch.state import GameState, Phase, legal_actions, legal_play_mask


class PublicView:
    """Everything any onlooker at the table knows."""

    __slots__ = ("_state",)

    def __init__(self, state: GameState) -> None:
        self._state = state

    # The table.
    @property
    def ruleset(self) -> Ruleset:
        return self._state[8][0]

    @property
    def phase(self) -> Phase:
        return self._state[0]

    @property
    def to_move(self) -> int | None:
        """The seat to act (None when nobody is to act)."""
        return self._state[1]

    @property
    def dealer(self) -> int:
        return self._state[8][1]

    @property
    def scores(self) -> tuple[int, int]:
        """Match scores by team."""
        return self._state[8][2]

    @property
    def hand_number(self) -> int:
        return self._state[8][10]

    # The auction.
    @property
    def bids(self) -> tuple[Bid, ...]:
        """Bids so far in bidding order, starting left of the dealer."""
        return self._state[8][5]

    def bid_of(self, seat: int) -> Bid | None:
        """A seat's bid this hand (``Bid.PASS`` for a pass), or None if it has not bid yet."""
        return self._state.bid_of(seat)

    @property
    def high_bid(self) -> Bid:
        return self._state[8][6]

    @property
    def pitcher(self) -> int | None:
        return self._state[8][7]

    # The play.
    @property
    def trump(self) -> Suit | None:
        return self._state[3]

    @property
    def leader(self) -> int:
        """Leader of the current trick."""
        return self._state[4]

    @property
    def trick(self) -> tuple[Card, ...]:
        """Cards of the current trick in play order (the first was led by :attr:`leader`)."""
        return self._state[5]

    @property
    def current_trick(self) -> Trick:
        return Trick(self._state[4], self._state[5])

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Completed tricks of this hand, with winners."""
        return self._state[6]

    def cards_left(self, seat: int) -> int:
        """How many cards a seat still holds."""
        return int(self._state[2][seat].bit_count())

    @property
    def played_mask(self) -> int:
        """Bitmask of every card played this hand, the current trick included."""
        state = self._state
        mask = state[7][0] | state[7][1]
        for card in state[5]:
            mask |= card.bit
        return mask

    @property
    def won(self) -> tuple[int, int]:
        """Cards won in tricks this hand, as bitmasks by team."""
        return self._state[7]

    # Results.
    @property
    def result(self) -> HandResult | None:
        """The result of the hand just finished (in SCORE and GAME_OVER)."""
        return self._state.result

    @property
    def results(self) -> tuple[HandResult, ...]:
        return self._state.results

    @property
    def winner(self) -> int | None:
        return self._state[8][9]

    @property
    def is_over(self) -> bool:
        return self._state[0] is Phase.GAME_OVER


class PlayerView(PublicView):
    """What seat ``seat`` knows: the public view plus its own cards (its information set)."""

    __slots__ = ("seat",)

    def __init__(self, state: GameState, seat: int) -> None:
        self._state = state
        self.seat = seat

    @property
    def team(self) -> int:
        return self.seat & 1

    @property
    def partner(self) -> int:
        return (self.seat + 2) & 3

    @property
    def hand_mask(self) -> int:
        """The seat's cards as a bitmask."""
        return self._state[2][self.seat]

    @property
    def hand(self) -> tuple[Card, ...]:
        """The seat's cards (index order: suits S H D C, ranks ascending)."""
        return cards_in(self._state[2][self.seat])

    @property
    def dealt_mask(self) -> int:
        """The six cards this seat was dealt this hand, as a bitmask."""
        return self._state[8][4][self.seat]

    def legal_actions(self) -> tuple[Action, ...]:
        """What this seat may do now (empty when it is not its turn)."""
        state = self._state
        return legal_actions(state) if state[1] == self.seat else ()

    def legal_play_mask(self) -> int:
        """The cards this seat may play now, as a bitmask (0 when not its turn to play)."""
        state = self._state
        return legal_play_mask(state) if state[1] == self.seat else 0

    def why_illegal(self, action: Action) -> str | None:
        """Why this seat may not take ``action`` now (None if it may)."""
        state = self._state
        if state[1] != self.seat:
            return "Not your turn"
        return state.why_illegal(action)

    def trump_mask(self) -> int:
        """Bitmask of the trump suit (0 before the pitch)."""
        trump = self._state[3]
        return 0 if trump is None else SUIT_MASKS[trump]


def public_view(state: GameState) -> PublicView:
    """The onlooker's view of a state."""
    return PublicView(state)


def player_view(state: GameState, seat: int) -> PlayerView:
    """Seat ``seat``'s view of a state."""
    return PlayerView(state, seat)
