"""The examples in prc_tools' and savedata's docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import prc_tools

MODULES = sorted(
    {info.name for info in pkgutil.walk_packages(prc_tools.__path__, "prc_tools.")}
    | {"palm_pitch.app.savedata"}
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
