"""Game > Last Trick of a family game: the hand's tricks as cards, as they lay on the table.

:class:`FamilyLastTrickDialog` is the Palm game's :class:`~palm_pitch.app.dialogs_tricks.LastTrickDialog`
(``LastTrickForm``: the arrows, the scroll buttons, OK or Enter) that also shows the tricks of a
family game (:meth:`FamilyLastTrickDialog.open_family`): each card where its seat's card lies on
the family table of that size (:func:`~palm_pitch.app.family_layout.trick_slot`: the Palm cross
at 2 to 4 seats, the row of the others over your card at 5 and 6), the card that took the trick
inverted, the jokers' own faces, and under them who led and who took it. The keys 1-9 and 0 step
to the first to the tenth trick (hands of up to ten cards). The Palm game's tricks are shown as
the Palm dialog shows them, keys 1-6 and all.
"""

from __future__ import annotations

from palm_os.application import Application
from palm_os.controls import Gadget
from palm_os.events import Event, EventKind
from palm_os.fonts import FontID
from palm_os.window import Window
from palm_pitch.app import family_layout, ids
from palm_pitch.app.cards_art import CARD_HEIGHT, CARD_WIDTH, CardArt
from palm_pitch.app.dialogs_tricks import LastTrickDialog
from palm_pitch.app.family_draw import FamilyTableDrawing
from palm_pitch.app.family_texts import FamilyTexts
from palm_pitch.app.texts import Texts
from palm_pitch.family.scoring import Trick as FamilyTrick
from palm_pitch.scoring import Trick

TRICK_KEYS = "1234567890"
"""The keys that show the first to the tenth trick of a family hand."""


def trick_area(players: int) -> tuple[int, int, int, int]:
    """Left, top, width and height of the cards of a trick at a table of ``players`` (every
    seat's slot, so that a trick lies in the dialog as on the table)."""
    slots = [family_layout.trick_slot(players, seat) for seat in range(players)]
    if not family_layout.is_row(players):
        slots = [family_layout.trick_slot(4, seat) for seat in range(4)]  # the whole cross
    left, top = min(s.x for s in slots), min(s.y for s in slots)
    return left, top, max(s.x for s in slots) + CARD_WIDTH - left, max(s.y for s in slots) + CARD_HEIGHT - top


class FamilyLastTrickDialog(LastTrickDialog):
    """``LastTrickForm`` for the Palm game's tricks and a family game's (see the module docstring)."""

    def __init__(self, app: Application, texts: Texts, art: CardArt, family_texts: FamilyTexts,
                 drawing: FamilyTableDrawing) -> None:
        super().__init__(app, texts, art)
        self.family_texts = family_texts
        self.drawing = drawing
        self.players: int | None = None
        """The seats of the family game whose tricks are shown (None: the Palm game's)."""

    def open(self, tricks: tuple[Trick, ...]) -> None:
        self.players = None
        super().open(tricks)

    def open_family(self, tricks: tuple[FamilyTrick, ...], players: int) -> None:
        """The dialog on the last finished one of ``tricks`` (``NoTrickAlert`` when there is none)."""
        self.players = players
        super().open(tuple(trick for trick in tricks if trick.winner is not None))  # type: ignore[misc]

    def handle_event(self, event: Event) -> bool:
        form = self._form()
        if (form is not None and self.players is not None and event.kind == EventKind.keyDownEvent
                and event.chr < 0x100 and chr(event.chr) in TRICK_KEYS):
            self.step(form, TRICK_KEYS.index(chr(event.chr)) - self.index)
            return True
        return super().handle_event(event)

    def _place(self, seat: int) -> str:
        assert self.players is not None
        return self.family_texts.place(family_layout.place_of(self.players, seat))

    def caption(self, trick: Trick) -> str:
        if self.players is None:
            return super().caption(trick)
        winner = trick.winner if trick.winner is not None else trick.leader
        return self.texts.get(ids.LastTrickLedString, self._place(trick.leader), self._place(winner))

    def draw(self, gadget: Gadget, window: Window) -> None:
        players = self.players
        if players is None:
            super().draw(gadget, window)
            return
        b = gadget.bounds
        window.erase_rectangle(b)
        if not self.tricks:
            return
        trick: FamilyTrick = self.tricks[self.index]  # type: ignore[assignment]
        left, top, width, height = trick_area(players)
        x0 = b.x + (b.width - width) // 2 - left
        y0 = b.y + 2 - top
        for play in trick.plays:
            slot = family_layout.trick_slot(players, play.seat)
            face = self.drawing.face(play.card, inverted=play.seat == trick.winner)
            window.draw_bitmap(face, x0 + slot.x, y0 + slot.y)
        window.push_draw_state()
        window.set_font(FontID.stdFont)
        text = self.caption(trick)  # type: ignore[arg-type]
        text_width = window.font.text_width(text)
        window.draw_chars(text, b.x + max(0, (b.width - text_width) // 2), b.y + 2 + height + 2)
        window.pop_draw_state()


__all__ = ["FamilyLastTrickDialog", "trick_area"]
