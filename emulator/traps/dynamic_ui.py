"""The dynamic UI traps (``Form.h``, ``Control.h``, ``Field.h``, ``List.h``): forms and objects the
program makes at run time.

``FrmNewForm`` makes a loaded form (:func:`palm_os.dynamic_forms.new_form`) and gives it an
address whose chunk holds the ``tFRM`` it would have had (:mod:`emulator.form_images`).
``FrmNewLabel``, ``FrmNewBitmap``, ``FrmNewGadget``, ``FrmNewGsi``, ``CtlNewControl``,
``CtlNewGraphicControl``, ``CtlNewSliderControl``, ``FldNewField`` and ``LstNewList`` add an
object at the end of the form whose pointer ``*formPP`` holds, and ``FrmRemoveObject`` removes
one: each may move the form, as on Palm OS, so the form gets a new chunk and ``*formPP`` its new
address (the old one, and the old objects' addresses, are no longer the form's). They return the
new object's address (``LstNewList`` an error code). ``formPP`` must point at a live form's
address: anything else is reported and answered NULL (or ``sysErrParamErr``).

``LstNewList`` with a ``triggerId`` makes the list a popup list of that trigger (a
``FormPopupType`` follows it); its height is ``visibleItems`` lines of its font.
"""

from __future__ import annotations

from emulator.form_images import form_image
from emulator.traps import Manager, trap
from palm_os import controls as ui
from palm_os.dynamic_forms import add_object, new_form, remove_object
from palm_os.forms import Form
from palm_os.geometry import Point, Rect
from palm_os.sliders import Slider
from palm_os.tables import AnyFormObject
from palm_sdk.controls import Justification
from palm_sdk.errors import sysErrParamErr
from palm_sdk.window import UnderlineMode

FRAMES = {
    ui.ControlStyle.buttonCtl: ui.ButtonFrame.standardButtonFrame,
    ui.ControlStyle.pushButtonCtl: ui.ButtonFrame.rectangleButtonFrame,
    ui.ControlStyle.repeatingButtonCtl: ui.ButtonFrame.standardButtonFrame,
    ui.ControlStyle.selectorTriggerCtl: ui.ButtonFrame.standardButtonFrame,
}
"""The frame a new control of each style gets (PilRC's defaults); the others have none."""


class DynamicUITraps(Manager):
    """``FrmNewForm`` and the ``...New...`` calls: see the module docstring."""

    def _text(self, pointer: int) -> str:
        return self.mem.cstring(pointer).decode("cp1252", errors="replace") if pointer else ""

    def _form_at(self, formPP: int, what: str) -> Form | None:
        if not formPP or formPP & 1 or not self.mem.is_mapped(formPP, 4):
            self.kernel.report(
                "bad-parameter", f"{what} was given {formPP:#010x}, which is not a FormType **"
            )
            return None
        return self.kernel.ui.form_at(self.mem.u32(formPP), what)

    def _place(self, form: Form) -> int:
        """Lay the form out again in a new chunk (it may move): its new address."""
        ui = self.kernel.ui
        ui.forget_form(form)
        ui.form_images[id(form)] = form_image(form)
        return ui.form_pointer(form)

    def _add(self, formPP: int, what: str, obj: AnyFormObject) -> int:
        form = self._form_at(formPP, what)
        if form is None:
            return 0
        index = add_object(form, obj)
        address = self._place(form)
        self.mem.put_u32(formPP, address)
        if isinstance(obj, ui.Label):
            self.kernel.managers["FormTraps"].label_rooms[(form.form_id, index)] = len(  # type: ignore[attr-defined]
                obj.text.encode("cp1252", errors="replace")
            )
        return self.kernel.ui.object_pointer(form, index)

    @trap("FrmNewForm")
    def FrmNewForm(
        self, formID: int, titleStrP: int, x: int, y: int, width: int, height: int, modal: int,
        defaultButton: int, helpRscID: int, menuRscID: int,
    ) -> int:  # fmt: skip
        """FormType *FrmNewForm(UInt16 formID, const Char *titleStrP, Coord x, Coord y, Coord width,
        Coord height, Boolean modal, UInt16 defaultButton, UInt16 helpRscID, UInt16 menuRscID)"""
        if width < 0 or height < 0:
            self.kernel.report("bad-parameter", f"FrmNewForm({formID}): a {width}x{height} form")
            return 0
        ui = self.kernel.ui
        form = new_form(ui.system, formID, self._text(titleStrP), Rect(x, y, width, height), bool(modal),
                        defaultButton, helpRscID, menuRscID)  # fmt: skip
        ui.form_images[id(form)] = form_image(form)
        return ui.form_pointer(form)

    @trap("FrmNewLabel")
    def FrmNewLabel(self, formPP: int, ID: int, textP: int, x: int, y: int, font: int) -> int:
        """FormLabelType *FrmNewLabel(FormType **formPP, UInt16 ID, const Char *textP, Coord x, Coord y,
        FontID font)"""
        label = ui.Label(ID, Point(x, y), self._text(textP), self._font(font))
        return self._add(formPP, "FrmNewLabel", label)

    @trap("FrmNewBitmap")
    def FrmNewBitmap(self, formPP: int, ID: int, rscID: int, x: int, y: int) -> int:
        """FormBitmapType *FrmNewBitmap(FormType **formPP, UInt16 ID, UInt16 rscID, Coord x, Coord y)"""
        return self._add(formPP, "FrmNewBitmap", ui.FormBitmap(Point(x, y), rscID))

    @trap("FrmNewGadget")
    def FrmNewGadget(self, formPP: int, id_: int, x: int, y: int, width: int, height: int) -> int:
        """FormGadgetType *FrmNewGadget(FormType **formPP, UInt16 id, Coord x, Coord y, Coord width,
        Coord height)"""
        return self._add(formPP, "FrmNewGadget", ui.Gadget(id_, Rect(x, y, width, height)))

    @trap("FrmNewGsi")
    def FrmNewGsi(self, formPP: int, x: int, y: int) -> int:
        """FrmGraffitiStateType *FrmNewGsi(FormType **formPP, Coord x, Coord y)"""
        return self._add(formPP, "FrmNewGsi", ui.GraffitiStateIndicator(Point(x, y)))

    @trap("CtlNewControl")
    def CtlNewControl(
        self, formPP: int, ID: int, style: int, textP: int, x: int, y: int, width: int, height: int,
        font: int, group: int, leftAnchor: int,
    ) -> int:  # fmt: skip
        """ControlType *CtlNewControl(void **formPP, UInt16 ID, ControlStyleType style, const Char *textP,
        Coord x, Coord y, Coord width, Coord height, FontID font, UInt8 group, Boolean leftAnchor)"""
        kind = self._style(style, "CtlNewControl")
        if kind is None:
            return 0
        if kind in (ui.ControlStyle.sliderCtl, ui.ControlStyle.feedbackSliderCtl):
            bounds = Rect(x, y, width, height)
            obj: ui.Control = Slider(ID, bounds, "", kind, frame=ui.ButtonFrame.noButtonFrame)
        else:
            obj = ui.Control(ID, Rect(x, y, width, height), self._text(textP), kind, self._font(font),
                          left_anchor=bool(leftAnchor), frame=FRAMES.get(kind, ui.ButtonFrame.noButtonFrame),
                          group=group)  # fmt: skip
        return self._add(formPP, "CtlNewControl", obj)

    @trap("CtlNewGraphicControl")
    def CtlNewGraphicControl(
        self, formPP: int, ID: int, style: int, bitmapID: int, selectedBitmapID: int, x: int, y: int,
        width: int, height: int, group: int, leftAnchor: int,
    ) -> int:  # fmt: skip
        """GraphicControlType *CtlNewGraphicControl(void **formPP, UInt16 ID, ControlStyleType style,
        DmResID bitmapID, DmResID selectedBitmapID, Coord x, Coord y, Coord width, Coord height,
        UInt8 group, Boolean leftAnchor)"""
        kind = self._style(style, "CtlNewGraphicControl")
        if kind is None:
            return 0
        obj = ui.Control(ID, Rect(x, y, width, height), "", kind, left_anchor=bool(leftAnchor),
                      frame=FRAMES.get(kind, ui.ButtonFrame.noButtonFrame), group=group, graphical=True,
                      bitmap_id=bitmapID, selected_bitmap_id=selectedBitmapID)  # fmt: skip
        return self._add(formPP, "CtlNewGraphicControl", obj)

    @trap("CtlNewSliderControl")
    def CtlNewSliderControl(
        self, formPP: int, ID: int, style: int, thumbID: int, backgroundID: int, x: int, y: int,
        width: int, height: int, minValue: int, maxValue: int, pageSize: int, value: int,
    ) -> int:  # fmt: skip
        """SliderControlType *CtlNewSliderControl(void **formPP, UInt16 ID, ControlStyleType style,
        DmResID thumbID, DmResID backgroundID, Coord x, Coord y, Coord width, Coord height,
        UInt16 minValue, UInt16 maxValue, UInt16 pageSize, UInt16 value)"""
        if style not in (ui.ControlStyle.sliderCtl, ui.ControlStyle.feedbackSliderCtl):
            self.kernel.report("bad-parameter", f"CtlNewSliderControl: style {style} is not a slider's")
            return 0
        slider = Slider(ID, Rect(x, y, width, height), "", ui.ControlStyle(style),
                        frame=ui.ButtonFrame.noButtonFrame,
                        graphical=True, thumb_id=thumbID, background_id=backgroundID, min_value=minValue,
                        max_value=maxValue, page_size=pageSize)  # fmt: skip
        slider.slider_value = slider.clamp(value)
        return self._add(formPP, "CtlNewSliderControl", slider)

    @trap("FldNewField")
    def FldNewField(
        self, formPP: int, id_: int, x: int, y: int, width: int, height: int, font: int, maxChars: int,
        editable: int, underlined: int, singleLine: int, dynamicSize: int, justification: int,
        autoShift: int, hasScrollBar: int, numeric: int,
    ) -> int:  # fmt: skip
        """FieldType *FldNewField(void **formPP, UInt16 id, Coord x, Coord y, Coord width, Coord height,
        FontID font, UInt32 maxChars, Boolean editable, Boolean underlined, Boolean singleLine,
        Boolean dynamicSize, JustificationType justification, Boolean autoShift, Boolean hasScrollBar,
        Boolean numeric)"""
        known = justification in (j.value for j in Justification)
        align = justification if known else Justification.leftAlign
        field = ui.Field(
            id_, Rect(x, y, width, height), font=self._font(font), editable=bool(editable),
            single_line=bool(singleLine),
            underlined=UnderlineMode.grayUnderline if underlined else UnderlineMode.noUnderline,
            justification=Justification(align), max_chars=min(maxChars, 0x7FFF),
            dynamic_size=bool(dynamicSize), has_scroll_bar=bool(hasScrollBar), numeric=bool(numeric),
            auto_shift=bool(autoShift),
        )  # fmt: skip
        return self._add(formPP, "FldNewField", field)

    @trap("LstNewList")
    def LstNewList(
        self, formPP: int, id_: int, x: int, y: int, width: int, height: int, font: int, visibleItems: int,
        triggerId: int,
    ) -> int:  # fmt: skip
        """Err LstNewList(void **formPP, UInt16 id, Coord x, Coord y, Coord width, Coord height, FontID font,
        Int16 visibleItems, Int16 triggerId)"""
        form = self._form_at(formPP, "LstNewList")
        if form is None:
            return sysErrParamErr
        font_id = self._font(font)
        if visibleItems > 0:
            height = visibleItems * self.kernel.ui.system.fonts[font_id].line_height
        popup = triggerId > 0
        lst = ui.ListObject(id_, Rect(x, y, width, height), [], font_id, usable=not popup)
        self._add(formPP, "LstNewList", lst)
        if popup:
            self._add(formPP, "LstNewList", ui.Popup(triggerId, id_))
        return 0

    @trap("FrmRemoveObject")
    def FrmRemoveObject(self, formPP: int, objIndex: int) -> int:
        """Err FrmRemoveObject(FormType **formPP, UInt16 objIndex)"""
        form = self._form_at(formPP, "FrmRemoveObject")
        if form is None:
            return sysErrParamErr
        if not 0 <= objIndex < len(form.objects):
            what = f"FrmRemoveObject: form {form.form_id} has no object {objIndex}"
            self.kernel.report("bad-parameter", what)
            return sysErrParamErr
        remove_object(form, objIndex)
        rooms = self.kernel.managers["FormTraps"].label_rooms  # type: ignore[attr-defined]
        for key in [k for k in rooms if k[0] == form.form_id]:
            del rooms[key]
        for index, obj in enumerate(form.objects):
            if isinstance(obj, ui.Label):
                rooms[(form.form_id, index)] = len(obj.text.encode("cp1252", errors="replace"))
        self.mem.put_u32(formPP, self._place(form))
        return 0

    # -- arguments -------------------------------------------------------------------------

    def _font(self, font: int) -> int:
        return font if font in self.kernel.ui.system.fonts else 0

    def _style(self, style: int, what: str) -> ui.ControlStyle | None:
        try:
            return ui.ControlStyle(style)
        except ValueError:
            self.kernel.report("bad-parameter", f"{what}: no control style {style}")
            return None


MANAGER = DynamicUITraps
