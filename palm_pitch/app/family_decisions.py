"""Which dialog asks you for each kind of decision of a family game: the dispatch table.

The table of a family game (:mod:`palm_pitch.app.family_table`) plays your cards itself, and takes
the kinds registered in :data:`TABLE_MODES` by taps on your cards (:class:`TableMode`); for every
other kind of decision - look or not, your bid, naming trump or
sub-trump, calling a partner, discarding - it opens the dialog that :func:`dialog_for` gives. A
module that builds the dialog of a kind registers it in :data:`DECISION_DIALOGS` (with
:func:`register`); a kind nobody registered falls back on :class:`ChoiceDialog
<palm_pitch.app.family_choice.ChoiceDialog>`, which lists your legal actions by name, so every
variant can be played whatever dialogs exist.

A dialog is built once per app (``factory(app, texts)``, ``texts`` the app's
:class:`~palm_pitch.app.family_texts.FamilyTexts`) and then opened for each decision:
``dialog.open(session, on_action)``; it calls ``on_action(action)`` with one of
``session.legal_actions()``, or ``on_action(None)`` when it closed without one (the table asks
again).

>>> from palm_pitch.family.engine import Phase
>>> Phase.PLAY in TABLE_MODES, Phase.BID in TABLE_MODES
(True, False)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from palm_os.application import Application
from palm_pitch.app.family_session import FamilySession
from palm_pitch.app.family_texts import FamilyTexts
from palm_pitch.family.actions import FamilyAction
from palm_pitch.family.engine import Phase

OnAction = Callable[[FamilyAction | None], None]
"""What a decision dialog calls when it closes: your action, or None (closed without one)."""


class DecisionDialog(Protocol):
    """A dialog that asks you for one kind of decision."""

    def open(self, session: FamilySession, on_action: OnAction) -> None:
        """Show the dialog for the decision ``session`` asks of you now."""


DialogFactory = Callable[[Application, FamilyTexts], DecisionDialog]
"""Builds a kind's dialog for an app (called once, when the app first needs it)."""

class TableMode(Protocol):
    """A decision taken on the table itself, with taps on your cards: discarding (mark the cards,
    then the button beside the status line). The table keeps the marks (card indexes of your
    hand, drawn raised) and passes the taps, the card keys and the button on to the mode."""

    def tap(self, session: FamilySession, marked: frozenset[int], index: int) -> frozenset[int]:
        """Your tap (or card key) on card ``index`` of your hand: the cards marked after it."""

    def confirm(self, session: FamilySession, marked: frozenset[int]) -> FamilyAction | str:
        """The button (or Enter): the action to take, or the reason there is none yet (shown in
        the status line)."""

    def status(self, session: FamilySession, marked: frozenset[int]) -> str:
        """The status line while the decision waits."""


TABLE_MODES: dict[Phase, TableMode | None] = {Phase.PLAY: None}
"""The kinds of decision the table takes by taps on your cards rather than in a dialog: PLAY is
the table's own (a card raised, then Play); a kind registered with :func:`register_table_mode`
is taken by its :class:`TableMode`."""


def register_table_mode(kind: Phase, mode: TableMode) -> TableMode:
    """Take decisions of ``kind`` on the table with ``mode`` (instead of a dialog)."""
    TABLE_MODES[kind] = mode
    return mode


DECISION_DIALOGS: dict[Phase, DialogFactory] = {}
"""The dialog of each kind of decision that has one of its own (fill with :func:`register`)."""


def register(kind: Phase, factory: DialogFactory) -> DialogFactory:
    """Make ``factory``'s dialog the one that asks for ``kind`` (returns it, for use as a decorator
    of the dialog's class)."""
    DECISION_DIALOGS[kind] = factory
    return factory


def dialog_factory(kind: Phase) -> DialogFactory:
    """The factory of the dialog for ``kind``: the registered one, else the list of choices."""
    from palm_pitch.app import decision_dialogs  # noqa: F401  (registers the variants' own dialogs)
    from palm_pitch.app.family_choice import ChoiceDialog

    return DECISION_DIALOGS.get(kind, ChoiceDialog)


class DecisionDialogs:
    """The app's decision dialogs, each built the first time one of its kinds comes up: one per
    factory, since a dialog owns its form's event handler (kinds that share a factory share it)."""

    def __init__(self, app: Application, texts: FamilyTexts) -> None:
        self.app = app
        self.texts = texts
        self._built: dict[DialogFactory, DecisionDialog] = {}

    def dialog_for(self, kind: Phase) -> DecisionDialog:
        factory = dialog_factory(kind)
        dialog = self._built.get(factory)
        if dialog is None:
            dialog = self._built[factory] = factory(self.app, self.texts)
        return dialog

    def open(self, kind: Phase, session: FamilySession, on_action: OnAction) -> None:
        """Ask for the decision of ``kind`` that ``session`` waits for."""
        self.dialog_for(kind).open(session, on_action)
