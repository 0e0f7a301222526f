"""Hand scripts of the decision dialogs: whole hands of several variants with your decisions made
by taps and keys in their dialogs, their screens golden PNGs and their transcripts golden texts
(``tests/golden/decisions/scripts``; see ``decision_scripts``). Between them they ask every kind of
decision a dialog asks."""

from __future__ import annotations

from pathlib import Path

import pytest
from decision_scripts import run_script, script_paths
from screen_golden import check_screen

from palm_pitch.app.decision_dialogs import DIALOGS

PATHS = script_paths()


@pytest.mark.parametrize("path", PATHS, ids=[path.stem for path in PATHS])
def test_hand_script(path: Path, update_goldens: bool) -> None:
    run = run_script(path)
    assert run.lines[-1].startswith("Result: ")
    for name, image in run.shots:
        check_screen(image, f"decisions/{name}", update_goldens)
    transcript = "\n".join(run.lines) + "\n"
    golden = path.with_suffix(".out")
    if update_goldens:
        golden.write_text(transcript, encoding="utf-8")
    assert golden.read_text(encoding="utf-8") == transcript, f"{golden.name} differs (--update-goldens)"


def test_the_scripts_ask_every_decision_a_dialog_asks() -> None:
    asked = set()
    for path in PATHS:
        asked |= set(run_script(path).decisions)
    assert asked == set(DIALOGS)


def test_every_golden_of_the_decisions_is_made() -> None:
    """Each PNG of tests/golden/decisions belongs to a script or to the dialog goldens."""
    from test_family_decision_goldens import SHOTS

    folder = PATHS[0].parent.parent
    made = {shot.name for shot in SHOTS}
    for path in PATHS:
        made |= {
            line.split()[1]
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith("shot ")
        }
    files = {path.stem for path in folder.glob("*.png") if "." not in path.stem}
    assert files == made
