"""The search player: determinized Monte Carlo (PIMC) over sampled deals, desktop only.

What it is for: a strong reference player to measure the heuristic against (``palm-pitch duel
heuristic pimc``), and the seed of stronger levels later. It is pure Python with no C twin, and it
decides slowly (tens to hundreds of milliseconds); randomness comes only from the :class:`Rng` it
is given, so a seeded game is still replayable.

May import: the core modules below :mod:`palm_pitch.match` and the standard library (no I/O).

How it decides (``worlds`` deals per decision):

- **Play.** Sample deals of the unseen cards consistent with its view (:mod:`.worlds`: the other
  hands' sizes, the voids their plays prove). In every deal, for every legal card, play the card
  and then the rest of the hand with every card known (:func:`.playout.playout`), and score the
  hand with the engine's scoring. The card with the best total wins (ties: the lowest card index).
  The same deals serve every card, so the comparison is paired.
- **Bidding.** Sample deals of the 46 unseen cards (the other hands and the undealt cards). For each
  legal bid, in each deal, let the auction run on with the ``model`` player bidding for the other
  seats; if it ends with this seat pitching, play the deal out pitching each suit it holds, and
  choose per bid the suit with the best total over the deals (one suit for all deals, as it must
  choose before it knows); if another seat pitches, the model chooses its pitch and the deal is
  played out. The bid with the best total wins (ties: the lowest bid, pass first).
- **Value** of a finished deal for its team: its hand score minus the other team's (a set counts
  minus the bid), plus ``WIN`` if the hand wins the match for it, minus ``WIN`` if it wins it for
  the other team.
"""

from __future__ import annotations

from palm_pitch.actions import Action, Bid
from palm_pitch.cards import SUIT_MASKS, Card, cards_in
from palm_pitch.players.base import Player
from palm_pitch.players.playout import pitch, playout, score, strict_follow
from palm_pitch.players.worlds import WorldSampler
from palm_pitch.rng import Rng
from palm_pitch.scoring import HandResult
from palm_pitch.state import GameState, Phase, from_deal
from palm_pitch.views import PlayerView

WIN = 10
"""The value of winning the match on this hand, in points of hand score."""


def deal_value(result: HandResult, team: int) -> int:
    """The value of a scored hand for ``team`` (see the module docstring)."""
    score = result.hand_score[team] - result.hand_score[1 - team]
    if result.winner == team:
        score += WIN
    elif result.winner is not None:
        score -= WIN
    return score


class PimcPlayer:
    """Perfect-information Monte Carlo search (see the module docstring)."""

    name = "pimc"

    def __init__(self, worlds: int = 100, model: Player | None = None) -> None:
        if worlds < 1:
            raise ValueError("a search needs at least one world")
        self.worlds = worlds
        if model is None:
            from palm_pitch.players.heuristic import HeuristicPlayer

            model = HeuristicPlayer()
        self.model = model

    def __repr__(self) -> str:
        return f"PimcPlayer(worlds={self.worlds})"

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if isinstance(legal[0], Bid):
            return self.bid(view, legal, rng)  # type: ignore[arg-type]
        return self.play(view, legal, rng)  # type: ignore[arg-type]

    # ---------------------------------------------------------------------------------- play

    def play(self, view: PlayerView, legal: tuple[Card, ...], rng: Rng) -> Card:
        """The legal card with the best total value over the sampled worlds."""
        me = view.seat
        team = me & 1
        sampler = WorldSampler(view)
        played = sampler.played
        ruleset = view.ruleset
        strict = strict_follow(ruleset)
        trick = [card.index for card in view.trick]
        leader = view.leader if trick else me
        won_before = view.won
        pitcher = view.pitcher
        bid = view.high_bid
        dealer = view.dealer
        scores = view.scores
        trump = view.trump
        totals = [0] * len(legal)
        for _ in range(self.worlds):
            hands = sampler.sample(rng)
            dealt = (hands[0] | played[0], hands[1] | played[1], hands[2] | played[2],
                     hands[3] | played[3])
            everything = dealt[0] | dealt[1] | dealt[2] | dealt[3]
            for k, card in enumerate(legal):
                suit = card.suit if trump is None else trump
                world = list(hands)
                world[me] ^= card.bit
                won = playout(world, suit, leader, [*trick, card.index], [won_before[0], won_before[1]],
                              strict, everything & SUIT_MASKS[suit])
                result = score(ruleset, dealer, pitcher, bid, suit, dealt, won, scores)  # type: ignore[arg-type]
                totals[k] += deal_value(result, team)
        best = 0
        for k in range(1, len(legal)):
            if totals[k] > totals[best]:
                best = k
        return legal[best]

    # ------------------------------------------------------------------------------- bidding

    def bid(self, view: PlayerView, legal: tuple[Bid, ...], rng: Rng) -> Bid:
        """The legal bid with the best total value over the sampled worlds."""
        me = view.seat
        team = me & 1
        ruleset = view.ruleset
        strict = strict_follow(ruleset)
        sampler = WorldSampler(view)
        hand = view.hand_mask
        my_suits = [s for s in range(4) if hand & SUIT_MASKS[s]]
        dealer = view.dealer
        scores = view.scores
        earlier = view.bids
        # totals[c][k]: the total over the worlds of bid c with my k-th suit as trump when I pitch.
        totals = [[0] * len(my_suits) for _ in legal]
        model = self.model
        for _ in range(self.worlds):
            hands = sampler.sample(rng)
            dealt = (hands[0], hands[1], hands[2], hands[3])
            start = from_deal([cards_in(h) for h in hands], dealer, ruleset, scores)
            for earlier_bid in earlier:
                start = start.apply(earlier_bid)
            mine: list[list[int] | None] = [None] * len(my_suits)
            theirs: dict[int, tuple[int, list[int]]] = {}
            for c, candidate in enumerate(legal):
                state = start.apply(candidate)
                state = _finish_auction(state, model, rng)
                if state.phase is not Phase.PLAY:  # everyone passed (a ruleset without a forced bid)
                    result = state.result
                    value = 0 if result is None else deal_value(result, team)
                    for k in range(len(my_suits)):
                        totals[c][k] += value
                    continue
                pitcher = state.pitcher
                final_bid = state.high_bid
                assert pitcher is not None
                if pitcher == me:
                    for k, suit in enumerate(my_suits):
                        won = mine[k]
                        if won is None:
                            won = mine[k] = _play_pitch(hands, me, suit, strict, dealt)
                        result = score(ruleset, dealer, me, final_bid, suit, dealt, won, scores)
                        totals[c][k] += deal_value(result, team)
                    continue
                played = theirs.get(pitcher)
                if played is None:
                    card = model.choose(PlayerView(state, pitcher), rng)
                    assert isinstance(card, Card)
                    world = list(hands)
                    world[pitcher] ^= card.bit
                    everything = dealt[0] | dealt[1] | dealt[2] | dealt[3]
                    won = playout(world, card.suit, pitcher, [card.index], [0, 0], strict,
                                  everything & SUIT_MASKS[card.suit])
                    played = theirs[pitcher] = (card.suit, won)
                result = score(ruleset, dealer, pitcher, final_bid, played[0], dealt, played[1], scores)
                value = deal_value(result, team)
                for k in range(len(my_suits)):
                    totals[c][k] += value
        best, best_total = 0, max(totals[0])
        for c in range(1, len(legal)):
            total = max(totals[c])
            if total > best_total:
                best, best_total = c, total
        return legal[best]


def _finish_auction(state: GameState, model: Player, rng: Rng) -> GameState:
    while state.phase is Phase.BID:
        seat = state.to_move
        assert seat is not None
        state = state.apply(model.choose(PlayerView(state, seat), rng))
    return state


def _play_pitch(hands: list[int], me: int, suit: int, strict: bool,
                dealt: tuple[int, int, int, int]) -> list[int]:
    """Play a world out with ``me`` pitching ``suit``: the cards each team takes."""
    others = 0
    for seat in range(4):
        if seat != me:
            others |= hands[seat]
    card = pitch(hands[me], others, suit)
    world = list(hands)
    world[me] ^= 1 << card
    everything = dealt[0] | dealt[1] | dealt[2] | dealt[3]
    return playout(world, suit, me, [card], [0, 0], strict, everything & SUIT_MASKS[suit])

