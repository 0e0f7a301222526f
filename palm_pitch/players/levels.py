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

from typing import TYPE_CHECKING

from palm_pitch.players.base import Player
from palm_pitch.players.pimc import PimcPlayer

if TYPE_CHECKING:
    from palm_pitch.cengine.search import SearchSettings

LEVELS = ("easy", "normal", "hard", "expert")
"""The levels, weakest first."""

LEVEL_PLAYERS = {"easy": "easy", "normal": "heuristic", "hard": "hard", "expert": "expert"}
"""The player name (:func:`palm_pitch.players.make_player`) of each level."""

HARD_WORLDS = 64
"""Hard: PIMC over this many determinizations per decision, every legal action played out in each
(the budget the app plays at and the ladder measures)."""

HARD_BID_WORLDS = 256
"""Hard: determinizations for a bid (a play has HARD_WORLDS)."""

HARD_SETTINGS: dict[str, float | int] = {"bid_worlds": HARD_BID_WORLDS, "block": 1}
"""Hard's other settings (:class:`palm_pitch.cengine.search.SearchSettings`): 256 worlds for a bid,
and in the playouts its own side blocks at the end of a match as the search does (``block``).
Against Normal over the same 250 deal seeds (100-349, both seatings, 500 games): 66.6% as it was
(64 worlds a bid, no block), 68.8% with 256 worlds for a bid, 71.0% (66.9-74.8%) with the block as
well (paired with 256 alone: +0.044 +- 0.046 games a deal). See docs/levels.md."""

EXPERT_WORLDS = 200
"""Expert: PIMC over this many determinizations per play, the chance of winning the match blended
with the hand's points as the reward. Measured against Hard (32 duplicate games each, palm rules):
the PIMC won 62.5% (95% interval 45-77%); the ISMCTS of device/core/search.c (1500 iterations
over 64 worlds, the same reward) won 30%, 41% with the other seats left to the heuristic, 50% with
progressive widening as well - so Expert is the PIMC, and the ISMCTS stays available
(SearchSettings.iterations) for later work."""

EXPERT_BID_WORLDS = 600
"""Expert's determinizations for a bid: the auction decides the hand, and over 200 worlds the noise
of the estimates alone made long-shot bids of 4 and Smudge win the comparison (60 games against
Normal: 455 bids of 4 made 15%, 276 Smudges made 1%; over 600 worlds, 167 and 26)."""

EXPERT_SETTINGS = {"bid_worlds": EXPERT_BID_WORLDS, "oversample": 16, "play_weight": 0.7,
                   "points_share": 0.3, "stop_z": 3.0, "mix": 0.5, "sharp_weight": 0.01, "sharp_bids": 1,
                   "recombine": 1, "block": 1}
"""Expert's other settings (:class:`palm_pitch.cengine.search.SearchSettings`): 16 candidate deals
drawn per world kept, weighed by the bids and by the cards the other seats played, each seat read
by a mixture of two models (``mix``): as Normal (0.01 for each bid or card unlike Normal's) with
the chance that the seat is Normal - a half before the match shows anything, then what the seat's
decisions in the finished hands say (:mod:`palm_pitch.cengine.reading`) - and as another player
(0.7 for each card the heuristic would not have played there, the bids by their likelihood); the
worlds recombined seat by seat (``recombine``: each seat's hand drawn from the candidates' hands by
its own weight, so that a reading sharp for three seats at once still finds many deals); in the
playouts its own side blocks at the end of a match (``block``); the
reward 70% the match-win chance, 30% the hand's points (the table alone is flat where a match is
all but lost, and Expert led by it alone outbid a team at the target hand after hand, set each
time); the early stop at 3 standard errors (about half the worlds of a play on average).

Why the mixture: with one model of the others as Normal (8 candidates, 0.3 a card unlike Normal's)
Expert read Normal's hands well (82% of 100 games against Normal in the ladder of 7a4e2e6) and
Hard's badly, whose bids and plays are the search's (49 of 100 against Hard); with one soft model
(4 candidates, 0.7 a card) 67 of 100 against Hard but 74 against Normal on the same 50 deal seeds.
The mixture reads each seat by the model the match supports: against Normal, 76.3% of 400 games
(deal seeds 0-199, 16 candidates a world; 71.5% without it on seeds 0-99, paired +0.11 +- 0.11
games a deal). Recombined and sharper (16 candidates, 0.01 a bid or card): over the ladder's 1,000
games, 79.9% against Normal (77.8% with whole candidate deals, 8 a world, 0.05 a card) and 57.0%
against Hard (56.8%), its bids made 65% against Normal (63% before); see docs/levels.md. Expert
against Normal is still short of 85%."""


def _c_search() -> bool:
    from palm_pitch.cengine import available

    return available()


def _tuned(settings: SearchSettings, overrides: str) -> SearchSettings:
    """``settings`` with the fields named in ``overrides`` replaced (``"bid_worlds=256,stop_z=3"``, or
    ``+`` between them, as the ladder splits its levels at commas): the candidates measured against
    the levels (``hard:...``, ``expert:...``); ``KeyError`` naming a field the search does not
    have, or a value that is not a number."""
    from dataclasses import fields, replace

    known = {field.name: field.type for field in fields(settings)}
    changes: dict[str, float | int] = {}
    for item in filter(None, (part.strip() for part in overrides.replace("+", ",").split(","))):
        key, _, text = item.partition("=")
        key = key.strip()
        if key not in known:
            raise KeyError(f"the search has no setting {key!r} (known: {', '.join(known)})")
        try:
            value = float(text) if known[key] in ("float", float) else int(text)
        except ValueError:
            raise KeyError(f"{key}={text!r} is not a number") from None
        changes[key] = value
    return replace(settings, **changes)  # type: ignore[arg-type]


def hard_player(overrides: str = "") -> Player:
    """The Hard level: determinized search (PIMC) over deals consistent with the bidding and play,
    the hand's points as its reward. ``overrides`` (``"bid_worlds=256"``) names a candidate with
    other settings (``hard:bid_worlds=256`` in :func:`palm_pitch.players.make_player`)."""
    if _c_search():
        from palm_pitch.cengine.search import CSearchPlayer, SearchSettings

        settings = SearchSettings(worlds=HARD_WORLDS, **HARD_SETTINGS)  # type: ignore[arg-type]
        name = f"hard:{overrides}" if overrides else "hard"
        return CSearchPlayer(name, _tuned(settings, overrides))
    if overrides:
        raise KeyError("hard:SETTINGS needs the C engine (the search's settings are its own)")
    player = PimcPlayer(worlds=100, bid_worlds=48)
    player.name = "hard"
    return player


def expert_player(overrides: str = "") -> Player:
    """The Expert level: the search over more worlds, the chance of winning the match as its reward
    (so it bids and defends differently at 19-20 than at 0-0). ``overrides``: as for
    :func:`hard_player`."""
    if _c_search():
        from palm_pitch.cengine.search import REWARD_WIN, CSearchPlayer, SearchSettings

        settings = SearchSettings(worlds=EXPERT_WORLDS, reward=REWARD_WIN,
                                  **EXPERT_SETTINGS)  # type: ignore[arg-type]
        name = f"expert:{overrides}" if overrides else "expert"
        return CSearchPlayer(name, _tuned(settings, overrides))
    if overrides:
        raise KeyError("expert:SETTINGS needs the C engine (the search's settings are its own)")
    player = PimcPlayer(worlds=200, bid_worlds=96)
    player.name = "expert"
    return player
