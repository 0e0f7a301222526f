"""A malformed .rcp construct is one line naming file:line:column and what was expected; exit 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from prc_tools.cli import main
from prc_tools.compiler import compile_rcp
from prc_tools.errors import RcpError

APP = 'APPLICATION ID 1 "TEST"\n'
FORM = APP + "FORM ID 100 AT (0 0 160 160)\nBEGIN\n"

CASES = [
    # (source, line, column, message)
    ("FROB ID 1", 1, 1, "expected a statement (FORM, MENU, ALERT"),
    (
        APP + 'FORM ID 100 AT (0 0 10 10)\nTITLE "x"',
        3,
        1,
        "expected BEGIN (after the FORM line), got 'TITLE'",
    ),
    (FORM + '  BUTTONN "x" ID 1 AT (1 1 1 1)\nEND', 4, 3, "expected a form object (TITLE, BUTTON"),
    (FORM + '  LABEL "x" ID 1 AT (1 1) FRAME\nEND', 4, 27, "FRAME is not allowed on LABEL"),
    (FORM + '  BUTTON "x" ID 1 AT (1 2 3 4 USABLE\nEND', 4, 31, "expected ')', got 'USABLE'"),
    (FORM + '  BUTTON "x" ID Nowhere AT (1 2 3 4)\nEND', 4, 17, "unknown symbol 'Nowhere' (not #defined)"),
    (FORM + "  BUTTON ID 1 AT (1 2 3 4)\nEND", 4, 10, "expected the BUTTON text in quotes, got 'ID'"),
    (FORM + '  BUTTON "x" ID 1 AT (1 2 3/0 4)\nEND', 4, 28, "division by zero"),
    (FORM + '  BUTTON "x" ID 70000 AT (1 2 3 4)\nEND', 4, 17, "BUTTON ID 70000 is not in 0..65535"),
    (FORM + '  BUTTON "x" ID 1 AT (1 2 3 4)\n', 5, 1, "or END, got end of file"),
    (FORM + "  TABLE ID 1 AT (1 2 3 4) COLUMNWIDTHS 9 COLUMNS 1\nEND", 4, 40, "got '9'"),
    (
        FORM + '  BUTTON "" ID 1 AT (1 2 3 4) GRAPHICAL\nEND',
        4,
        10,
        "GRAPHICAL control needs a non-zero BITMAPID",
    ),
    (FORM + '  FIELD ID 1 AT (1 2 3 4) LOCALE "de"\nEND', 4, 27, "FIELD"),
    (APP + "FORM ID 1 AT (0 0 1 1) LOCALE de\nBEGIN\nEND", 2, 31, "expected the locale in quotes"),
    (
        APP + 'MENU ID 1\nBEGIN\n PULLDOWN "G"\n BEGIN\n  MENUITEM "x" ID 1 "AB"\n END\nEND',
        6,
        21,
        'a menu shortcut must be one character, not "AB"',
    ),
    (APP + 'MENU ID 1\nBEGIN\n MENUITEM "x" ID 1\nEND', 4, 2, "expected PULLDOWN or END, got 'MENUITEM'"),
    (APP + 'ALERT ID 1\nBEGIN\n TITLE "t"\nEND', 2, 7, "an alert needs at least one button"),
    (
        APP + 'ALERT ID 1 DEFAULTBUTTON 2\nBEGIN\n BUTTONS "OK"\nEND',
        2,
        7,
        "DEFAULTBUTTON 2 is not one of the 1 buttons",
    ),
    (APP + 'STRING ID 1 "a"\nSTRING ID 1 "b"', 3, 8, "duplicate resource 'tSTR' 1 (first defined at"),
    (APP + 'BITMAP ID 1 "missing.png"', 2, 13, 'cannot find "missing.png"'),
    (APP + 'BITMAP ID 1 BEGIN BITMAP "i.pbitm" BPP 3 END', 2, 40, "BPP 3 is not one of 1, 2, 4, 5"),
    (APP + 'BITMAP ID 1 "junk.png"', 2, 13, "cannot read image"),
    (APP + 'BITMAPCOLOR16K ID 1 "i.pgm"', 2, 21, "PilRC cannot make a 16-bit bitmap from a PBM/PGM/PPM"),
    ('APPLICATION ID 1 "TOOLONG"', 1, 18, 'APPLICATION needs a 4-character creator ID, not "TOOLONG"'),
    (APP + 'STRING ID 1 "never ends', 2, 13, "unterminated string"),
    (APP + "TRAP ID 5 0x10", 2, 6, "a TRAP resource ID is 1000 or more"),
    (APP + 'STRING ID 1 FILE "nothere.txt"', 2, 18, 'cannot find "nothere.txt"'),
    (APP + 'FONT ID 1 FONTID 3 "f.txt"', 2, 6, "FONTID 3 is not an application font (128..255)"),
    (APP + "FONTFAMILY ID 1 FONTID 128 BEGIN END", 2, 12, "a font family needs two fonts"),
    (APP + '#include "absent.h"', 2, 2, 'cannot find include file "absent.h"'),
    (APP + "#ifdef X", 2, 2, "this conditional has no matching #endif"),
    ('STRING ID 1 "no creator"', 1, 1, "no creator ID: add APPLICATION ID 1"),
]


def _source(tmp_path: Path, text: str) -> Path:
    (tmp_path / "i.pbitm").write_text("#\n", encoding="utf-8")
    (tmp_path / "junk.png").write_bytes(b"not a png")
    (tmp_path / "i.pgm").write_bytes(b"P5 1 1 255 \x80")
    source = tmp_path / "bad.rcp"
    source.write_text(text, encoding="utf-8")
    return source


@pytest.mark.parametrize(("text", "line", "column", "message"), CASES, ids=[c[3][:40] for c in CASES])
def test_each_mistake_names_its_position(
    tmp_path: Path, text: str, line: int, column: int, message: str
) -> None:
    source = _source(tmp_path, text)
    with pytest.raises(RcpError) as caught:
        compile_rcp(source)
    error = caught.value
    assert message in error.message
    assert (Path(error.file).name, error.line, error.column) == (source.name, line, column)


@pytest.mark.parametrize(("text", "line", "column", "message"), CASES, ids=[c[3][:40] for c in CASES])
def test_the_command_line_prints_one_line_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, line: int, column: int, message: str
) -> None:
    source = _source(tmp_path, text)
    output = tmp_path / "out" / "X.prc"
    assert main(["build", str(source), "-o", str(output)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    *warnings, error = captured.err.splitlines()
    assert all(": warning: " in w for w in warnings)  # e.g. a UTF-8 source
    assert error.startswith(f"palm-prc: error: {source}:{line}:{column}: ") and message in error
    assert not output.exists()
    assert not output.parent.exists() or list(output.parent.iterdir()) == []


def test_the_installed_command_reports_without_a_traceback(tmp_path: Path) -> None:
    source = _source(tmp_path, CASES[2][0])
    result = subprocess.run(
        [sys.executable, "-m", "prc_tools.cli", "build", str(source), "-o", str(tmp_path / "x.prc")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith(f"palm-prc: error: {source}:4:3: expected a form object")
