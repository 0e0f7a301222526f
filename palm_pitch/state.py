"""The immutable game state and its transitions: deal, bid, play, score, next hand.

What it is for: the one authority on what may happen next. A :class:`GameState` is an immutable
value (a named tuple, for speed); transitions return new states:

- :func:`new_game` (phase ``DEAL``) draws the first dealer from the seed;
- ``state.deal()`` (``DEAL`` -> ``BID``) deals from the PRNG state carried inside the state, so a
  deal is a pure function of the state (see :mod:`palm_pitch.rng` for the exact algorithm);
- ``state.apply(action)`` in ``BID`` (a :class:`~palm_pitch.actions.Bid`) and ``PLAY`` (a
  :class:`~palm_pitch.cards.Card`); after the 24th card the hand is scored and the phase becomes
  ``SCORE``, or ``GAME_OVER`` if a team won;
- ``state.next_hand()`` (``SCORE`` -> ``DEAL``) passes the deal to the left.

``state.advance()`` does whichever of ``deal``/``next_hand`` is due, so a game loop is just
"advance, or ask the player to move and apply". ``apply`` refuses anything illegal with
:class:`~palm_pitch.actions.IllegalActionError` carrying a short reason; :func:`why_illegal` gives that
reason without raising.

>>> state = new_game(seed=7).deal()
>>> state.phase.name, state.to_move == (state.dealer + 1) % 4, len(state.legal_actions())
('BID', True, 5)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import IntEnum
from typing import Any, Final, NamedTuple

from palm_pitch.actions import Action, Bid, IllegalActionError
from palm_pitch.auction import auction_table, bid_reason
from palm_pitch.cards import CARDS, SUIT_MASKS, Card, Suit, cards_in
from palm_pitch.rng import below_from, deal_from, seed_state
from palm_pitch.rules import PALM, Ruleset, Trumping
from palm_pitch.scoring import HandResult, Trick, score_all_pass, score_hand

SEAT_NAMES: Final = ("South", "West", "North", "East")
"""Seat names by seat number; seats go clockwise and "left of seat s" is ``(s + 1) % 4``."""
SEAT_LETTERS: Final = "SWNE"


class Phase(IntEnum):
    """Where the hand is."""

    DEAL = 0
    """Waiting for the cards to be dealt (``state.deal()``)."""
    BID = 1
    """The auction: ``to_move`` bids or passes."""
    PLAY = 2
    """The play: ``to_move`` plays a card."""
    SCORE = 3
    """The hand is over and scored (``state.result``); ``state.next_hand()`` continues."""
    GAME_OVER = 4
    """A team has won (``state.winner``); ``state.result`` is the last hand's result."""


# Enum members bound once as module constants: attribute access on an Enum class is slow in CPython,
# and ``Final`` lets the optional compiled build (mypyc) read them without a dictionary lookup.
_DEAL: Final = Phase.DEAL
_BID: Final = Phase.BID
_PLAY: Final = Phase.PLAY
_SCORE: Final = Phase.SCORE
_OVER: Final = Phase.GAME_OVER
_PASS: Final = Bid.PASS
_ANY_TIME: Final = Trumping.ANY_TIME


class Table(NamedTuple):
    """The part of a :class:`GameState` that changes only at a bid or between hands (kept apart so
    that playing a card copies fewer fields). Read it through the state's properties."""

    ruleset: Ruleset
    dealer: int
    scores: tuple[int, int]
    rng_state: int
    dealt: tuple[int, int, int, int]
    bids: tuple[Bid, ...]
    high_bid: Bid
    pitcher: int | None
    history: tuple[HandResult, object] | None
    winner: int | None
    hand_number: int


class GameState(NamedTuple):
    """The complete, immutable state of a match. It holds every hand: give players a view
    (:mod:`palm_pitch.views`), never the state. All fields and properties are read-only."""

    phase: Phase
    to_move: int | None
    """The seat to bid or play; None in DEAL, SCORE and GAME_OVER."""
    hands: tuple[int, int, int, int]
    """Cards still held, as bitmasks by seat (use :meth:`hand`)."""
    trump: Suit | None
    """The trump suit, once the pitcher has led."""
    leader: int
    """The seat that led (or leads) the current trick."""
    trick: tuple[Card, ...]
    """Cards of the current trick, in play order."""
    tricks: tuple[Trick, ...]
    """Completed tricks of this hand."""
    won: tuple[int, int]
    """Cards won in tricks this hand, as bitmasks by team."""
    table: Table
    """Ruleset, dealer, scores, PRNG, deal, auction and match history (see the properties)."""

    # ------------------------------------------------------------------- the table's fields

    @property
    def ruleset(self) -> Ruleset:
        """The rules of this match."""
        return self.table.ruleset

    @property
    def dealer(self) -> int:
        """The dealer of the current (or last) hand."""
        return self.table.dealer

    @property
    def scores(self) -> tuple[int, int]:
        """Match scores by team (0 = South/North, 1 = West/East)."""
        return self.table.scores

    @property
    def rng_state(self) -> int:
        """The dealing PRNG's 32-bit state word (see :mod:`palm_pitch.rng`)."""
        return self.table.rng_state

    @property
    def dealt(self) -> tuple[int, int, int, int]:
        """Cards as dealt this hand, as bitmasks by seat (use :meth:`dealt_hand`)."""
        return self.table.dealt

    @property
    def bids(self) -> tuple[Bid, ...]:
        """Bids so far in bidding order, starting left of the dealer."""
        return self.table.bids

    @property
    def high_bid(self) -> Bid:
        """The highest bid so far (``Bid.PASS`` if none)."""
        return self.table.high_bid

    @property
    def pitcher(self) -> int | None:
        """The pitcher's seat, once the auction is over."""
        return self.table.pitcher

    @property
    def winner(self) -> int | None:
        """The winning team once the match is over."""
        return self.table.winner

    @property
    def hand_number(self) -> int:
        """1 for the first hand (0 before the first deal)."""
        return self.table.hand_number

    # ----------------------------------------------------------------- derived, for the app

    @property
    def result(self) -> HandResult | None:
        """The result of the hand just finished (phases SCORE and GAME_OVER), else None."""
        history = self.table.history
        return history[0] if self.phase >= _SCORE and history is not None else None

    @property
    def last_result(self) -> HandResult | None:
        """The result of the last completed hand, in any phase (None before the first)."""
        history = self.table.history
        return None if history is None else history[0]

    @property
    def results(self) -> tuple[HandResult, ...]:
        """Results of all completed hands of the match, oldest first."""
        found: list[HandResult] = []
        node = self.table.history
        while node is not None:
            found.append(node[0])
            node = node[1]  # type: ignore[assignment]
        found.reverse()
        return tuple(found)

    @property
    def is_over(self) -> bool:
        """True once a team has won the match."""
        return self.phase is _OVER

    @property
    def pitcher_team(self) -> int | None:
        """The pitcher's team, once known."""
        pitcher = self.table.pitcher
        return None if pitcher is None else pitcher & 1

    @property
    def current_trick(self) -> Trick:
        """The trick being played: leader and cards so far (winner None)."""
        return Trick(self.leader, self.trick)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards a seat still holds (index order: suits S H D C, ranks ascending)."""
        return cards_in(self.hands[seat])

    def dealt_hand(self, seat: int) -> tuple[Card, ...]:
        """The six cards a seat was dealt this hand."""
        return cards_in(self.table.dealt[seat])

    def cards_left(self, seat: int) -> int:
        """How many cards a seat still holds."""
        return self.hands[seat].bit_count()

    def bid_of(self, seat: int) -> Bid | None:
        """What a seat bid this hand (``Bid.PASS`` for a pass), or None if it has not bid yet."""
        table = self.table
        position = (seat - table.dealer - 1) & 3
        return table.bids[position] if position < len(table.bids) else None

    # The three methods below delegate to the module functions of the same names, where the code is:
    # the engine's own loops (match, views) call those directly, which the compiled build turns into
    # direct calls.

    def legal_play_mask(self) -> int:
        """The cards ``to_move`` may play, as a bitmask (0 outside the play)."""
        return legal_play_mask(self)

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions ``to_move`` may take: bids in BID, cards in PLAY, nothing otherwise.

        Cards come in index order (suits S, H, D, C; ranks ascending); bids lowest first, pass first.
        """
        return legal_actions(self)

    def why_illegal(self, action: Action) -> str | None:
        """The short reason ``action`` is refused here, or None if it is legal."""
        return why_illegal(self, action)

    def apply(self, action: Action) -> GameState:
        """The state after ``to_move`` takes ``action``; :class:`IllegalActionError` if illegal."""
        return apply(self, action)

    def deal(self) -> GameState:
        """DEAL -> BID: deal six cards each from the state's PRNG (pure: same state, same deal)."""
        if self.phase is not _DEAL:
            raise IllegalActionError("deal", "Not time to deal")
        t = self.table
        hands, rng = deal_from(t.rng_state, t.dealer)
        table = _tuple_new(_Table, (t.ruleset, t.dealer, t.scores, rng, hands, (), _PASS, None, t.history,
                                    None, t.hand_number + 1))
        return _tuple_new(_GameState, (_BID, (t.dealer + 1) & 3, hands, None, 0, (), (), (0, 0), table))

    def next_hand(self) -> GameState:
        """SCORE -> DEAL: the deal passes to the left."""
        if self.phase is not _SCORE:
            raise IllegalActionError("next hand", "The hand is not over" if self.phase < _SCORE
                                     else "The game is over")
        t = self.table
        table = _tuple_new(_Table, (t.ruleset, (t.dealer + 1) & 3, t.scores, t.rng_state, (0, 0, 0, 0), (),
                                    _PASS, None, t.history, None, t.hand_number))
        return _tuple_new(_GameState, (_DEAL, None, (0, 0, 0, 0), None, 0, (), (), (0, 0), table))

    def advance(self) -> GameState:
        """Do the automatic step that is due: deal in DEAL, next hand in SCORE."""
        if self.phase is _DEAL:
            return self.deal()
        if self.phase is _SCORE:
            return self.next_hand()
        raise IllegalActionError("advance", "A player must act" if self.phase < _SCORE
                                 else "The game is over")

    def __repr__(self) -> str:
        t = self.table
        return (f"<GameState {t.ruleset.name} hand {t.hand_number} {self.phase.name}"
                f" dealer {SEAT_NAMES[t.dealer]} scores {t.scores[0]}:{t.scores[1]}>")


_tuple_new: Final = tuple.__new__
"""``_tuple_new(_GameState, (fields...))`` makes a state without the named tuple's generated
``__new__`` (a Python function taking each field as an argument): the cheapest way to build one."""
# The classes again as constants, which the compiled build reads without a dictionary lookup.
_GameState: Final = GameState
_Table: Final = Table
_Trick: Final = Trick

# Reading a state's fields. The hot functions below read them through ``fields: tuple[Any, ...] =
# state``, for the optional compiled build (mypyc, see setup.py): read through the GameState type, a
# field such as ``hands: tuple[int, int, int, int]`` is unpacked into four C integers, to be boxed
# again (a new Python int each: card masks are too big for CPython's cache of small ints) when the
# next state is built. Read as Any, the fields stay the Python objects they are and are passed on
# as such. Interpreted, this changes nothing.


# --------------------------------------------------------------------------------- construction


def new_game(ruleset: Ruleset = PALM, seed: int = 0, scores: tuple[int, int] = (0, 0)) -> GameState:
    """A new match in phase DEAL: the PRNG is seeded and the first dealer drawn from it."""
    rng = seed_state(seed)
    dealer, rng = below_from(rng, 4)
    table = _tuple_new(_Table, (ruleset, dealer, (int(scores[0]), int(scores[1])), rng, (0, 0, 0, 0), (),
                                _PASS, None, None, None, 0))
    return _tuple_new(_GameState, (_DEAL, None, (0, 0, 0, 0), None, 0, (), (), (0, 0), table))


class DealError(ValueError):
    """The hands given to :func:`from_deal` are not a valid deal (message says why)."""


def from_deal(
    hands: Sequence[Iterable[Card]],
    dealer: int,
    ruleset: Ruleset = PALM,
    scores: tuple[int, int] = (0, 0),
    rng_state: int | None = None,
) -> GameState:
    """A state in phase BID for a given deal (hand records, tests, puzzles).

    ``hands`` are the four hands by seat, six distinct cards each. The PRNG state for later deals is
    ``rng_state`` (default: the state of seed 0).
    """
    if not 0 <= dealer <= 3:
        raise DealError(f"dealer must be a seat 0..3, not {dealer}")
    if len(hands) != 4:
        raise DealError(f"{len(hands)} hands, expected 4")
    masks = []
    seen = 0
    for seat, cards in enumerate(hands):
        mask = 0
        count = 0
        for card in cards:
            if not isinstance(card, Card):
                raise DealError(f"hands[{seat}]: {card!r} is not a card")
            if seen & card.bit:
                raise DealError(f"hands[{seat}]: {card} dealt twice")
            seen |= card.bit
            mask |= card.bit
            count += 1
        if count != 6:
            raise DealError(f"hands[{seat}]: {count} cards, expected 6")
        masks.append(mask)
    dealt = (masks[0], masks[1], masks[2], masks[3])
    rng = seed_state(0) if rng_state is None else rng_state
    table = Table(ruleset, dealer, (int(scores[0]), int(scores[1])), rng, dealt, (), _PASS, None, None,
                  None, 1)
    return _tuple_new(_GameState, (_BID, (dealer + 1) & 3, dealt, None, 0, (), (), (0, 0), table))


# ------------------------------------------------------------------------------------- auction


def _legal_bids(state: GameState) -> tuple[Bid, ...]:
    table = state[8]
    return auction_table(table[0])[table[6] * 2 + (state[1] == table[1])]


def _bid_reason(state: GameState, bid: Bid) -> str | None:
    table = state.table
    return bid_reason(table.ruleset, table.high_bid, state.to_move == table.dealer, bid)


def _bid(state: GameState, bid: Bid) -> GameState:
    # (See "Reading a state's fields".)
    fields: tuple[Any, ...] = state
    table: tuple[Any, ...] = fields[8]
    ruleset: Ruleset
    dealer: int
    bids: tuple[Bid, ...]
    high: Bid
    (ruleset, dealer, scores, rng, dealt, bids, high, pitcher, history, _, number) = table
    seat: int = fields[1]
    if bid not in auction_table(ruleset)[high * 2 + (seat == dealer)]:
        raise IllegalActionError(bid, _bid_reason(state, bid) or "Not allowed now")
    if bid > high:
        high = bid
    bids = bids + (bid,)  # noqa: RUF005
    if len(bids) < 4:
        return _tuple_new(_GameState, (_BID, (seat + 1) & 3, fields[2], None, 0, (), (), (0, 0),
                                       _tuple_new(_Table, (ruleset, dealer, scores, rng, dealt, bids, high,
                                                           None, history, None, number))))
    if high == _PASS:
        result = score_all_pass(ruleset, dealer, scores, bids)
        table = Table(ruleset, dealer, result.scores_after, rng, dealt, bids, high, None, (result, history),
                      None, number)
        return _tuple_new(_GameState, (_SCORE, None, state.hands, None, 0, (), (), (0, 0), table))
    for position in range(4):
        if bids[position] == high:
            pitcher = (dealer + 1 + position) & 3  # the last one: only the dealer can match
    table = _tuple_new(_Table, (ruleset, dealer, scores, rng, dealt, bids, high, pitcher, history, None,
                                number))
    return _tuple_new(_GameState, (_PLAY, pitcher, fields[2], None, pitcher, (), (), (0, 0), table))


# ---------------------------------------------------------------------------------------- play


def _play_reason(state: GameState, card: Card) -> str | None:
    hand = state.hands[state.to_move]  # type: ignore[index]
    if not hand & card.bit:
        return "Card not in hand"
    if state.legal_play_mask() & card.bit:
        return None
    led = state.trick[0].suit
    if led == state.trump:
        return "Must follow trump"
    if state.ruleset.trumping is _ANY_TIME:
        return f"Must follow {led.plural} or trump"
    return f"Must follow {led.plural}"


def _end_trick(state: GameState, hands: tuple[int, ...], trump: Suit,
               trick: tuple[Card, ...]) -> GameState:
    """The state after the fourth card of a trick: the highest trump wins, else the highest card of
    the suit led; after the sixth trick the hand is scored."""
    fields: tuple[Any, ...] = state  # (see "Reading a state's fields")
    leader: int = fields[4]
    tricks: tuple[Trick, ...] = fields[6]
    won: tuple[Any, ...] = fields[7]
    table: Table = fields[8]
    c0, c1, c2, c3 = trick
    mask = c0.bit | c1.bit | c2.bit | c3.bit
    best = mask & SUIT_MASKS[trump] or mask & c0.suit_mask
    taker = (leader + trick.index(CARDS[best.bit_length() - 1])) & 3
    tricks = tricks + (_tuple_new(_Trick, (leader, trick, taker)),)  # noqa: RUF005
    won = (won[0] | mask, won[1]) if taker & 1 == 0 else (won[0], won[1] | mask)
    if len(tricks) < 6:
        return _tuple_new(_GameState, (_PLAY, taker, hands, trump, taker, (), tricks, won, table))
    (ruleset, dealer, scores, rng, dealt, bids, high, pitcher, history, _, number) = table
    result = score_hand(ruleset, dealer, pitcher, high, trump, dealt, tricks, won, scores,  # type: ignore[arg-type]
                        bids)
    table = _tuple_new(_Table, (ruleset, dealer, result.scores_after, rng, dealt, bids, high, pitcher,
                                (result, history), result.winner, number))
    phase = _SCORE if result.winner is None else _OVER
    return _tuple_new(_GameState, (phase, None, hands, trump, taker, (), tricks, won, table))


# ------------------------------------------------------------------------------- module functions


def legal_play_mask(state: GameState) -> int:
    """The cards the player to move may play, as a bitmask (0 outside the play)
    (``state.legal_play_mask()``): its hand, or only its cards of the suit led if it has any (and its
    trumps, where the ruleset lets a player trump at any time)."""
    fields: tuple[Any, ...] = state  # (for the compiled build: see "Reading a state's fields")
    if fields[0] is not _PLAY:
        return 0
    hands: tuple[int, ...] = fields[2]
    seat: int = fields[1]
    hand = hands[seat]
    trick: tuple[Card, ...] = fields[5]
    if trick:
        follow = hand & trick[0].suit_mask
        if follow:
            ruleset: Ruleset = fields[8][0]
            if ruleset.trumping is _ANY_TIME:
                trump: Suit = fields[3]
                return follow | hand & SUIT_MASKS[trump]
            return follow
    return hand


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """The actions the player to move may take (``state.legal_actions()``): bids in BID, cards in
    PLAY, nothing otherwise. Cards come in index order (suits S, H, D, C; ranks ascending); bids
    lowest first, pass first."""
    phase = state[0]
    if phase is _PLAY:
        return cards_in(legal_play_mask(state))
    if phase is _BID:
        return _legal_bids(state)
    return ()


def apply(state: GameState, action: Action) -> GameState:
    """The state after the player to move takes ``action`` (``state.apply(action)``);
    :class:`~palm_pitch.actions.IllegalActionError` if the rules refuse it."""
    fields: tuple[Any, ...] = state  # (see "Reading a state's fields")
    phase = fields[0]
    if type(action) is not Card or phase is not _PLAY:
        if type(action) is Bid and phase is _BID:
            return _bid(state, action)
        raise IllegalActionError(action, why_illegal(state, action) or "Not allowed now")
    # The play of a card (the hot path: kept inline). The checks are legal_play_mask's rule, asked of
    # this one card. The fields not declared here are only passed on.
    seat: int  # (never None in PLAY)
    hands: tuple[Any, ...]
    trick: tuple[Card, ...]
    table: Table
    _, seat, hands, trump, leader, trick, tricks, won, table = fields
    card: Card = action
    bit = card.bit
    hand: int = hands[seat]
    if not hand & bit:
        raise IllegalActionError(card, "Card not in hand")
    if trick:
        follow = hand & trick[0].suit_mask
        if follow and not follow & bit and (card.suit is not trump or table[0].trumping is not _ANY_TIME):
            raise IllegalActionError(card, _play_reason(state, card) or "Not allowed now")
    else:
        if trump is None:
            trump = card.suit
        leader = seat
    hand ^= bit
    if seat == 0:
        hands = (hand, hands[1], hands[2], hands[3])
    elif seat == 1:
        hands = (hands[0], hand, hands[2], hands[3])
    elif seat == 2:
        hands = (hands[0], hands[1], hand, hands[3])
    else:
        hands = (hands[0], hands[1], hands[2], hand)
    trick = trick + (card,)  # noqa: RUF005 (concatenation is faster here)
    if len(trick) < 4:
        return _tuple_new(_GameState, (_PLAY, (seat + 1) & 3, hands, trump, leader, trick, tricks, won,
                                       table))
    return _end_trick(state, hands, trump, trick)


def why_illegal(state: GameState, action: object) -> str | None:
    """Why ``action`` would be refused in ``state`` (a short sentence), or None if it is legal."""
    phase = state.phase
    if phase is _OVER:
        return "The game is over"
    if phase is _SCORE:
        return "The hand is over"
    if phase is _DEAL:
        return "Cards not dealt yet"
    if isinstance(action, Bid):
        return _bid_reason(state, action) if phase is _BID else "Bidding is over"
    if isinstance(action, Card):
        return _play_reason(state, action) if phase is _PLAY else "Bidding is not over"
    return "Not a bid or a card"
