"""PilRC's generic item syntax: text, ``ID``, ``AT (x y w h)`` or ``AT (x y)``, then attributes.

Mirrors PILRC ``pilrc.c ParseItm`` (what each statement accepts is a set of attribute groups),
``KtGetK`` (position constants ``AUTO``, ``AUTO > n``, ``CENTER``, ``CENTER@n``, ``RIGHT@n``,
``BOTTOM@n``), ``WGetConst`` (``PREVLEFT``, ``PREVRIGHT``, ``PREVWIDTH``, ``PREVTOP``,
``PREVBOTTOM``, ``PREVHEIGHT`` refer to the previous object with a position) and ``WResolveK``:

- ``AUTO`` width = text width in the item's font (the widest item for lists) + 2x3 for the small
  margin (push button, checkbox, popup and selector trigger, list) and/or + 2x6 for the big one
  (button, repeat button, checkbox, popup trigger); ``AUTO`` height = font height + 1; a Graffiti
  state indicator is 9 x 10.
- ``CENTER`` = (form extent - item extent) / 2; ``CENTER@n`` = (2n - extent) / 2;
  ``RIGHT@n`` / ``BOTTOM@n`` = n - extent (C integer division).

The extent is resolved first, then the corner, then the item becomes "previous".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from prc_tools.formats.binary import encode_text
from prc_tools.formats.common import Point, Rect
from prc_tools.rcp.context import ParseContext
from prc_tools.rcp.cursor import IdentifierHook
from prc_tools.rcp.keywords import canonical
from prc_tools.rcp.lexer import Token

SMALL_MARGIN = 3  # PILRC dxObjSmallMargin
BIG_MARGIN = 6  # PILRC dxObjBigMargin
GSI_SIZE = (9, 10)  # PILRC kGsiWidth, kGsiHeight
SCREEN = (160, 160)
NO_RECT = Rect(0, 0, 0, 0)
ORIGIN = Point(0, 0)


def c_div(a: int, b: int) -> int:
    """C integer division (truncates toward zero)."""
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


@dataclass(frozen=True)
class Pos:
    """One unresolved coordinate: ``const``, ``auto``, ``auto_min``, ``center``, ``center_at``,
    ``right_at`` or ``bottom_at`` with its number."""

    kind: str
    value: int = 0


# attribute keyword -> the ParseItm group that must be allowed for it
ATTRIBUTE_GROUPS = {
    "usable": "usable",
    "nonusable": "usable",
    "enabled": "enabled",
    "disabled": "enabled",
    "leftanchor": "anchor",
    "rightanchor": "anchor",
    "group": "group",
    "font": "font",
    "frame": "frame",
    "noframe": "frame",
    "boldframe": "frame",
    "rectframe": "frame",
    "checked": "on",
    "search": "search",
    "editable": "editable",
    "noneditable": "editable",
    "singleline": "singleline",
    "multiplelines": "singleline",
    "dynamicsize": "dynamicsize",
    "maxchars": "maxchars",
    "leftalign": "align",
    "rightalign": "align",
    "underlined": "underlined",
    "visibleitems": "cvis",
    "autoshift": "autoshift",
    "hasscrollbar": "scrollbar",
    "numeric": "numeric",
    "value": "value",
    "min": "min",
    "max": "max",
    "pagesize": "pagesize",
    "bitmap": "bitmap",
    "modal": "modal",
    "savebehind": "savebehind",
    "nosavebehind": "savebehind",
    "helpid": "helpid",
    "defaultbtnid": "defaultbtnid",
    "menuid": "menuid",
    "graphical": "graphical",
    "bitmapid": "bitmapid",
    "selectedbitmapid": "selectedbitmapid",
    "extended": "extended",
    "nonextended": "extended",
    "vertical": "vertical",
    "feedback": "feedback",
    "thumbid": "thumbid",
    "backgroundid": "backgroundid",
    "information": "alerttype",
    "confirmation": "alerttype",
    "warning": "alerttype",
    "error": "alerttype",
    "locale": "locale",
    "columns": "columns",
    "rows": "rows",
    "columnwidths": "columnwidths",
}
MAX_COLUMNS = 64  # PILRC ITM rgdxcol[64]
FRAMES = {"noframe": 0, "frame": 1, "boldframe": 2, "rectframe": 3}
ALERT_TYPES = {"information": 0, "confirmation": 1, "warning": 2, "error": 3}
_NUMERIC = {
    "group": "group",
    "font": "font",
    "maxchars": "maxChars",
    "visibleitems": "cvis",
    "value": "value",
    "min": "minValue",
    "max": "maxValue",
    "pagesize": "pageSize",
    "bitmap": "rscID",
    "helpid": "helpId",
    "defaultbtnid": "defaultBtnId",
    "menuid": "menuId",
    "bitmapid": "bitmapID",
    "selectedbitmapid": "selectedBitmapID",
    "thumbid": "thumbID",
    "backgroundid": "backgroundID",
    "columns": "numColumns",
    "rows": "numRows",
}
_FLAGS = {
    "usable": ("usable", True),
    "nonusable": ("usable", False),
    "enabled": ("enabled", True),
    "disabled": ("enabled", False),
    "leftanchor": ("leftAnchor", True),
    "rightanchor": ("leftAnchor", False),
    "checked": ("on", True),
    "search": ("search", True),
    "editable": ("editable", True),
    "noneditable": ("editable", False),
    "singleline": ("singleLine", True),
    "multiplelines": ("singleLine", False),
    "dynamicsize": ("dynamicSize", True),
    "leftalign": ("justification", 0),
    "rightalign": ("justification", 2),
    "underlined": ("underlined", 1),
    "autoshift": ("autoShift", True),
    "hasscrollbar": ("hasScrollBar", True),
    "numeric": ("numeric", True),
    "modal": ("modal", True),
    "savebehind": ("saveBehind", True),
    "nosavebehind": ("saveBehind", False),
    "graphical": ("graphical", True),
    "extended": ("extended", True),
    "nonextended": ("extended", False),
    "vertical": ("vertical", True),
    "feedback": ("feedback", True),
}


@dataclass
class Item:
    """What ``ParseItm`` collects, with PilRC's defaults (``usable``, ``frame`` 1, ``editable`` …)."""

    start: Token
    text: str = ""
    texts: list[str] = field(default_factory=list)
    id: int = 0
    listID: int = 0
    rect: Rect = NO_RECT
    point: Point = ORIGIN
    usable: bool = True
    enabled: bool = True
    leftAnchor: bool = True
    frame: int = 1
    group: int = 0
    font: int = 0
    on: bool = False
    search: bool = False
    editable: bool = True
    singleLine: bool = True
    dynamicSize: bool = False
    maxChars: int = 0
    justification: int = 0
    underlined: int = 0
    cvis: int = -1
    autoShift: bool = False
    hasScrollBar: bool = False
    numeric: bool = False
    value: int = 0
    minValue: int = 0
    maxValue: int = 0
    pageSize: int = 0
    rscID: int = 0
    modal: bool = False
    saveBehind: bool = True
    helpId: int = 0
    defaultBtnId: int = 0
    menuId: int = 0
    graphical: bool = False
    bitmapID: int = 0
    selectedBitmapID: int = 0
    extended: bool = True
    vertical: bool = False
    feedback: bool = False
    thumbID: int = 0
    backgroundID: int = 0
    alertType: int = 0
    numColumns: int = 0
    numRows: int = 0
    columnWidths: list[int] = field(default_factory=list)
    locale: str | None = None
    seen: set[str] = field(default_factory=set)
    centred: list[Token] = field(default_factory=list)
    """Where a plain ``CENTER`` was written in the position (the FORM statement warns of it)."""


@dataclass(frozen=True)
class ItemSyntax:
    """Which parts a statement has (PILRC ``if...`` flags) and which attribute groups it accepts."""

    name: str
    text: bool = False
    multitext: bool = False
    id: bool = False
    listid: bool = False
    rect: bool = False
    point: bool = False
    attributes: frozenset[str] = frozenset()
    small_margin: bool = False
    big_margin: bool = False
    gsi: bool = False


def syntax(name: str, parts: str, attributes: str = "", **flags: bool) -> ItemSyntax:
    """Shorthand: ``parts`` lists ``text multitext id listid rect point``."""
    chosen = set(parts.split())
    return ItemSyntax(
        name,
        "text" in chosen,
        "multitext" in chosen,
        "id" in chosen,
        "listid" in chosen,
        "rect" in chosen,
        "point" in chosen,
        frozenset(attributes.split()),
        **flags,
    )


def parse_item(context: ParseContext, form_extent: tuple[int, int], spec: ItemSyntax) -> Item:
    """Parse one item per ``spec`` and resolve its position (``ParseItm`` + ``ResolveKrcKpt``)."""
    cursor = context.cursor
    item = Item(cursor.peek())
    if spec.text:
        item.text = cursor.string(f"the {spec.name} text in quotes")
    if spec.multitext:
        while cursor.at_string():
            item.texts.append(cursor.string("an item string"))
    if spec.id:
        item.id = context.resource_id(f"{spec.name} ID")
    if spec.listid:
        item.listID = cursor.expression("the list ID of the POPUPLIST")
    corner: tuple[Pos, Pos] | None = None
    extent: tuple[Pos, Pos] | None = None
    if spec.rect or spec.point:
        at = cursor.take_word("at")
        if at:
            cursor.expect_punct("(")
        if spec.rect:
            corner = (_pos(context, "the left edge (x)", item), _pos(context, "the top edge (y)", item))
            extent = (_pos(context, "the width", item), _pos(context, "the height", item))
        else:
            corner = (_pos(context, "the x position", item), _pos(context, "the y position", item))
        if at:
            cursor.expect_punct(")")
    _attributes(context, spec, item)
    _resolve(context, form_extent, spec, item, corner, extent)
    return item


def _pos(context: ParseContext, what: str, item: Item) -> Pos:
    cursor = context.cursor
    hook = _previous_hook(context)
    center = cursor.take_word("center")
    if center:
        if cursor.take_punct("@"):
            return Pos("center_at", cursor.expression(f"{what} after CENTER@", hook))
        item.centred.append(center)
        return Pos("center")
    if cursor.take_word("auto"):
        if cursor.take_punct(">") or cursor.take_punct(">="):
            return Pos("auto_min", cursor.expression("the minimum size after AUTO >", hook))
        return Pos("auto")
    for word, kind in (("right", "right_at"), ("bottom", "bottom_at")):
        if cursor.take_word(word):
            cursor.expect_punct("@")
            return Pos(kind, cursor.expression(f"{what} after {word.upper()}@", hook))
    return Pos("const", cursor.expression(what, hook))


def _previous_hook(context: ParseContext) -> IdentifierHook:
    def hook(token: Token) -> int | None:
        p = context.previous
        return {
            "prevleft": p.x,
            "prevright": p.x + p.w,
            "prevwidth": p.w,
            "prevtop": p.y,
            "prevbottom": p.y + p.h,
            "prevheight": p.h,
        }.get(canonical(token.text))

    return hook


def _attributes(context: ParseContext, spec: ItemSyntax, item: Item) -> None:
    cursor = context.cursor
    while True:
        token = cursor.peek()
        if token.kind != "ident":
            return
        word = canonical(token.text)
        group = ATTRIBUTE_GROUPS.get(word)
        if group is None:
            return
        if group not in spec.attributes:
            raise token.error(f"{token.text.upper()} is not allowed on {spec.name}")
        cursor.next()
        if group == "locale":
            item.locale = cursor.string('the locale in quotes after LOCALE, like "fr_FR"')
            continue
        if group == "columnwidths":  # as many widths as COLUMNS said, so COLUMNS comes first
            if not 0 <= item.numColumns <= MAX_COLUMNS:
                raise token.error(f"a table has 0..{MAX_COLUMNS} COLUMNS, not {item.numColumns}")
            item.columnWidths = [
                cursor.expression(f"column width {n + 1} of {item.numColumns}")
                for n in range(item.numColumns)
            ]
            continue
        item.seen.add(group)
        if word in FRAMES:
            item.frame = FRAMES[word]
        elif word in ALERT_TYPES:
            item.alertType = ALERT_TYPES[word]
        elif word in _FLAGS:
            name, value = _FLAGS[word]
            setattr(item, name, value)
        else:
            setattr(item, _NUMERIC[word], cursor.expression(f"a number after {token.text.upper()}"))


def _auto(context: ParseContext, spec: ItemSyntax, item: Item, horizontal: bool) -> int:
    if horizontal:
        if spec.gsi:
            return GSI_SIZE[0]
        if spec.multitext:
            width = max((context.text_width(encode_text(t), item.font) for t in item.texts), default=0)
        else:
            width = context.text_width(encode_text(item.text), item.font)
        if spec.small_margin:
            width += 2 * SMALL_MARGIN
        if spec.big_margin:
            width += 2 * BIG_MARGIN
        return width
    return GSI_SIZE[1] if spec.gsi else context.font_height(item.font) + 1


def _value(
    context: ParseContext, pos: Pos, spec: ItemSyntax, item: Item, extent: int, horizontal: bool, across: int
) -> int:
    if pos.kind == "const":
        return pos.value
    if pos.kind in ("auto", "auto_min"):
        automatic = _auto(context, spec, item, horizontal)
        return automatic if pos.kind == "auto" else max(pos.value, automatic)
    if pos.kind == "center":
        return c_div(across - extent, 2)
    if pos.kind == "center_at":
        return c_div(2 * pos.value - extent, 2)
    return pos.value - extent  # right_at, bottom_at


def _resolve(
    context: ParseContext,
    form_extent: tuple[int, int],
    spec: ItemSyntax,
    item: Item,
    corner: tuple[Pos, Pos] | None,
    extent: tuple[Pos, Pos] | None,
) -> None:
    if corner is None:
        return
    width_across, height_across = form_extent
    if extent is not None:
        w = _value(context, extent[0], spec, item, 0, True, width_across)
        h = _value(context, extent[1], spec, item, 0, False, height_across)
        x = _value(context, corner[0], spec, item, w, True, width_across)
        y = _value(context, corner[1], spec, item, h, False, height_across)
        item.rect = Rect(x, y, w, h)
        context.previous = item.rect
    else:
        w = _auto(context, spec, item, True)
        h = _auto(context, spec, item, False)
        item.point = Point(
            _value(context, corner[0], spec, item, w, True, width_across),
            _value(context, corner[1], spec, item, h, False, height_across),
        )
        context.previous = Rect(item.point.x, item.point.y, w, h)
