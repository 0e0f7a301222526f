"""The dependency graph of docs/architecture.md, read from the source with ``ast`` and enforced.

Every Python module of the packages is parsed and each import (``import``, ``from ... import``,
relative or not, at any depth of the module) is checked against the graph. The graph denies by
default: every module must be named by a rule (:data:`RULES`: a package, or a module of the game
named one by one), and a rule lists what its modules may import; anything else is refused.

* ``palm_sdk`` (the SDK's facts) imports nothing but the standard library;
* ``prc_tools`` (databases) imports ``palm_sdk`` and construct (Pillow where the compiler reads
  image files, ``prc_tools.rcp``);
* ``palm_os`` (the reproduced Palm OS and its shells) imports ``palm_sdk`` and ``prc_tools`` (in
  ``palm_os.compiled`` alone); its managers never import its shells; ``palm_os.shells.tk`` is the
  only tkinter import; nothing of any application;
* ``emulator`` imports ``palm_sdk``, ``prc_tools``, ``palm_os`` and unicorn, never ``palm_pitch``;
  nothing imports the emulator;
* the game's pure core in its own order: ``cards``, ``actions``, ``rules``, ``auction``, ``rng``,
  ``scoring``, ``state``, ``views``, ``record``, ``players``, ``match``, ``duel`` - a core module
  imports only modules before it, and nothing that does I/O, reads a clock, draws random numbers of
  its own or shows a window;
* ``palm_pitch.cengine`` (the C engine's binding) only the core and ctypes;
* ``palm_pitch.app`` the core, ``palm_sdk``, ``prc_tools``, ``palm_os`` (not its shells) and
  construct, never the front ends;
* ``palm_pitch.frontends`` the core, ``palm_os`` and its shells, and the app's front door
  (``palm_pitch.app`` itself, never a module inside it);
* the command lines (``palm_pitch.cli`` ...) anything of the game, ``palm_os``, ``prc_tools``.

Tests of the test give the checker one edge of each kind the graph forbids and see it refused, the
edges it allows and see them pass, and a module no rule names and see it refused.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("palm_sdk", "prc_tools", "palm_os", "emulator", "palm_pitch")
OURS = frozenset(PACKAGES)

CORE_ORDER = (
    "palm_pitch.cards",
    "palm_pitch.actions",
    "palm_pitch.rules",
    "palm_pitch.auction",
    "palm_pitch.rng",
    "palm_pitch.scoring",
    "palm_pitch.state",
    "palm_pitch.engine",
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
    "palm_pitch.family.state",
    "palm_pitch.family.hand_end",
    "palm_pitch.family.tricks",
    "palm_pitch.family.stages",
    "palm_pitch.family.auction",
    "palm_pitch.family.deal",
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
IMPURE_STDLIB = frozenset({
    "os", "sys", "io", "pathlib", "time", "datetime", "random", "secrets", "socket",
    "subprocess", "threading", "asyncio", "shutil", "tempfile", "tkinter", "ctypes",
})


@dataclass(frozen=True)
class Rule:
    """What the modules a rule names may import: packages or modules of ours (a name covers its
    submodules), third-party top-level packages, and whether the standard library is allowed."""

    why: str
    ours: tuple[str, ...]
    third_party: tuple[str, ...] = ()
    stdlib: bool = True
    pure: bool = False
    """Refuse the impure standard library (I/O, clocks, randomness, windows)."""
    denied: tuple[str, ...] = ()
    """Parts of what :attr:`ours` allows that are refused all the same."""


THE_CORE = "the core"
"""Stands in :attr:`Rule.ours` for the core modules below the importing one (the core's order)."""

GAME_TOOLS = ("palm_pitch", "palm_os", "prc_tools", "palm_sdk")

RULES: dict[str, Rule] = {
    "palm_sdk": Rule("palm_sdk imports nothing but the standard library", ("palm_sdk",)),
    "prc_tools": Rule("prc_tools imports only palm_sdk of ours, and construct", ("palm_sdk", "prc_tools"),
                      ("construct",)),
    "prc_tools.rcp": Rule("the resource compiler imports palm_sdk, prc_tools, construct and Pillow",
                          ("palm_sdk", "prc_tools"), ("construct", "PIL")),
    "palm_os": Rule("palm_os mirrors Palm OS: palm_sdk alone, nothing of an application or its shells",
                    ("palm_sdk", "palm_os"), denied=("palm_os.shells",)),
    "palm_os.compiled": Rule("palm_os.compiled turns compiled resources into forms",
                             ("palm_sdk", "palm_os", "prc_tools"), denied=("palm_os.shells",)),
    "palm_os.shells": Rule("the shells move events in and pixels out of any Palm application",
                           ("palm_sdk", "palm_os")),
    "palm_os.shells.tk": Rule("the Tk window", ("palm_sdk", "palm_os"), ("tkinter",)),
    "emulator": Rule("the emulator runs a .prc on palm_sdk, prc_tools, palm_os and unicorn",
                     ("emulator", "palm_sdk", "prc_tools", "palm_os"), ("unicorn",)),
    **{core: Rule("the pure core imports only core modules below it, and does no I/O", (THE_CORE,),
                  pure=True) for core in CORE_ORDER},
    "palm_pitch.players.levels": Rule("the levels reach the C engine's search players where it is built",
                                      (THE_CORE, "palm_pitch.cengine"), pure=True),
    "palm_pitch.ladder": Rule("the ladder plays duels of the levels in worker processes", (THE_CORE,)),
    "palm_pitch.cengine": Rule("the C engine's binding imports only the core (and ctypes)",
                               (THE_CORE, "palm_pitch.cengine")),
    "palm_pitch.app": Rule("the app joins the core and palm_os, never its front ends",
                           (THE_CORE, "palm_pitch.app", "palm_pitch.cengine", "palm_os", "prc_tools",
                            "palm_sdk"), ("construct",), denied=("palm_os.shells",)),
    "palm_pitch.frontends": Rule("the game's front ends use the core, palm_os and the app's front door",
                                 (THE_CORE, "palm_pitch.frontends", "palm_os", "palm_sdk")),
    "palm_pitch": Rule("the package's front door", (THE_CORE,)),
    "palm_pitch.__main__": Rule("python -m palm_pitch", ("palm_pitch.cli",)),
    "palm_pitch.cli": Rule("the command line", GAME_TOOLS),
    "palm_pitch.duel_command": Rule("the duel command", GAME_TOOLS),
    "palm_pitch.family_command": Rule("the family's commands", GAME_TOOLS),
    "palm_pitch.family_saves": Rule("the family's text game saved in the terminal's data folder", GAME_TOOLS),
}
"""Every module of the tree is named here, by itself or by a package it is in (the longest name
wins); a module no rule names is refused (deny by default). ``palm_pitch`` names the package's
``__init__`` alone: each module of the game is named one by one."""

FRONT_DOOR = "palm_pitch.app"
"""The one module of the app a front end may import."""

EXACT = {"palm_pitch"}
"""Rules that name a module alone, not the modules inside it."""


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


def rule_of(module: str) -> Rule | None:
    """The rule that names ``module``: the longest name it is within, or None (no rule names it)."""
    named = [name for name in RULES if module == name or (name not in EXACT and _within(module, name))]
    return RULES[max(named, key=len)] if named else None


def _allowed_ours(module: str, imported: str, rule: Rule) -> bool:
    for allowed in rule.ours:
        if allowed == THE_CORE:
            rank, other = _core_rank(module), _core_rank(imported)
            if imported == "palm_pitch" or (other is not None and (rank is None or other <= rank)):
                return True
        elif _within(imported, allowed):
            return True
    return False


def forbidden(module: str, imported: str) -> str | None:
    """Why ``module`` may not import ``imported``, or None if the graph allows it."""
    rule = rule_of(module)
    if rule is None:
        return f"no rule names {module}: add it to RULES in tests/test_layering.py"
    top = imported.split(".")[0]
    if top == "emulator" and not _within(module, "emulator"):
        return "nothing imports the emulator"
    if top == "tkinter" and module != "palm_os.shells.tk":
        return "palm_os.shells.tk is the only tkinter import"
    if top in OURS:
        if _within(module, "palm_pitch.frontends") and _within(imported, "palm_pitch.app"):
            return None if imported == FRONT_DOOR else (
                "front ends use the app's front door (palm_pitch.app), not its insides")
        if any(_within(imported, denied) for denied in rule.denied):
            return f"{rule.why} (not {imported})"
        return None if _allowed_ours(module, imported, rule) else rule.why
    if top in sys.stdlib_module_names:
        if rule.pure and top in IMPURE_STDLIB:
            return "the pure core does no I/O, reads no clock, draws no random numbers of its own"
        return None if rule.stdlib else rule.why
    return None if top in rule.third_party else f"{rule.why} (not {top})"


def test_every_import_follows_the_dependency_graph() -> None:
    modules = _modules()
    names = {name for name, _ in modules}
    assert {"palm_pitch.state", "palm_os.system", "prc_tools.compiler", "palm_sdk.keys"} <= names
    violations = [
        f"{module} imports {imported}: {reason}"
        for module, imports in modules
        for imported in imports
        if (reason := forbidden(module, imported))
    ]
    assert violations == []


def test_every_module_is_named_by_a_rule() -> None:
    """Deny by default: a new module is refused until a rule of RULES names it."""
    unnamed = [name for name, _ in _modules() if rule_of(name) is None]
    assert unnamed == []


@pytest.mark.parametrize("module", ["palm_pitch.new_module", "palm_pitch.new_package.part", "tools_of_ours"])
def test_a_module_no_rule_names_is_refused(module: str) -> None:
    assert rule_of(module) is None
    reason = forbidden(module, "json")
    assert reason is not None and "no rule names" in reason


def test_the_emulator_and_palm_os_import_nothing_of_the_game() -> None:
    offending = [
        f"{module} imports {imported}"
        for module, imports in _modules()
        if _within(module, "emulator") or _within(module, "palm_os")
        for imported in imports
        if _within(imported, "palm_pitch")
    ]
    assert offending == []


@pytest.mark.parametrize(
    ("module", "imported"),
    [
        ("palm_pitch.state", "random"),
        ("palm_pitch.players.heuristic", "time"),
        ("palm_pitch.rules", "numpy"),
        ("palm_pitch.cards", "palm_os.forms"),
        ("palm_pitch.cards", "palm_pitch.rules"),  # above it in the core
        ("palm_pitch.state", "palm_pitch.views"),
        ("palm_pitch.family.engine", "palm_pitch.family.players"),
        ("palm_pitch.family.deck", "random"),
        ("palm_pitch.state", "palm_pitch.family.engine"),
        ("palm_pitch.scoring", "palm_pitch.state"),
        ("palm_pitch.match", "prc_tools.compiler"),
        ("palm_pitch.views", "palm_pitch.app.session"),
        ("palm_sdk.keys", "construct"),
        ("palm_sdk.keys", "palm_os.events"),
        ("palm_sdk.keys", "prc_tools.formats"),
        ("prc_tools.compiler", "palm_pitch.cards"),
        ("prc_tools.formats.form", "palm_os.forms"),
        ("prc_tools.formats.bitmap", "PIL.Image"),
        ("prc_tools.cli", "numpy"),
        ("palm_os.forms", "palm_pitch.state"),
        ("palm_os.system", "palm_pitch.app"),
        ("palm_os.forms", "prc_tools.formats"),
        ("palm_os.window", "numpy"),
        ("palm_os.window", "palm_os.shells.shell"),
        ("palm_os.shells.shell", "palm_pitch.app"),
        ("palm_os.shells.script", "palm_pitch.frontends.headless"),
        ("palm_os.shells.shell", "prc_tools.formats"),
        ("palm_os.shells.shell", "tkinter"),
        ("palm_pitch.app.table_draw", "tkinter"),
        ("palm_pitch.app.pitch_app", "palm_os.shells.shell"),
        ("palm_pitch.app.pitch_app", "palm_pitch.frontends.headless"),
        ("palm_pitch.app.gremlins", "palm_pitch.cli"),
        ("palm_pitch.frontends.headless", "palm_pitch.app.pitch_app"),
        ("palm_pitch.frontends.headless", "palm_pitch.cli"),
        ("palm_pitch.cengine.game", "palm_os.forms"),
        ("palm_pitch.cengine.game", "palm_pitch.app"),
        ("emulator.traps.forms", "palm_pitch.app"),
        ("emulator.traps.forms", "palm_pitch.app.resources"),
        ("emulator.cli", "palm_pitch.frontends.headless"),
        ("emulator.cli", "palm_pitch"),
        ("emulator.machine", "palm_pitch.state"),
        ("emulator.machine", "PIL"),
        ("palm_pitch.app.table_draw", "emulator.machine"),
        ("palm_os.system", "emulator"),
        ("prc_tools.cli", "emulator.loader"),
        ("palm_pitch.cli", "emulator.cli"),
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
        ("palm_os.forms", "palm_sdk.forms"),
        ("palm_os.compiled", "prc_tools.formats"),
        ("palm_os.shells.silkscreen", "palm_os.window"),
        ("palm_os.shells.tk", "tkinter"),
        ("palm_pitch.app.table_draw", "palm_os.forms"),
        ("palm_pitch.app.persistence", "prc_tools"),
        ("palm_pitch.app.savedata", "construct"),
        ("palm_pitch.frontends.headless", "palm_pitch.app"),
        ("palm_pitch.frontends.headless", "palm_os.shells.script"),
        ("palm_pitch.frontends.text_game", "palm_pitch.state"),
        ("palm_pitch.cli", "palm_pitch.frontends.headless"),
        ("palm_pitch.cli", "palm_os.shells.tk"),
        ("palm_pitch.cengine.game", "palm_pitch.state"),
        ("palm_pitch.cengine._library", "ctypes"),
        ("emulator.machine", "palm_os.framebuffer"),
        ("emulator.cli", "palm_os.shells.script"),
        ("emulator.traps.forms", "palm_os.compiled"),
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
