"""What the desktop app adds for the family's variants: :class:`FamilyApp`, a part of the app.

:class:`~palm_pitch.app.pitch_app.PitchApp` plays the Palm game exactly as the device does; unless
it runs in the *device profile* (``device_profile=True``: what the device offers and nothing more,
the profile of the fidelity tests and golden scripts), it also offers every variant of 2 to 6
players of the family:

* Game > Variant (``MenuAddItem`` after New Game, when the menu bar is made) opens the list of
  variants (:mod:`palm_pitch.app.family_variant`); Play starts a game of the one chosen, asking
  before giving up a game in progress;
* a family game is a :class:`~palm_pitch.app.family_session.FamilySession` on a
  :class:`~palm_pitch.app.family_table.FamilyTableController`, drawn by
  :class:`~palm_pitch.app.family_draw.FamilyTableDrawing`; the form's title is the variant's
  name; its decisions open the dialogs of :mod:`palm_pitch.app.family_decisions`;
* the game's texts (hand summary, Score History, Points So Far, Hands Dealt, Game Info, the Rules
  of the variant) are shown by :class:`~palm_pitch.app.family_dialogs.FamilyTextDialog`, Last
  Trick as cards by :class:`~palm_pitch.app.family_last_trick.FamilyLastTrickDialog`; Undo takes
  back your last decision of the deal;
  Export writes the family record; the game is saved after every step
  (:mod:`palm_pitch.app.family_saves`) and resumed at the next start.

The Palm game's statistics count the Palm game only.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, cast

from palm_os.application import Application
from palm_os.compiled import CompiledResources
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID
from palm_os.forms import TITLE_TEXT_X
from palm_os.geometry import Rect
from palm_os.window import Window
from palm_pitch.app import family_dialogs as fd
from palm_pitch.app import ids, layout
from palm_pitch.app.bid import BidDialog
from palm_pitch.app.cards_art import CardArt
from palm_pitch.app.dialogs_text import KeysDialog
from palm_pitch.app.dialogs_tricks import LastTrickDialog
from palm_pitch.app.family_decisions import DecisionDialogs, OnAction
from palm_pitch.app.family_draw import FamilyScene, FamilyTableDrawing
from palm_pitch.app.family_keys import FamilyKeysDialog
from palm_pitch.app.family_last_trick import FamilyLastTrickDialog
from palm_pitch.app.family_saves import (
    FAMILY_GAME_FILE,
    FamilySaveError,
    load_family_game,
    remove_family_game,
    save_family_game,
)
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.family_stats import load_family_stats, save_family_stats
from palm_pitch.app.family_table import FamilyTableController, FamilyTableHost
from palm_pitch.app.family_texts import FamilyTexts
from palm_pitch.app.family_variant import PALM, VariantDialog
from palm_pitch.app.game import TableController, TableHost
from palm_pitch.app.persistence import Cause, Damage, Storage
from palm_pitch.app.savedata import Preferences, set_aside
from palm_pitch.app.session import GameSession
from palm_pitch.app.table_draw import TableDrawing
from palm_pitch.app.texts import Texts
from palm_pitch.app.thinking import Thinker
from palm_pitch.family.engine import Phase
from palm_pitch.family.search import FAMILY_LEVELS
from palm_pitch.family.variants import get_variant
from palm_pitch.rules import Ruleset

TITLE_GAP = 4
"""Pixels between the form's title tab and the scores beside it."""


class SeedSource(Protocol):
    def next(self, avoid: int | None = None) -> int: ...


class FamilyApp(Application):
    """The family's part of the app (see the module docstring); PitchApp inherits it."""

    device_profile: bool
    controller: TableController
    storage: Storage
    prefs: Preferences
    resources: CompiledResources
    texts: Texts
    art: CardArt
    drawing: TableDrawing
    seeds: SeedSource
    thinker: Thinker
    bid_dialog: BidDialog
    last_trick_dialog: LastTrickDialog

    if TYPE_CHECKING:  # PitchApp's, which the family's part calls

        def _guard(self, callback: Callable[..., None]) -> Callable[..., None]: ...

        def _saved(self, ok: bool) -> None: ...

        def ruleset_for_new_games(self) -> Ruleset: ...

        def level_for_new_games(self) -> str: ...

        def _new_session(self, seed: int) -> GameSession: ...

        @property
        def gives_hints(self) -> bool: ...

        def new_game(self) -> None: ...

        def _new_game_on_first_button(self, button: int) -> None: ...

        def export_text(self, name: str, text: str) -> None: ...

    def make_last_trick_dialog(self) -> LastTrickDialog:
        """Game > Last Trick's dialog: the Palm game's, which also shows a family game's tricks as
        cards outside the device profile."""
        if self.device_profile:
            return LastTrickDialog(self, self.texts, self.art)
        return FamilyLastTrickDialog(self, self.texts, self.art, self.family_texts, self.family_drawing)

    def make_keys_dialog(self) -> KeysDialog:
        """Options > Keyboard: the Palm game's keys, and outside the device profile the keys of
        the family's games and their dialogs under them."""
        if self.device_profile:
            return KeysDialog(self, self.resources)
        return FamilyKeysDialog(self, self.resources)

    def variant_name(self) -> str:
        """The name of the variant on the table (``palm`` for the Palm game)."""
        session = self.controller.session
        return session.rules.name if isinstance(session, FamilySession) else PALM

    def init_family(self, device_profile: bool) -> None:
        """Build the family's dialogs (none in the device profile)."""
        self.device_profile = device_profile
        if device_profile:
            return
        self.family_texts = FamilyTexts(self.resources)
        self.family_drawing = FamilyTableDrawing(self.art, self.texts)
        self.decisions = DecisionDialogs(self, self.family_texts)
        self.variant_dialog = VariantDialog(self, self.family_texts)
        self.family_text_dialog = fd.FamilyTextDialog(self)
        self.family_stats = load_family_stats(self.storage.data_dir)

    @property
    def family(self) -> bool:
        """True while a family game is on the table."""
        return isinstance(self.controller.session, FamilySession)

    # -- the game on the table -------------------------------------------------------------------

    def resume_family(self) -> FamilySession | None:
        """The family game saved in the data folder, if any (a damaged one is moved aside and
        reported with the other damaged files)."""
        data_dir = self.storage.data_dir
        if self.device_profile or data_dir is None:
            return None
        try:
            return load_family_game(data_dir)
        except (FamilySaveError, OSError) as error:
            path = data_dir / FAMILY_GAME_FILE
            moved = None
            with contextlib.suppress(OSError):
                moved = set_aside(path)
            cause = Cause.NEWER if "newer" in str(error) else Cause.DAMAGED
            self.storage.damage.append(Damage(path, moved, cause, str(error)))
            return None

    def controller_for(self, session: GameSession | FamilySession) -> TableController:
        """A table controller for ``session`` (the family's for a family game)."""
        pause = self.prefs.computerPauseMs // 10
        if isinstance(session, FamilySession):
            host = cast(FamilyTableHost, self)
            controller: TableController = FamilyTableController(
                self, self.texts, self.family_texts, host, session, pause)
            controller.hints = self.gives_hints
        else:
            controller = TableController(self, self.texts, cast(TableHost, self), session, pause)
            controller.hints = self.gives_hints
            controller.keep_trick = self.prefs.keepTrick
        controller.auto_play = self.prefs.autoPlay
        controller.thinker = self.thinker
        return controller

    def start_session(self, session: GameSession | FamilySession) -> None:
        """Put ``session`` on the table (a new controller when the kind of game changes)."""
        if isinstance(session, FamilySession) != self.family:
            self.controller.cancel()
            self.controller = self.controller_for(session)
            if self.gives_hints:
                self.bid_dialog.on_hint = self.controller.hint
            self.show_title()
            self.controller.start()
        else:
            self.controller.start(session)  # type: ignore[arg-type]
            self.show_title()
        self.save_session()

    def new_session(self, seed: int, name: str | None = None) -> GameSession | FamilySession:
        """A new game of variant ``name`` (default: the variant on the table)."""
        if name is None:
            name = self.variant_name()
        if name == PALM or self.device_profile:
            return self._new_session(seed)
        return FamilySession(get_variant(name), seed, level=self.family_level_for_new_games())

    def family_level_for_new_games(self) -> str:
        """The computer players' level of a new family game: the preferences' (Easy, which the
        family's games do not have, plays them as Normal)."""
        level = self.level_for_new_games()
        return level if level in FAMILY_LEVELS else "normal"

    def save_session(self) -> None:
        """Save the game on the table (a family game beside the Palm game's databases)."""
        session = self.controller.session
        data_dir = self.storage.data_dir
        if not isinstance(session, FamilySession):
            if data_dir is not None and not self.device_profile:
                remove_family_game(data_dir)
            self._saved(self.storage.save_game(session))
            return
        if data_dir is None:
            return
        try:
            save_family_game(data_dir, session)
        except OSError as error:
            self.storage.write_error = error
            self._saved(False)

    # -- the title --------------------------------------------------------------------------------

    def show_title(self) -> None:
        """The form's title names the game (``Pitch`` for the Palm game), cut short with an
        ellipsis where the scores need the room; the scores' gadget starts after the title tab."""
        form = self.system.get_form(ids.MainForm)
        if form is None or self.device_profile or form.window is None:
            return
        session = self.controller.session
        index = form.get_object_index(ids.MainScoreGadget)
        bounds = form.get_object_bounds(index)
        as_built = self.resources.form(ids.MainForm)  # the Palm game's title and scores
        title = as_built.title
        left = as_built.gadget(ids.MainScoreGadget).bounds.x
        palm_left = left
        if isinstance(session, FamilySession):
            window = form.live_window
            window.push_draw_state()
            room = layout.SCREEN - self.scores_width(window) - TITLE_GAP - 2 * TITLE_TEXT_X
            window.set_font(FontID.boldFont)
            title = window.font.truncate(session.rules.name.capitalize(), room)
            left = max(palm_left, window.font.text_width(title) + 2 * TITLE_TEXT_X + 2)
            window.pop_draw_state()
        if bounds.x != left:
            if form.visible:
                form.erase_object(index)
            form.set_object_bounds(index, Rect(left, bounds.y, layout.SCREEN - left, bounds.height))
        if form.title != title:
            form.set_title(title)
        if form.visible:
            form.draw_object(index)

    def scores_width(self, window: Window) -> int:
        """How wide the title line's scores are (as :meth:`FamilyTableDrawing.draw_scores` draws
        them, with room for scores of three digits)."""
        controller = self.controller
        if not isinstance(controller, FamilyTableController):
            return 0
        width = 0
        for name, _score in controller.score_line():
            window.set_font(FontID.stdFont)
            width += window.font.text_width(name + " ") + 6
            window.set_font(FontID.boldFont)
            width += window.font.text_width("000")
        return width

    # -- the host of the family table ---------------------------------------------------------

    def decide(self, kind: Phase, session: FamilySession, on_action: OnAction) -> None:
        self.decisions.open(kind, session, self._guard(on_action))

    def family_summary(self, session: FamilySession, on_close: Callable[[], None]) -> None:
        result = session.state.results[-1]
        text = fd.summary_text(result, session.rules, self.family_texts, self.team_names())
        text += "\n\n" + fd.hands_text(session.deals[-1], self.family_texts)
        title = self.family_texts.get("sum_title", result.hand_number)
        self.family_text_dialog.open(title, text, self._guard(on_close))

    def family_hand_ended(self, session: FamilySession) -> None:
        """Count the hand (and the game) in the variant's record, and save it."""
        if self.device_profile or not self.family_stats.count_hand(session):
            return
        self._save_family_stats()

    def family_hint_used(self) -> None:
        """A hint was shown you in the family game on the table (in the play or the bid dialog):
        count it in the variant's record, and save it."""
        session = self.controller.session
        if self.device_profile or not isinstance(session, FamilySession):
            return
        self.family_stats.count_hint(session)
        self._save_family_stats()

    def _save_family_stats(self) -> None:
        try:
            save_family_stats(self.storage.data_dir, self.family_stats)
        except OSError as error:
            self.storage.write_error = error
            self._saved(False)

    def statistics_text(self, name: str, level: str = "normal") -> str:
        """Game > Statistics of a family game: the record of its variant at its level."""
        words = self.family_texts
        record = self.family_stats.variant(name, level)
        return "\n".join((words.get("info_level", level.capitalize()),
                          words.get("stats_games", record.games, record.won),
                          words.get("stats_undo", record.undo_games, record.undo_won),
                          words.get("stats_hands", record.hands),
                          words.get("stats_bids", record.made, record.set),
                          words.get("stats_hints", record.hints), "", words.get("stats_note")))

    def team_names(self) -> tuple[str, str]:
        return (self.texts.team(0), self.texts.team(1))

    def family_scene_drawing(self, scene: object) -> object:
        """The drawing for ``scene``: the family's for a family scene, else the Palm table's."""
        return self.family_drawing if isinstance(scene, FamilyScene) else self.drawing

    # -- the menus --------------------------------------------------------------------------------

    def family_menu_open(self, event: Event) -> None:
        """``menuOpenEvent``: add Game > Variant after New Game (not in the device profile)."""
        menu = self.system.menu
        if self.device_profile or menu is None or event.kind != EventKind.menuOpenEvent:
            return
        text = self.resources.string(ids.GameVariantItemString)
        menu.add_item(ids.GameNewGameCmd, ids.GameVariantCmd, "V", text)

    def family_menu_command(self, item: int) -> bool:
        """The menu commands of the family: Variant, and those that show a family game's texts.
        False for any other (the Palm game's handling)."""
        if item == ids.GameVariantCmd and not self.device_profile:
            self.variant_dialog.open(self.variant_name(), self._guard(self.variant_chosen))
            return True
        if not self.family:
            return False
        session: FamilySession = self.controller.session  # type: ignore[assignment]
        words = self.family_texts
        show = self.family_text_dialog.open
        state = session.state
        if item == ids.GameHandSummaryCmd:
            if not state.results:
                self.alert(ids.NoSummaryAlert)
            else:
                result = state.results[-1]
                finished = state.phase in (Phase.SCORE, Phase.GAME_OVER)
                deal = session.deals[-1] if finished else session.deals[-2]
                text = fd.summary_text(result, session.rules, words, self.team_names())
                show(words.get("sum_title", result.hand_number), text + "\n\n" + fd.hands_text(deal, words))
        elif item == ids.GameScoreHistoryCmd:
            show(words.get("hist_title"), fd.history_text(state, words, self.team_names()))
        elif item == ids.GamePointsCmd:
            show(words.get("points_title"), fd.points_text(state, words))
        elif item == ids.GameLastTrickCmd:
            dialog = self.last_trick_dialog
            assert isinstance(dialog, FamilyLastTrickDialog)  # made so outside the device profile
            dialog.open_family(state.tricks, session.players)
        elif item == ids.GameInfoCmd:
            show(session.rules.name.capitalize(), fd.info_text(session.rules, words, session.level))
        elif item == ids.OptionsRulesCmd:
            show(words.get("rules_title"), fd.rules_text(session.rules, words))
        elif item == ids.GameStatisticsCmd:
            record = self.statistics_text(session.rules.name, session.level)
            show(words.get("stats_title", session.rules.name), record)
        elif item == ids.GameUndoCmd:
            if not self.controller.take_back():
                self.alert(ids.NoUndoAlert)
        elif item == ids.GameExportCmd:
            self.export_text(f"pitch-{session.rules.name}-{session.seed}.txt", session.record().to_text())
        elif item == ids.GameNewGameCmd:
            if state.is_over or not session.steps:
                self.new_game()
            else:
                self.alert(ids.NewGameAlert, self._guard(self._new_game_on_first_button))
        else:
            return False
        return True

    def variant_chosen(self, name: str) -> None:
        """Game > Variant's Play: a new game of ``name``, once you agree to give up the game on
        the table (if it is in progress)."""
        session = self.controller.session
        if session.state.is_over or not session.steps:
            self.start_variant(name)
            return

        def answered(button: int) -> None:
            if button == 0:
                self.start_variant(name)

        self.alert(ids.VariantNewGameAlert, self._guard(answered), name)

    def start_variant(self, name: str) -> None:
        seed = self.seeds.next(avoid=self.controller.session.seed)
        self.start_session(self.new_session(seed, name))
