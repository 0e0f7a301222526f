"""The flow of a family game on the table: :class:`FamilyTableController`.

The Palm table's flow (:class:`~palm_pitch.app.game.TableController`: the computer players one at
a time after a pause, a tap or key cutting it short, the finished trick held on the table, dialogs
opening only once input has settled) drives a :class:`~palm_pitch.app.family_session.FamilySession`
instead of the Palm game:

* your cards are played on the table (tap to raise, tap again or Play or Enter to play; the keys
  1-9 and 0 raise the first to the tenth card; the scroll buttons and arrows move); a card the
  rules refuse is named with the engine's reason;
* every other decision (look or not, your bid, trump, sub-trump, a call, a discard) opens its
  dialog (:mod:`palm_pitch.app.family_decisions`): the app's :meth:`FamilyTableHost.decide`;
  before each of your leads as the bidder where you may fold, the fold question
  (:func:`~palm_pitch.app.decision_dialogs.fold_question`), once a lead;
* a finished hand shows its summary (:meth:`FamilyTableHost.family_summary`); at the end of the
  game the table stays, with New Game beside the status line.

Game > Undo takes back your last decision of the deal and what followed it, as in the Palm game
(:meth:`FamilyTableController.take_back`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from palm_os.events import Event, EventKind
from palm_pitch.app import family_layout, ids
from palm_pitch.app.decision_dialogs import FoldQuestion, fold_question, wants_fold_question
from palm_pitch.app.family_decisions import TABLE_MODES, OnAction, TableMode
from palm_pitch.app.family_draw import FamilyScene
from palm_pitch.app.family_hints import family_hint_job, family_hint_text
from palm_pitch.app.family_session import HUMAN, FamilySession, display_order
from palm_pitch.app.family_texts import FamilyTexts
from palm_pitch.app.game import TableController, TableHost
from palm_pitch.app.texts import Texts
from palm_pitch.cards import Card
from palm_pitch.family.actions import FamilyAction
from palm_pitch.family.deck import FamilyCard, Joker
from palm_pitch.family.engine import FamilyState, Phase
from palm_pitch.family.rules import Score, Teams, score_text
from palm_pitch.family.scoring import Trick
from palm_pitch.family.views import known_partners, seat_view, visible_hand
from palm_sdk.sound import SndSysBeepType

CARD_KEYS = "1234567890"
"""The keys that raise your first to tenth card."""


class FamilyTableHost(TableHost, Protocol):
    """What the family table asks of the app beyond the Palm table's host."""

    def decide(self, kind: Phase, session: FamilySession, on_action: OnAction) -> None:
        """Ask for your decision of ``kind`` (its dialog); ``on_action(None)`` if it closed without."""

    def family_summary(self, session: FamilySession, on_close: Callable[[], None]) -> None:
        """Show the summary of the hand just scored."""

    def family_hint_used(self) -> None:
        """A hint was shown you: the variant's record counts it."""


def is_card(action: object) -> bool:
    return isinstance(action, Card | Joker)


class FamilyTableController(TableController):
    """The flow of one family game on the main form (see the module docstring)."""

    session: FamilySession  # type: ignore[assignment]
    host: FamilyTableHost
    selected: FamilyCard | None  # type: ignore[assignment]

    def __init__(self, app: object, texts: Texts, family_texts: FamilyTexts, host: FamilyTableHost,
                 session: FamilySession, pause: int = 60) -> None:
        super().__init__(app, texts, host, session, pause)  # type: ignore[arg-type]
        self.family_texts = family_texts
        self.marked: frozenset[int] = frozenset()

    # -- the flow ----------------------------------------------------------------------------

    def proceed(self) -> None:
        """Move the game on until it waits for you, a pause or a dialog."""
        if self.pending or self._waiting_dialog:
            return
        session = self.session
        phase = session.phase
        if session.computer_to_act:
            self.schedule(self.pause, self._computer_moves)
        elif session.decision is not None and self.mode() is not None:
            self.redraw()  # a decision on the table: it waits for your taps
        elif session.decision is not None and session.decision not in TABLE_MODES:
            if self._wait_to_settle():
                return
            self._waiting_dialog = True
            self.host.decide(session.decision, session, self._human_action)
        elif self._fold_to_ask():
            if self._wait_to_settle():
                return
            self._waiting_dialog = True
            self._fold_asked = self._lead()
            if self._fold_dialog is None:
                self._fold_dialog = fold_question(self.app, self.family_texts)
            self._fold_dialog.open(session, self._human_action)
        elif phase is Phase.PLAY:
            self._your_card()
        elif phase is Phase.SCORE or (phase is Phase.GAME_OVER and not self._summary_seen):
            if self._wait_to_settle():
                return
            self._waiting_dialog = True
            self.host.family_summary(session, self._summary_closed)

    _summary_seen = False
    _fold_asked: tuple[int, int] | None = None  # the lead (hand, tricks) whose fold question you answered
    _fold_dialog: FoldQuestion | None = None

    def _fold_to_ask(self) -> bool:
        """Before each of your leads as the bidder, where you may fold: asked once a lead."""
        return wants_fold_question(self.session) and self._fold_asked != self._lead()

    def _lead(self) -> tuple[int, int]:
        """The lead the table is at: the hand's number and the tricks it has finished."""
        state = self.session.state
        return (state.hand_number, len(state.tricks))

    def start(self, session: FamilySession | None = None) -> None:  # type: ignore[override]
        self._summary_seen = session is None and self.session.state.is_over
        self.marked = frozenset()
        self._fold_asked = None
        super().start(session)  # type: ignore[arg-type]

    def only_card(self) -> FamilyCard | None:  # type: ignore[override]
        """Your card when it is your turn to play and the rules allow just that one."""
        if self.session.decision is not Phase.PLAY:
            return None
        legal = self.session.legal_actions()
        return legal[0] if len(legal) == 1 and is_card(legal[0]) else None  # type: ignore[return-value]

    def _human_action(self, action: FamilyAction | None) -> None:
        self._waiting_dialog = False
        if action is None or action not in self.session.legal_actions():
            self.proceed()  # closed without a choice: ask again
            return
        self._take(action)

    def _take(self, action: FamilyAction) -> None:  # type: ignore[override]
        """The player to move takes ``action``; then the table shows it and the game goes on."""
        state = self.session.state
        before = len(state.tricks)
        yours = self.session.human_to_act
        state = self.session.apply(action)
        self.marked = frozenset()
        self.host.step_taken(self.session)  # type: ignore[arg-type]
        if yours:
            self.host.sound(SndSysBeepType.sndClick)
        if state.phase in (Phase.SCORE, Phase.GAME_OVER):
            self.host.hand_ended(self.session)  # type: ignore[arg-type]
        if is_card(action) and (len(state.tricks) > before or state.phase is not Phase.PLAY):
            self.shown_trick = state.tricks[-1] if state.tricks else None  # type: ignore[assignment]
            self.redraw()
            self.schedule(self.hold, self._end_hold)
            return
        self.redraw()
        self.proceed()

    def _summary_closed(self) -> None:
        self._waiting_dialog = False
        if self.session.phase is Phase.SCORE:
            self.session.next_hand()
            self.host.step_taken(self.session)  # type: ignore[arg-type]
            self.redraw()
            self.proceed()
        elif self.session.phase is Phase.GAME_OVER:
            self._summary_seen = True
            self.redraw()

    # -- your turn ----------------------------------------------------------------------------

    def mode(self) -> TableMode | None:
        """The table mode of the decision you are asked for now (None: none, or playing a card)."""
        kind = self.session.decision
        return TABLE_MODES.get(kind) if kind is not None and not self.pending else None

    @property
    def your_turn(self) -> bool:
        """True when it is your card to play and nothing is on show or pending."""
        return self.session.decision is Phase.PLAY and not self.pending

    def mark(self, index: int) -> None:
        """A tap or card key on card ``index`` while a table mode decides."""
        mode = self.mode()
        if mode is not None and 0 <= index < len(self.hand()):
            self.marked = mode.tap(self.session, self.marked, index)
            self.message = None
            self.redraw()

    def hand(self) -> tuple[FamilyCard, ...]:  # type: ignore[override]
        return self.session.hand()

    def play(self) -> None:
        """Play the raised card, or say why not (with a table mode: its action, or why not)."""
        mode = self.mode()
        if mode is not None:
            chosen = mode.confirm(self.session, self.marked)
            if isinstance(chosen, str):
                self.message = chosen
                self.host.sound(SndSysBeepType.sndError)
                self.redraw()
            else:
                self.message = None
                self._take(chosen)
            return
        super().play()

    # -- hints ------------------------------------------------------------------------------

    def hint(self) -> bool:
        """Game > Hint: the Expert's card for you to play, raised, and why (False: not your card to
        play now; the other decisions are asked in dialogs, without hints)."""
        if not self.your_turn:
            return False
        return super().hint()

    def _hint_job(self) -> Callable[[], FamilyAction]:  # type: ignore[override]
        return family_hint_job(self.session)

    def _hint_words(self, state: FamilyState, action: FamilyAction) -> str:  # type: ignore[override]
        assert isinstance(action, Card | Joker), action  # hints are given in the play
        return family_hint_text(self.texts, self.place_name, seat_view(state, HUMAN), action)

    def _hint_given(self) -> None:
        """A hint was shown: the variant's record counts it."""
        self.host.family_hint_used()

    def refusal(self, card: FamilyCard) -> str | None:
        """The family engine's reason why ``card`` may not be played now (None: it may)."""
        return self.session.state.why_illegal(card)

    def take_back(self) -> bool:
        """Game > Undo: back to your last decision of the deal (False: nothing to take back); the
        Palm table's take-back, which also takes back a card that was no choice. The marks of a
        table mode go, and the fold question is asked again at the lead you are back at."""
        if not self.session.can_take_back:
            return False
        self.marked = frozenset()
        self._fold_asked = None
        return super().take_back()

    # -- input --------------------------------------------------------------------------------

    def table_pen(self, event: Event) -> bool:
        """Pen events of the table gadget (after ``frmGadgetEnterEvent``)."""
        hand = self.hand()
        raised = hand.index(self.selected) if self.selected in hand else None
        index = family_layout.hand_index_at(event.screen_x, event.screen_y, len(hand), raised)
        if event.kind == EventKind.frmGadgetEnterEvent:
            self._armed = False
            if index is not None and self.mode() is not None:
                self.mark(index)
                return True
            if index is None or not self.your_turn:
                return True
            if hand[index] == self.selected:
                self._armed = True
            else:
                self.select(index)
        elif event.kind == EventKind.penUpEvent:
            armed, self._armed = self._armed, False
            if armed and index is not None and hand[index] == self.selected:
                self.play()
        return True

    def card_index(self, ch: int) -> int | None:
        """1-9 and 0 stand for the first to the tenth card."""
        return CARD_KEYS.index(chr(ch)) if 0 < ch < 0x100 and chr(ch) in CARD_KEYS else None

    def card_key(self, index: int) -> None:
        """A card key marks the card while a table mode decides, and raises it otherwise."""
        if self.mode() is not None:
            self.mark(index)
        else:
            self.select(index)

    # -- drawing ------------------------------------------------------------------------------

    def place_name(self, seat: int) -> str:
        return self.family_texts.place(family_layout.place_of(self.session.players, seat))

    def status(self) -> str:
        session = self.session
        state = session.state
        if self.message is not None:
            return self.message
        shown = self.shown_trick
        if shown is not None and shown.winner is not None:
            return self.texts.get(ids.StatusTrickWonString, self.place_name(shown.winner))
        if state.phase is Phase.GAME_OVER:
            return self.texts.get(ids.StatusGameOverString)
        if session.computer_to_act and state.to_move is not None:
            name = self.place_name(state.to_move)
            if state.phase is Phase.BID:
                return self.texts.get(ids.StatusToBidString, name)
            if state.phase is Phase.PLAY:
                return self.texts.get(ids.StatusToPlayString, name)
            return self.family_texts.get("status_to_decide", name)
        if self.auto_playing:
            return self.texts.get(ids.StatusAutoPlayString)
        mode = self.mode()
        if mode is not None:
            return mode.status(session, self.marked)
        if not self.your_turn:
            return ""
        if self.selected is not None:
            return self.texts.get(ids.StatusSelectedString)
        if state.trick is None or not state.trick.plays:
            return self.texts.get(ids.StatusYourLeadString)
        return self.texts.get(ids.StatusYourTurnString)

    def scene(self) -> FamilyScene:  # type: ignore[override]
        """The table as it should look now (made once for the three gadgets of a redraw: kept
        while nothing it shows can have changed)."""
        state = self.session.state
        key = (self.selected, self.marked, self.shown_trick, self.message, self._timer, self._action)
        if self._scene is not None and self._scene[0] is state and self._scene[1] == key:
            return self._scene[2]
        scene = self._make_scene()
        self._scene = (state, key, scene)
        return scene

    _scene: tuple[object, tuple[object, ...], FamilyScene] | None = None

    def _make_scene(self) -> FamilyScene:
        session = self.session
        state = session.state
        rules = session.rules
        words = self.family_texts
        seen = visible_hand(state, HUMAN)
        hand = display_order(seen)
        shown: Trick | None = self.shown_trick  # type: ignore[assignment]
        trick = shown if shown is not None else state.trick
        plays = tuple((play.seat, play.card) for play in trick.plays) if trick is not None else ()
        bids: tuple[str | None, ...] | None = None
        if state.phase in (Phase.LOOK, Phase.BID) or (state.phase is Phase.SCORE and state.maker is None):
            latest: list[str | None] = [None] * session.players
            for entry in state.bids:
                latest[entry.seat] = words.bid(entry.bid, rules)
            bids = tuple(latest)
        contract = ""
        if state.maker is not None and state.contract is not None and bids is None:
            contract = self.texts.get(ids.ContractString, self.place_name(state.maker),
                                      words.bid(state.contract, rules))
        alone = rules.teams is not Teams.FIXED
        names = tuple(self.place_name(seat) + (f" {score_text(state.scores[seat])}" if alone else "")
                      for seat in range(session.players))
        return FamilyScene(
            players=session.players,
            names=names,
            partners=known_partners(state, HUMAN),
            hand=hand,
            hidden=len(state.hands[HUMAN]) if not seen else 0,
            selected=hand.index(self.selected) if self.selected in hand else None,
            marked=self.marked,
            cards_left=session.cards_left(),
            trick=plays,
            trick_winner=shown.winner if shown is not None else None,
            bids=bids,
            contract=contract,
            trump=state.trump.suit if state.trump is not None else None,
            dealer=state.dealer,
            scores=self.score_line(),
            status=self.status(),
        )

    def score_line(self) -> tuple[tuple[str, Score], ...]:
        """The title line's scores: each team's (``Us``, then ``Them`` or the first seat's name of
        each other team), or your own when each plays alone."""
        rules = self.session.rules
        scores = self.session.state.scores
        if rules.teams is not Teams.FIXED:
            return ((self.place_name(HUMAN), scores[HUMAN]),)
        if rules.team_count == 2:
            return ((self.texts.team(0), scores[0]), (self.texts.team(1), scores[1]))
        return ((self.texts.team(0), scores[0]),
                *((self.place_name(team), scores[team]) for team in range(1, rules.team_count)))


__all__ = ["FamilyTableController", "FamilyTableHost"]
