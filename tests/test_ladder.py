"""The ladder (palm_pitch.ladder): shards merge into the very figures of one duel, whatever the
workers - in this process, local processes, or a local Dask cluster."""

from __future__ import annotations

from concurrent.futures import Executor, Future
from typing import Any

import pytest

from palm_pitch.duel import run_duel
from palm_pitch.ladder import (
    LadderStoreError,
    ShardStore,
    fingerprint,
    local_executor,
    merge,
    pairings,
    play_shard,
    run_ladder,
    shards,
    table,
)
from palm_pitch.players import make_player

LEVELS = ("random", "easy", "normal")


class Inline(Executor):
    """Runs each submission at once, in this process."""

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_result(fn(*args, **kwargs))
        return future


def _figures(duel):  # type: ignore[no-untyped-def]
    """Everything but the times."""
    sides = []
    for side in (duel.a, duel.b):
        data = dict(vars(side))
        data.pop("bid_times")
        data.pop("play_times")
        sides.append(data)
    return sides, duel.pairs, duel.unfinished, duel.games


def test_pairings_put_every_level_against_every_other() -> None:
    assert pairings(LEVELS) == [("random", "easy"), ("random", "normal"), ("easy", "normal")]
    work = shards(LEVELS, deals=7, seed=10, shard_deals=3)
    assert [(s.a, s.b, s.seed, s.deals) for s in work if s.a == "random" and s.b == "easy"] == [
        ("random", "easy", 10, 3), ("random", "easy", 13, 3), ("random", "easy", 16, 1)]
    assert [(s.a, s.b) for s in work[:3]] == pairings(LEVELS)  # the pairings in turn
    assert len(work) == 9


def test_shards_merge_into_the_duel_of_all_their_seeds() -> None:
    whole = run_duel(make_player("easy"), make_player("normal"), 4, seed=3)
    parts = [play_shard(s) for s in shards(("easy", "normal"), deals=4, seed=3, shard_deals=3)]
    merged = merge(parts[::-1])
    assert _figures(merged) == _figures(whole)
    assert merged.a.bid_times and merged.b.play_times  # timed in the shards


def test_local_processes_give_the_same_ladder() -> None:
    inline = run_ladder(("easy", "normal"), 3, Inline(), seed=5, shard_deals=2)
    with local_executor(2) as executor:
        spread = run_ladder(("easy", "normal"), 3, executor, seed=5, shard_deals=2)
    assert _figures(inline[("easy", "normal")]) == _figures(spread[("easy", "normal")])
    lines = table(spread)
    assert lines[1].startswith("easy v normal") and " 6 " in lines[1]


class FirstOnly(Executor):
    """Runs the first ``count`` submissions at once; the others never finish."""

    def __init__(self, count: int) -> None:
        self.count = count

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        if self.count > 0:
            self.count -= 1
            future.set_result(fn(*args, **kwargs))
        return future


def test_a_time_limit_keeps_the_shards_played() -> None:
    # Four shards done (the pairings in turn: two of the first, one of each other), then the limit.
    results = run_ladder(("random", "easy", "normal"), 4, FirstOnly(4), seed=2, shard_deals=1, seconds=0.0)
    assert sorted(duel.games for duel in results.values()) == [2, 2, 4]
    whole = run_ladder(("random", "easy"), 2, Inline(), seed=2, shard_deals=1)
    assert _figures(results[("random", "easy")]) == _figures(whole[("random", "easy")])


def test_a_local_dask_cluster_gives_the_same_ladder() -> None:
    distributed = pytest.importorskip("distributed")
    inline = run_ladder(("random", "normal"), 2, Inline(), seed=1, shard_deals=1)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        remote = run_ladder(("random", "normal"), 2, client.get_executor(), seed=1, shard_deals=1)
    assert _figures(inline[("random", "normal")]) == _figures(remote[("random", "normal")])


class Counting(Inline):
    """Inline, counting the shards it is given."""

    def __init__(self) -> None:
        self.count = 0

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.count += 1
        return super().submit(fn, *args, **kwargs)


def test_a_stored_ladder_resumes_with_the_shards_missing(tmp_path: Any) -> None:
    levels = ("random", "easy")
    store = ShardStore(tmp_path, fingerprint(levels))
    # The first sitting: two shards of three, then the limit.
    first = run_ladder(levels, 3, FirstOnly(2), seed=4, shard_deals=1, seconds=0.0, store=store)
    assert first[("random", "easy")].games == 4
    assert len(list(tmp_path.glob("*.pickle"))) == 2
    shown = run_ladder(levels, 3, Counting(), seed=4, shard_deals=1, store=store, play=False)
    assert _figures(shown[("random", "easy")]) == _figures(first[("random", "easy")])
    # The second plays the third shard alone, and the ladder is the one of a single sitting.
    counting = Counting()
    store = ShardStore(tmp_path, fingerprint(levels))
    again = run_ladder(levels, 3, counting, seed=4, shard_deals=1, store=store)
    assert counting.count == 1
    whole = run_ladder(levels, 3, Inline(), seed=4, shard_deals=1)
    assert _figures(again[("random", "easy")]) == _figures(whole[("random", "easy")])


def test_a_store_refuses_other_settings_and_replays_a_damaged_shard(tmp_path: Any) -> None:
    ShardStore(tmp_path, fingerprint(("random", "easy")))
    with pytest.raises(LadderStoreError, match="other settings"):
        ShardStore(tmp_path, fingerprint(("random", "easy"), "kansas"))
    assert "hard: CSearchPlayer" in fingerprint(("hard",)) or "hard: PimcPlayer" in fingerprint(("hard",))
    store = ShardStore(tmp_path, fingerprint(("random", "easy")))
    run_ladder(("random", "easy"), 1, Inline(), seed=9, shard_deals=1, store=store)
    (saved,) = tmp_path.glob("*.pickle")
    saved.write_bytes(b"not a pickle")
    counting = Counting()
    run_ladder(("random", "easy"), 1, counting, seed=9, shard_deals=1, store=store)
    assert counting.count == 1
    assert saved.with_suffix(".damaged").read_bytes() == b"not a pickle"
    assert saved.exists()
