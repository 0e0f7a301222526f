"""A form the program made (``FrmNewForm`` and the calls that add objects) as ``tFRM`` bytes.

An emulated form lives in the dynamic heap as a copy of its ``tFRM`` resource
(:mod:`emulator.palmui`), so that the structures and strings the application reads through its
pointers are where a device puts them. A form made by the program has no resource: this module
writes the one it would have, from the screen model's objects, with :mod:`prc_tools`' own
layouts (labels and control labels after their structures, list items after the list), and
that is copied into the heap instead. Texts are Palm Latin; a character outside it is written
as ``?``.
"""

from __future__ import annotations

from palm_os import controls as ui
from palm_os.forms import Form
from palm_os.geometry import Point, Rect
from palm_os.sliders import Slider
from palm_os.tables import AnyFormObject, Table
from palm_sdk.controls import Justification
from prc_tools import formats as prc
from prc_tools.formats.form import DIALOG_FRAME, FormAttr, FrameBits, WindowFlags


def _rect(r: Rect) -> prc.Rect:
    return prc.Rect(r.x, r.y, r.width, r.height)


def _point(p: Point) -> prc.Point:
    return prc.Point(p.x, p.y)


def _text(text: str) -> str:
    return text.encode("cp1252", errors="replace").decode("cp1252")


def resource_object(obj: AnyFormObject) -> prc.FormObject:
    """One screen-model object as the ``tFRM`` object it would be."""
    if isinstance(obj, Slider):
        return prc.SliderControl(obj.id, _rect(obj.bounds), prc.ControlStyleType(obj.style), obj.min_value,
                                 obj.max_value, obj.page_size, obj.slider_value, obj.thumb_id,
                                 obj.background_id, obj.usable, obj.enabled)  # fmt: skip
    if isinstance(obj, ui.Control):
        return prc.Control(obj.id, _rect(obj.bounds), _text(obj.label), prc.ControlStyleType(obj.style),
                           int(obj.font), obj.usable, obj.enabled, on=obj.on, leftAnchor=obj.left_anchor,
                           frame=prc.ButtonFrameType(obj.frame), graphical=obj.graphical, group=obj.group,
                           bitmapID=obj.bitmap_id, selectedBitmapID=obj.selected_bitmap_id)  # fmt: skip
    if isinstance(obj, ui.Title):
        return prc.Title(_text(obj.text))
    if isinstance(obj, ui.Label):
        return prc.Label(obj.id, _point(obj.pos), _text(obj.text), int(obj.font), obj.usable)
    if isinstance(obj, ui.Field):
        return prc.Field(obj.id, _rect(obj.bounds), obj.usable, editable=obj.editable,
                         singleLine=obj.single_line,
                         dynamicSize=obj.dynamic_size, underlined=int(obj.underlined),
                         justification=Justification(obj.justification), autoShift=obj.auto_shift,
                         hasScrollBar=obj.has_scroll_bar, numeric=obj.numeric, maxChars=obj.max_chars,
                         font=int(obj.font))  # fmt: skip
    if isinstance(obj, ui.ListObject):
        items = tuple(_text(i) for i in obj.items)
        return prc.List(obj.id, _rect(obj.bounds), items, int(obj.font), obj.usable,
                        obj.enabled, search=obj.search)  # fmt: skip
    if isinstance(obj, ui.Popup):
        return prc.PopupList(obj.control_id, obj.list_id)
    if isinstance(obj, ui.FormBitmap):
        return prc.FormBitmap(_point(obj.pos), obj.rsc_id, obj.usable)
    if isinstance(obj, ui.Gadget):
        return prc.Gadget(obj.id, _rect(obj.bounds), obj.usable, obj.extended)
    if isinstance(obj, ui.ScrollBar):
        return prc.ScrollBar(obj.id, _rect(obj.bounds), obj.value, obj.min_value, obj.max_value,
                             obj.page_size,
                             obj.usable)  # fmt: skip
    if isinstance(obj, ui.GraffitiStateIndicator):
        return prc.GraffitiStateIndicator(_point(obj.pos))
    if isinstance(obj, Table):
        return prc.Table(obj.id, _rect(obj.bounds),
                         tuple(prc.TableColumn(c.width, c.spacing) for c in obj.columns),
                         tuple(prc.TableRow(r.id, r.height) for r in obj.rows),
                         editable=obj.editable)  # fmt: skip
    raise TypeError(f"no tFRM object for a {type(obj).__name__}")


def form_image(form: Form) -> bytes:
    """The ``tFRM`` bytes of ``form`` (see the module docstring)."""
    resource = prc.Form(
        form.form_id, _rect(form.bounds), tuple(resource_object(o) for o in form.objects),
        defaultButton=form.default_button, helpRscId=form.help_rsc_id, menuRscId=form.menu_rsc_id,
        windowFlags=WindowFlags(modal=form.modal),
        frameType=DIALOG_FRAME if form.modal else FrameBits(width=0),
        attr=FormAttr(usable=form.usable, saveBehind=form.save_behind),
    )  # fmt: skip
    return resource.build()
