"""The search player: determinized Monte Carlo (PIMC) over sampled deals, desktop only.

What it is for: a strong reference player to measure the heuristic against (``palm-pitch duel
heuristic pimc``), and the seed of stronger levels later. It is pure Python with no C twin, and it
decides slowly (tens to hundreds of milliseconds); randomness comes only from the :class:`Rng` it
is given, so a seeded game is still replayable.

How it decides (``worlds`` deals per decision):

- **Play.** Sample deals of the unseen cards consistent with its view (:mod:`.worlds`: the other
  hands' sizes, the voids their plays prove, and, as far as ``tries`` draws allow, the bids they
  made, as the ``model`` player would have made them). In every deal, for every legal card, play the card
  and then the rest of the hand with every card known (:func:`.playout.playout`), and score the
  hand with the engine's scoring. The card with the best total wins (ties: the lowest card index).
  The same deals serve every card, so the comparison is paired.
- **Bidding.** Sample ``bid_worlds`` deals of the 46 unseen cards (the other hands and the undealt
  cards). For each legal bid, in each deal, let the auction run on with the ``model`` player
  bidding for the other seats; if it ends with this seat pitching, play the deal out pitching each
  of its two best suits (by the heuristic's suit value; more on a tie), and choose per bid the
  suit with the best total over the deals (one suit for all deals, as it must choose before it
  knows); if another seat pitches, the model chooses its pitch.
  These deals are played out by the ``model`` at every seat, each seeing only its own cards: with
  every card known, as in the play's playouts, the pitcher would never lose a jack to a king it
  could not see, and the search bid 4 on hands that make it one time in three. The bid with the
  best total wins (ties: the lowest bid, pass first).
- **Value** of a finished deal for its team: its hand score minus the other team's (a set counts
  minus the bid), plus ``WIN`` if the hand wins the match for it, minus ``WIN`` if it wins it for
  the other team.
"""

from __future__ import annotations

from palm_pitch.actions import Action, Bid
from palm_pitch.cards import CARDS, SUIT_MASKS, Card, cards_in
from palm_pitch.players.base import Player
from palm_pitch.players.heuristic import pitch_card, suit_value
from palm_pitch.players.playout import playout, score, strict_follow
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

    def __init__(self, worlds: int = 100, bid_worlds: int = 48, tries: int = 6,
                 model: Player | None = None) -> None:
        if worlds < 1 or bid_worlds < 1 or tries < 1:
            raise ValueError("a search needs at least one world")
        self.worlds = worlds
        self.bid_worlds = bid_worlds
        self.tries = tries
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
        sampler = WorldSampler(view, self.model, self.tries)
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
        sampler = WorldSampler(view, self.model, self.tries)
        hand = view.hand_mask
        my_suits = _best_suits(hand)
        dealer = view.dealer
        scores = view.scores
        earlier = view.bids
        # totals[c][k]: the total over the worlds of bid c with my k-th suit as trump when I pitch.
        totals = [[0] * len(my_suits) for _ in legal]
        model = self.model
        for _ in range(self.bid_worlds):
            hands = sampler.sample(rng)
            dealt = (hands[0], hands[1], hands[2], hands[3])
            start = from_deal([cards_in(h) for h in hands], dealer, ruleset, scores)
            for earlier_bid in earlier:
                start = start.apply(earlier_bid)
            mine: list[tuple[int, int] | None] = [None] * len(my_suits)
            theirs: dict[int, tuple[int, tuple[int, int]]] = {}
            for c, candidate in enumerate(legal):
                state = _finish_auction(start.apply(candidate), model, rng)
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
                            pitched = state.apply(CARDS[pitch_card(hand, suit)])
                            won = mine[k] = _play_out(pitched, model, rng).won
                        result = score(ruleset, dealer, me, final_bid, suit, dealt, list(won), scores)
                        totals[c][k] += deal_value(result, team)
                    continue
                played = theirs.get(pitcher)
                if played is None:
                    final = _play_out(state, model, rng)
                    assert final.trump is not None
                    played = theirs[pitcher] = (final.trump, final.won)
                result = score(ruleset, dealer, pitcher, final_bid, played[0], dealt, list(played[1]),
                               scores)
                value = deal_value(result, team)
                for k in range(len(my_suits)):
                    totals[c][k] += value
        best, best_total = 0, max(totals[0])
        for c in range(1, len(legal)):
            total = max(totals[c])
            if total > best_total:
                best, best_total = c, total
        return legal[best]


def _best_suits(hand: int) -> list[int]:
    """The two suits held with the best heuristic suit values (all suits tied with the second)."""
    values = [suit_value(hand, s) if hand & SUIT_MASKS[s] else -1 for s in range(4)]
    ranked = sorted((s for s in range(4) if values[s] >= 0), key=lambda s: -values[s])
    cut = values[ranked[min(1, len(ranked) - 1)]]
    return [s for s in range(4) if values[s] >= cut]


def _finish_auction(state: GameState, model: Player, rng: Rng) -> GameState:
    """The ``model`` bids for every seat until the auction is over."""
    while state.phase is Phase.BID:
        seat = state.to_move
        assert seat is not None
        state = state.apply(model.choose(PlayerView(state, seat), rng))
    return state


def _play_out(state: GameState, model: Player, rng: Rng) -> GameState:
    """The ``model`` plays every seat to the end of the hand."""
    while state.phase is Phase.PLAY:
        seat = state.to_move
        assert seat is not None
        state = state.apply(model.choose(PlayerView(state, seat), rng))
    return state
