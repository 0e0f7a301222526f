"""Long differential runs cut into batches: which games a run plays (batch seeds), worker
processes that play the batches side by side, and tallies written to JSON and summed.

What it is for: tools/differential.py's long runs (``--engine c`` runs of 100,000 games take hours
on a small machine). A run is a range of *batch seeds*: batch seed ``b`` plays ``batch`` games
drawn by ``run_many(batch, seed=b, ...)`` (its rulesets, starting scores, players and game seeds),
so a run of ``--games G --seed S --batch B`` is batch seeds ``S .. S + ceil(G / B) - 1`` (the last
one cut short), played the same whether in one process or many, whole or in shards. A run stopped
(Ctrl+C, SIGTERM) reports the batches it finished, the first batch seed not finished and its tally
so far; a later run of the remaining seeds (``--seeds A:B``), its tally summed with the others
(``--sum``), completes it.
"""

from __future__ import annotations

import json
import multiprocessing
import signal
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from differential_harness import Contender, Mismatch, Tally, c_contender, run_many

TALLY_FORMAT = "palm-pitch differential tally 1"


@dataclass(frozen=True)
class Options:
    """What every game of a run checks (the same for all its batches)."""

    engine: str = "python"  # "c": the C engine plays every game too
    max_hands: int = 60
    why: bool = False
    why_every: int = 0


@dataclass(frozen=True)
class Batch:
    """``games`` games of batch seed ``seed``."""

    seed: int
    games: int


def batches_of(games: int, seed: int, batch: int) -> list[Batch]:
    """The batches of ``games`` games from batch seed ``seed``, ``batch`` games each (the last
    one cut short)."""
    if games < 0 or batch < 1:
        raise ValueError(f"games must be 0 or more and batch 1 or more, not {games} and {batch}")
    return [Batch(seed + number, min(batch, games - number * batch)) for number in range(-(-games // batch))]


def seed_range(text: str) -> tuple[int, int]:
    """``A:B`` -> batch seeds A to B - 1 (``ValueError`` naming the problem)."""
    first, sep, end = text.partition(":")
    if not sep or not first.strip().isdigit() or not end.strip().isdigit() or int(end) <= int(first):
        raise ValueError(f"seeds must be A:B with 0 <= A < B, not {text!r}")
    return int(first), int(end)


def shard_of(batches: list[Batch], shard: str) -> list[Batch]:
    """Shard ``K/N`` (K from 1): the K-th of N contiguous parts of ``batches``, as equal as may be."""
    number, sep, count = shard.partition("/")
    if not sep or not number.isdigit() or not count.isdigit() or not 1 <= int(number) <= int(count):
        raise ValueError(f"shard must be K/N with 1 <= K <= N, not {shard!r}")
    k, n = int(number), int(count)
    return batches[len(batches) * (k - 1) // n:len(batches) * k // n]


_contenders: dict[str, tuple[Contender, ...]] = {}


def _contenders_for(engine: str) -> tuple[Contender, ...]:
    if engine not in _contenders:
        _contenders[engine] = (c_contender(),) if engine == "c" else ()
    return _contenders[engine]


def play_batch(batch: Batch, options: Options) -> Tally:
    """One batch's games, every check of ``options`` made (:class:`Mismatch` on a difference)."""
    return run_many(batch.games, seed=batch.seed, check_why=options.why, check_records=True,
                    max_hands=options.max_hands, contenders=_contenders_for(options.engine),
                    check_why_every=options.why_every)  # fmt: skip


Outcome = tuple[Batch, "Tally | str", float]
"""A batch, its tally (or the first difference's message) and the CPU seconds it took."""


def _play_in_worker(job: tuple[Batch, Options]) -> Outcome:
    """A worker's batch: its tally, or the mismatch's message; and the CPU seconds it took."""
    batch, options = job
    start = time.process_time()
    try:
        outcome: Tally | str = play_batch(batch, options)
    except Mismatch as error:
        outcome = str(error)
    return batch, outcome, time.process_time() - start


def _worker_signals() -> None:
    """A worker leaves Ctrl+C to the parent and ends at SIGTERM (the parent's stop handler is not
    for it)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _outcomes(batches: list[Batch], options: Options, jobs: int) -> Iterator[Outcome]:
    """Each batch's outcome, in batch order (played in ``jobs`` processes when more than one)."""
    work = [(batch, options) for batch in batches]
    if jobs <= 1:
        yield from map(_play_in_worker, work)
        return
    with multiprocessing.get_context("fork").Pool(jobs, initializer=_worker_signals) as pool:
        yield from pool.imap(_play_in_worker, work)


@dataclass
class Run:
    """A run's outcome: the tally of the batches finished (a prefix of the run's batches), the
    first batch seed not finished (None when all were), the CPU and wall seconds, and the first
    difference found (its message), if any."""

    tally: Tally
    finished: list[Batch]
    next_seed: int | None
    cpu_seconds: float
    wall_seconds: float
    mismatch: str | None = None
    stopped: bool = False


class _Stop(Exception):
    pass


def _stop(signum: int, frame: object) -> None:
    raise _Stop


def play_batches(batches: list[Batch], options: Options, jobs: int = 1,
                 progress: Callable[[Run], None] | None = None) -> Run:
    """Play ``batches`` (in ``jobs`` processes), stopping at the first difference or at SIGTERM /
    Ctrl+C; ``progress(run)`` after each batch finished."""
    run = Run(Tally(), [], batches[0].seed if batches else None, 0.0, 0.0)
    start = time.perf_counter()
    previous = signal.signal(signal.SIGTERM, _stop)
    try:
        for batch, outcome, cpu in _outcomes(batches, options, jobs):
            run.cpu_seconds += cpu
            run.wall_seconds = time.perf_counter() - start
            if isinstance(outcome, str):
                run.mismatch = f"in batch seed {batch.seed} ({batch.games} games):\n{outcome}"
                break
            run.tally.add(outcome)
            run.finished.append(batch)
            following = batches.index(batch) + 1
            run.next_seed = batches[following].seed if following < len(batches) else None
            if progress is not None:
                progress(run)
    except (KeyboardInterrupt, _Stop):
        run.stopped = True
    finally:
        signal.signal(signal.SIGTERM, previous)
    run.wall_seconds = time.perf_counter() - start
    return run


# ------------------------------------------------------------------------------- tallies as JSON


def tally_json(run: Run, options: Options) -> dict[str, Any]:
    """A run's tally with what it covered (its batch seeds) and how (its options)."""
    tally = run.tally
    return {
        "format": TALLY_FORMAT,
        "options": asdict(options),
        "batches": [[batch.seed, batch.games] for batch in run.finished],
        "games": tally.games, "hands": tally.hands, "steps": tally.steps,
        "all_pass_hands": tally.all_pass_hands, "game_overs": tally.game_overs,
        "rulesets": sorted(tally.rulesets), "events": dict(sorted(tally.events.items())),
        "cpu_seconds": round(run.cpu_seconds, 1), "wall_seconds": round(run.wall_seconds, 1),
    }  # fmt: skip


class TallyError(ValueError):
    """A tally file that cannot be summed (the message names the file and the cause)."""


def read_tally(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise TallyError(f"{path}: not a tally ({error})") from None
    if not isinstance(data, dict) or data.get("format") != TALLY_FORMAT:
        raise TallyError(f"{path}: not a tally (no \"format\": {TALLY_FORMAT!r})")
    return data


def sum_tallies(paths: list[Path]) -> tuple[Tally, Options, list[Batch]]:
    """The tallies of several runs of the same options summed; :class:`TallyError` if the files
    differ in options or cover a batch seed twice."""
    total, options = Tally(), None
    covered: dict[int, tuple[Path, int]] = {}
    for path in paths:
        data = read_tally(path)
        try:
            these = Options(**data["options"])
            batches = [Batch(int(seed), int(games)) for seed, games in data["batches"]]
            part = Tally(games=int(data["games"]), hands=int(data["hands"]), steps=int(data["steps"]),
                         all_pass_hands=int(data["all_pass_hands"]), game_overs=int(data["game_overs"]),
                         rulesets=set(data["rulesets"]), events=Counter(data["events"]))  # fmt: skip
        except (KeyError, TypeError, ValueError) as error:
            raise TallyError(f"{path}: a damaged tally ({error!r})") from None
        if options is not None and these != options:
            raise TallyError(f"{path}: options {these} differ from the first file's {options}")
        options = these
        for batch in batches:
            if batch.seed in covered:
                raise TallyError(f"{path}: batch seed {batch.seed} is also in {covered[batch.seed][0]}")
            covered[batch.seed] = (path, batch.games)
        total.add(part)
    return total, options or Options(), [Batch(seed, covered[seed][1]) for seed in sorted(covered)]
