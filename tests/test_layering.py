"""The dependency direction of DESIGN.md, read from the source with ``ast``.

Every Python module of the project is parsed and each import is checked against the allowed
edges: the pure core does no I/O and owns no randomness or clock; ``ui`` knows nothing of the
game; ``prc_tools`` imports nothing of ours; tkinter is imported by one module only; nothing
imports ``emulator``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("palm_pitch", "prc_tools", "palm_sdk", "emulator")

CORE = (
    "palm_pitch.cards",
    "palm_pitch.actions",
    "palm_pitch.auction",
    "palm_pitch.rules",
    "palm_pitch.rng",
    "palm_pitch.state",
    "palm_pitch.scoring",
    "palm_pitch.views",
    "palm_pitch.record",
    "palm_pitch.players",
    "palm_pitch.match",
    "palm_pitch.duel",
)
# Standard-library modules that would give the core I/O, a clock or hidden randomness.
IMPURE_STDLIB = {
    "os", "sys", "io", "pathlib", "time", "datetime", "random", "secrets", "socket",
    "subprocess", "threading", "asyncio", "shutil", "tempfile", "tkinter",
}
THIRD_PARTY_SHELL = {"tkinter", "PIL", "unicorn"}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = _module_name(path) if path.name == "__init__.py" else _module_name(path).rpartition(".")[0]
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            found.append(module)
            found.extend(f"{module}.{alias.name}" for alias in node.names)
    return found


def _modules() -> list[tuple[str, list[str]]]:
    result = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")) if (ROOT / package).exists() else []:
            result.append((_module_name(path), _imports(path)))
    return result


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def _forbidden(module: str, imported: str) -> str | None:
    top = imported.split(".")[0]
    if any(_within(module, core) for core in CORE):
        if top in IMPURE_STDLIB or top in THIRD_PARTY_SHELL:
            return "the pure core may not do I/O, read a clock, use global random or a GUI"
        if top == "prc_tools" or any(
            _within(imported, f"palm_pitch.{shell}") for shell in ("ui", "app", "frontends", "cli")
        ):
            return "the pure core may not import the screen, the app or the shells"
    if _within(module, "palm_pitch.ui"):
        if top == "palm_pitch" and not _within(imported, "palm_pitch.ui") and imported != "palm_pitch":
            return "ui mirrors Palm OS and knows nothing of the game"
        if top in THIRD_PARTY_SHELL:
            return "ui is a pure screen model"
    if _within(module, "prc_tools") and top in ("palm_pitch", "emulator"):
        return "prc_tools imports nothing of ours"
    if top == "emulator" and not _within(module, "emulator"):
        return "nothing imports the emulator"
    if top == "tkinter" and module != "palm_pitch.frontends.tk":
        return "palm_pitch.frontends.tk is the only tkinter import"
    return None


def test_every_import_follows_the_dependency_direction() -> None:
    modules = _modules()
    assert any(name.startswith("palm_pitch") for name, _ in modules)
    violations = [
        f"{module} imports {imported}: {reason}"
        for module, imports in modules
        for imported in imports
        if (reason := _forbidden(module, imported))
    ]
    assert violations == []


@pytest.mark.parametrize(
    ("module", "imported"),
    [
        ("palm_pitch.state", "random"),
        ("palm_pitch.players.heuristic", "time"),
        ("palm_pitch.cards", "palm_pitch.ui.forms"),
        ("palm_pitch.ui.forms", "palm_pitch.state"),
        ("palm_pitch.app.table", "tkinter"),
        ("prc_tools.compiler", "palm_pitch.cards"),
        ("palm_pitch.app.table", "emulator.machine"),
    ],
)
def test_the_checker_catches_a_forbidden_edge(module: str, imported: str) -> None:
    assert _forbidden(module, imported) is not None


@pytest.mark.parametrize(
    ("module", "imported"),
    [
        ("palm_pitch.state", "palm_pitch.cards"),
        ("palm_pitch.app.table", "palm_pitch.ui.forms"),
        ("palm_pitch.app.table", "prc_tools.formats"),
        ("palm_pitch.frontends.tk", "tkinter"),
        ("emulator.machine", "palm_pitch.ui.framebuffer"),
    ],
)
def test_the_checker_allows_the_designed_edges(module: str, imported: str) -> None:
    assert _forbidden(module, imported) is None
