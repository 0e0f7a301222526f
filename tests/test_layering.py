"""The dependency graph of docs/architecture.md, read from the source with ``ast`` and enforced.

Every Python module of the packages is parsed and each import (``import``, ``from ... import``,
relative or not, at any depth of the module) is checked against the graph:

* the pure core in its own order: ``cards``, ``actions``, ``rules``, ``auction``, ``rng``,
  ``scoring``, ``state``, ``views``, ``record``, ``players``, ``match``, ``duel`` - a core module imports only
  modules before it (and its own package), and nothing that does I/O, reads a clock, draws random
  numbers of its own or shows a window;
* ``palm_sdk`` imports nothing but the standard library (and itself);
* ``prc_tools`` imports only ``palm_sdk`` and construct (Pillow only where the compiler reads
  image files, ``prc_tools.rcp``);
* ``palm_pitch.ui`` imports only ``palm_sdk``, ``prc_tools`` (in ``ui.compiled`` alone) and
  Pillow: nothing of the game;
* ``palm_pitch.app`` never imports the front ends;
* ``palm_pitch.frontends`` imports the screen model, the core and the app's front door
  (``palm_pitch.app`` itself, never a module inside it);
* ``palm_pitch.cengine`` (the C engine's binding) only the core;
* the emulator imports ``palm_sdk``, ``prc_tools``, ``palm_pitch.ui`` and the shells of
  ``palm_pitch.frontends``, never the app, the core or the Pitch front ends;
* nothing imports the emulator; ``palm_pitch.frontends.tk`` is the only tkinter import.

A test of the test gives the checker one edge of each kind the graph forbids and sees it
refused, and the edges it allows and sees them pass.
"""

from __future__ import annotations

import ast
import sys
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("palm_pitch", "prc_tools", "palm_sdk", "emulator")

CORE_ORDER = (
    "palm_pitch.cards",
    "palm_pitch.actions",
    "palm_pitch.rules",
    "palm_pitch.auction",
    "palm_pitch.rng",
    "palm_pitch.scoring",
    "palm_pitch.state",
    "palm_pitch.views",
    "palm_pitch.record",
    "palm_pitch.players",
    "palm_pitch.match",
    "palm_pitch.duel",
    "palm_pitch.family.deck",
    "palm_pitch.family.rules",
    "palm_pitch.family.variants",
    "palm_pitch.family.actions",
    "palm_pitch.family.trumps",
    "palm_pitch.family.scoring",
    "palm_pitch.family.engine",
    "palm_pitch.family.views",
    "palm_pitch.family.players",
    "palm_pitch.family.match",
    "palm_pitch.family.record",
    "palm_pitch.family",
)
"""The core, lowest first: each imports only those before it (DESIGN's chain, with the modules
it leaves out, and ``scoring`` below ``state``, which scores the hands it plays); ``duel``
(duplicate matches between two players) is above ``match``. The family engine
(``palm_pitch.family``: every game of the High-Low-Jack family) sits above the Palm game's core,
whose cards, PRNG, refusal error and rulesets it uses, in its own order."""

# Standard-library modules that would give the core I/O, a clock or hidden randomness.
IMPURE_STDLIB = {
    "os", "sys", "io", "pathlib", "time", "datetime", "random", "secrets", "socket",
    "subprocess", "threading", "asyncio", "shutil", "tempfile", "tkinter", "ctypes",
}
OURS = set(PACKAGES)
EMULATOR_SHELLS = (
    "palm_pitch.frontends.shell",
    "palm_pitch.frontends.script",
    "palm_pitch.frontends.silkscreen",
    "palm_pitch.frontends.tk",
)


def _module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_module(name: str, root: Path = ROOT) -> bool:
    """Whether ``name`` is a module or package of the tree (not an attribute of one)."""
    path = root.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def imports_of(source: str, module: str, is_package: bool, root: Path = ROOT) -> list[str]:
    """The modules ``source`` (the text of ``module``) imports, absolute, at any depth.

    ``from a import b`` is module ``a``, and ``a.b`` too when ``a.b`` is a module of the tree.
    """
    package = module if is_package else module.rpartition(".")[0]
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                name = ".".join([*base, node.module] if node.module else base)
            else:
                name = node.module or ""
            found.append(name)
            found.extend(
                f"{name}.{alias.name}" for alias in node.names if _is_module(f"{name}.{alias.name}", root)
            )
    return found


@cache
def _modules(root: Path = ROOT) -> list[tuple[str, list[str]]]:
    result = []
    for package in PACKAGES:
        folder = root / package
        for path in sorted(folder.rglob("*.py")) if folder.exists() else []:
            name = _module_name(path, root)
            source = path.read_text(encoding="utf-8")
            result.append((name, imports_of(source, name, path.name == "__init__.py", root)))
    return result


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def _core_rank(name: str) -> int | None:
    for rank, core in enumerate(CORE_ORDER):
        if _within(name, core):
            return rank
    return None


def forbidden(module: str, imported: str) -> str | None:
    """Why ``module`` may not import ``imported``, or None if the graph allows it."""
    top = imported.split(".")[0]
    ours = top in OURS
    stdlib = top in sys.stdlib_module_names
    if top == "tkinter" and module != "palm_pitch.frontends.tk":
        return "palm_pitch.frontends.tk is the only tkinter import"
    if top == "emulator" and not _within(module, "emulator"):
        return "nothing imports the emulator"
    if _within(module, "palm_sdk"):
        if not (stdlib or _within(imported, "palm_sdk")):
            return "palm_sdk imports nothing but the standard library"
        return None
    if _within(module, "prc_tools"):
        if ours and not (_within(imported, "palm_sdk") or _within(imported, "prc_tools")):
            return "prc_tools imports only palm_sdk of ours"
        if not (ours or stdlib or top == "construct" or (top == "PIL" and _within(module, "prc_tools.rcp"))):
            return "prc_tools imports only construct (and Pillow where it reads images)"
        return None
    rank = _core_rank(module)
    if rank is not None:
        if top in IMPURE_STDLIB or not (stdlib or ours):
            return "the pure core does no I/O, reads no clock, draws no random numbers of its own"
        if ours:
            other = _core_rank(imported)
            if imported != "palm_pitch" and (other is None or other > rank):
                return "the core imports only core modules below it"
        return None
    if _within(module, "palm_pitch.ui"):
        if _within(imported, "prc_tools") and module != "palm_pitch.ui.compiled":
            return "only palm_pitch.ui.compiled reads compiled resources"
        if ours and not any(_within(imported, p) for p in ("palm_sdk", "prc_tools", "palm_pitch.ui")):
            return "ui mirrors Palm OS and knows nothing of the game"
        if not (ours or stdlib or top == "PIL"):
            return "ui imports only palm_sdk, prc_tools and Pillow"
        return None
    if _within(module, "palm_pitch.app"):
        if _within(imported, "palm_pitch.frontends") or _within(imported, "palm_pitch.cli"):
            return "the app never imports its front ends"
        return None
    if _within(module, "palm_pitch.frontends"):
        if _within(imported, "palm_pitch.app") and imported != "palm_pitch.app":
            return "front ends use the app's front door (palm_pitch.app), not its insides"
        if _within(imported, "palm_pitch.cli") or _within(imported, "prc_tools"):
            return "front ends move events in and pixels out"
        return None
    if _within(module, "palm_pitch.cengine"):
        if ours and _core_rank(imported) is None and not _within(imported, "palm_pitch.cengine"):
            return "the C engine's binding imports only the core"
        return None
    if _within(module, "emulator"):
        if ours and not (
            _within(imported, "emulator")
            or _within(imported, "palm_sdk")
            or _within(imported, "prc_tools")
            or _within(imported, "palm_pitch.ui")
            or any(_within(imported, shell) for shell in EMULATOR_SHELLS)
            or imported in ("palm_pitch", "palm_pitch.frontends")
        ):
            return "the emulator runs the .prc on palm_sdk, prc_tools, the screen model and the shells"
        return None
    return None


def test_every_import_follows_the_dependency_graph() -> None:
    modules = _modules()
    names = {name for name, _ in modules}
    assert {"palm_pitch.state", "palm_pitch.ui.system", "prc_tools.compiler", "palm_sdk.keys"} <= names
    violations = [
        f"{module} imports {imported}: {reason}"
        for module, imports in modules
        for imported in imports
        if (reason := forbidden(module, imported))
    ]
    assert violations == []


def test_every_module_of_the_game_has_a_place_in_the_graph() -> None:
    """A new top-level module of palm_pitch must be placed (core, shell ...) before it is checked."""
    placed = (*CORE_ORDER, "palm_pitch.ui", "palm_pitch.app", "palm_pitch.frontends", "palm_pitch.cengine")
    shells = {"palm_pitch", "palm_pitch.cli", "palm_pitch.__main__", "palm_pitch.duel_command",
              "palm_pitch.family_command"}
    unplaced = [
        name
        for name, _ in _modules()
        if _within(name, "palm_pitch") and name not in shells and not any(_within(name, p) for p in placed)
    ]
    assert unplaced == []


@pytest.mark.parametrize(
    ("module", "imported"),
    [
        ("palm_pitch.state", "random"),
        ("palm_pitch.players.heuristic", "time"),
        ("palm_pitch.rules", "numpy"),
        ("palm_pitch.cards", "palm_pitch.ui.forms"),
        ("palm_pitch.cards", "palm_pitch.rules"),  # above it in the core
        ("palm_pitch.state", "palm_pitch.views"),
        ("palm_pitch.family.engine", "palm_pitch.family.players"),
        ("palm_pitch.family.deck", "random"),
        ("palm_pitch.state", "palm_pitch.family.engine"),
        ("palm_pitch.scoring", "palm_pitch.state"),
        ("palm_pitch.match", "prc_tools.compiler"),
        ("palm_pitch.views", "palm_pitch.app.session"),
        ("palm_sdk.keys", "construct"),
        ("palm_sdk.keys", "palm_pitch.ui.events"),
        ("palm_sdk.keys", "prc_tools.formats"),
        ("prc_tools.compiler", "palm_pitch.cards"),
        ("prc_tools.formats.form", "palm_pitch.ui.forms"),
        ("prc_tools.formats.bitmap", "PIL.Image"),
        ("prc_tools.cli", "numpy"),
        ("palm_pitch.ui.forms", "palm_pitch.state"),
        ("palm_pitch.ui.system", "palm_pitch.app"),
        ("palm_pitch.ui.forms", "prc_tools.formats"),
        ("palm_pitch.ui.window", "numpy"),
        ("palm_pitch.app.table", "tkinter"),
        ("palm_pitch.app.pitch_app", "palm_pitch.frontends.shell"),
        ("palm_pitch.app.gremlins", "palm_pitch.cli"),
        ("palm_pitch.frontends.headless", "palm_pitch.app.pitch_app"),
        ("palm_pitch.frontends.shell", "prc_tools.formats"),
        ("palm_pitch.cengine.game", "palm_pitch.ui.forms"),
        ("emulator.traps.forms", "palm_pitch.app"),
        ("emulator.traps.forms", "palm_pitch.app.resources"),
        ("emulator.cli", "palm_pitch.frontends.headless"),
        ("emulator.machine", "palm_pitch.state"),
        ("palm_pitch.app.table", "emulator.machine"),
        ("palm_pitch.ui.system", "emulator"),
        ("prc_tools.cli", "emulator.loader"),
        ("palm_pitch.frontends.shell", "tkinter"),
    ],
)
def test_the_checker_refuses_each_forbidden_edge(module: str, imported: str) -> None:
    assert forbidden(module, imported) is not None


@pytest.mark.parametrize(
    ("module", "imported"),
    [
        ("palm_pitch.state", "palm_pitch.cards"),
        ("palm_pitch.state", "palm_pitch.scoring"),
        ("palm_pitch.match", "palm_pitch.players.base"),
        ("palm_pitch.players.heuristic", "palm_pitch.players.base"),
        ("palm_pitch.record", "json"),
        ("palm_sdk.traps", "re"),
        ("palm_sdk.c_header", "palm_sdk.traps"),
        ("prc_tools.formats.form", "palm_sdk.controls"),
        ("prc_tools.formats.form", "construct"),
        ("prc_tools.rcp.images", "PIL.Image"),
        ("palm_pitch.ui.forms", "palm_sdk.forms"),
        ("palm_pitch.ui.compiled", "prc_tools.formats"),
        ("palm_pitch.app.table", "palm_pitch.ui.forms"),
        ("palm_pitch.app.persistence", "prc_tools"),
        ("palm_pitch.app.savedata", "construct"),
        ("palm_pitch.frontends.headless", "palm_pitch.app"),
        ("palm_pitch.frontends.text_game", "palm_pitch.state"),
        ("palm_pitch.frontends.tk", "tkinter"),
        ("palm_pitch.cli", "palm_pitch.frontends.headless"),
        ("palm_pitch.cengine.game", "palm_pitch.state"),
        ("palm_pitch.cengine._library", "ctypes"),
        ("emulator.machine", "palm_pitch.ui.framebuffer"),
        ("emulator.cli", "palm_pitch.frontends.script"),
        ("emulator.traps.forms", "palm_pitch.ui.compiled"),
        ("emulator.cpu", "unicorn"),
    ],
)
def test_the_checker_allows_the_designed_edges(module: str, imported: str) -> None:
    assert forbidden(module, imported) is None


def test_imports_are_read_at_every_depth_relative_and_as_submodules(tmp_path: Path) -> None:
    (tmp_path / "pkg" / "sub").mkdir(parents=True)
    for name in ("pkg/__init__.py", "pkg/sub/__init__.py", "pkg/sub/leaf.py", "pkg/other.py"):
        (tmp_path / name).write_text("")
    source = (
        "from . import leaf\n"
        "from ..other import thing\n"
        "def f():\n"
        "    import tkinter\n"
        "    from pkg.sub import leaf, attribute\n"
    )
    found = imports_of(source, "pkg.sub.mod", False, tmp_path)
    assert found == ["pkg.sub", "pkg.sub.leaf", "pkg.other", "tkinter", "pkg.sub", "pkg.sub.leaf"]
