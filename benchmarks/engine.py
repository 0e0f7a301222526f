"""Engine throughput: random full hands per second, heuristic decisions per second, for the
Python engine and the C engine side by side.

Run: ``.venv/bin/python benchmarks/engine.py [--hands N] [--decisions N] [--repeat R]``. It
measures the Python engine and the C engine (:mod:`palm_pitch.cengine`, whole hands and games played
inside C), then prints a table with each engine's speed relative to pure Python. It also prints
this machine's speed at a trivial Python loop (so that figures can be compared between machines),
and the best and median of R runs of each figure (the machine may be shared: the best run is the
stable one).

- *C engine*: ``pp_capi_bench_random_hands`` plays the very hands of the Python loop below (a new
  game per hand, seeds 0, 1, ...; the players' generators of ``player_rngs(12345)`` carried over),
  each decision made from a view and applied with legality checks, and returns a checksum of the
  scores, which is compared with the Python loop's over the first hands (so both do the same work).
  Its heuristic figure is the decisions alone, as in Python: whole heuristic games inside C timed
  with every decision taken once and five times over, the difference divided by four.

- *Random full hands*: the real engine API end to end -- deal from the state's PRNG, four bids and
  24 plays, each chosen by :class:`RandomPlayer` from a :class:`PlayerView` (its legal actions:
  ``legal_actions()`` in the auction, the same list as the bitmask ``legal_play_mask()`` in the
  play) and applied with ``state.apply`` (which checks legality), then the scoring. This is
  :func:`~palm_pitch.match.play_hand`, the loop every game uses. A new game is started for every
  hand, so a long game's history does not pile up.
- *Heuristic decisions*: :class:`HeuristicPlayer` choosing for every seat through whole games; the
  figure is decisions per second and the mean time per decision.

The target is at least 20,000 random full hands per second on one core, and a heuristic
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

(The mypyc-compiled build of these rows was retired: the C engine below plays the Palm game's hands
some 17 times faster than it did, e.g. 62 times pure Python in a run of 2 x 1,500 hands on the
loaded machine, where mypyc gave 3.7 times.) So the 20,000 hands per second need the C engine; pure
CPython on this machine stays under 10,000, the cost of the real API (a view per decision, an
immutable state per action, legality checked in apply) in interpreted Python. The machine is shared:
under load a run is up to twice as slow (the compiled build's median over the 24 runs above was
21,000 per second), so compare builds or versions with interleaved runs or instruction counts, not
with one run each.
"""

from __future__ import annotations

import argparse
import gc
import json
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
    """The Python engine's name in the table."""
    return "pure Python"


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


def random_hands_checksum(count: int) -> int:
    """The checksum ``pp_capi_bench_random_hands`` returns for the same hands: the sum over the hands
    of 64 * team 0's score + team 1's score."""
    players = [RandomPlayer()] * 4
    rngs = player_rngs(12345)
    total = 0
    for seed in range(count):
        scores = play_hand(new_game(seed=seed).deal(), players, rngs).scores
        total += 64 * scores[0] + scores[1]
    return total


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


Figures = dict[str, float]
"""One run's figures: random full hands per second, heuristic decisions per second."""


def run_python(args: argparse.Namespace) -> Figures:
    """One run of this interpreter's build."""
    gc.collect()
    hands = random_hands(args.hands)
    decisions, seconds, slowest = heuristic_decisions(args.decisions)
    return {"hands": args.hands / hands, "decisions": decisions / seconds, "slowest_us": 1e6 * slowest}


def run_c(args: argparse.Namespace, checked: list[bool]) -> Figures | str:
    """One run of the C engine (the first also checks that it plays the Python engine's hands)."""
    from palm_pitch import cengine
    from palm_pitch.cengine import match as cmatch

    reason = cengine.unavailable_reason()
    if reason is not None:
        return reason
    if not checked:
        count = min(args.hands, 2000)
        if cmatch.bench_random_hands(count) != random_hands_checksum(count):
            return "the C engine played other hands than the Python engine (checksums differ)"
        checked.append(True)
    count = 50 * args.hands
    started = time.perf_counter()
    cmatch.bench_random_hands(count)
    figures = {"hands": count / (time.perf_counter() - started)}
    if "heuristic" in cengine.PLAYER_KINDS:
        # The same games with every decision taken once and five times: the difference is four
        # times the decisions alone, without the engine's own moves.
        seconds = []
        for repeat in (1, 5):
            started = time.perf_counter()
            made = cmatch.bench_decisions(20 * args.decisions, "heuristic", repeat)
            seconds.append(time.perf_counter() - started)
        if seconds[1] > seconds[0]:
            figures["decisions"] = 4 * made / (seconds[1] - seconds[0])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--decisions", type=int, default=50000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="one run of this build's figures, as JSON")
    args = parser.parse_args()
    if args.json:
        print(json.dumps({"build": build_name(), "figures": run_python(args)}))
        return
    print(f"build: {build_name()} ({palm_pitch.state.__file__})")
    print(f"python: {platform.python_implementation()} {platform.python_version()} ({sys.executable})")
    print(f"loop reference: {loop_ns():.1f} ns per iteration of `for i in range(n): x += i & 7`")
    # The engines take turns, round after round, so that a shared machine's changing load falls on
    # all of them alike; each figure is the best round (and the median of the hands).
    names = [build_name(), "C (device/core)"]
    runs: dict[str, list[Figures]] = {name: [] for name in names}
    missing: dict[str, str] = {}
    checked: list[bool] = []
    for _ in range(args.repeat):
        for name in names:
            if name in missing:
                continue
            figures = run_c(args, checked) if name == "C (device/core)" else run_python(args)
            if isinstance(figures, str):
                missing[name] = figures
            else:
                runs[name].append(figures)
    base = max(run["hands"] for run in runs[names[0]])
    base_decisions = max(run["decisions"] for run in runs[names[0]])
    print(f"\n{'engine':20} {'random full hands/s':>20} {'(median)':>12} {'heuristic decisions/s':>22}"
          f" {'hands x':>8} {'decisions x':>12}")
    for name in names:
        if name in missing:
            print(f"{name:20} not measured: {missing[name]}")
            continue
        hands = max(run["hands"] for run in runs[name])
        median = statistics.median(run["hands"] for run in runs[name])
        decisions = max((run.get("decisions", 0.0) for run in runs[name]), default=0.0)
        rate = f"{decisions:,.0f}" if decisions else "n/a"
        ratio = f"{decisions / base_decisions:.1f}" if decisions else "n/a"
        print(f"{name:20} {hands:20,.0f} {median:12,.0f} {rate:>22} {hands / base:8.1f} {ratio:>12}")
    slowest = max(run["slowest_us"] for run in runs[names[0]])
    print(f"\n({args.repeat} rounds, the engines in turn; {args.hands} hands and {args.decisions} decisions"
          f" in Python a round, 50 and 20 times as many in C; the slowest Python decision took"
          f" {slowest:.0f} us)")


if __name__ == "__main__":
    main()
