"""Write the headless scripts of the app's golden screens (tests/golden/app/scripts/*.txt).

Each case of ``tools/golden_cases.py`` is played in the real app with taps - South choosing
as the heuristic player would, unless the case needs otherwise - and every command is recorded,
with ``shot`` where a golden is taken. Run it after changing the table's layout or the game flow,
look at the scripts' diff, then ``pytest tests/app/test_goldens.py --update-goldens`` and look at
every changed PNG at 4x before keeping it::

    .venv/bin/python tools/golden_scripts.py
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from app_helpers import Driver, heuristic_choice
from golden_cases import CASES, ROOT, Case
from golden_seeds import smudge_choice

from palm_os.alerts import ALERT_BUTTON_ID
from palm_pitch.actions import Action
from palm_pitch.app import ids
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.state import GameState, Phase


def table(d: Driver) -> None:
    d.shot("new_game")
    d.comment("the computer players bid until it is South's turn")
    d.wait_for_south()
    d.shot("bid_normal")
    illegal_done = False

    def before_south_plays(state: GameState) -> Action:
        nonlocal illegal_done
        wanted = heuristic_choice(state)
        if not illegal_done and state.phase is Phase.PLAY and state.trick:
            legal = set(state.legal_actions())
            wrong = next((card for card in d.app.session.south_hand() if card not in legal), None)
            if wrong is not None:
                illegal_done = True
                d.comment("a card South may not play: raised, then Play")
                d.play(wrong)
                d.shot("illegal_card")
                d.select(wanted)  # type: ignore[arg-type]
                d.shot("card_selected")
        return wanted

    d.play_on(lambda: illegal_done, choose=before_south_plays)
    d.comment("the next trick: two cards on the table, then the finished trick")
    d.play_on(
        lambda: (
            len(d.state.trick) == 2 and not d.app.controller.your_turn and not d.app.controller.shown_trick
        )
    )
    d.shot("trick_in_progress")
    d.play_on(lambda: d.app.controller.shown_trick is not None)
    d.shot("trick_complete")
    d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, close_summaries=False)
    d.shot("summary_made")


def until_summary(name: str, choose: Callable[[GameState], Action] = heuristic_choice
                  ) -> Callable[[Driver], None]:
    def script(d: Driver) -> None:
        d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, choose=choose, close_summaries=False)
        d.shot(name)

    return script


def steal(d: Driver) -> None:
    d.wait_for_south()
    d.shot("bid_steal")
    d.comment("S asks for Smudge: the text's last line says Enter bids it")
    d.key("s")
    d.shot("bid_smudge_asked")


def until_bid(name: str) -> Callable[[Driver], None]:
    def script(d: Driver) -> None:
        d.wait_for_south()
        d.shot(name)

    return script


def game_over(name: str, table: str | None = None) -> Callable[[Driver], None]:
    def script(d: Driver) -> None:
        d.play_on(lambda: d.modal_form_id() == ids.GameOverForm)
        d.shot(name)
        if table is not None:
            d.tap_control(ids.GameOverOKButton, "OK")
            d.shot(table)

    return script


def menus(d: Driver) -> None:
    d.tap(10, 5, "the title: the menu bar opens on the Game menu")
    d.shot("menu_game")
    menu = d.app.system.menu
    assert menu is not None
    title = menu._layouts[1].title
    d.tap(title.x + title.width // 2, title.y + title.height // 2, "Options")
    d.shot("menu_options")
    d.tap(80, 100, "outside the menus: they close")


def dialogs(d: Driver) -> None:
    d.key("cmd+U")
    d.shot("rules")
    d.key("pagedown")
    d.shot("rules_page_2")
    d.tap_control(ids.RulesDoneButton, "Done")
    d.key("cmd+A")
    d.shot("about")
    d.tap_control(ids.AboutOKButton, "OK")
    d.key("cmd+R")
    d.shot("preferences")
    d.tap_control(ids.PrefsAllPassTrigger, "All pass")
    d.shot("preferences_list")
    d.tap(20, 30, "outside the list: it closes")
    d.tap_control(ids.PrefsAllPassTrigger, "All pass")
    form = d.app.system.modal[-1].form
    items = form.list_object(ids.PrefsAllPassList).bounds
    d.tap(form.bounds.x + items.x + 10, form.bounds.y + items.y + 16, "Redeal")
    d.tap_control(ids.PrefsOKButton, "OK")
    d.shot("new_rules")
    d.tap_control(ALERT_BUTTON_ID + 1, "Later")
    d.key("cmd+I")
    d.shot("game_info")
    d.tap_control(ALERT_BUTTON_ID, "OK")
    d.key("cmd+H")
    d.shot("no_summary")
    d.tap_control(ALERT_BUTTON_ID, "OK")
    d.key("cmd+S")
    d.shot("score_history_empty")
    d.tap_control(ids.ScoresOKButton, "OK")
    d.comment("play on to South's first card: now a game is in progress")
    d.play_on(lambda: d.app.controller.your_turn)
    d.key("cmd+N")
    d.shot("new_game_confirm")


RULES_PAGES_TO_LEVELS = 9
"""Pages down the Rules to the computer players."""


def desktop(d: Driver) -> None:
    d.tap(10, 5, "the title: the desktop's Game menu has Hint")
    d.shot("menu_game_desktop")
    d.tap(150, 150, "outside the menus: they close")
    d.key("cmd+R")
    d.shot("preferences_levels")
    d.tap_control(ids.PrefsLevelExpertButton, "Expert")
    d.tap_control(ids.PrefsOKButton, "OK")
    d.tap_control(ALERT_BUTTON_ID + 1, "Later: this game stays at Normal")
    d.comment("the computer players bid until it is South's turn; ? asks for a hint")
    d.wait_for_south()
    d.key("?")
    d.shot("hint_bid")
    d.comment("South bids as the heuristic would, and plays on to its first card")
    d.play_on(lambda: d.app.controller.your_turn)
    d.key("?")
    d.shot("hint_card")
    d.key("cmd+T")
    d.shot("statistics_levels")
    d.tap_control(ids.StatsLevelExpertButton, "Expert")
    d.shot("statistics_expert")
    d.tap_control(ids.StatsOKButton, "OK")
    d.key("cmd+U")
    for _ in range(RULES_PAGES_TO_LEVELS):
        d.key("pagedown")
    d.shot("rules_levels")
    d.tap_control(ids.RulesDoneButton, "Done")


def tricks(d: Driver) -> None:
    d.key("cmd+L")
    d.shot("no_trick")
    d.tap_control(ALERT_BUTTON_ID, "OK")
    d.comment("play on to South's turn after two tricks")
    d.play_on(lambda: len(d.state.tricks) == 2 and d.app.controller.your_turn)
    d.key("cmd+L")
    d.shot("last_trick")
    d.key("pageup")
    d.shot("last_trick_first")
    d.tap_control(ids.LastTrickOKButton, "OK")


def records(d: Driver) -> None:
    d.comment("bid, then at South's first card the score of the eleven hands so far, at the last")
    d.play_on(lambda: d.app.controller.your_turn)
    d.key("cmd+S")
    d.shot("score_history")
    d.key("pageup")
    d.shot("score_history_top")
    d.tap_control(ids.ScoresOKButton, "OK")
    d.comment("play this hand; its summary counts in the statistics")
    d.play_on(lambda: d.state.hand_number == 13 and d.modal_form_id() is None)
    d.key("cmd+T")
    d.shot("statistics")
    d.tap_control(ids.StatsResetButton, "Reset")
    d.shot("statistics_reset")
    d.tap_control(ALERT_BUTTON_ID, "Reset")
    d.tap_control(ids.StatsOKButton, "OK")


def features(d: Driver) -> None:
    d.key("cmd+K")
    d.shot("keyboard")
    d.key("pagedown")
    d.shot("keyboard_page_2")
    d.key("enter")
    d.key("cmd+Z")
    d.shot("no_undo")
    d.key("enter")
    d.key("cmd+P")
    d.shot("no_points")
    d.key("enter")
    d.comment("play on to South's turn after two tricks")
    d.play_on(lambda: len(d.state.tricks) == 2 and d.app.controller.your_turn)
    d.key("cmd+P")
    d.shot("points_so_far")
    d.key("enter")
    d.comment("South plays, the others play on to South's next turn; Ctrl+Z takes it all back")
    d.south_moves()
    d.play_on(lambda: d.app.controller.your_turn or d.app.controller.auto_playing)
    d.key("cmd+Z")
    d.shot("taken_back")
    d.comment("play on to a card South must play: it is raised and goes by itself")
    d.play_on(lambda: d.app.controller.auto_playing)
    d.shot("auto_play")
    d.play_on(lambda: d.modal_form_id() == ids.SummaryForm, close_summaries=False)
    d.tap_control(ids.SummaryHandsButton, "Hands")
    d.shot("hands_dealt")
    d.tap_control(ids.DealOKButton, "OK")
    d.close_summary()
    d.key("cmd+E")
    d.shot("exported")
    d.key("enter")


def stolen(d: Driver) -> None:
    d.comment("South deals, steals West's 2 and pitches: the table names the steal")
    d.play_on(lambda: d.state.phase is Phase.PLAY and d.state.trump is not None)
    d.shot("stolen")


def keep_trick(d: Driver) -> None:
    d.comment("Pause: Tap (in the saved preferences): the first finished trick waits for a tap")
    d.play_on(lambda: d.app.controller.waiting_for_tap)
    d.shot("trick_tap")
    d.key("space")
    d.comment("the next finished trick: a tap on the table goes on")
    d.play_on(lambda: d.app.controller.waiting_for_tap)
    d.tap(80, 60, "the table")
    d.play_on(lambda: d.app.controller.your_turn)


def no_export(d: Driver) -> None:
    d.key("cmd+E")
    d.shot("no_export")


SCRIPTS: dict[str, Callable[[Driver], None]] = {
    "table": table,
    "steal": steal,
    "forced": until_bid("bid_forced"),
    "set_back": until_summary("summary_set_back"),
    "smudge": until_summary("summary_smudge", smudge_choice),
    "play_on": until_summary("summary_play_on"),
    "game_won": game_over("game_over_won", "game_over_table"),
    "game_lost": game_over("game_over_lost"),
    "menus": menus,
    "dialogs": dialogs,
    "tricks": tricks,
    "records": records,
    "damaged": lambda d: d.shot("damaged_save"),
    "features": features,
    "stolen": stolen,
    "no_export": no_export,
    "keep_trick": keep_trick,
    "desktop": desktop,
}


def record(case: Case) -> str:
    with tempfile.TemporaryDirectory() as folder:
        data_dir = case.prepare(Path(folder) / "data")
        driver = Driver(PitchApp(seed=case.seed, data_dir=data_dir, device_profile=case.device_profile))
        SCRIPTS[case.name](driver)
    shots = [line.split()[1] for line in driver.lines if line.startswith("shot ")]
    assert tuple(shots) == case.shots, f"{case.name}: shots {shots} != {case.shots}"
    header = [
        f"# Golden screens {', '.join(case.shots)}.",
        f"# Run with seed {case.seed}"
        + (f", from a saved game at the start of hand {case.saved_hand}" if case.saved_hand else "")
        + (", with a damaged saved game" if case.damaged_save else "")
        + " (see tools/golden_cases.py).",
        "# Written by tools/golden_scripts.py.",
    ]
    return "\n".join(header) + "\n" + driver.script()


def main() -> int:
    for case in CASES:
        case.script.parent.mkdir(parents=True, exist_ok=True)
        case.script.write_text(record(case), encoding="utf-8")
        print(case.script.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
