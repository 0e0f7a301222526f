"""The adapter from compiled resources to the screen model, field by field (``ui.compiled``).

A database holding one resource of each kind the screen model shows - a ``tFRM`` with every kind
of object, an ``MBAR``, a ``Talt``, a ``tSTR``, a ``tSTL`` and a ``Tbmp`` - is built to bytes and
parsed back, as the emulator reads a ``.prc``; every field of every value must reach the screen
model, with ``palm_sdk``'s enums on both sides.
"""

from __future__ import annotations

import pytest

from palm_os import controls as ui
from palm_os.compiled import CompiledResources, frame_word
from palm_os.geometry import Point, Rect
from palm_os.resources import ResourceNotFound
from palm_sdk.controls import ButtonFrame, ControlStyle, Justification
from palm_sdk.fonts import FontID
from palm_sdk.forms import AlertType
from palm_sdk.window import FrameType, UnderlineMode
from prc_tools import formats as prc
from prc_tools.formats import Resource, ResourceDatabase, parse_database

FORM, MENU, ALERT, TEXT, TABLE, BITMAP = 1000, 1000, 1100, 1200, 1300, 1400

OBJECTS: tuple[prc.FormObject, ...] = (
    prc.Title("Every object"),
    prc.Label(1001, prc.Point(5, 20), "A label", FontID.boldFont, usable=False),
    prc.Control(
        1002, prc.Rect(5, 35, 40, 12), "Push", style=ControlStyle.pushButtonCtl, font=FontID.largeFont,
        enabled=False, on=True, leftAnchor=False, frame=ButtonFrame.rectangleButtonFrame, group=3,
    ),
    prc.Control(
        1003, prc.Rect(50, 35, 16, 16), "", style=ControlStyle.buttonCtl, graphical=True, bitmapID=BITMAP,
        selectedBitmapID=BITMAP + 1, frame=ButtonFrame.noButtonFrame,
    ),
    prc.Field(
        1004, prc.Rect(5, 55, 80, 22), editable=False, singleLine=False, dynamicSize=True, underlined=2,
        justification=Justification.rightAlign, autoShift=True, hasScrollBar=True, numeric=True,
        maxChars=40, font=FontID.boldFont,
    ),
    prc.Control(1005, prc.Rect(90, 55, 40, 12), "One", style=ControlStyle.popupTriggerCtl),
    prc.List(1006, prc.Rect(90, 55, 40, 33), ("One", "Two"), FontID.boldFont, usable=False, enabled=False,
             search=True),
    prc.PopupList(1005, 1006),
    prc.FormBitmap(prc.Point(100, 100), BITMAP, usable=False),
    prc.Gadget(1007, prc.Rect(5, 100, 50, 30), usable=False, extended=False),
    prc.ScrollBar(1008, prc.Rect(150, 20, 7, 100), value=2, minValue=1, maxValue=9, pageSize=4,
                  usable=False),
    prc.GraffitiStateIndicator(prc.Point(140, 150)),
)


def database() -> ResourceDatabase:
    form = prc.Form(
        FORM, prc.Rect(2, 40, 156, 118), OBJECTS, defaultButton=1002, helpRscId=TEXT, menuRscId=MENU,
        windowFlags=prc.WindowFlags(modal=True), frameType=prc.FrameBits(cornerDiam=3, width=2),
        attr=prc.FormAttr(usable=True, saveBehind=False),
    )
    items = (prc.MenuItem(1, "New", "N"), prc.MenuItem(2, "-"), prc.MenuItem(3, "Quit", hidden=True))
    bar = prc.MenuBar((prc.Menu("Game", items, prc.Rect(0, 0, 0, 0), prc.Rect(0, 0, 0, 0)),))
    alert = prc.Alert(AlertType.confirmationAlert, "Sure?", "Deal ^1 again?", ("Yes", "No"), TEXT, 1)
    bitmap = prc.Bitmap(9, 2, (bytes([1, 0, 0, 0, 0, 0, 0, 0, 1]), bytes([0, 1, 1, 1, 1, 1, 1, 1, 1])))
    built = ResourceDatabase(
        name="Adapter",
        type="appl",
        creator="Test",
        resources=(
            Resource("tFRM", FORM, form.build()),
            Resource("MBAR", MENU, bar.build()),
            Resource("Talt", ALERT, alert.build()),
            Resource("tSTR", TEXT, prc.StringResource("Tips: café").build()),
            Resource("tSTL", TABLE, prc.StringList("", ("North", "East")).build()),
            Resource("Tbmp", BITMAP, prc.BitmapFamily((bitmap,)).build()),
        ),
    ).build()
    parsed = parse_database(built)
    assert isinstance(parsed, ResourceDatabase)
    return parsed


@pytest.fixture(scope="module")
def resources() -> CompiledResources:
    return CompiledResources(database())


def test_the_form_and_its_attributes(resources: CompiledResources) -> None:
    form = resources.form(FORM)
    assert (form.form_id, form.bounds, form.modal, form.save_behind, form.usable) == (
        FORM, Rect(2, 40, 156, 118), True, False, True,
    )
    assert (form.help_rsc_id, form.menu_rsc_id, form.default_button) == (TEXT, MENU, 1002)
    assert form.frame == frame_word(prc.FrameBits(cornerDiam=3, width=2)) == FrameType.dialogFrame
    assert [type(obj).__name__ for obj in form.objects] == [
        "Title", "Label", "Control", "Control", "Field", "Control", "ListObject", "Popup", "FormBitmap",
        "Gadget", "ScrollBar", "GraffitiStateIndicator",
    ]
    assert form is not resources.form(FORM)  # a fresh copy each time: a form changes while open


def test_every_object_field(resources: CompiledResources) -> None:
    objects = resources.form(FORM).objects
    title, label, push, graphic, field, _trigger, lst, popup, bitmap, gadget, bar, graffiti = objects
    assert isinstance(title, ui.Title) and title.text == "Every object"
    assert isinstance(label, ui.Label)
    assert (label.id, label.pos, label.text, label.font, label.usable) == (
        1001, Point(5, 20), "A label", FontID.boldFont, False,
    )
    assert isinstance(push, ui.Control)
    assert (push.id, push.bounds, push.label, push.style, push.font) == (
        1002, Rect(5, 35, 40, 12), "Push", ControlStyle.pushButtonCtl, FontID.largeFont,
    )
    assert (push.usable, push.enabled, push.on, push.left_anchor, push.frame, push.group) == (
        True, False, True, False, ButtonFrame.rectangleButtonFrame, 3,
    )
    assert type(push.style) is ControlStyle and type(push.frame) is ButtonFrame
    assert isinstance(graphic, ui.Control)
    assert (graphic.graphical, graphic.bitmap_id, graphic.selected_bitmap_id) == (True, BITMAP, BITMAP + 1)
    assert isinstance(field, ui.Field)
    assert (field.id, field.bounds, field.font, field.editable, field.single_line) == (
        1004, Rect(5, 55, 80, 22), FontID.boldFont, False, False,
    )
    assert (field.underlined, field.justification, field.max_chars, field.dynamic_size) == (
        UnderlineMode.solidUnderline, Justification.rightAlign, 40, True,
    )
    assert (field.has_scroll_bar, field.numeric, field.auto_shift) == (True, True, True)
    assert isinstance(lst, ui.ListObject)
    assert (lst.id, lst.bounds, lst.items, lst.font, lst.usable, lst.enabled, lst.search) == (
        1006, Rect(90, 55, 40, 33), ["One", "Two"], FontID.boldFont, False, False, True,
    )
    assert isinstance(popup, ui.Popup) and (popup.control_id, popup.list_id) == (1005, 1006)
    assert isinstance(bitmap, ui.FormBitmap)
    assert (bitmap.pos, bitmap.rsc_id, bitmap.usable) == (Point(100, 100), BITMAP, False)
    assert isinstance(gadget, ui.Gadget)
    assert (gadget.id, gadget.bounds, gadget.usable, gadget.extended) == (
        1007, Rect(5, 100, 50, 30), False, False,
    )
    assert isinstance(bar, ui.ScrollBar)
    assert (bar.id, bar.bounds, bar.value, bar.min_value, bar.max_value, bar.page_size, bar.usable) == (
        1008, Rect(150, 20, 7, 100), 2, 1, 9, 4, False,
    )
    assert isinstance(graffiti, ui.GraffitiStateIndicator) and graffiti.pos == Point(140, 150)


def test_menus_alerts_strings_and_bitmaps(resources: CompiledResources) -> None:
    (menu,) = resources.menu_bar(MENU).menus
    assert menu.title == "Game"
    assert [(i.id, i.text, i.shortcut, i.hidden, i.separator) for i in menu.items] == [
        (1, "New", "N", False, False), (2, "-", "", False, True), (3, "Quit", "", True, False),
    ]
    alert = resources.alert(ALERT)
    assert (alert.alert_type, alert.title, alert.message, alert.buttons) == (
        AlertType.confirmationAlert, "Sure?", "Deal ^1 again?", ("Yes", "No"),
    )
    assert (alert.help_rsc_id, alert.default_button) == (TEXT, 1)
    assert resources.string(TEXT) == "Tips: café"
    assert resources.string_list(TABLE) == ("North", "East")
    image = resources.bitmap(BITMAP)
    assert (image.width, image.height) == (9, 2)
    assert image.rows == (0b1_0000_0001, 0b1_1111_1110)  # bit x = column x, 1 = black


@pytest.mark.parametrize(
    ("call", "kind"),
    [("form", "tFRM"), ("menu_bar", "MBAR"), ("alert", "Talt"), ("string", "tSTR"), ("bitmap", "Tbmp")],
)
def test_a_missing_resource_is_named(resources: CompiledResources, call: str, kind: str) -> None:
    with pytest.raises(ResourceNotFound, match=f"no {kind} resource with id 4242"):
        getattr(resources, call)(4242)
