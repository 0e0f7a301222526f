"""``tools/compatibility.py --count``: the totals of a compatibility table counted from its rows, and
the rules by which the tool reads a stop: a call the model's Palm OS lacks sends the application
to a later model, palmOne's navigation trap is a licensee's call.

The rows here are made up for the test (no third-party application is needed); one test holds
``docs/compatibility.md`` itself to its rows, so that totals written by hand cannot drift from them.
"""

from __future__ import annotations

from pathlib import Path

import compatibility as tool
import compatibility_count as count
import pytest

from emulator.errors import AppFault

ROOT = Path(__file__).resolve().parents[2]

HEADER = (
    "| # | Application | Repository | Path | Commit | Creator/type | Device | In palm-emu | Gremlins "
    "| On the default device |\n|---|---|---|---|---|---|---|---|---|---|\n"
)
ROWS = [
    "| 1 | Pong | o/r | a/Pong.prc | c1 | YVOP/appl | palm35 | runs: answers: tap (1, 2) "
    "| 2000 events, 1 launches: no violation | the same |",
    "| 2 | \\|HaCkMe\\| | o/r | b/hackme.prc | c2 | HkMe/appl | palm35 | runs; Gremlins crash: "
    "answers: key a "
    "| crash at event 8: unimplemented-trap at PC 0x10000d5a: trap 0xa165 FntGetFontPtr is not implemented "
    "(last traps: EvtGetEvent@0x10005724) | the same |",
    "| 3 | Lemmings | o/r | c/lemmings.prc | c3 | LEMM/appl | m505 | runs: answers: the object at (52, 146) "
    "drawn pressed | 2000 events, 1 launches: 1 leak | incompatible (says so itself): needs another device: "
    "a form of its own (after FtrGet) |",
    "| 4 | MathLib | o/r | d/MathLib.prc | c4 | MthL/libr |  | skipped: a shared library (type libr) |  |  |",
    "| 5 | Info | o/r | e/info.prc | c5 | mEmI/appl | palm35 | unimplemented trap: stops on SysReserved3 "
    "(not on palm35: the VFS Manager's trap); refused on m505 too |  | the same |",
]
TABLE = (
    "# Title\n\n## The table\n\n"
    + HEADER
    + "\n".join(ROWS)
    + "\n\n## Totals\n\n- stale\n\nTraps palm-emu lacks "
    "that the most applications refer to in their code:\n\n| Trap | Applications |\n"
)


def test_the_rows_are_read_back_with_their_outcomes_devices_and_stops() -> None:
    rows = count.read_table(TABLE)
    assert [r.outcome for r in rows] == [tool.RUNS, tool.RUNS_GREMLINS_FAULT, tool.RUNS, tool.SKIPPED,
                                         tool.MISSING_TRAP]  # fmt: skip
    assert rows[1].name == "|HaCkMe|" and rows[1].missing_trap == "FntGetFontPtr"
    assert rows[2].device == "m505" and rows[2].default_outcome == tool.INCOMPATIBLE
    assert rows[4].missing_trap == "SysReserved3" and rows[3].type == "libr"


def test_the_totals_are_counted_from_the_rows() -> None:
    totals = count.count(TABLE)
    assert "- files: 5; applications run: 4; skipped: 1" in totals
    assert "**3 of 4** (75%); of those, Gremlins found no crash in 2" in totals
    assert "on the first device alone: **2 of 4** (50%)" in totals and "(1 on m505)" in totals
    assert "| `FntGetFontPtr` | 1 |" in totals and "| `SysReserved3` | 1 |" in totals


def test_in_place_replaces_the_totals_and_keeps_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "compatibility.md"
    path.write_text(TABLE)
    assert tool.main(["--count", str(path), "--in-place"]) == 0
    text = path.read_text()
    assert "- stale" not in text and "**3 of 4**" in text
    assert text.startswith(TABLE.split("## Totals")[0]) and text.endswith(TABLE.split("- stale\n\n")[1])
    assert "**3 of 4**" in capsys.readouterr().out
    assert count.replace_totals(text) == text  # counted again: nothing changes


def test_a_row_that_is_not_the_table_s_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.md"
    path.write_text(HEADER + "| 1 | X | o/r | p | c | C/appl | palm35 | flies: away |  | the same |\n")
    assert tool.main(["--count", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.md:3" in err and "no outcome" in err
    assert tool.main(["--count", str(tmp_path / "absent.md")]) == 2


def test_the_document_s_totals_are_the_ones_its_rows_give() -> None:
    text = (ROOT / "docs" / "compatibility.md").read_text(encoding="utf-8")
    assert count.replace_totals(text, "docs/compatibility.md") == text


def test_a_call_the_model_s_palm_os_lacks_sends_the_application_to_a_later_model() -> None:
    result = tool.Result("info.prc")
    fault = AppFault("unimplemented-trap", "trap 0xa3e8 WinSetForeColorRGB is not implemented on palm35 "
                     "(a Palm OS 4.0 call; palm35 runs Palm OS 3.5)", 0x10000100)  # fmt: skip
    tool._fault_outcome(result, fault)
    assert result.missing_trap == "WinSetForeColorRGB"
    assert (
        result.detail
        == "stops on WinSetForeColorRGB (not on palm35: a Palm OS 4.0 call; palm35 runs Palm OS 3.5)"
    )
    assert tool.stopped_on_device_check(result)
    plain = tool.Result("x.prc")
    tool._fault_outcome(
        plain, AppFault("unimplemented-trap", "trap 0xa366 PrgStartDialog is not implemented", 0)
    )
    assert not tool.stopped_on_device_check(plain)


def test_palmone_navigation_is_a_licensee_s_call() -> None:
    result = tool.Result("nav.prc")
    message = "trap 0xa46f SysReservedTrap5 is palmOne's five-way navigation (sysTrapNavSelector ...)"
    tool._fault_outcome(result, AppFault("unimplemented-trap", message, 0))
    assert result.outcome == tool.LICENSEE_CALL
