"""The examples in the ui modules' docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import palm_pitch.ui

MODULES = sorted(m.name for m in pkgutil.iter_modules(palm_pitch.ui.__path__, "palm_pitch.ui."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
