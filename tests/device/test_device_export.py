"""Game > Export on the device writes the desktop's game record into the Memo Pad.

The same seed and taps on both, each with a Memo Pad database (MemoDB, as every handheld has) in
its data folder holding one memo of the player's: both add the same memos to it - the record's
text split at hands into memos of up to 4 KB, each ending in a NUL, in the Unfiled category and
marked dirty for the next HotSync - whose text, joined, is the desktop's export file byte for
byte: the tags, the auctions, the tricks, the results, the plays taken back where they were
taken back. Without a Memo Pad the device says there is nowhere to export to and writes nothing
(the desktop makes one: ``tests/app/test_app_export.py``).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from app_helpers import heuristic_choice, save_fixture
from golden_cases import CASES, SCRIPT_DIR

from palm_pitch.actions import Bid
from palm_pitch.app.memopad import MEMO_FILE, new_memo_pad
from palm_pitch.app.persistence import ruleset_from
from palm_pitch.app.session import GameSession
from palm_pitch.rules import Ruleset
from palm_pitch.state import Phase
from palm_sdk.databases import dmRecAttrDirty, memoMaxLength
from prc_tools.formats.container import Record, RecordDatabase

OLD_MEMO = b"Shopping\nmilk\n\0"  # a memo of the player's, there before the export


def memo_pad(folder: Path) -> Path:
    """A Memo Pad database in ``folder`` with one memo in it."""
    folder.mkdir(parents=True, exist_ok=True)
    database = dataclasses.replace(new_memo_pad(), records=(Record(OLD_MEMO, uniqueID=1),))
    path = folder / MEMO_FILE
    path.write_bytes(database.build())
    return path


def memos(path: Path) -> list[Record]:
    return list(RecordDatabase.parse(path.read_bytes()).records)


def export_both(
    name: str, script: str, run_emulator: Callable[..., object], run_desktop: Callable[..., object], tmp: Path
) -> tuple[str, list[Record]]:
    """The desktop's export file and the memos the device added, after ``script`` from case
    ``name``; the desktop added the same memos to its MemoDB."""
    case = next(c for c in CASES if c.name == name)
    desk = case.prepare(tmp / "desk") or tmp / "desk"
    device = case.prepare(tmp / "device") or tmp / "device"
    desk_pad, pad = memo_pad(desk), memo_pad(device)
    run_desktop(script, seed=case.seed, data_dir=desk)
    run_emulator(script, seed=case.seed, data_dir=device)
    (exported,) = (desk / "exports").glob("*.txt")
    records = memos(pad)
    assert records[0].data == OLD_MEMO  # the player's memo is left as it was
    assert [(r.data, r.category, r.attributes) for r in memos(desk_pad)] == [
        (r.data, r.category, r.attributes) for r in records
    ], "the desktop's memos differ from the device's"
    return exported.read_text(encoding="utf-8"), records[1:]


def check_memos(text: str, added: list[Record]) -> None:
    assert added, "the device wrote no memo"
    for record in added:
        assert record.data.endswith(b"\0") and b"\0" not in record.data[:-1]
        assert len(record.data) <= memoMaxLength
        assert record.category == 0 and record.attributes & dmRecAttrDirty
    assert b"".join(record.data[:-1] for record in added).decode("cp1252") == text
    for record in added[1:]:
        assert record.data.startswith(b"Hand "), "a memo after the first starts at a hand"


def test_a_long_game_is_exported_in_memos_that_join_to_the_desktops_record(
    run_emulator: Callable[..., object], run_desktop: Callable[..., object], tmp_path: Path
) -> None:
    script = (SCRIPT_DIR / "game_won.txt").read_text(encoding="utf-8") + "key cmd+E\nkey enter\n"
    text, added = export_both("game_won", script, run_emulator, run_desktop, tmp_path)
    assert "Game over: N/S wins" in text
    assert len(added) >= 2  # more than 4 KB of record
    check_memos(text, added)


def test_plays_taken_back_are_exported_where_they_were_taken_back(
    run_emulator: Callable[..., object], run_desktop: Callable[..., object], tmp_path: Path
) -> None:
    features = (SCRIPT_DIR / "features.txt").read_text(encoding="utf-8")
    script = features[: features.index("shot taken_back")] + "key cmd+E\nkey enter\n"
    text, added = export_both("features", script, run_emulator, run_desktop, tmp_path)
    assert "Taken back from action" in text
    check_memos(text, added)


def test_without_a_memo_pad_nothing_is_written(
    run_emulator: Callable[..., dict[str, bytes]], tmp_path: Path
) -> None:
    shots = run_emulator("key cmd+E\nshot alert\nkey enter\n", seed=1, data_dir=tmp_path)
    assert shots["alert"] == (SCRIPT_DIR.parent / "no_export.png").read_bytes()
    assert not (tmp_path / MEMO_FILE).exists()


@pytest.mark.parametrize("seed", [0, 1])
def test_a_new_game_exports_its_tags_alone(
    seed: int, run_emulator: Callable[..., object], run_desktop: Callable[..., object], tmp_path: Path
) -> None:
    pad, desk_pad = memo_pad(tmp_path / "device"), memo_pad(tmp_path / "desk")
    run_desktop("key cmd+E\nkey enter\n", seed=seed, data_dir=tmp_path / "desk")
    run_emulator("key cmd+E\nkey enter\n", seed=seed, data_dir=tmp_path / "device")
    (exported,) = (tmp_path / "desk" / "exports").glob("*.txt")
    check_memos(exported.read_text(encoding="utf-8"), memos(pad)[1:])
    assert [r.data for r in memos(desk_pad)] == [r.data for r in memos(pad)]


def _house_session(seed: int, ruleset: Ruleset, hands: int) -> GameSession:
    """A game under house rules, the heuristic playing, with plays taken back now and then and
    hands every player passes (North and South pass, and everyone every third hand)."""
    session = GameSession(ruleset, seed)
    chance = random.Random(seed)
    for _ in range(20_000):
        state = session.state
        if session.phase is Phase.GAME_OVER or (
            state.hand_number >= hands and session.phase is Phase.BID and not state.bids
        ):
            break
        if session.phase is Phase.SCORE:
            session.next_hand()
        elif session.can_take_back and chance.random() < 0.08:
            session.take_back()
        elif (
            state.phase is Phase.BID
            and (state.to_move in (0, 2) or state.hand_number % 3 == 0)
            and Bid.PASS in state.legal_actions()
        ):
            session.apply(Bid.PASS)
        else:
            session.apply(heuristic_choice(state))
    return session


@pytest.mark.parametrize(
    ("seed", "switches"),
    [
        (3, (15, 0, 1, 3, 1, 1, 1, 1)),
        (7, (21, 0, 1, 3, 3, 1, 1, 1)),
        (11, (21, 0, 1, 2, 1, 1, 1, 1)),
        (13, (31, 0, 1, 2, 1, 1, 1, 1)),
    ],
)
def test_house_rules_take_backs_and_passed_hands_export_alike(
    seed: int,
    switches: tuple[int, ...],
    run_emulator: Callable[..., object],
    run_desktop: Callable[..., object],
    tmp_path: Path,
) -> None:
    """The ruleset's switches, the take-backs and the passing, export paths of dialogs_export.c
    the golden scripts do not reach, byte for byte as on the desktop."""
    session = _house_session(seed, ruleset_from("palm", switches), hands=5)
    for side in ("desk", "device"):
        save_fixture(tmp_path / side, session)
    desk_pad, pad = memo_pad(tmp_path / "desk"), memo_pad(tmp_path / "device")
    run_desktop("key cmd+E\nkey enter\n", seed=seed, data_dir=tmp_path / "desk")
    run_emulator("key cmd+E\nkey enter\n", seed=seed, data_dir=tmp_path / "device")
    (exported,) = (tmp_path / "desk" / "exports").glob("*.txt")
    text = exported.read_text(encoding="utf-8")
    assert "Taken back from action" in text and '[Switches "' in text
    assert [r.data for r in memos(desk_pad)] == [r.data for r in memos(pad)]
    check_memos(text, memos(pad)[1:])
