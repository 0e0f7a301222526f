"""The game flow on the table: whose turn it is, the computer players' pauses, the trick on show.

:class:`TableController` drives a :class:`~palm_pitch.app.session.GameSession` from the screen:

* computer players act one at a time, each after a pause in virtual time (``app.after``); a tap
  anywhere, or a key, cuts the pause short;
* a finished trick stays on the table, the card that took it inverted, until a tap or a timeout;
* on your turn you raise a card with a tap (or the keys 1-6, or the scroll buttons) and play it
  with Play (or Enter, or a second tap on it); a card the rules refuse is named in the status line
  with the engine's reason and nothing is played;
* your bid, a hand's summary and the end of the game are dialogs the app shows (:class:`TableHost`);
  when a hand ends, :meth:`TableHost.hand_ended` is called at once (saves, statistics).

While a dialog or a menu is open the game waits: a pause that ends then is taken up again a moment
later, and nothing is drawn over the dialog.

May import: the standard library, ``palm_sdk``, the core, ``palm_pitch.ui`` and the ``palm_pitch.app`` modules
``ids``, ``layout``, ``session``, ``table``, ``texts``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from palm_pitch.actions import Bid
from palm_pitch.app import ids, layout
from palm_pitch.app.session import GameSession
from palm_pitch.app.table import Scene
from palm_pitch.app.texts import Texts
from palm_pitch.cards import Card
from palm_pitch.rules import Trumping
from palm_pitch.scoring import HandResult, Trick
from palm_pitch.state import GameState, Phase
from palm_pitch.ui.application import Application, Timer
from palm_pitch.ui.events import Event, EventKind
from palm_sdk.chars import chrCarriageReturn, chrLineFeed
from palm_sdk.keys import vchrPageDown, vchrPageUp

BUSY_RETRY = 10  # ticks: how soon a pause that ended under a dialog or menu is tried again
TRICK_HOLD_MIN = 100  # ticks a finished trick stays on the table, at least


class TableHost(Protocol):
    """What the controller asks of the app: drawing, the dialogs of the game, the hand-end hook."""

    def redraw(self) -> None:
        """Draw the table's gadgets from :meth:`TableController.scene` (unless covered)."""

    def new_game(self) -> None:
        """Start a new game (the game-over dialog's New Game)."""

    def bid(self, session: GameSession, on_bid: Callable[[Bid | None], None]) -> None:
        """Ask for South's bid; ``on_bid(None)`` if the dialog closed without one."""

    def summary(self, result: HandResult, hand_number: int, on_close: Callable[[], None]) -> None:
        """Show a hand's summary."""

    def game_over(self, session: GameSession, on_close: Callable[[bool], None]) -> None:
        """Show the end of the game; ``on_close(True)`` to start a new one."""

    def hand_ended(self, session: GameSession) -> None:
        """A hand has just been scored (save the game, count the statistics)."""


def refusal(state: GameState, card: Card, texts: Texts) -> str | None:
    """Why the rules refuse ``card`` now, in the app's words ("Must follow hearts or trump"), or
    None when it may be played. A refusal the app has no words for keeps the engine's."""
    reason = state.why_illegal(card)
    if reason is None or not state.trick:
        return reason
    led = state.trick[0].suit
    if not any(held.suit == led for held in state.hand(state.to_move)):  # type: ignore[arg-type]
        return reason
    if led == state.trump:
        return texts.get(ids.StatusFollowTrumpString)
    if state.ruleset.trumping == Trumping.ANY_TIME:
        return texts.get(ids.StatusFollowOrTrumpString, texts.suits(led))
    return texts.get(ids.StatusFollowString, texts.suits(led))


class TableController:
    """The flow of one game on the main form (see the module docstring)."""

    def __init__(
        self, app: Application, texts: Texts, host: TableHost, session: GameSession, pause: int = 60
    ) -> None:
        self.app = app
        self.texts = texts
        self.host = host
        self.session = session
        self.pause = pause
        self.selected: Card | None = None
        self.shown_trick: Trick | None = None
        self.message: str | None = None  # a reason shown until the next tap
        self._timer: Timer | None = None
        self._action: Callable[[], None] | None = None
        self._armed = False  # the pen went down on the raised card: lifting it there plays it
        self._waiting_dialog = False

    # -- timing ------------------------------------------------------------------------------

    @property
    def hold(self) -> int:
        """Ticks a finished trick stays on the table."""
        return max(TRICK_HOLD_MIN, self.pause * 5 // 2)

    @property
    def pending(self) -> bool:
        """True while a pause or a finished trick is running (a tap cuts it short)."""
        return self._timer is not None

    @property
    def due(self) -> int | None:
        """The tick at which the running pause ends (None when nothing is pending)."""
        return self._timer.due if self._timer is not None else None

    def busy(self) -> bool:
        """A dialog or a menu is over the table."""
        system = self.app.system
        return bool(system.modal) or (system.menu is not None and system.menu.is_open)

    def schedule(self, ticks: int, action: Callable[[], None]) -> None:
        self.cancel()
        self._action = action
        self._timer = self.app.after(ticks, self._fire)

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = None
        self._action = None

    def _fire(self) -> None:
        if self.busy():
            self._timer = self.app.after(BUSY_RETRY, self._fire)
            return
        action = self._action
        self._timer = None
        self._action = None
        if action is not None:
            action()

    def skip(self) -> None:
        """Cut the running pause short (a tap or a key)."""
        if self._timer is not None and not self.busy():
            self._timer.cancel()
            self._fire()

    # -- the flow ----------------------------------------------------------------------------

    def start(self, session: GameSession | None = None) -> None:
        """Begin (or resume) play from the session's state (or a new session's)."""
        if session is not None:
            self.session = session
        self.cancel()
        self._waiting_dialog = False
        self.selected = None
        self.shown_trick = None
        self.message = None
        self.redraw()
        self.proceed()

    def proceed(self) -> None:
        """Move the game on until it waits for you, a pause or a dialog."""
        if self.pending or self._waiting_dialog:
            return
        session = self.session
        phase = session.phase
        if session.computer_to_act:
            self.schedule(self.pause, self._computer_moves)
        elif phase is Phase.BID:
            self._waiting_dialog = True
            self.host.bid(session, self._human_bid)
        elif phase is Phase.PLAY:
            self.redraw()
        elif phase in (Phase.SCORE, Phase.GAME_OVER):
            result = session.state.result
            assert result is not None
            self._waiting_dialog = True
            self.host.summary(result, session.state.hand_number, self._summary_closed)

    def _computer_moves(self) -> None:
        self._take(self.session.computer_action())

    def _human_bid(self, bid: Bid | None) -> None:
        self._waiting_dialog = False
        if bid is None:
            self.proceed()  # closed without a bid: ask again (when the app stops, this is not called)
            return
        self._take(bid)

    def _take(self, action: Bid | Card) -> None:
        """The player to move takes ``action``; then the table shows it and the game goes on."""
        before = len(self.session.state.tricks)
        state = self.session.apply(action)
        if state.phase in (Phase.SCORE, Phase.GAME_OVER):
            self.host.hand_ended(self.session)
        if isinstance(action, Card) and (len(state.tricks) > before or state.phase is not Phase.PLAY):
            self.shown_trick = state.tricks[-1] if state.tricks else None
            self.redraw()
            self.schedule(self.hold, self._end_hold)
            return
        self.redraw()
        self.proceed()

    def _end_hold(self) -> None:
        self.shown_trick = None
        self.redraw()
        self.proceed()

    def _summary_closed(self) -> None:
        self._waiting_dialog = False
        if self.session.phase is Phase.SCORE:
            self.session.next_hand()
            self.redraw()
            self.proceed()
        elif self.session.phase is Phase.GAME_OVER:
            self.redraw()
            self._waiting_dialog = True
            self.host.game_over(self.session, self._game_over_closed)

    def _game_over_closed(self, new_game: bool) -> None:
        self._waiting_dialog = False
        self.redraw()
        if new_game:
            self.host.new_game()

    # -- your turn ----------------------------------------------------------------------------

    @property
    def your_turn(self) -> bool:
        """True when it is your card to play and nothing is on show or pending."""
        return self.session.phase is Phase.PLAY and self.session.human_to_act and not self.pending

    def select(self, index: int) -> None:
        hand = self.session.south_hand()
        if self.your_turn and 0 <= index < len(hand):
            self.selected = hand[index]
            self.message = None
            self.redraw()

    def move_selection(self, step: int) -> None:
        hand = self.session.south_hand()
        if not self.your_turn or not hand:
            return
        if self.selected in hand:
            index = (hand.index(self.selected) + step) % len(hand)
        else:
            index = 0 if step > 0 else len(hand) - 1
        self.select(index)

    def play(self) -> None:
        """Play the raised card, or say why not."""
        if not self.your_turn:
            return
        card = self.selected
        if card is None:
            self.message = self.texts.get(ids.StatusNoCardString)
            self.redraw()
            return
        reason = refusal(self.session.state, card, self.texts)
        if reason is not None:
            self.message = reason
            self.redraw()
            return
        self.selected = None
        self.message = None
        self._take(card)

    # -- input --------------------------------------------------------------------------------

    def pen_down_anywhere(self, y: int) -> bool:
        """A pen-down on the table form: True if it only cut a pause short. The title line is
        left alone (a tap on the title opens the menus)."""
        if self.pending and y >= layout.TABLE_TOP:
            self.skip()
            return True
        return False

    def table_pen(self, event: Event) -> bool:
        """Pen events of the table gadget (after ``frmGadgetEnterEvent``)."""
        count = len(self.session.south_hand())
        index = layout.hand_index_at(event.screen_x, event.screen_y, count)
        if event.kind == EventKind.frmGadgetEnterEvent:
            self._armed = False
            if index is None or not self.your_turn:
                return True
            hand = self.session.south_hand()
            if hand[index] == self.selected:
                self._armed = True
            else:
                self.select(index)
        elif event.kind == EventKind.penUpEvent:
            armed, self._armed = self._armed, False
            hand = self.session.south_hand()
            if armed and index is not None and hand[index] == self.selected:
                self.play()
        return True

    def key(self, event: Event) -> bool:
        """A key on the table: 1-6 raise a card, the scroll buttons move, Enter plays; any of them
        cuts a pause short."""
        if self.pending and (event.chr < 0x100 or event.chr in (vchrPageUp, vchrPageDown)):
            self.skip()
            return True
        ch = event.chr
        if ch in (chrLineFeed, chrCarriageReturn):
            self.play()
            return True
        if ch in (vchrPageUp, vchrPageDown):
            self.move_selection(-1 if ch == vchrPageUp else 1)
            return True
        if ord("1") <= ch <= ord("6"):
            self.select(ch - ord("1"))
            return True
        return False

    # -- drawing ------------------------------------------------------------------------------

    def status(self) -> str:
        session = self.session
        state = session.state
        if self.message is not None:
            return self.message
        if self.shown_trick is not None and self.shown_trick.winner is not None:
            return self.texts.get(ids.StatusTrickWonString, self.texts.seat(self.shown_trick.winner))
        if state.phase is Phase.GAME_OVER:
            return self.texts.get(ids.StatusGameOverString)
        if session.computer_to_act and state.to_move is not None:
            string = ids.StatusToBidString if state.phase is Phase.BID else ids.StatusToPlayString
            return self.texts.get(string, self.texts.seat(state.to_move))
        if not self.your_turn:
            return ""
        if self.selected is not None:
            return self.texts.get(ids.StatusSelectedString)
        if state.trump is None:
            return self.texts.get(ids.StatusYourPitchString)
        if not state.trick:
            return self.texts.get(ids.StatusYourLeadString)
        return self.texts.get(ids.StatusYourTurnString)

    def scene(self) -> Scene:
        """The table as it should look now."""
        state = self.session.state
        hand = self.session.south_hand()
        shown = self.shown_trick
        trick = shown.plays if shown is not None else state.current_trick.plays
        auction = (
            state.phase is Phase.BID
            or (state.phase is Phase.PLAY and not state.tricks and not state.trick)
            or (state.phase is Phase.SCORE and state.pitcher is None)
        )
        bids = (state.bid_of(0), state.bid_of(1), state.bid_of(2), state.bid_of(3)) if auction else None
        return Scene(
            hand=hand,
            selected=hand.index(self.selected) if self.selected in hand else None,
            cards_left=(state.cards_left(0), state.cards_left(1), state.cards_left(2), state.cards_left(3)),
            trick=trick,
            trick_winner=shown.winner if shown is not None else None,
            bids=bids,
            pitcher=state.pitcher,
            bid=state.high_bid if state.pitcher is not None else None,
            trump=state.trump,
            dealer=state.dealer,
            scores=state.scores,
            status=self.status(),
        )

    def redraw(self) -> None:
        self.host.redraw()
