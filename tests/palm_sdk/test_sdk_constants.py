"""palm_sdk is the one home of the Palm OS constants: each is defined once, there, and nowhere else.

The package's modules import nothing but the standard library (``tests/test_layering.py``), each
says which SDK header it follows, and no name is defined twice in it. Everywhere else in the tree
(the game, the screen model, the database tools, the emulator, the tools and benchmarks) a Palm
constant is only imported: a module-level assignment of a ``palm_sdk`` name, or an enum whose
members repeat those of a ``palm_sdk`` enum (``ControlStyleType(IntEnum)`` with ``buttonCtl``,
``pushButtonCtl`` ...), is a second copy and fails here. A test of the test shows both kinds of
copy refused and an import or alias let through.
"""

from __future__ import annotations

import ast
import doctest
import importlib
import pkgutil
from enum import IntEnum
from pathlib import Path

import pytest

import palm_sdk
from palm_sdk import chars, errors, keys, resources, screen
from palm_sdk.controls import ButtonFrame, ControlStyle, Justification
from palm_sdk.events import EventKind
from palm_sdk.fonts import FontID
from palm_sdk.forms import AlertType, FormObjectKind

ROOT = Path(__file__).resolve().parents[2]
SDK_MODULES = sorted(m.name for m in pkgutil.iter_modules(palm_sdk.__path__, "palm_sdk."))
ELSEWHERE = ("palm_pitch", "prc_tools", "emulator", "tools", "benchmarks")


def _definitions(tree: ast.Module) -> list[tuple[str, ast.AST]]:
    """Module-level names a module defines (assignments and classes, not imports or functions)."""
    found: list[tuple[str, ast.AST]] = []
    for node in tree.body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        elif isinstance(node, ast.ClassDef):
            found.append((node.name, node))
        for target in targets:
            for leaf in ast.walk(target):
                if isinstance(leaf, ast.Name):
                    found.append((leaf.id, node))
    return found


def _literal(node: ast.AST) -> bool:
    """Whether an assignment gives a value of its own (not another name: an alias is no copy)."""
    value = getattr(node, "value", None)
    return value is not None and not isinstance(value, ast.Name | ast.Attribute)


def _enum_members(node: ast.ClassDef) -> set[str]:
    return {name for name, _ in _definitions(ast.Module(body=node.body, type_ignores=[]))}


def sdk_facts() -> tuple[set[str], dict[str, set[str]]]:
    """The public constants palm_sdk defines (numbers, strings, enums), and each enum's members."""
    names: set[str] = set()
    enums: dict[str, set[str]] = {}
    for module_name in SDK_MODULES:
        module = importlib.import_module(module_name)
        for name, value in vars(module).items():
            if name.startswith("_") or getattr(value, "__module__", module_name) != module_name:
                continue
            if isinstance(value, type) and issubclass(value, IntEnum):
                enums[f"{module_name}.{name}"] = set(value.__members__)
                names.add(name)
            elif isinstance(value, int | str | bytes):  # containers have common names (ALIASES ...)
                names.add(name)
    return names, enums


def copies_in(source: str, names: set[str], enums: dict[str, set[str]]) -> list[str]:
    """The second copies of palm_sdk facts a module's source defines (see the module docstring)."""
    found = []
    for name, node in _definitions(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            members = _enum_members(node)
            for enum, sdk_members in enums.items():
                if len(members & sdk_members) >= 2:
                    found.append(f"class {name} repeats {enum} ({', '.join(sorted(members & sdk_members))})")
            if name in names and not members & set().union(*enums.values()):
                found.append(f"class {name} has a palm_sdk name")
        elif name in names and _literal(node):
            found.append(f"{name} is palm_sdk's")
    return found


@pytest.mark.parametrize("name", SDK_MODULES)
def test_each_module_says_what_it_holds_and_which_header_it_follows(name: str) -> None:
    module = importlib.import_module(name)
    doc = module.__doc__ or ""
    assert doc.strip(), f"{name} has no docstring"
    assert ".h" in doc or "CoreTraps" in doc, f"{name} cites no SDK header"
    assert doctest.testmod(module).failed == 0


def test_no_name_is_defined_twice_in_palm_sdk() -> None:
    seen: dict[str, str] = {}
    twice = []
    for module_name in SDK_MODULES:
        path = ROOT / "palm_sdk" / f"{module_name.rpartition('.')[2]}.py"
        for name, _ in _definitions(ast.parse(path.read_text(encoding="utf-8"))):
            if name.startswith("_"):
                continue
            if name in seen and seen[name] != module_name:
                twice.append(f"{name}: {seen[name]} and {module_name}")
            seen.setdefault(name, module_name)
    assert twice == []


def test_no_palm_sdk_constant_is_defined_anywhere_else() -> None:
    names, enums = sdk_facts()
    assert {"vchrMenu", "FontID", "dmErrCantFind", "formRscType", "SCREEN_WIDTH"} <= names
    copies = []
    for folder in ELSEWHERE:
        for path in sorted((ROOT / folder).rglob("*.py")) if (ROOT / folder).exists() else []:
            for copy in copies_in(path.read_text(encoding="utf-8"), names, enums):
                copies.append(f"{path.relative_to(ROOT)}: {copy}")
    assert copies == []


@pytest.mark.parametrize(
    "source",
    [
        "vchrMenu = 0x0105\n",
        "DIGITIZER_WIDTH, DIGITIZER_HEIGHT = 160, 220\n",
        "formRscType = 'tFRM'\n",
        "class ControlStyleType(IntEnum):\n    buttonCtl = 0\n    pushButtonCtl = 1\n",
        "class FontID:\n    stdFont = 0\n    boldFont = 1\n",
        "class AlertType(int):\n    pass\n",
    ],
)
def test_the_check_finds_a_second_copy(source: str) -> None:
    names, enums = sdk_facts()
    assert copies_in(source, names, enums)


@pytest.mark.parametrize(
    "source",
    [
        "from palm_sdk.keys import vchrMenu\n",
        "from palm_sdk.controls import ControlStyle\nControlStyleType = ControlStyle\n",
        "TICKS_PER_SECOND = sysTicksPerSecond\n",
        "from enum import IntEnum\nclass Phase(IntEnum):\n    BID = 1\n    PLAY = 2\n",
        "def vchrMenu():\n    return 1\n",
    ],
)
def test_the_check_lets_imports_and_aliases_through(source: str) -> None:
    names, enums = sdk_facts()
    assert copies_in(source, names, enums) == []


def test_the_enums_are_the_sdk_s_on_both_sides_of_the_resource_adapter() -> None:
    from palm_os import controls, fonts
    from palm_os import events as ui_events
    from prc_tools import formats

    assert formats.ControlStyleType is controls.ControlStyle is ControlStyle
    assert formats.ButtonFrameType is controls.ButtonFrame is ButtonFrame
    assert formats.form_objects.JustificationType is controls.Justification is Justification
    assert formats.FormObjectKind is controls.FormObjectKind is FormObjectKind
    assert formats.AlertType is AlertType and formats.FontID is fonts.FontID is FontID
    assert ui_events.EventKind is EventKind
    assert FontID.fntAppFontCustomBase == 0x80  # the member ui had and prc_tools lacked


def test_virtual_characters_and_the_device_keys() -> None:
    assert (keys.vchrMenu, keys.vchrLaunch, keys.vchrFind, keys.vchrCalc) == (0x105, 0x108, 0x10A, 0x10B)
    assert all(keys.is_virtual(code) for code in keys.DEVICE_KEYS.values())
    assert not keys.is_virtual(chars.chrLineFeed) and not keys.is_virtual(ord("a"))
    assert set(screen.SILKSCREEN_BUTTON_BOUNDS) <= set(keys.DEVICE_KEYS)
    for x, y, width, height in screen.SILKSCREEN_BUTTON_BOUNDS.values():
        assert y >= screen.SILKSCREEN_TOP and y + height <= screen.DIGITIZER_HEIGHT
        assert x >= 0 and x + width <= screen.DIGITIZER_WIDTH


def test_error_codes_are_class_and_number() -> None:
    assert (errors.dmErrCantFind, errors.dmErrResourceNotFound, errors.dmErrAlreadyExists) == (
        0x0207,
        0x0210,
        0x0219,
    )
    assert errors.memErrNotEnoughSpace == 0x0102 and errors.ftrErrNoSuchFeature == 0x0C02
    codes = [value for name, value in vars(errors).items() if "Err" in name and not name.endswith("Class")]
    assert len(codes) == len(set(codes))  # no two errors share a number


def test_four_character_codes_round_trip() -> None:
    for code in (resources.formRscType, resources.sysResTAppCode, "PPch"):
        assert resources.type_name(resources.type_code(code)) == code
    with pytest.raises(ValueError, match="four characters"):
        resources.type_code("toolong")
