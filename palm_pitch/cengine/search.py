"""The desktop's search players, Hard and Expert, deciding inside the C host engine.

What it is for: :func:`palm_pitch.players.make_player` gives ``hard`` and ``expert`` as a
:class:`CSearchPlayer` wherever the C engine is built. One ctypes call per decision
(``pp_capi_search``, device/core/search.c) samples the determinizations, weights them by the bids,
and runs every playout of the decision inside C: PIMC for both (Hard over 64 worlds, the hand's
points as reward; Expert over 200, the chance of winning the match), or ISMCTS
(``SearchSettings.iterations``), measured weaker than PIMC so far (see :mod:`palm_pitch.players.levels`).

The C search reads only the searching seat's view. To hand it that view, the player builds a C
game from what the seat knows alone: its own cards, the cards played and the auction, the other
hands filled with unseen cards that fit the voids shown (:class:`~palm_pitch.players.worlds.
WorldSampler` with a fixed generator), then the auction and the play replayed. The search's seed
comes from the player's :class:`~palm_pitch.rng.Rng`, so a seeded game is replayable.
"""

from __future__ import annotations

import ctypes
from ctypes import c_uint16
from dataclasses import dataclass

from palm_pitch.actions import Action
from palm_pitch.cards import Card, cards_in
from palm_pitch.cengine._library import SearchParams, SearchResult, library
from palm_pitch.cengine.game import CGame, action_of
from palm_pitch.cengine.reading import agreement, normal_chance
from palm_pitch.players.worlds import WorldSampler, played_by_seat
from palm_pitch.rng import Rng
from palm_pitch.views import PlayerView

REWARD_POINTS = 0
REWARD_WIN = 1
MIX_ONE = 10000
"""``PP_MIX_ONE`` (device/core/search.h): a seat's chance of playing as Normal of 1."""


@dataclass(frozen=True)
class SearchSettings:
    """A search player's budget and kind (``pp_search_params`` without the seed)."""

    worlds: int
    """Determinizations kept per decision."""
    iterations: int = 0
    """0 for PIMC (every legal action played out in every world); else ISMCTS iterations."""
    oversample: int = 4
    """Candidate deals drawn per world kept, for the weighting by the bids."""
    reward: int = REWARD_POINTS
    """``REWARD_POINTS`` (the hand's score difference) or ``REWARD_WIN`` (match win chance)."""
    exploration: float = 0.7
    """UCB1's constant (ISMCTS)."""
    model_others: bool = False
    """ISMCTS: the other seats act as the heuristic would (a tree over this seat's own actions)."""
    bid_worlds: int = 0
    """Determinizations for a bid (0: ``worlds``): the auction decides the hand, and a decision
    there is worth more worlds than a play."""
    points_share: float = 0.0
    """``REWARD_WIN``: the share of the hand's points in the reward (the rest: the match-win chance)."""
    play_weight: float = 0.0
    """A world's weight for each card another seat played there that the heuristic would not have
    played (0: the plays not weighed, only the bids): what the play so far says about the hands."""
    stop_z: float = 0.0
    """PIMC's early stop (0: off): every 16 worlds from 32 on, stop once no other action can be worth
    more than 0.005 (of the reward's 0..1) above the leading one, this many standard errors sure
    (the world-by-world difference; see ``PP_STOP_EVERY`` in device/core/search.h)."""

    mix: float = 0.0
    """The prior chance that another seat bids and plays as Normal (the heuristic) does (0: off, one
    model, the weights above). With it each other seat is read by a mixture of a sharp model (the
    bids' likelihoods squared, ``sharp_weight`` for each card unlike the heuristic's) and the soft
    one above, the sharp one with the chance that the seat is Normal: the prior, updated by how
    that seat chose in the match's finished hands (:mod:`palm_pitch.cengine.reading`), so a seat
    that plays as Normal is read closely and one that does not (a search player, a person) by the
    soft model (see ``replay`` in device/core/search.c)."""
    sharp_weight: float = 0.05
    """With ``mix``: the weight, in the sharp model, of each decision unlike Normal's."""
    agree: float = 0.75
    """With ``mix``: how often a player who is not Normal chooses as Normal would (for the update)."""

    block: int = 0
    """1: in the playouts the searching team's seats block as the search would (the cheapest bid
    that takes the contract when the other team would go out on any bid it made, no partner being
    left to bid; ``block_bid`` in device/core/search.c); 0: the heuristic bids for every seat."""
    recombine: int = 0
    """1: the worlds recombined seat by seat: each other seat's hand drawn from the hands of all the
    candidate deals by that seat's own weight (its bids and plays read against its cards alone), so
    that ``oversample`` candidates a world give that many hands a seat to choose from, not that many
    whole deals (``make_worlds_recombined`` in device/core/search.c); 0: whole candidate deals."""
    sharp_bids: int = 0
    """With ``mix``: 1, the sharp model weighs a bid unlike Normal's by ``sharp_weight`` as it does a
    card (Normal is deterministic: it bids one way with a hand); 0, by the bid's likelihood squared."""
    edge: float = 0.0
    """``REWARD_WIN``: how many times as fast as the win table's players (equal ones) the searching
    team scores (0: as fast): a team that expects to outscore its opponents counts its distance to
    the target as shorter. Measured against Normal, it made Expert bid more, not less, for no gain
    (docs/levels.md); off in the levels."""

    def normal_chances(self, view: PlayerView) -> tuple[float, float, float, float]:
        """For each seat, the chance that it plays as Normal (``mix`` updated by the match so far)."""
        counts = agreement(view.results, view.ruleset)
        chances = [normal_chance(agreed, decisions, self.mix, self.sharp_weight, self.agree)
                   for agreed, decisions in counts]
        return (chances[0], chances[1], chances[2], chances[3])

    def params(self, seed: int, mix: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0)) -> SearchParams:
        """The C parameters; ``mix``, each seat's chance of playing as Normal (all 0: not mixed)."""
        return SearchParams(seed & 0xFFFFFFFF, self.iterations, self.worlds, self.oversample, self.reward,
                            round(self.exploration * 100), int(self.model_others), self.bid_worlds,
                            round(self.stop_z * 100), round(self.play_weight * 100),
                            round(self.points_share * 100),
                            (c_uint16 * 4)(*(round(chance * MIX_ONE) for chance in mix)),
                            round(self.sharp_weight * 100), self.block, self.recombine,
                            self.sharp_bids, round(self.edge * 100))


def game_of_view(view: PlayerView) -> CGame:
    """A C game in the position of ``view`` built from what its seat knows (see the docstring)."""
    played = played_by_seat(view)
    hands = WorldSampler(view).sample(Rng(0))
    dealt = [cards_in(hands[s] | played[s]) for s in range(4)]
    game = CGame.from_deal(dealt, view.dealer, view.ruleset, view.scores)
    for bid in view.bids:
        game.apply(bid)
    for trick in view.tricks:
        for card in trick.cards:
            game.apply(card)
    for card in view.trick:
        game.apply(card)
    return game


def _mix(view: PlayerView, settings: SearchSettings) -> tuple[float, float, float, float]:
    """Each seat's chance of playing as Normal as the search reads the match (all 0: not mixed)."""
    return settings.normal_chances(view) if settings.mix > 0.0 else (0.0, 0.0, 0.0, 0.0)


def search(view: PlayerView, settings: SearchSettings, seed: int) -> SearchResult:
    """The C search's result for the view's seat (it must be that seat's turn)."""
    game = game_of_view(view)
    result = SearchResult()
    params = settings.params(seed, _mix(view, settings))
    status = library().pp_capi_search(game._buffer, view.seat, ctypes.byref(params), ctypes.byref(result))
    if status != 0:
        raise RuntimeError(f"the C search refused seat {view.seat} (not its turn, or out of memory)")
    return result


def sample_worlds(view: PlayerView, settings: SearchSettings, seed: int, count: int,
                  mix: tuple[float, float, float, float] | None = None) -> list[tuple[tuple[Card, ...], ...]]:
    """The ``count`` determinizations the C search samples for the view's seat (as for a play), each
    as the four hands held now; ``mix`` each seat's chance of being Normal (default: as the search
    reads the match). For tests and diagnostics of the reading."""
    game = game_of_view(view)
    params = settings.params(seed, _mix(view, settings) if mix is None else mix)
    masks = (ctypes.c_uint64 * (4 * count))()
    made = library().pp_capi_search_worlds(game._buffer, view.seat, ctypes.byref(params), count, masks)
    if made < 0:
        raise RuntimeError(f"the C search refused seat {view.seat} (or ran out of memory)")
    return [tuple(cards_in(masks[4 * w + seat]) for seat in range(4)) for w in range(made)]


class CSearchPlayer:
    """A search player in the C host engine (see the module docstring)."""

    def __init__(self, name: str, settings: SearchSettings) -> None:
        self.name = name
        self.settings = settings

    def __repr__(self) -> str:
        return f"CSearchPlayer({self.name!r}, {self.settings})"

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        result = search(view, self.settings, rng.next_u32())
        action = action_of(result.action)
        assert action in legal, (action, legal)
        return action

