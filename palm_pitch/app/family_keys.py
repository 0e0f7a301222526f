"""Options > Keyboard on the desktop: the Palm game's keys, then those of the family's games.

:class:`FamilyKeysDialog` is the Palm game's :class:`~palm_pitch.app.dialogs_text.KeysDialog`
(``KeysForm``, the packed ``KeyboardText``) with ``FamilyKeyboardText`` of ``family.rcp`` under
it: the table's card keys for hands of up to ten cards, Game > Variant, Undo and Last Trick in a
family game, and the keys of each decision's dialog (the bid, look or blind, trump, the fold, the
call, the discards, the list of choices). The device profile keeps the Palm dialog alone.
"""

from __future__ import annotations

from palm_pitch.app import ids
from palm_pitch.app.dialogs_text import KeysDialog


class FamilyKeysDialog(KeysDialog):
    """``KeysForm`` with the family's keys after the Palm game's."""

    def text(self) -> str:
        return super().text().rstrip("\n") + "\n\n" + self.resources.packed_text(ids.FamilyKeyboardText)


__all__ = ["FamilyKeysDialog"]
