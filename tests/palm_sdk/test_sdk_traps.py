"""The trap table: numbers, names, stack layouts as the 68k ABI passes them (docs/palm_os.md §3.5, §4.3)."""

from __future__ import annotations

import doctest

import pytest

import palm_sdk.traps as traps
from palm_sdk.traps import BY_NAME, NAMES, TRAPS, parse_prototype, type_kind


def test_doctests() -> None:
    assert doctest.testmod(traps).failed == 0


def test_every_palm_os_35_trap_is_named_and_the_numbers_are_dense() -> None:
    assert set(range(0xA000, 0xA3E8)) <= set(NAMES)
    assert all(0xA000 <= number < 0xA3E8 for number in TRAPS)
    assert len(TRAPS) > 800  # every trap the SDK 3.5 headers declare


@pytest.mark.parametrize(
    ("name", "number", "result", "layout"),
    [
        # A few rows of docs/palm_os.md §4.3, checked slot by slot.
        ("SysAppStartup", 0xA08F, "word", [(0, "ptr"), (4, "ptr"), (8, "ptr")]),
        ("EvtGetEvent", 0xA11D, "void", [(0, "ptr"), (4, "long")]),
        ("SysHandleEvent", 0xA0A9, "byte", [(0, "ptr")]),
        ("FrmGotoForm", 0xA19B, "void", [(0, "word")]),
        ("FrmInitForm", 0xA16F, "ptr", [(0, "word")]),
        ("FntSetFont", 0xA164, "byte", [(0, "byte")]),
        (
            "DmCreateDatabase",
            0xA041,
            "word",
            [(0, "word"), (2, "ptr"), (6, "long"), (10, "long"), (14, "byte")],
        ),
        ("MemSet", 0xA027, "word", [(0, "ptr"), (4, "long"), (8, "byte")]),
        (
            "PrefSetAppPreferences",
            0xA2D4,
            "void",
            [(0, "long"), (4, "word"), (6, "word"), (8, "ptr"), (12, "word"), (14, "byte")],
        ),
        ("WinDrawRectangleFrame", 0xA21B, "void", [(0, "word"), (2, "ptr")]),
        ("TimGetTicks", 0xA0F7, "long", []),
        ("SndPlaySystemSound", 0xA234, "void", [(0, "byte")]),
    ],
)
def test_layouts_follow_the_palm_calling_convention(
    name: str, number: int, result: str, layout: list[tuple[int, str]]
) -> None:
    trap = BY_NAME[name]
    assert trap.number == number
    assert trap.result == result
    assert [(a.offset, a.kind) for a in trap.args] == layout


def test_result_registers() -> None:
    assert BY_NAME["MemHandleLock"].result_register == "A0"
    assert BY_NAME["StrLen"].result_register == "D0"
    assert BY_NAME["FrmDrawForm"].result_register == ""


def test_memptrfree_is_the_sdk_macro_for_memchunkfree() -> None:
    assert BY_NAME["MemPtrFree"] is BY_NAME["MemChunkFree"]
    assert BY_NAME["MemPtrFree"].number == 0xA012


def test_varargs_and_arrays() -> None:
    printf = BY_NAME["StrPrintF"]
    assert printf.varargs and [a.kind for a in printf.args] == ["ptr", "ptr"]
    assert BY_NAME["WinPaintLines"].args[1].kind == "ptr"  # WinLineType lines[]


def test_signedness() -> None:
    args = {a.name: a for a in BY_NAME["WinDrawChars"].args}
    assert args["x"].signed and not args["chars"].signed
    assert type_kind("Int32") == ("long", True)


def test_unknown_types_and_bad_prototypes_are_refused() -> None:
    with pytest.raises(KeyError, match="Widget"):
        type_kind("Widget")
    with pytest.raises(ValueError, match="not a prototype"):
        parse_prototype(0xA000, "nonsense")
