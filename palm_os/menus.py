"""Menus: the menu bar of an ``MBAR`` resource, its pull-downs and command shortcuts.

``MenuBar``, ``Menu`` and ``MenuItem`` are the plain values of a compiled ``MBAR`` (menus with
titles; items with ids, text and an optional shortcut character; an item whose text is ``"-"`` is a
separator). :class:`ActiveMenuBar` is what ``MenuInit`` makes of them: the geometry (as PilRC lays
it out: bold titles from the left of a bar at the top, pull-downs below, 11-pixel items and
5-pixel separators) and the state of the menu on the screen.

Drawn the Palm OS 3.5 way: a white bar with ``menuFrame`` (rounded, 1-pixel, shadowed) across the
top of the screen, the open menu's title inverted, its pull-down box below with the same frame,
items in bold with their shortcuts right-aligned as the command stroke and the letter; the item
under the pen is inverted. The screen under the bar and the pull-down is saved when they are
drawn and put back when they go away.

Events (``MenuHandleEvent``): the Menu key (``vchrMenu``) opens and closes the bar; a pen-down on a
title switches menus; the pen on an item highlights it and lifting it there closes the menu and
posts ``menuEvent``; a pen-down outside closes the menu, and so does Esc (``chrEscape``, from a
keyboard). A command stroke (``vchrCommand``)
followed by a letter, or a key with ``commandKeyMask`` and a letter, posts the ``menuEvent`` of the
item with that shortcut.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from palm_os.events import Event, EventKind, EventQueue
from palm_os.geometry import Rect
from palm_os.shapes import frames_rectangle
from palm_os.window import FrameType, SavedBits, Window
from palm_sdk.chars import chrEscape, chrShortcutStroke
from palm_sdk.fonts import FontID
from palm_sdk.keys import commandKeyMask, vchrCommand, vchrMenu

MenuSeparatorChar = "-"
MENU_BAR_HEIGHT = 12  # bar rows 0-11; its frame at 12 and shadow at 13
MENU_TITLE_X = 2  # left of the first title's box
MENU_TITLE_MARGIN = 3  # pixels each side of a title's text inside its box
MENU_PULLDOWN_Y = 14  # top of a pull-down's inside (its frame is at 13)
MENU_ITEM_HEIGHT = 11
MENU_SEPARATOR_HEIGHT = 5
MENU_ITEM_X = 3  # item text, from the left of the pull-down
MENU_SHORTCUT_GAP = 8  # at least this much between an item's text and its shortcut


@dataclass(eq=False)
class MenuItem:
    """``MenuItemType``: an item, or a separator when its text is ``"-"``."""

    id: int
    text: str
    shortcut: str = ""  # the command character ('' for none)
    hidden: bool = False

    @property
    def separator(self) -> bool:
        return self.text == MenuSeparatorChar


@dataclass(eq=False)
class Menu:
    """``MenuPullDownType``: a title and its items."""

    title: str
    items: list[MenuItem] = field(default_factory=list)


@dataclass(eq=False)
class MenuBar:
    """``MenuBarType`` as a resource: the menus, left to right."""

    menus: list[Menu] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class _Layout:
    """Geometry of one menu: its title box, pull-down box and item rows (display coordinates)."""

    title: Rect
    box: Rect
    rows: tuple[tuple[int, Rect], ...]  # (item index, its rectangle) for the items shown


class ActiveMenuBar:
    """A menu bar made live on a screen (``MenuInit``), with its open/closed state."""

    def __init__(self, menu_bar: MenuBar, window: Window, menu_rsc_id: int = 0) -> None:
        if not menu_bar.menus:
            raise ValueError("a menu bar needs at least one menu")
        self.menu_bar = menu_bar
        self.menu_rsc_id = menu_rsc_id
        # A window of its own over the whole screen (menus draw in screen coordinates); each
        # drawing starts from the UI's draw state, so the application's never changes how menus look.
        self.window = window.screen.window(window.screen.bounds)
        self.is_open = False
        self.current = 0  # curMenu: the menu shown (and opened first next time)
        self.highlighted: int | None = None  # item under the pen
        self.command_pending = False
        self._bar_saved: SavedBits | None = None
        self._box_saved: SavedBits | None = None
        self._layouts = self._layout()

    @property
    def menus(self) -> list[Menu]:
        return self.menu_bar.menus

    # -- geometry --------------------------------------------------------------------------

    def _layout(self) -> list[_Layout]:
        w = self.window
        w.push_ui_draw_state(FontID.boldFont)
        font = w.font
        screen_width = w.bounds.width
        layouts = []
        x = MENU_TITLE_X
        stroke = chr(chrShortcutStroke)
        for menu in self.menus:
            title_ink = max(font.text_width(menu.title) - 1, 0)
            title = Rect(x, 0, title_ink + 2 * MENU_TITLE_MARGIN, MENU_BAR_HEIGHT)
            x += title.width
            width = title.width
            height = 0
            for item in menu.items:
                if item.hidden:
                    continue
                if item.separator:
                    height += MENU_SEPARATOR_HEIGHT
                    continue
                height += MENU_ITEM_HEIGHT
                needed = MENU_ITEM_X + font.text_width(item.text) + MENU_ITEM_X
                if item.shortcut:
                    needed += MENU_SHORTCUT_GAP + font.text_width(stroke + item.shortcut.upper())
                width = max(width, needed)
            box_x = max(0, min(title.x, screen_width - width - 2))
            box = Rect(box_x, MENU_PULLDOWN_Y, width, max(height, 1))
            rows = []
            y = box.y
            for index, item in enumerate(menu.items):
                if item.hidden:
                    continue
                h = MENU_SEPARATOR_HEIGHT if item.separator else MENU_ITEM_HEIGHT
                rows.append((index, Rect(box.x, y, box.width, h)))
                y += h
            layouts.append(_Layout(title, box, tuple(rows)))
        w.pop_draw_state()
        return layouts

    def bar_rect(self) -> Rect:
        return Rect(0, 0, self.window.bounds.width, MENU_BAR_HEIGHT)

    def hide_item(self, item_id: int) -> bool:
        """``MenuHideItem``: returns whether the item exists."""
        return self._set_hidden(item_id, True)

    def show_item(self, item_id: int) -> bool:
        """``MenuShowItem``."""
        return self._set_hidden(item_id, False)

    def add_item(self, position_id: int, item_id: int, shortcut: str, text: str) -> bool:
        """``MenuAddItem``: a new item just after the item ``position_id``, in its menu. False (and
        nothing added) when no item is ``position_id`` or one already has ``item_id``
        (``menuErrNoMenu``, ``menuErrSameId``)."""
        if any(item.id == item_id for menu in self.menus for item in menu.items):
            return False
        for menu in self.menus:
            for index, item in enumerate(menu.items):
                if item.id == position_id and not item.separator:
                    menu.items.insert(index + 1, MenuItem(item_id, text, shortcut))
                    self._layouts = self._layout()
                    return True
        return False

    def _set_hidden(self, item_id: int, hidden: bool) -> bool:
        for menu in self.menus:
            for item in menu.items:
                if item.id == item_id:
                    item.hidden = hidden
                    self._layouts = self._layout()
                    return True
        return False

    # -- drawing ---------------------------------------------------------------------------

    def open(self) -> None:
        """``MenuDrawMenu``: save the screen under the bar and draw it with the current menu."""
        if self.is_open:
            return
        w = self.window
        self._bar_saved = w.save_bits(frames_rectangle(FrameType.menuFrame, self.bar_rect()))
        self.is_open = True
        self.highlighted = None
        w.push_ui_draw_state(FontID.boldFont)
        bar = self.bar_rect()
        w.erase_rectangle(bar)
        w.draw_rectangle_frame(FrameType.menuFrame, bar)
        for index, menu in enumerate(self.menus):
            layout = self._layouts[index]
            w.draw_chars(menu.title, layout.title.x + MENU_TITLE_MARGIN, 0)
        w.pop_draw_state()
        self._show_pulldown(self.current)

    def close(self) -> None:
        """Put back what was under the pull-down and the bar."""
        if not self.is_open:
            return
        self._hide_pulldown()
        if self._bar_saved is not None:
            self.window.restore_bits(self._bar_saved)
            self._bar_saved = None
        self.is_open = False
        self.highlighted = None

    def _show_pulldown(self, index: int) -> None:
        w = self.window
        layout = self._layouts[index]
        self.current = index
        w.push_ui_draw_state(FontID.boldFont)
        w.invert_rectangle(layout.title)
        self._box_saved = w.save_bits(frames_rectangle(FrameType.menuFrame, layout.box))
        w.erase_rectangle(layout.box)
        w.draw_rectangle_frame(FrameType.menuFrame, layout.box)
        w.pop_draw_state()
        for item_index, row in layout.rows:
            self._draw_item(item_index, row, highlighted=False)

    def _hide_pulldown(self) -> None:
        if self._box_saved is not None:
            self.window.restore_bits(self._box_saved)
            self._box_saved = None
            self.window.invert_rectangle(self._layouts[self.current].title)

    def _draw_item(self, item_index: int, row: Rect, highlighted: bool) -> None:
        w = self.window
        item = self.menus[self.current].items[item_index]
        w.push_ui_draw_state(FontID.boldFont)
        w.erase_rectangle(row)
        if item.separator:
            w.draw_gray_line(row.x, row.y + 2, row.right - 1, row.y + 2)
        else:
            w.draw_chars(item.text, row.x + MENU_ITEM_X, row.y)
            if item.shortcut:
                text = chr(chrShortcutStroke) + item.shortcut.upper()
                w.draw_chars(text, row.right - MENU_ITEM_X + 1 - w.font.text_width(text), row.y)
            if highlighted:
                w.invert_rectangle(row)
        w.pop_draw_state()

    def _set_highlight(self, item_index: int | None) -> None:
        if item_index == self.highlighted:
            return
        rows = dict(self._layouts[self.current].rows)
        if self.highlighted is not None:
            self._draw_item(self.highlighted, rows[self.highlighted], highlighted=False)
        self.highlighted = item_index
        if item_index is not None:
            self._draw_item(item_index, rows[item_index], highlighted=True)

    # -- events ----------------------------------------------------------------------------

    def item_at(self, x: int, y: int) -> int | None:
        """Index (in the current menu) of the selectable item at a display point, or None."""
        for index, row in self._layouts[self.current].rows:
            if row.contains(x, y) and not self.menus[self.current].items[index].separator:
                return index
        return None

    def title_at(self, x: int, y: int) -> int | None:
        for index, layout in enumerate(self._layouts):
            if layout.title.contains(x, y):
                return index
        return None

    def find_shortcut(self, ch: int) -> MenuItem | None:
        """The visible item whose shortcut is ``ch`` (case-insensitive)."""
        letter = chr(ch).upper()
        for menu in self.menus:
            for item in menu.items:
                if item.shortcut.upper() == letter and not item.hidden and not item.separator:
                    return item
        return None

    def handle_event(self, event: Event, queue: EventQueue) -> bool:
        """``MenuHandleEvent``: returns True when the menu took the event (see the module docstring)."""
        kind = event.kind
        if kind == EventKind.keyDownEvent:
            return self._key(event, queue)
        if not self.is_open or not event.is_pen():
            return False
        x, y = event.screen_x, event.screen_y
        if kind == EventKind.penDownEvent:
            title = self.title_at(x, y)
            if title is not None:
                if title != self.current:
                    self._hide_pulldown()
                    self.highlighted = None
                    self._show_pulldown(title)
                return True
            if not self._layouts[self.current].box.contains(x, y) and not self.bar_rect().contains(x, y):
                self.close()
                return True
        item = self.item_at(x, y)
        self._set_highlight(item)
        if kind == EventKind.penUpEvent and item is not None:
            item_id = self.menus[self.current].items[item].id
            self.close()
            queue.add(Event.menu(item_id))
        return True

    def _key(self, event: Event, queue: EventQueue) -> bool:
        ch = event.chr
        if ch == vchrMenu and event.modifiers & commandKeyMask:
            if self.is_open:
                self.close()
            else:
                self.open()
            return True
        if ch == chrEscape and self.is_open:
            self.close()
            return True
        if ch == vchrCommand and event.modifiers & commandKeyMask:
            self.command_pending = True
            return True
        if 0x20 <= ch < 0x100 and (self.command_pending or event.modifiers & commandKeyMask):
            self.command_pending = False
            item = self.find_shortcut(ch)
            if item is not None:
                self.close()
                queue.add(Event.menu(item.id))
            return True
        self.command_pending = False
        return self.is_open  # other keys are swallowed while the menu is shown
