"""The ``FORM`` statement and its objects, compiled to a :class:`~prc_tools.formats.form.Form`.

Syntax and values as PILRC ``pilrc.c FParseForm``/``FParseObjects`` (see ``docs/palm_os.md`` §7)::

    FORM ID n AT (x y w h) [FRAME|NOFRAME|BOLDFRAME|RECTFRAME] [MODAL] [SAVEBEHIND|NOSAVEBEHIND]
         [USABLE|NONUSABLE] [HELPID n] [DEFAULTBTNID n] [MENUID n]
    BEGIN
        TITLE "text"
        BUTTON|REPEATBUTTON|PUSHBUTTON|CHECKBOX|POPUPTRIGGER|SELECTORTRIGGER "label" ID n AT (...) ...
        LABEL "text" ID n AT (x y) [FONT f] [USABLE|NONUSABLE]
        FIELD ID n AT (...) ...      LIST "a" "b" ID n AT (...) [VISIBLEITEMS k] ...
        POPUPLIST ID control list    FORMBITMAP AT (x y) BITMAP id    GADGET ID n AT (...)
        SCROLLBAR ID n AT (...) [VALUE v] [MIN a] [MAX b] [PAGESIZE p]
        TABLE ID n AT (...) [EDITABLE|NONEDITABLE] ROWS r COLUMNS c COLUMNWIDTHS w1 … wc
        SLIDER ID n AT (...) ...     GRAFFITISTATEINDICATOR AT (x y)    NOGRAFFITISTATEINDICATOR
    END

PilRC's choices reproduced: push buttons and selector triggers get frame 1, checkboxes and popup
triggers frame 0; a gadget is always ``extended``; a list with ``VISIBLEITEMS k`` (or height 0) is
``k`` x 11 pixels high (14 in largeFont), at most 160; the form's window is focusable and a dialog,
and ``MODAL`` adds the modal flag and ``dialogFrame``; a table's rows are 11 high; a slider keeps
even an impossible VALUE/MIN/MAX. Positions may use ``CENTER`` (relative to the form; for the form
itself relative to its own still-empty extent, so ``CENTER`` gives ``-width/2``, with a warning),
``AUTO`` and ``PREV…``, see :mod:`.items`.
"""

from __future__ import annotations

from prc_tools.formats.common import FontID, Rect
from prc_tools.formats.form import (
    DIALOG_FRAME,
    ButtonFrameType,
    Control,
    ControlStyleType,
    Field,
    Form,
    FormAttr,
    FormBitmap,
    FormObject,
    FrameBits,
    Gadget,
    GraffitiStateIndicator,
    Label,
    List,
    PopupList,
    ScrollBar,
    SliderControl,
    Table,
    TableColumn,
    TableRow,
    Title,
    WindowFlags,
)
from prc_tools.formats.form_objects import JustificationType
from prc_tools.rcp.context import ParseContext
from prc_tools.rcp.items import MAX_COLUMNS, Item, ItemSyntax, parse_item, syntax
from prc_tools.rcp.keywords import canonical
from prc_tools.rcp.lexer import Token

_CONTROL_ATTRS = "usable enabled font anchor graphical bitmapid selectedbitmapid"
FORM_SYNTAX = syntax(
    "FORM", "id rect", "enabled usable frame modal savebehind helpid defaultbtnid menuid locale"
)
OBJECT_SYNTAX: dict[str, ItemSyntax] = {
    "title": syntax("TITLE", "text"),
    "button": syntax("BUTTON", "text id rect", _CONTROL_ATTRS + " frame", big_margin=True),
    "repeatbutton": syntax("REPEATBUTTON", "text id rect", _CONTROL_ATTRS + " frame", big_margin=True),
    "pushbutton": syntax("PUSHBUTTON", "text id rect", _CONTROL_ATTRS + " group", small_margin=True),
    "checkbox": syntax(
        "CHECKBOX", "text id rect", "usable enabled font anchor group on", small_margin=True, big_margin=True
    ),
    "popuptrigger": syntax(
        "POPUPTRIGGER", "text id rect", _CONTROL_ATTRS, small_margin=True, big_margin=True
    ),
    "selectortrigger": syntax("SELECTORTRIGGER", "text id rect", _CONTROL_ATTRS, small_margin=True),
    "label": syntax("LABEL", "text id point", "font usable"),
    "field": syntax(
        "FIELD",
        "id rect",
        "usable align font enabled underlined singleline editable dynamicsize maxchars autoshift scrollbar"
        " numeric",
    ),
    "popuplist": syntax("POPUPLIST", "id listid"),
    "list": syntax("LIST", "multitext id rect", "usable font enabled cvis search", small_margin=True),
    "graffitistateindicator": syntax("GRAFFITISTATEINDICATOR", "point", gsi=True),
    "gadget": syntax("GADGET", "id rect", "usable extended"),
    "formbitmap": syntax("FORMBITMAP", "point", "usable bitmap"),
    "scrollbar": syntax("SCROLLBAR", "id rect", "usable value min max pagesize"),
    "table": syntax("TABLE", "id rect", "editable columns rows columnwidths"),
    "slider": syntax(
        "SLIDER", "id rect", "usable enabled value min max pagesize thumbid backgroundid vertical feedback"
    ),
}
_STYLES = {
    "button": ControlStyleType.buttonCtl,
    "pushbutton": ControlStyleType.pushButtonCtl,
    "checkbox": ControlStyleType.checkboxCtl,
    "popuptrigger": ControlStyleType.popupTriggerCtl,
    "selectortrigger": ControlStyleType.selectorTriggerCtl,
    "repeatbutton": ControlStyleType.repeatingButtonCtl,
}
_FORCED_FRAME = {"pushbutton": 1, "selectortrigger": 1, "checkbox": 0, "popuptrigger": 0}
NO_EXTENT = (0, 0)
_OBJECT_WORDS = (
    "TITLE, BUTTON, PUSHBUTTON, CHECKBOX, POPUPTRIGGER, SELECTORTRIGGER, REPEATBUTTON, LABEL, "
    "FIELD, LIST, POPUPLIST, FORMBITMAP, GADGET, SCROLLBAR, SLIDER, TABLE, GRAFFITISTATEINDICATOR"
)


def parse_form(context: ParseContext) -> tuple[int, Form, Token] | None:
    """After the ``FORM`` keyword: the form's ID, the form, and where its ID was written; ``None``
    for a form of a locale not chosen (its body is skipped unread, as PilRC does)."""
    cursor = context.cursor
    id_token = cursor.peek()
    context.previous = Rect(0, 0, 0, 0)
    # PilRC resolves the form's own position against the form being built, still empty: so
    # CENTER there is (0 - extent) / 2 (pilrc.c FParseForm, WResolveK ktCenter)
    header = parse_item(context, NO_EXTENT, FORM_SYNTAX)
    if header.centred:
        context.warning(
            header.centred[0],
            "PilRC centres a form on its own empty extent, so CENTER here puts it at "
            f"({header.rect.x}, {header.rect.y}); write CENTER@80 to centre it on the screen",
        )
    cursor.expect_word("begin", "BEGIN (after the FORM line)")
    if not context.wanted(header.locale):
        context.skip_to_end()
        return None
    extent = (header.rect.w, header.rect.h)
    objects: list[FormObject] = []
    ids: dict[int, str] = {}
    editable_field = gsi = False
    while not cursor.take_word("end"):
        token = cursor.peek()
        word = canonical(token.text) if token.kind == "ident" else ""
        if word == "nograffitistateindicator":
            cursor.next()
            gsi = True
            continue
        if word not in OBJECT_SYNTAX:
            raise cursor.expected(f"a form object ({_OBJECT_WORDS}) or END")
        cursor.next()
        item = parse_item(context, extent, OBJECT_SYNTAX[word])
        obj = _object(context, word, item)
        objects.append(obj)
        if isinstance(obj, Field) and obj.editable:
            editable_field = True
        if isinstance(obj, GraffitiStateIndicator):
            if gsi:
                context.warning(token, "form contains more than one Graffiti state indicator")
            gsi = True
        _check_duplicate(context, ids, obj, word, token)
    if editable_field and not gsi:
        context.warning(id_token, "form has editable field(s) without a Graffiti state indicator")
    modal = header.modal
    form = Form(
        formID=header.id,
        bounds=header.rect,
        objects=tuple(objects),
        defaultButton=header.defaultBtnId,
        helpRscId=header.helpId,
        menuRscId=header.menuId,
        windowFlags=WindowFlags(modal=modal, focusable=True, dialog=True),
        frameType=DIALOG_FRAME if modal else FrameBits(width=header.frame),
        attr=FormAttr(usable=header.usable, saveBehind=header.saveBehind),
    )
    return header.id, form, id_token


def _check_duplicate(
    context: ParseContext, ids: dict[int, str], obj: FormObject, word: str, token: Token
) -> None:
    object_id = getattr(obj, "id", None)
    if object_id is None:
        return
    previous = ids.get(object_id)
    if previous is not None and not (previous == "label" and word == "label"):
        context.warning(token, f"duplicate form object ID {object_id}")
    ids.setdefault(object_id, word)


def _object(context: ParseContext, word: str, item: Item) -> FormObject:
    if word == "title":
        return Title(item.text)
    if word in _STYLES:
        frame = _FORCED_FRAME.get(word, item.frame)
        if item.graphical and item.bitmapID == 0:
            raise item.start.error("a GRAPHICAL control needs a non-zero BITMAPID")
        return Control(
            id=item.id,
            bounds=item.rect,
            label="" if item.graphical else item.text,
            style=_STYLES[word],
            font=item.font,
            usable=item.usable,
            enabled=item.enabled,
            on=item.on,
            leftAnchor=item.leftAnchor,
            frame=ButtonFrameType(frame),
            graphical=item.graphical,
            group=item.group,
            bitmapID=item.bitmapID if item.graphical else 0,
            selectedBitmapID=item.selectedBitmapID if item.graphical else 0,
        )
    if word == "label":
        return Label(item.id, item.point, item.text, item.font, item.usable)
    if word == "field":
        return Field(
            id=item.id,
            bounds=item.rect,
            usable=item.usable,
            editable=item.editable,
            singleLine=item.singleLine,
            dynamicSize=item.dynamicSize,
            insPtVisible=True,
            underlined=item.underlined,
            justification=JustificationType(item.justification),
            autoShift=item.autoShift,
            hasScrollBar=item.hasScrollBar,
            numeric=item.numeric,
            maxChars=item.maxChars,
            font=item.font,
        )
    if word == "popuplist":
        return PopupList(item.id, item.listID)
    if word == "list":
        return _list(context, item)
    if word == "graffitistateindicator":
        return GraffitiStateIndicator(item.point)
    if word == "gadget":
        return Gadget(item.id, item.rect, usable=item.usable, extended=True)
    if word == "formbitmap":
        return FormBitmap(item.point, item.rscID, item.usable)
    if word == "table":
        return _table(context, item)
    if word == "scrollbar":
        if item.rect.w != 7 and item.rect.h != 7:
            context.warning(item.start, "scroll bar width or height is not the recommended 7 pixels")
        return ScrollBar(
            item.id, item.rect, item.value, item.minValue, item.maxValue, item.pageSize, item.usable
        )
    return _slider(context, item)


def _list(context: ParseContext, item: Item) -> List:
    line = 14 if item.font == FontID.largeFont else 11
    visible = item.cvis
    if item.rect.h == 0 and visible == -1:
        visible = min(len(item.texts), 156 // line)
    bounds = item.rect
    if visible != -1:
        bounds = Rect(bounds.x, bounds.y, bounds.w, min(line * visible, 160))
        context.previous = bounds
    return List(item.id, bounds, tuple(item.texts), item.font, item.usable, item.enabled, search=item.search)


def _table(context: ParseContext, item: Item) -> Table:
    """PILRC ``FParseObjects`` ``rwTBL``: columns of the given widths (0 where none was given),
    spacing 1; rows 11 high, usable and selectable (``DumpForm``)."""
    if not 0 <= item.numColumns <= MAX_COLUMNS or item.numRows < 0:
        raise item.start.error(f"a table has 0..{MAX_COLUMNS} COLUMNS and 0 or more ROWS")
    widths = item.columnWidths + [0] * (item.numColumns - len(item.columnWidths))
    return Table(
        item.id,
        item.rect,
        tuple(TableColumn(width) for width in widths),
        tuple(TableRow() for _ in range(item.numRows)),
        editable=item.editable,
    )


def _slider(context: ParseContext, item: Item) -> SliderControl:
    """PILRC ``rwSLD``: the values are stored as written. PilRC then warns that it assigns the
    defaults 0..100, 50, 10 to an impossible range, but it assigns them after filling the slider,
    so they never reach the resource; palm-prc stores what PilRC stores and says so."""
    low, high, value, page = item.minValue, item.maxValue, item.value, item.pageSize
    if low >= high or not low <= value <= high:
        context.warning(
            item.start,
            f"VALUE {value} MIN {low} MAX {high} is not a range (PilRC's defaults 0..100, 50 are not "
            "applied: it fills the slider first); give VALUE, MIN and MAX",
        )
    return SliderControl(
        id=item.id,
        bounds=item.rect,
        style=ControlStyleType.feedbackSliderCtl if item.feedback else ControlStyleType.sliderCtl,
        minValue=low,
        maxValue=high,
        pageSize=page,
        value=value,
        thumbID=item.thumbID,
        backgroundID=item.backgroundID,
        usable=item.usable,
        enabled=item.enabled,
        leftAnchor=False,
        graphical=True,
        vertical=item.vertical,
    )
