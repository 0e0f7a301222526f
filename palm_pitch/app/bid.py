"""The bid dialog: the bids so far, and a button for each bid you may make.

``BidForm`` of ``pitch.rcp`` holds a text field and the buttons Pass, 2, 3, 4, Smudge and Steal.
When it opens, the field tells who deals and what each player before you bid, then what you may
do; the buttons of bids the rules do not allow now are hidden (``FrmHideObject``), the dealer's
steal shows as "Steal 3" in place of the 3, and the buttons that remain are centred in one row.
Keys: 2, 3, 4, P (pass) and Enter (Pass, the default button, when you may pass). S (or 5) only
asks for Smudge: the text's last line becomes "Bid Smudge? Enter: yes, Esc: no.", then Enter
bids Smudge and Esc takes the question back (any other bid key bids as ever), so no single key
makes the bid that stakes the most.

No bid is made by accident: a key with the command modifier (a menu shortcut such as Ctrl+S)
never bids, Enter never bids more than a pass, Esc does nothing (the dialog needs an answer),
and the table opens the dialog only when the pen is up and taps and keys have settled
(:data:`~palm_pitch.app.game.BID_SETTLE`), so what hurried the computer players never lands here.
"""

from __future__ import annotations

from collections.abc import Callable

from palm_os.application import Application
from palm_os.dialogs import ModalDialog
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.app.session import GameSession
from palm_pitch.app.texts import Texts
from palm_pitch.rules import AllPass
from palm_pitch.state import GameState
from palm_sdk.chars import chrCarriageReturn, chrEscape, chrLineFeed
from palm_sdk.keys import commandKeyMask

BUTTON_GAP = 5
BUTTON_PADDING = 9  # a button's width is its label's ink plus this
ROW_MARGIN = 5  # at least this much between the row of buttons and the dialog's sides

KEYS = {"p": Bid.PASS, "2": Bid.TWO, "3": Bid.THREE, "4": Bid.FOUR}
SMUDGE_KEYS = frozenset("s5")  # they ask for Smudge; Enter then bids it


def bid_buttons() -> dict[int, Bid]:
    """The bid each button stands for (the Steal button: the high bid, set when it opens)."""
    return {
        ids.BidPassButton: Bid.PASS,
        ids.Bid2Button: Bid.TWO,
        ids.Bid3Button: Bid.THREE,
        ids.Bid4Button: Bid.FOUR,
        ids.BidSmudgeButton: Bid.SMUDGE,
    }


def steal_bid(state: GameState) -> Bid | None:
    """The bid the dealer may steal at (match), if South deals and the rules allow it now."""
    high = state.high_bid
    if state.to_move != state.dealer or high == Bid.PASS or high not in state.legal_actions():
        return None
    return high


def context_text(state: GameState, texts: Texts, fits: Callable[[str], bool] = lambda _line: True) -> str:
    """Who deals and the bids before yours, then what you may do (on a line of its own).

    ``fits(line)`` says whether a line fits the field: the dealer and each bid ("East bid 2.")
    are kept whole on a line, never broken between a name and its bid.
    """
    seat_name = texts.seat
    parts = []
    you_deal = state.dealer == state.to_move
    if you_deal:
        parts.append(texts.get(ids.BidContextYouDealString))
    else:
        parts.append(texts.get(ids.BidContextDealerString, seat_name(state.dealer)))
    for position, bid in enumerate(state.bids):
        seat = (state.dealer + 1 + position) % 4
        if bid == Bid.PASS:
            parts.append(texts.get(ids.BidContextPassedString, seat_name(seat)))
        else:
            parts.append(texts.get(ids.BidContextBidString, seat_name(seat), texts.bid(bid)))
    legal = state.legal_actions()
    high = state.high_bid
    all_passed = you_deal and high == Bid.PASS
    if Bid.PASS not in legal:
        parts = parts[:1]  # the passes go without saying
        advice = texts.get(ids.BidContextForcedString)
    elif all_passed and state.ruleset.all_pass != AllPass.FORCED_DEALER:
        parts = parts[:1]
        redeal = state.ruleset.all_pass == AllPass.REDEAL
        advice = texts.get(ids.BidContextAllPassRedealString if redeal else ids.BidContextAllPassSetString)
    elif legal == (Bid.PASS,):
        advice = texts.get(ids.BidContextOnlyPassString, texts.bid(high))
    elif steal_bid(state) is not None:
        top = legal[-1] == high
        advice = texts.get(
            ids.BidContextStealTopString if top else ids.BidContextStealString, texts.bid(high)
        )
    elif high == Bid.PASS:
        advice = texts.get(ids.BidContextOpenString)
    else:
        advice = texts.get(ids.BidContextHighString, texts.bid(high))
    return pack(parts, fits) + "\n" + advice


def pack(phrases: list[str], fits: Callable[[str], bool]) -> str:
    r"""The phrases joined by spaces, a new line where the next one would not fit.

    >>> pack(["North deals.", "East bid 2.", "South passed."], lambda line: len(line) <= 24)
    'North deals. East bid 2.\nSouth passed.'
    """
    lines: list[str] = []
    for phrase in phrases:
        if lines and fits(lines[-1] + " " + phrase):
            lines[-1] += " " + phrase
        else:
            lines.append(phrase)
    return "\n".join(lines)


class BidDialog:
    """Shows ``BidForm`` for South's bid and reports the bid chosen."""

    def __init__(self, app: Application, texts: Texts) -> None:
        self.app = app
        self.texts = texts
        self.state: GameState | None = None
        self.on_bid: Callable[[Bid | None], None] | None = None
        self.dialog: ModalDialog | None = None
        self.buttons: dict[int, Bid] = {}
        self.smudge_asked = False  # S was pressed: Enter bids Smudge, Esc takes it back
        self.text = ""  # the field's text before S asked
        self.on_hint: Callable[[], object] | None = None  # the ? key (where the app gives hints)
        app.set_form_handler(ids.BidForm, self.handle_event)

    def open(self, session: GameSession, on_bid: Callable[[Bid | None], None]) -> None:
        self.state = session.state
        self.on_bid = on_bid
        self.smudge_asked = False
        self.dialog = self.app.do_dialog(ids.BidForm, self._result)

    def _result(self, button_id: int) -> None:
        bid = self.buttons.get(button_id)
        on_bid, self.on_bid = self.on_bid, None
        self.dialog = None
        if on_bid is not None:
            on_bid(bid)

    def _prepare(self, form: Form) -> None:
        """Fill in the text, show the legal buttons only, centre them in a row."""
        state = self.state
        assert state is not None
        legal = state.legal_actions()
        steal = steal_bid(state)
        self.buttons = {}
        shown: list[int] = []
        for button_id, bid in bid_buttons().items():
            index = form.get_object_index(button_id)
            if bid in legal and bid != steal:
                self.buttons[button_id] = bid
                shown.append(button_id)
                form.get_object(index).usable = True
            else:
                form.get_object(index).usable = False
        steal_button = form.control(ids.BidStealButton)
        steal_button.usable = steal is not None
        if steal is not None:
            self.buttons[ids.BidStealButton] = steal
            position = next((i for i, b in enumerate(shown) if bid_buttons()[b] > steal), len(shown))
            shown.insert(position, ids.BidStealButton)
        font = form.live_window.fonts[FontID.stdFont]

        def widths() -> list[int]:
            return [max(font.text_width(form.control(b).label) - 1 + BUTTON_PADDING, 17) for b in shown]

        if steal is not None:
            short = steal_button.label  # the resource's "Steal"
            steal_button.label = self.texts.get(ids.BidStealLabelString, self.texts.bid(steal))
            if sum(widths()) + BUTTON_GAP * (len(shown) - 1) > form.bounds.width - 2 * ROW_MARGIN:
                steal_button.label = short  # five buttons: "Steal 2" does not fit, "Steal" does
        sizes = widths()
        x = (form.bounds.width - sum(sizes) - BUTTON_GAP * (len(shown) - 1)) // 2
        for button_id, width in zip(shown, sizes, strict=True):
            control = form.control(button_id)
            control.bounds = Rect(x, control.bounds.y, width, control.bounds.height)
            x += width + BUTTON_GAP
        field = form.field_object(ids.BidContextField)
        field_font = form.live_window.fonts[field.font]
        field.text = context_text(
            state, self.texts, lambda line: field_font.text_width(line) <= field.bounds.width
        )
        self.text = field.text

    def _form(self) -> Form | None:
        modal = self.app.system.modal
        return modal[-1].form if modal and modal[-1].form.form_id == ids.BidForm else None

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if form is None:
            return False
        if event.kind == EventKind.frmOpenEvent:
            self._prepare(form)
            form.draw()
            return True
        if event.kind == EventKind.keyDownEvent:
            return self._key(event)
        return False

    def _key(self, event: Event) -> bool:
        if self.dialog is None or not 0 < event.chr < 0x100:
            return False
        if event.modifiers & commandKeyMask:
            return True  # a shortcut: never a bid (and no menu opens over the dialog)
        smudge = next((b for b, bid in self.buttons.items() if bid == Bid.SMUDGE), None)
        if event.chr == ord("?") and self.on_hint is not None:
            self.on_hint()
            return True
        if event.chr == chrEscape:
            if self.smudge_asked:
                self._ask_smudge(False)
            return True  # the dialog needs an answer
        if event.chr in (chrLineFeed, chrCarriageReturn):
            if self.smudge_asked:
                choice = smudge
            else:
                choice = ids.BidPassButton if ids.BidPassButton in self.buttons else None
        elif chr(event.chr).lower() in SMUDGE_KEYS:
            if smudge is not None and not self.smudge_asked:
                self._ask_smudge(True)
            return True
        else:
            wanted = KEYS.get(chr(event.chr).lower())
            choice = next((b for b, bid in self.buttons.items() if bid == wanted), None)
        if choice is None:
            return True
        self.dialog.finish(choice)
        return True

    def _ask_smudge(self, ask: bool) -> None:
        """S asks for Smudge (the text's last line says Enter bids it); Esc takes it back."""
        form = self._form()
        assert form is not None
        self.smudge_asked = ask
        text = self.text
        if ask:
            text = text.rsplit("\n", 1)[0] + "\n" + self.texts.get(ids.BidContextSmudgeAskString)
        form.set_field_text(ids.BidContextField, text)
