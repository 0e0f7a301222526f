"""Engine throughput: random full hands per second, heuristic decisions per second.

Run: ``.venv/bin/python benchmarks/engine.py [--hands N] [--decisions N] [--repeat R]``. Prints the
build it measured (pure Python, or the optional mypyc-compiled build: see setup.py), this machine's
speed at a trivial Python loop (so that figures can be compared between machines), and the best and
median of R runs of each figure (the machine may be shared: the best run is the stable one).

- *Random full hands*: the real engine API end to end -- deal from the state's PRNG, four bids and
  24 plays, each chosen by :class:`RandomPlayer` from a :class:`PlayerView` (its legal actions:
  ``legal_actions()`` in the auction, the same list as the bitmask ``legal_play_mask()`` in the
  play) and applied with ``state.apply`` (which checks legality), then the scoring. This is
  :func:`~palm_pitch.match.play_hand`, the loop every game uses. A new game is started for every
  hand, so a long game's history does not pile up.
- *Heuristic decisions*: :class:`HeuristicPlayer` choosing for every seat through whole games; the
  figure is decisions per second and the mean time per decision.

The target (issue 2) is at least 20,000 random full hands per second on one core, and a heuristic
decision in at most 1 ms on average. Figures on the development machine, a shared 2-core AMD EPYC
VM with CPython 3.11.7, slow for Python: its loop reference is 42-47 ns per iteration when quiet (the
same loop at module level, on global variables, costs 100-185 ns there). Best of 24 runs of 4,000
hands in 8 interleaved rounds; instructions per hand counted by ``valgrind --tool=callgrind``
(deterministic, so the fairest comparison):

    build                             random full hands   per hand   instructions   heuristic decision
    pure Python, before this tuning        8,600 /s        117 us       731,000        11-17 us
    pure Python                            9,400 /s        107 us       690,000        11-17 us
    compiled (mypyc), untuned code        15,000 /s         66 us       427,000
    compiled (mypyc)                      35,000 /s         28 us       207,000         3-4 us

So the 20,000 hands per second are reached by the compiled build only (setup.py, README); pure
CPython on this machine stays under 10,000, the cost of the real API (a view per decision, an
immutable state per action, legality checked in apply) in interpreted Python. The machine is shared:
under load a run is up to twice as slow (the compiled build's median over the 24 runs above was
21,000 per second), so compare builds or versions with interleaved runs or instruction counts, not
with one run each.
"""

from __future__ import annotations

import argparse
import gc
import platform
import statistics
import sys
import time

import palm_pitch.state
from palm_pitch.match import play_hand, player_rngs
from palm_pitch.players import HeuristicPlayer, RandomPlayer
from palm_pitch.state import Phase, new_game
from palm_pitch.views import PlayerView


def build_name() -> str:
    """Which build of the engine is imported: the compiled one has extension modules (.so/.pyd)."""
    compiled = not palm_pitch.state.__file__.endswith(".py")
    return "compiled (mypyc)" if compiled else "pure Python"


def loop_ns(iterations: int = 1_000_000, repeat: int = 7) -> float:
    """Nanoseconds per iteration of a trivial loop, ``for i in range(n): x += i & 7`` in a function
    (local variables), best of ``repeat``: this machine's speed at plain Python, for comparison."""

    def loop(n: int) -> int:
        x = 0
        for i in range(n):
            x += i & 7
        return x

    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        loop(iterations)
        best = min(best, time.perf_counter() - started)
    return 1e9 * best / iterations


def random_hands(count: int) -> float:
    """Seconds for ``count`` random full hands."""
    players = [RandomPlayer()] * 4
    rngs = player_rngs(12345)
    started = time.perf_counter()
    for seed in range(count):
        play_hand(new_game(seed=seed).deal(), players, rngs)
    return time.perf_counter() - started


def heuristic_decisions(count: int) -> tuple[int, float, float]:
    """(decisions, seconds, slowest decision's seconds) for at least ``count`` heuristic decisions
    (whole games)."""
    player = HeuristicPlayer()
    rngs = player_rngs(0)
    decisions = 0
    elapsed = 0.0
    slowest = 0.0
    seed = 0
    while decisions < count:
        state = new_game(seed=seed)
        seed += 1
        while state.phase is not Phase.GAME_OVER and state.hand_number < 200:
            if state.phase is Phase.DEAL or state.phase is Phase.SCORE:
                state = state.advance()
                continue
            seat = state.to_move or 0
            view = PlayerView(state, seat)
            started = time.perf_counter()
            action = player.choose(view, rngs[seat])
            took = time.perf_counter() - started
            elapsed += took
            slowest = max(slowest, took)
            decisions += 1
            state = state.apply(action)
    return decisions, elapsed, slowest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--decisions", type=int, default=50000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"build: {build_name()} ({palm_pitch.state.__file__})")
    print(f"python: {platform.python_implementation()} {platform.python_version()} ({sys.executable})")
    print(f"loop reference: {loop_ns():.1f} ns per iteration of `for i in range(n): x += i & 7`")
    gc.collect()
    hands = [random_hands(args.hands) for _ in range(args.repeat)]
    best, median = min(hands), statistics.median(hands)
    print(f"random full hands: {args.hands / best:,.0f} per second ({1e6 * best / args.hands:.1f} us per"
          f" hand, best of {args.repeat}; median {args.hands / median:,.0f} per second)")
    runs = [heuristic_decisions(args.decisions) for _ in range(args.repeat)]
    decisions, seconds, slowest = min(runs, key=lambda run: run[1] / run[0])
    print(f"heuristic decisions: {decisions / seconds:,.0f} per second"
          f" ({1e6 * seconds / decisions:.1f} us per decision on average, slowest {1e6 * slowest:.0f} us;"
          f" best of {args.repeat})")


if __name__ == "__main__":
    main()
