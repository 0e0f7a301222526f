"""prc_tools emits, resource for resource, the bytes PilRC 3.2.91 emits for the same source.

The sources and PilRC's outputs are in ``pilrc_reference/`` (see its README): every statement
and option PilRC compiles for the 68k, each compiled here and compared byte by byte, and the
warnings ``palm-prc`` adds where PilRC's result is surely not what the author meant.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from prc_tools.compiler import compile_rcp
from prc_tools.formats import ResourceDatabase

HERE = Path(__file__).resolve().parent / "pilrc_reference"
ROOT = HERE.parents[2]
INCLUDES = [HERE / "images", ROOT / "resources" / "bitmaps"]
APPLICATION_DEFAULTS = {("code", 0), ("data", 0), ("pref", 0)}

RUNS = [  # (reference, source, locale)
    ("all", HERE / "all.rcp", None),
    ("expressions", HERE / "expressions.rcp", None),
    ("forms", HERE / "forms.rcp", None),
    ("strings", HERE / "strings.rcp", None),
    ("latin1", HERE / "latin1.rcp", None),
    ("data", HERE / "data.rcp", None),
    ("bitmaps", HERE / "bitmaps.rcp", None),
    ("widths", HERE / "widths.rcp", None),
    ("fonts", HERE / "fonts.rcp", None),
    ("locale", HERE / "locale.rcp", None),
    ("locale-fr_FR", HERE / "locale.rcp", "fr_FR"),
    ("pitch", ROOT / "resources" / "pitch.rcp", None),
]


def _reference(name: str) -> dict[tuple[str, int], bytes]:
    resources = {}
    for line in (HERE / f"pilrc-3.2.91-{name}.txt").read_text(encoding="ascii").splitlines():
        kind, number, data = line.split(" ")
        resources[(kind, int(number))] = bytes.fromhex(data)
    return resources


def _compile(source: Path, locale: str | None) -> tuple[dict[tuple[str, int], bytes], list[str]]:
    warnings: list[str] = []
    db = compile_rcp(source, include_dirs=INCLUDES, warn=warnings.append, locale=locale, creator="TEST")
    ours = {(r.type, r.id): r.data for r in db.resources if (r.type, r.id) not in APPLICATION_DEFAULTS}
    return ours, warnings


@pytest.mark.parametrize(("reference", "source", "locale"), RUNS, ids=[r[0] for r in RUNS])
def test_every_resource_matches_pilrc(reference: str, source: Path, locale: str | None) -> None:
    expected = _reference(reference)
    ours, _ = _compile(source, locale)
    assert sorted(ours) == sorted(expected)
    mismatched = [
        f"{kind} {number}" for (kind, number), data in expected.items() if ours[(kind, number)] != data
    ]
    assert mismatched == []


def test_the_suite_covers_what_it_claims() -> None:
    total = sum(len(_reference(reference)) for reference, _, _ in RUNS)
    kinds = {kind for reference, _, _ in RUNS for kind, _ in _reference(reference)}
    assert total >= 230
    assert {"tFRM", "MBAR", "Talt", "Tbmp", "tAIB", "Tbsb", "tSTR", "tSTL", "tAIS", "tint", "wrdl"} <= kinds
    assert {"DLST", "BLST", "TRAP", "tver", "tAIN", "taic", "APPL", "NFNT", "nfnt", "fnav", "PALT"} <= kinds


def _warnings_of(name: str) -> list[tuple[int, str]]:
    _, warnings = _compile(HERE / name, None)
    found = []
    for warning in warnings:
        match = re.match(r".*?:(\d+):\d+: warning: (.*)", warning)
        assert match, warning
        found.append((int(match.group(1)), match.group(2)))
    return found


def test_where_pilrc_surely_did_not_do_what_was_meant_a_warning_names_the_line() -> None:
    expressions = _warnings_of("expressions.rcp")
    assert (9, "PilRC negates everything after this minus: the value is -25; write (-a)+b if you mean that, "
            "or parenthesise the rest") in expressions  # fmt: skip
    assert any(line == 20 and "centres a form on its own empty extent" in text for line, text in expressions)
    strings = _warnings_of("strings.rcp")
    assert [line for line, text in strings if "CRLF line ends become two line breaks" in text] == [3, 4]
    forms = _warnings_of("forms.rcp")
    assert [line for line, text in forms if "is not a range" in text] == [8, 11]
    bitmaps = _warnings_of("bitmaps.rcp")
    assert any(line == 9 and "one pixel to the left" in text for line, text in bitmaps)
    assert [line for line, text in bitmaps if "RLE and PackBits" in text] == [87, 88]


def test_utf8_text_is_stored_byte_for_byte_as_pilrc_stores_it(tmp_path: Path) -> None:
    source = tmp_path / "u.rcp"
    source.write_text('APPLICATION ID 1 "TEST"\nSTRING ID 1 "Caf\u00e9"\n', encoding="utf-8")
    warnings: list[str] = []
    db = compile_rcp(source, warn=warnings.append)
    assert db.resource("tSTR", 1).data == b"Caf\xc3\xa9\0"
    assert len(warnings) == 1 and "u.rcp:2:17: warning: the file is UTF-8, so '\u00e9'" in warnings[0]
    source.write_bytes(b'APPLICATION ID 1 "TEST"\nSTRING ID 1 "Caf\xe9"\n')
    assert compile_rcp(source).resource("tSTR", 1).data == b"Caf\xe9\0"


def test_a_top_down_bmp_which_pilrc_cannot_read_is_read_the_right_way_up(tmp_path: Path) -> None:
    (tmp_path / "t.rcp").write_text(
        'APPLICATION ID 1 "TEST"\nBITMAPCOLOR ID 1 "c8td.bmp"\nBITMAPCOLOR ID 2 "c8.bmp"\n', encoding="ascii"
    )
    warnings: list[str] = []
    db = compile_rcp(tmp_path / "t.rcp", include_dirs=[HERE / "images"], warn=warnings.append)
    assert db.resource("Tbmp", 1).data == db.resource("Tbmp", 2).data
    assert any("top-down BMP" in w for w in warnings)


def test_generateheader_writes_the_header_pilrc_writes(tmp_path: Path) -> None:
    for name in ("fonts.rcp", "font72.txt", "font144.txt", "font_missing.txt"):
        (tmp_path / name).write_bytes((HERE / name).read_bytes())
    compile_rcp(tmp_path / "fonts.rcp", include_dirs=INCLUDES, write_header=True)
    expected = (HERE / "pilrc-3.2.91-fonts-generated.h").read_bytes()
    assert (tmp_path / "generated.h").read_bytes() == expected
    modified = (tmp_path / "generated.h").stat().st_mtime_ns
    compile_rcp(tmp_path / "fonts.rcp", include_dirs=INCLUDES, write_header=True)
    assert (tmp_path / "generated.h").stat().st_mtime_ns == modified  # unchanged text, file left alone
    compile_rcp(HERE / "fonts.rcp", include_dirs=INCLUDES)  # without write_header nothing is written
    assert not (HERE / "generated.h").exists()


def test_a_database_written_by_pilrc_parses_and_builds_back_identically() -> None:
    data = (HERE / "all.ro").read_bytes()
    db = ResourceDatabase.parse(data)
    assert (db.name, db.type, db.creator, int(db.attributes), db.version) == ("all.ro", "RESO", "pRES", 1, 1)
    assert db.build() == data
    assert {(r.type, r.id): r.data for r in db.resources} == _reference("all")
