"""The examples in the core modules' docstrings run and give what they show."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "palm_pitch.cards",
    "palm_pitch.rules",
    "palm_pitch.rng",
    "palm_pitch.actions",
    "palm_pitch.auction",
    "palm_pitch.state",
    "palm_pitch.views",
    "palm_pitch.family.deck",
    "palm_pitch.family.actions",
    "palm_pitch.family.trumps",
    "palm_pitch.family.engine",
    "palm_pitch.family.variants",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0
