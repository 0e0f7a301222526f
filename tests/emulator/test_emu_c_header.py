"""The C side agrees with the Python side: the generated trap header, and the structure layouts.

``palm_traps.h`` is generated at build time from ``palm_sdk.traps`` (no second list of trap
numbers is kept); the build's copy must be what the generator makes now. The structures the
device app reads itself (``EventType``, ``SysAppInfoType`` ...) are compiled with static
assertions of the offsets the emulator reads and writes, so ``palm_types.h`` cannot drift from
``emulator.eventtype`` and the launch code.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from emulator import eventtype
from palm_os.events import Event
from palm_sdk import c_header
from palm_sdk.events import EventKind
from palm_sdk.traps import BY_NAME

ROOT = Path(__file__).resolve().parents[2]

# (C expression, offset) pairs: every one is checked in C, and each EventType one against the codec.
LAYOUT = {
    "sizeof(EventType)": 24,
    "offsetof(EventType, eType)": 0,
    "offsetof(EventType, penDown)": 2,
    "offsetof(EventType, tapCount)": 3,
    "offsetof(EventType, screenX)": 4,
    "offsetof(EventType, screenY)": 6,
    "offsetof(EventType, data.keyDown.chr)": 8,
    "offsetof(EventType, data.keyDown.modifiers)": 12,
    "offsetof(EventType, data.ctlSelect.controlID)": 8,
    "offsetof(EventType, data.ctlSelect.pControl)": 10,
    "offsetof(EventType, data.ctlSelect.on)": 14,
    "offsetof(EventType, data.popSelect.listID)": 14,
    "offsetof(EventType, data.popSelect.selection)": 20,
    "offsetof(EventType, data.popSelect.priorSelection)": 22,
    "offsetof(EventType, data.frmUpdate.updateCode)": 10,
    "offsetof(EventType, data.menu.itemID)": 8,
    "offsetof(EventType, data.penUp.end)": 12,
    "sizeof(SysAppInfoType)": 60,
    "offsetof(SysAppInfoType, launchFlags)": 6,
    "offsetof(SysAppInfoType, globalsChunkP)": 24,
    "offsetof(SysAppInfoType, a5Ptr)": 40,
    "sizeof(RectangleType)": 8,
    "sizeof(DateTimeType)": 14,
    "sizeof(FormGadgetType)": 20,
    "offsetof(FormGadgetType, rect)": 4,
    "offsetof(FormGadgetType, data)": 12,
    "sizeof(DateType)": 2,
}


def test_the_event_codec_puts_fields_where_the_layout_says() -> None:
    raw = eventtype.encode(Event.ctl_select(0x1234, on=True, value=-2), lambda kind, i: 0xCAFEBABE)
    assert raw[8:10] == b"\x12\x34" and raw[10:14] == b"\xca\xfe\xba\xbe" and raw[14] == 1
    raw = eventtype.encode(Event.pop_select(7, 8, 2, 1), lambda kind, i: 0)
    assert raw[14:16] == b"\x00\x08" and raw[20:22] == b"\x00\x02" and raw[22:24] == b"\x00\x01"
    raw = eventtype.encode(Event.key_down(0x105))
    assert raw[8:10] == b"\x01\x05" and raw[12:14] == b"\x00\x08"
    assert eventtype.decode(raw).kind == EventKind.keyDownEvent
    assert len(raw) == LAYOUT["sizeof(EventType)"]


def test_an_object_pointer_the_application_queued_comes_back_as_it_went_in() -> None:
    # a popSelectEvent queued with its listP and no listID: no object of the form is list 0
    queued = bytes.fromhex("000e 0000 0000 0000 0c1d 0100aed6 0000 0100aeec 0000 ffff")
    event = eventtype.decode(queued)
    assert eventtype.encode(event, lambda kind, i: 0, queued) == queued
    assert eventtype.encode(event, lambda kind, i: 0)[16:20] == bytes(4)  # without the bytes: NULL
    made = eventtype.encode(event, lambda kind, i: 0x01020304 if kind == "control" else 0, queued)
    assert made[10:14] == bytes.fromhex("01020304")  # an object the form has is the form's


def test_the_built_header_is_the_generators_output(programs: Path) -> None:
    built = programs / "m68k" / "include" / "palm_traps.h"
    assert built.read_text(encoding="ascii") == c_header.c_header()


def test_every_trap_with_a_fixed_prototype_has_a_wrapper() -> None:
    text = c_header.c_header()
    for name in ("SysAppStartup", "FrmCustomAlert", "DmDatabaseInfo", "WinDrawChars", "CtlSetUsable"):
        assert f" {name}(" in text and f".word {BY_NAME[name].number:#06x}" in text
    assert "Int16 StrPrintF(Char *s, const Char *formatStr, ...);" in text  # the runtime's
    assert "#define MemPtrFree(chunkDataP) MemChunkFree(chunkDataP)" in text
    assert "#define ctlSelectEvent 9" in text and "#define dmErrCantFind 0x207" in text


def test_the_c_structures_have_the_layout_the_emulator_uses(programs: Path, tmp_path: Path) -> None:
    if shutil.which("m68k-linux-gnu-gcc") is None:
        pytest.skip("no m68k cross compiler")
    checks = "\n".join(f'_Static_assert({expr} == {value}, "{expr}");' for expr, value in LAYOUT.items())
    source = tmp_path / "layout.c"
    source.write_text("#include <stddef.h>\n#include <palm_traps.h>\n" + checks + "\n", encoding="ascii")
    flags = ["-m68000", "-fshort-enums", "-std=gnu11", "-Wall", "-Wextra", "-Werror", "-fsyntax-only"]
    includes = [f"-I{ROOT / 'device' / 'm68k' / 'include'}", f"-I{programs / 'm68k' / 'include'}"]
    result = subprocess.run(
        ["m68k-linux-gnu-gcc", *flags, *includes, str(source)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
