"""Game > Undo in a family game: your last decision of the deal taken back, as in the Palm game."""

from __future__ import annotations

from pathlib import Path

from family_app_helpers import FamilyDriver, heuristic_choice
from hypothesis import given, settings
from hypothesis import strategies as st

from palm_pitch.app import ids
from palm_pitch.app.family_saves import load_family_game, save_text, session_of
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.app.session import TAKE_BACK
from palm_pitch.family.engine import Phase
from palm_pitch.family.variants import get_variant


def _to_your_turn(session: FamilySession) -> None:
    while session.decision is None:
        if session.phase is Phase.SCORE:
            session.next_hand()
        else:
            session.apply(session.computer_action())


def test_take_back_returns_to_the_state_of_your_decision() -> None:
    session = FamilySession(get_variant("ten-point"), seed=5)
    assert not session.can_take_back
    _to_your_turn(session)
    before, actions = session.state, list(session.actions)
    session.apply(heuristic_choice(session))
    _to_your_turn(session)
    assert session.can_take_back
    # the others' actions after yours go too: back to the state in which you chose
    assert session.take_back() == before and session.actions == actions
    assert session.steps[-1] is TAKE_BACK
    assert FamilySession.replay(session.rules, 5, session.steps).state == before
    assert not session.can_take_back  # your first decision of the deal: nothing before it


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["setback-3", "ten-point", "abacos", "razzle-dazzle", "partnership-pitch-2x3",
                        "nine-five-regional", "two-trump"]),
       st.integers(0, 2**16), st.lists(st.booleans(), min_size=40, max_size=120))
def test_take_backs_replay_and_survive_the_save(name: str, seed: int, undo: list[bool]) -> None:
    session = FamilySession(get_variant(name), seed)
    for take in undo:
        if session.state.is_over:
            break
        if take and session.can_take_back:
            session.take_back()
        elif session.phase is Phase.SCORE:
            session.next_hand()
        elif session.decision is not None:
            session.apply(heuristic_choice(session))
        else:
            session.apply(session.computer_action())
    again = session_of(save_text(session))
    assert again.state == session.state and again.steps == session.steps
    assert again.actions == session.actions
    assert again.record().to_text() == session.record().to_text()


def test_undo_on_the_table_takes_back_your_card(tmp_path: Path) -> None:
    app = PitchApp(seed=2, data_dir=tmp_path)
    driver = FamilyDriver(app)
    driver.choose_variant("setback-3")
    driver.play_until(lambda: app.controller.your_turn)
    before = driver.session.state
    driver.play_card(heuristic_choice(driver.session))
    driver.wait_until(lambda: app.controller.your_turn or driver.modal_form_id() is not None)
    assert driver.session.state != before
    driver.key("cmd+Z")
    assert driver.modal_form_id() is None and driver.session.state == before
    assert driver.session.steps[-1] is TAKE_BACK and app.controller.your_turn
    saved = load_family_game(tmp_path)  # saved at once, the take-back with it
    assert saved is not None and saved.state == before and saved.steps == driver.session.steps
    driver.play_game()  # and the game plays on to its end
    assert driver.session.state.phase is Phase.GAME_OVER
    driver.key("cmd+Z")  # nothing to take back in a finished game: the Palm game's alert
    assert app.system.modal[-1].form.title == app.resources.alert(ids.NoUndoAlert).title
