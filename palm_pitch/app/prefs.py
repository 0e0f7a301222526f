"""Preferences: the computer players' pause and level, and the house rules for new games.

``PrefsForm`` has a push-button group for the pause (Off, Short, Normal, Long; or Tap: the Normal
pause, and a finished trick kept on the table until a tap or a key), check boxes for the system
sounds and for playing a forced card (your only legal one) for you, a push-button group for the
computer players' level (Easy, Normal, Hard, Expert: those the app does not offer are hidden, as
the device's Hard and Expert) and a popup list for each house rule (a switch of
:class:`~palm_pitch.rules.Ruleset`); the lists' items stand for the values below, in order. OK
keeps the choice: the pause, the sound and auto-play apply at once, the level and the rules from
the next new game (the app offers one at once when they change).
"""

from __future__ import annotations

from collections.abc import Callable

from palm_os.application import Application
from palm_os.events import Event, EventKind
from palm_os.forms import Form
from palm_pitch.app import ids
from palm_pitch.app.levels import LEVELS, level_code, level_of_code
from palm_pitch.app.persistence import SWITCHES, ruleset_from, ruleset_switches
from palm_pitch.app.savedata import Preferences
from palm_pitch.rules import AllPass, DealerSteal, LowTo, MadeBidScores, Ruleset, Smudge, Trumping, WinRule
from palm_sdk.chars import chrEscape
from palm_sdk.keys import commandKeyMask

PAUSES_MS = (0, 300, 600, 1200)
"""Off, Short, Normal, Long."""
TAP_PAUSE_MS = 600
"""Tap: the computer players' pause (Normal's); the finished trick waits for a tap or a key."""


def pause_buttons() -> tuple[tuple[int, int], ...]:
    """(push button, pause in ms)."""
    buttons = (
        ids.PrefsPauseOffButton,
        ids.PrefsPauseShortButton,
        ids.PrefsPauseNormalButton,
        ids.PrefsPauseLongButton,
    )
    return tuple(zip(buttons, PAUSES_MS, strict=True))


def level_buttons() -> tuple[tuple[int, str], ...]:
    """(push button, level), weakest first."""
    buttons = (
        ids.PrefsLevelEasyButton,
        ids.PrefsLevelNormalButton,
        ids.PrefsLevelHardButton,
        ids.PrefsLevelExpertButton,
    )
    return tuple(zip(buttons, LEVELS, strict=True))


def rule_lists() -> dict[str, tuple[int, int, tuple[int, ...]]]:
    """For each ruleset switch: its popup trigger, its list, and the value of each list item."""
    return {
        "target": (ids.PrefsTargetTrigger, ids.PrefsTargetList, (11, 15, 21)),
        "low_to": (ids.PrefsLowTrigger, ids.PrefsLowList, (LowTo.TRICK_WINNER, LowTo.HOLDER)),
        "dealer_steal": (
            ids.PrefsStealTrigger,
            ids.PrefsStealList,
            (DealerSteal.MATCH_ANY, DealerSteal.MATCH_FOUR, DealerSteal.NONE),
        ),
        "all_pass": (
            ids.PrefsAllPassTrigger,
            ids.PrefsAllPassList,
            (AllPass.FORCED_DEALER, AllPass.REDEAL, AllPass.DEALER_SET_BACK),
        ),
        "smudge": (ids.PrefsSmudgeTrigger, ids.PrefsSmudgeList, (Smudge.FIVE, Smudge.WINS_GAME, Smudge.OFF)),
        "trumping": (ids.PrefsTrumpTrigger, ids.PrefsTrumpList, (Trumping.ANY_TIME, Trumping.WHEN_VOID)),
        "win_rule": (ids.PrefsWinTrigger, ids.PrefsWinList, (WinRule.MADE_BID, WinRule.COUNT_OUT)),
        "made_bid_scores": (
            ids.PrefsMadeTrigger,
            ids.PrefsMadeList,
            (MadeBidScores.POINTS_TAKEN, MadeBidScores.BID),
        ),
    }


def nearest_pause(ms: int) -> int:
    """The pause option closest to ``ms``."""
    return min(PAUSES_MS, key=lambda option: abs(option - ms))


def settings_of(prefs: Preferences) -> dict[str, int]:
    """The value of every setting for these preferences (``pause`` and the switches)."""
    ruleset = ruleset_from(prefs.rulesetName, prefs.switches)
    values = {"pause": nearest_pause(prefs.computerPauseMs), "keep_trick": int(prefs.keepTrick)}
    values.update(zip((name for name, _ in SWITCHES), ruleset_switches(ruleset), strict=True))
    return values


def preferences_of(values: dict[str, int], before: Preferences) -> Preferences:
    """Preferences holding the chosen values (the ruleset named after a known one if it matches);
    ``sound``, ``auto_play`` and ``keep_trick`` are kept from ``before`` unless given."""
    switches = tuple(int(values[name]) for name, _ in SWITCHES)
    ruleset = ruleset_from("palm", switches)
    sound = bool(values.get("sound", before.soundOn))
    auto = bool(values.get("auto_play", before.autoPlay))
    level = int(values.get("level", before.computerLevel))
    keep = bool(values.get("keep_trick", before.keepTrick))
    return Preferences(values["pause"], ruleset.name, sound, switches, auto, level, keep)


class PrefsDialog:
    """Shows ``PrefsForm``; ``on_change(preferences)`` after OK."""

    def __init__(self, app: Application, levels: tuple[str, ...] = LEVELS) -> None:
        self.app = app
        self.levels = levels
        """The levels offered (the others' buttons are hidden)."""
        self.prefs = Preferences()
        self.on_change: Callable[[Preferences], None] | None = None
        self._chosen: Preferences | None = None  # read from the form when OK is tapped
        app.set_form_handler(ids.PrefsForm, self.handle_event)

    def open(self, prefs: Preferences, on_change: Callable[[Preferences], None]) -> None:
        self.prefs = prefs
        self.on_change = on_change
        self.app.do_dialog(ids.PrefsForm, self._result)

    def _form(self) -> Form:
        return self.app.system.modal[-1].form

    def handle_event(self, event: Event) -> bool:
        if event.kind == EventKind.frmOpenEvent:
            form = self._form()
            values = settings_of(self.prefs)
            for button, ms in pause_buttons():
                form.control(button).on = ms == values["pause"] and not self.prefs.keepTrick
            form.control(ids.PrefsPauseTapButton).on = self.prefs.keepTrick
            form.control(ids.PrefsSoundCheckbox).on = self.prefs.soundOn
            form.control(ids.PrefsAutoPlayCheckbox).on = self.prefs.autoPlay
            level = level_of_code(self.prefs.computerLevel)
            for button, name in level_buttons():
                form.control(button).on = name == level
                if name not in self.levels:
                    form.set_control_usable(button, False)
            for name, (trigger, list_id, options) in rule_lists().items():
                lst = form.list_object(list_id)
                if values[name] in options:
                    lst.selection = options.index(values[name])
                    form.control(trigger).label = lst.items[lst.selection]
            form.draw()
            return True
        if event.kind == EventKind.ctlSelectEvent and event.control_id == ids.PrefsOKButton:
            self._chosen = self._read(self._form())
        escape = event.kind == EventKind.keyDownEvent and event.chr == chrEscape
        if escape and not event.modifiers & commandKeyMask:
            self._form().control(ids.PrefsCancelButton).hit()  # Esc cancels; Enter is OK, the default
            return True
        return False

    def _read(self, form: Form) -> Preferences:
        values = settings_of(self.prefs)
        for button, ms in pause_buttons():
            if form.control(button).on:
                values["pause"], values["keep_trick"] = ms, 0
        if form.control(ids.PrefsPauseTapButton).on:
            values["pause"], values["keep_trick"] = TAP_PAUSE_MS, 1
        values["sound"] = int(form.control(ids.PrefsSoundCheckbox).on)
        values["auto_play"] = int(form.control(ids.PrefsAutoPlayCheckbox).on)
        for button, name in level_buttons():
            if form.control(button).on and form.control(button).usable:
                values["level"] = level_code(name)
        for name, (_trigger, list_id, options) in rule_lists().items():
            selection = form.list_object(list_id).selection
            if 0 <= selection < len(options):
                values[name] = options[selection]
        return preferences_of(values, self.prefs)

    def _result(self, button: int) -> None:
        chosen, self._chosen = self._chosen, None
        if button == ids.PrefsOKButton and chosen is not None and self.on_change is not None:
            self.on_change(chosen)


def rule_lines(form: Form, ruleset: Ruleset) -> list[tuple[str, str]]:
    """Game > Game Info's lines: each rule of ``ruleset`` as (label, value) named by ``form``
    (``PrefsForm``): its label, and the list item of its value (the target as its number; a value
    no item names is left out)."""
    lines = []
    values = ruleset_switches(ruleset)
    for value, (name, (trigger, list_id, options)) in zip(values, rule_lists().items(), strict=True):
        label = form.label(trigger - 1).text  # each rule's label is just before its trigger
        if name == "target":
            lines.append((label, str(value)))
        elif value in options:
            lines.append((label, form.list_object(list_id).items[options.index(value)]))
    return lines
