"""A match in the C engine, driven from Python: :class:`CGame`, the twin of
:class:`~palm_pitch.state.GameState` over the C core's ``pp_state``.

What it is for: the differential tests (step by step against the Python engine), and callers that
want the C engine's speed with Python's vocabulary (cards, bids, refusals as
:class:`~palm_pitch.actions.IllegalActionError` with the very same reasons). Unlike ``GameState`` a
``CGame`` is mutable: ``apply`` changes it in place (and only when the action is legal); ``copy``
gives an independent one, for searches.

A :class:`CGame` answers :class:`palm_pitch.engine.Engine`, as a :class:`GameState` does.
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterable, Sequence
from typing import Any

from palm_pitch.actions import Action, Bid, IllegalActionError
from palm_pitch.cards import CARDS, Card, Suit, cards_in
from palm_pitch.cengine import ruleset_record
from palm_pitch.cengine._library import Ruleset as CRuleset
from palm_pitch.cengine._library import Snapshot, library, state_size
from palm_pitch.engine import Engine
from palm_pitch.rng import Rng
from palm_pitch.rules import PALM, Ruleset
from palm_pitch.scoring import HandResult, Trick
from palm_pitch.state import DealError, Phase

PLAYER_KINDS = {"random": 1, "heuristic": 2, "easy": 3}
"""The computer players the C core has, by their names in :func:`palm_pitch.players.make_player`
(the values are match.h's ``PP_PLAYER_*``)."""

SCORE_LIMIT = 30000
"""Scores and targets the C core takes: within +-30000 (its scores are 16-bit words; a game
of 500 hands moves a score by at most 2,500)."""

NOT_AN_ACTION = 0xFF
BID_BASE = 0x40

REFUSALS = (
    ("GAME_OVER", "The game is over", ""),
    ("HAND_OVER", "The hand is over", ""),
    ("NOT_DEALT", "Cards not dealt yet", ""),
    ("BIDDING_OVER", "Bidding is over", "a bid during the play"),
    ("BIDDING_NOT_OVER", "Bidding is not over", "a card during the auction"),
    ("NOT_AN_ACTION", "Not a bid or a card", ""),
    ("DEALER_MUST_BID", "Dealer must bid", ""),
    ("NO_SMUDGE", "No Smudge in these rules", ""),
    ("DEALER_MATCH_FOUR", "Dealer may match only a 4", ""),
    ("NOTHING_BEATS", "Nothing beats {bid}", "detail: the high bid"),
    ("BID_MUST_BEAT", "Bid must beat {bid}", "detail: the high bid"),
    ("NOT_IN_HAND", "Card not in hand", ""),
    ("MUST_FOLLOW_TRUMP", "Must follow trump", ""),
    ("MUST_FOLLOW_OR_TRUMP", "Must follow {suit} or trump", "detail: the suit led"),
    ("MUST_FOLLOW", "Must follow {suit}", "detail: the suit led"),
    ("NOT_TIME_TO_DEAL", "Not time to deal", "deal outside the DEAL phase"),
    ("HAND_NOT_OVER", "The hand is not over", "next hand before the end of the hand"),
    ("PLAYER_MUST_ACT", "A player must act", "advance during the auction or the play"),
    ("NOT_YOUR_TURN", "Not your turn", "a view's seat is not the one to move"),
)
"""The C core's refusal codes in order (code 1 first; 0 is ``PP_OK``): each ``PP_R_*`` name, its
sentence as the Python engine words it (``{bid}``, ``{suit}``: the reason's detail byte) and a note
on when. device/core/refusals.h is generated from this table (tools/c_twins.py)."""

_REASONS = (None, *(sentence for _, sentence, _ in REFUSALS))


def reason_text(reason: int) -> str | None:
    """The sentence of a ``pp_reason`` (None for ``PP_OK``)."""
    code, detail = reason & 0xFF, reason >> 8
    if code == 0:
        return None
    if not 0 < code < len(_REASONS):
        raise ValueError(f"unknown refusal code {code} from the C engine")
    template = _REASONS[code]
    assert template is not None
    if "{bid}" in template:
        return template.format(bid=Bid(detail).label)
    if "{suit}" in template:
        return template.format(suit=Suit(detail).plural)
    return template


def action_code(action: object) -> int:
    """The C core's byte for an action (a card 0..51, a bid 0x40 + value); 0xFF for anything else."""
    if isinstance(action, Bid):
        return BID_BASE + int(action)
    if isinstance(action, Card):
        return action.index
    return NOT_AN_ACTION


def action_of(code: int) -> Action:
    """The action of a C core byte."""
    if 0 <= code < 52:
        return CARDS[code]
    if code - BID_BASE in (0, 2, 3, 4, 5):
        return Bid(code - BID_BASE)
    raise ValueError(f"not an action: {code:#x}")


_ACTION_OF_CODE = {code: action_of(code) for code in (*range(52), *(BID_BASE + int(bid) for bid in Bid))}
""":func:`action_of` of every action's code, for turning the C core's legal actions into actions."""


def c_ruleset(ruleset: Ruleset) -> CRuleset:
    """The ``pp_ruleset`` of a ruleset (its target within :data:`SCORE_LIMIT`)."""
    if not -SCORE_LIMIT <= ruleset.target <= SCORE_LIMIT:
        raise ValueError(f"the C engine takes targets within +-{SCORE_LIMIT}, not {ruleset.target}")
    return CRuleset(*ruleset_record.values(ruleset))


def _check_scores(scores: tuple[int, int]) -> None:
    for score in scores:
        if not -SCORE_LIMIT <= score <= SCORE_LIMIT:
            raise ValueError(f"the C engine takes scores within +-{SCORE_LIMIT}, not {score}")


def _none(value: int) -> int | None:
    return None if value < 0 else value


_PHASES = tuple(Phase)
_SUITS = tuple(Suit)
_BIDS = (Bid.PASS, Bid.PASS, Bid.TWO, Bid.THREE, Bid.FOUR, Bid.SMUDGE)
"""By value (1 is no bid), for turning snapshots into Python values without calling the Enums."""


class CGame:
    """A match in the C engine (see the module docstring). Build one with :meth:`new_game` or
    :meth:`from_deal`."""

    __slots__ = ("_buffer", "ruleset")

    _buffer: ctypes.Array[ctypes.c_char]
    ruleset: Ruleset
    """The rules of this match (as given; the C state holds a copy of the switches)."""

    def __init__(self, buffer: ctypes.Array[ctypes.c_char], ruleset: Ruleset) -> None:
        self._buffer = buffer
        self.ruleset = ruleset

    @classmethod
    def new_game(cls, ruleset: Ruleset = PALM, seed: int = 0, scores: tuple[int, int] = (0, 0)) -> CGame:
        """A new match in phase DEAL, as :func:`palm_pitch.state.new_game`."""
        if not 0 <= seed <= 0xFFFFFFFF:
            raise ValueError(f"seed must be in 0..2**32-1, not {seed}")
        _check_scores(scores)
        game = cls(ctypes.create_string_buffer(state_size()), ruleset)
        library().pp_state_new_game(game._buffer, ctypes.byref(c_ruleset(ruleset)), seed, scores[0],
                                    scores[1])
        return game

    @classmethod
    def from_deal(cls, hands: Sequence[Iterable[Card]], dealer: int, ruleset: Ruleset = PALM,
                  scores: tuple[int, int] = (0, 0), rng_state: int | None = None) -> CGame:
        """A match in phase BID for a given deal, as :func:`palm_pitch.state.from_deal`
        (:class:`~palm_pitch.state.DealError` if it is not a deal)."""
        _check_scores(scores)
        masks = (ctypes.c_uint64 * 4)()
        if len(hands) != 4:
            raise DealError(f"{len(hands)} hands, expected 4")
        for seat, cards in enumerate(hands):
            for card in cards:
                if not isinstance(card, Card):
                    raise DealError(f"hands[{seat}]: {card!r} is not a card")
                masks[seat] |= card.bit
        rng = Rng(0).state if rng_state is None else rng_state
        game = cls(ctypes.create_string_buffer(state_size()), ruleset)
        if library().pp_capi_from_deal(game._buffer, ctypes.byref(c_ruleset(ruleset)), masks, dealer,
                                       scores[0], scores[1], rng) != 0:
            raise DealError("not a deal: a dealer 0..3 and four hands of six distinct cards are needed")
        return game

    def copy(self) -> CGame:
        """An independent copy."""
        buffer = ctypes.create_string_buffer(len(self._buffer))
        ctypes.memmove(buffer, self._buffer, len(self._buffer))
        return CGame(buffer, self.ruleset)

    def snapshot(self) -> Snapshot:
        """Every field of the C state (``pp_capi_snapshot``)."""
        snapshot = Snapshot()
        library().pp_capi_snapshot_of(self._buffer, ctypes.byref(snapshot))
        return snapshot

    # ------------------------------------------------------------------------ the state machine

    @property
    def phase(self) -> Phase:
        return Phase(self.snapshot().phase)

    @property
    def to_move(self) -> int | None:
        return _none(self.snapshot().to_move)

    def legal_play_mask(self) -> int:
        """The cards the player to move may play, as a 52-bit mask (0 outside the play)."""
        return int(library().pp_capi_legal_play_mask(self._buffer))

    def legal_actions(self) -> tuple[Action, ...]:
        """As :meth:`GameState.legal_actions`: cards in index order, bids pass first then lowest."""
        out = (ctypes.c_uint8 * 6)()
        count = library().pp_state_legal_actions(self._buffer, out)
        codes = out[:count]
        try:
            return tuple([_ACTION_OF_CODE[code] for code in codes])
        except KeyError:
            return tuple(action_of(code) for code in codes)  # ValueError naming the code

    def why_illegal(self, action: object) -> str | None:
        """The reason ``action`` is refused here, in the Python engine's words; None if it is legal."""
        return reason_text(library().pp_state_why_illegal(self._buffer, action_code(action)))

    def apply(self, action: Action) -> CGame:
        """The player to move takes ``action`` (:class:`IllegalActionError` if the rules refuse it,
        and the game is unchanged). The game changes in place; it is returned, as
        :class:`palm_pitch.engine.Engine` asks."""
        refusal = library().pp_state_apply(self._buffer, action_code(action))
        if refusal:
            raise IllegalActionError(action, reason_text(refusal) or "")
        return self

    def deal(self) -> CGame:
        """DEAL -> BID."""
        return self._step(library().pp_state_deal, "deal")

    def next_hand(self) -> CGame:
        """SCORE -> DEAL."""
        return self._step(library().pp_state_next_hand, "next hand")

    def advance(self) -> CGame:
        """Deal in DEAL, next hand in SCORE."""
        return self._step(library().pp_state_advance, "advance")

    def _step(self, function: Any, name: str) -> CGame:
        reason = reason_text(function(self._buffer))
        if reason is not None:
            raise IllegalActionError(name, reason)
        return self

    def choose(self, kind: str, rng: Rng) -> Action:
        """What a C player of that kind (:data:`PLAYER_KINDS`) does for the seat to move, drawing
        from ``rng`` (which it advances as the Python player would)."""
        to_move = self.to_move
        if to_move is None:
            raise IllegalActionError(kind, "Nobody is to move")
        state = ctypes.c_uint32(rng.state)
        code = library().pp_capi_choose(self._buffer, to_move, PLAYER_KINDS[kind], ctypes.byref(state))
        rng.state = state.value
        return action_of(code)

    # ----------------------------------------------------------------- in the Python engine's terms

    def fields(self) -> dict[str, Any]:
        """The state as :class:`GameState` would hold it (Python values), field by field. Of the
        match history only :attr:`GameState.result` (the hand just finished, in SCORE and
        GAME_OVER) is kept: the C state holds the last result, and that hand's tricks until the
        next deal."""
        s = self.snapshot()
        ntricks = s.ntricks
        current = s.trick_count[ntricks]
        hands, dealt, won, bids = s.hands, s.dealt, s.won, s.bids
        return {
            "phase": _PHASES[s.phase],
            "to_move": _none(s.to_move),
            "hands": (hands[0], hands[1], hands[2], hands[3]),
            "trump": None if s.trump < 0 else _SUITS[s.trump],
            "leader": s.leader,
            "trick": tuple(CARDS[card] for card in s.trick_cards[ntricks][:current]),
            "tricks": _tricks(s, ntricks),
            "won": (won[0], won[1]),
            "dealer": s.dealer,
            "scores": (s.scores[0], s.scores[1]),
            "rng_state": s.rng_state,
            "dealt": (dealt[0], dealt[1], dealt[2], dealt[3]),
            "bids": tuple(_BIDS[bid] for bid in bids[:s.nbids]),
            "high_bid": _BIDS[s.high_bid],
            "pitcher": _none(s.pitcher),
            "winner": _none(s.winner),
            "hand_number": s.hand_number,
            "result": _result(s) if s.has_result and s.phase >= Phase.SCORE else None,
        }

    @property
    def result(self) -> HandResult | None:
        """The result of the hand just finished (phases SCORE and GAME_OVER), else None."""
        s = self.snapshot()
        return _result(s) if s.has_result and s.phase >= Phase.SCORE else None

    @property
    def scores(self) -> tuple[int, int]:
        s = self.snapshot()
        return (s.scores[0], s.scores[1])

    @property
    def winner(self) -> int | None:
        return _none(self.snapshot().winner)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards a seat still holds."""
        return cards_in(int(self.snapshot().hands[seat]))

    def __repr__(self) -> str:
        s = self.snapshot()
        return (f"<CGame {self.ruleset.name} hand {s.hand_number} {Phase(s.phase).name}"
                f" dealer {s.dealer} scores {s.scores[0]}:{s.scores[1]}>")


def _tricks(s: Snapshot, count: int) -> tuple[Trick, ...]:
    leaders, winners, cards = s.trick_leader, s.trick_winner, s.trick_cards
    return tuple(
        Trick(leaders[t], (CARDS[cards[t][0]], CARDS[cards[t][1]], CARDS[cards[t][2]], CARDS[cards[t][3]]),
              winners[t])
        for t in range(count)
    )


def _result(s: Snapshot) -> HandResult:
    played = s.r_pitcher >= 0
    return HandResult(
        dealer=s.r_dealer,
        bids=tuple(Bid(s.r_bids[i]) for i in range(4)),
        pitcher=_none(s.r_pitcher),
        bid=Bid(s.r_bid) if played else None,
        trump=Suit(s.r_trump) if played else None,
        tricks=_tricks(s, s.ntricks) if played else (),
        high=_none(s.r_high),
        low=_none(s.r_low),
        jack=_none(s.r_jack),
        game=_none(s.r_game),
        high_card=None if s.r_high_card < 0 else CARDS[s.r_high_card],
        low_card=None if s.r_low_card < 0 else CARDS[s.r_low_card],
        jack_card=None if s.r_jack_card < 0 else CARDS[s.r_jack_card],
        game_pips=(s.r_game_pips[0], s.r_game_pips[1]),
        points=(s.r_points[0], s.r_points[1]),
        made=None if s.r_made < 0 else bool(s.r_made),
        hand_score=(s.r_hand_score[0], s.r_hand_score[1]),
        scores_before=(s.r_scores_before[0], s.r_scores_before[1]),
        scores_after=(s.r_scores_after[0], s.r_scores_after[1]),
        winner=_none(s.r_winner),
    )


def _the_c_engine_is_an_engine(game: CGame) -> Engine:
    return game  # mypy checks that CGame answers palm_pitch.engine.Engine
