"""Hints in a family game: the Expert's card for your turn in the play, and why, in the status line;
the Expert's bid in the bid dialog.

Game > Hint (and its key) in a game of the family asks :class:`~palm_pitch.family.search.FamilySearch`
at Expert for your card - the family's search in the play, as the computer players of that level
choose theirs - and words the reason as :mod:`palm_pitch.app.hints` words the Palm game's, with
the same reasons and texts (``Hint*String``): :func:`explain_family_card` reads the table as a
player would (which card takes the trick, whose it is, which cards count, what is still out), it
does not search. In the bid dialog the ? key gives the Expert's bid (:func:`family_bid_hint`:
the family's search weighs the heuristic's bid, made from the value of your best suit, against
the others played out) with the trump it would name, or why it passes. The other decisions
(trump, calls, discards) have no hints. Each hint shown is counted in the variant's record
(Game > Statistics: :mod:`palm_pitch.app.family_stats`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from palm_pitch.app import ids
from palm_pitch.app.decision_words import DecisionWords
from palm_pitch.app.family_session import HUMAN, FamilySession
from palm_pitch.app.hints import Reason
from palm_pitch.app.resources import load_desktop_resources, load_resources
from palm_pitch.app.texts import Texts
from palm_pitch.cards import Card, Rank, Suit
from palm_pitch.family.actions import Bid, FamilyAction
from palm_pitch.family.deck import FamilyCard, Joker, build_deck
from palm_pitch.family.players import best_suit, pips_of, point_value_of
from palm_pitch.family.rules import FamilyRules, Teams
from palm_pitch.family.search import FamilySearch, decision_rng
from palm_pitch.family.state import bid_rank
from palm_pitch.family.trumps import TrumpTable, led_suit, lowest_trump_suit_card, winning_position
from palm_pitch.family.views import SeatView

HINT_STREAM = 0x48494E54
"""Salt of a hint's generator (``decision_rng`` of your seat at this step, kept apart from the
computer players' own)."""

FamilyExplained = tuple[Reason, Suit | None, int | None]
"""A reason, the suit it names (the trump to be), and the seat it names (your partner), if any."""


def _expert_card(view: SeatView, seed: int, number: int) -> Callable[[], FamilyAction]:
    """The Expert's choice in ``view`` after ``number`` actions of the game of ``seed``, as a call:
    the same position of the same game always gets the same hint, in the window and the terminal."""
    rng = decision_rng(seed ^ HINT_STREAM, view.seat, number)
    player = FamilySearch("expert")
    return lambda: player.choose(view, rng)


def family_hint_job(session: FamilySession) -> Callable[[], FamilyAction]:
    """The Expert's choice for your card now, as a call that may run off the UI's path (it reads
    your view of now, immutable, and a generator of its own)."""
    return _expert_card(session.view(HUMAN), session.seed, len(session.actions))


def family_hint_for(view: SeatView, seed: int, number: int, place_name: Callable[[int], str],
                    texts: Texts | None = None) -> tuple[FamilyAction, str]:
    """The hint for your card in ``view``, at once (the terminal's): the Expert's card after
    ``number`` actions of the game of ``seed``, and its reason in the app's words (``texts``: the
    app's, read from its resources if not given)."""
    card = _expert_card(view, seed, number)()
    assert isinstance(card, Card | Joker), card  # hints are given in the play
    return card, family_hint_text(texts or Texts(load_resources()), place_name, view, card)


def _unseen(view: SeatView) -> list[FamilyCard]:
    """The cards of the deck this seat has not seen this hand: not in its hand, not played."""
    seen = {*view.hand, *view.played}
    return [card for card in build_deck(view.rules.jokers, view.rules.removed_ranks) if card not in seen]


def _higher_unseen(view: SeatView, table: TrumpTable, card: FamilyCard) -> bool:
    """Whether a card of the suit ``card`` follows (trump, for a trump), stronger than it, is still
    out."""
    suit = table.suit_of(card)
    power = table.power(card, suit)
    return any(table.suit_of(other) == suit and table.power(other, suit) > power for other in _unseen(view))


def _counts(view: SeatView, table: TrumpTable, card: FamilyCard) -> bool:
    """Whether a card carries something of its own: a scoring point, or pips for Game."""
    return point_value_of(view.rules, table, card) > 0 or pips_of(view.rules, card) > 0


def explain_family_card(view: SeatView, card: FamilyCard) -> FamilyExplained:
    """Why ``card`` (your legal card) in ``view``: the reasons of :mod:`palm_pitch.app.hints`."""
    if sum(1 for action in view.legal if action in view.hand) == 1:
        return Reason.ONLY, None, None
    table = view.trump
    if table is None:  # the first lead names trump
        return (Reason.PITCH, card.suit, None) if isinstance(card, Card) else (Reason.LEAD, None, None)
    trick = view.trick
    if trick is None or not trick.plays:
        if table.is_trump(card):
            trumps_out = any(table.is_trump(other) for other in _unseen(view))
            if trumps_out and not _higher_unseen(view, table, card):
                return Reason.DRAW, None, None
        elif isinstance(card, Card) and card.rank >= Rank.TEN and not _higher_unseen(view, table, card):
            return Reason.CASH, None, None
        return Reason.LEAD, None, None
    cards = trick.cards
    capture = (lowest_trump_suit_card(table, [*view.hand, *view.played]) if view.rules.capture_low
               else None)
    winner = trick.plays[winning_position(table, cards, capture)].seat
    with_card = (*cards, card)
    if winning_position(table, with_card, capture) == len(cards):
        points = any(_counts(view, table, played) for played in with_card)
        return (Reason.TAKE if points else Reason.WIN), None, None
    if view.partner_of(winner):
        return (Reason.FEED if _counts(view, table, card) else Reason.COVER), None, winner
    could_trump = any(table.is_trump(action) for action in view.legal if action in view.hand)
    if not table.is_trump(card) and could_trump and led_suit(table, cards) != table.suit:
        return Reason.SAVE, None, None
    return Reason.DUCK, None, None


def family_hint_text(texts: Texts, place_name: Callable[[int], str], view: SeatView,
                     card: FamilyCard) -> str:
    """The status line's hint for ``card``: its reason in the app's words (``place_name`` names a
    seat by its place at the table)."""
    reason, suit, seat = explain_family_card(view, card)
    args: list[str] = []
    if suit is not None:
        args.append(texts.suits(suit))
    if seat is not None:
        args.append(place_name(seat))
    return texts.get(getattr(ids, reason.value), *args)


class BidHint(NamedTuple):
    """The Expert's bid for you and its reason: the bid, and the phrase that words it with its
    argument (``BidHintPhrase`` with the suit it would make trump, ``PassHintPhrase`` with the
    lowest bid no suit is worth, ``PartnerHintPhrase`` with the partner holding the bid,
    ``BlindHintPhrase`` bidding unseen, ``PlainPassHintPhrase`` where only the moon or nothing
    tops the high bid, ``SetPassHintPhrase`` where the heuristic would bid but the bids played out
    do worse than a pass)."""

    bid: Bid
    phrase: int
    suit: Suit | None = None
    lowest: Bid | None = None
    partner: int | None = None


def family_bid_hint(view: SeatView) -> BidHint:
    """The hint for your bid in ``view``: the Expert's and why. Its worlds are drawn from a
    generator of this position's own, so the same bid of the same game gets the same hint."""
    expert = FamilySearch("expert")
    position = (HINT_STREAM, view.seat, len(view.bids))
    bid = expert.choose(view, decision_rng(*position))
    assert isinstance(bid, Bid), bid  # hints are given in the auction here
    if not view.hand:
        return BidHint(bid, ids.BlindHintPhrase)
    rules = view.rules
    if not bid.is_pass:
        suit, _ = best_suit(rules, view.hand, rules.teams is not Teams.NONE)
        return BidHint(bid, ids.BidHintPhrase, suit=suit)
    high = view.high_bid
    if high is not None and view.partner_of(high.seat):
        return BidHint(bid, ids.PartnerHintPhrase, partner=high.seat)
    usual = expert.model.choose(view, decision_rng(*position))
    if isinstance(usual, Bid) and not usual.is_pass:  # the search turned the heuristic's bid down
        return BidHint(bid, ids.SetPassHintPhrase)
    real = [action for action in view.legal if isinstance(action, Bid) and not action.is_pass]
    lowest = min(real, key=lambda action: bid_rank(rules, action)) if real else None
    if lowest is None or lowest.moon:  # nothing tops the high bid, or only the moon does
        return BidHint(bid, ids.PlainPassHintPhrase)
    return BidHint(bid, ids.PassHintPhrase, lowest=lowest)


def bid_hint_line(hint: BidHint, words: DecisionWords, rules: FamilyRules) -> str:
    """The hint's line in the bid dialog's words (``Hint: 3 in hearts.``)."""
    if hint.suit is not None:
        return words.get(hint.phrase, words.bid(hint.bid, rules), words.suit(hint.suit))
    if hint.lowest is not None:
        return words.get(hint.phrase, words.bid(hint.lowest, rules))
    if hint.partner is not None:
        return words.get(hint.phrase, words.seat(hint.partner))
    return words.get(hint.phrase)


def family_bid_hint_for(view: SeatView, place_name: Callable[[int], str]) -> tuple[Bid, str]:
    """The hint for your bid in ``view``, at once (the terminal's): the Expert's bid and the line
    the window's bid dialog shows for it."""
    words = DecisionWords(load_desktop_resources())
    words.seat_names = place_name
    hint = family_bid_hint(view)
    return hint.bid, bid_hint_line(hint, words, view.rules)


__all__ = ["BidHint", "FamilyExplained", "bid_hint_line", "explain_family_card", "family_bid_hint",
           "family_bid_hint_for", "family_hint_for", "family_hint_job", "family_hint_text"]
