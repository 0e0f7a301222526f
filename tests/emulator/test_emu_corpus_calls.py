"""The calls other people's applications stopped on, each held to what the Palm OS documentation
says it does: ``LstSetHeight`` and ``LstGetVisibleItems``, the end of a
``DmGetNextDatabaseByTypeCreator`` search, ``MemMove`` from a source that runs past the end of its
chunk, Palm OS 4.0's ``Win*ColorRGB`` (and their absence on Palm OS 3.5), ``HighDensityDispatch``
and palmOne's navigation trap where no model has them, ``FntGetFontPtr``, ``DbgMessage``,
``FrmUpdateScrollers``, ``LstPopupList``, ``FldSetScrollPosition``, a pen polled in a loop with
``EvtGetPen``, and a NULL given to a trap.

The handlers are called directly on a device running the ``apis`` test program (its form has
a list; ``forms`` on the m505), as the traps would be; a selector trap reads its arguments at
the kernel's trap SP, which the test points at a block of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from unicorn import UcError

from emulator.device import Device
from emulator.device_models import model_named
from emulator.errors import AppFault
from emulator.memory import STORAGE
from emulator.nfnt import font_image, parse_font
from palm_os.controls import Field, ListObject
from palm_os.events import Event
from palm_sdk.chars import chrEscape
from palm_sdk.controls import noListSelection
from palm_sdk.errors import dmErrCantFind
from palm_sdk.fonts import FontID
from palm_sdk.structs import ListType
from palm_sdk.traps import BY_NAME

LIST = 1002


@pytest.fixture
def device(programs: Path) -> Iterator[Device]:
    device = Device(programs / "apis.prc")
    assert device.fault is None, device.fault
    yield device
    device.close()


@pytest.fixture
def m505(programs: Path) -> Iterator[Device]:
    device = Device(programs / "forms.prc", model=model_named("m505"))
    assert device.fault is None, device.fault
    yield device
    device.close()


def _manager(device: Device, name: str):  # type: ignore[no-untyped-def]
    return device.kernel.managers[name]


def _list(device: Device) -> tuple[ListObject, int]:
    form = device.kernel.ui.system.active_form
    assert form is not None
    index = form.get_object_index(LIST)
    lst = form.objects[index]
    assert isinstance(lst, ListObject)
    return lst, device.kernel.ui.object_pointer(form, index)


def _block(device: Device, data: bytes) -> int:
    return device.kernel.memory.allocate(len(data), label="the test's block", data=data).address


def _selector_call(device: Device, *arguments: int) -> None:
    """Point the kernel's trap SP at ``arguments`` (longs), as a selector trap finds them."""
    device.kernel.trap_sp = _block(device, b"".join(a.to_bytes(4, "big") for a in arguments))


# -- List Manager ---------------------------------------------------------------------------


def test_lst_set_height_makes_the_list_that_many_lines_tall_without_drawing_it(device: Device) -> None:
    lst, pointer = _list(device)
    lines = device.kernel.ui.system.fonts[lst.font].line_height
    before = device.screen.framebuffer.copy()
    heights = _manager(device, "ListHeightTraps")
    heights.LstSetHeight(pointer, 3)
    assert lst.bounds.height == 3 * lines
    assert device.kernel.memory.u16(pointer + ListType.offset("bounds.extent.y")) == 3 * lines
    assert heights.LstGetVisibleItems(pointer) == 3
    assert device.screen.framebuffer == before  # "does not redraw the list"
    heights.LstSetHeight(pointer, 0)
    assert heights.LstGetVisibleItems(pointer) == 0
    assert device.kernel.violations == []


# -- Data Manager ---------------------------------------------------------------------------


def test_a_search_by_type_and_creator_ends_with_cant_find_and_a_zero_id(device: Device) -> None:
    card = device.kernel.card
    made = {card.create(f"Pack {n}", "CGLF", "DATA", False).local_id for n in range(2)}
    memory = device.kernel.memory
    state, card_no, db_id = (memory.allocate(size, label=label).address
                             for size, label in ((32, "state"), (2, "cardNo"), (4, "dbID")))  # fmt: skip
    data = _manager(device, "DataTraps")
    creator = int.from_bytes(b"CGLF", "big")
    found = []
    new_search = 1
    while data.DmGetNextDatabaseByTypeCreator(new_search, state, 0, creator, 0, card_no, db_id) == 0:
        found.append(memory.u32(db_id))
        new_search = 0
    assert set(found) == made and len(found) == 2
    assert memory.u32(db_id) == 0  # a loop "while (dbID != 0)" ends here, as on a device
    again = data.DmGetNextDatabaseByTypeCreator(0, state, 0, creator, 0, card_no, db_id)
    assert again == dmErrCantFind and memory.u32(db_id) == 0


# -- Memory Manager -------------------------------------------------------------------------


def test_mem_move_reads_on_past_the_end_of_its_source_chunk_and_says_so(device: Device) -> None:
    memory = device.kernel.memory
    source = memory.allocate(29, heap=STORAGE, label="a 29-byte resource", data=bytes(range(1, 30)))
    target = _block(device, bytes(304))
    assert _manager(device, "MemoryTraps").MemMove(target + 4, source.address + 24, 299) == 0
    assert memory.read(target + 4, 5) == bytes(range(25, 30))
    past = source.map_start + source.map_size - (source.address + 24)  # the chunk's pages end here
    assert memory.read(target + 4 + past, 299 - past) == bytes(299 - past)  # zeros: the next chunk's bytes
    kinds = [v.kind for v in device.kernel.violations]
    assert kinds == ["chunk-overrun"]
    message = device.kernel.violations[0].message
    assert (
        message.startswith(f"MemMove read {299 - past} bytes")
        and "past the end of a 29-byte resource" in message
    )


def test_mem_move_from_memory_no_chunk_holds_is_still_refused(device: Device) -> None:
    target = _block(device, bytes(16))
    with pytest.raises(UcError):
        _manager(device, "MemoryTraps").MemMove(target, 0x00000010, 8)


# -- Window Manager: colours by RGB (Palm OS 4.0) -------------------------------------------


def test_win_set_fore_color_rgb_takes_the_nearest_colour_and_gives_back_the_previous(m505: Device) -> None:
    graphics = m505.kernel.ui.system.graphics
    graphics.set_fore_color(0)
    red = _block(m505, bytes((0, 255, 0, 0)))
    previous = _block(m505, bytes(4))
    _selector_call(m505, red, previous)
    _manager(m505, "RGBColorTraps").WinSetForeColorRGB()
    framebuffer = m505.kernel.ui.system.draw_window.framebuffer
    table = list(framebuffer.colors)
    assert table[graphics.state.fore_color] == (255, 0, 0)
    assert m505.kernel.memory.read(previous, 4) == bytes((0, *table[0]))
    _selector_call(m505, 0, previous)  # NULL: ask without changing
    _manager(m505, "RGBColorTraps").WinSetTextColorRGB()
    assert m505.kernel.memory.read(previous, 4)[0] == graphics.state.text_color


def test_the_rgb_calls_are_not_on_a_palm_os_3_5_device(device: Device) -> None:
    _selector_call(device, _block(device, bytes(4)), 0)
    with pytest.raises(
        AppFault, match=r"WinSetForeColorRGB is not implemented on palm35 \(a Palm OS 4\.0 call"
    ):
        _manager(device, "RGBColorTraps").WinSetForeColorRGB()


def test_high_density_calls_stop_where_the_window_version_is_below_4(m505: Device) -> None:
    with pytest.raises(AppFault, match=r"HighDensityDispatch .* not implemented on m505 .*m505's is 3\)"):
        _manager(m505, "HighDensityTraps").HighDensityDispatch()


def test_palmone_navigation_is_named_where_it_stops(device: Device) -> None:
    with pytest.raises(AppFault, match=r"SysReservedTrap5 is palmOne's five-way navigation"):
        _manager(device, "PalmOneNavTraps").NavSelector()


# -- Font Manager ---------------------------------------------------------------------------


def test_fnt_get_font_ptr_points_at_the_current_system_font_as_a_font_type(device: Device) -> None:
    system = device.kernel.ui.system
    fonts = _manager(device, "FontPointerTraps")
    system.graphics.set_font(FontID.boldFont)
    pointer = fonts.FntGetFontPtr()
    assert fonts.FntGetFontPtr() == pointer  # the same "ROM" font each time
    font = system.fonts[FontID.boldFont]
    image = device.kernel.memory.read(pointer, len(font_image(font)))
    assert int.from_bytes(image[:2], "big") == 0x9000  # fontType
    read = parse_font(image, FontID.boldFont, "read back")
    assert all(read.char_width(c) == font.char_width(c) for c in range(256))
    assert [read.glyphs.get(c) for c in font.glyphs] == list(font.glyphs.values())
    chunk = device.kernel.memory.chunk_of_pointer(pointer)
    assert chunk is not None and chunk.heap == STORAGE  # read-only, as ROM is


def test_fnt_get_font_ptr_of_an_application_font_is_the_application_s_own(device: Device) -> None:
    system = device.kernel.ui.system
    image = font_image(system.fonts[FontID.stdFont])
    pointer = _block(device, image)
    assert _manager(device, "FontTraps").FntDefineFont(200, pointer) == 0
    system.graphics.set_font(200)
    assert _manager(device, "FontPointerTraps").FntGetFontPtr() == pointer


@pytest.mark.parametrize("font_id", [0, 1, 2, 3, 4, 5, 7])
def test_every_system_font_is_written_and_read_back_glyph_for_glyph(device: Device, font_id: int) -> None:
    font = device.kernel.ui.system.fonts[font_id]
    read = parse_font(font_image(font), font_id, "read back")
    assert (read.ascent, read.descent, read.leading) == (font.ascent, font.descent, font.leading)
    for code in range(256):
        assert read.char_width(code) == font.char_width(code)
        assert read.glyphs.get(code, read.glyphs[read.default_char]) == font.glyphs.get(
            code, font.glyphs[font.default_char]
        )


# -- the debugger ---------------------------------------------------------------------------


def test_dbg_message_goes_to_the_debugger_nobody_listens_to(device: Device) -> None:
    debugger = _manager(device, "DebuggerTraps")
    debugger.DbgMessage(_block(device, b"launch code 0\0"))
    assert debugger.messages == ["launch code 0"]
    assert device.kernel.violations == []


# -- the pen, polled ------------------------------------------------------------------------


def test_a_pen_polled_again_without_an_event_waits_for_the_hand(device: Device) -> None:
    kernel = device.kernel
    digitizer = kernel.ui.system.digitizer
    out = _block(device, bytes(6))
    events = _manager(device, "EventTraps")
    waits: list[int | None] = []

    def user(deadline: int | None) -> None:  # the front end's turn: the user lifts the pen
        waits.append(deadline)
        digitizer.pen_up(40, 50)

    saved, kernel.waiter = kernel.waiter, user
    try:
        digitizer.pen_down(40, 50)
        events.EvtGetPen(out, out + 2, out + 4)  # the first look: down, no wait
        assert waits == [] and kernel.memory.u8(out + 4) == 1
        events.EvtGetPen(out, out + 2, out + 4)  # polled again: the user's turn, then up
        assert waits == [kernel.ticks + 1] and kernel.memory.u8(out + 4) == 0
        assert (kernel.memory.u16(out), kernel.memory.u16(out + 2)) == (40, 50)
    finally:
        kernel.waiter = saved


# -- a NULL pointer given to a trap ---------------------------------------------------------


def _serve(device: Device, name: str, *longs: int) -> int:
    """Call trap ``name`` through the kernel's dispatch with ``longs`` as its stack block."""
    sp = _block(device, b"".join(v.to_bytes(4, "big") for v in longs))
    served = device.kernel.serve(BY_NAME[name].number, 0x10000100, sp)
    assert served is not None
    return served[1]


def test_a_trap_given_null_reads_low_memory_on_as_a_device_does_and_says_so(device: Device) -> None:
    target = _block(device, b"golf\0" + bytes(11))
    assert _serve(device, "StrCat", target, 0) == target  # StrCat(dst, FldGetTextPtr(empty field))
    assert device.kernel.memory.cstring(target) == b"golf"
    assert [v.kind for v in device.kernel.violations] == ["low-memory"]
    assert "StrCat was given src = 0x0, in low memory" in device.kernel.violations[0].message


def test_a_trap_given_memory_nothing_holds_still_stops_the_application(device: Device) -> None:
    with pytest.raises(AppFault, match="bad-pointer at PC 0x10000100: StrLen was given memory it cannot use"):
        _serve(device, "StrLen", 0x0F000000)


# -- Form Manager: scroll arrows ------------------------------------------------------------


def test_frm_update_scrollers_shows_the_arrow_toward_which_the_field_scrolls_and_hides_the_other(
    m505: Device,
) -> None:
    form = m505.kernel.ui.system.active_form
    assert form is not None and form.visible
    ui = m505.kernel.ui
    up, down = (i for i, obj in enumerate(form.objects) if getattr(obj, "label", None) in ("Count", "Alert"))
    scrollers = _manager(m505, "ScrollerTraps")
    scrollers.FrmUpdateScrollers(ui.form_pointer(form), up, down, 0, 1)
    assert not form.objects[up].usable and form.objects[down].usable
    hidden = m505.screen.framebuffer.copy()
    scrollers.FrmUpdateScrollers(ui.form_pointer(form), up, down, 1, 1)
    assert form.objects[up].usable and m505.screen.framebuffer != hidden  # drawn again
    scrollers.FrmUpdateScrollers(ui.form_pointer(form), up, len(form.objects), 0, 0)
    assert form.objects[up].usable  # an index that is no button: reported, nothing changes
    assert [v.kind for v in m505.kernel.violations] == ["bad-parameter"]


# -- Lists: LstPopupList --------------------------------------------------------------------


def _popup_with(device: Device, inputs: list[tuple[str, int, int]]) -> tuple[int, list[bool]]:
    """``LstPopupList`` on the apis list while the "user" gives ``inputs`` (down/up/key, x, y) at
    each wait; the result and whether the list was up at each wait."""
    kernel = device.kernel
    digitizer = kernel.ui.system.digitizer
    lst, pointer = _list(device)
    pending = list(inputs)
    up_at_waits: list[bool] = []

    def user(deadline: int | None) -> None:
        up_at_waits.append(lst.popped_up)
        what, x, y = pending.pop(0)
        if what == "down":
            digitizer.pen_down(x, y)
        elif what == "up":
            digitizer.pen_up(x, y)
        else:
            kernel.ui.system.queue.add_input(Event.key_down(x))

    saved, kernel.waiter = kernel.waiter, user
    try:
        return _manager(device, "ListPopupTraps").LstPopupList(pointer), up_at_waits
    finally:
        kernel.waiter = saved


def test_lst_popup_list_returns_the_item_the_pen_lifts_on_and_restores_the_screen(device: Device) -> None:
    lst, _ = _list(device)
    line = device.kernel.ui.system.fonts[lst.font].line_height
    before = device.screen.framebuffer.copy()
    y = lst.bounds.y + 2 * line + 2  # the third item: "two"
    chosen, up = _popup_with(device, [("down", 10, y), ("up", 10, y)])
    assert chosen == 2 and lst.selection == 2
    assert up and all(up) and not lst.popped_up
    assert device.screen.framebuffer == before  # the bits under it back


def test_lst_popup_list_is_dismissed_by_a_tap_outside_or_esc(device: Device) -> None:
    lst, _ = _list(device)
    lst.selection = 1
    assert _popup_with(device, [("down", 150, 150), ("up", 150, 150)])[0] == noListSelection
    assert _popup_with(device, [("key", chrEscape, 0)])[0] == noListSelection
    assert lst.selection == 1  # nothing chosen: the selection stays


# -- Fields: scrolled to a character --------------------------------------------------------


def test_fld_set_scroll_position_makes_the_line_of_the_offset_the_first_shown(programs: Path) -> None:
    device = Device(programs / "fields.prc")
    try:
        form = device.kernel.ui.system.active_form
        assert form is not None
        index = form.get_object_index(1001)
        fld = form.objects[index]
        assert isinstance(fld, Field)
        fld.set_text(" ".join(f"word{n}" for n in range(60)))  # many lines in a 140-pixel field
        pointer = device.kernel.ui.object_pointer(form, index)
        scroll = _manager(device, "FieldScrollTraps")
        offset = fld.text.index("word30")
        scroll.FldSetScrollPosition(pointer, offset)
        assert fld.top_line > 0
        start = scroll.FldGetScrollPosition(pointer)
        assert start <= offset < start + 40 and fld.text[start:].startswith("word")
        scroll.FldSetScrollPosition(pointer, 0)
        assert fld.top_line == 0 and scroll.FldGetScrollPosition(pointer) == 0
    finally:
        device.close()
