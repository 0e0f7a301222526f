"""Command-line edges a player hits: pipes closed early, seed ranges, ``prc -o`` oddities, records
checked for what they claim, the wrong kind of record, a headless script that presses Home, and
the package metadata."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from palm_pitch.app import pitch_prc
from palm_pitch.cli import main
from palm_pitch.players import make_player

ROOT = Path(__file__).resolve().parents[1]
GAME_TEXT = """[Ruleset "palm"]
[Seed "3"]

Hand 1, dealer South, scores 0:0
Bids: W pass, N 3, E pass, S pass
1. N: AC 3S 5C 9C, won by N
2. N: QC 8H QH TC, won by N
3. N: 6S KS AS 4S, won by S
4. S: QD 9D 2S AD, won by E
5. E: JH AH 2H 7S, won by S
6. S: 4H TS JC 6D, won by N
Result: N/S pitched 3 in clubs, took HLJG, made it; N/S +4, E/W +0; scores 4:0
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    "command",
    [
        "yes pass | {py} -m palm_pitch.cli play --seed 1 | head -n 1",
        "{py} -m palm_pitch.cli simulate --games 200 --seed 0 | head -c 1",
        "{py} -m emulator.cli traps | head -n 1",
    ],
    ids=["play", "simulate", "palm-emu traps"],
)
def test_a_pipe_closed_early_ends_quietly(command: str, tmp_path: Path) -> None:
    line = command.format(py=sys.executable, tmp=tmp_path)
    done = subprocess.run(["bash", "-c", line], capture_output=True, text=True, timeout=120, check=False)
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr[-400:]


def test_duel_refuses_seeds_past_the_range(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "duel", "random", "random", "--seed", "4294967295", "--games", "4")
    assert status == 2 and out == "" and "runs past seed 4294967295" in err


def test_pimc_with_an_empty_number_is_refused() -> None:
    with pytest.raises(KeyError, match="pimc:N needs a number"):
        make_player("pimc:")
    assert make_player("pimc").name.startswith("pimc")


def test_prc_output_edges(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    status, _, err = run(capsys, "prc", "-o", "")
    assert status == 2 and "give a file name" in err
    status, _, err = run(capsys, "prc", "-o", str(tmp_path / "no" / "such" / "P.prc"))
    assert status == 2 and "no folder" in err and not (tmp_path / "no").exists()
    monkeypatch.chdir(tmp_path)
    buffer = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(buffer))
    assert main(["prc", "-o", "-"]) == 0
    assert buffer.getvalue() == pitch_prc() and not (tmp_path / "-").exists()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("4. S: QD 9D 2S AD, won by E", "4. S: QD 9D 2S AD, won by W"),
        ("N/S +4, E/W +0; scores 4:0", "N/S +4, E/W +0; scores 5:0"),
        ("took HLJG, made it", "took HLJ, made it"),
    ],
)
def test_record_checks_what_a_text_record_claims(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, change: str, message: str
) -> None:
    good = tmp_path / "good.txt"
    good.write_text(GAME_TEXT, encoding="utf-8")
    assert run(capsys, "record", str(good))[0] == 0
    bad = tmp_path / "bad.txt"
    bad.write_text(GAME_TEXT.replace(change, message), encoding="utf-8")
    status, out, err = run(capsys, "record", str(bad))
    assert status == 2 and out == "" and "but the cards give" in err
    assert re.match(r"record: line \d+: says ", err)


def test_the_wrong_kind_of_record_is_named(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    hand = tmp_path / "hand.json"
    hand.write_text('{"dealer": 0, "hands": [], "bids": [], "plays": []}', encoding="utf-8")
    status, _, err = run(capsys, "record", str(hand))
    assert status == 2 and "this is a hand record; use `palm-pitch replay`" in err
    game = tmp_path / "game.json"
    game.write_text('{"ruleset": "palm", "seed": 3, "actions": []}', encoding="utf-8")
    status, _, err = run(capsys, "replay", str(game))
    assert status == 2 and "this is a game record; use `palm-pitch record`" in err
    empty = tmp_path / "empty.json"
    empty.write_text("{}", encoding="utf-8")
    status, _, err = run(capsys, "replay", str(empty))
    assert status == 2 and "missing: dealer, hands, bids, plays" in err


def test_a_headless_script_that_presses_home_stops_and_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    script = tmp_path / "s.txt"
    script.write_text("shot before\nkey home\nwait 100\nshot after\n", encoding="utf-8")
    out = tmp_path / "out"
    status, _, err = run(capsys, "headless", "--seed", "1", "--script", str(script), "--out", str(out))
    assert status == 2 and ":2: the app stopped here (Home); the 2 commands after it cannot run" in err
    assert sorted(p.name for p in out.iterdir()) == ["before.png"]
    script.write_text("shot before\nkey home\n", encoding="utf-8")
    assert run(capsys, "headless", "--seed", "1", "--script", str(script), "--out", str(out))[0] == 0
