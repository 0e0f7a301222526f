"""The 68k build itself plays the Python engine's games: the core compiled with
``m68k-linux-gnu-gcc -m68000`` and linked alone (``make -C device m68k``) runs on a real 68000 in
unicorn (tools/m68k_core.py), and whole games there give the very actions, scores and winner
of :func:`palm_pitch.match.play_game`. So nothing the host build hides (int sizes, alignment,
byte order, signed chars, the 68000's missing instructions) changes the game on the device.
"""

from __future__ import annotations

import importlib.util
import random
import struct
from pathlib import Path
from typing import Any

import pytest
from differential_harness import random_ruleset
from outside_tools import require_tool

from palm_pitch.cengine.game import PLAYER_KINDS, action_code
from palm_pitch.match import play_game
from palm_pitch.players import RandomPlayer, make_player
from palm_pitch.rules import Ruleset, all_rulesets


@pytest.fixture(scope="module")
def core(m68k_build: Path) -> Any:
    require_tool(importlib.util.find_spec("unicorn") is not None, "unicorn (pip install unicorn==2.1.4)")
    from m68k_core import Core68k

    return Core68k(m68k_build / "pitchcore.elf")


def _play_in_68k(core: Any, ruleset: Ruleset, seed: int, max_hands: int,
                 players: tuple[str, ...] = ("random",) * 4) -> tuple[bytes, tuple[int, int], int]:
    """A game on the 68000 (players by seat, of cengine.PLAYER_KINDS): its actions, scores and
    winner (-1: none)."""
    from m68k_core import ruleset_bytes, signed16

    core.reset()
    alloc, call, write, read = core.alloc, core.call, core.write, core.read
    state, rules, kinds, count, view = alloc(1024), alloc(16), alloc(4), alloc(4), alloc(8)
    capacity = 32 * max_hands
    actions = alloc(capacity)
    write(rules, ruleset_bytes(ruleset))
    write(kinds, bytes(PLAYER_KINDS[name] for name in players))
    reason = call("pp_match_play_game", state, rules, seed, kinds, max_hands, actions, capacity, count)
    assert reason & 0xFFFF == 0
    made = core.u32(count)
    write(view, struct.pack(">IBx", state, 0))
    scores = (signed16(call("pp_view_score", view, 0)), signed16(call("pp_view_score", view, 1)))
    winner = call("pp_view_winner", view) & 0xFF
    return read(actions, made), scores, -1 if winner == 0xFF else winner


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.name)
def test_games_on_the_68000_are_the_python_games(core: Any, ruleset: Ruleset) -> None:
    for seed in (0, 7, 2**32 - 1):
        outcome = play_game([RandomPlayer()] * 4, seed=seed, ruleset=ruleset, max_hands=25)
        actions, scores, winner = _play_in_68k(core, ruleset, seed, 25)
        assert actions == bytes(action_code(a) for a in outcome.record.actions)
        assert scores == outcome.final.scores
        assert winner == (-1 if outcome.final.winner is None else outcome.final.winner)


@pytest.mark.parametrize("players", [("heuristic",) * 4, ("heuristic", "random") * 2,
                                     ("easy", "heuristic") * 2])
def test_heuristic_games_on_the_68000(core: Any, players: tuple[str, ...]) -> None:
    """Every heuristic (and easy) decision on the 68000 is the Python player's, to the end of the game."""
    for ruleset in all_rulesets():
        for seed in (3, 2027):
            outcome = play_game([make_player(name) for name in players], seed=seed, ruleset=ruleset,
                                max_hands=60)
            actions, scores, winner = _play_in_68k(core, ruleset, seed, 60, players)
            assert actions == bytes(action_code(a) for a in outcome.record.actions), (ruleset.name, seed)
            assert scores == outcome.final.scores
            assert winner == (-1 if outcome.final.winner is None else outcome.final.winner)


def test_random_switches_and_short_targets_on_the_68000(core: Any) -> None:
    rnd = random.Random(68000)
    won = 0
    for _ in range(12):
        ruleset = random_ruleset(rnd)
        seed = rnd.randrange(2**32)
        outcome = play_game([RandomPlayer()] * 4, seed=seed, ruleset=ruleset, max_hands=15)
        actions, scores, winner = _play_in_68k(core, ruleset, seed, 15)
        assert actions == bytes(action_code(a) for a in outcome.record.actions), ruleset
        assert scores == outcome.final.scores
        won += winner >= 0
    assert won > 0


def test_instruction_counts_by_block_are_exact(core: Any) -> None:
    """The block hook's count (benchmarks/device.py) equals counting every instruction."""
    from m68k_core import ruleset_bytes

    core.reset()
    state, rules, kinds, rngs, count = (core.alloc(n) for n in (1024, 16, 4, 16, 4))
    core.write(rules, ruleset_bytes(all_rulesets()[0]))
    core.write(kinds, bytes([1, 1, 1, 1]))
    counts = []
    for exact in (False, True):
        core.call("pp_state_new_game", state, rules, 99, 0, 0)
        core.call("pp_match_player_rngs", 99, rngs)
        core.call("pp_state_deal", state)
        core.call("pp_match_play_hand", state, kinds, rngs, 0, 0, count, count=True, exact=exact)
        counts.append(core.instructions)
    assert counts[0] == counts[1] > 1000
