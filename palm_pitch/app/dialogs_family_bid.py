"""The bid dialog of the family's variants: the variant's range, doubled bids, the moon.

``FamilyBidForm`` of ``pitch.rcp`` is the Palm game's bid dialog grown to any range: the text
says who deals, the high bid and what you may do; a button for each number of the variant's range
that is a legal bid now (one row, or two balanced rows for more than seven), centred; where bids
may be doubled ("6 for 12") a Doubled check box turns the numbers into doubled bids (the buttons
shown are then the legal doubled ones); Pass, the moon under its variant's name (Smudge, Shoot the
Moon, Hotshot) and the blind moon in the bottom row. What the dialog offers is
:func:`palm_pitch.app.decisions.bid_offer`, exactly the engine's legal bids.

Keys: P passes; a number's digits bid it (the first digit of a two-digit bid waits for the
second, and the text says so); M or S asks for the moon and B for the blind moon ("Bid Shoot the
Moon? Enter bids it."), as the Palm game asks for Smudge; ? (where the app gives hints) says the
Expert's bid and why on the same line ("Hint: 3 in hearts.", "Hint: pass (no suit worth 2).") and
Enter then bids it (the search runs on the app's thinker, off the UI's path: the line says it is
thinking meanwhile, and a hint the dialog no longer waits for is dropped); D ticks Doubled; Enter
is Pass (the default button) when nothing is asked or typed; Esc takes back a question, a hint
(or one still thought of) or a digit, and otherwise does nothing (the dialog needs an answer). A
key with the command modifier never bids.
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
from palm_pitch.app.decisions import BidOffer, bid_offer
from palm_pitch.app.family_hints import BidHint, bid_hint_line, family_bid_hint
from palm_pitch.app.thinking import THINK_POLL, InlineThinker, Thinker, Thought
from palm_pitch.family.actions import PASS, Bid, FamilyAction
from palm_pitch.family.engine import FamilyState, bid_rank
from palm_pitch.family.views import seat_view
from palm_sdk.chars import chrCarriageReturn, chrEscape, chrLineFeed
from palm_sdk.keys import commandKeyMask

NUMBER_BUTTONS = 12
NUMBER_WIDTH = 17
NUMBER_GAP = 4
ROW_STEP = 15  # between the tops of two rows of numbers
PER_ROW = 7
BUTTON_GAP = 5
BUTTON_PADDING = 9
AREA_TOP = 37  # below the text
CHECKBOX_Y = 67
BOTTOM_Y = 82

OnActions = Callable[[tuple[FamilyAction, ...]], None]


def number_rows(count: int) -> list[int]:
    """How many numbers go in each row: one row up to seven, else two balanced rows.

    >>> number_rows(5), number_rows(7), number_rows(10), number_rows(11)
    ([5], [7], [5, 5], [6, 5])
    """
    if count <= PER_ROW:
        return [count] if count else []
    first = (count + 1) // 2
    return [first, count - first]


class FamilyBidDialog:
    """Shows ``FamilyBidForm`` for the bid of the player to move and reports the bid chosen."""

    def __init__(self, app: Application, words: DecisionWords) -> None:
        self.app = app
        self.words = words
        self.state: FamilyState | None = None
        self.offer: BidOffer | None = None
        self.on_actions: OnActions | None = None
        self.dialog: ModalDialog | None = None
        self.buttons: dict[int, Bid] = {}
        self.doubled = False
        self.asked: Bid | None = None  # M/S/B asked for a moon: Enter bids it, Esc takes it back
        self.typed = ""  # the first digit of a two-digit bid
        self.text = ""
        self.hint: Thought[BidHint] | None = None  # the hint being thought of, for ``hint_state``
        self.hint_state: FamilyState | None = None
        app.set_form_handler(ids.FamilyBidForm, self.handle_event)

    def open(self, state: FamilyState, on_actions: OnActions) -> None:
        self.state = state
        self.offer = bid_offer(state)
        self.on_actions = on_actions
        self.doubled = not self.offer.plain and bool(self.offer.doubled)
        self.asked = None
        self.typed = ""
        self.hint = self.hint_state = None
        self.dialog = self.app.do_dialog(ids.FamilyBidForm, self._result)

    def _result(self, button_id: int) -> None:
        bid = self.buttons.get(button_id)
        on_actions, self.on_actions = self.on_actions, None
        self.dialog = None
        if on_actions is not None and bid is not None:
            on_actions((bid,))

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == ids.FamilyBidForm else None

    # -- the layout ---------------------------------------------------------------------------

    def shown_numbers(self) -> list[int]:
        """The numbers shown now: the legal plain bids, or with Doubled ticked the doubled ones."""
        offer = self.offer
        assert offer is not None
        legal = offer.doubled if self.doubled else offer.plain
        return [number for number in offer.numbers if number in legal]

    def _prepare(self, form: Form) -> None:
        offer, state = self.offer, self.state
        assert offer is not None and state is not None
        self.buttons = {}
        font = form.live_window.fonts[FontID.stdFont]
        checkbox = form.control(ids.FamilyBidDoubledCheckbox)
        checkbox.usable = bool(offer.doubled)
        checkbox.on = self.doubled
        self._lay_out_numbers(form, drawn=False)
        bottom: list[tuple[int, Bid | None, str]] = [
            (
                ids.FamilyBidPassButton,
                PASS if offer.may_pass else None,
                form.control(ids.FamilyBidPassButton).label,
            ),
            (ids.FamilyBidMoonButton, offer.moon, offer.moon_name),
            (
                ids.FamilyBidBlindButton,
                offer.blind_moon,
                self.words.bid(offer.blind_moon, state.rules) if offer.blind_moon else "",
            ),
        ]
        shown = [(button_id, bid, label) for button_id, bid, label in bottom if bid is not None]
        for button_id, bid, _label in bottom:
            form.control(button_id).usable = bid is not None
        widths = [max(font.text_width(label) - 1 + BUTTON_PADDING, 30) for _b, _bid, label in shown]
        x = (form.bounds.width - sum(widths) - BUTTON_GAP * (len(shown) - 1)) // 2
        for (button_id, bid, label), width in zip(shown, widths, strict=True):
            control = form.control(button_id)
            control.label = label
            control.bounds = Rect(x, BOTTOM_Y, width, control.bounds.height)
            self.buttons[button_id] = bid
            x += width + BUTTON_GAP
        field = form.field_object(ids.FamilyBidContextField)
        field_font = form.live_window.fonts[field.font]
        self.text = self.context(lambda line: field_font.text_width(line) <= field.bounds.width)
        field.text = self.text

    def _lay_out_numbers(self, form: Form, drawn: bool) -> None:
        """Show the numbers of :meth:`shown_numbers` in centred rows (hide the other buttons)."""
        numbers = self.shown_numbers()
        rows = number_rows(len(numbers))
        bottom = CHECKBOX_Y if form.control(ids.FamilyBidDoubledCheckbox).usable else BOTTOM_Y
        height = len(rows) * ROW_STEP - (ROW_STEP - 12)
        y = AREA_TOP + max((bottom - 2 - AREA_TOP - height) // 2, 0)
        for button_id in range(ids.FamilyBidNumber0Button, ids.FamilyBidNumber0Button + NUMBER_BUTTONS):
            self.buttons.pop(button_id, None)
            index = form.get_object_index(button_id)
            if drawn:
                form.hide_object(index)
            else:
                form.get_object(index).usable = False
        button_id = ids.FamilyBidNumber0Button
        position = 0
        for count in rows:
            width = count * NUMBER_WIDTH + (count - 1) * NUMBER_GAP
            x = (form.bounds.width - width) // 2
            for number in numbers[position : position + count]:
                control = form.control(button_id)
                control.label = str(number)
                control.bounds = Rect(x, y, NUMBER_WIDTH, control.bounds.height)
                self.buttons[button_id] = Bid(number, doubled=self.doubled)
                index = form.get_object_index(button_id)
                if drawn:
                    form.show_object(index)
                else:
                    control.usable = True
                x += NUMBER_WIDTH + NUMBER_GAP
                button_id += 1
            position += count
            y += ROW_STEP

    def context(self, fits: Callable[[str], bool] = lambda _line: True) -> str:
        """Who deals and the high bid, then what you may do (on a line of its own)."""
        state, offer = self.state, self.offer
        assert state is not None and offer is not None
        words, rules = self.words, state.rules
        you_deal = state.dealer == state.to_move
        first = [
            words.get(ids.YouDealPhrase) if you_deal else words.get(ids.DealsPhrase, words.seat(state.dealer))
        ]
        high = state.high_bid
        if high is None:
            first.append(words.get(ids.NoBidYetPhrase))
        else:
            first.append(words.get(ids.HighBidPhrase, words.seat(high.seat), words.bid(high.bid, rules)))
        offered = offer.actions()
        if not offer.may_pass:
            advice = words.get(ids.BidForcedPhrase)
        elif offered == (PASS,):
            assert high is not None
            advice = words.get(ids.BidOnlyPassPhrase, words.bid(high.bid, rules))
        elif high is None:
            advice = words.get(ids.BidOpenPhrase, rules.min_bid, rules.max_bid)
        elif any(bid_rank(rules, bid) == bid_rank(rules, high.bid) for bid in offered if not bid.is_pass):
            advice = words.get(ids.BidMatchPhrase, words.bid(high.bid, rules))
        else:
            advice = words.get(ids.BidTopPhrase, words.bid(high.bid, rules))
        lines = pack(first, fits)
        if self.doubled:
            return lines + "\n" + words.get(ids.BidDoubledPhrase)
        return lines + "\n" + advice

    # -- events -------------------------------------------------------------------------------

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is None:
            return False
        if event.kind == EventKind.frmOpenEvent:
            self._prepare(form)
            form.draw()
            return True
        if event.kind == EventKind.ctlSelectEvent and event.control_id == ids.FamilyBidDoubledCheckbox:
            self.set_doubled(form, form.control(ids.FamilyBidDoubledCheckbox).on)
            return True
        if event.kind == EventKind.keyDownEvent:
            return self._key(form, event)
        return False

    def set_doubled(self, form: Form, doubled: bool) -> None:
        """Tick or untick Doubled: the numbers become the legal doubled (or plain) bids."""
        self.doubled = doubled
        checkbox = form.control(ids.FamilyBidDoubledCheckbox)
        if checkbox.on != doubled:
            checkbox.set_value(int(doubled))
        self.typed = ""
        self.asked = None
        self._lay_out_numbers(form, drawn=True)
        field = form.field_object(ids.FamilyBidContextField)
        field_font = form.live_window.fonts[field.font]
        self.text = self.context(lambda line: field_font.text_width(line) <= field.bounds.width)
        form.set_field_text(ids.FamilyBidContextField, self.text)

    def _button_of(self, bid: Bid | None) -> int | None:
        return next((button for button, offered in self.buttons.items() if offered == bid), None)

    def _key(self, form: Form, event: Event) -> bool:
        if self.dialog is None or not 0 < event.chr < 0x100:
            return False
        if event.modifiers & commandKeyMask:
            return True  # a shortcut: never a bid
        key = chr(event.chr).lower()
        choice: int | None = None
        if event.chr == chrEscape:
            if self.asked is not None or self.typed or self.hint is not None:
                self.hint = self.hint_state = None  # a hint still thought of is not wanted now
                self._say(form, None)
            return True
        if event.chr in (chrLineFeed, chrCarriageReturn):
            if self.asked is not None:
                choice = self._button_of(self.asked)
            elif self.typed:
                choice = self._button_of(Bid(int(self.typed), doubled=self.doubled))
            else:
                choice = self._button_of(PASS)
        elif key == "p":
            choice = self._button_of(PASS)
        elif key in "ms" and self.offer is not None and self.offer.moon is not None:
            self._say(form, self.offer.moon)
        elif key == "b" and self.offer is not None and self.offer.blind_moon is not None:
            self._say(form, self.offer.blind_moon)
        elif key == "?" and getattr(self.app, "gives_hints", False):
            self._hint(form)
        elif key == "d" and form.control(ids.FamilyBidDoubledCheckbox).usable:
            self.set_doubled(form, not self.doubled)
        elif key.isdigit():
            choice = self._digit(form, key)
        if choice is not None:
            self.dialog.finish(choice)
        return True

    def _digit(self, form: Form, digit: str) -> int | None:
        """A digit of a bid: bid it when no longer bid starts with it; else wait for the next."""
        typed = self.typed + digit
        numbers = [str(number) for number in self.shown_numbers()]
        longer = [text for text in numbers if text.startswith(typed) and text != typed]
        if longer:
            self.typed = typed
            self._say(form, None, typed)
            return None
        if typed in numbers:
            return self._button_of(Bid(int(typed), doubled=self.doubled))
        return None

    def _hint(self, form: Form) -> None:
        """The ? key: the Expert's bid and why on the text's last line; Enter then takes it (Esc
        takes the hint back). The search runs on the app's thinker; until it answers the line says
        so (``HintThinkingString``) and another ? waits for the same hint."""
        state = self.state
        assert state is not None and state.to_move is not None
        if self.hint is not None:
            return
        view = seat_view(state, state.to_move)
        thinker: Thinker = getattr(self.app, "thinker", None) or InlineThinker()
        thought = thinker.start(lambda: family_bid_hint(view))
        if thought.ready:
            self._show_hint(form, thought.result)
            return
        self.hint, self.hint_state = thought, state
        self._say(form, None, hint=self.words.hint_thinking)
        self.app.after(THINK_POLL, self._hint_poll)

    def _hint_poll(self) -> None:
        thought, form = self.hint, self._form()
        if thought is None:
            return
        if form is None or self.dialog is None or self.state is not self.hint_state:
            self.hint = self.hint_state = None  # answered or closed meanwhile: dropped
            return
        if not thought.ready:
            self.app.after(THINK_POLL, self._hint_poll)
            return
        self.hint = self.hint_state = None
        self._show_hint(form, thought.result)

    def _show_hint(self, form: Form, hint: BidHint) -> None:
        state = self.state
        assert state is not None
        checkbox = form.control(ids.FamilyBidDoubledCheckbox)
        if hint.bid.doubled != self.doubled and checkbox.usable:
            self.set_doubled(form, hint.bid.doubled)
        line = bid_hint_line(hint, self.words, state.rules)
        self._say(form, hint.bid, hint=line)
        counted = getattr(self.app, "family_hint_used", None)  # the variant's record counts it
        if callable(counted):
            counted()

    def _say(self, form: Form, asked: Bid | None, typed: str = "", hint: str = "") -> None:
        """The text's last line asks about a moon or a typed digit, or gives the hint (or says again
        what it said)."""
        self.asked = asked
        self.typed = typed
        text = self.text
        state = self.state
        assert state is not None
        if hint:
            text = text.rsplit("\n", 1)[0] + "\n" + hint
        elif asked is not None:
            question = self.words.get(ids.BidMoonAskPhrase, self.words.bid(asked, state.rules))
            text = text.rsplit("\n", 1)[0] + "\n" + question
        elif typed:
            text = text.rsplit("\n", 1)[0] + "\n" + self.words.get(ids.BidTypedPhrase, typed + "_")
        form.set_field_text(ids.FamilyBidContextField, text)
