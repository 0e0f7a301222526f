"""Hints: the Expert's choice for your bid or card, and a short reason a player understands.

:func:`explain` looks at the situation (your :class:`~palm_pitch.views.PlayerView`) and the
action chosen, and names the reason (:class:`Reason`) with what it is about (a suit, your
partner): it does not search, it reads the table as a player would - who is winning the trick,
what the card does to it, which points are in it, what the hand holds. :func:`hint_text` words
it with the app's texts (``Hint*String`` of ``resources/text/texts.txt``), short enough for the
status line. The choice itself comes from :func:`palm_pitch.players.hints.best_action` at
:data:`~palm_pitch.app.levels.HINT_LEVEL`, which the app runs off the UI's path.

The reasons, in the order they are tried::

    a bid      SMUDGE    Smudge: your suit can take all
               STEAL     the dealer matches the high bid: your suit is worth it
               BID       bid: your best suit is strong enough
               PARTNER   pass: your partner holds the high bid
               OUTBID    pass: the bid is higher than your hand is worth
               WEAK      pass: no suit is strong enough
    a card     ONLY      your only legal card
               PITCH     the first lead: it makes its suit trump (your best)
               DRAW      lead the highest trump left: it draws the others' trumps
               CASH      lead the highest card left of a side suit
               TAKE      it wins the trick, which holds points (Jack, Low, cards for Game)
               WIN       it wins the trick
               FEED      your partner is winning: add cards that count for Game
               COVER     your partner is winning: play low
               SAVE      it cannot win, and you keep your trumps
               DUCK      it cannot win: the cheapest card
               LEAD      a lead that gives little away
"""

from __future__ import annotations

from enum import Enum

from palm_pitch.actions import Action, Bid
from palm_pitch.app import ids
from palm_pitch.app.levels import HINT_LEVEL
from palm_pitch.app.resources import load_resources
from palm_pitch.app.session import SOUTH, GameSession
from palm_pitch.app.texts import Texts
from palm_pitch.cards import SUIT_MASKS, Card, Rank, Suit
from palm_pitch.players.heuristic import best_suit
from palm_pitch.players.hints import best_action
from palm_pitch.rng import Rng
from palm_pitch.rules import Smudge
from palm_pitch.scoring import trick_winner_index
from palm_pitch.views import PlayerView


class Reason(Enum):
    """Why the hint chose its action; the value is the text that words it."""

    SMUDGE = "HintSmudgeString"
    STEAL = "HintStealString"
    BID = "HintBidString"
    PARTNER = "HintPartnerBidString"
    OUTBID = "HintOutbidString"
    WEAK = "HintWeakString"
    ONLY = "HintOnlyString"
    PITCH = "HintPitchString"
    DRAW = "HintDrawString"
    CASH = "HintCashString"
    TAKE = "HintTakeString"
    WIN = "HintWinString"
    FEED = "HintFeedString"
    COVER = "HintCoverString"
    SAVE = "HintSaveString"
    DUCK = "HintDuckString"
    LEAD = "HintLeadString"


Explained = tuple[Reason, Suit | None]
"""A reason, and the suit it names (the trump to be, the suit bid on), if any."""


def _unseen(view: PlayerView) -> int:
    """The cards this seat has not seen: not in its hand, not played this hand."""
    return ((1 << 52) - 1) & ~view.hand_mask & ~view.played_mask


def _higher_unseen(view: PlayerView, card: Card) -> bool:
    """Whether a card of ``card``'s suit higher than it is still out."""
    above = SUIT_MASKS[card.suit] & ~((card.bit << 1) - 1)
    return bool(_unseen(view) & above)


def _counts(card: Card, trump: Suit) -> bool:
    """Whether the card carries a point of its own: a card for Game, the jack or a low trump."""
    return card.pips > 0 or (card.suit == trump and card.rank in (Rank.TWO, Rank.THREE, Rank.JACK))


def _high_bidder(view: PlayerView) -> int | None:
    """The seat holding the high bid so far (None while all have passed)."""
    first = (view.dealer + 1) % 4
    seat, high = None, Bid.PASS
    for number, bid in enumerate(view.bids):
        if bid != Bid.PASS and bid > high:
            seat, high = (first + number) % 4, bid
    return seat


def explain_bid(view: PlayerView, bid: Bid) -> Explained:
    """Why ``bid`` (see the module docstring)."""
    suit, _value = best_suit(view.hand_mask)
    held = Suit(suit)
    if bid == Bid.SMUDGE and view.ruleset.smudge != Smudge.OFF:
        return Reason.SMUDGE, held
    if bid != Bid.PASS:
        bids = [b for b in view.bids if b != Bid.PASS]
        steal = view.seat == view.dealer and bool(bids) and bid == max(bids)
        return (Reason.STEAL if steal else Reason.BID), held
    high = _high_bidder(view)
    if high is not None and high == view.partner:
        return Reason.PARTNER, None
    if high is not None:
        return Reason.OUTBID, None
    return Reason.WEAK, None


def explain_card(view: PlayerView, card: Card) -> Explained:
    """Why ``card`` (see the module docstring)."""
    legal = view.legal_actions()
    if len(legal) == 1:
        return Reason.ONLY, None
    trump = view.trump
    if trump is None:
        return Reason.PITCH, card.suit
    trick = view.trick
    hand = view.hand_mask
    if not trick:
        if card.suit == trump and not _higher_unseen(view, card) and _unseen(view) & SUIT_MASKS[trump]:
            return Reason.DRAW, None
        if card.suit != trump and not _higher_unseen(view, card) and card.rank >= Rank.TEN:
            return Reason.CASH, None
        return Reason.LEAD, None
    leader = view.leader
    now = trick_winner_index(trick, trump)
    winning_seat = (leader + now) % 4
    with_card = (*trick, card)
    if trick_winner_index(with_card, trump) == len(trick):
        points = any(_counts(played, trump) for played in with_card)
        return (Reason.TAKE if points else Reason.WIN), None
    if winning_seat == view.partner:
        return (Reason.FEED if _counts(card, trump) else Reason.COVER), None
    trumps_held = hand & SUIT_MASKS[trump]
    if card.suit != trump and trumps_held and any(isinstance(a, Card) and a.suit == trump for a in legal):
        return Reason.SAVE, None
    return Reason.DUCK, None


def explain(view: PlayerView, action: Action) -> Explained:
    """Why ``action`` for the seat of ``view`` (its legal action)."""
    if isinstance(action, Card):
        return explain_card(view, action)
    return explain_bid(view, action)


def hint_rng(session: GameSession) -> Rng:
    """The generator of a hint asked for now: the game's seed and its step, so the same position of
    the same game always gets the same hint."""
    return Rng((session.seed + 7919 * len(session.steps)) & 0xFFFFFFFF)


def hint_for(session: GameSession, texts: Texts | None = None) -> tuple[Action, str]:
    """The hint for your turn in ``session``, at once (the terminal's; the window asks for
    :func:`~palm_pitch.players.hints.best_action` off its UI's path): the Expert's bid or card,
    and the reason in the app's words (``texts``: the app's, read from its resources if not given)."""
    view = PlayerView(session.state, SOUTH)
    action = best_action(view, hint_rng(session), HINT_LEVEL)
    return action, hint_text(texts or Texts(load_resources()), view, action)


def hint_text(texts: Texts, view: PlayerView, action: Action) -> str:
    """The status line's hint: the reason for ``action``, in the app's words."""
    reason, suit = explain(view, action)
    string = getattr(ids, reason.value)
    args: list[str] = []
    if isinstance(action, Bid):
        args.append(texts.bid(action))
    if suit is not None:
        args.append(texts.suits(suit))
    if reason in (Reason.PARTNER, Reason.FEED, Reason.COVER):
        args.append(texts.seat(view.partner))
    return texts.get(string, *args)


__all__ = ["Explained", "Reason", "explain", "explain_bid", "explain_card", "hint_for", "hint_rng",
           "hint_text"]
