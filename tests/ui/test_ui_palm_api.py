"""The Palm OS API table (palm_os/palm_api.py): every name in it exists, docs/palm_api.md is
generated from it, and module docstrings keep no second copy."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import re
from pathlib import Path

import pytest

from palm_os.palm_api import SECTIONS, Entry, render

ROOT = Path(__file__).resolve().parents[2]
ENTRIES = [entry for section in SECTIONS for entry in section.entries]


def resolve(path: str) -> object:
    """The object a dotted path names: a module, then attributes; an attribute a class sets on its
    instances (a dataclass field, a slot, ``self.name = ...`` in its source) counts as existing."""
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            target: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        break
    else:
        raise LookupError(f"no module in {path}")
    for name in parts[cut:]:
        if hasattr(target, name):
            target = getattr(target, name)
            continue
        if isinstance(target, type) and _instance_attribute(target, name):
            return target
        raise LookupError(f"{path}: {target!r} has no {name}")
    return target


def _instance_attribute(cls: type, name: str) -> bool:
    if dataclasses.is_dataclass(cls) and name in {f.name for f in dataclasses.fields(cls)}:
        return True
    return any(re.search(rf"\bself\.{name}\b\s*(:[^=]*)?=", inspect.getsource(c)) for c in cls.__mro__[:-1])


@pytest.mark.parametrize("entry", ENTRIES, ids=[entry.palm for entry in ENTRIES])
def test_every_entry_names_something_that_exists(entry: Entry) -> None:
    target = resolve(entry.python)
    if inspect.isroutine(target):
        assert (inspect.getdoc(target) or "").strip(), f"{entry.python} has no docstring"


def test_each_palm_name_is_listed_once() -> None:
    names = [entry.palm for entry in ENTRIES]
    assert len(names) == len(set(names))


def test_the_resolver_refuses_a_name_that_is_not_there() -> None:
    with pytest.raises(LookupError):
        resolve("palm_os.window.Window.draw_everything")
    with pytest.raises(LookupError):
        resolve("palm_os.nowhere.Thing")


def test_the_document_is_generated_from_the_table() -> None:
    assert (ROOT / "docs" / "palm_api.md").read_text(encoding="utf-8") == render(), (
        "docs/palm_api.md is out of date: run python tools/palm_api.py"
    )


def test_module_docstrings_keep_no_copy_of_the_table() -> None:
    copies = []
    paths = sorted((ROOT / "palm_os").glob("*.py"))
    assert len(paths) > 20  # the screen model's modules, found where they are
    for path in paths:
        name = "palm_os" if path.stem == "__init__" else f"palm_os.{path.stem}"
        doc = importlib.import_module(name).__doc__
        if doc and re.search(r"^=+\s+=+$", doc, re.MULTILINE):
            copies.append(path.name)
    assert copies == []
