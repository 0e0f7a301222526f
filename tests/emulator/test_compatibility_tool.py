"""tools/compatibility.py classifies what an application does in palm-emu, on our own test programs.

No third-party application is used here: the programs are the emulator tests' own (built by the
``programs`` fixture), each standing for one outcome of the table: ``forms.prc`` reaches its
form and answers taps (then Gremlins run through it), ``basics.prc`` checks and exits without
an event loop, ``missing.prc`` stops with the device's fatal error when the Menu button asks for
a menu bar it lacks, ``libuser.prc`` stops on its own check when the library it loads is not
installed and runs its checks when it is, ``testlib.prc`` is a shared library (skipped), and a
file that is not a Palm database is skipped too. A hang and an emulator exception are made on
purpose to see that they are rows (``hang``, ``traceback``), not the end of the run.
``colorcheck.prc`` refuses a device without a colour screen in its own alert and greets a
colour one with a welcome alert before its form: the tool runs it again on a model that suits
it, dismisses the welcome, and keeps the default device's refusal beside the row.
``longrun.prc`` computes longer than the watchdog's budget, calling traps as it goes (it gets
more, up to the tool's bound), or polls the clock for ever (it is stopped after the budget).
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import compatibility as tool
import pytest

from emulator.errors import AppFault
from emulator.kernel import Kernel
from emulator.loader import read_application

LONG_COMPUTATION, POLLING_LOOP = 0x8001, 0x8002  # longrun.c's launch codes
ENDLESS_LOOP = 0x8003  # faults.c's loop that calls no trap


@pytest.fixture(scope="module")
def table(programs: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, tool.Result]:
    folder = tmp_path_factory.mktemp("corpus")
    for name in ("forms.prc", "basics.prc", "missing.prc", "testlib.prc", "libuser.prc", "colorcheck.prc"):
        shutil.copy(programs / name, folder / name)
    (folder / "notes.prc").write_bytes(b"not a Palm database at all")
    return {
        path.name: tool.run_one(path, events=60, budget=tool.DEFAULT_BUDGET, seed=0, timeout=120)
        for path in sorted(folder.glob("*.prc"))
    }


def test_the_table_is_written_as_markdown_with_where_each_file_came_from(
    programs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copy(programs / "testlib.prc", tmp_path / "testlib.prc")
    (tmp_path / "notes.prc").write_bytes(b"not a Palm database at all")
    manifest = tmp_path / "sources.tsv"
    manifest.write_text(f"testlib.prc\texample/programs\ttests/testlib.prc\t{'0' * 40}\n")
    out = tmp_path / "table.md"
    assert tool.main([str(tmp_path), "--jobs", "2", "--manifest", str(manifest), "--markdown", str(out)]) == 0
    text = out.read_text()
    row = f"| example/programs | tests/testlib.prc | {'0' * 40} | EmTL/libr |  | skipped: a shared library"
    assert row in text
    assert "| 1 |  |  | notes.prc |  | / |  | skipped: not a Palm resource database" in text
    assert "- files: 2; applications run: 0; skipped: 2" in text
    assert "Python tracebacks (defects of palm-emu): **0**" in text
    assert "testlib.prc" in capsys.readouterr().out  # the text table as it goes


def test_an_application_with_a_form_runs_and_gremlins_go_through_it(table: dict[str, tool.Result]) -> None:
    forms = table["forms.prc"]
    assert forms.outcome == tool.RUNS, forms
    assert forms.detail.startswith("answers: ")
    assert forms.gremlins.startswith("60 events")
    assert forms.runs and (forms.creator, forms.type) == ("EmFo", "appl")


def test_an_application_without_an_event_loop_exits_at_once(table: dict[str, tool.Result]) -> None:
    assert table["basics.prc"].outcome == tool.EXITS
    assert not table["basics.prc"].gremlins  # Gremlins only go through applications that run


def test_a_fatal_error_of_the_application_is_a_fault_with_its_pc(table: dict[str, tool.Result]) -> None:
    missing = table["missing.prc"]
    assert missing.outcome == tool.FAULT
    assert "fatal-error at PC 0x" in missing.detail and "no MBAR 2000" in missing.detail
    assert missing.detail.endswith("(after: Menu button)")


def test_libraries_and_files_that_are_not_applications_are_skipped(table: dict[str, tool.Result]) -> None:
    library = table["testlib.prc"]
    assert (library.outcome, library.detail) == (tool.SKIPPED, "a shared library (type libr)")
    assert table["notes.prc"].outcome == tool.SKIPPED
    assert table["notes.prc"].detail.startswith("not a Palm resource database")


def test_a_library_given_with_lib_is_installed_for_the_application(
    programs: Path, table: dict[str, tool.Result]
) -> None:
    assert table["libuser.prc"].outcome == tool.FAULT  # its own check: SysLibLoad failed
    assert "SysLibLoad" in table["libuser.prc"].detail
    with_lib = tool.run_one(programs / "libuser.prc", events=0, budget=tool.DEFAULT_BUDGET, seed=0,
                            timeout=120, libraries=[programs / "testlib.prc"])  # fmt: skip
    assert with_lib.outcome != tool.FAULT, with_lib


def test_a_hang_is_a_row_not_the_end_of_the_run(programs: Path) -> None:
    result = tool.run_one(programs / "forms.prc", events=0, budget=tool.DEFAULT_BUDGET, seed=0, timeout=0.01)
    assert (result.outcome, result.name) == (tool.HANG, "Forms")


def test_an_exception_of_the_emulator_is_a_traceback_row(
    programs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object, **_kwargs: object) -> tool.Result:
        raise KeyError("no font with id 7")

    monkeypatch.setattr(tool, "probe", broken)
    result = tool.run_child(programs / "forms.prc", events=0, budget=1000, seed=0)
    assert result.outcome == tool.TRACEBACK
    assert result.detail.startswith("KeyError: 'no font with id 7' (at test_compatibility_tool.py:")
    assert tool.summary([result])["tracebacks"] == 1


def test_an_unimplemented_trap_names_the_trap() -> None:
    result = tool.Result("x.prc")
    fault = AppFault("unimplemented-trap", "trap 0xa2a7 FlpEmDispatch is not implemented", 0x100)
    tool._fault_outcome(result, fault)
    assert (result.outcome, result.missing_trap, result.detail) == (
        tool.MISSING_TRAP, "FlpEmDispatch", "stops on FlpEmDispatch")  # fmt: skip
    summary = tool.summary([result, result])
    assert summary["stops_on"] == {"FlpEmDispatch": 2}


def test_an_alert_about_the_device_is_incompatible_and_others_are_the_applications_own() -> None:
    assert tool.INCOMPATIBLE_WORDS.search("System Incompatible: This application requires Palm OS 3.5")
    assert tool.INCOMPATIBLE_WORDS.search("Can't find MathLib")
    assert tool.INCOMPATIBLE_WORDS.search("This game needs a colour screen")
    assert not tool.INCOMPATIBLE_WORDS.search("Error: No Mulg level databases installed.")
    # a form of its own (not an alert) counts only when it says so plainly
    assert tool.INCOMPATIBLE_FORM_WORDS.search("Incompatability / the device is incompatible")
    assert tool.INCOMPATIBLE_FORM_WORDS.search("This program requires Palm OS 3.5 or later")
    assert not tool.INCOMPATIBLE_FORM_WORDS.search("Hexxagon / Championship Edition (v1.2) / Version")


def test_an_incompatibility_says_what_the_application_needs() -> None:
    assert tool.need_of("A color or gray scale display is required") == "needs colour or grey"
    assert tool.need_of("Elite: The required video mode is not supported") == "needs colour or grey"
    assert tool.need_of("Can't find MathLib") == "needs a library"
    assert tool.need_of("System Version 5.0 or greater is required") == "needs a later Palm OS"
    assert tool.need_of("the device is incompatible") == "needs another device"


def test_an_application_that_refuses_the_device_runs_again_on_a_model_that_suits_it(
    table: dict[str, tool.Result],
) -> None:
    row = table["colorcheck.prc"]
    assert (row.outcome, row.device) == (tool.RUNS, tool.SUITABLE_MODELS[0]), row
    assert row.detail.startswith('its alert "Welcome: Tap OK to begin." dismissed, then answers: ')
    assert row.default_outcome == tool.INCOMPATIBLE
    assert row.default_detail.startswith('needs colour or grey: "System Incompatible: A colour display')
    assert row.gremlins.startswith("60 events")
    # the rows of the applications the default device suits are on it, with nothing beside them
    assert (table["forms.prc"].device, table["forms.prc"].default_outcome) == ("palm35", "")
    summary = tool.markdown_summary(list(table.values()))
    assert "on the first device alone: **1 of 5** (20%); the others that run refused it" in summary
    assert "(1 on m505)" in summary
    markdown = tool.markdown_table([row], {})
    assert "| m505 | runs: its alert" in markdown
    assert "| incompatible (says so itself): needs colour" in markdown


def test_one_device_keeps_the_refusal(programs: Path) -> None:
    row = tool.run_one(programs / "colorcheck.prc", events=0, budget=tool.DEFAULT_BUDGET, seed=0, timeout=120,
                       suitable=False)  # fmt: skip
    assert (row.outcome, row.device, row.default_outcome) == (tool.INCOMPATIBLE, "palm35", "")


def test_a_device_check_is_an_incompatible_alert_or_a_fatal_error_naming_the_device_after_asking() -> None:
    def row(outcome: str, detail: str) -> tool.Result:
        return tool.Result("x.prc", outcome=outcome, detail=detail)

    assert tool.stopped_on_device_check(row(tool.INCOMPATIBLE, 'needs colour or grey: "Colour required"'))
    assert not tool.stopped_on_device_check(row(tool.INCOMPATIBLE, 'needs a library: "No MathLib"'))
    fault = "fatal-error at PC 0x10000e28: main.c:15: Unsupported device (last traps: WinScreenMode@0x1000)"
    assert tool.stopped_on_device_check(row(tool.FAULT, fault))
    assert not tool.stopped_on_device_check(row(tool.FAULT, fault.replace("WinScreenMode", "StrCopy")))
    bad_pointer = "bad-pointer at PC 0x1: StrCopy of the device (last traps: FtrGet@0x2)"
    assert not tool.stopped_on_device_check(row(tool.FAULT, bad_pointer))
    assert not tool.stopped_on_device_check(row(tool.OWN_ALERT, '"No level databases installed."'))


def _longrun(
    programs: Path, code: int, patience: int | None, deadline: float | None = None
) -> AppFault | int:
    policy = tool.making_progress(patience, deadline) if patience is not None else None
    kernel = Kernel(budget=1_000_000, patience=policy)
    try:
        return kernel.launch(read_application(programs / "longrun.prc"), code)
    except AppFault as fault:
        return fault


def test_a_long_computation_that_calls_traps_as_it_goes_gets_more_than_the_budget(programs: Path) -> None:
    checksum = _longrun(programs, LONG_COMPUTATION, 50_000_000)
    assert isinstance(checksum, int) and checksum & 1  # it ended, with its own result
    stopped = _longrun(programs, LONG_COMPUTATION, None)  # palm-emu's watchdog alone: no patience
    assert isinstance(stopped, AppFault) and stopped.kind == "watchdog"


def test_patience_ends_at_its_bound_and_at_its_share_of_the_wall_time(programs: Path) -> None:
    stopped = _longrun(programs, LONG_COMPUTATION, 2_000_000)
    assert isinstance(stopped, AppFault) and stopped.kind == "watchdog"
    late = _longrun(programs, LONG_COMPUTATION, 50_000_000, deadline=time.monotonic() - 1)
    assert isinstance(late, AppFault) and late.message.startswith("2,000,000 instructions")


def test_a_loop_that_polls_the_clock_or_calls_nothing_is_stopped_after_the_budget(programs: Path) -> None:
    polling = _longrun(programs, POLLING_LOOP, 50_000_000)
    assert isinstance(polling, AppFault) and polling.kind == "watchdog"
    assert polling.message.startswith("2,000,000 instructions")  # the first budget, not the bound
    kernel = Kernel(budget=1_000_000, patience=tool.making_progress(50_000_000))
    with pytest.raises(AppFault, match=r"^watchdog .*2,000,000 instructions"):
        kernel.launch(read_application(programs / "faults.prc"), ENDLESS_LOOP)
