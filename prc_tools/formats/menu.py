"""``MBAR``: a menu bar with its pull-down menus and items (``MenuSetActiveMenuRscID``).

Layout exactly as PilRC emits it for the 68k (PILRC ``pilrc.h`` ``szRCMenuBarBA16``,
``szRCMenuPullDownBA16``, ``szRCMENUITEM``; ``pilrc.c DumpMenu``); the structs are SDK35
``UI/Menu.h`` ``MenuBarType``, ``MenuPullDownType`` and ``MenuItemType``, whose pointer fields
hold **byte offsets from the start of the resource** (the OS fixes them up when it loads the bar)::

    MenuBarType (32)                 runtime fields (0 from PilRC), curItem -1, numMenus
    numMenus x MenuPullDownType (34) bounds, titleBounds, title offset, hidden|numItems, items offset
    all MenuItemType (8 each)        id, command (shortcut character), hidden, itemStr offset
    strings                          each menu title then its item texts, NUL-terminated, unpadded

A separator is an item whose text is ``"-"`` (``MenuSeparatorChar``). The geometry (``bounds``,
``titleBounds``) is computed by the compiler from the bold font's widths, as PilRC does
(``AssignMenuRects``), and stored here as given.
"""

from __future__ import annotations

from dataclasses import dataclass

import construct as c

from prc_tools.formats.binary import (
    build_struct,
    cstring,
    decode_text,
    encode_text,
    parse_struct,
    read_cstring,
)
from prc_tools.formats.common import Rect, RectangleType

SEPARATOR = "-"
"""SDK35 ``Menu.h`` ``MenuSeparatorChar``: the text of a separator item."""

# SDK35 Menu.h MenuBarType; PILRC szRCMenuBarBA16 "zl,zl,zl,zl,uzu3zu12,zw,w,zl,w,zl".
MenuBarType = c.Struct(
    "barWin" / c.Const(0, c.Int32ub),  # WinHandle, runtime
    "bitsBehind" / c.Const(0, c.Int32ub),  # WinHandle, runtime
    "savedActiveWin" / c.Const(0, c.Int32ub),  # WinHandle, runtime
    "bitsBehindStatus" / c.Const(0, c.Int32ub),  # WinHandle, runtime
    # MenuBarAttrType visible:1, commandPending:1, insPtEnabled:1, needsRecalc:1,
    # attnIndicatorIsAllowed:1 (SDK 5), reserved:11 - all runtime state: PilRC writes 0, OrbForms
    # 0x0100; kept as read. curMenu (Int16) is runtime too.
    "attr" / c.Int16ub,
    "curMenu" / c.Const(0, c.Int16sb),
    "curItem" / c.Int16sb,  # runtime; PilRC writes -1 ("all resources I've seen have this set")
    "commandTick" / c.Const(0, c.Int32sb),  # runtime
    "numMenus" / c.Int16ub,
    "menus" / c.Const(0, c.Int32ub),  # MenuPullDownPtr, fixed up by the OS
)

# SDK35 Menu.h MenuPullDownType; PILRC szRCMenuPullDownBA16 "zl,w4,zl,w4,l,uu15,l".
MenuPullDownType = c.Struct(
    "menuWin" / c.Const(0, c.Int32ub),  # WinHandle, runtime
    "bounds" / RectangleType,  # the pull-down's rectangle (screen coordinates)
    "bitsBehind" / c.Const(0, c.Int32ub),  # WinHandle, runtime
    "titleBounds" / RectangleType,  # the title's rectangle in the menu bar
    "title" / c.Int32ub,  # offset of the title string from the resource start
    "attr" / c.BitStruct("hidden" / c.Flag, "numItems" / c.BitsInteger(15)),  # MenuPullDownAttrType
    "items" / c.Int32ub,  # offset of the first MenuItemType from the resource start
)

# SDK35 Menu.h MenuItemType; PILRC szRCMENUITEM "w,b,tzt7,l".
MenuItemType = c.Struct(
    "id" / c.Int16ub,  # command id sent in menuEvent.data.menu.itemID
    "command" / c.Int8ub,  # shortcut character for the command stroke; 0 = none
    "attr" / c.BitStruct("hidden" / c.Flag, "reserved" / c.BitsInteger(7)),  # MenuItemAttrType
    "itemStr" / c.Int32ub,  # offset of the item text from the resource start
)

BAR_SIZE = 32
PULLDOWN_SIZE = 34
ITEM_SIZE = 8


@dataclass(frozen=True)
class MenuItem:
    """One menu command, or a separator (text ``"-"``); ``shortcut`` is "" or one character."""

    id: int
    text: str
    shortcut: str = ""
    hidden: bool = False

    @property
    def separator(self) -> bool:
        return self.text == SEPARATOR

    def __post_init__(self) -> None:
        if len(self.shortcut) > 1:
            raise ValueError(f"menu shortcut {self.shortcut!r} must be one character")


@dataclass(frozen=True)
class Menu:
    """A pull-down menu: title, items, and the rectangles the compiler computed for it."""

    title: str
    items: tuple[MenuItem, ...]
    bounds: Rect
    titleBounds: Rect
    hidden: bool = False


@dataclass(frozen=True)
class MenuBar:
    """An ``MBAR`` resource: the pull-down menus in bar order."""

    menus: tuple[Menu, ...]
    curItem: int = -1
    attr: int = 0  # MenuBarAttrType, runtime state some writers leave set (kept as read)

    def item(self, id: int) -> MenuItem:
        """The item with that command id; ``KeyError`` when there is none."""
        for menu in self.menus:
            for entry in menu.items:
                if entry.id == id and not entry.separator:
                    return entry
        raise KeyError(f"no menu item {id}")

    @classmethod
    def parse(cls, data: bytes) -> MenuBar:
        bar = parse_struct(MenuBarType, data, 0, "MBAR menu bar")
        menus = []
        for index in range(bar.numMenus):
            where = BAR_SIZE + index * PULLDOWN_SIZE
            pulldown = parse_struct(MenuPullDownType, data, where, f"MBAR menu {index}")
            title, _ = read_cstring(data, pulldown.title, f"MBAR menu {index} title")
            items = []
            for number in range(pulldown.attr.numItems):
                at = pulldown["items"] + number * ITEM_SIZE
                raw = parse_struct(MenuItemType, data, at, f"MBAR menu {index} item {number}")
                text, _ = read_cstring(data, raw.itemStr, f"MBAR menu {index} item {number} text")
                items.append(
                    MenuItem(
                        raw.id,
                        text,
                        decode_text(bytes([raw.command])) if raw.command else "",
                        raw.attr.hidden,
                    )
                )
            menus.append(
                Menu(
                    title,
                    tuple(items),
                    Rect.from_container(pulldown.bounds),
                    Rect.from_container(pulldown.titleBounds),
                    pulldown.attr.hidden,
                )
            )
        return cls(tuple(menus), bar.curItem, bar.attr)

    def build(self) -> bytes:
        total_items = sum(len(menu.items) for menu in self.menus)
        item_offset = BAR_SIZE + PULLDOWN_SIZE * len(self.menus)
        string_offset = item_offset + ITEM_SIZE * total_items
        pulldowns, items, strings = [], [], []
        for menu in self.menus:
            if len(menu.items) >= 1 << 15:
                raise ValueError(f"menu {menu.title!r} has too many items")
            title = cstring(menu.title)
            pulldowns.append(
                build_struct(
                    MenuPullDownType,
                    {
                        "bounds": menu.bounds.container(),
                        "titleBounds": menu.titleBounds.container(),
                        "title": string_offset,
                        "attr": {"hidden": menu.hidden, "numItems": len(menu.items)},
                        "items": item_offset,
                    },
                )
            )
            strings.append(title)
            string_offset += len(title)
            for entry in menu.items:
                text = cstring(entry.text)
                command = encode_text(entry.shortcut)[0] if entry.shortcut else 0
                items.append(
                    build_struct(
                        MenuItemType,
                        {
                            "id": entry.id,
                            "command": command,
                            "attr": {"hidden": entry.hidden, "reserved": 0},
                            "itemStr": string_offset,
                        },
                    )
                )
                strings.append(text)
                string_offset += len(text)
                item_offset += ITEM_SIZE
        bar = build_struct(
            MenuBarType, {"attr": self.attr, "curItem": self.curItem, "numMenus": len(self.menus)}
        )
        return bar + b"".join(pulldowns) + b"".join(items) + b"".join(strings)
