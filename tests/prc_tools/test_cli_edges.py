"""``palm-prc`` on the edges of its input: a closed pipe, a database with damaged
resource bytes, a ``.pbitm`` of garbage, an empty ``.rcp``, a folder for a file, bad header options.

Each is one line on standard error naming the place and the cause, and a truthful exit status.
"""

from __future__ import annotations

import dataclasses
import re
import subprocess
import sys
from pathlib import Path

import pytest

from prc_tools import compile_rcp
from prc_tools.cli import main
from prc_tools.errors import PrcFormatError
from prc_tools.formats import ResourceDatabase, decode_resource

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "resources" / "pitch.rcp"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.fixture(scope="module")
def pitch_prc(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("prc") / "Pitch.prc"
    path.write_bytes(compile_rcp(SOURCE).build())
    return path


def _damaged(pitch_prc: Path, tmp_path: Path, type: str, id: int) -> Path:
    """Pitch.prc with the bytes of one resource scrambled (the container stays valid)."""
    database = ResourceDatabase.parse(pitch_prc.read_bytes())
    resources = tuple(
        dataclasses.replace(r, data=bytes(b ^ 0xA5 for b in r.data)) if (r.type, r.id) == (type, id) else r
        for r in database.resources
    )
    path = tmp_path / "Damaged.prc"
    path.write_bytes(dataclasses.replace(database, resources=resources).build())
    return path


# ---------------------------------------------------------------------------------------- pipes


@pytest.mark.parametrize(("command", "status"), [("dump", 0), ("diff", 1)])
def test_a_reader_that_goes_away_is_no_traceback(
    pitch_prc: Path, tmp_path: Path, command: str, status: int
) -> None:
    """``palm-prc dump Pitch.prc | head`` ended in a BrokenPipeError traceback; ``diff`` still
    says the databases differ (1), as it would without the pipe."""
    other = _damaged(pitch_prc, tmp_path, "tSTR", 4003)
    args = [str(pitch_prc)] if command == "dump" else [str(pitch_prc), str(other)]
    with subprocess.Popen([sys.executable, "-m", "prc_tools.cli", command, *args],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.read(20)
        process.stdout.close()  # as head does after its lines
        err = process.stderr.read().decode()
        assert process.wait(timeout=60) == status, err
    assert err == ""


# ------------------------------------------------------------------------------ damaged resources


@pytest.mark.parametrize(
    ("type", "id"), [("MBAR", 1000), ("tFRM", 1000), ("Talt", 3000), ("Tbmp", 5000), ("TxtC", 4001)]
)
def test_a_damaged_resource_is_named_and_the_dump_exits_2(
    pitch_prc: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], type: str, id: int
) -> None:
    """The dump exited 0, and the reason was construct's two-line message ("Error in path
    (parsing) -> barWin" and "parsing expected 0 but parsed 2779096485")."""
    damaged = _damaged(pitch_prc, tmp_path, type, id)
    status, out, err = run(capsys, "dump", str(damaged))
    assert status == 2
    assert err.startswith(f"palm-prc: error: {damaged}: {type} {id} is damaged: ") and err.count("\n") == 1
    assert "Error in path" not in err and "(at offset " in err
    assert f"\n{type} {id} (" in out and "cannot decode" in out  # still listed, as hex
    assert re.search(r"\nMBAR 1000 \([0-9]+ bytes\): menu bar", out) or type == "MBAR"  # the rest decoded


def test_a_construct_failure_reads_as_one_line_naming_the_field(pitch_prc: Path, tmp_path: Path) -> None:
    damaged = ResourceDatabase.parse(_damaged(pitch_prc, tmp_path, "MBAR", 1000).read_bytes())
    resource = damaged.get("MBAR", 1000)
    assert resource is not None
    with pytest.raises(PrcFormatError) as caught:
        decode_resource("MBAR", resource.data)
    assert str(caught.value) == (
        "MBAR menu bar is invalid: barWin: expected 0, found 2779096485 (at offset 4 = 0x4)"
    )


def test_an_undamaged_database_dumps_with_status_0(
    pitch_prc: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(capsys, "dump", str(pitch_prc))
    assert (status, err) == (0, "") and "cannot decode" not in out


# -------------------------------------------------------------------------------- the compiler


def _rcp(tmp_path: Path, art: bytes) -> Path:
    (tmp_path / "art.pbitm").write_bytes(art)
    source = tmp_path / "t.rcp"
    source.write_text('APPLICATION ID 1 "TEST"\nBITMAP ID 1 "art.pbitm"\n', encoding="utf-8")
    return source


PIXELS = " ('#' black, '-' or space white)"


@pytest.mark.parametrize(
    ("art", "position", "message"),
    [
        (b"hello world\n", "1:1", "'h' is not a text-art pixel" + PIXELS),
        (b"#-#\n#x#\n", "2:2", "'x' is not a text-art pixel" + PIXELS),
        (b"#\t#\n", "1:2", "U+0009 is not a text-art pixel" + PIXELS),
        (b"", "1:1", "a text-art bitmap needs at least one row of '#' and '-'"),
    ],
)
def test_a_pbitm_of_garbage_is_refused_at_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], art: bytes, position: str, message: str
) -> None:
    """"hello world" compiled to an 11x1 bitmap (PilRC takes every other character for black)."""
    output = tmp_path / "out.prc"
    status, _, err = run(capsys, "build", str(_rcp(tmp_path, art)), "-o", str(output))
    assert status == 2 and not output.exists()
    assert err == f"palm-prc: error: {tmp_path / 'art.pbitm'}:{position}: {message}\n"


def test_a_png_named_pbitm_is_not_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from PIL import Image

    Image.new("1", (57, 12), 1).save(tmp_path / "suits.png")
    source = _rcp(tmp_path, (tmp_path / "suits.png").read_bytes())
    status, _, err = run(capsys, "build", str(source), "-o", str(tmp_path / "out.prc"))
    assert status == 2
    art = tmp_path / "art.pbitm"
    assert err == f"palm-prc: error: {source}:2:13: text-art bitmap {art} is not text (rows of '#' and '-')\n"


def test_a_good_pbitm_still_compiles_with_a_bom_and_crlf(tmp_path: Path) -> None:
    warnings: list[str] = []
    database = compile_rcp(_rcp(tmp_path, b"\xef\xbb\xbf#-#\r\n # \r\n"), warn=warnings.append)
    bitmap = database.get("Tbmp", 1)
    assert bitmap is not None and decode_resource("Tbmp", bitmap.data).members[0].text_art() == ["#.#", ".#."]
    assert warnings == [f"{tmp_path / 't.rcp'}:2:13: warning: art.pbitm starts with a UTF-8 byte-order mark, "
                        "which PilRC reads as 3 black pixels"]


def test_an_empty_rcp_names_the_option_to_give(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """It said "or pass creator=", the Python keyword, on the command line."""
    source = tmp_path / "empty.rcp"
    source.write_text("")
    status, _, err = run(capsys, "build", str(source), "-o", str(tmp_path / "x.prc"))
    assert status == 2
    assert err == (f'palm-prc: error: {source}:1:1: no creator ID: add APPLICATION ID 1 "CRID" to the source'
                   " or pass --creator CRID\n")
    assert run(capsys, "build", str(source), "--creator", "TEST", "-o", str(tmp_path / "x.prc"))[0] == 0


def test_a_folder_given_as_a_file_is_named_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """It said "cannot read DIR: no such file"."""
    for command in (["build", str(tmp_path), "-o", str(tmp_path / "x.prc")], ["dump", str(tmp_path)]):
        assert run(capsys, *command) == (2, "", f"palm-prc: error: cannot read {tmp_path}: Is a directory\n")


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (["--creator", "TOOLONG"], "creator 'TOOLONG' must be exactly 4 single-byte characters"),
        (["--type", "app"], "database type 'app' must be exactly 4 single-byte characters"),
        (["--name", "x" * 40], "database name '" + "x" * 40 + "' must be 1..31 characters without NUL"),
        (["--db-version", "70000"], "version 70000 does not fit in 16 bits"),
    ],
)
def test_bad_header_options_are_named_as_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: list[str], message: str
) -> None:
    """They were reported at pitch.rcp:1:1, as if the source were wrong."""
    status, _, err = run(capsys, "build", str(SOURCE), *option, "-o", str(tmp_path / "x.prc"))
    assert status == 2 and err == f"palm-prc: error: bad option: {message}\n"


def test_a_misplaced_string_with_escapes_is_quoted_as_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The message quoted the decoded string, so a "\\n" in it split the error over two lines (found
    by fuzzing pitch.rcp); a long string is cut."""
    source = tmp_path / "t.rcp"
    source.write_text('APPLICATION ID 1 "TEST"\n"two\\nlines"\n"' + "x" * 80 + '"\n', encoding="utf-8")
    status, _, err = run(capsys, "build", str(source), "-o", str(tmp_path / "x.prc"))
    assert status == 2 and err.count("\n") == 1
    assert err.startswith(f"palm-prc: error: {source}:2:1: expected a statement (")
    assert err.endswith('got "two\\nlines"\n')
    source.write_text('APPLICATION ID 1 "TEST"\n"' + "x" * 80 + '"\n', encoding="utf-8")
    assert run(capsys, "build", str(source), "-o", str(tmp_path / "x.prc"))[2].endswith(
        'got "' + "x" * 35 + '..."\n'
    )


def test_a_source_date_epoch_of_5000_digits_is_cut_in_the_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The message quoted all 5000 digits."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "9" * 5000)
    status, _, err = run(capsys, "build", str(SOURCE), "-o", str(tmp_path / "x.prc"))
    assert status == 2
    assert err == (f"palm-prc: error: SOURCE_DATE_EPOCH='{'9' * 20}...' is not a Unix time in the Palm"
                   " date range\n")
