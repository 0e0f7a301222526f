"""``benchmarks/family.py --out FOLDER`` keeps every piece of seeds as it finishes, plays only the
pieces missing when run again, and ``--report`` prints the kept table without playing; the table of
docs/variants.md is the rows kept in docs/family-benchmark."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "family.py"
TABLE_MARK = "<!-- family-benchmark -->\n```text\n"


def load(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location("family_benchmark", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "family_benchmark", module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    module = load(monkeypatch)
    monkeypatch.setattr(module, "CHUNK", 2)
    return module


def test_the_table_of_the_variants_page_is_the_kept_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every row of the table in docs/variants.md is its variant's 500 games kept in
    docs/family-benchmark, printed as the benchmark prints it, and every variant finished there
    has its row."""
    module = load(monkeypatch)
    text = (ROOT / "docs" / "variants.md").read_text(encoding="utf-8")
    block = text[text.index(TABLE_MARK) + len(TABLE_MARK):]
    lines = block[:block.index("```")].splitlines()
    assert lines[0] == module.HEADER
    folder = ROOT / "docs" / "family-benchmark"
    store = module.RowStore(folder, 200, "?")
    shown = set()
    for line in lines[1:]:
        name = line.split()[0]
        tally, missing = store.tally(name, 500)
        assert not missing, f"{name}: not all 500 games are kept"
        assert module.row_for(name, tally).line() == line
        shown.add(name)
    finished = {path.stem for path in folder.glob("*.json") if not store.tally(path.stem, 500)[1]}
    assert finished == shown


def test_a_stopped_run_plays_only_the_pieces_it_lacks(bench: ModuleType, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "rows"
    assert bench.main(["--games", "3", "--out", str(out), "five-point"]) in (0, 1)
    kept = json.loads((out / "five-point.json").read_text())
    assert sorted(kept["pieces"]) == ["0", "2"] and kept["max_hands"] == 200
    first_table = capsys.readouterr().out
    del kept["pieces"]["2"]  # as if stopped before the last piece finished
    kept["pieces"]["0"]["wins"] = 0  # marked, to see that the kept piece is not played again
    (out / "five-point.json").write_text(json.dumps(kept))
    played: list[int] = []
    real = bench.play_seeds

    def counting(name: str, first: int, count: int, max_hands: int):  # type: ignore[no-untyped-def]
        played.append(first)
        return real(name, first, count, max_hands)

    bench.play_seeds = counting
    bench.main(["--games", "3", "--out", str(out), "five-point"])
    assert played == [2]
    assert sorted(json.loads((out / "five-point.json").read_text())["pieces"]) == ["0", "2"]
    capsys.readouterr()
    assert bench.main(["--games", "3", "--out", str(out), "--report", "five-point", "pitch"]) == 0
    report = capsys.readouterr().out
    assert played == [2]  # the report plays nothing
    assert "five-point" in report and "pitch                    not played" in report
    assert "1 of 2 not finished" in report
    wins_first = int(first_table.splitlines()[1].split()[2])
    wins_now = int(report.splitlines()[1].split()[2])
    assert wins_now < wins_first  # the marked piece was kept, not replayed


def test_a_damaged_row_is_set_aside_and_played_again(bench: ModuleType, tmp_path: Path) -> None:
    out = tmp_path / "rows"
    out.mkdir()
    (out / "five-point.json").write_text("{not json")
    bench.main(["--games", "2", "--out", str(out), "five-point"])
    assert (out / "five-point.damaged").read_text() == "{not json"
    assert json.loads((out / "five-point.json").read_text())["pieces"]["0"]["count"] == 2


def test_rows_of_another_hand_limit_are_refused_in_one_line(bench: ModuleType, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "rows"
    bench.main(["--games", "2", "--out", str(out), "five-point"])
    capsys.readouterr()
    assert bench.main(["--games", "2", "--max-hands", "50", "--out", str(out), "five-point"]) == 2
    error = capsys.readouterr().err.strip()
    assert error.count("\n") == 0 and "five-point.json: played with --max-hands 200, not 50" in error
    assert bench.main(["--report", "five-point"]) == 2
