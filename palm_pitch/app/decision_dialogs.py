"""The dialogs of the family's decisions, one dispatch: :class:`FamilyDecisions`, and their places
in the table's dispatch (:data:`palm_pitch.app.family_decisions.DECISION_DIALOGS`).

:class:`FamilyDecisions` opens the dialog of the decision the player to move faces
(:func:`palm_pitch.app.decisions.decision_of`) on a family state: ``ask(state, on_actions)``, and
``on_actions`` gets the engine actions chosen, to apply in order (a bid, a look, a suit, a call, a
fold; the discards and a closing ``keep``; nothing for the fold dialog's Play On, after which the
bidder leads). :data:`DIALOGS` says which dialog asks which decision.

For the table of a family game the dialogs are registered by the kind of decision (the engine's
phase) with :func:`palm_pitch.app.family_decisions.register`: each opens on a
:class:`~palm_pitch.app.family_session.FamilySession` and answers one action at a time, as the
table applies them. The discard dialog's several discards are handed over one by one: the dialog
is not shown again while the discards it holds are still legal in turn. The fold question is
not a phase of its own (the bidder's lead is a PLAY decision): the table asks
:func:`fold_question` before each lead where :func:`wants_fold_question` says so.

>>> sorted(decision.name for decision in DIALOGS)
['BID', 'CALL', 'DISCARD', 'FOLD', 'LOOK', 'SUB_TRUMP', 'TRUMP']
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from palm_os.application import Application
from palm_pitch.app.cards_art import CardArt
from palm_pitch.app.decision_words import DecisionWords
from palm_pitch.app.decisions import Decision, decision_of
from palm_pitch.app.dialogs_family_bid import FamilyBidDialog
from palm_pitch.app.dialogs_family_call import CallDialog
from palm_pitch.app.dialogs_family_choice import FoldDialog, LookDialog, TrumpDialog
from palm_pitch.app.dialogs_family_discard import DiscardDialog
from palm_pitch.app.family_decisions import OnAction, register
from palm_pitch.app.family_draw import FamilyTableDrawing
from palm_pitch.app.family_layout import PLACES, place_of
from palm_pitch.app.family_session import HUMAN, FamilySession
from palm_pitch.app.family_texts import FamilyTexts
from palm_pitch.app.resources import load_desktop_resources
from palm_pitch.app.texts import Texts
from palm_pitch.family.actions import FOLD, FamilyAction
from palm_pitch.family.deck import FamilyCard
from palm_pitch.family.engine import FamilyState, Phase
from palm_sdk.sound import SndSysBeepType

OnActions = Callable[[tuple[FamilyAction, ...]], None]

DIALOGS = {
    Decision.LOOK: "look",
    Decision.BID: "bid",
    Decision.TRUMP: "trump",
    Decision.SUB_TRUMP: "trump",
    Decision.CALL: "call",
    Decision.DISCARD: "discard",
    Decision.FOLD: "fold",
}
"""Each decision's dialog (an attribute of :class:`FamilyDecisions`); a card is played on the table."""


class FamilyDecisions:
    """Every decision dialog of the family, made once for the app (their form handlers set)."""

    def __init__(
        self,
        app: Application,
        words: DecisionWords,
        art: CardArt,
        sound: Callable[[SndSysBeepType], None] | None = None,
    ) -> None:
        self.words = words
        self.art = FamilyTableDrawing(art, Texts(load_desktop_resources()))  # the table's card faces
        self.look = LookDialog(app, words)
        self.bid = FamilyBidDialog(app, words)
        self.trump = TrumpDialog(app, words)
        self.call = CallDialog(app, words)
        self.fold = FoldDialog(app, words)
        self.discard = DiscardDialog(app, words, self.art, sound)

    def ask(
        self, state: FamilyState, on_actions: OnActions, taken: frozenset[FamilyCard] = frozenset()
    ) -> Decision:
        """Open the dialog of the decision of the player to move; ``taken`` are the cards it has
        just taken (the discard dialog underlines them). Returns the decision."""
        seat = state.to_move
        assert seat is not None
        decision = decision_of(state, seat)
        if decision is None or decision not in DIALOGS:
            raise ValueError(f"no dialog asks {decision}")
        if decision is Decision.DISCARD:
            self.discard.open(state, on_actions, taken)
        else:
            getattr(self, DIALOGS[decision]).open(state, on_actions)
        return decision


# ------------------------------------------------------------------ the table's dispatch


_PER_APP: weakref.WeakKeyDictionary[Application, FamilyDecisions] = weakref.WeakKeyDictionary()


def decisions_of(app: Application) -> FamilyDecisions:
    """The app's decision dialogs (made the first time)."""
    made = _PER_APP.get(app)
    if made is None:
        resources = load_desktop_resources()
        sound = getattr(app, "sound", None)
        made = _PER_APP[app] = FamilyDecisions(
            app, DecisionWords(resources), CardArt(app.system.fonts, resources.bitmap), sound
        )
    return made


def taken_since_deal(state: FamilyState, seat: int) -> frozenset[FamilyCard]:
    """The cards ``seat`` holds that it was not dealt: the widow, the stock, the lookers' cards."""
    if not state.dealt:
        return frozenset()
    return frozenset(state.hands[seat]) - frozenset(state.dealt[seat])


def wants_fold_question(session: FamilySession) -> bool:
    """True when you are to lead as the bidder and may fold (the table asks :func:`fold_question`
    before it takes your card, at each such lead)."""
    return session.decision is Phase.PLAY and FOLD in session.legal_actions()


class SessionDialog:
    """One kind of decision for the table: opens the decision's dialog on a session and answers
    one action at a time (see the module docstring)."""

    def __init__(self, app: Application, texts: FamilyTexts) -> None:
        self.app = app
        self.texts = texts
        self.pending: list[FamilyAction] = []
        """Actions chosen in the dialog not yet handed over (the discards after the first)."""

    def open(self, session: FamilySession, on_action: OnAction) -> None:
        while self.pending:
            action = self.pending.pop(0)
            if action in session.legal_actions():
                on_action(action)
                return
            self.pending.clear()  # the game went elsewhere: ask afresh
        decisions = decisions_of(self.app)
        players = session.players
        texts = self.texts
        if players in PLACES:  # the tables of 2 to 6 name their places; others say "Player N"
            decisions.words.seat_names = lambda seat: texts.place(place_of(players, seat))
        else:
            decisions.words.seat_names = decisions.words.default_seat_name

        def answered(actions: tuple[FamilyAction, ...]) -> None:
            if not actions:
                on_action(None)
                return
            self.pending = list(actions[1:])
            on_action(actions[0])

        self._ask(decisions, session, answered)

    def _ask(self, decisions: FamilyDecisions, session: FamilySession, answered: OnActions) -> None:
        decisions.ask(session.state, answered, taken_since_deal(session.state, HUMAN))


class FoldQuestion(SessionDialog):
    """The fold question before each lead of the bidder: ``on_action(FOLD)``, or ``on_action(None)``
    for Play On (the table then takes your card)."""

    def _ask(self, decisions: FamilyDecisions, session: FamilySession, answered: OnActions) -> None:
        decisions.fold.open(session.state, answered)


def fold_question(app: Application, texts: FamilyTexts) -> FoldQuestion:
    """The app's fold question (see :class:`FoldQuestion`)."""
    return FoldQuestion(app, texts)


for _kind in (Phase.LOOK, Phase.BID, Phase.NAME_TRUMP, Phase.NAME_SUB_TRUMP, Phase.CALL, Phase.DISCARD):
    register(_kind, SessionDialog)
