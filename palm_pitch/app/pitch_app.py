"""The Pitch application: the main form, its menus and dialogs, saves; and :func:`create_app`.

:class:`PitchApp` is a :class:`~palm_os.application.Application` (the front ends drive it
with ``tap``/``pen_down``/``key``/``advance`` and read ``screen.framebuffer``) that loads every
form, menu, alert, string and bitmap from the compiled ``pitch.rcp``, deals a game (or resumes the
saved one), and plays it through :class:`~palm_pitch.app.game.TableController`. It saves the game
after every step (each bid and card, a take-back, the next hand) and when it stops
(``appStopEvent``, or :meth:`PitchApp.save_on_exit` from a front end whose window closes), so a
game cut off by anything resumes where it was; a damaged save is moved aside and reported, and a
new game starts. While it runs it holds the data folder's lock (a second Pitch on the same folder
gets :class:`~palm_pitch.app.persistence.DataDirInUse`). The menus: Game (New Game, Undo, Points
So Far, Hand Summary, Last Trick, Score History, Game Info, Statistics, Export) and Options (Preferences,
Keyboard, Rules, About); the system sounds (``SndPlaySystemSound``: a click for your bid or card,
an error for a card the rules refuse, a confirmation when your team makes its bid or wins) play
when the preference says so.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path

from palm_os.application import Application, gadget_handler
from palm_os.compiled import CompiledResources
from palm_os.controls import Gadget
from palm_os.dialogs import ModalDialog
from palm_os.events import Event, EventKind
from palm_os.geometry import Rect
from palm_os.window import Window
from palm_pitch.actions import Bid
from palm_pitch.app import ids, layout
from palm_pitch.app.bid import BidDialog
from palm_pitch.app.cards_art import CardArt
from palm_pitch.app.dialogs_points import PointsDialog
from palm_pitch.app.dialogs_records import ScoreHistoryDialog, StatisticsDialog
from palm_pitch.app.dialogs_text import RulesDialog
from palm_pitch.app.family_app import FamilyApp
from palm_pitch.app.family_saves import FAMILY_GAME_FILE
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.levels import (
    DEFAULT_LEVEL,
    DEVICE_LEVELS,
    LEVELS,
    level_code,
    level_of_code,
    level_player,
)
from palm_pitch.app.memopad import MemoPadError, add_memos
from palm_pitch.app.persistence import (
    GAME_FILE,
    PREFS_FILE,
    Damage,
    Storage,
    ruleset_from,
    ruleset_switches,
)
from palm_pitch.app.prefs import PrefsDialog, rule_lines
from palm_pitch.app.resources import load_desktop_resources, load_resources
from palm_pitch.app.savedata import Preferences, Statistics
from palm_pitch.app.session import GameSession
from palm_pitch.app.stats import count_hint, count_new_hand
from palm_pitch.app.summary import GameOverDialog, SummaryDialog
from palm_pitch.app.table_draw import Scene, TableDrawing
from palm_pitch.app.texts import Texts
from palm_pitch.app.thinking import InlineThinker, Thinker, WorkerThinker
from palm_pitch.rng import Rng
from palm_pitch.rules import Ruleset
from palm_pitch.scoring import HandResult
from palm_pitch.state import Phase
from palm_sdk.sound import SndSysBeepType

EXPORT_TAGS = (("South", "you"), ("West", "computer"), ("North", "computer"), ("East", "computer"))
"""The tags of an exported game record (the computer plays the heuristic player)."""


INPUT_EVENTS = frozenset(
    (EventKind.penDownEvent, EventKind.penUpEvent, EventKind.keyDownEvent, EventKind.ctlSelectEvent)
)
"""The events that count as the player's input (the bid dialog waits until they settle)."""


class SeedSource:
    """Seeds of new games: the one given (or a random one) first, then a sequence drawn from it."""

    def __init__(self, seed: int | None) -> None:
        self.first = secrets.randbits(32) if seed is None else seed & 0xFFFFFFFF
        self.rng = Rng(self.first)
        self.given = False

    def next(self, avoid: int | None = None) -> int:
        """The next seed, never ``avoid`` (the game being replaced: after a resume, the given seed
        may be the very game on the table)."""
        seed = self.first
        if self.given:
            seed = self.rng.next_u32()
        self.given = True
        while seed == avoid:
            seed = self.rng.next_u32()
        return seed


class PitchApp(FamilyApp, Application):
    """The Pitch application (see the module docstring); ``device_profile`` offers exactly what
    the device offers (no variants of the family: :mod:`palm_pitch.app.family_app`)."""

    def __init__(
        self,
        *,
        seed: int | None = None,
        data_dir: Path | None = None,
        resume: bool = True,
        resources: CompiledResources | None = None,
        device_profile: bool = False,
        thinker: Thinker | None = None,
    ) -> None:
        resources = resources or (load_resources() if device_profile else load_desktop_resources())
        super().__init__(resources)
        self.device_profile = device_profile
        self.levels = DEVICE_LEVELS if device_profile else LEVELS
        """The computer players' levels this app offers (the device's two in its profile)."""
        self.resources = resources
        self.texts = Texts(resources)
        self.art = CardArt(self.system.fonts, resources.bitmap)
        self.drawing = TableDrawing(self.art, self.texts)
        self.storage = Storage(data_dir)
        self.storage.lock()  # DataDirInUse: another Pitch has this folder
        try:  # SaveUnreadable: a save the system will not let us read is left alone
            self.prefs = self.storage.load_preferences()
            self.stats = self.storage.load_statistics()
            session: GameSession | FamilySession | None = self.storage.load_game() if resume else None
        except BaseException:
            self.storage.unlock()
            raise
        self.seeds = SeedSource(seed)
        self.stopping = False
        self.save_failure_shown = False
        self.init_family(device_profile)
        session = (self.resume_family() if resume else None) or session
        if session is None:
            session = self._new_session(self.seeds.next())
        elif isinstance(session, GameSession) and session.level not in self.levels:
            # a desktop game at Hard or Expert resumed where they are not offered: the device
            # plays it with its best, Normal (the game keeps its level, and counts under it)
            session.computer = level_player(DEFAULT_LEVEL)
        self.thinker = thinker or InlineThinker()
        self.controller = self.controller_for(session)
        self.bid_dialog = BidDialog(self, self.texts)
        if self.gives_hints:
            self.bid_dialog.on_hint = self.controller.hint
        self.summary_dialog = SummaryDialog(self, self.texts, self.art)
        self.game_over_dialog = GameOverDialog(self, self.texts)
        self.prefs_dialog = PrefsDialog(self, self.levels)
        self.rules_dialog = RulesDialog(self, resources)
        self.keys_dialog = self.make_keys_dialog()
        self.points_dialog = PointsDialog(self, self.texts, self.art)
        self.last_trick_dialog = self.make_last_trick_dialog()
        self.scores_dialog = ScoreHistoryDialog(self, self.texts)
        self.stats_dialog = StatisticsDialog(self, self.texts)
        self.set_form_handler(ids.MainForm, self.main_event)
        self.set_form_handler(ids.AboutForm, self.about_event)
        drawing = self.drawing
        self.set_gadget_handler(
            ids.MainForm, ids.MainScoreGadget, gadget_handler(draw=self._drawer(drawing.draw_scores))
        )
        self.set_gadget_handler(
            ids.MainForm, ids.MainStatusGadget, gadget_handler(draw=self._drawer(drawing.draw_status))
        )
        self.set_gadget_handler(
            ids.MainForm,
            ids.MainTableGadget,
            gadget_handler(
                draw=self._drawer(drawing.draw_table), pen=lambda _g, e: self.controller.table_pen(e)
            ),
        )
        self.start(ids.MainForm)
        main = self.system.get_form(ids.MainForm)
        if self.gives_hints and main is not None:
            main.set_menu(ids.DesktopMenuBar)  # Game > Hint
        self.show_title()
        self.hand_ended(self.session)  # a finished hand the statistics missed (stopped in between)
        self._report_damage(list(self.storage.damage), self.controller.start)

    @property
    def gives_hints(self) -> bool:
        """Game > Hint is offered (not in the device profile: the device has no Expert)."""
        return not self.device_profile

    @property
    def session(self) -> GameSession:
        """The Palm game on the table (a family game's is ``controller.session``)."""
        return self.controller.session

    # -- settings and saves -------------------------------------------------------------------

    def ruleset_for_new_games(self) -> Ruleset:
        return ruleset_from(self.prefs.rulesetName, self.prefs.switches)

    def level_for_new_games(self) -> str:
        """The computer players' level the preferences choose (Normal if this app does not offer
        it: the device profile plays Easy and Normal only)."""
        level = level_of_code(self.prefs.computerLevel)
        return level if level in self.levels else DEFAULT_LEVEL

    def _new_session(self, seed: int) -> GameSession:
        return GameSession(self.ruleset_for_new_games(), seed, self.level_for_new_games())

    def set_preferences(self, prefs: Preferences) -> None:
        """Keep new preferences: the pause applies at once; house rules or a level changed now, and
        unlike the game in progress's, are offered at once (give the game up for a new one with them, or
        they apply from the next new game) unless the game is over. Once put off, they are not
        asked about again: only a further change of the rules asks."""
        before = ruleset_switches(self.ruleset_for_new_games()), self.level_for_new_games()
        self.prefs = prefs
        self.controller.pause = prefs.computerPauseMs // 10
        self.controller.auto_play = prefs.autoPlay
        if not self.family:
            self.controller.set_keep_trick(prefs.keepTrick)  # the family's tricks go on a pause
        self._saved(self.storage.save_preferences(prefs))
        if self.controller.your_turn and self.controller.only_card() is not None:
            self.controller.proceed()  # auto-play now on: your only card goes
        if self.family:
            return  # the house rules are the Palm game's; a level waits for the next new game
        chosen = ruleset_switches(self.ruleset_for_new_games()), self.level_for_new_games()
        playing = ruleset_switches(self.session.ruleset), self.session.level
        new_rules = chosen != before and chosen != playing
        if new_rules and not self.session.state.is_over:
            self.alert(ids.NewRulesAlert, self._guard(self._new_game_on_first_button))

    def save_on_exit(self) -> None:
        """Save the game in progress and let go of the data folder (front ends call this when
        their window closes)."""
        self.controller.thinker.close()
        if self.family:
            self.save_session()
        else:
            self.storage.save_game(self.session)
        self.storage.unlock()

    def _saved(self, ok: bool) -> None:
        """Say once when a save fails (the game goes on)."""
        error = self.storage.write_error
        if ok or error is None or self.save_failure_shown or self.stopping:
            return
        self.save_failure_shown = True
        where = str(self.storage.data_dir)
        self.alert(ids.SaveFailedAlert, None, where, error.strerror or str(error))

    def alert(
        self,
        alert_id: int,
        on_result: Callable[[int], None] | None = None,
        s1: str | None = None,
        s2: str | None = None,
        s3: str | None = None,
    ) -> ModalDialog:
        """``FrmAlert``/``FrmCustomAlert``. Ended by ``appStopEvent``, Palm OS 3.5's gives the
        default button and posts the event again; a system that keeps the event (PumpkinOS) gives
        an index that is none of the alert's buttons: then the app stops all the same (the device
        app's ``app_alert``)."""
        count = len(self.resources.alert(alert_id).buttons)

        def result(index: int) -> None:
            if not 0 <= index < count:
                self.post(Event.app_stop())
            elif on_result is not None:
                on_result(index)

        return super().alert(alert_id, result, s1, s2, s3)

    def handle(self, event: Event) -> None:
        if event.kind in INPUT_EVENTS:
            self.controller.note_input()
        if event.kind == EventKind.appStopEvent and not self.stopping:
            self.stopping = True
            self.controller.cancel()
            self.save_on_exit()
        super().handle(event)

    def _report_damage(self, damage: list[Damage], then: Callable[[], None]) -> None:
        """One alert per damaged file (moved aside), then ``then``."""
        if not damage:
            then()
            return
        first, rest = damage[0], damage[1:]
        cause = self.texts.causes[first.cause]
        name = first.path.name

        def after(_button: int) -> None:
            self._report_damage(rest, then)

        if name in (GAME_FILE, FAMILY_GAME_FILE):
            self.alert(ids.DamagedSaveAlert, after, cause)
        elif name == PREFS_FILE:
            what, next_ = ids.DamagedPrefsWhatString, ids.DamagedPrefsNextString
            self.alert(ids.DamagedPrefsAlert, after, self.texts.get(what), cause, self.texts.get(next_))
        else:
            what, next_ = ids.DamagedStatsWhatString, ids.DamagedStatsNextString
            self.alert(ids.DamagedPrefsAlert, after, self.texts.get(what), cause, self.texts.get(next_))

    # -- the TableHost of the controller --------------------------------------------------------

    def _guard(self, callback: Callable[..., None]) -> Callable[..., None]:
        """A dialog's callback that does nothing once the app is stopping."""

        def guarded(*args: object) -> None:
            if not self.stopping:
                callback(*args)

        return guarded

    def redraw(self) -> None:
        form = self.system.get_form(ids.MainForm)
        if form is None or not form.visible or self.controller.busy() or self.stopping:
            return
        over = self.session.state.is_over
        if form.control(ids.MainNewGameButton).usable != over:
            shown, hidden = (
                (ids.MainNewGameButton, ids.MainPlayButton)
                if over
                else (ids.MainPlayButton, ids.MainNewGameButton)
            )
            # the status line starts after whichever button is there: erase it where it was first
            # (a longer text beside Play would leave its pixels between New Game and the new line)
            status = form.get_object_index(ids.MainStatusGadget)
            form.erase_object(status)
            form.set_control_usable(hidden, False)
            form.set_control_usable(shown, True)
            b = form.get_object_bounds(status)
            left = form.control(shown).bounds.right + layout.STATUS_GAP
            form.set_object_bounds(status, Rect(left, b.y, b.right - left, b.height))
        for gadget_id in (ids.MainScoreGadget, ids.MainTableGadget, ids.MainStatusGadget):
            form.draw_object(form.get_object_index(gadget_id))

    def new_game(self) -> None:
        """A new game of the variant on the table (the Palm game with the house rules of
        Preferences)."""
        seed = self.seeds.next(avoid=self.session.seed)
        self.start_session(self.new_session(seed))

    def _new_game_on_first_button(self, button: int) -> None:
        """An alert's answer: its first button ("New Game") deals a new game."""
        if button == 0:
            self.new_game()

    def bid(self, session: GameSession, on_bid: Callable[[Bid | None], None]) -> None:
        self.bid_dialog.open(session, self._guard(on_bid))

    def summary(self, result: HandResult, hand_number: int, on_close: Callable[[], None]) -> None:
        deal = self.session.deals[hand_number - 1]
        self.summary_dialog.open(result, hand_number, self.session.ruleset, self._guard(on_close), deal)

    def game_over(self, session: GameSession, on_close: Callable[[bool], None]) -> None:
        self.game_over_dialog.open(
            session, self._record_at(session.level), self._guard(on_close)
        )

    def _record_at(self, level: str) -> tuple[int, int]:
        """Your games won and lost at ``level``."""
        record = self.stats.level(level_code(level))
        return record.gamesWon, record.gamesLost

    def step_taken(self, session: GameSession) -> None:
        self.save_session()

    def hand_ended(self, session: GameSession) -> None:
        if isinstance(session, FamilySession):
            self.family_hand_ended(session)  # each variant keeps its own record
            return
        counted = count_new_hand(self.stats, session)
        if counted is None:
            return
        self.stats = counted
        self._saved(self.storage.save_statistics(counted))
        result = session.state.result
        if result is not None and (result.winner == 0 or (result.made and result.pitcher in (0, 2))):
            self.sound(SndSysBeepType.sndConfirmation)

    def hint_used(self, session: GameSession) -> None:
        self.stats = count_hint(self.stats, session.level)
        self._saved(self.storage.save_statistics(self.stats))

    def show_status(self) -> None:
        form = self.system.get_form(ids.MainForm)
        if form is not None and form.visible and not self.stopping:
            form.draw_object(form.get_object_index(ids.MainStatusGadget))

    def sound(self, sound: SndSysBeepType) -> None:
        if self.prefs.soundOn:
            self.system.play_system_sound(sound)

    # -- the main form ------------------------------------------------------------------------

    def _drawer(self, draw: Callable[[Window, Rect, Scene], None]) -> Callable[[Gadget, Window], None]:
        name = draw.__name__

        def drawer(gadget: Gadget, window: Window) -> None:
            scene = self.controller.scene()
            getattr(self.family_scene_drawing(scene), name)(window, gadget.bounds, scene)

        return drawer

    def main_event(self, event: Event) -> bool:
        kind = event.kind
        if kind == EventKind.penDownEvent:
            return self.controller.pen_down_anywhere(event.screen_y)
        if kind == EventKind.keyDownEvent:
            return self.controller.key(event)
        if kind == EventKind.ctlSelectEvent:
            if event.control_id == ids.MainPlayButton:
                self.controller.play()
                return True
            if event.control_id == ids.MainNewGameButton:
                self.new_game()
                return True
        if kind == EventKind.menuEvent:
            self.menu_command(event.item_id)
            return True
        if kind == EventKind.menuOpenEvent:
            self.family_menu_open(event)
        return False

    def menu_command(self, item: int) -> None:
        if self.family_menu_command(item):
            return
        if item == ids.GameNewGameCmd:
            state = self.session.state
            if state.is_over or not self.session.steps:
                self.new_game()
            else:
                self.alert(ids.NewGameAlert, self._guard(self._new_game_on_first_button))
        elif item == ids.GameHintCmd:
            if not self.controller.hint():
                self.sound(SndSysBeepType.sndError)  # not your turn
        elif item == ids.GameUndoCmd:
            if not self.controller.take_back():
                self.alert(ids.NoUndoAlert)
        elif item == ids.GamePointsCmd:
            self.points_dialog.open(self.session.state)
        elif item == ids.GameExportCmd:
            self.export()
        elif item == ids.GameHandSummaryCmd:
            self.show_last_summary()
        elif item == ids.GameLastTrickCmd:
            self.last_trick_dialog.open(self.session.state.tricks)
        elif item == ids.GameScoreHistoryCmd:
            self.scores_dialog.open(self.session.state.results)
        elif item == ids.GameInfoCmd:
            self.game_info()
        elif item == ids.GameStatisticsCmd:
            level = level_code(self.session.level)
            self.stats_dialog.open(self.stats, self.reset_statistics, level, self.levels, self.gives_hints)
        elif item == ids.OptionsPreferencesCmd:
            self.prefs_dialog.open(self.prefs, self.set_preferences)
        elif item == ids.OptionsRulesCmd:
            self.rules_dialog.open()
        elif item == ids.OptionsKeyboardCmd:
            self.keys_dialog.open()
        elif item == ids.OptionsAboutCmd:
            self.do_dialog(ids.AboutForm)

    def about_event(self, event: Event) -> bool:
        """About: its third line names the target of the game in progress (two digits fit)."""
        session = self.controller.session
        target = session.rules.target if isinstance(session, FamilySession) else session.ruleset.target
        if event.kind == EventKind.frmOpenEvent and target < 100:
            line = self.texts.get(ids.AboutTargetString, target)
            self.system.modal[-1].form.copy_label(ids.AboutLine3Label, line)
        return False

    def game_info(self) -> None:
        """Game > Game Info: the rules of the game in progress, one a line, in the words of
        Preferences (its form's labels and list items)."""
        form = self.resources.form(ids.PrefsForm)
        lines = rule_lines(form, self.session.ruleset)
        text = "\n".join(self.texts.get(ids.GameInfoLineString, label, value) for label, value in lines)
        self.alert(ids.GameInfoAlert, None, text)

    def export(self) -> None:
        """Game > Export: the game's text record into the Memo Pad's database in the data folder,
        as the device build does (:mod:`palm_pitch.app.memopad`), and as a text file in its
        ``exports`` for the desktop's player."""
        self.export_text(f"pitch-game-{self.session.seed}.txt", self.session.record(EXPORT_TAGS).to_text())

    def export_text(self, name: str, text: str) -> None:
        """A game's text record into the Memo Pad and the data folder's ``exports/name``."""
        data_dir = self.storage.data_dir
        if data_dir is None:
            self.alert(ids.NoExportAlert)
            return
        try:
            add_memos(data_dir, text)
            self.storage.export(name, text)
        except MemoPadError as error:
            self.alert(ids.ExportFailedAlert, None, str(error.path), error.cause)
            return
        except OSError as error:
            self.alert(ids.ExportFailedAlert, None, str(data_dir), error.strerror or str(error))
            return
        self.alert(ids.MemoExportedAlert)

    def reset_statistics(self) -> Statistics:
        """Your record back to zero (Statistics > Reset), saved."""
        self.stats = Statistics()
        self._saved(self.storage.save_statistics(self.stats))
        return self.stats

    def show_last_summary(self) -> None:
        state = self.session.state
        result = state.last_result
        if result is None:
            self.alert(ids.NoSummaryAlert)
            return
        number = state.hand_number if state.phase in (Phase.SCORE, Phase.GAME_OVER) else state.hand_number - 1
        self.summary_dialog.open(result, number, self.session.ruleset, deal=self.session.deals[number - 1])


def create_app(
    *,
    seed: int | None = None,
    data_dir: Path | None = None,
    resume: bool = True,
    device_profile: bool = False,
    threaded: bool = False,
) -> PitchApp:
    """The Pitch app, started: the table is on the screen (``app.screen.framebuffer``).

    ``seed`` fixes the deals (default: random); ``data_dir`` is where the game, preferences and
    statistics are kept (``None``: nowhere); ``resume`` continues the saved game if there is one;
    ``device_profile`` offers exactly what the Palm device build offers (the Palm game alone, the
    computer players at Easy and Normal, no hints), so that its screens can be held to the device's
    pixel for pixel; ``threaded`` makes the computer players' choices and the hints on a worker
    thread (a window's app: it stays responsive while Hard and Expert think), else at once
    (scripts: deterministic).
    """
    thinker = WorkerThinker() if threaded else None
    return PitchApp(
        seed=seed, data_dir=data_dir, resume=resume, device_profile=device_profile, thinker=thinker
    )
