"""Hostile .rcp sources: each one line with file:line:column, exit 2, in bounded time and memory.

Deep nesting, numbers that double in length with every ``#define``, headers that include the
next one twice, a 5,000-digit number, files that cannot be read, and endless inputs: each is
refused at the place where it goes wrong, as PilRC reports a source error.
"""

from __future__ import annotations

import re
import struct
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from prc_tools.cli import main
from prc_tools.compiler import compile_rcp
from prc_tools.errors import RcpError
from prc_tools.fileio import MAX_SOURCE_BYTES
from prc_tools.rcp.cursor import MAX_NESTING
from prc_tools.rcp.preprocessor import MAX_INCLUDES

APP = 'APPLICATION ID 1 "TEST"\n'
PLACE = re.compile(r"^palm-prc: error: (?P<file>[^:]+):(?P<line>\d+):(?P<column>\d+): (?P<message>.+)$")


def _one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], source: str) -> tuple[int, int, str]:
    """Build ``source`` with palm-prc: the line and column of its one-line error, and the message."""
    (tmp_path / "app.rcp").write_text(source, encoding="latin-1")
    status = main(["build", str(tmp_path / "app.rcp"), "-o", str(tmp_path / "out.prc")])
    err = "".join(line for line in capsys.readouterr().err.splitlines(True) if ": warning: " not in line)
    assert status == 2 and err.count("\n") == 1, err
    match = PLACE.match(err.strip())
    assert match is not None, err
    assert not (tmp_path / "out.prc").exists()
    return int(match["line"]), int(match["column"]), match["message"]


def test_500_nested_parentheses(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = APP + "STRING ID " + "(" * 500 + "1" + ")" * 500 + ' "x"\n'
    line, column, message = _one_line(tmp_path, capsys, source)
    assert (line, column) == (2, 11 + MAX_NESTING) and "more than 100 deep" in message


def test_500_minus_signs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line, _column, message = _one_line(tmp_path, capsys, APP + "STRING ID " + "-" * 500 + '1 "x"\n')
    assert line == 2 and "more than 100 deep" in message


def test_nesting_within_the_bound_still_compiles(tmp_path: Path) -> None:
    depth = MAX_NESTING - 1
    (tmp_path / "app.rcp").write_text(APP + "STRING ID " + "(" * depth + "1000" + ")" * depth + ' "x"\n')
    assert [r.id for r in compile_rcp(tmp_path / "app.rcp").resources if r.type == "tSTR"] == [1000]


def test_numbers_doubling_with_every_define(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = ["#define A0 3"] + [f"#define A{n} (A{n - 1}*A{n - 1})" for n in range(1, 23)]
    line, column, message = _one_line(tmp_path, capsys, APP + "\n".join(lines) + "\n")
    # 3**64 is the first to pass 64 bits: A6, on the 8th line, at its '*'
    assert (line, column) == (8, 15) and "passes 64 bits" in message


def test_headers_each_including_the_next_twice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for n in range(22):
        body = "" if n == 21 else f'#include "h{n + 1}.h"\n#include "h{n + 1}.h"\n'
        (tmp_path / f"h{n}.h").write_text(body + f"#define H{n} {n}\n")
    _line, _column, message = _one_line(tmp_path, capsys, APP + '#include "h0.h"\n')
    assert f"more than {MAX_INCLUDES} #includes read" in message


def test_a_5000_digit_number(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line, column, message = _one_line(tmp_path, capsys, APP + "STRING ID " + "7" * 5000 + ' "x"\n')
    assert (line, column) == (2, 11) and "does not fit in 64 bits" in message
    line, column, message = _one_line(tmp_path, capsys, APP + "STRING ID 0x" + "f" * 5000 + ' "x"\n')
    assert (line, column) == (2, 11) and "does not fit in 64 bits" in message


def test_a_64_bit_number_still_reads(tmp_path: Path) -> None:
    (tmp_path / "app.rcp").write_text(APP + "#define BIG 0xFFFFFFFFFFFFFFFF\n#define SMALL (BIG/BIG)\n")
    compile_rcp(tmp_path / "app.rcp")


@pytest.mark.skipif(not Path("/proc/self/mem").exists(), reason="needs Linux /proc")
def test_a_midi_file_that_cannot_be_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "song.mid").symlink_to("/proc/self/mem")  # a file whose read fails (EIO), even for root
    line, column, message = _one_line(tmp_path, capsys, APP + 'MIDI 1 "song.mid"\n')
    assert (line, column) == (2, 8) and message.startswith("cannot read MIDI file") and "song.mid" in message


@pytest.mark.skipif(sys.platform == "win32", reason="sparse files and symlinks")
@pytest.mark.parametrize(
    "statement", ['#include "big.h"', 'DATA "DATA" ID 1 "big.h"', 'MIDI 1 "big.h"', 'BITMAP ID 1 "big.bmp"']
)
def test_an_endless_or_huge_input_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], statement: str
) -> None:
    for name in ("big.h", "big.bmp"):
        with open(tmp_path / name, "wb") as stream:
            stream.truncate(MAX_SOURCE_BYTES + 1)  # sparse: no disk used
    line, _column, message = _one_line(tmp_path, capsys, APP + statement + "\n")
    assert line == 2 and "larger than 16 MB" in message


def test_the_source_itself_endless(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with open(tmp_path / "app.rcp", "wb") as stream:
        stream.truncate(MAX_SOURCE_BYTES + 1)
    with pytest.raises(RcpError, match="larger than 16 MB"):
        compile_rcp(tmp_path / "app.rcp")


def test_numbers_of_zeros_and_the_largest_still_read(tmp_path: Path) -> None:
    source = APP + 'STRING ID 0x0000 "a"\nSTRING ID 007 "b"\nSTRING ID 0x00000000000000000000FFFF "c"\n'
    (tmp_path / "app.rcp").write_text(source)
    assert sorted(r.id for r in compile_rcp(tmp_path / "app.rcp").resources if r.type == "tSTR") == [
        0,
        7,
        0xFFFF,
    ]


def _bmp_header(width: int, height: int) -> bytes:
    return b"BM" + struct.pack("<IIIIiiHHI", 0, 0, 54, 40, width, height, 1, 1, 0) + bytes(64)


@pytest.mark.parametrize(
    ("name", "make"),
    [
        ("claims.pbm", lambda path: path.write_bytes(b"P4\n30000 30000\n" + bytes(64))),
        ("claims.bmp", lambda path: path.write_bytes(_bmp_header(4000, 4000))),
        ("wide.png", lambda path: Image.new("1", (2000, 2000)).save(path)),
    ],
)
def test_an_image_larger_than_a_palm_bitmap_is_refused_before_its_pixels(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, make: Callable[[Path], object]
) -> None:
    make(tmp_path / name)
    line, column, message = _one_line(tmp_path, capsys, APP + f'BITMAP ID 1 "{name}"\n')
    assert (line, column) == (2, 13) and "larger than a Palm bitmap may be" in message
