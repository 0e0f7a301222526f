"""A decision of a family game as a list of your legal choices: ``ChoiceForm``.

The dialog every kind of decision falls back on (:mod:`palm_pitch.app.family_decisions`) until a
dialog of its own is registered for it: the title names the decision ("Your Bid", "Discard"...),
a line or two say what is asked ("High bid: 4 by West. Your bid?"), and the list holds your legal
actions by name, the first one chosen. OK (or Enter) takes the one chosen; the scroll buttons move
the choice. The dialog cannot be closed without a choice: the game waits for it.
"""

from __future__ import annotations

from palm_os.application import Application, gadget_handler
from palm_os.controls import Gadget
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID
from palm_os.forms import Form
from palm_os.window import Window
from palm_pitch.app import ids
from palm_pitch.app.family_decisions import OnAction
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.family_texts import FamilyTexts
from palm_pitch.family.actions import FamilyAction
from palm_pitch.family.engine import Phase
from palm_sdk.chars import chrCarriageReturn, chrLineFeed
from palm_sdk.keys import vchrPageDown, vchrPageUp

TITLES = {Phase.LOOK: "title_look", Phase.BID: "title_bid", Phase.NAME_TRUMP: "title_trump",
          Phase.NAME_SUB_TRUMP: "title_sub", Phase.CALL: "title_call", Phase.DISCARD: "title_discard",
          Phase.PLAY: "title_play", Phase.CLAIM: "title_claim"}
"""The title of each kind of decision (a name of :data:`palm_pitch.app.family_texts.NAMES`)."""


def question(session: FamilySession, texts: FamilyTexts) -> str:
    """What the decision ``session`` waits for asks of you, in a sentence or two."""
    state = session.state
    rules = session.rules
    phase = state.phase
    if phase is Phase.LOOK:
        return texts.get("ask_look")
    if phase is Phase.BID:
        high = state.high_bid
        if high is None:
            return texts.get("ask_bid_none")
        bidder = texts.place(seat_place(session, high.seat))
        return texts.get("ask_bid_high", texts.bid(high.bid, rules), bidder)
    if phase is Phase.NAME_TRUMP:
        contract = state.contract
        return texts.get("ask_trump", texts.bid(contract, rules) if contract is not None else "")
    if phase is Phase.NAME_SUB_TRUMP:
        trump = state.trump.suit if state.trump is not None else None
        return texts.get("ask_sub", texts.suit(trump) if trump is not None else "")
    if phase is Phase.CALL:
        return texts.get("ask_call")
    if phase is Phase.DISCARD:
        view = session.view()
        down_to = view.discard_down_to if view.discard_down_to is not None else len(view.hand)
        may_stop = bool(state.jobs) and state.jobs[0].may_stop
        return texts.get("ask_discard_may" if may_stop else "ask_discard", len(view.hand), down_to)
    if phase is Phase.CLAIM:
        return texts.get("ask_claim")
    return ""


def seat_place(session: FamilySession, seat: int) -> int:
    """The place at the table of ``seat`` (see :mod:`palm_pitch.app.family_layout`)."""
    from palm_pitch.app.family_layout import place_of

    return place_of(session.players, seat)


class ChoiceDialog:
    """Shows ``ChoiceForm`` for one decision (see the module docstring)."""

    def __init__(self, app: Application, texts: FamilyTexts) -> None:
        self.app = app
        self.texts = texts
        self.session: FamilySession | None = None
        self.choices: tuple[FamilyAction, ...] = ()
        self.on_action: OnAction | None = None
        self._chosen: FamilyAction | None = None
        app.set_form_handler(ids.ChoiceForm, self.handle_event)
        question_drawer = gadget_handler(draw=self.draw_question)
        app.set_gadget_handler(ids.ChoiceForm, ids.ChoiceContextGadget, question_drawer)

    def open(self, session: FamilySession, on_action: OnAction) -> None:
        self.session = session
        self.choices = session.legal_actions()
        self.on_action = on_action
        self._chosen = None
        self.app.do_dialog(ids.ChoiceForm, self._result)

    def labels(self) -> list[str]:
        """The choices as the list shows them."""
        rules = self.session.rules if self.session is not None else None
        return [self.texts.action(action, rules) for action in self.choices]

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == ids.ChoiceForm else None

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is None or self.session is None:
            return False
        if event.kind == EventKind.frmOpenEvent:
            kind = self.session.phase
            form.set_title(self.texts.get(TITLES.get(kind, "title_play")))
            choices = form.list_object(ids.ChoiceList)
            choices.set_choices(self.labels())
            if self.choices:
                choices.selection = 0
            form.draw()
            return True
        if event.kind == EventKind.ctlSelectEvent and event.control_id == ids.ChoiceOKButton:
            self._read(form)
            return False
        if event.kind == EventKind.keyDownEvent:
            ch = event.chr
            if ch in (chrLineFeed, chrCarriageReturn):
                self._read(form)
                self.app.system.modal[-1].finish(ids.ChoiceOKButton)
                return True
            if ch in (vchrPageUp, vchrPageDown) and self.choices:
                choices = form.list_object(ids.ChoiceList)
                now = max(choices.get_selection(), 0)
                step = -1 if ch == vchrPageUp else 1
                choices.set_selection(min(max(now + step, 0), len(self.choices) - 1))
                form.draw_object(form.get_object_index(ids.ChoiceList))
                return True
        return False

    def _read(self, form: Form) -> None:
        selection = form.list_object(ids.ChoiceList).get_selection()
        self._chosen = self.choices[selection] if 0 <= selection < len(self.choices) else None

    def _result(self, _button: int) -> None:
        chosen, self._chosen = self._chosen, None
        if self.on_action is not None:
            self.on_action(chosen)

    def draw_question(self, gadget: Gadget, window: Window) -> None:
        bounds = gadget.bounds
        window.erase_rectangle(bounds)
        if self.session is None:
            return
        window.push_draw_state()
        window.set_font(FontID.stdFont)
        lines = window.font.wrap(question(self.session, self.texts), bounds.width)
        for row, line in enumerate(lines[: bounds.height // window.font.line_height]):
            window.draw_chars(line, bounds.x, bounds.y + row * window.font.line_height)
        window.pop_draw_state()
