"""Derived files are never stale, and the C twins follow the Python they are generated from.

``tools/regenerate.py`` is the one command that remakes every committed derived file; its check
runs here (the prebuilt code 1 is held by tests/device/test_device_build.py, which builds it). A
new ruleset switch, made here on a copy of the ``Ruleset`` record, reaches the generated
``rules.h``/``rules.c`` (which then compile and agree with the ctypes record and the 68k bytes),
with nothing else edited.
"""

from __future__ import annotations

import ctypes
import dataclasses
import re
import shutil
import subprocess
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path

import c_twins
import pytest
import regenerate

from palm_pitch.cengine import ruleset_record
from palm_pitch.rules import PALM, Ruleset, all_rulesets

ROOT = Path(__file__).resolve().parents[1]


def test_no_committed_derived_file_is_stale() -> None:
    files = regenerate.derived_files()
    expected = {"device/core/rules.c", "device/m68k/include/palm_structs.h", "docs/emulator_traps.md",
                "resources/text/texts.txtc", "tests/golden/app/scripts/table.txt"}  # fmt: skip
    assert expected <= {f.path for f in files}
    assert regenerate.stale_files(files) == [], "run: python tools/regenerate.py"


def test_the_check_names_a_stale_file_and_a_run_mends_it(tmp_path: Path) -> None:
    files = [f for f in regenerate.derived_files(quick=True) if f.path.startswith("device/")]
    for item in files:
        (tmp_path / item.path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / item.path).write_bytes(item.render())
    assert regenerate.stale_files(files, tmp_path) == []
    edited = tmp_path / "device" / "core" / "rules.c"
    edited.write_text(edited.read_text(encoding="utf-8").replace("{21,", "{22,", 1), encoding="utf-8")
    assert regenerate.stale_files(files, tmp_path) == ["device/core/rules.c"]


class Kitty(IntEnum):
    """Does the hand's kitty go to the pitcher?"""

    NONE = 1
    """No kitty."""
    TO_PITCHER = 2
    """Two cards to the pitcher."""


@dataclass(frozen=True)
class RulesetWithKitty(Ruleset):
    kitty: Kitty = Kitty.NONE
    """A new switch, as rules.py would declare it."""


def _with_kitty(monkeypatch: pytest.MonkeyPatch) -> tuple[RulesetWithKitty, ...]:
    palm = RulesetWithKitty(**{f.name: getattr(PALM, f.name) for f in dataclasses.fields(Ruleset)})
    named = (palm, *(RulesetWithKitty(**dataclasses.asdict(r)) for r in all_rulesets()[1:]))
    kitty = dataclasses.replace(named[0], name="kitty", description="With a kitty", kitty=Kitty.TO_PITCHER)
    named = (*named, kitty)
    monkeypatch.setattr(ruleset_record, "Ruleset", RulesetWithKitty)
    monkeypatch.setattr(ruleset_record, "PALM", palm)
    monkeypatch.setattr(ruleset_record, "all_rulesets", lambda: named)
    return named


def test_a_new_switch_reaches_the_generated_c(monkeypatch: pytest.MonkeyPatch) -> None:
    before_h, before_c = c_twins.rules_h(), c_twins.rules_c()
    named = _with_kitty(monkeypatch)
    header, source = c_twins.rules_h(), c_twins.rules_c()
    assert "enum { PP_KITTY_NONE = 1, PP_KITTY_TO_PITCHER = 2 };" in header
    assert "    uint8_t kitty;" in header and "uint8_t reserved;" not in header  # eight switches: even
    assert "#define PP_RULESETS 7" in header
    assert "rules->kitty >= PP_KITTY_NONE && rules->kitty <= PP_KITTY_TO_PITCHER" in source
    assert "    out->kitty = rules->kitty;" in source
    assert "PP_MADE_POINTS_TAKEN, PP_KITTY_TO_PITCHER}," in source  # the new ruleset's value
    assert (header, source) != (before_h, before_c)
    assert ruleset_record.m68k_bytes(named[-1])[-1] == Kitty.TO_PITCHER


def test_the_generated_c_of_a_new_switch_compiles_and_matches_the_binding(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        pytest.skip("no C compiler")
    named = _with_kitty(monkeypatch)
    (tmp_path / "rules.h").write_text(c_twins.rules_h(), encoding="utf-8")
    (tmp_path / "rules.c").write_text(c_twins.rules_c(), encoding="utf-8")
    (tmp_path / "probe.c").write_text(
        '#include <stdio.h>\n#include "rules.h"\n'
        "int main(void) { pp_ruleset r; pp_rules_named(PP_RULESETS - 1, &r);\n"
        '  printf("%u %u %d\\n", (unsigned)sizeof r, r.kitty, pp_rules_valid(&r)); return 0; }\n',
        encoding="utf-8",
    )
    flags = ["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic"]
    program = tmp_path / "probe"
    sources = [str(tmp_path / "rules.c"), str(tmp_path / "probe.c")]
    subprocess.run([compiler, *flags, "-o", str(program), *sources], check=True)
    output = subprocess.run([str(program)], capture_output=True, text=True, check=True).stdout
    size, kitty, valid = output.split()
    fields = [(name, ctypes.c_int16 if ctype == "int16_t" else ctypes.c_uint8)
              for ctype, name in ruleset_record.c_fields()]  # fmt: skip
    record = type("Record", (ctypes.Structure,), {"_fields_": fields})
    assert int(size) == ctypes.sizeof(record) == len(ruleset_record.m68k_bytes(named[-1])) == 10
    assert (int(kitty), int(valid)) == (Kitty.TO_PITCHER, 1)


def test_a_retuned_number_reaches_the_generated_c(monkeypatch: pytest.MonkeyPatch) -> None:
    from palm_pitch.app import layout
    from palm_pitch.players import easy, heuristic

    assert "#define POINT 20\n" in c_twins.heuristic_tables_h()
    monkeypatch.setattr(heuristic, "POINT", 21)
    monkeypatch.setattr(heuristic, "CLOSING", (12, 12, 12, 6, 300))
    monkeypatch.setattr(easy, "BID_2_AT", 15)
    monkeypatch.setattr(layout, "HAND_Y", 110)
    text = c_twins.heuristic_tables_h()
    assert "#define POINT 21\n" in text and "static const int16_t CLOSING[5] = {12, 12, 12, 6, 300};" in text
    assert "#define BID_2_AT 15\n" in c_twins.easy_tables_h()
    assert "#define HAND_Y 110\n" in c_twins.layout_h()


def test_the_generated_tables_are_the_pythons_numbers() -> None:
    from palm_pitch.app import layout
    from palm_pitch.players import heuristic

    text = c_twins.heuristic_tables_h()
    for name, value, _ in c_twins.module_constants(heuristic):
        spelt = f"#define {name} " if isinstance(value, int) else f" {name}[{len(value)}] = "  # type: ignore[arg-type]
        assert spelt in text
    header = c_twins.layout_h()
    assert f"#define HAND_STEP {layout.HAND_STEP}\n" in header
    assert f"#define CARD_WIDTH {layout.CARD_WIDTH}\n" in header
    xs = ", ".join(str(p.x) for p in layout.TRICK_SLOTS)
    assert f"static const UInt8 trick_x[4] = {{{xs}}};" in header


def _offsets(text: str) -> dict[str, tuple[int, int]]:
    """``#define NAME 38`` as (38, 0), ``#define NAME(n) (38 + 2 * (n))`` as (38, 2)."""
    found = {name: (int(value), 0) for name, value in re.findall(r"#define (\w+) (\d+)\b", text)}
    for name, start, step in re.findall(r"#define (\w+)\(n\) \((\d+) \+ (\d+) \* \(n\)\)", text):
        found[name] = (int(start), int(step))
    return found


def test_the_saves_offsets_are_where_python_writes_the_fields() -> None:
    from palm_pitch.app.savedata import Preferences, SavedGame, Statistics

    offsets = _offsets(c_twins.saves_layout_h())

    def at(name: str, n: int = 0) -> int:
        start, step = offsets[name]
        return start + step * n

    switches = (21, 0, 1, 1, 1, 1, 1, 1, 2)
    game = SavedGame("palm", switches, seed=0x01020304, dealer=3, scores=(-2, 5), actions=b"\0\1", flags=1)
    record = game.to_record()
    n = len(switches)
    assert record[at("GAME_NUM_SWITCHES")] == n and record[at("GAME_RULESET_NAME") :].startswith(b"palm\0")
    assert record[at("GAME_SEED", n) :][:4] == b"\x01\x02\x03\x04"
    assert (record[at("GAME_DEALER", n)], record[at("GAME_FLAGS", n)]) == (3, 1)
    assert record[at("GAME_SCORES", n) :][:4] == b"\xff\xfe\x00\x05"
    assert record[at("GAME_ACTIONS", n) :] == b"\0\1" and len(record) == at("GAME_ACTIONS", n) + 2
    assert at("GAME_SCORES_BACK") == at("GAME_ACTIONS", n) - at("GAME_SCORES", n)
    prefs = Preferences(computerPauseMs=0x1234, rulesetName="palm-11", soundOn=True, autoPlay=True,
                        switches=switches[:3]).to_record()  # fmt: skip
    assert prefs[at("PREFS_COMPUTER_PAUSE_MS") :][:2] == b"\x12\x34" and prefs[at("PREFS_AUTO_PLAY")] == 1
    assert len(prefs) == at("PREFS_SWITCHES") + 2 * 3
    stats = Statistics(countedSeed=0xA0B0C0D0, countedHand=7).to_record()
    assert len(stats) == at("STATS_SIZE") and stats[at("STATS_COUNTED_SEED") :][:4] == b"\xa0\xb0\xc0\xd0"


def test_a_new_refusal_reaches_the_c_enum_before_the_count(monkeypatch: pytest.MonkeyPatch) -> None:
    from palm_pitch.cengine import game

    text = c_twins.refusals_h()
    assert text.index("PP_R_GAME_OVER,") < text.index("PP_R_NOT_YOUR_TURN,") < text.index("PP_R_COUNT")
    monkeypatch.setattr(game, "REFUSALS", (*game.REFUSALS, ("NO_KITTY", "No kitty in these rules", "")))
    text = c_twins.refusals_h()
    assert text.index("PP_R_NOT_YOUR_TURN,") < text.index('PP_R_NO_KITTY,') < text.index("PP_R_COUNT")
    assert '/* "No kitty in these rules" */' in text
