"""The ladder: every level against every other over duplicate deals, on local cores or a cluster.

What it is for: ``benchmarks/players.py ladder`` measures the levels (Easy, Normal, Hard, Expert)
against each other as :func:`palm_pitch.duel.run_duel` does for two players: every deal seed
played twice with the partnerships swapped. The work is cut into shards (a pairing and a run of
deal seeds), each shard plays in a worker (:func:`play_shard`, named players built there), and the
shards' figures are merged (:func:`merge`): the same seeds give the same games whatever the number
of workers, so the figures do not depend on how the work was spread.

Workers: any :class:`concurrent.futures.Executor`: local processes (:func:`local_executor`, the
``--jobs N`` of the benchmark), or a Dask cluster's (``distributed.Client(address).
get_executor()``, the ``--dask ADDRESS`` of the benchmark; Dask is an optional extra, never needed
to play). Dask rather than Ray: the work is plain Python functions over picklable arguments,
which Dask's ``distributed`` (pure Python, a few MB) runs behind the standard Executor interface,
so the local and the distributed runs are one code path; Ray would bring a large native runtime
for nothing this needs.

Resumable: with a :class:`ShardStore` (a folder, the ``--out`` of the benchmark) every shard is
written there as it finishes, and a later run with the same folder plays only the shards missing,
so a ladder too long for one sitting is finished in several (the folder records the levels'
budgets and refuses shards played at other ones).
"""

from __future__ import annotations

import os
import pickle
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from dataclasses import dataclass, fields
from pathlib import Path

from palm_pitch.duel import Blunders, Duel, SideStats, Tally, report, run_duel, wilson
from palm_pitch.players import make_player
from palm_pitch.rules import get_ruleset


@dataclass(frozen=True)
class Shard:
    """One piece of the ladder's work: ``deals`` deal seeds from ``seed`` of pairing ``a`` v ``b``."""

    a: str
    b: str
    seed: int
    deals: int
    ruleset: str = "palm"


def play_shard(shard: Shard) -> Duel:
    """Play a shard (in whatever process runs it), the decisions timed."""
    a, b = make_player(shard.a), make_player(shard.b)
    return run_duel(a, b, shard.deals, seed=shard.seed, ruleset=get_ruleset(shard.ruleset),
                    clock=time.perf_counter)


def _merge_tally(left: Tally, right: Tally) -> Tally:
    return Tally(left.count + right.count, left.made + right.made)


def _merge_side(left: SideStats, right: SideStats) -> SideStats:
    merged = SideStats(left.name)
    for name in ("games", "wins", "hands", "points_for", "points_against"):
        setattr(merged, name, getattr(left, name) + getattr(right, name))
    for item in fields(SideStats):  # every tally, so that a new one is never left out
        if isinstance(getattr(left, item.name), Tally):
            setattr(merged, item.name, _merge_tally(getattr(left, item.name), getattr(right, item.name)))
    merged.by_bid = {k: _merge_tally(left.by_bid[k], right.by_bid[k]) for k in left.by_bid}
    merged.by_top = {k: _merge_tally(left.by_top[k], right.by_top[k]) for k in left.by_top}
    merged.blunders = Blunders(*(getattr(left.blunders, f.name) + getattr(right.blunders, f.name)
                                 for f in fields(Blunders)))
    merged.taken = [[x + y for x, y in zip(lrow, rrow, strict=True)]
                    for lrow, rrow in zip(left.taken, right.taken, strict=True)]
    merged.jacks = [x + y for x, y in zip(left.jacks, right.jacks, strict=True)]
    merged.bid_times = left.bid_times + right.bid_times
    merged.play_times = left.play_times + right.play_times
    return merged


def merge(duels: Sequence[Duel]) -> Duel:
    """One duel's figures from shards of the same pairing (in seed order)."""
    ordered = sorted(duels, key=lambda duel: duel.seed)
    total = ordered[0]
    for duel in ordered[1:]:
        total = Duel(_merge_side(total.a, duel.a), _merge_side(total.b, duel.b), total.ruleset, total.seed,
                     total.pairs + duel.pairs, total.unfinished + duel.unfinished)
    return total


def pairings(levels: Sequence[str]) -> list[tuple[str, str]]:
    """Every level against every later one (the stronger, later level second)."""
    return [(levels[j], levels[i]) for i in range(len(levels)) for j in range(i)]


def shards(levels: Sequence[str], deals: int, seed: int = 0, shard_deals: int = 5,
           ruleset: str = "palm") -> list[Shard]:
    """The work of a ladder of ``deals`` deal seeds (twice as many games) per pairing, the pairings
    taken in turn (so that a ladder cut short by its time limit has played each alike)."""
    out = []
    for start in range(0, deals, shard_deals):
        for a, b in pairings(levels):
            out.append(Shard(a, b, seed + start, min(shard_deals, deals - start), ruleset))
    return out


class LadderStoreError(ValueError):
    """A shard folder that belongs to another ladder (other levels' budgets or ruleset)."""


def fingerprint(levels: Sequence[str], ruleset: str = "palm") -> str:
    """What the shards of a ladder depend on besides their seeds: the ruleset and each level's
    player with its budget (a search player's settings)."""
    parts = [f"ruleset {ruleset}"]
    for name in levels:
        player = make_player(name)
        parts.append(f"{name}: {type(player).__name__} {getattr(player, 'settings', '')}".rstrip())
    return "\n".join(parts) + "\n"


class ShardStore:
    """A folder of finished shards, one pickle each, written atomically (a temporary file renamed),
    beside ``ladder.txt``, the :func:`fingerprint` they were played under."""

    def __init__(self, folder: str | os.PathLike[str], fingerprint: str) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        stamp = self.folder / "ladder.txt"
        if stamp.exists():
            recorded = stamp.read_text(encoding="utf-8")
            if recorded != fingerprint:
                raise LadderStoreError(f"{stamp}: the shards there were played at other settings "
                                       f"({recorded.strip().splitlines()[-1]!r}); use another folder")
        else:
            self._write(stamp, fingerprint.encode("utf-8"))

    def path(self, shard: Shard) -> Path:
        return self.folder / f"{shard.ruleset}-{shard.a}-{shard.b}-{shard.seed}-{shard.deals}.pickle"

    def load(self, shard: Shard) -> Duel | None:
        """The shard's duel if it was played (a file that cannot be read is moved aside, so that
        the shard is played again)."""
        path = self.path(shard)
        if not path.exists():
            return None
        try:
            duel = pickle.loads(path.read_bytes())
            if not isinstance(duel, Duel):
                raise TypeError(f"not a duel: {type(duel).__name__}")
            return duel
        except Exception:  # any damage: keep the file aside, play the shard again
            path.replace(path.with_suffix(".damaged"))
            return None

    def save(self, shard: Shard, duel: Duel) -> None:
        self._write(self.path(shard), pickle.dumps(duel))

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        partial = path.with_name(path.name + ".partial")
        partial.write_bytes(data)
        os.replace(partial, path)


def local_executor(jobs: int) -> Executor:
    """``jobs`` local worker processes."""
    return ProcessPoolExecutor(max_workers=jobs)


def run_ladder(levels: Sequence[str], deals: int, executor: Executor, seed: int = 0, shard_deals: int = 5,
               ruleset: str = "palm", progress: Callable[[int, int], None] | None = None,
               seconds: float | None = None, clock: Callable[[], float] = time.monotonic,
               store: ShardStore | None = None, play: bool = True) -> dict[tuple[str, str], Duel]:
    """Every pairing's merged duel, the shards played by ``executor``. With ``seconds``, the shards
    not finished by then are cancelled and left out: the figures are those of the shards played
    (whole deals, both seatings), in seed order, so that a pairing's games are a prefix. With a
    ``store``, the shards found there are not played again, and each shard played is saved as soon
    as it finishes (even one finishing after the time limit); ``play`` False reports the stored
    shards alone (the prefix of each pairing found there)."""
    work = shards(levels, deals, seed, shard_deals, ruleset)
    futures: list[Future[Duel]] = []
    for shard in work:
        stored = store.load(shard) if store is not None else None
        if stored is not None or not play:
            future: Future[Duel] = Future()
            if stored is not None:
                future.set_result(stored)
            else:
                future.cancel()
        else:
            future = executor.submit(play_shard, shard)
            if store is not None:
                future.add_done_callback(_saver(store, shard))
        futures.append(future)
    deadline = None if seconds is None else clock() + seconds
    done: dict[tuple[str, str], list[Duel]] = {}
    cut: set[tuple[str, str]] = set()
    for count, (shard, future) in enumerate(zip(work, futures, strict=True), 1):
        pair = (shard.a, shard.b)
        if pair in cut:
            continue
        if future.cancelled():  # not stored: this pairing's prefix ends here
            cut.add(pair)
            continue
        try:
            duel = future.result(timeout=None if deadline is None else max(0.0, deadline - clock()))
        except TimeoutError:
            for later in futures[count - 1:]:
                later.cancel()
            break
        done.setdefault(pair, []).append(duel)
        if progress is not None:
            progress(count, len(work))
    return {pair: merge(duels) for pair, duels in done.items()}


def _saver(store: ShardStore, shard: Shard) -> Callable[[Future[Duel]], None]:
    def save(future: Future[Duel]) -> None:
        if not future.cancelled() and future.exception() is None:
            store.save(shard, future.result())
    return save


def table(results: dict[tuple[str, str], Duel]) -> list[str]:
    """The ladder's summary: per pairing, the later level's win rate with its 95% interval, the
    make rates, the blunders and the decision times."""
    lines = ["pairing                games  B wins   95% interval   A made  B made  A 3s    B 3s"
             "    blunders A/B"]
    for (a, b), duel in results.items():
        low, high = wilson(duel.b.wins, duel.b.games)
        blunders = [sum(getattr(side.blunders, f.name) for f in fields(Blunders))
                    for side in (duel.a, duel.b)]
        lines.append(f"{a + ' v ' + b:<22} {duel.games:>5}  {100 * duel.b.win_rate:5.1f}%  "
                     f"{100 * low:5.1f}-{100 * high:5.1f}%  {_pct(duel.a.pitched)}  {_pct(duel.b.pitched)}  "
                     f"{_pct(duel.a.by_bid[3])}  {_pct(duel.b.by_bid[3])}  {blunders[0]}/{blunders[1]}")
    return lines


def _pct(tally: Tally) -> str:
    return f"{100 * tally.rate:5.1f}%" if tally.count else "    - "


def reports(results: dict[tuple[str, str], Duel]) -> Iterable[str]:
    """Every pairing's full duel report (:func:`palm_pitch.duel.report`)."""
    for duel in results.values():
        yield ""
        yield from report(duel)
