"""Loading the C core's host build (device/core/, compiled by ``pip install`` or ``make -C device host``)
with ctypes, and the C declarations it is called through.

What it is for: one place that knows the shared library's file, its functions' signatures and the
layout of the structures passed to it. :func:`library` returns the loaded library or raises
:class:`CEngineUnavailable` saying why (no C compiler at install time, a stale build, ...).

Where the library is looked for: the file named by the environment variable
``PALM_PITCH_CORE_LIB`` (the tests and ``make -C device test`` point it at a fresh build, the
sanitizer run at the sanitized one), else ``_pitchcore`` with this Python's extension suffix next
to this module (where setup.py's build puts it).
"""

from __future__ import annotations

import ctypes
import importlib.machinery
import os
from ctypes import (
    POINTER,
    Structure,
    c_int16,
    c_int32,
    c_int64,
    c_size_t,
    c_uint8,
    c_uint16,
    c_uint32,
    c_uint64,
)
from pathlib import Path

from palm_pitch.cengine.ruleset_record import c_fields

CAPI_VERSION = 5
"""The ``PP_CAPI_VERSION`` of device/core/capi.h this module is written for."""

ENV_LIBRARY = "PALM_PITCH_CORE_LIB"


class CEngineUnavailable(RuntimeError):
    """The C engine cannot be used here; the message says why in one line."""


class Ruleset(Structure):
    """``pp_ruleset`` (device/core/rules.h), its members read off :class:`palm_pitch.rules.Ruleset`."""

    _fields_ = [(name, c_int16 if ctype == "int16_t" else c_uint8) for ctype, name in c_fields()]


class Snapshot(Structure):
    """``pp_capi_snapshot`` (device/core/capi.h): a state as int32 fields and 52-bit masks."""

    _fields_ = [
        *[(name, c_int32) for name in ("phase", "to_move", "dealer", "trump", "leader", "high_bid",
                                       "pitcher", "winner", "nbids", "ntricks", "hand_number", "has_result")],
        ("scores", c_int32 * 2),
        ("bids", c_int32 * 4),
        ("rng_state", c_uint32),
        ("reserved", c_int32),
        ("hands", c_uint64 * 4),
        ("dealt", c_uint64 * 4),
        ("won", c_uint64 * 2),
        ("trick_leader", c_int32 * 7),
        ("trick_winner", c_int32 * 7),
        ("trick_count", c_int32 * 7),
        ("trick_cards", (c_int32 * 4) * 7),
        *[(name, c_int32) for name in ("r_dealer", "r_pitcher", "r_bid", "r_trump", "r_high", "r_low",
                                       "r_jack", "r_game", "r_high_card", "r_low_card", "r_jack_card",
                                       "r_made", "r_winner")],
        ("r_bids", c_int32 * 4),
        ("r_game_pips", c_int32 * 2),
        ("r_points", c_int32 * 2),
        ("r_hand_score", c_int32 * 2),
        ("r_scores_before", c_int32 * 2),
        ("r_scores_after", c_int32 * 2),
    ]


TEAM_STATS_FIELDS = ("games_won", "hands_pitched", "bids_made", "bids_set", "bid_total", "smudges_bid",
                     "smudges_without_ace", "max_bids_without_ace")


class TeamStats(Structure):
    """``pp_capi_team_stats``: palm_pitch.match.TeamStats's counts."""

    _fields_ = [(name, c_uint32) for name in TEAM_STATS_FIELDS]


class Summary(Structure):
    """``pp_capi_summary``: palm_pitch.match.Summary's counts."""

    _fields_ = [("games", c_uint32), ("unfinished", c_uint32), ("hands", c_uint32), ("decisions", c_uint32),
                ("teams", TeamStats * 2)]


class SearchParams(ctypes.Structure):
    """``pp_search_params`` (device/core/search.h)."""

    _fields_ = [("seed", c_uint32), ("iterations", c_uint32), ("worlds", c_uint16), ("oversample", c_uint8),
                ("reward", c_uint8), ("exploration", c_uint16), ("others", c_uint16),
                ("bid_worlds", c_uint16), ("stop_z", c_uint16), ("play_weight", c_uint16),
                ("points_share", c_uint16), ("mix", c_uint16 * 4), ("sharp_weight", c_uint16),
                ("block", c_uint16), ("recombine", c_uint16),
                ("sharp_bids", c_uint16), ("edge", c_uint16)]


class SearchResult(ctypes.Structure):
    """``pp_search_result`` (device/core/search.h)."""

    _fields_ = [("action", c_int32), ("nactions", c_int32), ("actions", c_int32 * 6), ("value", c_int32 * 6),
                ("visits", c_uint32 * 6), ("playouts", c_uint32), ("worlds", c_uint32)]


_SIGNATURES: dict[str, tuple[object, list[object]]] = {
    # name: (restype, argtypes); pointers to states are plain c_void_p buffers
    "pp_capi_version": (c_int32, []),
    "pp_capi_sizeof": (c_size_t, [c_int32]),
    "pp_capi_snapshot_of": (None, [ctypes.c_void_p, POINTER(Snapshot)]),
    "pp_capi_legal_play_mask": (c_uint64, [ctypes.c_void_p]),
    "pp_capi_from_deal": (c_int32, [ctypes.c_void_p, POINTER(Ruleset), POINTER(c_uint64), c_int32, c_int32,
                                    c_int32, c_uint32]),
    "pp_capi_choose": (c_int32, [ctypes.c_void_p, c_int32, c_int32, POINTER(c_uint32)]),
    "pp_capi_simulate": (c_int32, [POINTER(Ruleset), c_uint32, c_uint32, POINTER(c_uint8), c_uint16,
                                   POINTER(Summary)]),
    "pp_capi_search": (c_int32, [ctypes.c_void_p, c_int32, POINTER(SearchParams), POINTER(SearchResult)]),
    "pp_capi_search_worlds": (c_int32, [ctypes.c_void_p, c_int32, POINTER(SearchParams), c_uint32,
                                        POINTER(c_uint64)]),
    "pp_search_win_chance": (c_int32, [c_int32, c_int32]),
    "pp_search_match_wins": (c_uint32, [POINTER(Ruleset), c_int16, c_int16, c_uint32, c_uint32]),
    "pp_capi_bench_random_hands": (c_int64, [c_uint32, c_uint32]),
    "pp_capi_bench_decisions": (c_uint32, [c_uint32, c_int32, c_uint32]),
    "pp_state_new_game": (None, [ctypes.c_void_p, POINTER(Ruleset), c_uint32, c_int16, c_int16]),
    "pp_state_deal": (c_uint16, [ctypes.c_void_p]),
    "pp_state_next_hand": (c_uint16, [ctypes.c_void_p]),
    "pp_state_advance": (c_uint16, [ctypes.c_void_p]),
    "pp_state_why_illegal": (c_uint16, [ctypes.c_void_p, c_uint8]),
    "pp_state_apply": (c_uint16, [ctypes.c_void_p, c_uint8]),
    "pp_state_legal_actions": (c_uint8, [ctypes.c_void_p, POINTER(c_uint8)]),
    "pp_rules_named": (c_int32, [c_uint8, POINTER(Ruleset)]),
    "pp_rules_name": (ctypes.c_char_p, [c_uint8]),
    "pp_rules_valid": (c_int32, [POINTER(Ruleset)]),
    "pp_rng_seed_state": (c_uint32, [c_uint32]),
    "pp_rng_next_state": (c_uint32, [c_uint32]),
    "pp_rng_below": (c_uint32, [POINTER(c_uint32), c_uint32]),
    "pp_rng_shuffle": (None, [POINTER(c_uint32), POINTER(c_uint8), c_uint8]),
    "pp_rng_derive_seed": (c_uint32, [c_uint32, c_uint8]),
    "pp_match_player_rngs": (None, [c_uint32, POINTER(c_uint32)]),
    "pp_heuristic_suit_value": (c_int16, [POINTER(c_uint16 * 4), c_uint8]),
    "pp_heuristic_bid_level": (c_uint8, [POINTER(c_uint16 * 4), c_int32, c_int16, POINTER(c_int16)]),
    "pp_heuristic_match_relief": (c_int16, [c_int16, c_int16]),
    "pp_heuristic_pitch_card": (c_uint8, [POINTER(c_uint16 * 4), c_uint8]),
    "pp_easy_evaluate_suit": (c_int16, [POINTER(c_uint16 * 4), c_uint8]),
    "pp_easy_bid_level": (c_uint8, [POINTER(c_uint16 * 4), c_int32, POINTER(c_int16)]),
    "pp_match_play_game": (c_uint16, [ctypes.c_void_p, POINTER(Ruleset), c_uint32, POINTER(c_uint8), c_uint16,
                                      POINTER(c_uint8), c_uint32, POINTER(c_uint32)]),
}


def library_path() -> Path | None:
    """The file to load: ``$PALM_PITCH_CORE_LIB``, else the build next to this module, else None."""
    named = os.environ.get(ENV_LIBRARY)
    if named:
        return Path(named)
    here = Path(__file__).resolve().parent
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = here / f"_pitchcore{suffix}"
        if candidate.is_file():
            return candidate
    return None


_loaded: ctypes.CDLL | None = None
_failure: str | None = None


def _load() -> ctypes.CDLL:
    path = library_path()
    if path is None:
        raise CEngineUnavailable(
            "the C engine was not built: reinstall where a C compiler and make exist (pip install .),"
            f" or build it with `make -C device host` and set {ENV_LIBRARY} to build/host/libpitchcore.so")
    try:
        lib = ctypes.CDLL(str(path))
    except OSError as error:
        raise CEngineUnavailable(f"cannot load the C engine {path}: {error}") from None
    rebuild = f"rebuild it: make -C device host HOST_LIB={path}"
    try:
        for name, (restype, argtypes) in _SIGNATURES.items():
            function = getattr(lib, name)
            function.restype = restype
            function.argtypes = argtypes
    except AttributeError as error:
        raise CEngineUnavailable(f"the C engine {path} is an older build (no {error.args[0].split()[-1]});"
                                 f" {rebuild}") from None
    version = lib.pp_capi_version()
    if version != CAPI_VERSION:
        raise CEngineUnavailable(f"the C engine {path} has interface version {version}, not {CAPI_VERSION};"
                                 f" {rebuild}")
    for which, structure in ((1, Ruleset), (2, Snapshot), (3, Summary), (4, SearchParams), (5, SearchResult)):
        if lib.pp_capi_sizeof(which) != ctypes.sizeof(structure):
            raise CEngineUnavailable(f"the C engine {path} does not match palm_pitch.cengine"
                                     f" ({structure.__name__} differs in size); {rebuild}")
    return lib


def library() -> ctypes.CDLL:
    """The loaded C core (loaded once); :class:`CEngineUnavailable` if it cannot be used."""
    global _loaded, _failure
    if _loaded is None:
        if _failure is not None:
            raise CEngineUnavailable(_failure)
        try:
            _loaded = _load()
        except CEngineUnavailable as error:
            _failure = str(error)
            raise
    return _loaded


def state_size() -> int:
    """``sizeof(pp_state)`` of the loaded library."""
    return int(library().pp_capi_sizeof(0))
