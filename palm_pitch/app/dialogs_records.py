"""Game > Score History and Game > Statistics: the hands of this game, your record across games.

``ScoresForm`` lists every finished hand of the game, one a row: its number, the contract
("East 2", or "All passed"), then for each team the hand's points and, in bold, the score after
it - a set-back pitcher shows as a minus. It opens scrolled to the last hand; the scroll bar and
the scroll buttons (page up and down) move through a long game.

``StatsForm`` shows the :class:`~palm_pitch.app.savedata.Statistics` of your team at one level
of the computer players (its push buttons choose the level; it opens on the level of the game in
progress; the levels the app does not offer are hidden): games and hands won and lost, the games
in which you took something back (Game > Undo) once more "with undo", and the bids of you and
North made and set, each with its share in percent; where the app gives hints, the hints asked.
Reset asks first (``ResetStatsAlert``), then sets the counts of every level to zero and saves
them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from palm_os.application import Application, gadget_handler
from palm_os.controls import Gadget
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID
from palm_os.forms import Form
from palm_os.window import Window
from palm_pitch.app import ids
from palm_pitch.app.levels import LEVELS
from palm_pitch.app.savedata import Statistics
from palm_pitch.app.scrolling import ScrollingDialog
from palm_pitch.app.summary import signed
from palm_pitch.app.texts import Texts
from palm_pitch.scoring import HandResult

LINE = 11
NUMBER_RIGHT = 14  # the hand number, right-aligned
CONTRACT_X = 19
TEAM_RIGHT = ((88, 108), (126, 145))  # each team's (hand points, score) right edges
LABEL_X = 6
STATS_RIGHT = (84, 114, 146)
SUB_INDENT = 6  # the "with undo" row under Games  # the right edges of the won, lost and percent columns


STATS_LEVEL_BUTTONS = (
    ids.StatsLevelEasyButton,
    ids.StatsLevelNormalButton,
    ids.StatsLevelHardButton,
    ids.StatsLevelExpertButton,
)
"""The push buttons of the levels, by level code."""


def rows_in(height: int) -> int:
    """How many rows of hands a gadget this high shows under its column heads."""
    return (height - LINE - 3) // LINE


def draw_right(window: Window, text: str, right: int, y: int) -> None:
    """``text`` in the window's font with its last column of ink at ``right``."""
    window.draw_chars(text, right - window.font.text_width(text) + 1, y)


class ScoreHistoryDialog(ScrollingDialog):
    """Shows ``ScoresForm`` for the finished hands of a game."""

    form_id = ids.ScoresForm
    scroll_bar_id = ids.ScoresScrollBar
    done_button_id = ids.ScoresOKButton

    def __init__(self, app: Application, texts: Texts) -> None:
        super().__init__(app)
        self.texts = texts
        self.results: Sequence[HandResult] = ()
        self.top = 0
        app.set_gadget_handler(ids.ScoresForm, ids.ScoresGadget, gadget_handler(draw=self.draw))

    def open(self, results: Sequence[HandResult]) -> None:
        self.results = results
        self.top = 0
        self.app.do_dialog(ids.ScoresForm)

    def rows_shown(self, form: Form) -> int:
        """How many hands fit under the column heads."""
        return rows_in(form.get_object_bounds(form.get_object_index(ids.ScoresGadget)).height)

    def prepare(self, form: Form) -> None:
        bar = form.scroll_bar(ids.ScoresScrollBar)
        bar.page_size = self.rows_shown(form)
        bar.max_value = max(len(self.results) - bar.page_size, 0)
        bar.value = self.top = bar.max_value  # the latest hands

    def scroll_content(self, form: Form, top: int) -> None:
        """Scroll so that hand ``top + 1`` is the first row."""
        if top != self.top:
            self.top = top
            form.draw_object(form.get_object_index(ids.ScoresGadget))

    def contract(self, result: HandResult) -> str:
        """``East 2``, ``You Smudge`` or ``All passed``."""
        if result.pitcher is None or result.bid is None:
            return self.texts.get(ids.ScoresAllPassString)
        seat, bid = self.texts.seat(result.pitcher), self.texts.bid(result.bid)
        return self.texts.get(ids.ScoresContractString, seat, bid)

    def draw(self, gadget: Gadget, window: Window) -> None:
        b = gadget.bounds
        window.erase_rectangle(b)
        window.push_draw_state()
        texts = self.texts
        y = b.y + 1
        window.set_font(FontID.boldFont)
        window.draw_chars(texts.get(ids.ScoresHandString), LABEL_X - 4, y)
        for team, (points_right, score_right) in enumerate(TEAM_RIGHT):
            name = texts.team(team)
            centre = (points_right - 10 + score_right) // 2
            window.draw_chars(name, centre - window.font.text_width(name) // 2, y)
        window.draw_gray_line(b.x + 2, y + LINE, b.right - 2, y + LINE)
        y += LINE + 3
        if not self.results:
            window.set_font(FontID.stdFont)
            window.draw_chars(texts.get(ids.ScoresNoneString), LABEL_X, y)
        for number in range(self.top, min(self.top + rows_in(b.height), len(self.results))):
            result = self.results[number]
            window.set_font(FontID.stdFont)
            draw_right(window, str(number + 1), NUMBER_RIGHT, y)
            window.draw_chars(self.contract(result), CONTRACT_X, y)
            for team, (points_right, score_right) in enumerate(TEAM_RIGHT):
                window.set_font(FontID.stdFont)
                draw_right(window, signed(result.hand_score[team]), points_right, y)
                window.set_font(FontID.boldFont)
                draw_right(window, str(result.scores_after[team]), score_right, y)
            y += LINE
        window.pop_draw_state()


def percent(part: int, whole: int) -> str:
    """``60%``: ``part``'s share of ``whole``, rounded half up, or ``-`` when there is nothing to
    share. Counters are UInt32s: past 2**23, ``part`` and the rest are both halved until they are
    below it, as the device build does to stay inside 32-bit arithmetic.

    >>> percent(3, 5), percent(0, 0), percent(2, 3), percent(2**32 - 1, 2**33 - 2)
    ('60%', '-', '67%', '50%')
    """
    other = whole - part
    while part >= 1 << 23 or other >= 1 << 23:
        part, other = part >> 1, other >> 1
    whole = part + other
    return f"{(200 * part + whole) // (2 * whole)}%" if whole else "-"


class StatisticsDialog:
    """Shows ``StatsForm``; Reset (after the alert) calls ``on_reset``."""

    def __init__(self, app: Application, texts: Texts) -> None:
        self.app = app
        self.texts = texts
        self.stats = Statistics()
        self.level = 1
        """The code of the level shown."""
        self.levels: tuple[str, ...] = LEVELS
        self.hints = True
        self.on_reset: Callable[[], Statistics] | None = None
        app.set_form_handler(ids.StatsForm, self.handle_event)
        app.set_gadget_handler(ids.StatsForm, ids.StatsGadget, gadget_handler(draw=self.draw))

    def open(
        self,
        stats: Statistics,
        on_reset: Callable[[], Statistics],
        level: int = 1,
        levels: tuple[str, ...] = LEVELS,
        hints: bool = True,
    ) -> None:
        """Show ``stats`` at the level of code ``level``; ``levels`` are those offered, ``hints``
        whether the app gives hints (the row of hints asked)."""
        self.stats = stats
        self.on_reset = on_reset
        self.level = level
        self.levels = levels
        self.hints = hints
        self.app.do_dialog(ids.StatsForm)

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == ids.StatsForm else None

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is None:
            return False
        if event.kind == EventKind.frmOpenEvent:
            for button, name in zip(STATS_LEVEL_BUTTONS, LEVELS, strict=True):
                form.control(button).on = LEVELS.index(name) == self.level
                if name not in self.levels:
                    form.set_control_usable(button, False)
            form.draw()
            return True
        if event.kind == EventKind.ctlSelectEvent and event.control_id == ids.StatsResetButton:
            self.app.alert(ids.ResetStatsAlert, self._reset_answered)
            return True
        if event.kind == EventKind.ctlSelectEvent and event.control_id in STATS_LEVEL_BUTTONS:
            self.level = STATS_LEVEL_BUTTONS.index(event.control_id)
            form.draw_object(form.get_object_index(ids.StatsGadget))
            return True
        return False

    def _reset_answered(self, button: int) -> None:
        form = self._form()
        if button != 0 or self.on_reset is None or form is None:
            return
        self.stats = self.on_reset()
        form.draw_object(form.get_object_index(ids.StatsGadget))

    def draw(self, gadget: Gadget, window: Window) -> None:
        b = gadget.bounds
        window.erase_rectangle(b)
        window.push_draw_state()
        labels = self.texts.resources.string_list(ids.StatsLabelsStringList)
        games, hands, bids, won, lost, made, set_, with_undo, hints = labels
        s = self.stats.level(self.level)
        sections = (
            (
                (won, lost),
                (
                    (games, s.gamesWon, s.gamesLost),
                    (with_undo, s.undoGamesWon, s.undoGamesLost),
                    (hands, s.handsWon, s.handsLost),
                ),
            ),
            ((made, set_), ((bids, s.bidsMade, s.bidsSet),)),
        )
        y = b.y + 2
        for heads, rows in sections:
            window.set_font(FontID.boldFont)
            for head, right in zip(heads, STATS_RIGHT, strict=False):
                draw_right(window, head, right, y)
            y += LINE
            for label, yes, no in rows:
                sub = label == with_undo  # a part of the games above: indented, plain
                window.set_font(FontID.stdFont if sub else FontID.boldFont)
                window.draw_chars(label, LABEL_X + (SUB_INDENT if sub else 0), y)
                window.set_font(FontID.stdFont)
                values = (str(yes), str(no), percent(yes, yes + no))
                for value, right in zip(values, STATS_RIGHT, strict=True):
                    draw_right(window, value, right, y)
                y += LINE
            y += 2
        if self.hints:
            window.set_font(FontID.boldFont)
            window.draw_chars(hints, LABEL_X, y)
            window.set_font(FontID.stdFont)
            draw_right(window, str(s.hintsUsed), STATS_RIGHT[0], y)
        window.pop_draw_state()
