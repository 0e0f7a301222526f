"""The game flow on the table: whose turn it is, the computer players' pauses, the trick on show.

:class:`TableController` drives a :class:`~palm_pitch.app.session.GameSession` from the screen:

* computer players act one at a time, each after a pause in virtual time (``app.after``); a tap
  anywhere, or a key, cuts the pause short, and is used up doing so (a card key - 1-6, the
  scroll buttons - then also raises your card if it is your turn at once);
* a finished trick stays on the table, the card that took it inverted, until a tap or a timeout
  (or, with :attr:`TableController.keep_trick` - the Preferences' Pause "Tap" - until a tap or a
  key alone, the status line saying so);
* on your turn you raise a card with a tap (or the keys 1-6, or the scroll buttons) and play it
  with Play (or Enter, or a second tap on it); a card the rules refuse is named in the status line
  with the engine's reason and nothing is played; with auto-play on, a card that is your only
  legal one is raised and played for you after the pause;
* your bid, a hand's summary and the end of the game are dialogs the app shows (:class:`TableHost`);
  each opens only once the pen is up and no tap or key has come for :data:`BID_SETTLE` ticks, so
  the taps and keys that hurried the others (or closed the summary) never land on it;
* every step of the game (an action, a take-back, the next hand) is reported at once
  (:meth:`TableHost.step_taken`: the app saves), and so is the end of a hand
  (:meth:`TableHost.hand_ended`: statistics);
* :meth:`TableController.take_back` (Game > Undo) takes back your last bid or card of the hand that
  was a choice (a card that was your only legal one is taken back with it);
* a computer player's choice is made by the app's :class:`~palm_pitch.app.thinking.Thinker`
  (a worker thread in the window), begun when its pause begins: when the pause is over and the
  choice is not made yet, the status line says the player is thinking until it is (a tap cannot
  hurry a choice, only a pause);
* :meth:`TableController.hint` (Game > Hint, the ? key; where the app gives hints) asks the
  Expert for your bid or card the same way, then shows why in the status line and raises the card
  (:mod:`palm_pitch.app.hints`).

While a dialog or a menu is open the game waits: a pause that ends then is taken up again a moment
later, and nothing is drawn over the dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from palm_os.application import Application, Timer
from palm_os.events import Event, EventKind
from palm_pitch.actions import Action, Bid
from palm_pitch.app import ids, layout
from palm_pitch.app.hints import hint_rng, hint_text
from palm_pitch.app.levels import HINT_LEVEL
from palm_pitch.app.session import SOUTH, GameSession
from palm_pitch.app.table_draw import Scene
from palm_pitch.app.texts import Texts, stolen
from palm_pitch.app.thinking import THINK_POLL, InlineThinker, Thinker, Thought
from palm_pitch.cards import Card
from palm_pitch.players.hints import best_action
from palm_pitch.rules import Trumping
from palm_pitch.scoring import HandResult, Trick
from palm_pitch.state import GameState, Phase
from palm_pitch.views import PlayerView
from palm_sdk.chars import chrCarriageReturn, chrLeftArrow, chrLineFeed, chrRightArrow
from palm_sdk.keys import vchrPageDown, vchrPageUp
from palm_sdk.sound import SndSysBeepType

BUSY_RETRY = 10  # ticks: how soon a pause that ended under a dialog or menu is tried again
TRICK_HOLD_MIN = 100  # ticks a finished trick stays on the table, at least
BID_SETTLE = 30  # ticks without a tap or key (and the pen up) before a dialog of the game opens
HINT_KEY = ord("?")


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
        """A hand has just been scored (count the statistics)."""

    def step_taken(self, session: GameSession) -> None:
        """The game moved on a step, or a step was taken back (save the game)."""

    def sound(self, sound: SndSysBeepType) -> None:
        """Play a system sound (if the player wants sounds)."""

    def hint_used(self, session: GameSession) -> None:
        """A hint was given (count it)."""

    def show_status(self) -> None:
        """Draw the status line now, even under the bid dialog (it is not covered)."""


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
        self._settling = False  # the running pause waits for input to settle: input cannot cut it
        self.auto_play = False  # play your only legal card for you (a preference)
        self.keep_trick = False  # a finished trick waits for a tap or a key (a preference)
        self._tap_wait = False  # the running hold has no timer: only a tap or a key ends it
        self.last_input = -BID_SETTLE  # the tick of the last tap or key
        self.thinker: Thinker = InlineThinker()
        self.hints = False  # Game > Hint is offered (the desktop's, not the device profile's)
        self.thinking = False  # the pause is over and the computer player's choice is not made yet
        self._thought: Thought[Action] | None = None  # the computer player's choice being made,
        self._thought_state: GameState | None = None  # for this state
        self._hint: Thought[Action] | None = None  # the hint being made,
        self._hint_state: GameState | None = None  # for this state
        self._hint_timer: Timer | None = None

    # -- timing ------------------------------------------------------------------------------

    @property
    def hold(self) -> int:
        """Ticks a finished trick stays on the table."""
        return max(TRICK_HOLD_MIN, self.pause * 5 // 2)

    @property
    def pending(self) -> bool:
        """True while a pause or a finished trick is running (a tap cuts it short)."""
        return self._timer is not None or self._tap_wait

    @property
    def waiting_for_tap(self) -> bool:
        """True while a finished trick stays on the table until a tap or a key."""
        return self._tap_wait

    @property
    def due(self) -> int | None:
        """The tick at which the running pause ends (None when nothing is pending)."""
        return self._timer.due if self._timer is not None else None

    def busy(self) -> bool:
        """A dialog or a menu is over the table."""
        system = self.app.system
        return bool(system.modal) or (system.menu is not None and system.menu.is_open)

    def schedule(self, ticks: int, action: Callable[[], None], settling: bool = False) -> None:
        self.cancel()
        self._action = action
        self._settling = settling
        self._timer = self.app.after(ticks, self._fire)

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = None
        self._action = None
        self._settling = False
        self._tap_wait = False

    def _hold_trick(self) -> None:
        """Keep the finished trick on show: for :attr:`hold` ticks, or until a tap or a key."""
        if not self.keep_trick:
            self.schedule(self.hold, self._end_hold)
            return
        self.cancel()
        self._action = self._end_hold
        self._tap_wait = True

    def set_keep_trick(self, keep: bool) -> None:
        """The preference changed: a trick already waiting for a tap goes on a timed hold instead
        (and the other way round)."""
        self.keep_trick = keep
        if self._action == self._end_hold and self.pending and self._tap_wait != keep:
            self._hold_trick()

    def _fire(self) -> None:
        if self.busy():
            self._timer = self.app.after(BUSY_RETRY, self._fire)
            return
        action = self._action
        self._timer = None
        self._action = None
        self._settling = False
        if action is not None:
            action()

    def skip(self) -> None:
        """Cut the running pause short (a tap or a key) - unless it waits for input to settle."""
        if self._tap_wait and not self.busy():
            self._tap_wait = False
            action, self._action = self._action, None
            if action is not None:
                action()
        elif self._timer is not None and not self.busy() and not self._settling:
            self._timer.cancel()
            self._fire()

    def note_input(self) -> None:
        """A tap or a key came (the app reports each one)."""
        self.last_input = self.app.ticks

    def _settle_wait(self) -> int:
        """Ticks to wait before a dialog may open: until the pen is up and input has settled."""
        if self.app.system.events.get_pen()[2]:  # EvtGetPen: the pen is down
            return BUSY_RETRY
        return max(self.last_input + BID_SETTLE - self.app.ticks, 0)

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
        self._thought = None
        self._drop_hint()
        self.redraw()
        self.proceed()

    def proceed(self) -> None:
        """Move the game on until it waits for you, a pause or a dialog."""
        if self.pending or self._waiting_dialog:
            return
        session = self.session
        phase = session.phase
        if session.computer_to_act:
            self._think()
            self.schedule(self.pause, self._computer_moves)
        elif phase is Phase.BID:
            if self._wait_to_settle():
                return
            self._waiting_dialog = True
            self.host.bid(session, self._human_bid)
        elif phase is Phase.PLAY:
            self._your_card()
        elif phase in (Phase.SCORE, Phase.GAME_OVER):
            if self._wait_to_settle():
                return
            result = session.state.result
            assert result is not None
            self._waiting_dialog = True
            self.host.summary(result, session.state.hand_number, self._summary_closed)

    def _wait_to_settle(self) -> bool:
        """True (and :meth:`proceed` comes back later) while input has not settled: a dialog
        opens only when the pen is up and the keys have been quiet for a moment."""
        wait = self._settle_wait()
        if wait > 0:
            self.schedule(wait, self.proceed, settling=True)
            return True
        return False

    def _your_card(self) -> None:
        """Your card to play: the table waits for it (your only card plays itself after a pause
        where Auto-play is on)."""
        only = self.only_card()
        if self.auto_play and only is not None:
            self.selected = only
            self.message = None
            self.schedule(self.pause, self._auto_play)
        self.redraw()

    def _think(self) -> None:
        """Begin the choice of the computer player to move, unless it is being made already."""
        state = self.session.state
        if self._thought is not None and self._thought_state is state:
            return
        self._thought_state = state
        self._thought = self.thinker.start(self.session.computer_job())

    def _computer_moves(self) -> None:
        """The pause is over: the computer player acts once its choice is made."""
        self._think()
        thought = self._thought
        assert thought is not None
        if not thought.ready:
            if not self.thinking:
                self.thinking = True
                self.redraw()
            self.schedule(THINK_POLL, self._computer_moves)
            return
        self.thinking = False
        self._thought = None
        self._take(thought.result)

    # -- hints --------------------------------------------------------------------------------

    def hint(self) -> bool:
        """Game > Hint: ask the Expert for your bid or card (False: not your turn, or no hints)."""
        session = self.session
        if not self.hints or not session.human_to_act or self.auto_playing:
            return False
        state = session.state
        if self._hint is not None and self._hint_state is state:
            return True  # being made
        self._hint_state = state
        self._hint = self.thinker.start(self._hint_job())
        self.message = self.texts.get(ids.HintThinkingString)
        self._hint_poll()
        return True

    def _hint_job(self) -> Callable[[], Action]:
        """The Expert's choice for your turn now, as a call that may run off the UI's path."""
        session = self.session
        rng = hint_rng(session)
        view = PlayerView(session.state, SOUTH)
        return lambda: best_action(view, rng, HINT_LEVEL)

    def _hint_words(self, state: GameState, action: Action) -> str:
        """The status line's hint for ``action`` chosen in ``state``."""
        return hint_text(self.texts, PlayerView(state, SOUTH), action)

    def _hint_given(self) -> None:
        """A hint was shown: the statistics count it."""
        self.host.hint_used(self.session)

    def _hint_poll(self) -> None:
        self._hint_timer = None
        hint, state = self._hint, self._hint_state
        if hint is None or state is None:
            return
        if state is not self.session.state:
            self._drop_hint()  # the game moved on
            return
        if not hint.ready:
            self.show_status()
            self._hint_timer = self.app.after(THINK_POLL, self._hint_poll)
            return
        action = hint.result
        self._hint = None
        self.message = self._hint_words(state, action)
        if action in self.hand():
            self.selected = action
        self._hint_given()
        self.show_status()

    def _drop_hint(self) -> None:
        if self._hint_timer is not None:
            self._hint_timer.cancel()
        self._hint_timer = None
        self._hint = None
        self._hint_state = None

    def show_status(self) -> None:
        """The status line drawn now (the bid dialog leaves it uncovered)."""
        if self.busy():
            self.host.show_status()
        else:
            self.redraw()

    def only_card(self) -> Card | None:
        """Your card when it is your turn and the rules allow just that one."""
        state = self.session.state
        if state.phase is not Phase.PLAY or not self.session.human_to_act:
            return None
        legal = state.legal_actions()
        return legal[0] if len(legal) == 1 and isinstance(legal[0], Card) else None

    def _auto_play(self) -> None:
        card = self.only_card()
        self.selected = None
        if card is not None:
            self._take(card)

    @property
    def auto_playing(self) -> bool:
        """True while your only legal card waits to be played for you."""
        return self._action == self._auto_play and self._timer is not None

    def _human_bid(self, bid: Bid | None) -> None:
        self._waiting_dialog = False
        self.message = None  # (a hint)
        self._drop_hint()
        if bid is None:
            self.proceed()  # closed without a bid: ask again (when the app stops, this is not called)
            return
        self._take(bid)

    def _take(self, action: Bid | Card) -> None:
        """The player to move takes ``action``; then the table shows it and the game goes on."""
        before = len(self.session.state.tricks)
        yours = self.session.human_to_act
        state = self.session.apply(action)
        self.host.step_taken(self.session)
        if yours:
            self.host.sound(SndSysBeepType.sndClick)
        if state.phase in (Phase.SCORE, Phase.GAME_OVER):
            self.host.hand_ended(self.session)
        if isinstance(action, Card) and (len(state.tricks) > before or state.phase is not Phase.PLAY):
            self.shown_trick = state.tricks[-1] if state.tricks else None
            self._hold_trick()
            self.redraw()
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
            self.host.step_taken(self.session)
            self.redraw()
            self.proceed()
        elif self.session.phase is Phase.GAME_OVER:
            self.redraw()
            self._game_over()

    def _game_over(self) -> None:
        """The game-over dialog, once input has settled (the tap that closed the summary)."""
        wait = self._settle_wait()
        if wait > 0:
            self.schedule(wait, self._game_over, settling=True)
            return
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

    def hand(self) -> tuple[Card, ...]:
        """Your cards, left to right."""
        return self.session.south_hand()

    def refusal(self, card: Card) -> str | None:
        """Why ``card`` may not be played now, in the app's words (None: it may)."""
        return refusal(self.session.state, card, self.texts)

    def select(self, index: int) -> None:
        hand = self.hand()
        if self.your_turn and 0 <= index < len(hand):
            self.selected = hand[index]
            self.message = None
            self.redraw()

    def move_selection(self, step: int) -> None:
        hand = self.hand()
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
        reason = self.refusal(card)
        if reason is not None:
            self.message = reason
            self.host.sound(SndSysBeepType.sndError)
            self.redraw()
            return
        self.selected = None
        self.message = None
        self._take(card)

    def take_back(self) -> bool:
        """Game > Undo: back to your last choice of the hand (False: nothing to take back). A card
        that was your only legal one was no choice: it is taken back too, and so on back to a bid
        or a card you chose, so the app never plays the card it took back again at once."""
        if not self.session.can_take_back:
            return False
        self.cancel()
        self._waiting_dialog = False
        self._thought = None
        self._drop_hint()
        self.session.take_back()
        while self.only_card() is not None and self.session.can_take_back:
            self.session.take_back()
        self.host.step_taken(self.session)
        self.selected = None
        self.shown_trick = None
        self.message = None
        self.redraw()
        self.proceed()
        return True

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
        """A key on the table: a card key (:meth:`card_index`: 1-6) raises a card, the scroll
        buttons (and a keyboard's Left and Right arrows) move, Enter plays; any of them cuts a
        pause short - and a card key then does its work if it is your turn at once."""
        ch = event.chr
        index = self.card_index(ch)
        card_key = index is not None or ch in (vchrPageUp, vchrPageDown, chrLeftArrow, chrRightArrow)
        if ch == HINT_KEY and self.hints and not self.pending:
            self.hint()
            return True
        if self.pending and (ch < 0x100 or card_key):
            self.skip()
            if not card_key:
                return True
        if ch in (chrLineFeed, chrCarriageReturn):
            self.play()
            return True
        if ch in (vchrPageUp, vchrPageDown, chrLeftArrow, chrRightArrow):
            self.move_selection(-1 if ch in (vchrPageUp, chrLeftArrow) else 1)
            return True
        if index is not None:
            self.card_key(index)
            return True
        return False

    def card_index(self, ch: int) -> int | None:
        """The card of your hand key ``ch`` stands for (1-6: the first to the sixth), or None."""
        return ch - ord("1") if ord("1") <= ch <= ord("6") else None

    def card_key(self, index: int) -> None:
        """A card key: raise card ``index``."""
        self.select(index)

    # -- drawing ------------------------------------------------------------------------------

    def status(self) -> str:
        session = self.session
        state = session.state
        if self.message is not None:
            return self.message
        if self.shown_trick is not None and self.shown_trick.winner is not None:
            string = ids.StatusTrickTapString if self._tap_wait else ids.StatusTrickWonString
            return self.texts.get(string, self.texts.seat(self.shown_trick.winner))
        if state.phase is Phase.GAME_OVER:
            return self.texts.get(ids.StatusGameOverString)
        if session.computer_to_act and state.to_move is not None and self.thinking:
            return self.texts.get(ids.StatusThinkingString, self.texts.seat(state.to_move))
        if session.computer_to_act and state.to_move is not None:
            string = ids.StatusToBidString if state.phase is Phase.BID else ids.StatusToPlayString
            return self.texts.get(string, self.texts.seat(state.to_move))
        if self.auto_playing:
            return self.texts.get(ids.StatusAutoPlayString)
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
            stole=stolen(state.dealer, state.bids, state.pitcher),
            trump=state.trump,
            dealer=state.dealer,
            scores=state.scores,
            status=self.status(),
        )

    def redraw(self) -> None:
        self.host.redraw()
