"""The C core on the device: its 68k code size, and the 68000 instructions a heuristic decision and a
whole random hand cost, with the worst case seen.

Run: ``.venv/bin/python benchmarks/device.py [--hands N] [--games N] [--build DIR]``; then the
figures of the app itself, ``Pitch.prc`` in the emulator, follow (benchmarks/device_app.py). It builds the
68k core with ``make -C device m68k`` (Debian's m68k-linux-gnu-gcc, as the Palm app's ``code`` 1
does), then runs it on a real 68000 in unicorn (tools/m68k_core.py: CPU model 0, every
instruction counted) and prints:

- *code size*: the core linked alone at address 0 (build/m68k/pitchcore.bin, text and constants,
  nothing writable), and each module's share;
- *random full hand*: from a new game's deal to the score (four bids, 24 cards, each chosen by the
  random player from a view and applied with its legality checks), hands of palm games with seeds
  0, 1, ...: instructions per hand (mean, median, worst) and per decision;
- *heuristic decision*: ``pp_match_choose`` for the heuristic player (its whole decision: reading
  the view, bidding or choosing a card) at every decision of whole games between four heuristic
  players, the games cycling through every named ruleset: mean, 99th percentile and worst, the
  worst's ruleset, seat, phase and hand; and the same for the easy player (the first heuristic,
  the device's weaker level) and a whole hand of four heuristic players.

Times are estimated at 16 MHz and 8 clock cycles per instruction (2 million instructions a
second, the yardstick the targets use; a 68000 takes 4 cycles for the simplest instructions and up to
about 160 for a division). The targets: at most 20 KB of code, at most 200,000 instructions for a
heuristic decision in the worst case measured (0.1 s).
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import struct
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from palm_pitch.rules import PALM, all_rulesets

ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str) -> ModuleType:
    """tools/NAME.py, a harness this script shares with the tests (which find tools/ on pytest's
    pythonpath), loaded from its file (so that nothing is put on sys.path)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = sys.modules[name] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _tool_from(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = sys.modules[path.stem] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


check_m68k = _tool("check_m68k")
m68k_core = _tool("m68k_core")

INSTRUCTIONS_PER_SECOND = 2_000_000
PLAYER_KINDS = {"random": 1, "heuristic": 2, "easy": 3}
"""match.h's PP_PLAYER_* (as palm_pitch.cengine.PLAYER_KINDS)."""
PHASES = ("DEAL", "BID", "PLAY", "SCORE", "GAME_OVER")


def build(folder: Path) -> Path:
    subprocess.run(["make", "-C", str(ROOT / "device"), "m68k", f"BUILD={folder}"], check=True,
                   stdout=subprocess.DEVNULL)
    return folder / "m68k"


def sizes(m68k: Path) -> tuple[int, dict[str, int]]:
    image = (m68k / "pitchcore.bin").stat().st_size
    modules = {}
    for path in sorted((m68k / "core").glob("*.o")):
        elf = check_m68k.Elf.parse(path.name, path.read_bytes())
        modules[path.stem] = sum(s.size for s in elf.sections if s.flags & check_m68k.SHF_ALLOC)
    return image, modules


def random_hands(core: m68k_core.Core68k, count: int) -> list[int]:
    """Instructions of ``count`` random full hands (deal, play, score), one per new palm game."""
    core.reset()
    state, rules, kinds, rngs, made = (core.alloc(n) for n in (1024, 16, 4, 16, 4))
    core.write(rules, m68k_core.ruleset_bytes(PALM))
    core.write(kinds, bytes([PLAYER_KINDS["random"]] * 4))
    core.call("pp_match_player_rngs", 12345, rngs)
    counts = []
    for seed in range(count):
        core.call("pp_state_new_game", state, rules, seed, 0, 0)
        core.call("pp_state_deal", state, count=True)
        dealt = core.instructions
        if core.call("pp_match_play_hand", state, kinds, rngs, 0, 0, made, count=True) & 0xFFFF:
            raise RuntimeError(f"hand {seed}: a random player's action was refused")
        counts.append(dealt + core.instructions)
    return counts


def decisions(core: m68k_core.Core68k, games: int, kind: str) -> tuple[list[tuple[int, str]], list[int]]:
    """(instructions, where) of every decision of ``games`` games of four players of one kind, the
    games cycling through the named rulesets; and the instructions of each whole hand (its
    decisions and the engine's moves, from the deal to the score)."""
    core.reset()
    state, rules, view, rngs = (core.alloc(n) for n in (1024, 16, 8, 16))
    rulesets = all_rulesets()
    found, hands = [], []
    for seed in range(games):
        ruleset = rulesets[seed % len(rulesets)]
        core.write(rules, m68k_core.ruleset_bytes(ruleset))
        core.call("pp_state_new_game", state, rules, seed, 0, 0)
        core.call("pp_match_player_rngs", seed, rngs)
        core.write(view, struct.pack(">IBx", state, 0))
        for _step in range(400):
            phase = core.call("pp_view_phase", view) & 0xFF
            if phase == 4:
                break
            if phase == 3:
                core.call("pp_state_advance", state)
                continue
            core.call("pp_state_advance", state, count=True)  # the deal
            hand_cost = core.instructions
            while (phase := core.call("pp_view_phase", view) & 0xFF) in (1, 2):
                seat = core.call("pp_view_to_move", view) & 0xFF
                core.write(view, struct.pack(">IBx", state, seat))
                action = core.call("pp_match_choose", PLAYER_KINDS[kind], view, rngs + 4 * seat,
                                   count=True) & 0xFF
                cost = core.instructions
                hand = core.call("pp_view_hand_number", view) & 0xFFFF
                found.append((cost, f"{ruleset.name} game {seed}, hand {hand}, seat {seat}, {PHASES[phase]}"))
                if core.call("pp_state_apply", state, action, count=True) & 0xFFFF:
                    raise RuntimeError(f"game {seed}: the {kind} player's action {action:#x} was refused")
                hand_cost += cost + core.instructions
            hands.append(hand_cost)
    return found, hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--games", type=int, default=200, help="heuristic games")
    parser.add_argument("--build", type=Path, default=ROOT / "device" / "build")
    args = parser.parse_args()
    m68k = build(args.build.resolve())
    image, modules = sizes(m68k)
    print(f"68k core (m68k-linux-gnu-gcc -m68000, {m68k}):")
    print(f"  code size: {image:,} bytes ({image / 1024:.1f} KB) linked flat; target at most 20 KB")
    print("  by module: " + ", ".join(f"{name} {size:,}" for name, size in
                                       sorted(modules.items(), key=lambda item: -item[1])))
    core = m68k_core.Core68k(m68k / "pitchcore.elf")
    hands = random_hands(core, args.hands)
    print(f"random full hand ({len(hands)} hands; deal, 4 bids, 24 cards, score):")
    print(f"  instructions: mean {statistics.mean(hands):,.0f}, median {statistics.median(hands):,.0f},"
          f" worst {max(hands):,} ({max(hands) / INSTRUCTIONS_PER_SECOND * 1000:.1f} ms at 16 MHz);"
          f" {statistics.mean(hands) / 28:,.0f} per decision")
    for kind in ("heuristic", "easy"):
        found, whole = decisions(core, args.games, kind)
        counts = sorted(count for count, _ in found)
        worst, where = max(found)
        print(f"{kind} decision ({len(found):,} decisions in {args.games} games of four {kind}"
              f" players, {len(whole):,} hands, every named ruleset):")
        print(f"  instructions: mean {statistics.mean(counts):,.0f}, median {statistics.median(counts):,.0f},"
              f" 99th percentile {counts[int(0.99 * (len(counts) - 1))]:,}, worst {worst:,} ({where})")
        print(f"  worst at 16 MHz: {worst / INSTRUCTIONS_PER_SECOND * 1000:.1f} ms; target at most 200,000"
              " instructions (0.1 s)")
        print(f"  whole hand (deal, decisions, moves): mean {statistics.mean(whole):,.0f},"
              f" worst {max(whole):,} ({max(whole) / INSTRUCTIONS_PER_SECOND * 1000:.1f} ms)")


if __name__ == "__main__":
    main()
    _tool_from(ROOT / "benchmarks" / "device_app.py").main([])  # the app on the device: Pitch.prc
