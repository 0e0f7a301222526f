"""Game > Points So Far: who has taken High, Low, Jack and the game points in the hand in play.

Only what the cards played show, as a player at the table could work it out: the highest trump
played so far and the team it is winning for (High, settled once it is the ace), the lowest
(Low: for the team that took its trick, or under the house rule "Low to the holder" the team of
its player; settled once it is the two and that team is known), the jack of trump once played,
and each team's count of card points in the tricks it has taken (Game). A card in the trick on
the table has no team yet when the trick decides it. Before the first card of the hand
``NoPointsAlert`` says there is nothing yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from palm_os.application import Application, gadget_handler
from palm_os.controls import Gadget
from palm_os.fonts import FontID
from palm_os.window import Window
from palm_pitch.app import ids
from palm_pitch.app.cards_art import CardArt, rank_text
from palm_pitch.app.texts import Texts
from palm_pitch.cards import Card, Rank, pips_of
from palm_pitch.rules import LowTo
from palm_pitch.scoring import team_of
from palm_pitch.state import GameState

LABEL_X = 6
VALUE_X = 50
TEAM_X = 80
LINE = 11


@dataclass(frozen=True)
class Point:
    """One of High, Low and Jack as the hand stands."""

    card: Card | None = None
    """The card that holds the point now (None: no such card played yet)."""
    team: int | None = None
    """The team it counts for now (None: it lies in the trick on the table, which decides)."""
    settled: bool = False
    """Nothing still to be played can change it."""


@dataclass(frozen=True)
class Tally:
    """The points of the hand in play so far."""

    high: Point
    low: Point
    jack: Point
    pips: tuple[int, int]
    """Each team's count of card points in the tricks it has taken."""


def tally(state: GameState) -> Tally | None:
    """What the cards played so far show (None before the first card of the hand)."""
    trump = state.trump
    if trump is None:
        return None
    played: list[tuple[Card, int, int | None]] = []  # card, its player, the trick's winner (None: open)
    pips = [0, 0]
    for trick in state.tricks:
        winner = trick.winner
        assert winner is not None
        for seat, card in trick.plays:
            played.append((card, seat, winner))
        pips[team_of(winner)] += pips_of(sum(card.bit for card in trick.cards))
    for seat, card in state.current_trick.plays:
        played.append((card, seat, None))
    trumps = [entry for entry in played if entry[0].suit == trump]
    high = low = jack = Point()
    if trumps:
        card, seat, _ = max(trumps, key=lambda entry: entry[0].rank)
        high = Point(card, team_of(seat), card.rank == Rank.ACE)  # the highest trump wins its trick
        card, seat, winner = min(trumps, key=lambda entry: entry[0].rank)
        by_holder = state.ruleset.low_to == LowTo.HOLDER
        team = team_of(seat) if by_holder else None if winner is None else team_of(winner)
        low = Point(card, team, card.rank == Rank.TWO and team is not None)
        for card, _seat, winner in trumps:
            if card.rank == Rank.JACK:
                jack = Point(card, None if winner is None else team_of(winner), winner is not None)
    return Tally(high, low, jack, (pips[0], pips[1]))


class PointsDialog:
    """Shows ``PointsForm`` for the hand in play (``NoPointsAlert`` before its first card)."""

    def __init__(self, app: Application, texts: Texts, art: CardArt) -> None:
        self.app = app
        self.texts = texts
        self.art = art
        self.state: GameState | None = None
        app.set_gadget_handler(ids.PointsForm, ids.PointsGadget, gadget_handler(draw=self.draw))

    def open(self, state: GameState) -> None:
        if tally(state) is None:
            self.app.alert(ids.NoPointsAlert)
            return
        self.state = state
        self.app.do_dialog(ids.PointsForm)

    def _card(self, window: Window, card: Card, x: int, y: int) -> int:
        width = window.draw_chars(rank_text(card.rank), x, y)
        suit = self.art.small_suit(card.suit)
        window.draw_bitmap(suit, x + width + 1, y + 2)
        return width + 1 + suit.width

    def draw(self, gadget: Gadget, window: Window) -> None:
        b = gadget.bounds
        window.erase_rectangle(b)
        state = self.state
        counts = tally(state) if state is not None else None
        if state is None or counts is None or state.trump is None:
            return
        texts = self.texts
        window.push_draw_state()
        window.set_font(FontID.stdFont)
        y = b.y + 2
        width = window.draw_chars(texts.get(ids.PointsTrumpString), LABEL_X, y)
        window.draw_bitmap(self.art.small_suit(state.trump), LABEL_X + width + 2, y + 2)
        y += LINE + 2
        for number, point in enumerate((counts.high, counts.low, counts.jack)):
            window.set_font(FontID.boldFont)
            window.draw_chars(texts.points[number], LABEL_X, y)
            window.set_font(FontID.stdFont)
            if point.card is None:
                window.draw_chars(texts.get(ids.PointsNotYetString), VALUE_X, y)
            else:
                self._card(window, point.card, VALUE_X, y)
                if point.team is None:
                    team = texts.get(ids.PointsInPlayString)
                elif point.settled:
                    team = texts.team(point.team)
                else:
                    team = texts.get(ids.PointsSoFarString, texts.team(point.team))
                window.draw_chars(team, TEAM_X, y)
            y += LINE
        window.set_font(FontID.boldFont)
        window.draw_chars(texts.points[3], LABEL_X, y)
        window.set_font(FontID.stdFont)
        window.draw_chars(texts.get(ids.PointsGameString, *counts.pips), VALUE_X, y)
        window.pop_draw_state()
