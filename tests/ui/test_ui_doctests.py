"""The examples in the ui modules' docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import palm_os

MODULES = sorted(m.name for m in pkgutil.iter_modules(palm_os.__path__, "palm_os."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
