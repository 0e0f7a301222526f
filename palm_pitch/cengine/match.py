"""Whole games inside the C engine: ``palm-pitch simulate --engine c`` and the benchmark loops.

What it is for: :func:`simulate` plays games exactly as :func:`palm_pitch.match.play_game` would
(same seeds, same deals, the same players' generators) but every hand inside C, and counts them
into the :class:`~palm_pitch.match.Summary` that :func:`palm_pitch.match.summarize` makes, so the
command prints the same figures with either engine. :func:`play_game` returns a game's actions, to
compare a C game with a Python one move for move.
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence

from palm_pitch.actions import Action, IllegalActionError
from palm_pitch.cengine._library import TEAM_STATS_FIELDS, library, state_size
from palm_pitch.cengine._library import Summary as CSummary
from palm_pitch.cengine.game import PLAYER_KINDS, CGame, action_of, c_ruleset, reason_text
from palm_pitch.match import Summary, TeamStats
from palm_pitch.rules import PALM, Ruleset


def _kinds(players: Sequence[str]) -> ctypes.Array[ctypes.c_uint8]:
    if len(players) != 4:
        raise ValueError("four players are needed, by seat")
    unknown = [name for name in players if name not in PLAYER_KINDS]
    if unknown:
        raise KeyError(f"the C engine has no {unknown[0]!r} player (it has: {', '.join(PLAYER_KINDS)})")
    return (ctypes.c_uint8 * 4)(*(PLAYER_KINDS[name] for name in players))


def simulate(players: Sequence[str], games: int, seed: int = 0, ruleset: Ruleset = PALM,
             max_hands: int = 500) -> Summary:
    """``games`` games with seeds ``seed``, ``seed + 1``, ... (mod 2**32), the players named by seat,
    counted as :func:`palm_pitch.match.summarize` counts them."""
    if not 0 <= max_hands <= 0xFFFF:
        raise ValueError(f"max_hands must be in 0..65535, not {max_hands}")
    out = CSummary()
    reason = library().pp_capi_simulate(ctypes.byref(c_ruleset(ruleset)), seed & 0xFFFFFFFF, games,
                                        _kinds(players), max_hands, ctypes.byref(out))
    if reason:
        raise IllegalActionError("a C player's choice", reason_text(reason) or "refused")
    teams = tuple(TeamStats(**{name: getattr(out.teams[t], name) for name in TEAM_STATS_FIELDS})
                  for t in range(2))
    return Summary(games=out.games, unfinished=out.unfinished, hands=out.hands, decisions=out.decisions,
                   teams=(teams[0], teams[1]))


def play_game(players: Sequence[str], seed: int = 0, ruleset: Ruleset = PALM,
              max_hands: int = 500) -> tuple[tuple[Action, ...], CGame]:
    """One game as :func:`palm_pitch.match.play_game` plays it: its actions and the final game."""
    game = CGame(ctypes.create_string_buffer(state_size()), ruleset)
    capacity = 32 * max(max_hands, 1)
    actions = (ctypes.c_uint8 * capacity)()
    count = ctypes.c_uint32(0)
    reason = library().pp_match_play_game(game._buffer, ctypes.byref(c_ruleset(ruleset)), seed & 0xFFFFFFFF,
                                          _kinds(players), max_hands, actions, capacity, ctypes.byref(count))
    if reason:
        raise IllegalActionError("a C player's choice", reason_text(reason) or "refused")
    return tuple(action_of(actions[i]) for i in range(count.value)), game


def bench_random_hands(count: int, rng_seed: int = 12345) -> int:
    """``count`` random full hands inside C (see device/core/capi.h); returns their checksum."""
    return int(library().pp_capi_bench_random_hands(count, rng_seed))


def bench_decisions(count: int, kind: str, repeat: int = 1) -> int:
    """Whole palm games of four C players of one kind until ``count`` decisions, each decision taken
    ``repeat`` times over (see device/core/capi.h); returns how many decisions."""
    return int(library().pp_capi_bench_decisions(count, PLAYER_KINDS[kind], repeat))
