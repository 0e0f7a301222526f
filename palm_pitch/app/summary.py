"""The hand summary and the game-over dialog.

``SummaryForm`` shows a finished hand: the contract ("East bid 3", "North stole at 2") and trump,
the verdict on the bid ("Bid made: +3", "Set back: -3", "Smudge made! +5"), who took High, Low,
Jack and Game (with the cards, and for Game the two counts of card points, ours first as in the
Us and Them columns below), then each team's hand score and match score, and a last line when
the scores need one: why a team at the target has not won ("Only a made bid wins: play on.", "A
tie is no win: play on.") or that a made Smudge won the game. Its Hands button shows the four
hands as dealt (:class:`~palm_pitch.app.dialogs_deal.DealDialog`). ``GameOverForm`` says who won,
the final score and your record of games. Both draw in a gadget; the words are resources.
"""

from __future__ import annotations

from collections.abc import Callable

from palm_os.application import Application, gadget_handler
from palm_os.controls import Gadget
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID
from palm_os.window import Window
from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.app.cards_art import CardArt, rank_text
from palm_pitch.app.dialogs_deal import Deal, DealDialog
from palm_pitch.app.session import GameSession
from palm_pitch.app.texts import Texts, stolen
from palm_pitch.cards import Card
from palm_pitch.rules import PALM, AllPass, Ruleset, Smudge, WinRule
from palm_pitch.scoring import HandResult
from palm_sdk.chars import chrSpace

LABEL_X = 6
VALUE_X = 50
TEAM_X = (50, 98)  # the Us and Them columns
LINE = 11


def signed(value: int) -> str:
    """``+3``, ``-3`` or ``0``."""
    return f"{value:+d}" if value else "0"


class SummaryDialog:
    """``SummaryForm`` for one hand's result."""

    def __init__(self, app: Application, texts: Texts, art: CardArt) -> None:
        self.app = app
        self.texts = texts
        self.art = art
        self.result: HandResult | None = None
        self.ruleset = PALM
        self.hand_number = 0
        self.deal: Deal | None = None
        self.deal_dialog = DealDialog(app, texts, art)
        app.set_form_handler(ids.SummaryForm, self.handle_event)
        app.set_gadget_handler(ids.SummaryForm, ids.SummaryGadget, gadget_handler(draw=self.draw))

    def open(
        self,
        result: HandResult,
        hand_number: int,
        ruleset: Ruleset,
        on_close: Callable[[], None] | None = None,
        deal: Deal | None = None,
    ) -> None:
        """The summary of a hand; ``deal`` (the four hands as dealt) for its Hands button."""
        self.result = result
        self.hand_number = hand_number
        self.ruleset = ruleset
        self.deal = deal
        self.app.do_dialog(ids.SummaryForm, lambda _button: on_close() if on_close is not None else None)

    def handle_event(self, event: Event) -> bool:
        if event.kind == EventKind.frmOpenEvent:
            form = self.app.system.modal[-1].form
            form.set_title(self.texts.get(ids.SummaryTitleString, self.hand_number))
            form.control(ids.SummaryHandsButton).usable = self.deal is not None
            form.draw()
            return True
        if event.kind == EventKind.ctlSelectEvent and event.control_id == ids.SummaryHandsButton:
            if self.deal is not None and self.result is not None:
                self.deal_dialog.open(self.deal, self.result, self.hand_number)
            return True  # the summary stays open under the hands
        if event.kind == EventKind.keyDownEvent and event.chr == chrSpace:
            self.app.system.modal[-1].finish(ids.SummaryOKButton)
            return True
        return False

    # -- drawing ------------------------------------------------------------------------------

    def _card(self, window: Window, card: Card, x: int, y: int) -> None:
        width = window.draw_chars(rank_text(card.rank), x, y)
        window.draw_bitmap(self.art.small_suit(card.suit), x + width + 1, y + 2)

    def _team(self, team: int | None) -> str:
        return self.texts.get(ids.SummaryNobodyString) if team is None else self.texts.team(team)

    def draw(self, gadget: Gadget, window: Window) -> None:
        result = self.result
        if result is None:
            return
        texts = self.texts
        b = gadget.bounds
        window.erase_rectangle(b)
        window.push_draw_state()
        window.set_font(FontID.stdFont)
        y = b.y + 2
        if result.pitcher is None or result.trump is None or result.bid is None:
            window.set_font(FontID.boldFont)
            window.draw_chars(texts.get(ids.SummaryAllPassString), LABEL_X, y)
            window.set_font(FontID.stdFont)
            y += LINE
            rule = (
                ids.SummaryDealerSetString
                if self.ruleset.all_pass == AllPass.DEALER_SET_BACK
                else (ids.SummaryRedealString)
            )
            window.draw_chars(texts.get(rule), LABEL_X, y)
            y += LINE + 6
        else:
            stole = stolen(result.dealer, result.bids, result.pitcher)
            contract = texts.contract(result.pitcher, result.bid, stole)
            width = window.draw_chars(contract + ",", LABEL_X, y)
            trump = texts.get(ids.ContractTrumpString)
            width += window.draw_chars(" " + trump, LABEL_X + width, y)
            window.draw_bitmap(self.art.small_suit(result.trump), LABEL_X + width + 2, y + 2)
            y += LINE
            self._verdict(window, result, y)
            y += LINE + 3
            y = self._points(window, result, y)
        y = self._teams(window, result, y)
        note = summary_note(result, self.ruleset)
        if note is not None:
            window.draw_chars(texts.get(note), LABEL_X, y + 1)
        window.pop_draw_state()

    def _points(self, window: Window, result: HandResult, y: int) -> int:
        """High, Low, Jack, Game: the card (for Game the counts) and the team that took each."""
        texts = self.texts
        rows = (
            (result.high_card, result.high),
            (result.low_card, result.low),
            (result.jack_card, result.jack),
            (None, result.game),
        )
        for number, (card, team) in enumerate(rows):
            window.set_font(FontID.boldFont)
            window.draw_chars(texts.points[number], LABEL_X, y)
            window.set_font(FontID.stdFont)
            if number == 2 and card is None:
                window.draw_chars(texts.get(ids.SummaryNoJackString), VALUE_X, y)
            else:
                if card is not None:
                    self._card(window, card, VALUE_X, y)
                if number == 3:  # the counts in the order of the columns below: Us, then Them
                    us, them = result.game_pips
                    window.draw_chars(texts.get(ids.SummaryCountString, us, them), VALUE_X, y)
                if number == 3 and team is None:
                    window.draw_chars(texts.get(ids.SummaryTieString), TEAM_X[1], y)
                else:
                    window.draw_chars(self._team(team), TEAM_X[1], y)
            y += LINE
        window.draw_gray_line(LABEL_X, y + 2, 150, y + 2)
        return y + 5

    def _teams(self, window: Window, result: HandResult, y: int) -> int:
        """Each team's count, points, hand score and match score."""
        texts = self.texts
        window.set_font(FontID.boldFont)
        for team in (0, 1):
            window.draw_chars(texts.team(team), TEAM_X[team], y)
        y += LINE
        rows: list[tuple[str, tuple[str, str]]] = []
        rows.append((texts.get(ids.SummaryHandString), tuple(signed(p) for p in result.hand_score)))  # type: ignore[arg-type]
        rows.append((texts.get(ids.SummaryScoreString), tuple(str(p) for p in result.scores_after)))  # type: ignore[arg-type]
        for label, values in rows:
            window.set_font(FontID.boldFont)
            window.draw_chars(label, LABEL_X, y)
            window.set_font(FontID.stdFont)
            for team in (0, 1):
                window.draw_chars(values[team], TEAM_X[team], y)
            y += LINE
        return y

    def _verdict(self, window: Window, result: HandResult, y: int) -> None:
        """ "Bid made: +3", "Set back: -3", "Smudge made! +5" ... in bold."""
        if result.pitcher is None or result.made is None:
            return
        score = signed(result.hand_score[result.pitcher & 1])
        if result.bid == Bid.SMUDGE:
            string = ids.SummarySmudgeMadeString if result.made else ids.SummarySmudgeSetString
        else:
            string = ids.SummaryMadeString if result.made else ids.SummarySetString
        text = self.texts.get(string, score)
        window.set_font(FontID.boldFont)
        window.draw_chars(text, LABEL_X, y)
        window.set_font(FontID.stdFont)


def summary_note(result: HandResult, ruleset: Ruleset) -> int | None:
    """The string of the summary's last line, if the scores need one: a team at the target that
    has not won (only the bidding team can win, and not on a tie), or a Smudge that won the game."""
    if result.winner is not None:
        smudge_won = result.bid == Bid.SMUDGE and result.made and ruleset.smudge == Smudge.WINS_GAME
        return ids.SummarySmudgeWinsString if smudge_won else None
    us, them = result.scores_after
    if ruleset.win_rule != WinRule.MADE_BID or result.pitcher is None or max(us, them) < ruleset.target:
        return None
    return ids.SummaryTieNoWinString if us == them and result.made else ids.SummaryNoWinString


class GameOverDialog:
    """``GameOverForm``: who won, the final score, your record; New Game or OK."""

    def __init__(self, app: Application, texts: Texts) -> None:
        self.app = app
        self.texts = texts
        self.session: GameSession | None = None
        self.record = (0, 0)
        app.set_gadget_handler(ids.GameOverForm, ids.GameOverGadget, gadget_handler(draw=self.draw))

    def open(self, session: GameSession, record: tuple[int, int], on_close: Callable[[bool], None]) -> None:
        self.session = session
        self.record = record
        self.app.do_dialog(ids.GameOverForm, lambda button: on_close(button == ids.GameOverNewGameButton))

    def draw(self, gadget: Gadget, window: Window) -> None:
        session = self.session
        if session is None:
            return
        b = gadget.bounds
        texts = self.texts
        window.erase_rectangle(b)
        window.push_draw_state()
        won = session.state.winner == 0
        headline = texts.get(ids.GameOverWinString if won else ids.GameOverLoseString)
        window.set_font(FontID.largeFont)
        window.draw_chars(headline, (b.width - window.font.text_width(headline)) // 2, b.y + 5)
        window.set_font(FontID.stdFont)
        lines = (
            texts.get(ids.GameOverScoreString, *session.state.scores),
            texts.get(ids.GameOverRecordString, *self.record),
        )
        for number, line in enumerate(lines):
            window.draw_chars(line, (b.width - window.font.text_width(line)) // 2, b.y + 26 + number * LINE)
        window.pop_draw_state()
