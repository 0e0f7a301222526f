"""Reading the other players over a match: how closely each seat has bid and played as Normal.

What it is for: Expert weighs the deals it samples by how likely the other seats' bids and cards
make them, under a mixture of two models of each seat (device/core/search.c, ``replay``): a sharp
one, the seat bids and plays as Normal (the heuristic) does, and a soft one, it is some other
player. Which model to trust is a question of the match, not of one hand: every card dealt is
played, so once a hand is over its whole deal is public (each seat's six cards are the six it
played), and the hand can be replayed with Normal deciding for each seat, decision by decision. A
seat that chose as Normal at every decision with a choice is very likely Normal; one that did not
is not. :func:`normal_chance` turns those counts into the chance, per seat, that the search puts
on the sharp model (Bayes' rule from a prior).

Only the view's public record (:attr:`palm_pitch.views.PublicView.results`) is read. The replays
run in the C engine (a few hundred microseconds a hand) and are remembered per hand result.
"""

from __future__ import annotations

from functools import lru_cache

from palm_pitch.cards import Card
from palm_pitch.cengine.game import CGame
from palm_pitch.rng import Rng
from palm_pitch.rules import Ruleset
from palm_pitch.scoring import HandResult

HAND_CARDS = 6
"""Cards dealt to each seat in the games the C engine plays."""


@lru_cache(maxsize=4096)
def hand_agreement(result: HandResult, ruleset: Ruleset) -> tuple[tuple[int, int], ...]:
    """For each seat, (decisions with a choice where it chose as Normal would, decisions with a
    choice) in the finished hand ``result``."""
    hands: list[list[Card]] = [[], [], [], []]
    for trick in result.tricks:
        for seat, card in zip(trick.seats, trick.cards, strict=True):
            hands[seat].append(card)
    counts = [[0, 0] for _ in range(4)]
    if any(len(hand) != HAND_CARDS for hand in hands):
        return tuple((0, 0) for _ in range(4))  # a hand not played out: nothing to read
    game = CGame.from_deal(hands, result.dealer, ruleset, result.scores_before)
    actions = list(result.bids) + [card for trick in result.tricks for card in trick.cards]
    rng = Rng(0)
    for action in actions:
        mover = game.to_move
        if mover is None:
            break
        if len(game.legal_actions()) > 1:
            counts[mover][1] += 1
            counts[mover][0] += game.choose("heuristic", rng) == action
        game.apply(action)
    return tuple((agreed, decisions) for agreed, decisions in counts)


def agreement(results: tuple[HandResult, ...], ruleset: Ruleset) -> list[tuple[int, int]]:
    """:func:`hand_agreement` summed over the match's finished hands."""
    totals = [(0, 0)] * 4
    for result in results:
        hand = hand_agreement(result, ruleset)
        totals = [(a + b, c + d) for (a, c), (b, d) in zip(totals, hand, strict=True)]
    return totals


def normal_chance(agreed: int, decisions: int, prior: float, sharp_weight: float, agree: float) -> float:
    """The chance that a seat is Normal after it chose as Normal at ``agreed`` of ``decisions``:
    Bayes' rule from ``prior``, a decision unlike Normal's having likelihood ``sharp_weight`` for
    Normal (an exact copy would have 0) and ``1 - agree`` for another player, who agrees with
    Normal with chance ``agree``."""
    differed = decisions - agreed
    normal = prior * sharp_weight ** differed
    other = (1.0 - prior) * agree ** agreed * (1.0 - agree) ** differed
    return normal / (normal + other) if normal + other > 0.0 else prior
