"""The emulated device's user interface: the screen model's ``System``, and 68k pointers to it.

An emulated application talks to the UI through pointers: ``FrmInitForm`` returns a
``FormType *``, ``FrmGetObjectPtr`` a ``ControlType *``, ``WinGetDrawWindow`` a ``WinHandle``.
:class:`PalmUI` owns the :class:`palm_os.system.System` the application's traps drive (its
resources are the application's own PRC, through ``palm_os.compiled``) and gives every
form, object and window the application can see an address in the dynamic heap:

* a form's chunk holds a copy of its ``tFRM`` resource (the ``FormType`` with the object list
  turned into pointers), so the address of an object is where its structure starts, and a
  gadget handler reads its ``FormGadgetType`` (id, bounds, data) there; the chunk is the
  application's and ``FrmDeleteForm`` frees it (a form never deleted is a leak at exit);
* a form's window handle is the form's address (``FormType`` starts with its ``WindowType``);
  the display and each offscreen window get a ``WindowType``-sized chunk.

The screen has the device model's depth (:mod:`emulator.device_models`; ``WinScreenMode``
changes it); offscreen windows and bitmap windows have the depth they were made with, and a
bitmap is drawn from the member of its family that suits the screen (the deepest not deeper).

Python state stays the truth: pointers are looked up (:meth:`PalmUI.form_at`,
:meth:`PalmUI.object_at`), and a pointer that is not a live form or object is reported.

Callbacks are 68k code called from Python (:meth:`emulator.cpu.CPU.call`): a form's event
handler gets a pointer to the ``EventType`` (the application's own, when ``FrmDispatchEvent``
passes its event through), a gadget handler ``(gadgetP, cmd, paramP)``.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from emulator import eventtype
from emulator.memory import OWNER_APP, OWNER_SYSTEM, Chunk, OutOfMemory
from emulator.open_resources import OpenResources
from palm_os.bitmap import Bitmap
from palm_os.colors import black_index
from palm_os.compiled import CompiledResources, ui_bitmap
from palm_os.controls import Gadget
from palm_os.events import Event
from palm_os.forms import Form
from palm_os.framebuffer import Framebuffer
from palm_os.geometry import Rect
from palm_os.system import System
from palm_os.window import Screen, Window
from palm_sdk.events import evtWaitForever
from palm_sdk.forms import FormObjectKind
from palm_sdk.structs import (
    BitmapType,
    FormGadgetType,
    FormObjListType,
    FormType,
    ListType,
    RectangleType,
    WindowType,
)
from prc_tools.errors import PrcFormatError
from prc_tools.formats.bitmap import BitmapFamily

if TYPE_CHECKING:
    from emulator.kernel import Kernel
    from emulator.loader import Application

Obj = TypeVar("Obj")
"""The class of form object a trap expects (:meth:`PalmUI.object_of`)."""

# Sizes and offsets of the structures the emulator lays out in the dynamic heap (palm_sdk.structs).
FORM_TYPE_SIZE = FormType.size  # a WindowType, then the form's own fields
QUEUED_KEPT = 64  # the events the application queued whose bytes are kept
WINDOW_TYPE_SIZE = WindowType.size
OBJECT_ENTRY_SIZE = FormObjListType.size  # UInt8 objectType, UInt8 reserved, the object's pointer
OBJECT_POINTER = FormObjListType.offset("object")
LIST_TYPE_SIZE = ListType.size  # in a tFRM, the item slots and strings follow it
LIST_ITEMS_TEXT = ListType.offset("itemsText")
LIST_ITEMS_COUNT = ListType.offset("numItems")
LIST_DRAW_CALLBACK = ListType.offset("drawItemsCallback")
GADGET_DATA, GADGET_HANDLER = FormGadgetType.offset("data"), FormGadgetType.offset("handler")
FORM_HANDLER = FormType.offset("handler")
FORM_ID = FormType.offset("formId")
FORM_BOUNDS = FormType.offset("window.windowBounds")
FORM_OBJECT_COUNT = FormType.offset("numObjects")
FORM_OBJECTS = FormType.offset("objects")
SYNTHETIC_OBJECT_SIZE = 24  # room enough for any object's fixed fields; the id first


class PalmUI:
    """See the module docstring."""

    def __init__(self, kernel: Kernel) -> None:
        self.kernel = kernel
        self.system = System()
        self.forms: dict[int, Form] = {}  # address -> form
        self._form_address: dict[int, int] = {}  # id(form) -> address
        self._form_chunks: dict[int, Chunk] = {}
        self.objects: dict[int, tuple[Form, int]] = {}  # address -> (form, object index)
        self._object_address: dict[tuple[int, int], int] = {}  # (id(form), index) -> address
        self.windows: dict[int, Window] = {}  # address -> window (display, offscreen)
        self._window_address: dict[int, int] = {}
        self.offscreen: dict[int, Chunk] = {}
        self.saved_bits: dict[int, tuple[Chunk, object]] = {}
        self.bitmap_windows: dict[int, tuple[Window, int]] = {}  # handle -> (window, bitmap address)
        self.dispatching: tuple[Event, int] | None = None  # the event FrmDispatchEvent got, its address
        self._bitmaps: dict[tuple[int, int], Bitmap | None] = {}
        self.display_handle = 0
        self.window_bitmaps: dict[int, int] = {}  # window handle -> the BitmapType WinGetBitmap made
        self._direct: dict[int, bytes] = {}  # such a bitmap whose bits BmpGetBits gave -> bits last synced
        self._direct_shown: dict[int, list[list[int]]] = {}  # ... and its window's planes then
        self._queued: dict[int, tuple[Event, bytes]] = {}  # id(event) -> (event, its bytes)
        self.form_images: dict[int, bytes] = {}  # id(form) -> tFRM bytes of a form the program made

    # -- life cycle ------------------------------------------------------------------------

    def start(self, app: Application) -> None:
        """A new launch: a fresh System over the application's resources, the same clock."""
        ticks = self.system.ticks
        self.system = System(OpenResources(CompiledResources(app.database), self.kernel))
        self.system.queue.ticks = ticks
        self.window_bitmaps.clear()
        self._direct.clear()
        self._direct_shown.clear()
        self.set_depth(self.kernel.model.default_depth)
        self.forms.clear()
        self.form_images.clear()
        self._form_address.clear()
        self._form_chunks.clear()
        self.objects.clear()
        self._object_address.clear()
        self.windows.clear()
        self._window_address.clear()
        self.offscreen.clear()
        self.saved_bits.clear()
        self.bitmap_windows.clear()
        self._bitmaps.clear()
        chunk = self.kernel.memory.allocate(
            WINDOW_TYPE_SIZE, owner=OWNER_SYSTEM, label="the display's WindowType"
        )
        self.display_handle = chunk.address
        self._register_window(self.system.screen.display_window, chunk.address)

    @property
    def ticks(self) -> int:
        return self.system.ticks

    @property
    def depth(self) -> int:
        """The screen's depth in bits per pixel."""
        return self.system.screen.framebuffer.depth

    def set_depth(self, depth: int) -> None:
        """``WinScreenMode(winScreenModeSet)``: the screen becomes ``depth`` bits deep (white, the
        default colour table), and the UI draws black on white in its colours."""
        framebuffer = self.system.screen.framebuffer
        if framebuffer.depth != depth:
            framebuffer.set_depth(depth)
        self.system.graphics.set_screen_depth(black_index(depth))

    def advance(self, ticks: int) -> None:
        self.system.events.advance(ticks)

    # -- forms -----------------------------------------------------------------------------

    def form_pointer(self, form: Form | None, owner: int = OWNER_APP) -> int:
        """The address of a form (0 for None), made the first time it is asked for."""
        if form is None:
            return 0
        address = self._form_address.get(id(form))
        if address is not None:
            return address
        resource = self.form_images.get(id(form))  # a form the program made (FrmNewForm ...)
        if resource is None and owner == OWNER_APP:
            resource = self._data_traps().resource_bytes("tFRM", form.form_id)
        image = bytearray(resource) if resource else self._synthetic_form(form)
        try:
            chunk = self.kernel.memory.allocate(
                len(image), owner=owner, label=f"form {form.form_id}", pc=self.kernel.trap_pc
            )
        except OutOfMemory:
            raise self.kernel.fault("out-of-memory", f"no room in the dynamic heap for form {form.form_id}",
                                    self.kernel.trap_pc) from None  # fmt: skip
        base = chunk.address
        count = struct.unpack_from(">H", image, FORM_OBJECT_COUNT)[0]
        struct.pack_into(">I", image, FORM_OBJECTS, base + FORM_TYPE_SIZE if count else 0)
        offsets = []
        for index in range(count):
            at = FORM_TYPE_SIZE + OBJECT_ENTRY_SIZE * index
            offset = struct.unpack_from(">I", image, at + OBJECT_POINTER)[0]
            offsets.append(offset)
            struct.pack_into(">I", image, at + OBJECT_POINTER, base + offset)
            if resource and image[at] == FormObjectKind.frmListObj:
                self._point_list_items(image, base, offset)
        self.kernel.memory.write(base, bytes(image))
        self.forms[base] = form
        self._form_address[id(form)] = base
        self._form_chunks[base] = chunk
        for index, offset in enumerate(offsets[: len(form.objects)]):
            self.objects[base + offset] = (form, index)
            self._object_address[(id(form), index)] = base + offset
        if form.window is not None:
            self._window_address[id(form.window)] = base
        return base

    @staticmethod
    def _point_list_items(image: bytearray, base: int, offset: int) -> None:
        """What ``FrmInitForm`` does for a list of the resource: its item slots (after the 32-byte
        ``ListType``) point at the item strings that follow them, and ``itemsText`` at the slots."""
        count = struct.unpack_from(">h", image, offset + LIST_ITEMS_COUNT)[0]
        slots = offset + LIST_TYPE_SIZE
        at = slots + 4 * max(count, 0)
        if count <= 0 or at > len(image):
            return
        for index in range(count):
            end = image.find(b"\0", at)
            if end < 0:
                return
            struct.pack_into(">I", image, slots + 4 * index, base + at)
            at = end + 1
        struct.pack_into(">I", image, offset + LIST_ITEMS_TEXT, base + slots)

    def _synthetic_form(self, form: Form) -> bytearray:
        """A ``FormType`` for a form the system made (an alert, the help dialog): header, object
        list and a 24-byte placeholder per object (its id first), so each has an address."""
        count = len(form.objects)
        image = bytearray(FORM_TYPE_SIZE + (OBJECT_ENTRY_SIZE + SYNTHETIC_OBJECT_SIZE) * count)
        image[:FORM_TYPE_SIZE] = FormType.pack(
            {"window": {"windowBounds": _rectangle(form.bounds)}, "formId": form.form_id, "numObjects": count}
        )
        for index, obj in enumerate(form.objects):
            offset = FORM_TYPE_SIZE + OBJECT_ENTRY_SIZE * count + SYNTHETIC_OBJECT_SIZE * index
            entry = FORM_TYPE_SIZE + OBJECT_ENTRY_SIZE * index
            image[entry : entry + OBJECT_ENTRY_SIZE] = FormObjListType.pack(
                {"objectType": int(obj.kind), "object": offset}
            )
            struct.pack_into(">H", image, offset, getattr(obj, "id", 0) & 0xFFFF)
        return image

    def _data_traps(self):  # type: ignore[no-untyped-def]
        return self.kernel.managers["DataTraps"]

    def form_at(self, address: int, what: str) -> Form | None:
        """The form at an address a trap was given, or None (reported)."""
        form = self.forms.get(address)
        if form is None:
            self.kernel.report("bad-parameter", f"{what} was given {address:#010x}, which is not a form")
        return form

    def forget_form(self, form: Form) -> None:
        """A form was deleted: its chunk is freed and its addresses are no longer valid."""
        self.form_images.pop(id(form), None)
        address = self._form_address.pop(id(form), None)
        if address is None:
            return
        self.forms.pop(address, None)
        for index in range(len(form.objects)):
            self.objects.pop(self._object_address.pop((id(form), index), -1), None)
        if form.window is not None:
            self._window_address.pop(id(form.window), None)
        chunk = self._form_chunks.pop(address, None)
        if chunk is not None and not chunk.freed:
            self.kernel.memory.free(chunk)

    def forget_deleted_forms(self) -> None:
        """Free the chunks of forms the System no longer holds (closed by ``FrmGotoForm`` ...)."""
        live = {id(f) for f in self.system.forms}
        live.update(id(d.form) for d in self.system.modal)
        for address, form in list(self.forms.items()):
            if id(form) not in live and self._form_chunks.get(address) is not None:
                chunk = self._form_chunks[address]
                if chunk.owner == OWNER_APP:
                    self.forget_form(form)

    # -- objects ---------------------------------------------------------------------------

    def object_pointer(self, form: Form, index: int) -> int:
        self.form_pointer(form)
        return self._object_address.get((id(form), index), 0)

    def object_at(self, address: int, what: str) -> tuple[Form, int] | None:
        """(form, index) of the object at an address a trap was given, or None (reported)."""
        found = self.objects.get(address)
        if found is None:
            self.kernel.report("bad-parameter", f"{what} was given {address:#010x}, which is no form object")
        return found

    def object_of(self, address: int, kind: type[Obj], what: str) -> Obj | None:
        """The object of class ``kind`` at an address a trap was given, or None: no form object,
        or one of another class (both reported, as a debug ROM's fatal error would stop there)."""
        found = self.object_at(address, what)
        if found is None:
            return None
        obj = found[0].objects[found[1]]
        if not isinstance(obj, kind):
            self.kernel.report("bad-parameter", f"{what} was given {address:#010x}, a {type(obj).__name__}")
            return None
        return obj

    def pointer_of(self, kind: str, object_id: int) -> int:
        """For ``EventType`` fields: the address of an object of the active form (or dialog)."""
        system = self.system
        form = system.modal[-1].form if system.modal else system.active_form
        if form is None or not object_id:
            return 0
        for index, obj in enumerate(form.objects):
            if getattr(obj, "id", None) == object_id:
                return self.object_pointer(form, index)
        return 0

    # -- events ----------------------------------------------------------------------------

    def encode_event(self, event: Event) -> bytes:
        """The ``EventType`` bytes of ``event`` for the application (see :meth:`read_event`)."""
        queued = self._queued.get(id(event))
        raw = queued[1] if queued is not None and queued[0] is event else None
        return eventtype.encode(event, self.pointer_of, raw)

    def write_event(self, address: int, event: Event) -> None:
        self.kernel.memory.write(address, self.encode_event(event))

    def read_event(self, address: int) -> Event:
        """An event the application hands the system; its bytes are kept a while, so that an
        object pointer it carries (a popSelectEvent's listP) comes back as it went in."""
        raw = bytes(self.kernel.memory.read(address, eventtype.SIZE))
        event = eventtype.decode(raw)
        self._queued[id(event)] = (event, raw)
        while len(self._queued) > QUEUED_KEPT:
            del self._queued[next(iter(self._queued))]
        return event

    def next_event(self, timeout: int = evtWaitForever) -> Event:
        """``EvtGetEvent``: the next event, waiting (the device thread blocks) until there is one."""
        system = self.system
        if self._direct:
            self.sync_direct_bits()
        while True:
            event = system.get_event(timeout)
            if event is not None:
                return event
            self.kernel.wait(system.events.next_nil_tick(timeout))

    def run_modal(self, dialog: object) -> int:
        """Block in a modal dialog (``FrmAlert``, ``FrmDoDialog``) until a button ends it."""
        from palm_os.dialogs import ModalDialog

        assert isinstance(dialog, ModalDialog)
        system = self.system
        while not dialog.done:
            event = self.next_event()
            if not system.handle_system_event(event):
                system.handle_modal_event(event)
        assert dialog.result is not None
        return dialog.result

    # -- callbacks -------------------------------------------------------------------------

    def event_handler(self, address: int) -> object:
        """A ``FormEventHandlerType`` for the screen model that calls 68k code at ``address``."""

        def handler(event: Event) -> bool:
            dispatching = self.dispatching
            if dispatching is not None and dispatching[0] is event:
                d0, _ = self.kernel.cpu.call(address, dispatching[1].to_bytes(4, "big"))
                return bool(d0 & 0xFF)
            data = self.encode_event(event)
            d0, _ = self.kernel.cpu.call_with_data(address, data, lambda at: at.to_bytes(4, "big"))
            return bool(d0 & 0xFF)

        handler.palm_address = address  # type: ignore[attr-defined]
        return handler

    def gadget_handler(self, form: Form, index: int, address: int) -> object:
        """A gadget handler for the screen model that calls 68k code:
        ``Boolean handler(FormGadgetTypeInCallback *gadgetP, UInt16 cmd, void *paramP)``."""
        gadget_pointer = self.object_pointer(form, index)

        def handler(gadget: Gadget, cmd: int, event: Event | None) -> bool:
            if event is None:
                args = gadget_pointer.to_bytes(4, "big") + cmd.to_bytes(2, "big") + bytes(4)
                d0, _ = self.kernel.cpu.call(address, args)
            else:
                data = self.encode_event(event)
                d0, _ = self.kernel.cpu.call_with_data(
                    address, data, lambda at: gadget_pointer.to_bytes(4, "big") + cmd.to_bytes(2, "big")
                    + at.to_bytes(4, "big"),
                )  # fmt: skip
            return bool(d0 & 0xFF)

        handler.palm_address = address  # type: ignore[attr-defined]
        return handler

    def list_draw_function(
        self, list_pointer: int, address: int
    ) -> Callable[[int, Rect, list[str], Window], None]:
        """A list drawing function for the screen model that calls 68k code:
        ``void draw(Int16 itemNum, RectangleType *bounds, Char **itemsText)``, drawing into the
        list's window (the draw window during the call)."""

        def draw(index: int, bounds: Rect, _items: list[str], window: Window) -> None:
            previous = self.system.set_draw_window(window)
            try:
                rect = RectangleType.pack(_rectangle(bounds))
                items_text = self.kernel.memory.u32(list_pointer + LIST_ITEMS_TEXT)
                self.kernel.cpu.call_with_data(
                    address, rect, lambda at: struct.pack(">hII", index, at, items_text)
                )
            finally:
                self.system.set_draw_window(previous)

        draw.palm_address = address  # type: ignore[attr-defined]
        return draw

    def set_gadget_field(self, form: Form, index: int, offset: int, value: int) -> None:
        pointer = self.object_pointer(form, index)
        if pointer:
            self.kernel.memory.put_u32(pointer + offset, value)

    # -- windows ---------------------------------------------------------------------------

    def _register_window(self, window: Window, address: int) -> None:
        self.windows[address] = window
        self._window_address[id(window)] = address

    def window_handle(self, window: Window) -> int:
        """The ``WinHandle`` of a window: a form's is its form's address."""
        address = self._window_address.get(id(window))
        if address is not None:
            return address
        for form in [*self.system.forms, *(d.form for d in self.system.modal)]:
            if form.window is window:
                owner = OWNER_APP if form in self.system.forms else OWNER_SYSTEM
                return self.form_pointer(form, owner)
        return self.display_handle

    def window_at(self, handle: int, what: str) -> Window | None:
        if handle == 0:
            return None
        window = self.windows.get(handle)
        if window is not None:
            return window
        form = self.forms.get(handle)
        if form is not None and form.window is not None:
            return form.window
        self.kernel.report("bad-parameter", f"{what} was given {handle:#010x}, which is not a window")
        return None

    def new_offscreen(self, width: int, height: int, depth: int | None = None) -> int:
        """``WinCreateOffscreenWindow``: a window with a framebuffer of its own, of the screen's
        depth unless given (0: no memory)."""
        depth = depth or self.depth
        try:
            chunk = self.kernel.memory.allocate(
                WINDOW_TYPE_SIZE + ((width * depth + 15) // 16) * 2 * height, owner=OWNER_APP,
                label=f"offscreen window {width}x{height}", pc=self.kernel.trap_pc,
            )  # fmt: skip
        except OutOfMemory:
            return 0
        screen = Screen(self.system.fonts, Framebuffer(width, height, depth=depth))
        screen.graphics = self.system.screen.graphics  # one draw state for the whole system
        window = Window(screen, Rect(0, 0, width, height))
        self._register_window(window, chunk.address)
        self.offscreen[chunk.address] = chunk
        return chunk.address

    def new_bitmap_window(self, bitmap: int) -> int:
        """``WinCreateBitmapWindow``: a window whose pixels are the bitmap's (copied back to the
        bitmap's bits whenever the bitmap is drawn or its bits are asked for)."""
        header = self.bitmap_header(bitmap)
        width, height = header["width"], header["height"]
        handle = self.new_offscreen(width, height, max(header["pixelSize"], 1))
        if handle:
            window = self.windows[handle]
            image = self.bitmap_at(bitmap)
            if image is not None:
                window.draw_bitmap(image, 0, 0)
            self.bitmap_windows[handle] = (window, bitmap)
        return handle

    def sync_bitmap(self, bitmap: int) -> None:
        """Write a bitmap window's pixels back into its bitmap's bits."""
        for window, address in self.bitmap_windows.values():
            if address == bitmap:
                header = self.bitmap_header(bitmap)
                height, row_bytes = header["height"], header["rowBytes"]
                framebuffer = window.framebuffer
                if framebuffer.depth == 1:
                    rows = framebuffer.rows
                    data = b"".join(
                        int(f"{rows[y]:0{row_bytes * 8}b}"[::-1], 2).to_bytes(row_bytes, "big")
                        for y in range(height)
                    )
                else:
                    data = b"".join(
                        pack_pixels(line, framebuffer.depth).ljust(row_bytes, b"\0")[:row_bytes]
                        for line in framebuffer.pixel_rows()[:height]
                    )
                self.kernel.memory.write(bitmap + self.bits_offset(bitmap), data)

    def expose_bits(self, bitmap: int) -> int:
        """``BmpGetBits``: the bitmap's bits, brought up to date with its window; the bits of a
        window's own bitmap (``WinGetBitmap``: the display's, say) are the window's pixels from
        then on both ways, as an application that writes the screen memory expects: what it
        writes there is shown when it next asks for an event. Returns the bits' address."""
        if bitmap in self._direct:
            self.sync_direct_bits(bitmap)
        else:
            self.sync_bitmap(bitmap)
            if -bitmap in self.bitmap_windows:
                self._direct[bitmap] = self._bits(bitmap)
        return bitmap + self.bits_offset(bitmap)

    def _bits(self, bitmap: int) -> bytes:
        header = self.bitmap_header(bitmap)
        size = header["rowBytes"] * header["height"]
        return self.kernel.memory.read(bitmap + self.bits_offset(bitmap), size)

    def sync_direct_bits(self, only: int | None = None) -> None:
        """Bits the application wrote into a window's bitmap become the window's pixels; else the
        window's pixels (drawn by traps) are written into the bits."""
        for address, synced in list(self._direct.items()):
            if only is not None and address != only:
                continue
            entry = self.bitmap_windows.get(-address)
            if entry is None:
                del self._direct[address]
                continue
            current = self._bits(address)
            framebuffer = entry[0].framebuffer
            shown = self._direct_shown.get(address)
            if current != synced:
                load_bits(framebuffer, current)
            elif shown != framebuffer.planes:
                self.sync_bitmap(address)
                current = self._bits(address)
            self._direct[address] = current
            self._direct_shown[address] = [list(plane) for plane in framebuffer.planes]

    def bitmap_header(self, address: int) -> dict[str, int]:
        """The fields of the ``BitmapType`` header at ``address`` (its bits follow it)."""
        return BitmapType.unpack(self.kernel.memory.read(address, BitmapType.size))

    def bits_offset(self, bitmap: int) -> int:
        """Where a (version 2) bitmap's pixels start: after its header and colour table."""
        header = self.bitmap_header(bitmap)
        if header["flags"] & BITMAP_HAS_COLOR_TABLE:
            return BitmapType.size + 2 + 4 * self.kernel.memory.u16(bitmap + BitmapType.size)
        if header["flags"] & BITMAP_DIRECT_COLOR and header["version"] == 2:
            return BitmapType.size + len(DIRECT_INFO_565)
        return BitmapType.size

    def forget_bitmap(self, bitmap: int) -> None:
        for key in [key for key in self._bitmaps if key[0] == bitmap]:
            del self._bitmaps[key]
        for handle, (_, address) in list(self.bitmap_windows.items()):
            if address == bitmap:
                del self.bitmap_windows[handle]

    def delete_window(self, handle: int) -> None:
        entry = self.bitmap_windows.pop(handle, None)
        if entry is not None:
            self.sync_bitmap_entry(entry)
        made = self.window_bitmaps.pop(handle, None)  # WinGetBitmap's bitmap of the window
        if made is not None:
            self.bitmap_windows.pop(-made, None)
            self._free_address(made)
        chunk = self.offscreen.pop(handle, None)
        window = self.windows.pop(handle, None)
        if window is not None:
            self._window_address.pop(id(window), None)
            self.system.screen.forget_window(window)
        if chunk is not None:
            self.kernel.memory.free(chunk)

    def _free_address(self, address: int) -> None:
        chunk = self.kernel.memory.chunk_of_pointer(address)
        if chunk is not None and not chunk.freed:
            self.kernel.memory.free(chunk)

    # -- bitmaps ---------------------------------------------------------------------------

    def sync_bitmap_entry(self, entry: tuple[Window, int]) -> None:
        self.bitmap_windows[-1] = entry
        try:
            self.sync_bitmap(entry[1])
        finally:
            del self.bitmap_windows[-1]

    def bitmap_at(self, address: int) -> Bitmap | None:
        """The ``BitmapType`` at an address (a locked ``Tbmp`` usually), its 1-bit image; a
        bitmap with a window (``WinCreateBitmapWindow``) is that window's pixels."""
        for window, bitmap_address in self.bitmap_windows.values():
            if bitmap_address == address:
                return Bitmap.from_framebuffer(window.framebuffer)
        key = (address, self.depth)
        if key in self._bitmaps:
            return self._bitmaps[key]
        memory = self.kernel.memory
        chunk = memory.chunk_containing(address)
        if chunk is not None and not chunk.freed and chunk.address <= address < chunk.end:
            data = memory.read(address, chunk.end - address)
        else:
            header = self.bitmap_header(address)
            height, row_bytes = header["height"], header["rowBytes"]
            data = memory.read(address, BitmapType.size + max(row_bytes, 0) * max(height, 0))
        try:
            bitmap: Bitmap | None = ui_bitmap(BitmapFamily.parse(data).for_depth(self.depth))
        except (PrcFormatError, ValueError, KeyError, IndexError):
            self.kernel.report("bad-parameter", f"no bitmap Palm OS draws at {address:#010x}")
            bitmap = None
        if chunk is not None and chunk.heap == "storage":
            self._bitmaps[key] = bitmap  # resources do not change
        return bitmap

    # -- rectangles ------------------------------------------------------------------------

    def rect_at(self, address: int) -> Rect:
        fields = RectangleType.unpack(self.kernel.memory.read(address, RectangleType.size))
        top_left, extent = fields["topLeft"], fields["extent"]
        return Rect(top_left["x"], top_left["y"], extent["x"], extent["y"])

    def put_rect(self, address: int, rect: Rect) -> None:
        self.kernel.memory.write(address, RectangleType.pack(_rectangle(rect)))


BITMAP_HAS_COLOR_TABLE = 0x4000  # BitmapFlagsType.hasColorTable (Bitmap.h)
BITMAP_DIRECT_COLOR = 0x0400  # BitmapFlagsType.directColor
DIRECT_INFO_565 = bytes([5, 6, 5, 0, 0, 0, 0, 0])  # BitmapDirectInfoType of an RGB565 bitmap


def pack_pixels(values: bytes, depth: int) -> bytes:
    """Pixel values (a byte each, or two big-endian at 16 bits) packed as a bitmap row stores
    them: most significant bits leftmost.

    >>> pack_pixels(bytes([3, 0, 1, 2, 3]), 2).hex()
    'c6c0'
    """
    if depth >= 8:
        return bytes(values)
    per_byte = 8 // depth
    out = bytearray()
    for start in range(0, len(values), per_byte):
        byte = 0
        for k, v in enumerate(values[start : start + per_byte]):
            byte |= v << (8 - depth * (k + 1))
        out.append(byte)
    return bytes(out)


_UNPACKED = {
    depth: [bytes((byte >> (8 - depth * (k + 1))) & ((1 << depth) - 1) for k in range(8 // depth))
            for byte in range(256)]
    for depth in (1, 2, 4)
}  # fmt: skip


def load_bits(framebuffer: Framebuffer, data: bytes) -> None:
    """A window's pixels from its bitmap's bits (rows of ``rowBytes``, as a bitmap stores them)."""
    depth, width = framebuffer.depth, framebuffer.width
    stride = ((width * depth + 15) // 16) * 2
    lines = [data[y * stride : (y + 1) * stride] for y in range(framebuffer.height)]
    if depth in _UNPACKED:
        table = _UNPACKED[depth]
        lines = [b"".join([table[b] for b in line])[:width] for line in lines]
    else:
        lines = [line[: width * (depth // 8)] for line in lines]
    framebuffer.set_pixel_rows(lines)


def _rectangle(rect: Rect) -> dict[str, dict[str, int]]:
    """A ``RectangleType``'s fields for :meth:`RectangleType.pack`."""
    return {"topLeft": {"x": rect.x, "y": rect.y}, "extent": {"x": rect.width, "y": rect.height}}
