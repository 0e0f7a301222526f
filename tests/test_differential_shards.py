"""Long differential runs in batches (tools/differential_shards.py, tools/differential.py): which
games a run plays, the same games in one process or two, shards and stopped runs resumed, and
tallies summed."""

from __future__ import annotations

import json
from pathlib import Path

import differential
import pytest
from differential_harness import run_many
from differential_shards import (
    Batch,
    Options,
    TallyError,
    batches_of,
    play_batches,
    seed_range,
    shard_of,
    sum_tallies,
    tally_json,
)

QUICK = Options(engine="python", max_hands=3)


def test_a_run_is_a_range_of_batch_seeds() -> None:
    assert batches_of(1100, 7, 500) == [Batch(7, 500), Batch(8, 500), Batch(9, 100)]
    assert batches_of(0, 7, 500) == []
    assert seed_range("3:5") == (3, 5)
    for bad in ("5:3", "3", "a:b", "-1:4", "4:4"):
        with pytest.raises(ValueError, match="seeds must be A:B"):
            seed_range(bad)
    batches = batches_of(20, 0, 2)
    shards = [shard_of(batches, f"{k}/3") for k in (1, 2, 3)]
    assert [batch for shard in shards for batch in shard] == batches
    assert {len(shard) for shard in shards} == {3, 4}
    for bad in ("0/3", "4/3", "1", "x/2"):
        with pytest.raises(ValueError, match="shard must be K/N"):
            shard_of(batches, bad)


def test_two_workers_play_the_games_one_does() -> None:
    """The same games whatever the number of processes: the batches' tallies are those of
    ``run_many`` for each batch seed, in order."""
    batches = batches_of(6, 40, 2)
    one, two = play_batches(batches, QUICK, jobs=1), play_batches(batches, QUICK, jobs=2)
    expected = [run_many(2, seed=seed, check_records=True, max_hands=3) for seed in (40, 41, 42)]
    for run in (one, two):
        assert run.finished == batches and run.next_seed is None and not run.stopped and run.mismatch is None
        assert run.tally.games == 6 and run.tally.steps == sum(tally.steps for tally in expected)
        assert run.tally.events == sum((tally.events for tally in expected), type(expected[0].events)())


def test_a_stopped_run_says_where_to_resume() -> None:
    def stop_after_one(run: object) -> None:
        raise KeyboardInterrupt

    run = play_batches(batches_of(6, 40, 2), QUICK, jobs=1, progress=stop_after_one)
    assert run.stopped and run.finished == [Batch(40, 2)] and run.next_seed == 41 and run.tally.games == 2


def test_shards_written_and_summed_are_the_whole_run(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    common = ["--batch", "2", "--max-hands", "3"]
    paths = [tmp_path / f"shard{k}.json" for k in (1, 2)]
    for k, path in zip((1, 2), paths, strict=True):
        shard = ["--seeds", "10:13", "--shard", f"{k}/2", "--tally", str(path)]
        assert differential.main([*shard, *common]) == 0
    whole = tmp_path / "whole.json"
    run = ["--games", "6", "--seed", "10", "--jobs", "2", "--tally", str(whole)]
    assert differential.main([*run, *common]) == 0
    total, options, batches = sum_tallies(paths)
    data = json.loads(whole.read_text())
    assert options == Options(max_hands=3) and batches == [Batch(10, 2), Batch(11, 2), Batch(12, 2)]
    assert total.games == data["games"] == 6
    assert (total.hands, total.steps) == (data["hands"], data["steps"])
    assert dict(total.events) == data["events"]
    capsys.readouterr()
    assert differential.main(["--sum", *map(str, paths)]) == 0
    summed = capsys.readouterr().out
    assert f"No difference in 6 games: {data['hands']} hands, {data['steps']} steps" in summed


def test_tallies_that_cannot_be_summed_are_refused(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    run = play_batches([Batch(3, 1)], QUICK)
    first, again, other = tmp_path / "a.json", tmp_path / "b.json", tmp_path / "c.json"
    first.write_text(json.dumps(tally_json(run, QUICK)))
    again.write_text(json.dumps(tally_json(run, QUICK)))
    other.write_text(json.dumps({**tally_json(run, Options(max_hands=4)), "batches": [[4, 1]]}))
    with pytest.raises(TallyError, match="batch seed 3 is also in"):
        sum_tallies([first, again])
    with pytest.raises(TallyError, match="options"):
        sum_tallies([first, other])
    damaged = tmp_path / "damaged.json"
    damaged.write_text("{")
    assert differential.main(["--sum", str(first), str(damaged)]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "damaged.json: not a tally" in error
    assert differential.main(["--seeds", "5:2"]) == 2
