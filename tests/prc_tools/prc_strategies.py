"""Hypothesis strategies for every prc_tools facade (valid values only)."""

from __future__ import annotations

from datetime import timedelta

from hypothesis import strategies as st

from prc_tools.formats import (
    Alert,
    AlertType,
    Bitmap,
    BitmapCompressionType,
    BitmapFamily,
    ButtonFrameType,
    CodeZero,
    Control,
    ControlStyleType,
    DatabaseAttributes,
    DataZero,
    Field,
    Form,
    FormAttr,
    FormBitmap,
    FrameBits,
    Gadget,
    GraffitiStateIndicator,
    InitBlock,
    Label,
    List,
    Menu,
    MenuBar,
    MenuItem,
    Point,
    PopupList,
    Record,
    RecordAttributes,
    RecordDatabase,
    Rect,
    Resource,
    ResourceDatabase,
    ScrollBar,
    SliderControl,
    StringList,
    SysAppPrefs,
    Table,
    TableColumn,
    TableItem,
    TableRow,
    Title,
    WindowFlags,
)
from prc_tools.formats.binary import PALM_LATIN
from prc_tools.formats.form_objects import JustificationType
from prc_tools.formats.palmtime import PALM_EPOCH

u8 = st.integers(0, 0xFF)
u16 = st.integers(0, 0xFFFF)
s16 = st.integers(-0x8000, 0x7FFF)
u32 = st.integers(0, 0xFFFFFFFF)
text = st.text(alphabet=st.sampled_from(PALM_LATIN[1:]), max_size=12)
fourcc = st.text(alphabet=st.characters(min_codepoint=0x20, max_codepoint=0xFF), min_size=4, max_size=4)
dates = st.integers(0, 0xFFFFFFFF).map(lambda s: PALM_EPOCH + timedelta(seconds=s))
rects = st.builds(Rect, s16, s16, s16, s16)
points = st.builds(Point, s16, s16)

titles = st.builds(Title, text, rects)
controls = st.one_of(
    st.builds(
        Control,
        id=u16,
        bounds=rects,
        label=text,
        style=st.sampled_from(list(ControlStyleType)[:6]),
        font=u8,
        usable=st.booleans(),
        enabled=st.booleans(),
        visible=st.booleans(),
        on=st.booleans(),
        leftAnchor=st.booleans(),
        frame=st.sampled_from(list(ButtonFrameType)),
        drawnAsSelected=st.booleans(),
        graphical=st.just(False),
        vertical=st.booleans(),
        group=u8,
    ),
    st.builds(
        Control,
        id=u16,
        bounds=rects,
        label=st.just(""),
        style=st.sampled_from(list(ControlStyleType)[:6]),
        graphical=st.just(True),
        bitmapID=u16,
        selectedBitmapID=u16,
    ),
)
sliders = st.builds(
    SliderControl,
    id=u16,
    bounds=rects,
    style=st.sampled_from([ControlStyleType.sliderCtl, ControlStyleType.feedbackSliderCtl]),
    minValue=s16,
    maxValue=s16,
    pageSize=s16,
    value=s16,
    thumbID=u16,
    backgroundID=u16,
    vertical=st.booleans(),
    frame=st.integers(0, 7),
)
labels = st.builds(Label, u16, points, text, u8, st.booleans())
fields = st.builds(
    Field,
    id=u16,
    bounds=rects,
    usable=st.booleans(),
    editable=st.booleans(),
    singleLine=st.booleans(),
    underlined=st.integers(0, 3),
    justification=st.sampled_from(list(JustificationType)),
    numeric=st.booleans(),
    maxChars=u16,
    font=u8,
)
lists = st.builds(
    List,
    u16,
    rects,
    st.lists(text, max_size=5).map(tuple),
    u8,
    st.booleans(),
    st.booleans(),
    search=st.booleans(),
)
table_columns = st.builds(TableColumn, s16, s16, st.booleans(), st.booleans(), st.booleans())
table_rows = st.builds(TableRow, u16, s16, u32, st.booleans(), st.booleans(), st.booleans(), st.booleans())


@st.composite
def tables(draw: st.DrawFn) -> Table:
    columns = tuple(draw(st.lists(table_columns, max_size=3)))
    rows = tuple(draw(st.lists(table_rows, max_size=3)))
    items: tuple[TableItem, ...] = ()
    if draw(st.booleans()):
        cell = st.builds(TableItem, u8, u8, s16, u32)
        items = tuple(
            draw(st.lists(cell, min_size=len(columns) * len(rows), max_size=len(columns) * len(rows)))
        )
        if all(item == TableItem() for item in items):
            items = ()
    return Table(draw(u16), draw(rects), columns, rows, items, editable=draw(st.booleans()), topRow=draw(s16))


form_objects = st.one_of(
    tables(),
    titles,
    controls,
    sliders,
    labels,
    fields,
    lists,
    st.builds(PopupList, u16, u16),
    st.builds(GraffitiStateIndicator, points),
    st.builds(FormBitmap, points, u16, st.booleans()),
    st.builds(Gadget, u16, rects, st.booleans()),
    st.builds(ScrollBar, u16, rects, s16, s16, s16, s16, st.booleans(), activeRegion=st.integers(0, 15)),
)
forms = st.builds(
    Form,
    formID=u16,
    bounds=rects,
    objects=st.lists(form_objects, max_size=6).map(tuple),
    defaultButton=u16,
    helpRscId=u16,
    menuRscId=u16,
    windowFlags=st.builds(WindowFlags, modal=st.booleans(), focusable=st.booleans(), dialog=st.booleans()),
    frameType=st.builds(FrameBits, st.integers(0, 255), st.booleans(), st.integers(0, 3), st.integers(0, 3)),
    attr=st.builds(FormAttr, usable=st.booleans(), saveBehind=st.booleans()),
)


@st.composite
def bitmaps(draw: st.DrawFn, versions: tuple[int, ...] = (0, 1, 2, 3)) -> Bitmap:
    version = draw(st.sampled_from(versions))
    depths = [1] if version == 0 else [1, 2, 4, 8] + ([16] if version >= 2 else [])
    depth = draw(st.sampled_from(depths))
    width = draw(st.integers(0, 20))
    height = draw(st.integers(0, 8))
    rows = tuple(
        tuple(draw(st.lists(st.integers(0, (1 << depth) - 1), min_size=width, max_size=width)))
        for _ in range(height)
    )
    compressed = draw(st.booleans())
    kinds = (
        list(BitmapCompressionType) if version >= 2 else [BitmapCompressionType.BitmapCompressionTypeScanLine]
    )
    kind = draw(st.sampled_from(kinds))
    if compressed and kind == BitmapCompressionType.BitmapCompressionTypeNone:
        kind = BitmapCompressionType.BitmapCompressionTypeScanLine
    table = None
    if version and draw(st.booleans()):
        table = tuple(draw(st.lists(st.tuples(u8, u8, u8, u8), max_size=3)))
    return Bitmap(
        width,
        height,
        rows,
        depth,
        version,
        compressed,
        kind,
        hasTransparency=version > 0 and draw(st.booleans()),
        transparentIndex=draw(u32 if version == 3 else u8) if version else 0,
        colorTable=table,
        density=draw(st.sampled_from([72, 108, 144])) if version == 3 else 72,
        pixelFormat=draw(st.sampled_from([0, 1, 2])) if version == 3 else 0,
        directColorInfo=draw(st.binary(min_size=8, max_size=8)) if depth == 16 and version == 2 else None,
    )


@st.composite
def bitmap_families(draw: st.DrawFn) -> BitmapFamily:
    first = draw(bitmaps())
    if first.version == 0:
        return BitmapFamily((first,))
    members = (first, *draw(st.lists(bitmaps(versions=(1, 2, 3)), max_size=2)))
    placeholder = draw(st.one_of(st.none(), st.integers(0, len(members) - 1)))
    return BitmapFamily(members, placeholder)


menu_items = st.one_of(
    st.builds(
        MenuItem, u16, text.filter(lambda t: t != "-"), st.sampled_from(["", "A", "z", "…"]), st.booleans()
    ),
    st.builds(MenuItem, u16, st.just("-")),
)
menu_bars = st.builds(
    MenuBar,
    st.lists(
        st.builds(Menu, text, st.lists(menu_items, max_size=4).map(tuple), rects, rects, st.booleans()),
        max_size=3,
    ).map(tuple),
    s16,
)


@st.composite
def alerts(draw: st.DrawFn) -> Alert:
    buttons = tuple(draw(st.lists(text, min_size=1, max_size=3)))
    return Alert(
        draw(st.sampled_from(list(AlertType))),
        draw(text),
        draw(text),
        buttons,
        helpRscID=draw(u16),
        defaultButton=draw(st.integers(0, len(buttons))),
    )


string_lists = st.builds(StringList, text, st.lists(text, max_size=5).map(tuple))
code_zeros = st.builds(CodeZero, u32, u32, u32, st.binary(max_size=16))
sys_app_prefs = st.builds(SysAppPrefs, u16, u32, u32)
init_streams = st.lists(
    st.one_of(
        st.binary(min_size=1, max_size=4).map(lambda b: bytes([0x80 + len(b) - 1]) + b),
        st.integers(0x40, 0x7F).map(lambda op: bytes([op])),
        st.tuples(st.integers(0x20, 0x3F), u8).map(bytes),
        st.integers(0x10, 0x1F).map(lambda op: bytes([op])),
        st.binary(min_size=2, max_size=2).map(lambda b: b"\x01" + b),
    ),
    max_size=4,
).map(b"".join)
xref_entry = st.one_of(
    st.integers(0x80, 0xFF).map(lambda b: bytes([b])),
    st.tuples(st.integers(0x40, 0x7F), u8).map(bytes),
    st.tuples(st.integers(0, 0x3F), u8, u8, u8).map(bytes),
)
xref_tables = st.tuples(*[st.lists(xref_entry, max_size=3).map(tuple)] * 3)


def _prc_tools_05(data: DataZero) -> DataZero:
    """The same data 0 with the .data size first, as prc-tools 0.5 wrote it (when that differs
    from the code-xref offset, else the two forms are the same bytes)."""
    size = sum(len(block.decompress()) for block in data.initBlocks)
    offset = int.from_bytes(data.build()[:4], "big")
    return data if size == offset else DataZero(data.initBlocks, data.dataXrefs, data.codeXrefs, size)


data_zeros = st.builds(
    DataZero,
    st.tuples(*[st.builds(InitBlock, st.integers(-(2**31), 2**31 - 1), init_streams)] * 3),
    xref_tables,
    xref_tables,
).flatmap(lambda data: st.sampled_from([data, _prc_tools_05(data)]))

resources = st.builds(Resource, fourcc, u16, st.binary(max_size=40))
records = st.builds(
    Record,
    st.binary(max_size=40),
    st.integers(0, 0xFFFFFF),
    st.integers(0, 15),
    st.sampled_from(
        [
            RecordAttributes(0),
            RecordAttributes.dmRecAttrDirty,
            RecordAttributes.dmRecAttrSecret | RecordAttributes.dmRecAttrDelete,
        ]
    ),
)
names = st.text(alphabet=st.sampled_from(PALM_LATIN[0x20:]), min_size=1, max_size=31)
# the name with whatever an old tool left after its NUL (kept, so it must not end in zeros)
named = names.flatmap(
    lambda name: st.tuples(st.just(name), st.binary(max_size=31 - len(name)).map(lambda b: b.rstrip(b"\0")))
)
optional_blocks = st.one_of(st.none(), st.binary(max_size=20))
gaps = st.sampled_from([b"", b"\0\0", b"\0\0\0\0"])
common = {
    "type": fourcc,
    "creator": fourcc,
    "version": u16,
    "creationDate": dates,
    "modificationDate": dates,
    "lastBackupDate": dates,
    "modificationNumber": u32,
    "uniqueIDSeed": u32,
    "appInfo": optional_blocks,
    "sortInfo": optional_blocks,
    "gap": gaps,
}
resource_databases = named.flatmap(
    lambda name: st.builds(
        ResourceDatabase,
        name=st.just(name[0]),
        namePadding=st.just(name[1]),
        attributes=st.sampled_from(
            [
                DatabaseAttributes.dmHdrAttrResDB,
                DatabaseAttributes.dmHdrAttrResDB | DatabaseAttributes.dmHdrAttrBackup,
            ]
        ),
        resources=st.lists(resources, max_size=5).map(tuple),
        **common,
    )
)
record_databases = named.flatmap(
    lambda name: st.builds(
        RecordDatabase,
        name=st.just(name[0]),
        namePadding=st.just(name[1]),
        attributes=st.sampled_from([DatabaseAttributes(0), DatabaseAttributes.dmHdrAttrBackup]),
        records=st.lists(records, max_size=5).map(tuple),
        **common,
    )
)
