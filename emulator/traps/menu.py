"""Menu Manager traps: the active form's menu bar, opened by the Menu key or a command stroke.

``MenuHandleEvent`` is the System's: it opens the active form's menu bar (its ``MBAR``) on the
Menu key, tracks the pen in it until the menu closes (inside the call, as Palm OS does: the
application sees no event while a menu is up) and posts ``menuEvent`` for the item chosen; a command key
(``commandKeyMask``) posts the item with that shortcut. The menu bar a form uses is its
``menuRscId`` (``FrmSetMenu`` changes it); ``MenuInit``/``MenuSetActiveMenu`` set one
explicitly, and ``MenuGetActiveMenu`` returns a handle for it (a small chunk).

A form whose ``menuRscId`` names a menu bar the application lacks is fine until the menu is
opened: then Palm OS's ``MenuHandleEvent`` finds no ``MBAR`` and the device stops on a fatal
alert, and so does the emulated one (``fatal-error``, one line with the PC and the last traps).
"""

from __future__ import annotations

from emulator.memory import OWNER_APP, OutOfMemory
from emulator.traps import Manager, trap
from palm_os.events import EventKind
from palm_os.menus import ActiveMenuBar
from palm_os.resources import ResourceNotFound


class MenuTraps(Manager):
    """``Menu.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.bars: dict[int, ActiveMenuBar] = {}  # handle -> menu bar
        self._handles: dict[int, int] = {}  # id(bar) -> handle

    def _handle(self, bar: ActiveMenuBar | None) -> int:
        if bar is None:
            return 0
        handle = self._handles.get(id(bar))
        if handle is None:
            try:
                chunk = self.mem.allocate(16, owner=OWNER_APP, label=f"menu bar {bar.menu_rsc_id}",
                                          pc=self.kernel.trap_pc)  # fmt: skip
            except OutOfMemory:
                return 0
            handle = chunk.address
            self.bars[handle] = bar
            self._handles[id(bar)] = handle
        return handle

    @trap("MenuHandleEvent")
    def MenuHandleEvent(self, menuP: int, event: int, error: int) -> int:
        """Boolean MenuHandleEvent(MenuBarType *menuP, EventType *event, UInt16 *error)"""
        ui = self.kernel.ui
        if error:
            self.mem.put_u16(error, 0)
        system = ui.system
        try:
            taken = system.handle_menu_event(ui.read_event(event))
        except ResourceNotFound as missing:
            form = system.active_form
            rsc_id = missing.resource_id
            raise self.kernel.fault(
                "fatal-error",
                f"MenuHandleEvent: form {form.form_id if form else '?'} names menu bar {rsc_id}, "
                f"and the application has no MBAR {rsc_id}",
                self.kernel.trap_pc,
            ) from None
        # As on Palm OS, a menu that opens is run to its end inside the call: the application
        # gets no events while it is up (no nilEvent, no timer), and then the menuEvent.
        menu = system.menu
        while taken and menu is not None and menu.is_open:
            following = ui.next_event()
            if following.kind == EventKind.appStopEvent:
                menu.close()
                system.queue.add(following)
                break
            if not system.handle_system_event(following):
                system.handle_menu_event(following)
        return int(taken)

    @trap("MenuInit")
    def MenuInit(self, resourceId: int) -> int:
        """MenuBarType *MenuInit(UInt16 resourceId)"""
        system = self.kernel.ui.system
        try:
            bar = ActiveMenuBar(
                system.resources.menu_bar(resourceId), system.screen.display_window, resourceId
            )
        except (KeyError, ValueError):
            self.kernel.report("missing-resource", f"MenuInit({resourceId}): no MBAR {resourceId}")
            return 0
        return self._handle(bar)

    @trap("MenuGetActiveMenu")
    def MenuGetActiveMenu(self) -> int:
        """MenuBarType *MenuGetActiveMenu(void)"""
        return self._handle(self.kernel.ui.system.menu)

    @trap("MenuSetActiveMenu")
    def MenuSetActiveMenu(self, menuP: int) -> int:
        """MenuBarType *MenuSetActiveMenu(MenuBarType *menuP)"""
        system = self.kernel.ui.system
        previous = self._handle(system.menu)
        bar = self.bars.get(menuP) if menuP else None
        if system.menu is not None and system.menu is not bar:
            system.menu.close()
        system.menu = bar
        return previous

    @trap("MenuDispose")
    def MenuDispose(self, menuP: int) -> None:
        """void MenuDispose(MenuBarType *menuP)"""
        bar = self.bars.pop(menuP, None)
        if bar is None:
            self.kernel.report("bad-parameter", f"MenuDispose of {menuP:#010x}, not a menu bar")
            return
        self._handles.pop(id(bar), None)
        system = self.kernel.ui.system
        if system.menu is bar:
            bar.close()
            system.menu = None
        chunk = self.mem.chunk_of_pointer(menuP)
        if chunk is not None:
            self.mem.free(chunk)

    @trap("MenuDrawMenu")
    def MenuDrawMenu(self, menuP: int) -> None:
        """void MenuDrawMenu(MenuBarType *menuP)"""
        bar = self.bars.get(menuP)
        if bar is not None:
            bar.open()

    @trap("MenuEraseStatus")
    def MenuEraseStatus(self, menuP: int) -> None:
        """void MenuEraseStatus(MenuBarType *menuP)"""

    @trap("MenuHideItem")
    def MenuHideItem(self, id_: int) -> int:
        """Boolean MenuHideItem(UInt16 id)"""
        menu = self.kernel.ui.system.menu
        return int(menu is not None and menu.hide_item(id_))

    @trap("MenuShowItem")
    def MenuShowItem(self, id_: int) -> int:
        """Boolean MenuShowItem(UInt16 id)"""
        menu = self.kernel.ui.system.menu
        return int(menu is not None and menu.show_item(id_))


MANAGER = MenuTraps
