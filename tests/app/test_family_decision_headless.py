"""Golden headless scripts of whole hands through the decision dialogs, on the family table.

Each case starts the Pitch app with a seed, picks its variant (Game > Variant) and plays the first
hand with taps and keys alone: your cards on the table, your other decisions in their dialogs
(the heuristic's choices but the highest bid you may make, made by
``tools/decision_driving.py``), each dialog shot as it opens and
the hand's summary at the end. The recorded script is ``tests/golden/decisions/headless/NAME.txt``
(kept in step: ``--update-goldens`` writes it), and running it through ``palm-pitch headless``'s
renderer gives the shots ``tests/golden/decisions/headless/SHOT.png``. Between them the scripts ask
every decision a dialog asks.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from decision_driving import DECISION_FORMS, decide
from family_app_helpers import FamilyDriver, heuristic_choice
from screen_golden import check_screen

from palm_os.framebuffer import Framebuffer
from palm_pitch.app import ids
from palm_pitch.app.decisions import Decision, decision_of
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.family.actions import Bid, FamilyAction
from palm_pitch.frontends.headless import render

FOLDER = Path(__file__).resolve().parents[1] / "golden" / "decisions" / "headless"
CASES = {  # name: (variant, seed)
    "ten_point": ("ten-point", 3),
    "razzle_dazzle": ("razzle-dazzle", 3),
    "abacos": ("abacos", 3),
    "contway": ("contway", 1),
    "setback_widow": ("setback-widow", 3),
    "oklahoma": ("oklahoma", 3),
    "two_trump": ("two-trump", 3),
}


def your_choice(session: FamilySession) -> FamilyAction:
    """The heuristic's choice, but the highest plain bid you may make (so that you make trump and
    meet the decisions of the bidder)."""
    bids = [a for a in session.legal_actions() if isinstance(a, Bid) and not a.moon and not a.is_pass]
    return bids[-1] if bids else heuristic_choice(session)


def record(name: str) -> tuple[str, list[Decision]]:
    """The script of case ``name`` (see the module docstring) and the decisions it asked."""
    variant, seed = CASES[name]
    driver = FamilyDriver(PitchApp(seed=seed))
    driver.comment(f"{variant}, seed {seed}: the first hand, your decisions in their dialogs")
    driver.choose_variant(variant)
    asked: list[Decision] = []
    for _ in range(20_000):
        form = driver.modal_form_id()
        controller = driver.app.controller
        if form == ids.FamilyTextForm:
            driver.shot(f"{name}_summary")
            return driver.script(), asked
        if form in DECISION_FORMS:
            decision = decision_of(driver.session.state, 0)
            assert decision is not None
            asked.append(decision)
            driver.shot(f"{name}_{len(asked)}_{decision.name.lower()}")
            decide(driver, driver.session, your_choice(driver.session))
        elif form is None and controller.your_turn:
            driver.play_card(heuristic_choice(driver.session))
        elif form is None and driver.wait_next():
            continue
        else:
            raise AssertionError(f"stuck: dialog {form}, {driver.session.state}")
    raise AssertionError("no summary")


@pytest.mark.parametrize("name", list(CASES))
def test_headless_hand_script(name: str, tmp_path: Path, update_goldens: bool) -> None:
    script, asked = record(name)
    path = FOLDER / f"{name}.txt"
    if update_goldens:
        FOLDER.mkdir(parents=True, exist_ok=True)
        path.write_text(script, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == script, f"{path.name} differs (--update-goldens)"
    written = render(script, tmp_path, seed=CASES[name][1], source=str(path))
    shots = [line.split()[1] for line in script.splitlines() if line.startswith("shot ")]
    assert [p.stem for p in written] == shots and len(shots) == len(asked) + 1
    for png in written:
        check_screen(Framebuffer.from_png(png.read_bytes()), f"decisions/headless/{png.stem}", update_goldens)


def test_the_headless_scripts_ask_every_decision() -> None:
    asked: set[Decision] = set()
    for name in CASES:
        asked |= set(record(name)[1])
    assert asked == {
        Decision.LOOK,
        Decision.BID,
        Decision.TRUMP,
        Decision.SUB_TRUMP,
        Decision.CALL,
        Decision.DISCARD,
        Decision.FOLD,
    }


def test_every_headless_golden_belongs_to_a_script() -> None:
    shots = set()
    for name in CASES:
        text = (FOLDER / f"{name}.txt").read_text(encoding="utf-8")
        shots |= {line.split()[1] for line in text.splitlines() if line.startswith("shot ")}
    assert {path.stem for path in FOLDER.glob("*.png") if "." not in path.stem} == shots
