"""``MENU`` and ``ALERT`` statements.

``MENU`` (PILRC ``FParseMenu``/``FParsePullDown``/``AssignMenuRects``)::

    MENU ID n
    BEGIN
        PULLDOWN "Game"
        BEGIN
            MENUITEM "New Game" ID 1001 "N"     // "N": the shortcut (command stroke) letter
            MENUITEM SEPARATOR                  // consumes an AUTOID, as in PilRC
        END
    END

An item text ending in ``...`` gets the Palm ellipsis character (0x85); shortcut letters are
upper-cased. Geometry, in boldFont widths: titles start at x 4, each ``width + 7`` wide and 12 high;
a pull-down starts at y 14, is 11 pixels per item and 5 per separator high, as wide as its widest
item (``text + 6``, plus ``6 + 12 + shortcut width`` with a shortcut), at ``x = min(title x + 2,
160 - width - 2)``.

``ALERT`` (PILRC ``ParseDumpAlert``)::

    ALERT ID n [INFORMATION|CONFIRMATION|WARNING|ERROR] [HELPID n] [DEFAULTBUTTON i]
    BEGIN TITLE "t" MESSAGE "m" BUTTONS "OK" "Cancel" END
"""

from __future__ import annotations

from prc_tools.formats.alert import Alert, AlertType
from prc_tools.formats.binary import encode_text
from prc_tools.formats.common import FontID, Rect
from prc_tools.formats.menu import SEPARATOR, Menu, MenuBar, MenuItem
from prc_tools.rcp.context import ParseContext
from prc_tools.rcp.fontmetrics import text_width
from prc_tools.rcp.items import SCREEN, parse_item, syntax
from prc_tools.rcp.lexer import Token

ELLIPSIS = "\u2026"  # Palm Latin 0x85 (chrHorizontalEllipsis)
ALERT_SYNTAX = syntax("ALERT", "id", "helpid defaultbtnid alerttype locale")
MENU_SYNTAX = syntax("MENU", "id", "locale")


def with_ellipsis(text: str) -> str:
    """PilRC's ``...`` -> ``…`` at the end of menu items and ``STRING``\\ s."""
    return text[:-3] + ELLIPSIS if text.endswith("...") else text


def parse_menu(context: ParseContext) -> tuple[int, MenuBar, Token] | None:
    """After the ``MENU`` keyword: its ID, the menu bar, and where the ID was written (``None`` for
    a locale not chosen)."""
    cursor = context.cursor
    where = cursor.peek()
    header = parse_item(context, SCREEN, MENU_SYNTAX)
    cursor.expect_word("begin", "BEGIN (after the MENU line)")
    if not context.wanted(header.locale):
        context.skip_to_end()
        return None
    pulldowns: list[tuple[str, list[MenuItem]]] = []
    ids: set[int] = set()
    while not cursor.take_word("end"):
        if not cursor.take_word("pulldown"):
            raise cursor.expected("PULLDOWN or END")
        title = cursor.string("the PULLDOWN title in quotes")
        cursor.expect_word("begin", "BEGIN (after the PULLDOWN title)")
        items: list[MenuItem] = []
        while not cursor.take_word("end"):
            if not cursor.take_word("menuitem"):
                raise cursor.expected("MENUITEM or END")
            items.append(_menu_item(context, ids))
        pulldowns.append((title, items))
    return header.id, layout_menu_bar(pulldowns), where


def _menu_item(context: ParseContext, ids: set[int]) -> MenuItem:
    cursor = context.cursor
    if cursor.take_word("separator"):
        context.auto_id()
        item_id = context.resource_id("separator ID") if cursor.at_word("id", "autoid") else 0
        return MenuItem(item_id, SEPARATOR)
    text = with_ellipsis(cursor.string("the MENUITEM text in quotes (or SEPARATOR)"))
    where = cursor.peek()
    item_id = context.resource_id("menu item ID")
    shortcut = ""
    if cursor.at_string():
        key_token = cursor.peek()
        key = cursor.string("the shortcut letter")
        if len(key) != 1:
            raise key_token.error(f'a menu shortcut must be one character, not "{key}"')
        shortcut = key.upper()
    if item_id in ids:
        context.warning(where, f"duplicate menu item ID {item_id}")
    ids.add(item_id)
    return MenuItem(item_id, text, shortcut)


def layout_menu_bar(pulldowns: list[tuple[str, list[MenuItem]]]) -> MenuBar:
    """Give each pull-down PilRC's title and menu rectangles (``AssignMenuRects``)."""
    menus = []
    x_title = 4
    for title, items in pulldowns:
        title_width = text_width(encode_text(title), FontID.boldFont) + 7
        title_bounds = Rect(x_title, 0, title_width, 12)
        x_title += title_width
        width = height = 0
        for item in items:
            item_width = text_width(encode_text(item.text), FontID.boldFont) + 6
            if item.shortcut:
                item_width += 6 + 12 + text_width(encode_text(item.shortcut), FontID.boldFont)
            width = max(width, item_width)
            height += 5 if item.separator else 11
        bounds = Rect(min(title_bounds.x + 2, SCREEN[0] - width - 2), 14, width, height)
        menus.append(Menu(title, tuple(items), bounds, title_bounds))
    return MenuBar(tuple(menus))


def parse_alert(context: ParseContext) -> tuple[int, Alert, Token] | None:
    """After the ``ALERT`` keyword: its ID, the alert, and where the ID was written (``None`` for
    a locale not chosen)."""
    cursor = context.cursor
    where = cursor.peek()
    header = parse_item(context, SCREEN, ALERT_SYNTAX)
    cursor.expect_word("begin", "BEGIN (after the ALERT line)")
    if not context.wanted(header.locale):
        context.skip_to_end()
        return None
    title = message = ""
    buttons: list[str] = []
    while not cursor.take_word("end"):
        if cursor.take_word("title"):
            title = cursor.string("the alert TITLE in quotes")
        elif cursor.take_word("message"):
            message = cursor.string("the alert MESSAGE in quotes")
        elif cursor.take_word("buttons", "button"):
            if not cursor.at_string():
                raise cursor.expected("button labels in quotes")
            while cursor.at_string():
                buttons.append(cursor.string("a button label"))
        else:
            raise cursor.expected("TITLE, MESSAGE, BUTTONS or END")
    if not buttons:
        raise where.error('an alert needs at least one button (BUTTONS "OK")')
    if header.defaultBtnId >= len(buttons):
        raise where.error(
            f"DEFAULTBUTTON {header.defaultBtnId} is not one of the {len(buttons)} buttons (0-based)"
        )
    alert = Alert(
        AlertType(header.alertType),
        title,
        message,
        tuple(buttons),
        helpRscID=header.helpId,
        defaultButton=header.defaultBtnId,
    )
    return header.id, alert, where
