"""A save on every step, resumed exactly, and one Pitch per data folder.

Before: nothing was saved until the first hand ended, so SIGTERM, a crash or a closed terminal
lost the hand; two windows on one folder overwrote each other's game and statistics.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from app_helpers import Driver

from palm_pitch.app.persistence import GAME_FILE, LOCK_FILE, STATS_FILE, DataDirInUse, restore
from palm_pitch.app.pitch_app import PitchApp, create_app
from palm_pitch.app.savedata import SavedGame, Statistics
from palm_pitch.cli import main
from palm_pitch.state import Phase

ROOT = Path(__file__).resolve().parents[2]


def saved_steps(data_dir: Path) -> list[object]:
    return list(restore(SavedGame.load(data_dir / GAME_FILE)).steps)


def test_every_step_is_saved_at_once(tmp_path: Path) -> None:
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    seen = 0
    for _ in range(40):  # the auction and the first tricks, step by step
        d.play_on(lambda: len(d.app.session.steps) > seen)  # noqa: B023 (the current count)
        seen = len(d.app.session.steps)
        assert saved_steps(tmp_path) == d.app.session.steps
    assert d.state.phase is Phase.PLAY


def test_a_take_back_and_the_next_hand_are_saved_too(tmp_path: Path) -> None:
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.app.controller.your_turn)
    d.app.controller.take_back()
    assert saved_steps(tmp_path) == d.app.session.steps and str(d.app.session.steps[-1]) == "TAKE_BACK"
    d.play_on(lambda: d.state.hand_number == 2)
    assert saved_steps(tmp_path) == d.app.session.steps


CRASH = textwrap.dedent(
    """
    import os, sys
    sys.path[:0] = [{tools!r}]
    from app_helpers import Driver
    from palm_pitch.app.pitch_app import PitchApp
    d = Driver(PitchApp(seed=1, data_dir={data!r}))
    d.play_on(lambda: len(d.state.tricks) == 2 and d.app.controller.your_turn)
    print(len(d.app.session.steps), flush=True)
    os._exit(9)  # no save on exit, no clean-up: as a crash, SIGKILL or a lost terminal
    """
)


def test_a_crash_loses_nothing_and_leaves_no_stale_lock(tmp_path: Path) -> None:
    script = CRASH.format(tools=str(ROOT / "tools"), data=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 9, done.stderr
    steps = int(done.stdout)
    app = create_app(data_dir=tmp_path)  # the lock died with the process
    assert len(app.session.steps) == steps and len(app.session.state.tricks) == 2
    assert app.controller.your_turn


def test_a_stop_between_saving_the_game_and_the_statistics_counts_the_hand_once(tmp_path: Path) -> None:
    d = Driver(PitchApp(seed=1, data_dir=tmp_path))
    d.play_on(lambda: d.state.phase is Phase.SCORE)
    counted = Statistics.load(tmp_path / STATS_FILE)
    assert counted.level(1).handsWon + counted.level(1).handsLost == 1 and counted.countedHand == 1
    d.app.save_on_exit()
    (tmp_path / STATS_FILE).unlink()  # as if the app stopped before the statistics were written
    again = create_app(data_dir=tmp_path)
    assert again.stats == Statistics.load(tmp_path / STATS_FILE)
    assert again.stats.level(1).handsWon + again.stats.level(1).handsLost == 1
    again.save_on_exit()
    third = create_app(data_dir=tmp_path)  # resumed at the same summary: not counted again
    assert third.stats == Statistics.load(tmp_path / STATS_FILE)
    assert third.stats.level(1).handsWon + third.stats.level(1).handsLost == 1


def test_a_second_pitch_on_the_same_folder_is_refused(tmp_path: Path) -> None:
    first = create_app(seed=1, data_dir=tmp_path)
    assert (tmp_path / LOCK_FILE).read_text().strip() == str(os.getpid())
    with pytest.raises(DataDirInUse, match=rf"in use by another Pitch \(process {os.getpid()}\)"):
        create_app(seed=2, data_dir=tmp_path)
    first.save_on_exit()  # the window closes: the folder is free
    assert not (tmp_path / LOCK_FILE).exists()
    create_app(seed=2, data_dir=tmp_path).save_on_exit()


def test_home_frees_the_folder(tmp_path: Path) -> None:
    from palm_sdk.keys import commandKeyMask, vchrLaunch

    first = create_app(seed=1, data_dir=tmp_path)
    first.key(vchrLaunch, commandKeyMask)
    assert first.stopped
    create_app(data_dir=tmp_path)


HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from palm_pitch.app.persistence import DataDirLock
    lock = DataDirLock(Path({data!r}))
    lock.acquire()
    print("held", flush=True)
    time.sleep(60)
    """
)


def test_the_command_line_says_so_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER.format(data=str(tmp_path))], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        script = tmp_path / "s.txt"
        script.write_text("wait 100\n", encoding="utf-8")
        status = main(["headless", "--script", str(script), "--out", str(tmp_path / "out"),
                       "--data-dir", str(tmp_path)])
        err = capsys.readouterr().err
        assert status == 2
        assert err.count("\n") == 1 and err.startswith("headless: the data folder ")
        assert f"in use by another Pitch (process {holder.pid})" in err
    finally:
        holder.kill()
        holder.wait()
    assert not (tmp_path / GAME_FILE).exists()  # nothing of the other's was touched


def test_a_folder_that_cannot_be_used_has_no_lock_and_says_so_when_saving(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    app = create_app(seed=1, data_dir=blocked)  # no traceback: the saves report the problem
    assert not app.storage._lock.held  # type: ignore[union-attr]
