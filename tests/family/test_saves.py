"""The family's text game saved in the terminal's data folder: resumed exactly, never overwritten
by another game, a damaged save refused in one line and kept, no half-written files."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from palm_pitch import cli
from palm_pitch.family.record import FamilyRecord
from palm_pitch.family_command import FamilyUsageError, play_saved
from palm_pitch.family_saves import SAVE_FILE, DamagedFamilySave, load_family_save, write_family_save
from palm_pitch.frontends.family_game import play_family_game

RULESET = "auction-pitch"


class FirstLegal:
    """Answers each prompt with its first legal action, ``q`` after ``answers`` of them."""

    def __init__(self, out: io.StringIO, answers: int) -> None:
        self.out, self.left = out, answers

    def __call__(self) -> str:
        text = self.out.getvalue()
        match = re.search(r"\(([^()]*)\)\? $", text[text.rfind("\n") + 1:])
        assert match, text[-200:]
        self.left -= 1
        if self.left < 0:
            return "q\n"
        options = match.group(1).split(" ")
        if options[0] in ("trump", "sub", "call", "discard"):
            return f"{options[0]} {options[1]}\n"
        return options[0] + "\n"


def run(folder: Path, answers: int, name: str = RULESET, seed: int = 5, seed_given: bool = False,
        new: bool = False) -> str:
    out, err = io.StringIO(), io.StringIO()
    assert play_saved(folder, seed, name, seed_given, new, FirstLegal(out, answers), out, err) == 0
    return out.getvalue()


def saved(folder: Path) -> FamilyRecord:
    record = load_family_save(folder)
    assert record is not None
    return record


def test_a_game_stopped_and_resumed_is_the_game_played_at_once(tmp_path: Path) -> None:
    run(tmp_path / "at-once", 30)
    first = run(tmp_path / "in-two", 12)
    assert "The game is saved" in first
    assert len([a for a in saved(tmp_path / "in-two").actions]) > 12  # the computers' actions too
    second = run(tmp_path / "in-two", 18)
    assert "the saved game" in second.splitlines()[0]
    assert saved(tmp_path / "in-two") == saved(tmp_path / "at-once")
    left = sorted(path.name for path in (tmp_path / "in-two").iterdir())
    assert left == [SAVE_FILE]  # nothing half-written


def test_an_unfinished_game_is_not_replaced_by_another_variant_or_a_new_seed(tmp_path: Path) -> None:
    run(tmp_path, 5)
    before = (tmp_path / SAVE_FILE).read_bytes()
    refusal = f"an unfinished {RULESET} game is saved in .*--ruleset {RULESET}"
    with pytest.raises(FamilyUsageError, match=refusal):
        run(tmp_path, 5, name="setback")
    with pytest.raises(FamilyUsageError, match="play without --seed"):
        run(tmp_path, 5, seed_given=True)
    assert (tmp_path / SAVE_FILE).read_bytes() == before
    run(tmp_path, 3, name="setback", seed=9, seed_given=True, new=True)
    assert saved(tmp_path).ruleset == "setback" and saved(tmp_path).seed == 9


def test_a_finished_game_gives_way_to_a_new_one(tmp_path: Path) -> None:
    finished = run(tmp_path, 400)  # first-legal play ends a game to 11 well within 400 answers
    assert "the game" in finished.splitlines()[-1]
    final = saved(tmp_path)
    assert final.winner is not None and final.scores is not None
    run(tmp_path, 2, name="setback", seed=1, seed_given=True)  # no --new needed
    assert saved(tmp_path).ruleset == "setback"


@pytest.mark.parametrize("content", [b"{not json", b'{"format": "palm-pitch-family", "version": 9}',
                                     b"\xff\xfe", json.dumps({"format": "palm-pitch-family", "version": 1,
                                                               "ruleset": RULESET, "seed": 1,
                                                               "actions": ["AS"]}).encode()])
def test_a_damaged_save_is_refused_in_one_line_and_kept(tmp_path: Path, content: bytes,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / SAVE_FILE).write_bytes(content)
    with pytest.raises(DamagedFamilySave):
        load_family_save(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert cli.main(["play", "--ruleset", RULESET, "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and SAVE_FILE in err and "damaged" in err and "--new" in err
    assert (tmp_path / SAVE_FILE).read_bytes() == content
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert cli.main(["play", "--ruleset", RULESET, "--data-dir", str(tmp_path), "--new"]) == 0
    assert (tmp_path / (SAVE_FILE + ".damaged")).read_bytes() == content
    assert saved(tmp_path).actions == ()


def test_the_command_saves_into_the_terminal_folder_and_resumes(monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("pass\nq\n"))
    assert cli.main(["play", "--ruleset", "ten-point", "--seed", "3"]) == 0
    folder = cli.default_data_dir() / "terminal"
    assert saved(folder).ruleset == "ten-point" and saved(folder).seed == 3
    capsys.readouterr()
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert cli.main(["play", "--ruleset", "ten-point"]) == 0
    assert "ten-point, seed 3): the saved game" in capsys.readouterr().out
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert cli.main(["play", "--ruleset", "cell"]) == 2
    assert "an unfinished ten-point game" in capsys.readouterr().err


def test_a_save_that_cannot_be_written_is_said_and_the_game_goes_on(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    assert write_family_save(blocked, FamilyRecord(RULESET, 1, ())) is False  # no folder there
    out = io.StringIO()
    assert play_family_game(1, RULESET, FirstLegal(out, 3), out, save=lambda record: False) == 0
    text = out.getvalue()
    assert "(The game could not be saved.)" in text and text.rstrip().endswith("resumes it.")


def test_a_save_the_system_will_not_let_us_read_is_refused_and_left_alone(tmp_path: Path) -> None:
    (tmp_path / SAVE_FILE).mkdir()  # a folder where the file goes
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(FamilyUsageError, match="cannot be read"):
        play_saved(tmp_path, 1, RULESET, False, False, FirstLegal(out, 2), out, err)
    assert (tmp_path / SAVE_FILE).is_dir()


def run_at(folder: Path, answers: int, level: str | None, new: bool = False) -> str:
    out, err = io.StringIO(), io.StringIO()
    assert play_saved(folder, 5, RULESET, False, new, FirstLegal(out, answers), out, err, level) == 0
    return out.getvalue()


def test_a_game_against_hard_players_keeps_its_level_and_resumes_as_played_at_once(tmp_path: Path) -> None:
    at_once = run_at(tmp_path / "at-once", 16, "hard")
    assert "seed 5, hard players" in at_once.splitlines()[0]
    run_at(tmp_path / "in-two", 7, "hard")
    resumed = run_at(tmp_path / "in-two", 9, None)  # no --level: the saved game's own
    assert "seed 5, hard players): the saved game" in resumed.splitlines()[0]
    assert saved(tmp_path / "in-two") == saved(tmp_path / "at-once")
    assert saved(tmp_path / "at-once").level == "hard"
    normal = run_at(tmp_path / "normal", 16, "normal")
    assert "players" not in normal.splitlines()[0]
    assert saved(tmp_path / "normal").level == "normal"
    assert saved(tmp_path / "normal").actions != saved(tmp_path / "at-once").actions  # the search chose


def test_a_level_the_family_does_not_offer_or_unlike_the_saved_games_is_refused(tmp_path: Path) -> None:
    with pytest.raises(FamilyUsageError, match=r"--level easy: .* normal, hard or expert"):
        run_at(tmp_path, 3, "easy")
    assert not (tmp_path / SAVE_FILE).exists()
    run_at(tmp_path, 3, "expert")
    before = (tmp_path / SAVE_FILE).read_bytes()
    with pytest.raises(FamilyUsageError, match=r"against expert players .* without --level"):
        run_at(tmp_path, 3, "normal")
    assert (tmp_path / SAVE_FILE).read_bytes() == before
    run_at(tmp_path, 3, "expert")  # the same level goes on
    run_at(tmp_path, 1, "normal", new=True)
    assert saved(tmp_path).level == "normal"


def test_a_save_at_a_level_the_family_does_not_have_is_damaged(tmp_path: Path) -> None:
    write_family_save(tmp_path, FamilyRecord(RULESET, 5, (), level="easy"))
    with pytest.raises(DamagedFamilySave, match=r"damaged \(level 'easy': .* normal, hard or expert\)"):
        load_family_save(tmp_path)


def test_a_save_without_a_level_is_resumed_against_normal_players(tmp_path: Path) -> None:
    write_family_save(tmp_path, FamilyRecord(RULESET, 5, ()))  # as saves were before levels
    text = run_at(tmp_path, 2, None)
    assert "seed 5): the saved game" in text.splitlines()[0]
    with pytest.raises(FamilyUsageError, match="against normal players"):
        run_at(tmp_path, 2, "hard")
