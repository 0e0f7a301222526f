"""The family's one-tap decisions: look or bid blind, name trump (or sub-trump), fold or play on.

Each is a small dialog of ``pitch.rcp`` above the hand: a text of two lines and a row of buttons,
one button an engine action.

* ``LookForm`` (Abacos, Man-O-War, blind Nine-Five): Look (the default: Enter, L) or Blind (B).
  The text says what looking costs in this variant and, where there is one, the blind moon.
* ``TrumpForm``: a button for each suit the engine lets you name, centred in one row (three for
  the sub-trump suit, trump's own left out); the default is your longest suit (Enter), and the
  keys S, H, D and C name a suit.
* ``FoldForm`` (Contway): before each of your leads as the bidder, Play On (the default: Enter, Esc,
  P) or Fold (F), the text saying what a fold costs.

Esc is Play On in the fold dialog (which has a way back) and does nothing in the others (they need
an answer). A key with the command modifier does nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from palm_os.application import Application
from palm_os.dialogs import ModalDialog
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_pitch.app import ids
from palm_pitch.app.bid import pack
from palm_pitch.app.decision_words import DecisionWords
from palm_pitch.app.decisions import BLIND, LOOK, longest_suit, look_choices, trump_choices
from palm_pitch.cards import Suit
from palm_pitch.family.actions import FOLD, FamilyAction, NameSubTrump, NameTrump
from palm_pitch.family.engine import FamilyState, Phase
from palm_sdk.chars import chrCarriageReturn, chrEscape, chrLineFeed
from palm_sdk.keys import commandKeyMask

OnActions = Callable[[tuple[FamilyAction, ...]], None]
BUTTON_GAP = 4
BUTTON_PADDING = 4
SUIT_KEYS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}


class ButtonsDialog:
    """A dialog whose buttons are engine actions: the form, its text field, the buttons' actions,
    the keys that press them, and whether Esc presses the default button."""

    form_id = 0
    field_id = 0
    escape_is_default = False

    def __init__(self, app: Application, words: DecisionWords) -> None:
        self.app = app
        self.words = words
        self.state: FamilyState | None = None
        self.on_actions: OnActions | None = None
        self.dialog: ModalDialog | None = None
        self.buttons: dict[int, FamilyAction | None] = {}
        """The buttons shown and the action of each (None: no action, as Play On)."""
        self.keys: dict[str, int] = {}
        self.default: int | None = None
        app.set_form_handler(self.form_id, self.handle_event)

    def open(self, state: FamilyState, on_actions: OnActions) -> None:
        self.state = state
        self.on_actions = on_actions
        self.dialog = self.app.do_dialog(self.form_id, self._result)

    def _result(self, button_id: int) -> None:
        on_actions, self.on_actions = self.on_actions, None
        self.dialog = None
        if on_actions is not None and button_id in self.buttons:
            action = self.buttons[button_id]
            on_actions(() if action is None else (action,))

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == self.form_id else None

    def prepare(self, form: Form) -> tuple[str, dict[int, FamilyAction | None], dict[str, int], int | None]:
        """The text, the buttons shown (id -> action, in order), the keys, the default button."""
        raise NotImplementedError

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is None:
            return False
        if event.kind == EventKind.frmOpenEvent:
            text, self.buttons, self.keys, self.default = self.prepare(form)
            self._lay_out(form)
            field = form.field_object(self.field_id)
            font = form.live_window.fonts[field.font]
            field.text = pack(text.split("\n"), lambda line: font.text_width(line) <= field.bounds.width)
            form.default_button = self.default or 0
            form.draw()
            return True
        if event.kind == EventKind.keyDownEvent:
            return self._key(event)
        return False

    def _lay_out(self, form: Form) -> None:
        """The buttons of :attr:`buttons` in one centred row, each as wide as its label; the others
        hidden."""
        font = form.live_window.fonts[FontID.stdFont]
        for button_id in self.all_buttons(form):
            form.control(button_id).usable = button_id in self.buttons
        shown = [form.control(button_id) for button_id in self.buttons]
        widths = [
            max(font.text_width(control.label) - 1 + BUTTON_PADDING, 30 if len(shown) < 4 else 24)
            for control in shown
        ]
        x = (form.bounds.width - sum(widths) - BUTTON_GAP * (len(shown) - 1)) // 2
        for control, width in zip(shown, widths, strict=True):
            control.bounds = Rect(x, control.bounds.y, width, control.bounds.height)
            x += width + BUTTON_GAP

    def all_buttons(self, form: Form) -> set[int]:
        return set()

    def _key(self, event: Event) -> bool:
        if self.dialog is None or not 0 < event.chr < 0x100:
            return False
        if event.modifiers & commandKeyMask:
            return True
        choice: int | None = None
        if event.chr in (chrLineFeed, chrCarriageReturn) or (
            event.chr == chrEscape and self.escape_is_default
        ):
            choice = self.default
        elif event.chr != chrEscape:
            choice = self.keys.get(chr(event.chr).lower())
        if choice is not None and choice in self.buttons:
            self.dialog.finish(choice)
        return True


class LookDialog(ButtonsDialog):
    """``LookForm``: look at the hand (losing a card later) or bid blind."""

    form_id = ids.LookForm
    field_id = ids.LookContextField

    def all_buttons(self, form: Form) -> set[int]:
        return {ids.LookLookButton, ids.LookBlindButton}

    def prepare(self, form: Form) -> tuple[str, dict[int, FamilyAction | None], dict[str, int], int | None]:
        state = self.state
        assert state is not None
        words, rules = self.words, state.rules
        you_deal = state.dealer == state.to_move
        lines = [
            words.get(ids.YouDealPhrase) if you_deal else words.get(ids.DealsPhrase, words.seat(state.dealer))
        ]
        cost = ids.LookLoseToMakerPhrase if rules.maker_takes_lost_cards else ids.LookLosePhrase
        lines.append(words.get(cost))
        if rules.moon is not None and rules.moon.blind_value:
            lines.append(words.get(ids.LookBlindMoonPhrase, words.get(ids.BlindMoonPhrase, rules.moon.name)))
        choices = look_choices(state)
        buttons: dict[int, FamilyAction | None] = {}
        if LOOK in choices:
            buttons[ids.LookLookButton] = LOOK
        if BLIND in choices:
            buttons[ids.LookBlindButton] = BLIND
        return (
            "\n".join(lines),
            buttons,
            {"l": ids.LookLookButton, "b": ids.LookBlindButton},
            ids.LookLookButton,
        )


class TrumpDialog(ButtonsDialog):
    """``TrumpForm``: name trump, or (its title changed) the sub-trump suit."""

    form_id = ids.TrumpForm
    field_id = ids.TrumpContextField

    def all_buttons(self, form: Form) -> set[int]:
        return {ids.TrumpSpadesButton + suit for suit in Suit}

    def prepare(self, form: Form) -> tuple[str, dict[int, FamilyAction | None], dict[str, int], int | None]:
        state = self.state
        assert state is not None
        words = self.words
        seat = state.to_move
        assert seat is not None
        suits = trump_choices(state)
        sub = state.phase is Phase.NAME_SUB_TRUMP
        best = longest_suit(state.hands[seat], suits)
        if sub:
            assert state.trump is not None
            form.set_title(words.get(ids.NameSubTrumpTitlePhrase))
            text = words.get(ids.SubTrumpContextPhrase, words.suit(state.trump.suit), words.suit(best))
        else:
            form.set_title(words.get(ids.NameTrumpTitlePhrase))
            contract = state.contract
            bid = words.bid(contract, state.rules) if contract is not None and not contract.is_pass else "-"
            text = words.get(ids.TrumpContextPhrase, bid, words.suit(best))
        buttons: dict[int, FamilyAction | None] = {
            ids.TrumpSpadesButton + suit: NameSubTrump(suit) if sub else NameTrump(suit) for suit in suits
        }
        keys = {key: ids.TrumpSpadesButton + suit for key, suit in SUIT_KEYS.items()}
        return text, buttons, keys, ids.TrumpSpadesButton + best


class FoldDialog(ButtonsDialog):
    """``FoldForm``: before each lead of the bidder, play on or fold."""

    form_id = ids.FoldForm
    field_id = ids.FoldContextField
    escape_is_default = True

    def all_buttons(self, form: Form) -> set[int]:
        return {ids.FoldPlayOnButton, ids.FoldFoldButton}

    def prepare(self, form: Form) -> tuple[str, dict[int, FamilyAction | None], dict[str, int], int | None]:
        state = self.state
        assert state is not None and state.contract is not None
        bid = state.contract
        text = self.words.get(ids.FoldContextPhrase, self.words.bid(bid, state.rules), bid.stake)
        # Play On is no action: the bidder goes on to lead.
        buttons: dict[int, FamilyAction | None] = {ids.FoldPlayOnButton: None, ids.FoldFoldButton: FOLD}
        return text, buttons, {"p": ids.FoldPlayOnButton, "f": ids.FoldFoldButton}, ids.FoldPlayOnButton
