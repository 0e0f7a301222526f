"""The ``palm-pitch`` command: replay, simulate, record, and the text game; user errors exit 2."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from palm_pitch import cli
from palm_pitch.frontends.text_game import play_text_game
from palm_pitch.match import play_game
from palm_pitch.players import HeuristicPlayer

HANDS = Path(__file__).parent / "hands"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_replay_prints_the_result(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "replay", str(HANDS / "smudge_made.json"))
    assert status == 0 and err == ""
    assert json.loads(out) == json.loads((HANDS / "smudge_made.result.json").read_text())


def test_replay_from_stdin(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO((HANDS / "dealer_steal.json").read_text()))
    status, out, _ = run(capsys, "replay", "-")
    assert status == 0 and json.loads(out)["pitcher"] == 3


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["hands"][1].__setitem__(4, "1H"), 'replay: hands[1][4]: unknown card "1H"'),
        (lambda d: d.__setitem__("bids", [3, 2, None, None]),
         "replay: bids[1]: West bid 2: Bid must beat 3 (legal: pass, 4, smudge)"),
        (lambda d: d["plays"].pop(), "replay: plays: 23 cards, expected 24"),
        (lambda d: d["plays"].__setitem__(0, "KS"),
         "replay: plays[0]: East played KS: Card not in hand (legal: 5S, 6S, KH, AH, 3D, 3C)"),
    ],
)
def test_replay_errors_are_one_line_with_status_2(capsys, tmp_path, change, message) -> None:  # type: ignore[no-untyped-def]
    data = json.loads((HANDS / "dealer_steal.json").read_text())
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    status, out, err = run(capsys, "replay", str(path))
    assert status == 2 and out == ""
    assert err == message + "\n"


def test_replay_missing_file_and_bad_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, _, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert status == 2 and err.startswith("replay: cannot read ") and err.count("\n") == 1
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    status, _, err = run(capsys, "replay", str(bad))
    assert status == 2 and err.startswith("replay: invalid JSON at line 1") and err.count("\n") == 1


def test_simulate_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "simulate", "--games", "5", "--seed", "3", "--team0", "heuristic",
                         "--team1", "random", "--ruleset", "palm")
    assert status == 0
    assert "team 0 (N/S, heuristic): won 5 games (100.0%)" in out
    assert "made" in out and "average winning bid" in out
    assert "hands played:" in out and "per second" in out


def test_simulate_refuses_unknown_ruleset(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "simulate", "--games", "1", "--ruleset", "mars")
    assert status == 2 and err.startswith("simulate: unknown ruleset 'mars'")


def test_record_converts_both_ways(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = play_game([HeuristicPlayer()] * 4, seed=8).record
    json_path = tmp_path / "game.json"
    json_path.write_text(record.to_json_text())
    status, text, _ = run(capsys, "record", str(json_path))
    assert status == 0 and text == record.to_text()
    text_path = tmp_path / "game.txt"
    text_path.write_text(text)
    status, out, _ = run(capsys, "record", str(text_path))
    assert status == 0 and out == record.to_json_text()
    text_path.write_text(text.replace("Bids: ", "Bids: S 9, ", 1))
    status, _, err = run(capsys, "record", str(text_path))
    assert status == 2 and "unknown bid" in err


def test_text_game_reads_stdin_and_quits(capsys: pytest.CaptureFixture[str]) -> None:
    lines = iter(["xx\n", "QS\n", "pass\n", "q\n"])
    out = io.StringIO()
    status = play_text_game(7, "palm", lambda: next(lines, ""), out)
    text = out.getvalue()
    assert status == 0
    assert "Your cards:" in text and "Not a bid or a card: xx" in text and "Bye." in text


def test_text_game_plays_a_whole_game_on_scripted_input() -> None:
    out = io.StringIO()

    def answer() -> str:  # always the first legal action, read back from the prompt
        text = out.getvalue()
        return text[text.rindex("(") + 1: text.rindex(")")].split()[0] + "\n"

    assert play_text_game(12, "palm", answer, out) == 0
    assert ("You win!" in out.getvalue()) or ("West and East win." in out.getvalue())


def test_text_game_says_passes_in_english() -> None:
    """It printed 'East bids Pass.' and 'You bid pass.'."""
    answers = iter(["pass\n", "q\n"])
    out = io.StringIO()
    play_text_game(3, "palm", lambda: next(answers), out)
    text = out.getvalue()
    assert "East passes." in text and "You pass." in text and "North bids 3." in text
    assert "bids Pass" not in text and "bid pass" not in text


def test_text_game_ends_cleanly_on_eof(capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    assert play_text_game(1, "palm", lambda: "", out) == 0
    assert out.getvalue().endswith("Bye.\n")


def test_console_script_play_runs_the_text_game(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "palm_pitch.cli", "play", "--seed", "4"], input="q\n",
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert "Palm Pitch (palm, seed 4)" in done.stdout and "Bye." in done.stdout
