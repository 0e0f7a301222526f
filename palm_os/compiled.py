"""The compiled resources as the screen model's values: the adapter from ``prc_tools`` to ``ui``.

A :class:`CompiledResources` wraps a compiled resource database (the bytes of a ``.prc``, as
:class:`prc_tools.ResourceDatabase`) and is the :class:`~palm_os.resources.ResourceSource`
the screen model asks for forms, menus, alerts, strings and bitmaps (``DmGetResource``). Each
``prc_tools`` facade is mapped field by field to the plain values of ``palm_os`` (the
enums are ``palm_sdk``'s on both sides, so nothing is converted by number); ``docs/palm_api.md``
has the table. The desktop app serves its ``pitch.rcp`` through it, and the emulator serves the
resources of the ``.prc`` it runs, so both draw the same forms.
"""

from __future__ import annotations

import copy

from palm_os.alerts import AlertTemplate
from palm_os.bitmap import Bitmap
from palm_os.controls import (
    Control,
    Field,
    FormBitmap,
    Gadget,
    GraffitiStateIndicator,
    Label,
    ListObject,
    Popup,
    ScrollBar,
    Title,
)
from palm_os.forms import Form
from palm_os.geometry import Point, Rect
from palm_os.menus import Menu, MenuBar, MenuItem
from palm_os.resources import ResourceNotFound
from palm_os.sliders import Slider
from palm_os.tables import AnyFormObject, Table, TableColumn, TableItem, TableRow
from palm_sdk.controls import ButtonFrame, ControlStyle, Justification
from palm_sdk.forms import AlertType
from palm_sdk.resources import (
    MenuRscType,
    alertRscType,
    bitmapRscType,
    formRscType,
    strListRscType,
    strRscType,
)
from palm_sdk.window import UnderlineMode
from prc_tools import formats as prc
from prc_tools.formats import ResourceDatabase
from prc_tools.formats.form import FrameBits
from prc_tools.formats.packed_text import PACKED_TEXT_TYPE


def _rect(r: prc.Rect) -> Rect:
    return Rect(r.x, r.y, r.w, r.h)


def _point(p: prc.Point) -> Point:
    return Point(p.x, p.y)


def frame_word(bits: FrameBits) -> int:
    """A ``FrameBitsType`` as the ``FrameType`` word the screen model draws (cornerDiam << 8 ...)."""
    return (bits.cornerDiam << 8) | (int(bits.threeD) << 4) | (bits.shadowWidth << 2) | bits.width


def ui_table(table: prc.Table) -> Table:
    """A ``tFRM`` table (its columns, rows and items) as the screen model's."""
    columns = [TableColumn(c.width, c.spacing, c.usable, c.masked, c.editIndicator) for c in table.columns]
    rows = [TableRow(r.id, r.height, r.data, r.usable, r.selectable, True, r.masked, r.staticHeight)
            for r in table.rows]  # fmt: skip
    cells = list(table.items) or [prc.TableItem()] * (len(columns) * len(rows))
    width = len(columns)
    items = [
        [TableItem(i.itemType, i.fontID, i.intValue, i.ptr) for i in cells[r * width : (r + 1) * width]]
        for r in range(len(rows))
    ]
    return Table(table.id, _rect(table.bounds), columns, rows, items, editable=table.editable,
                 has_scroll_bar=table.hasScrollBar, top_row=table.topRow)  # fmt: skip


def form_object(obj: prc.FormObject) -> AnyFormObject:
    """One ``tFRM`` object as the screen model's object."""
    if isinstance(obj, prc.Title):
        return Title(obj.text)
    if isinstance(obj, prc.Label):
        return Label(obj.id, _point(obj.pos), obj.text, int(obj.font), obj.usable)
    if isinstance(obj, prc.Control):
        return Control(
            obj.id,
            _rect(obj.bounds),
            obj.label,
            ControlStyle(obj.style),
            int(obj.font),
            obj.usable,
            obj.enabled,
            obj.on,
            obj.leftAnchor,
            ButtonFrame(obj.frame),
            obj.group,
            obj.graphical,
            obj.bitmapID,
            obj.selectedBitmapID,
        )
    if isinstance(obj, prc.Field):
        return Field(
            obj.id,
            _rect(obj.bounds),
            font=int(obj.font),
            usable=obj.usable,
            editable=obj.editable,
            single_line=obj.singleLine,
            underlined=UnderlineMode(obj.underlined),
            justification=Justification(obj.justification),
            max_chars=obj.maxChars,
            dynamic_size=obj.dynamicSize,
            has_scroll_bar=obj.hasScrollBar,
            numeric=obj.numeric,
            auto_shift=obj.autoShift,
        )
    if isinstance(obj, prc.List):
        return ListObject(
            obj.id,
            _rect(obj.bounds),
            list(obj.items),
            int(obj.font),
            obj.usable,
            obj.enabled,
            search=obj.search,
        )
    if isinstance(obj, prc.PopupList):
        return Popup(obj.controlID, obj.listID)
    if isinstance(obj, prc.FormBitmap):
        return FormBitmap(_point(obj.pos), obj.rscID, obj.usable)
    if isinstance(obj, prc.Gadget):
        return Gadget(obj.id, _rect(obj.bounds), obj.usable, obj.extended)
    if isinstance(obj, prc.ScrollBar):
        return ScrollBar(
            obj.id, _rect(obj.bounds), obj.value, obj.minValue, obj.maxValue, obj.pageSize, obj.usable
        )
    if isinstance(obj, prc.GraffitiStateIndicator):
        return GraffitiStateIndicator(_point(obj.pos))
    if isinstance(obj, prc.Table):
        return ui_table(obj)
    if isinstance(obj, prc.SliderControl):
        return Slider(
            obj.id, _rect(obj.bounds), "", ControlStyle(obj.style), usable=obj.usable, enabled=obj.enabled,
            frame=ButtonFrame.noButtonFrame, graphical=True, thumb_id=obj.thumbID,
            background_id=obj.backgroundID, min_value=obj.minValue, max_value=obj.maxValue,
            page_size=obj.pageSize, slider_value=obj.value,
        )  # fmt: skip
    raise ValueError(f"the screen model has no {type(obj).__name__} objects")


def ui_form(form: prc.Form) -> Form:
    """A ``tFRM`` as a new, uninitialised screen-model form."""
    return Form(
        form_id=form.formID,
        bounds=_rect(form.bounds),
        objects=[form_object(obj) for obj in form.objects],
        modal=form.modal,
        save_behind=form.saveBehind,
        usable=form.usable,
        help_rsc_id=form.helpRscId,
        menu_rsc_id=form.menuRscId,
        default_button=form.defaultButton,
        frame=frame_word(form.frameType),
    )


def ui_menu_bar(bar: prc.MenuBar) -> MenuBar:
    return MenuBar(
        [Menu(m.title, [MenuItem(i.id, i.text, i.shortcut, i.hidden) for i in m.items]) for m in bar.menus]
    )


def ui_alert(alert: prc.Alert) -> AlertTemplate:
    return AlertTemplate(
        AlertType(alert.alertType),
        alert.title,
        alert.message,
        tuple(alert.buttons),
        alert.helpRscID,
        alert.defaultButton,
    )


def ui_bitmap(bitmap: prc.Bitmap) -> Bitmap:
    """A ``Tbmp`` (its 1-bit member) as a screen-model bitmap; a deeper member (2 to 16 bits)
    keeps its depth, colour table and transparent value (ValueError for 24 and 32 bits, which no
    Palm OS draws)."""
    if bitmap.pixelSize == 1 and bitmap.colorTable is None and not bitmap.hasTransparency:
        return Bitmap.from_packed(bitmap.width, bitmap.height, bitmap.rowBytes, bitmap.pixel_bytes())
    if bitmap.pixelSize > 16:
        raise ValueError(f"a {bitmap.pixelSize}-bit bitmap is not drawn by Palm OS")
    table = tuple((r, g, b) for _, r, g, b in bitmap.colorTable) if bitmap.colorTable else None
    if table is not None and len(table) < 1 << min(bitmap.pixelSize, 8):
        table += ((0, 0, 0),) * ((1 << min(bitmap.pixelSize, 8)) - len(table))
    transparent = bitmap.transparentIndex if bitmap.hasTransparency else None
    return Bitmap.from_values(bitmap.width, bitmap.height, bitmap.pixelSize, bitmap.rows, table, transparent)


class CompiledResources:
    """The :class:`~palm_os.resources.ResourceSource` over a compiled resource database.

    Decoded forms are kept and copied on each request (a form's objects change while it is
    open); menus, alerts, strings and bitmaps are decoded once.
    """

    def __init__(self, database: ResourceDatabase) -> None:
        self.database = database
        self._forms: dict[int, Form] = {}
        self._cache: dict[tuple[str, int], object] = {}

    def _has(self, kind: str, resource_id: int) -> None:
        if self.database.get(kind, resource_id) is None:
            raise ResourceNotFound(kind, resource_id)

    def form(self, form_id: int) -> Form:
        template = self._forms.get(form_id)
        if template is None:
            self._has(formRscType, form_id)
            template = self._forms[form_id] = ui_form(self.database.form(form_id))
        return copy.deepcopy(template)

    def menu_bar(self, menu_id: int) -> MenuBar:
        self._has(MenuRscType, menu_id)
        return ui_menu_bar(self.database.menu_bar(menu_id))

    def alert(self, alert_id: int) -> AlertTemplate:
        key = (alertRscType, alert_id)
        if key not in self._cache:
            self._has(alertRscType, alert_id)
            self._cache[key] = ui_alert(self.database.alert(alert_id))
        value = self._cache[key]
        assert isinstance(value, AlertTemplate)
        return value

    def string(self, string_id: int) -> str:
        key = (strRscType, string_id)
        if key not in self._cache:
            self._has(strRscType, string_id)
            self._cache[key] = self.database.string(string_id)
        value = self._cache[key]
        assert isinstance(value, str)
        return value

    def string_list(self, list_id: int) -> tuple[str, ...]:
        """A ``tSTL`` string table's strings (``SysStringByIndex`` for each index)."""
        key = (strListRscType, list_id)
        if key not in self._cache:
            self._has(strListRscType, list_id)
            self._cache[key] = tuple(self.database.string_list(list_id).strings)
        value = self._cache[key]
        assert isinstance(value, tuple)
        return value

    def packed_text(self, text_id: int) -> str:
        """A ``TxtC`` packed text, unpacked (the device's packed_text.c does the same)."""
        key = (PACKED_TEXT_TYPE, text_id)
        if key not in self._cache:
            self._has(PACKED_TEXT_TYPE, text_id)
            self._cache[key] = self.database.packed_text(text_id)
        value = self._cache[key]
        assert isinstance(value, str)
        return value

    def bitmap(self, bitmap_id: int) -> Bitmap:
        key = (bitmapRscType, bitmap_id)
        if key not in self._cache:
            self._has(bitmapRscType, bitmap_id)
            self._cache[key] = ui_bitmap(self.database.bitmap(bitmap_id))
        value = self._cache[key]
        assert isinstance(value, Bitmap)
        return value
