"""The four hands of a finished hand as they were dealt: the summary's Hands button.

``DealForm`` shows the contract and trump, then one row per player - you, West, North, East, the
dealer marked with the chip - with the six cards that player was dealt, trumps first and in bold,
then the other suits as your hand orders them. It is a review: it opens only from the summary of
a hand that is over, never during play.
"""

from __future__ import annotations

from palm_os.application import Application, gadget_handler
from palm_os.controls import Gadget
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID
from palm_os.forms import Form
from palm_os.window import Window
from palm_pitch.app import ids
from palm_pitch.app.cards_art import CardArt, rank_text
from palm_pitch.app.session import SUIT_ORDER
from palm_pitch.app.texts import Texts, stolen
from palm_pitch.cards import Card, Suit
from palm_pitch.scoring import HandResult

Deal = tuple[tuple[Card, ...], ...]
"""The four hands as dealt, by seat (South, West, North, East)."""

LABEL_X = 6
CARDS_X = 42  # the first card of a row: after "North" and the dealer's chip
CARD_GAP = 3  # between one card's suit sign and the next card's rank
LINE = 11


def dealt_order(cards: tuple[Card, ...], trump: Suit | None) -> tuple[Card, ...]:
    """A hand as the review shows it: trumps first, then the suits in the order of your hand,
    each from high to low."""

    def key(card: Card) -> tuple[int, int, int]:
        return (card.suit != trump, SUIT_ORDER.index(card.suit), -card.rank)

    return tuple(sorted(cards, key=key))


class DealDialog:
    """Shows ``DealForm`` for one finished hand."""

    def __init__(self, app: Application, texts: Texts, art: CardArt) -> None:
        self.app = app
        self.texts = texts
        self.art = art
        self.deal: Deal = ()
        self.result: HandResult | None = None
        self.hand_number = 0
        app.set_form_handler(ids.DealForm, self.handle_event)
        app.set_gadget_handler(ids.DealForm, ids.DealGadget, gadget_handler(draw=self.draw))

    def open(self, deal: Deal, result: HandResult, hand_number: int) -> None:
        self.deal = deal
        self.result = result
        self.hand_number = hand_number
        self.app.do_dialog(ids.DealForm)

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == ids.DealForm else None

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is not None and event.kind == EventKind.frmOpenEvent:
            form.set_title(self.texts.get(ids.DealTitleString, self.hand_number))
            form.draw()
            return True
        return False

    def draw(self, gadget: Gadget, window: Window) -> None:
        b = gadget.bounds
        window.erase_rectangle(b)
        result = self.result
        if result is None or len(self.deal) != 4:
            return
        texts = self.texts
        window.push_draw_state()
        window.set_font(FontID.stdFont)
        y = b.y + 2
        if result.pitcher is not None and result.bid is not None:
            stole = stolen(result.dealer, result.bids, result.pitcher)
            width = window.draw_chars(texts.contract(result.pitcher, result.bid, stole) + ",", LABEL_X, y)
            width += window.draw_chars(" " + texts.get(ids.ContractTrumpString), LABEL_X + width, y)
            if result.trump is not None:
                window.draw_bitmap(self.art.small_suit(result.trump), LABEL_X + width + 2, y + 2)
        else:
            window.draw_chars(texts.get(ids.SummaryAllPassString), LABEL_X, y)
        y += LINE + 3
        for seat in range(4):
            window.set_font(FontID.stdFont)
            name = texts.seat(seat)
            window.draw_chars(name, LABEL_X, y)
            if seat == result.dealer:
                chip = self.art.dealer_chip
                window.draw_bitmap(chip, LABEL_X + window.font.text_width(name) + 1, y + 1)
            x = CARDS_X
            for card in dealt_order(self.deal[seat], result.trump):
                trump = card.suit == result.trump
                window.set_font(FontID.boldFont if trump else FontID.stdFont)
                x += window.draw_chars(rank_text(card.rank), x, y) + 1
                suit = self.art.small_suit(card.suit)
                window.draw_bitmap(suit, x, y + 2)
                x += suit.width + CARD_GAP
            y += LINE
        window.pop_draw_state()
