"""Database file names: one function, used by the app's saves and by the emulated Data Manager."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from palm_pitch.app import persistence
from palm_pitch.app.savedata import Preferences, SavedGame, Statistics
from prc_tools import database_file_name

NAMES = st.text(st.characters(min_codepoint=1, max_codepoint=0xFF), min_size=1, max_size=20)


def test_the_app_s_saves_are_named_by_it() -> None:
    assert (
        database_file_name(SavedGame.DATABASE),
        database_file_name(Preferences.DATABASE),
        database_file_name(Statistics.DATABASE),
    ) == (persistence.GAME_FILE, persistence.PREFS_FILE, persistence.STATS_FILE)
    assert persistence.GAME_FILE == "PitchSave-PPch.pdb"  # where earlier versions saved the game


@given(NAMES, NAMES)
def test_two_names_never_share_a_file(one: str, two: str) -> None:
    if one != two:
        assert database_file_name(one) != database_file_name(two)


@given(NAMES, st.booleans())
def test_every_name_is_a_plain_file_name(name: str, resource: bool) -> None:
    file = database_file_name(name, resource)
    stem, _, extension = file.rpartition(".")
    assert extension == ("prc" if resource else "pdb")
    assert not set('/\\:*?"<>|') & set(stem) and not stem.startswith(".")
    assert all(ord(ch) >= 0x20 for ch in stem)


@pytest.mark.parametrize("name", ["", "x" * 32, "nul\0inside"])
def test_what_no_database_is_called_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match="not a database name"):
        database_file_name(name)
