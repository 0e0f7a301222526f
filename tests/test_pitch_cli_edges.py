"""``palm-pitch`` on the edges of its input: each mistake is one line on stderr and exit status 2.

Each of these once gave a traceback, wrapping silently or exiting 0 without doing the work: seeds
out of range in ``play`` and ``simulate``, ``--max-hands 0``, a deeply nested or BOM-prefixed JSON
file, an absurd ``scores_before``, a ``--data-dir`` that is a file, numbers too long to convert,
and tags a text record cannot hold. Each case runs the command in process (``cli.main``), as the
console script does; argparse's refusals exit through ``SystemExit`` and count the same.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from palm_pitch import cli
from palm_pitch.frontends.headless import parse_script

HANDS = Path(__file__).parent / "hands"
GAME = Path(__file__).parent / "golden" / "heuristic_game_seed_2026.txt"


def run(capsys: pytest.CaptureFixture[str], *argv: str, stdin: str = "q\n") -> tuple[int, str, str]:
    """``palm-pitch ARGV``: (exit status, stdout, stderr)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys, "stdin", _Lines(stdin))
        try:
            status = cli.main(list(argv))
        except SystemExit as done:  # argparse's refusals
            status = int(done.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


class _Lines:
    def __init__(self, text: str) -> None:
        self._lines = iter(text.splitlines(keepends=True))

    def readline(self) -> str:
        return next(self._lines, "")

    def read(self) -> str:
        return "".join(self._lines)


def one_line_status_2(result: tuple[int, str, str], starts: str) -> str:
    status, out, err = result
    assert status == 2, (out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith(starts), err
    return err


# ---------------------------------------------------------------------------------------- seeds


@pytest.mark.parametrize("seed", ["-1", "4294967296", "99999999999999999999999", "1_000", "٣", "x"])
def test_play_refuses_a_seed_out_of_range(capsys: pytest.CaptureFixture[str], seed: str) -> None:
    """``play --seed -1`` was a ValueError traceback from the PRNG."""
    err = one_line_status_2(run(capsys, "play", "--seed", seed), "play: argument --seed: ")
    assert "must be 0..4294967295" in err or "not a whole number" in err


def test_the_seed_range_is_the_same_for_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("window", "play", "simulate", "headless"):
        extra = ["--script", "-", "--out", "o"] if command == "headless" else []
        err = one_line_status_2(run(capsys, command, "--seed", "-1", *extra), f"{command}: ")
        assert err == (f"{command}: argument --seed: must be 0..4294967295, not -1"
                       f" (see palm-pitch {command} --help)\n")
    status, out, _ = run(capsys, "play", "--seed", "4294967295")
    assert status == 0 and "seed 4294967295" in out


def test_simulate_refuses_a_negative_seed_instead_of_wrapping(capsys: pytest.CaptureFixture[str]) -> None:
    """``simulate --seed -1`` played seed 4294967295 and printed "seeds -1..0"."""
    one_line_status_2(run(capsys, "simulate", "--games", "1", "--seed", "-1"), "simulate: argument --seed: ")
    err = one_line_status_2(run(capsys, "simulate", "--games", "2", "--seed", "4294967295"), "simulate: ")
    assert err == "simulate: --seed 4294967295 with --games 2 runs past seed 4294967295\n"
    status, out, _ = run(capsys, "simulate", "--games", "1", "--seed", "4294967295")
    assert status == 0 and "seeds 4294967295..4294967295" in out


@pytest.mark.parametrize("hands", ["0", "-3"])
def test_simulate_refuses_max_hands_below_one(capsys: pytest.CaptureFixture[str], hands: str) -> None:
    """``--max-hands 0`` printed figures of games never played (every one "unfinished")."""
    err = one_line_status_2(run(capsys, "simulate", "--games", "2", "--max-hands", hands), "simulate: ")
    assert err == f"simulate: --max-hands must be at least 1, not {hands}\n"


def test_usage_mistakes_are_one_line_too(capsys: pytest.CaptureFixture[str]) -> None:
    err = one_line_status_2(run(capsys, "simulate", "--games", "many"), "simulate: argument --games: ")
    assert "(see palm-pitch simulate --help)" in err
    one_line_status_2(run(capsys, "bogus"), "palm-pitch: argument COMMAND: invalid choice: 'bogus'")
    one_line_status_2(run(capsys, "replay"), "replay: the following arguments are required: file")


# --------------------------------------------------------------------------------------- replay


def test_replay_of_deeply_nested_json_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """It was a RecursionError traceback."""
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    err = one_line_status_2(run(capsys, "replay", str(path)), "replay: ")
    assert err == "replay: invalid JSON: nested too deeply\n"
    path.write_text('{"a":' * 100_000 + "1" + "}" * 100_000)
    assert run(capsys, "record", str(path))[2] == "record: invalid JSON: nested too deeply\n"


def test_replay_of_a_number_too_long_to_convert_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Python refuses to convert more than 4300 digits: it was a ValueError traceback."""
    data = (HANDS / "dealer_steal.json").read_text().replace('"dealer": 3', '"dealer": 3' + "0" * 5000)
    path = tmp_path / "long.json"
    path.write_text(data)
    err = one_line_status_2(run(capsys, "replay", str(path)), "replay: ")
    assert err == "replay: invalid JSON: a number too long to read\n"


def test_replay_accepts_a_utf8_byte_order_mark(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Notepad's UTF-8 starts with a BOM; replay said "Unexpected UTF-8 BOM"."""
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + (HANDS / "dealer_steal.json").read_bytes())
    status, out, err = run(capsys, "replay", str(path))
    assert status == 0 and err == ""
    assert json.loads(out) == json.loads((HANDS / "dealer_steal.result.json").read_text())
    text = tmp_path / "game.txt"
    text.write_bytes(b"\xef\xbb\xbf" + GAME.read_bytes())
    assert run(capsys, "record", str(text))[0] == 0


@pytest.mark.parametrize("scores", [[10**26, 0], [0, -10**26], [10_000, 0], [0, -10_000]])
def test_replay_refuses_absurd_scores_before(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, scores: list[int]
) -> None:
    """[1e26, 0] was replayed to "scores_after": [100000000000000000000000003, 0]."""
    data = json.loads((HANDS / "dealer_steal.json").read_text())
    data["scores_before"] = scores
    path = tmp_path / "absurd.json"
    path.write_text(json.dumps(data))
    err = one_line_status_2(run(capsys, "replay", str(path)), "replay: ")
    assert err == "replay: scores_before: each score must be -9999..9999\n"


def test_replay_keeps_scores_a_game_can_have(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = json.loads((HANDS / "dealer_steal.json").read_text())
    data["scores_before"] = [9999, -9999]
    path = tmp_path / "edge.json"
    path.write_text(json.dumps(data))
    status, out, _ = run(capsys, "replay", str(path))
    assert status == 0 and json.loads(out)["scores_after"][1] < -9999 + 5


# --------------------------------------------------------------------------------------- record


@pytest.mark.parametrize(
    ("seed", "shown"), [("²", "²"), ("9" * 5000, "9" * 20), ("-1", "-1"), ("4294967296", "4294967296")]
)
def test_record_refuses_a_text_seed_that_is_no_seed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, seed: str, shown: str
) -> None:
    """"²" passes str.isdigit() and then int() fails; 5000 digits are too many for int()."""
    path = tmp_path / "game.txt"
    path.write_text(f'[Ruleset "palm"]\n[Seed "{seed}"]\n', encoding="utf-8")
    err = one_line_status_2(run(capsys, "record", str(path)), "record: ")
    assert err == f'record: Seed: must be 0..4294967295, not "{shown}"\n'


@pytest.mark.parametrize(
    ("tags", "message"),
    [
        ({"Note": 'two\n[Seed "9"]'}, "tags: Note: the value must be one line without control characters"),
        ({"Seed": "9"}, 'tags: "Seed" is not a tag name'),
        ({"two words": "x"}, 'tags: "two words" is not a tag name'),
    ],
)
def test_record_refuses_tags_its_text_form_cannot_hold(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, tags: dict[str, str], message: str
) -> None:
    """A tag with a newline was written into the text form, which then could not be read back
    (or read back as another game: the tag's second line set the seed)."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"ruleset": "palm", "seed": 1, "tags": tags, "actions": []}))
    err = one_line_status_2(run(capsys, "record", str(path)), "record: ")
    assert err.startswith(f"record: {message}")


# ------------------------------------------------------------------------------------- headless


def headless(capsys: pytest.CaptureFixture[str], tmp_path: Path, out: Path, data: Path) -> str:
    """``palm-pitch headless`` of a script that waits and shoots, refused: its one line."""
    script = tmp_path / "s.txt"
    script.write_text("wait 3000\nshot a\n")
    result = run(capsys, "headless", "--script", str(script), "--out", str(out), "--data-dir", str(data))
    return one_line_status_2(result, "headless: ")


def test_headless_refuses_a_data_dir_that_is_a_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It ran the script, wrote the screens and exited 0, having saved nothing."""
    blocker = tmp_path / "saves"
    blocker.write_text("a file")
    err = headless(capsys, tmp_path, tmp_path / "out", blocker)
    assert err == f"headless: cannot use data directory {blocker}: not a directory\n"
    assert not (tmp_path / "out").exists() and blocker.read_text() == "a file"


def test_headless_makes_a_missing_data_dir(tmp_path: Path) -> None:
    script = tmp_path / "s.txt"
    script.write_text("wait 3000\n")
    data = tmp_path / "new" / "saves"
    argv = ["headless", "--script", str(script), "--out", str(tmp_path / "o"), "--data-dir", str(data)]
    assert cli.main(argv) == 0
    assert (data / "PitchSave-PPch.pdb").is_file()


def test_headless_refuses_an_output_folder_that_is_a_file_before_running(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    blocker = tmp_path / "out"
    blocker.write_text("a file")
    err = headless(capsys, tmp_path, blocker, tmp_path / "saves")
    assert err == f"headless: cannot write to {blocker}: not a directory\n"
    assert not (tmp_path / "saves" / "PitchSave-PPch.pdb").exists()  # the game was not even started


def test_a_script_can_press_the_hash_key() -> None:
    r"""``key #`` was a comment; ``\#`` is the character itself."""
    commands = parse_script("key \\#   # the hash key\ntap 1 2 # a comment\n")
    assert [(c.kind, c.chr) for c in commands] == [("key", ord("#")), ("tap", 0)]
    with pytest.raises(ValueError, match=r"expected key NAME \(the # key is written key \\#\)"):
        parse_script("key #\n")


def test_a_script_number_too_long_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    script = tmp_path / "s.txt"
    script.write_text("wait " + "9" * 5000 + "\n")
    result = run(capsys, "headless", "--script", str(script), "--out", str(tmp_path))
    err = one_line_status_2(result, "headless: ")
    assert err.startswith(f"headless: {script}:1: MS must be a whole number of at most 12 digits")


# --------------------------------------------------------------------------------------- pipes


def test_a_reader_that_goes_away_is_no_error(tmp_path: Path) -> None:
    """``palm-pitch record GAME.txt | head -1``: no traceback, no "Exception ignored"."""
    with subprocess.Popen([sys.executable, "-m", "palm_pitch", "record", str(GAME)], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.read(10)
        process.stdout.close()
        err = process.stderr.read().decode()
        status = process.wait(timeout=60)
    assert status == 0 and "Traceback" not in err and "Exception" not in err, err
