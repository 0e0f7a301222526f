"""Lexer and preprocessor: tokens, escapes, #define/#include/#ifdef, and the ID header reader."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from prc_tools.errors import RcpError
from prc_tools.rcp import Preprocessor, read_header
from prc_tools.rcp.lexer import tokenize

ROOT = Path(__file__).resolve().parents[2]


def values(text: str) -> list[object]:
    return [t.value if t.kind in ("number", "string") else t.text for t in tokenize(text, "t.rcp")[:-1]]


def test_tokens_carry_line_and_column() -> None:
    tokens = tokenize('FORM ID 1\n  BUTTON "OK"', "f.rcp")
    assert [(t.text, t.line, t.column) for t in tokens[:-1]] == [
        ("FORM", 1, 1),
        ("ID", 1, 6),
        ("1", 1, 9),
        ("BUTTON", 2, 3),
        ('"OK"', 2, 10),
    ]


def test_numbers_strings_and_comments() -> None:
    assert values("0x1F 42 'PPch' 7L // gone\n/* gone\n too */ 3") == [31, 42, 0x50506368, 7, 3]
    assert values(r'"a\tb\101\x41\e\_z" "say \"hi\""') == ["a\tbAA\x1bz", 'say "hi"']
    assert tokenize("0x10.w", "t")[0].size == "w"


@pytest.mark.parametrize(
    ("text", "message", "column"),
    [
        ('"open', "unterminated string", 1),
        ("x /* never", "unterminated /* comment", 3),
        ("'toolong'", "character constant", 1),
        ("12ab", "malformed number", 1),
    ],
)
def test_lexer_errors_point_at_the_problem(text: str, message: str, column: int) -> None:
    with pytest.raises(RcpError, match=re.escape(message)) as caught:
        tokenize(text, "bad.rcp")
    assert (caught.value.line, caught.value.column) == (1, column)


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def expand(tmp_path: Path, text: str) -> list[object]:
    source = write(tmp_path, "main.rcp", text)
    return [
        t.value if t.kind in ("number", "string") else t.text for t in Preprocessor([]).process(source)[:-1]
    ]


def test_defines_are_evaluated_left_to_right_and_substituted(tmp_path: Path) -> None:
    assert expand(tmp_path, '#define A 10\n#define B (A + 2) * 3\n#define S "x" + "y"\nB A S') == [
        36,
        10,
        "xy",
    ]
    assert expand(tmp_path, "#define C 2+3*4\nC") == [20]  # PilRC: no precedence


def test_reserved_words_are_never_replaced(tmp_path: Path) -> None:
    assert expand(tmp_path, "#define ID 5\nID") == ["ID"]


def test_conditionals_nest(tmp_path: Path) -> None:
    text = (
        "#define YES\n#ifdef YES\na\n#ifndef YES\nb\n#else\nc\n#endif\n#else\nd\n#endif\n#ifdef NO\ne\n#endif"
    )
    assert expand(tmp_path, text) == ["a", "c"]


def test_includes_of_headers_and_rcp_files(tmp_path: Path) -> None:
    write(tmp_path, "inc/ids.h", "#pragma once\n#define FORM_ID 1000\ntypedef int ignored;\n")
    write(tmp_path, "more.rcp", "more FORM_ID")
    source = write(
        tmp_path, "main.rcp", '#include "ids.h"\n#include "more.rcp"\n#include <PalmOS.h>\nFORM_ID'
    )
    tokens = Preprocessor([tmp_path / "inc"]).process(source)
    assert [t.value if t.kind == "number" else t.text for t in tokens[:-1]] == ["more", 1000, 1000]
    assert tokens[0].file.endswith("more.rcp")


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("#define A 1\n#define A 2", 2, "A is already defined as 1 at"),
        ('#include "missing.h"', 1, 'cannot find include file "missing.h"'),
        ("#ifdef X\n", 1, "no matching #endif"),
        ("#endif", 1, "#endif without #ifdef"),
        ("#if 1\n#endif", 1, "#if is not supported"),
        ("#define F(x) x", 1, "function-like macro"),
        ("#define V 1 +", 1, "expected a constant value"),
        ("#error stop here", 1, "#error stop here"),
        ("#frobnicate", 1, "unknown directive #frobnicate"),
        ("#define U UNKNOWN", 1, "unknown symbol 'UNKNOWN'"),
    ],
)
def test_preprocessor_errors(tmp_path: Path, text: str, line: int, message: str) -> None:
    with pytest.raises(RcpError, match=re.escape(message)) as caught:
        expand(tmp_path, text)
    assert caught.value.line == line
    assert caught.value.file.endswith("main.rcp")


def test_read_header_returns_the_numeric_ids(tmp_path: Path) -> None:
    header = write(
        tmp_path, "ids.h", '#ifndef G\n#define G\n#define A 1\n#define B A+1\n#define S "s"\n#endif\n'
    )
    assert read_header(header) == {"A": 1, "B": 2}


def test_the_project_header_is_the_one_source_of_ids() -> None:
    ids = read_header(ROOT / "resources" / "pitch_ids.h")
    assert ids["AboutForm"] == 1100
    assert ids["MainMenuBar"] == 1000
    assert ids["DamagedSaveAlert"] == 3000
    assert "PITCH_IDS_H" not in ids
    # ids are per type: the menu bars share 1000 and 1001 with the table form and its first object,
    # the push-button groups (1, 2; 1 on Statistics) the numbers of the first texts
    assert len(set(ids.values())) >= len(ids) - 5
