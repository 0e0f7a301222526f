"""The headless renderer: scripts, their mistakes (file:line, exit 2), and the PNGs it writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from palm_os.framebuffer import Framebuffer
from palm_pitch.cli import main
from palm_pitch.frontends.headless import ScriptError, key_of, parse_script, render
from palm_sdk.keys import commandKeyMask, vchrMenu, vchrPageDown


def test_a_script_parses_into_commands() -> None:
    commands = parse_script(
        "# a comment\n\ntap 10 20  # trailing\npen down 1 2\npen move 3 4\npen up 5 6\n"
        "key enter\nkey menu\nkey s\nkey cmd+N\nkey pagedown\nwait 600\nshot table_1\n"
    )
    assert [c.kind for c in commands] == [
        "tap", "pen-down", "pen-move", "pen-up", "key", "key", "key", "key", "key", "wait", "shot",
    ]  # fmt: skip
    assert (commands[0].line, commands[0].x, commands[0].y) == (3, 10, 20)
    assert (commands[5].chr, commands[5].modifiers) == (vchrMenu, commandKeyMask)
    assert (commands[7].chr, commands[7].modifiers) == (ord("N"), commandKeyMask)
    assert commands[8].chr == vchrPageDown and commands[9].ms == 600 and commands[10].name == "table_1"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("tapp 1 2", "unknown command 'tapp'"),
        ("tap 1", "expected X Y"),
        ("tap 1 x", "Y must be a whole number"),
        ("tap 160 5", "off the digitizer"),
        ("pen sideways 1 2", "expected pen down, pen move or pen up"),
        ("key", "expected key NAME"),
        ("key flurb", "unknown key 'flurb'"),
        ("wait -5", "is not 0 to"),
        ("shot ../escape", "expected shot NAME"),
    ],
)
def test_mistakes_name_the_file_and_line(line: str, message: str) -> None:
    with pytest.raises(ScriptError) as raised:
        parse_script(f"wait 10\n{line}\n", "my.script")
    assert str(raised.value).startswith("my.script:2: ") and message in str(raised.value)


def test_key_names() -> None:
    assert key_of("enter") == (0x0A, 0) and key_of("3") == (ord("3"), 0) and key_of("home")[0] == 0x0108


def test_shots_are_160_by_160_one_bit_pngs(tmp_path: Path) -> None:
    written = render("shot first\nwait 700\nshot second\n", tmp_path, seed=1)
    assert [p.name for p in written] == ["first.png", "second.png"]
    first, second = (Framebuffer.from_png(p.read_bytes()) for p in written)
    assert (first.width, first.height) == (160, 160)
    assert written[0].read_bytes()[24:26] == b"\x01\x00"  # IHDR: bit depth 1, grayscale
    assert first != second  # East's bid is on the table after the wait


def test_the_same_script_and_seed_give_the_same_screens(tmp_path: Path) -> None:
    script = "wait 5000\nkey p\nwait 5000\nshot a\n"
    one = render(script, tmp_path / "1", seed=42)[0].read_bytes()
    two = render(script, tmp_path / "2", seed=42)[0].read_bytes()
    assert one == two


def test_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "s.txt"
    script.write_text("wait 600\nshot one\n", encoding="utf-8")
    out = tmp_path / "out"
    assert main(["headless", "--seed", "3", "--script", str(script), "--out", str(out)]) == 0
    assert (out / "one.png").exists() and capsys.readouterr().out.strip().endswith("one.png")


def test_the_command_line_reports_a_bad_script_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "bad.txt"
    script.write_text("wait 600\ntap here\n", encoding="utf-8")
    assert main(["headless", "--script", str(script), "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err == f"headless: {script}:2: expected X Y, got here\n"
    assert main(["headless", "--script", str(tmp_path / "missing.txt"), "--out", str(tmp_path)]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_the_command_line_saves_in_the_data_folder(tmp_path: Path) -> None:
    script = tmp_path / "s.txt"
    script.write_text("wait 3000\n", encoding="utf-8")
    data = tmp_path / "data"
    assert (
        main(["headless", "--script", str(script), "--out", str(tmp_path / "o"), "--data-dir", str(data)])
        == 0
    )
    assert (data / "PitchSave-PPch.pdb").exists()
