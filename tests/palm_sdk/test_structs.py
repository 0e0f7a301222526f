"""The Palm OS structures declared once (palm_sdk/structs.py) and what is derived from them.

The offsets are the documented ones (docs/palm_os.md §3.3, §5); the construct Structs of
``prc_tools`` (the ``tFRM`` objects, which are the in-memory layouts) agree with them field for
field; the C header is generated from them, and a change to one field of one declaration is
followed by the Python codec and the generated header alike (compiled, where the 68k compiler is
installed, so the C compiler's offsets are checked too).
"""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from palm_sdk import structs
from palm_sdk.c_structs import c_structs_header
from palm_sdk.structs import STRUCTURES, EventType, Field, Structure, SysAppInfoType
from prc_tools.formats import form, form_objects

ROOT = Path(__file__).resolve().parents[2]
HEADER = ROOT / "device" / "m68k" / "include" / "palm_structs.h"

# docs/palm_os.md §5 (EventType) and §3.3 (SysAppInfoType), offset for offset.
DOCUMENTED = {
    ("EventType", "data.penUp.start.x"): 8, ("EventType", "data.penUp.end.y"): 14,
    ("EventType", "data.keyDown.chr"): 8, ("EventType", "data.keyDown.keyCode"): 10,
    ("EventType", "data.keyDown.modifiers"): 12,
    ("EventType", "data.ctlSelect.pControl"): 10, ("EventType", "data.ctlSelect.on"): 14,
    ("EventType", "data.ctlSelect.value"): 16, ("EventType", "data.ctlRepeat.time"): 14,
    ("EventType", "data.ctlRepeat.value"): 18, ("EventType", "data.lstSelect.selection"): 14,
    ("EventType", "data.popSelect.listID"): 14, ("EventType", "data.popSelect.listP"): 16,
    ("EventType", "data.popSelect.selection"): 20, ("EventType", "data.popSelect.priorSelection"): 22,
    ("EventType", "data.frmUpdate.updateCode"): 10, ("EventType", "data.menuOpen.cause"): 10,
    ("EventType", "data.sclRepeat.newValue"): 16, ("EventType", "data.sclRepeat.time"): 18,
    ("EventType", "data.gadgetMisc.selector"): 14,
    ("SysAppInfoType", "memOwnerID"): 28, ("SysAppInfoType", "dmLastErr"): 34,
    ("SysAppInfoType", "a5Ptr"): 40, ("SysAppInfoType", "rootP"): 52, ("SysAppInfoType", "extraP"): 56,
}  # fmt: skip


@pytest.mark.parametrize(("key", "offset"), DOCUMENTED.items(), ids=[".".join(k) for k in DOCUMENTED])
def test_the_declared_offsets_are_the_documented_ones(key: tuple[str, str], offset: int) -> None:
    name, path = key
    assert STRUCTURES[name].offset(path) == offset


def test_every_structure_cites_an_sdk_header_and_has_its_size() -> None:
    sizes = {"EventType": 24, "SysAppInfoType": 60, "FormType": 68, "WindowType": 40, "ListType": 32,
             "ControlType": 20, "FormGadgetType": 20, "RectangleType": 8, "DateTimeType": 14,
             "SysDBListItemType": 52, "FormObjListType": 6, "BitmapType": 16}  # fmt: skip
    for structure in STRUCTURES.values():
        assert structure.header.startswith("SDK35 ") and structure.header.endswith(".h"), structure.name
    assert {name: STRUCTURES[name].size for name in sizes} == sizes


def _construct_offsets(struct: Any) -> dict[str, tuple[int, int]]:
    """(offset, size) of each fixed-size field of a construct Struct."""
    found: dict[str, tuple[int, int]] = {}
    offset = 0
    for sub in struct.subcons:
        try:
            size = sub.sizeof()
        except Exception:  # a conditional field (FormGadgetType.handler): the last one
            size = 4
        if sub.name:
            found[sub.name] = (offset, size)
        offset += size
    return found


RESOURCE_STRUCTS = {
    "WindowType": form.WindowType, "FormType": form.FormType, "FormObjListType": form.FormObjListType,
    "ControlType": form_objects.ControlType, "FormLabelType": form_objects.FormLabelType,
    "FormTitleType": form_objects.FormTitleType, "FormGadgetType": form_objects.FormGadgetType,
    "ListType": form_objects.ListType,
}  # fmt: skip


@pytest.mark.parametrize("name", RESOURCE_STRUCTS)
def test_the_resource_formats_agree_with_the_declaration(name: str) -> None:
    declared = STRUCTURES[name]
    resource = _construct_offsets(RESOURCE_STRUCTS[name])
    common = [f.name for f in declared.fields if f.name in resource]
    assert len(common) >= len(declared.fields) - 2, f"{name}: few fields in common: {common}"
    for field_name in common:
        assert resource[field_name] == (declared.offset(field_name), declared.sizeof(field_name)), field_name
    assert sum(size for _, size in resource.values()) == declared.size


def test_the_codec_round_trips_and_puts_fields_at_their_offsets() -> None:
    select = {"controlID": 0x1234, "pControl": 0xCAFEBABE, "on": 1, "value": 7}
    values = {"eType": 9, "penDown": 1, "screenX": -3, "data": {"ctlSelect": select}}
    raw = EventType.pack(values)
    assert len(raw) == 24
    assert raw[EventType.offset("data.ctlSelect.pControl") :][:4] == b"\xca\xfe\xba\xbe"
    back = EventType.unpack(raw, {"data": "ctlSelect"})
    assert back["screenX"] == -3 and back["data"]["ctlSelect"]["value"] == 7
    with pytest.raises(KeyError, match="no field 'bogus'"):
        EventType.pack({"bogus": 1})
    with pytest.raises(ValueError, match="60 bytes"):
        SysAppInfoType.unpack(bytes(10))


def test_the_committed_header_is_the_generators_output() -> None:
    assert HEADER.read_text(encoding="ascii") == c_structs_header(), "run python tools/regenerate.py"


def _compile_offsets(tmp_path: Path, header: str, checks: dict[str, int]) -> subprocess.CompletedProcess[str]:
    """Compile static assertions of ``checks`` against palm_types.h with ``header`` as its
    palm_structs.h (a copy of the include folder in tmp_path)."""
    include = tmp_path / "include"
    shutil.copytree(ROOT / "device" / "m68k" / "include", include)
    (include / "palm_structs.h").write_text(header, encoding="ascii")
    lines = [f'_Static_assert({expr} == {value}, "{expr}");' for expr, value in checks.items()]
    source = tmp_path / "layout.c"
    text = "#include <stddef.h>\n#include <palm_types.h>\n" + "\n".join(lines) + "\n"
    source.write_text(text, encoding="ascii")
    flags = ["-m68000", "-fshort-enums", "-std=gnu11", "-Wall", "-Wextra", "-Werror", "-fsyntax-only"]
    return subprocess.run(["m68k-linux-gnu-gcc", *flags, f"-I{include}", str(source)],
                          capture_output=True, text=True, check=False)  # fmt: skip


def _c_checks(structure: Structure) -> dict[str, int]:
    checks = {f"sizeof({structure.name})": structure.size}
    for member in structure.fields:
        if isinstance(member.ctype, structs.Union):
            for inner in member.ctype.members:
                for sub in inner.fields:
                    path = f"{member.name}.{inner.name}.{sub.name}"
                    checks[f"offsetof({structure.name}, {path})"] = structure.offset(path)
        else:
            checks[f"offsetof({structure.name}, {member.name})"] = structure.offset(member.name)
    return checks


def test_the_c_compiler_lays_out_every_public_structure_as_declared(tmp_path: Path) -> None:
    if shutil.which("m68k-linux-gnu-gcc") is None:
        pytest.skip("no m68k cross compiler")
    checks: dict[str, int] = {}
    for structure in STRUCTURES.values():
        if structure.public:
            checks.update(_c_checks(structure))
    assert len(checks) > 100
    result = _compile_offsets(tmp_path, c_structs_header(), checks)
    assert result.returncode == 0, result.stderr


def test_a_changed_field_is_followed_by_the_codec_and_the_c_header(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SysAppInfoType.launchFlags made a UInt32: taskID moves from 8 to 10 in the Python codec,
    the generated C says so, and the compiler agrees."""
    fields = tuple(
        dataclasses.replace(f, ctype="UInt32") if f.name == "launchFlags" else f
        for f in SysAppInfoType.fields
    )
    changed = Structure(SysAppInfoType.name, SysAppInfoType.header, fields, SysAppInfoType.doc)
    assert isinstance(fields[2], Field) and SysAppInfoType.offset("taskID") == 8
    monkeypatch.setitem(STRUCTURES, "SysAppInfoType", changed)
    assert changed.offset("taskID") == 10 and changed.size == 62
    raw = changed.pack({"launchFlags": 0x10002, "taskID": 0x01020304})
    assert raw[6:10] == b"\x00\x01\x00\x02" and raw[10:14] == b"\x01\x02\x03\x04"
    header = c_structs_header()
    assert "    UInt32 launchFlags;" in header and header != HEADER.read_text(encoding="ascii")
    if shutil.which("m68k-linux-gnu-gcc") is None:
        return
    result = _compile_offsets(tmp_path, header, _c_checks(changed))
    assert result.returncode == 0, result.stderr
    wrong = _compile_offsets(tmp_path / "old", header, {"offsetof(SysAppInfoType, taskID)": 8})
    assert wrong.returncode != 0
