"""Long differential runs: the engine against the reference referee, and the C engine against both.

Run: ``.venv/bin/python tools/differential.py --games 20000 [--seed 0] [--why] [--max-hands 60]``;
with ``--engine c`` (``--games 100000 --max-hands 30 --why-every 100 --jobs 2``, under ``nice``)
the C engine plays every game too.

A run is a range of batch seeds (tools/differential_shards.py): batch seed ``b`` plays ``--batch``
games drawn from ``b``, so ``--games G --seed S`` is batch seeds ``S`` to ``S + G / batch - 1``,
the same games in one process or in ``--jobs N``. ``--seeds A:B`` plays batch seeds A to B-1 and
``--shard K/N`` the K-th of N parts of a run; ``--tally FILE`` writes what a run covered and found,
and ``--sum FILE...`` adds such files up (refusing a batch seed counted twice or other options). A
run stopped by SIGTERM or Ctrl+C prints the batches it finished and the first batch seed it did not
(exit status 3): run the rest with ``--seeds``. Each progress line gives steps a second of wall
time and of the workers' CPU time (the machine is shared: CPU time is the comparable figure).

Speed and the last long run (``--engine c --max-hands 30 --why-every 100``, 100 games a batch):
the same 100 games (52,952 steps, one process, a shared machine) took 8.5-9.5 CPU seconds with the
harness as it was (5,500-6,300 steps per CPU second) and 6.9-7.4 now (7,200-7,600): the referee's
legal actions asked once a step, records checked against the hand the referee played, the C state
compared as plain values, the C engine's legal actions from a table. Each step still runs the
Python engine, its players, the referee and the C engine, so a run is bound by the Python side;
``--jobs 2`` uses both cores. 100,000 games are about 53 million steps: about 1.1 hours of two
free cores (about 6,500-7,000 steps per CPU second a worker), and about 11 hours at the 1,300
steps a second a run under ``nice -n 15`` got from a machine shared with eight other sessions.
Batch seeds 0:1000 (100,000 games, 1,688,193 hands, 47,167,236 steps) ran with no difference
(seeds 124:1000 in 3,324 s with two worker processes, 8,100 steps per CPU second each, on the main
of before the Normal retune); their tallies are docs/differential/*.json (``--sum`` them).

Each game gets a random ruleset (a named one, or a random combination of every switch and a target
from 1 to 60), random starting scores (often near, at or past the target, tied, or negative) and a
random seat-by-seat mix of players (random, heuristic, easy, pass-happy, bid-happy). The one
harness, tools/differential_harness.py, says what is compared: every step's legal actions, every
deal, every hand's result, the match state and each hand's replayed record against the referee;
with the C engine, also its whole state after every step and its own players' choices. ``--why``
checks ``why_illegal`` and ``apply`` for every bid and card at every step of every game (about four
times slower); ``--why-every N`` in every N-th game. The first difference stops the run with the
game's ruleset, seed, starting scores, players and hand, which replay it exactly. At the end it
prints how many games, hands and steps were compared and how often each situation came up.

It checks the Python engine that ``palm_pitch`` imports (it prints which file), and the C library
palm_pitch.cengine loads (``$PALM_PITCH_CORE_LIB``, else the installed build; ``--build`` builds it
fresh first).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from differential_harness import Tally
from differential_shards import (
    Batch,
    Options,
    Run,
    TallyError,
    batches_of,
    play_batches,
    seed_range,
    shard_of,
    sum_tallies,
    tally_json,
)

ROOT = Path(__file__).resolve().parent.parent

STOPPED = 3
"""The exit status of a run stopped before its last batch (SIGTERM, Ctrl+C)."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0, help="the first batch seed")
    parser.add_argument("--seeds", metavar="A:B", help="batch seeds A to B-1 (--batch games each)")
    parser.add_argument("--shard", metavar="K/N", help="only the K-th of N equal parts of the batches")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--max-hands", type=int, default=60, help="hands per game at most")
    parser.add_argument("--engine", choices=("python", "c"), default="python",
                        help="c: the C engine plays every game too")
    parser.add_argument("--why", action="store_true", help="also check why_illegal/apply for every action")
    parser.add_argument("--why-every", type=int, default=0,
                        help="check every refusal at every step in every N-th game (0: never)")
    parser.add_argument("--batch", type=int, default=500, help="games a batch seed plays")
    parser.add_argument("--tally", type=Path, metavar="FILE", help="write the tally of the batches finished")
    parser.add_argument("--sum", type=Path, nargs="+", metavar="FILE", help="sum tallies written by --tally")
    parser.add_argument("--build", action="store_true", help="build the C library fresh first")
    args = parser.parse_args(argv)

    if args.sum:
        try:
            total, options, batches = sum_tallies(args.sum)
        except TallyError as error:
            print(f"differential: {error}", file=sys.stderr)
            return 2
        print(f"{len(args.sum)} tallies, {options}: {len(batches)} batches, seeds {_seeds_text(batches)}")
        _print_total(total)
        return 0
    try:
        if args.seeds:
            first, end = seed_range(args.seeds)
            batches = [Batch(seed, args.batch) for seed in range(first, end)]
        else:
            batches = batches_of(args.games, args.seed, args.batch)
        if args.shard:
            batches = shard_of(batches, args.shard)
    except ValueError as error:
        print(f"differential: {error}", file=sys.stderr)
        return 2
    options = Options(args.engine, args.max_hands, args.why, args.why_every)

    import palm_pitch.state

    print(f"engine: {palm_pitch.state.__file__}", flush=True)
    if args.engine == "c":
        if args.build:
            folder = Path(tempfile.mkdtemp(prefix="pitchcore-"))
            subprocess.run(["make", "-C", str(ROOT / "device"), "host", f"BUILD={folder}"], check=True,
                           stdout=subprocess.DEVNULL)  # fmt: skip
            os.environ["PALM_PITCH_CORE_LIB"] = str(folder / "host" / "libpitchcore.so")
        from palm_pitch.cengine import PLAYER_KINDS, _library, unavailable_reason

        reason = unavailable_reason()
        if reason is not None:
            print(f"differential: {reason}", file=sys.stderr)
            return 2
        print(f"C engine: {_library.library_path()} (C players: {', '.join(PLAYER_KINDS)})", flush=True)
    print(f"{sum(b.games for b in batches)} games: batch seeds {_seeds_text(batches)}, {args.jobs} job(s)",
          flush=True)
    run = play_batches(batches, options, args.jobs, _progress)
    if args.tally is not None:
        args.tally.write_text(json.dumps(tally_json(run, options), indent=1) + "\n", encoding="utf-8")
    total = run.tally
    print(f"\n{_rates(run)}; batch seeds finished: {_seeds_text(run.finished)}")
    if run.mismatch is not None:
        print(f"MISMATCH after {total.games} games {run.mismatch}", file=sys.stderr)
        return 1
    if run.stopped:
        print(f"Stopped: batch seeds from {run.next_seed} not finished; no difference in the"
              f" {total.games} games played.")
        _print_total(total)
        return STOPPED
    _print_total(total)
    return 0


def _seeds_text(batches: list[Batch]) -> str:
    """Batch seeds as ranges ``A:B`` (B excluded), with the games of each batch."""
    if not batches:
        return "none"
    parts: list[list[int]] = []
    for batch in batches:
        if parts and batch.seed == parts[-1][1] and batch.games == parts[-1][2]:
            parts[-1][1] += 1
        else:
            parts.append([batch.seed, batch.seed + 1, batch.games])
    return ", ".join(f"{first}:{end} ({games} games each)" for first, end, games in parts)


def _rates(run: Run) -> str:
    steps, wall, cpu = run.tally.steps, run.wall_seconds, run.cpu_seconds
    return (f"{run.tally.games} games, {run.tally.hands} hands, {steps} steps compared"
            f" ({wall:.0f} s: {steps / max(wall, 1e-9):.0f} steps/s; {cpu:.0f} CPU s in the games:"
            f" {steps / max(cpu, 1e-9):.0f} steps per CPU second)")


def _progress(run: Run) -> None:
    following = "" if run.next_seed is None else f"; next batch seed {run.next_seed}"
    print(f"{_rates(run)}{following}", flush=True)


def _print_total(total: Tally) -> None:
    print(f"No difference in {total.games} games: {total.hands} hands, {total.steps} steps"
          f" (bids and plays), {total.all_pass_hands} hands thrown in, {total.game_overs} games played"
          f" to a win; rulesets: {', '.join(sorted(total.rulesets))}.")
    for name, count in sorted(total.events.items()):
        print(f"{count:9d}  {name}")


if __name__ == "__main__":
    sys.exit(main())
