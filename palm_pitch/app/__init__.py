"""The Pitch application written against the Palm screen model, plus its saved data.

``create_app(seed=..., data_dir=..., resume=True)`` (in ``pitch_app``) is what the front ends call:
it returns the started :class:`~palm_pitch.app.pitch_app.PitchApp`, an ``Application`` of the
screen model. ``savedata`` defines the app's own Palm databases (saved game, preferences,
statistics) at the byte level, so the desktop app and the C build on the device read and write
the same files. The other modules, smallest first: ``ids`` (resource IDs from the header),
``resources`` (the compiled ``pitch.rcp`` for the screen model), ``texts``, ``cards_art``,
``layout``, ``session`` (the game and its steps, take-backs),
``persistence`` (saves, the data folder's lock, exports), ``memopad`` (Export into the
Memo Pad's database), ``stats`` (counting your record),
``game`` (the flow on the table), ``table_draw`` (its drawing), the dialogs ``bid``, ``summary``,
``dialogs_deal`` (the hands as dealt), ``dialogs_points`` (points so far), ``prefs``,
``dialogs_text`` (rules and keyboard), ``dialogs_tricks``, ``dialogs_records``, and ``pitch_app``
(each named as its C twin in device/app/, whose README gives the table); ``gremlins`` feeds the app
random input and checks it against the engine. This package's front door is ``create_app`` (and
``PitchApp``, ``DataDirInUse``, raised when another Pitch has the data folder, and
``pitch_prc``, the bytes of ``Pitch.prc``; and for the terminal game, which plays and saves the
window's game without its screen, ``GameSession``, ``Storage``, ``points_so_far`` and
``hint_for``, and ``family_hint_for`` and ``family_bid_hint_for`` for the family's): the front
ends import nothing else of it (``tests/test_layering.py``).
"""

from palm_pitch.app.dialogs_points import tally as points_so_far
from palm_pitch.app.family_hints import family_bid_hint_for, family_hint_for
from palm_pitch.app.hints import hint_for
from palm_pitch.app.persistence import DataDirInUse, Storage
from palm_pitch.app.pitch_app import PitchApp, create_app
from palm_pitch.app.resources import pitch_prc
from palm_pitch.app.session import GameSession

__all__ = ["DataDirInUse", "GameSession", "PitchApp", "Storage", "create_app", "family_bid_hint_for",
           "family_hint_for", "hint_for",
           "pitch_prc", "points_so_far"]
