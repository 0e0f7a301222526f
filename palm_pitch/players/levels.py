"""The computer players' levels: Easy, Normal, Hard and Expert, by name.

What it is for: the app's Preferences, the command line (``--level``) and the statistics name the
levels; :func:`palm_pitch.players.make_player` gives the player of each. Easy is the first
heuristic (:mod:`.easy`), Normal the heuristic the device plays (:mod:`.heuristic`); Hard and
Expert are the desktop's search players: in the C host engine
(:class:`palm_pitch.cengine.search.CSearchPlayer`, its budget below) wherever it is built, else the
pure-Python search (:class:`.pimc.PimcPlayer`), slower and weaker, so that a pure-Python install
still offers every level. This is the one module of the core that reaches the C engine, on demand.
"""

from __future__ import annotations

from palm_pitch.players.base import Player
from palm_pitch.players.pimc import PimcPlayer

LEVELS = ("easy", "normal", "hard", "expert")
"""The levels, weakest first."""

LEVEL_PLAYERS = {"easy": "easy", "normal": "heuristic", "hard": "hard", "expert": "expert"}
"""The player name (:func:`palm_pitch.players.make_player`) of each level."""

HARD_WORLDS = 64
"""Hard: PIMC over this many determinizations per decision, every legal action played out in each
(the budget the app plays at and the ladder measures)."""

EXPERT_WORLDS = 200
"""Expert: PIMC over this many determinizations, the chance of winning the match as the reward.
Measured against Hard (32 duplicate games each, palm rules): this won 62.5% (95% interval 45-77%);
the ISMCTS of device/core/search.c (1500 iterations over 64 worlds, the same reward) won 30%, 41%
with the other seats left to the heuristic, 50% with progressive widening as well - so Expert is
the PIMC, and the ISMCTS stays available (SearchSettings.iterations) for later work."""


def _c_search() -> bool:
    from palm_pitch.cengine import available

    return available()


def hard_player() -> Player:
    """The Hard level: determinized search (PIMC) over deals consistent with the bidding and play,
    the hand's points as its reward."""
    if _c_search():
        from palm_pitch.cengine.search import CSearchPlayer, SearchSettings

        return CSearchPlayer("hard", SearchSettings(worlds=HARD_WORLDS))
    player = PimcPlayer(worlds=100, bid_worlds=48)
    player.name = "hard"
    return player


def expert_player() -> Player:
    """The Expert level: the search over more worlds, the chance of winning the match as its reward
    (so it bids and defends differently at 19-20 than at 0-0)."""
    if _c_search():
        from palm_pitch.cengine.search import REWARD_WIN, CSearchPlayer, SearchSettings

        return CSearchPlayer("expert", SearchSettings(worlds=EXPERT_WORLDS, reward=REWARD_WIN))
    player = PimcPlayer(worlds=200, bid_worlds=96)
    player.name = "expert"
    return player
