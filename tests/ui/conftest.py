"""Fixtures of the screen-model tests: the system fonts (read once) and a blank screen."""

from __future__ import annotations

import pytest

from palm_pitch.ui.fonts import FontSet
from palm_pitch.ui.system_resources import system_fonts
from palm_pitch.ui.window import Screen


@pytest.fixture(scope="session")
def fonts() -> FontSet:
    return system_fonts()


@pytest.fixture
def screen(fonts: FontSet) -> Screen:
    return Screen(fonts)
