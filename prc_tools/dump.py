"""Readable listings of Palm databases: every resource decoded, for ``palm-prc dump`` and ``diff``.

Forms list their objects with kinds, IDs and rectangles; bitmaps are drawn as text art (``#``
black, ``.`` white at 1 bpp; digits for deeper pixels); menus, alerts, strings, versions and the
application resources are spelled out; ``code`` 1 and unknown types are shown as hex. A resource
that does not decode is listed with the reason and its bytes, so a dump never stops half-way.
The listing stays in proportion to what a Palm handheld shows: a bitmap larger than the largest
Palm screen (:data:`ART_LIMIT`) is summarised rather than drawn, and hex stops after
:data:`HEX_LIMIT` bytes of one resource or record (a Palm resource is under 64 KB).
"""

from __future__ import annotations

from datetime import datetime

from prc_tools.errors import PrcFormatError
from prc_tools.formats.alert import Alert
from prc_tools.formats.appcode import CodeZero, DataZero, SysAppPrefs
from prc_tools.formats.binary import encode_text
from prc_tools.formats.bitmap import Bitmap, BitmapFamily
from prc_tools.formats.common import font_name
from prc_tools.formats.container import (
    Database,
    DatabaseAttributes,
    Record,
    RecordDatabase,
    Resource,
    ResourceDatabase,
)
from prc_tools.formats.form import (
    Control,
    Field,
    Form,
    FormBitmap,
    FormObject,
    Gadget,
    GraffitiStateIndicator,
    Label,
    List,
    PopupList,
    ScrollBar,
    SliderControl,
    Table,
    Title,
)
from prc_tools.formats.menu import MenuBar
from prc_tools.formats.packed_text import PackedText
from prc_tools.formats.palmtime import PALM_EPOCH
from prc_tools.formats.registry import decoder_for
from prc_tools.formats.strings import (
    AppIconName,
    AppInfoStrings,
    ApplicationId,
    LauncherCategory,
    StringList,
    StringResource,
    TextResource,
    VersionString,
)

INDENT = "  "
ART_LIMIT = (320, 480)
"""The largest bitmap drawn as text art: the largest Palm screen (high density, 320x480)."""
HEX_LIMIT = 64 << 10
"""The most bytes of one resource or record shown as hex."""


def quote(text: str) -> str:
    """A string in double quotes with control characters escaped: ``"a\\nb"``."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    out = []
    for ch in escaped:
        if ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or 0x7F <= ord(ch) < 0xA0:
            out.append(f"\\x{ord(ch):02x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def hex_lines(data: bytes, indent: str = INDENT) -> list[str]:
    """A classic hex dump, 16 bytes per line, with printable ASCII on the right."""
    lines = []
    for start in range(0, min(len(data), HEX_LIMIT), 16):
        chunk = data[start : start + 16]
        text = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in chunk)
        lines.append(f"{indent}{start:04x}: {chunk.hex(' '):<47}  {text}")
    if len(data) > HEX_LIMIT:
        lines.append(f"{indent}... {len(data) - HEX_LIMIT:,} more bytes not shown")
    return lines


def _date(moment: datetime) -> str:
    return "never" if moment == PALM_EPOCH else moment.strftime("%Y-%m-%d %H:%M:%S UTC")


def _attribute_names(attributes: DatabaseAttributes) -> str:
    names = [flag.name or "" for flag in DatabaseAttributes if flag in attributes]
    unknown = int(attributes) & ~sum(int(flag) for flag in DatabaseAttributes)
    if unknown:
        names.append(f"0x{unknown:04x}")
    return " ".join(names) if names else "none"


def dump_database(db: Database, label: str) -> list[str]:
    """The whole listing of a database: header, then every resource or record."""
    kind = "resource" if isinstance(db, ResourceDatabase) else "record"
    lines = [
        f"{label}: {kind} database {quote(db.name)}",
        f"{INDENT}type '{db.type}', creator '{db.creator}', attributes 0x{int(db.attributes):04x} "
        f"({_attribute_names(db.attributes)}), version {db.version}",
        f"{INDENT}created {_date(db.creationDate)}, modified {_date(db.modificationDate)}, "
        f"backed up {_date(db.lastBackupDate)}",
        f"{INDENT}modificationNumber {db.modificationNumber}, uniqueIDSeed {db.uniqueIDSeed}, "
        f"appInfo {_block(db.appInfo)}, sortInfo {_block(db.sortInfo)}, gap {len(db.gap)} bytes",
    ]
    if isinstance(db, ResourceDatabase):
        lines.append(f"{INDENT}{_count(len(db.resources), 'resource')}, {len(db.build())} bytes")
        if db.type == "appl" and db.get("code", 1) is None:
            lines.append(
                f"{INDENT}note: no 'code' 1 resource - this application holds no 68k code yet and will "
                "not launch until one is added (palm-prc build --code1 FILE)"
            )
        for resource in db.resources:
            lines.append("")
            lines.extend(describe_resource(resource))
    elif isinstance(db, RecordDatabase):
        lines.append(f"{INDENT}{_count(len(db.records), 'record')}, {len(db.build())} bytes")
        for index, record in enumerate(db.records):
            lines.append("")
            lines.extend(describe_record(index, record))
    for name, block in (("appInfo", db.appInfo), ("sortInfo", db.sortInfo)):
        if block:
            lines.extend(["", f"{name} block ({len(block)} bytes):", *hex_lines(block)])
    return lines


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _block(block: bytes | None) -> str:
    return "none" if block is None else f"{len(block)} bytes"


def describe_record(index: int, record: Record) -> list[str]:
    flags = " ".join(flag.name or "" for flag in type(record.attributes) if flag in record.attributes)
    return [
        f"record {index}: uniqueID {record.uniqueID}, category {record.category}, "
        f"attributes {flags or 'none'}, {len(record.data)} bytes",
        *hex_lines(record.data),
    ]


def describe_resource(resource: Resource) -> list[str]:
    """One resource: a title line, then its decoded contents (indented)."""
    head = f"{resource.type} {resource.id} ({len(resource.data)} bytes)"
    decoder = decoder_for(resource.type, resource.id)
    if decoder is None:
        what = "68k machine code" if resource.type == "code" else "raw data"
        return [f"{head}: {what}", *hex_lines(resource.data)]
    try:
        value = decoder(resource.data)
    except PrcFormatError as error:
        return [f"{head}: cannot decode: {error}", *hex_lines(resource.data)]
    first, *rest = describe_value(value)
    return [f"{head}: {first}", *(INDENT + line for line in rest)]


def undecodable_resources(db: Database) -> list[tuple[Resource, PrcFormatError]]:
    """The resources of a known type whose bytes do not decode (the dump lists them as hex), each
    with why; ``palm-prc dump`` names them and exits 2."""
    damaged = []
    for resource in db.resources if isinstance(db, ResourceDatabase) else ():
        decoder = decoder_for(resource.type, resource.id)
        try:
            if decoder is not None:
                decoder(resource.data)
        except PrcFormatError as error:
            damaged.append((resource, error))
    return damaged


# -- per type ------------------------------------------------------------------------------------


def _form(form: Form) -> list[str]:
    flags = [
        name
        for name, on in (("modal", form.modal), ("saveBehind", form.saveBehind), ("usable", form.usable))
        if on
    ]
    frame = form.frameType
    lines = [
        f"form {form.formID} {form.bounds}, {', '.join(flags) or 'no flags'}, "
        f"frame width {frame.width} corner {frame.cornerDiam}, defaultButton {form.defaultButton}, "
        f"helpRscId {form.helpRscId}, menuRscId {form.menuRscId}, {len(form.objects)} objects"
    ]
    lines.extend(_form_object(obj) for obj in form.objects)
    return lines


def _onoff(**flags: bool) -> str:
    return "".join(f", {name}" for name, on in flags.items() if on)


def _form_object(obj: FormObject) -> str:
    if isinstance(obj, Title):
        return f"title {quote(obj.text)}"
    if isinstance(obj, Control):
        style = obj.style.name.removesuffix("Ctl")
        what = f"bitmaps {obj.bitmapID}/{obj.selectedBitmapID}" if obj.graphical else quote(obj.label)
        extra = _onoff(
            nonusable=not obj.usable,
            disabled=not obj.enabled,
            on=obj.on,
            rightAnchor=not obj.leftAnchor,
            graphical=obj.graphical,
        )
        group = f", group {obj.group}" if obj.group else ""
        return f"{style} {obj.id} {obj.bounds} {what}, {font_name(obj.font)}, {obj.frame.name}{group}{extra}"
    if isinstance(obj, SliderControl):
        return (
            f"{obj.style.name.removesuffix('Ctl')} {obj.id} {obj.bounds} value {obj.value} in "
            f"{obj.minValue}..{obj.maxValue} page {obj.pageSize}, thumb {obj.thumbID}, "
            f"background {obj.backgroundID}{_onoff(vertical=obj.vertical)}"
        )
    if isinstance(obj, Label):
        usable = _onoff(nonusable=not obj.usable)
        return f"label {obj.id} at {obj.pos} {quote(obj.text)}, {font_name(obj.font)}{usable}"
    if isinstance(obj, Field):
        flags = _onoff(
            editable=obj.editable,
            singleLine=obj.singleLine,
            dynamicSize=obj.dynamicSize,
            underlined=bool(obj.underlined),
            autoShift=obj.autoShift,
            hasScrollBar=obj.hasScrollBar,
            numeric=obj.numeric,
        )
        return (
            f"field {obj.id} {obj.bounds}, {font_name(obj.font)}, maxChars {obj.maxChars}, "
            f"{obj.justification.name}{flags}"
        )
    if isinstance(obj, List):
        items = " ".join(quote(item) for item in obj.items)
        return f"list {obj.id} {obj.bounds}, {font_name(obj.font)}, {len(obj.items)} items: {items}".rstrip(
            ": "
        )
    if isinstance(obj, PopupList):
        return f"popupList control {obj.controlID} -> list {obj.listID}"
    if isinstance(obj, FormBitmap):
        return f"formBitmap at {obj.pos} bitmap {obj.rscID}{_onoff(nonusable=not obj.usable)}"
    if isinstance(obj, Gadget):
        return f"gadget {obj.id} {obj.bounds}{_onoff(nonusable=not obj.usable, extended=obj.extended)}"
    if isinstance(obj, Table):
        widths = " ".join(str(column.width) for column in obj.columns)
        heights = "/".join(str(h) for h in sorted({row.height for row in obj.rows})) or "-"
        return (
            f"table {obj.id} {obj.bounds}, {len(obj.rows)} rows (height {heights}) "
            f"x {len(obj.columns)} columns (widths {widths or '-'}){_onoff(editable=obj.editable)}"
        )
    if isinstance(obj, ScrollBar):
        return (
            f"scrollBar {obj.id} {obj.bounds} value {obj.value} in {obj.minValue}..{obj.maxValue} "
            f"page {obj.pageSize}"
        )
    assert isinstance(obj, GraffitiStateIndicator)
    return f"graffitiStateIndicator at {obj.pos}"


def _bitmap(bitmap: Bitmap) -> list[str]:
    if bitmap.compressed:
        storage = bitmap.compressionType.name.removeprefix("BitmapCompressionType") + " compressed"
    else:
        storage = "uncompressed"
    extras = ""
    if bitmap.version == 3:
        extras += f", density {bitmap.density}, pixelFormat {bitmap.pixelFormat}"
    if bitmap.hasTransparency:
        extras += f", transparent index {bitmap.transparentIndex}"
    if bitmap.colorTable is not None:
        extras += f", colour table of {len(bitmap.colorTable)}"
    lines = [
        f"{bitmap.width}x{bitmap.height}, {bitmap.pixelSize} bpp, version {bitmap.version}, "
        f"rowBytes {bitmap.rowBytes}, {storage}{extras}"
    ]
    if bitmap.width > ART_LIMIT[0] or bitmap.height > ART_LIMIT[1]:
        width, height = ART_LIMIT
        lines.append(f"{INDENT}(not drawn: larger than {width}x{height}, the largest Palm screen)")
    else:
        lines.extend(f"{INDENT}|{row}|" for row in bitmap.text_art())
    return lines


def _family(family: BitmapFamily) -> list[str]:
    lines = [f"bitmap family of {_count(len(family.members), 'member')}"]
    for index, member in enumerate(family.members):
        if index == family.placeholderAt:
            lines.append("placeholder (pixelSize 0xFF): high-density members follow")
        lines.extend(_bitmap(member))
    return lines


def _menu_bar(bar: MenuBar) -> list[str]:
    lines = [f"menu bar of {_count(len(bar.menus), 'menu')}"]
    for menu in bar.menus:
        lines.append(
            f"menu {quote(menu.title)} title {menu.titleBounds}, pull-down {menu.bounds}"
            f"{_onoff(hidden=menu.hidden)}"
        )
        for item in menu.items:
            if item.separator:
                lines.append(f"{INDENT}separator (id {item.id})")
            else:
                key = f", shortcut {item.shortcut}" if item.shortcut else ""
                lines.append(f"{INDENT}item {item.id} {quote(item.text)}{key}{_onoff(hidden=item.hidden)}")
    return lines


def _alert(alert: Alert) -> list[str]:
    return [
        f"{alert.alertType.name} {quote(alert.title)}, helpRscID {alert.helpRscID}, "
        f"defaultButton {alert.defaultButton}",
        f"message {quote(alert.message)}",
        "buttons " + " ".join(quote(b) for b in alert.buttons),
    ]


def _code_zero(code: CodeZero) -> list[str]:
    globals_note = " (no globals)" if code.belowA5 == 0 else ""
    return [
        f"A5 world: aboveA5 {code.aboveA5}, belowA5 {code.belowA5}{globals_note}, "
        f"jump table {len(code.jumpTable)} bytes at A5+{code.jumpTableOffset}"
    ]


def _data_zero(data: DataZero) -> list[str]:
    blocks = [f"A5{b.a5Offset:+d}: {len(b.decompress())} bytes" for b in data.initBlocks]
    xrefs = sum(len(t) for t in (*data.dataXrefs, *data.codeXrefs))
    empty = all(not b.stream for b in data.initBlocks) and not xrefs
    summary = (
        "no initialised globals and no relocations (zero globals)"
        if empty
        else f"init blocks {', '.join(blocks)}; {xrefs} relocations"
    )
    return [f"initial globals: {summary}"]


def describe_value(value: object) -> list[str]:
    """A decoded resource as lines: a summary first, then details."""
    if isinstance(value, Form):
        return _form(value)
    if isinstance(value, BitmapFamily):
        return _family(value)
    if isinstance(value, MenuBar):
        return _menu_bar(value)
    if isinstance(value, Alert):
        return _alert(value)
    if isinstance(value, CodeZero):
        return _code_zero(value)
    if isinstance(value, DataZero):
        return _data_zero(value)
    if isinstance(value, SysAppPrefs):
        return [
            f"SysAppPrefs: priority {value.priority}, stackSize {value.stackSize}, "
            f"minHeapSpace {value.minHeapSpace}"
        ]
    if isinstance(value, StringList):
        return [
            f"string list, prefix {quote(value.prefix)}, {len(value.strings)} strings",
            *(f"{i}: {quote(t)}" for i, t in enumerate(value.strings)),
        ]
    if isinstance(value, AppInfoStrings):
        return [
            f"category names, {len(value.strings)} strings",
            *(f"{i}: {quote(t)}" for i, t in enumerate(value.strings)),
        ]
    if isinstance(value, ApplicationId):
        return [f"application creator '{value.creator}'"]
    if isinstance(value, PackedText):
        lines = value.text.split("\n")
        return [
            f"packed text (PalmDoc), {len(encode_text(value.text))} bytes unpacked, {len(lines)} lines",
            *(quote(line) for line in lines),
        ]
    labels = {
        AppIconName: "application icon name",
        VersionString: "version",
        LauncherCategory: "launcher category",
        StringResource: "string",
    }
    if isinstance(value, TextResource) and type(value) in labels:
        return [f"{labels[type(value)]} {quote(value.text)}"]
    return [repr(value)]
