"""Calling a partner by a card (five-handed ten-point, Razzle-Dazzle): ``CallForm``.

A row of suits and a row of ranks (ace first), push buttons each, and a row for the jokers where
the deck has them: the card they make is named in the text's last line ("You call the ace of
hearts."), and Call calls it. The ranks of the cards you hold in the suit shown are hidden (you
cannot call your own card); the dialog opens on the highest trump you do not hold
(:func:`palm_pitch.app.decisions.default_call`). What it offers is exactly the engine's calls.

Keys: S, H, D, C choose the suit; A, K, Q, J, T (or 0 for the ten) and 2-9 the rank; B and L the
big and little joker; Enter calls (Call is the default button); Esc does nothing (the dialog
needs an answer).
"""

from __future__ import annotations

from collections.abc import Callable

from palm_os.application import Application
from palm_os.dialogs import ModalDialog
from palm_os.events import Event, EventKind
from palm_os.forms import Form
from palm_pitch.app import ids
from palm_pitch.app.decision_words import DecisionWords
from palm_pitch.app.decisions import RANKS_HIGH_FIRST, callable_cards, default_call
from palm_pitch.cards import Card, Rank, Suit
from palm_pitch.family.actions import Call, FamilyAction
from palm_pitch.family.deck import BIG_JOKER, LITTLE_JOKER, FamilyCard, Joker
from palm_pitch.family.engine import FamilyState
from palm_sdk.chars import chrCarriageReturn, chrEscape, chrLineFeed
from palm_sdk.keys import commandKeyMask

OnActions = Callable[[tuple[FamilyAction, ...]], None]
SUIT_KEYS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}
RANK_KEYS = {
    "a": Rank.ACE,
    "k": Rank.KING,
    "q": Rank.QUEEN,
    "j": Rank.JACK,
    "t": Rank.TEN,
    "0": Rank.TEN,
    **{str(n): Rank(n) for n in range(2, 10)},
}


def rank_button(rank: Rank) -> int:
    return ids.CallRank0Button + RANKS_HIGH_FIRST.index(rank)


def joker_button(joker: Joker) -> int:
    return ids.CallBigJokerButton if joker.big else ids.CallLittleJokerButton


class CallDialog:
    """Shows ``CallForm`` for the bidder's call and reports the card called."""

    def __init__(self, app: Application, words: DecisionWords) -> None:
        self.app = app
        self.words = words
        self.state: FamilyState | None = None
        self.on_actions: OnActions | None = None
        self.dialog: ModalDialog | None = None
        self.callable: frozenset[FamilyCard] = frozenset()
        self.suit = Suit.SPADES
        self.card: FamilyCard | None = None
        app.set_form_handler(ids.CallForm, self.handle_event)

    def open(self, state: FamilyState, on_actions: OnActions) -> None:
        self.state = state
        self.on_actions = on_actions
        self.callable = frozenset(callable_cards(state))
        self.card = default_call(state)
        self.suit = self.card.suit if isinstance(self.card, Card) else Suit.SPADES
        self.dialog = self.app.do_dialog(ids.CallForm, self._result)

    def _result(self, button_id: int) -> None:
        on_actions, self.on_actions = self.on_actions, None
        self.dialog = None
        if on_actions is not None and button_id == ids.CallCallButton and self.card in self.callable:
            assert self.card is not None
            on_actions((Call(self.card),))

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == ids.CallForm else None

    def offered(self) -> frozenset[FamilyCard]:
        """Every card the dialog can make: each suit's shown ranks, and the shown jokers."""
        cards: set[FamilyCard] = {
            Card(rank, suit) for suit in Suit for rank in Rank if Card(rank, suit) in self.callable
        }
        cards |= {joker for joker in (BIG_JOKER, LITTLE_JOKER) if joker in self.callable}
        return frozenset(cards)

    def _show(self, form: Form, drawn: bool) -> None:
        """Suit and card buttons as the choice stands; the text's last line names the card."""
        for suit in Suit:
            form.control(ids.CallSpadesButton + suit).on = suit is self.suit and isinstance(self.card, Card)
        for rank in RANKS_HIGH_FIRST:
            index = form.get_object_index(rank_button(rank))
            control = form.control(rank_button(rank))
            usable = Card(rank, self.suit) in self.callable
            control.on = usable and self.card == Card(rank, self.suit)
            if drawn and control.usable and not usable:
                form.hide_object(index)
            control.usable = usable
        for joker in (BIG_JOKER, LITTLE_JOKER):
            control = form.control(joker_button(joker))
            control.usable = joker in self.callable
            control.on = self.card is joker
        state = self.state
        assert state is not None
        words = self.words
        lines = [words.get(ids.CallContextPhrase)]
        if isinstance(self.card, Card):
            lines.append(
                words.get(
                    ids.CallCardPhrase, words.ranks[int(self.card.rank) - 2], words.suit(self.card.suit)
                )
            )
        elif self.card is not None:
            lines.append(words.get(ids.CallJokerPhrase, words.card(self.card, state.rules.jokers)))
        else:
            lines.append(words.get(ids.CallHeldPhrase, words.suit(self.suit)[:-1]))
        text = "\n".join(lines)
        if drawn:
            form.set_field_text(ids.CallContextField, text)
            for obj_index, obj in enumerate(form.objects):
                if getattr(obj, "id", 0) in self._choice_buttons() and obj.usable:
                    form.draw_object(obj_index)
        else:
            form.field_object(ids.CallContextField).text = text

    @staticmethod
    def _choice_buttons() -> set[int]:
        return (
            {ids.CallSpadesButton + suit for suit in Suit}
            | {rank_button(rank) for rank in Rank}
            | {ids.CallBigJokerButton, ids.CallLittleJokerButton}
        )

    def choose_suit(self, form: Form, suit: Suit) -> None:
        """Show ``suit``: the same rank if you may call it there, else its highest callable card."""
        self.suit = suit
        rank = self.card.rank if isinstance(self.card, Card) else None
        if rank is not None and Card(rank, suit) in self.callable:
            self.card = Card(rank, suit)
        else:
            self.card = next(
                (Card(r, suit) for r in RANKS_HIGH_FIRST if Card(r, suit) in self.callable), None
            )
        self._show(form, drawn=True)

    def choose(self, form: Form, card: FamilyCard) -> None:
        if card in self.callable:
            self.card = card
            self._show(form, drawn=True)

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is None:
            return False
        if event.kind == EventKind.frmOpenEvent:
            self._show(form, drawn=False)
            form.draw()
            return True
        if event.kind == EventKind.ctlSelectEvent:
            control_id = event.control_id
            suits = {ids.CallSpadesButton + suit: suit for suit in Suit}
            ranks = {rank_button(rank): rank for rank in Rank}
            if control_id in suits:
                self.choose_suit(form, suits[control_id])
                return True
            if control_id in ranks:
                self.choose(form, Card(ranks[control_id], self.suit))
                return True
            if control_id in (ids.CallBigJokerButton, ids.CallLittleJokerButton):
                self.choose(form, BIG_JOKER if control_id == ids.CallBigJokerButton else LITTLE_JOKER)
                return True
            # Call with nothing to call in this suit: the dialog stays
            return control_id == ids.CallCallButton and self.card is None
        if event.kind == EventKind.keyDownEvent:
            return self._key(form, event)
        return False

    def _key(self, form: Form, event: Event) -> bool:
        if self.dialog is None or not 0 < event.chr < 0x100:
            return False
        if event.modifiers & commandKeyMask or event.chr == chrEscape:
            return True
        key = chr(event.chr).lower()
        if event.chr in (chrLineFeed, chrCarriageReturn):
            if self.card is not None:
                self.dialog.finish(ids.CallCallButton)
        elif key in SUIT_KEYS:
            self.choose_suit(form, SUIT_KEYS[key])
        elif key in RANK_KEYS:
            self.choose(form, Card(RANK_KEYS[key], self.suit))
        elif key in ("b", "l"):
            self.choose(form, BIG_JOKER if key == "b" else LITTLE_JOKER)
        return True
