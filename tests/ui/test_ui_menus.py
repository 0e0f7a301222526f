"""Menus: opening with the Menu key or the title, choosing items, shortcuts, restoring the screen."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from palm_os.application import Application
from palm_os.controls import Control, Title
from palm_os.events import Event, EventKind
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_os.menus import MENU_PULLDOWN_Y, Menu, MenuBar, MenuItem
from palm_sdk import keys as E

MakeApp = Callable[..., Application]
MAIN, MENU = 1000, 1000
NEW, REPLAY, STATS, PREFS, ABOUT = 2001, 2002, 2003, 2101, 2102


def menu_bar() -> MenuBar:
    return MenuBar(
        [
            Menu(
                "Game",
                [
                    MenuItem(NEW, "New Game", "N"),
                    MenuItem(REPLAY, "Replay Hand", "R"),
                    MenuItem(2000, "-"),
                    MenuItem(STATS, "Statistics"),
                ],
            ),
            Menu("Options", [MenuItem(PREFS, "Preferences", "P"), MenuItem(ABOUT, "About Pitch")]),
        ]
    )


@pytest.fixture
def app(make_app: MakeApp) -> Application:
    form = Form(
        MAIN,
        Rect(0, 0, 160, 160),
        menu_rsc_id=MENU,
        objects=[Title("Pitch"), Control(1001, Rect(10, 60, 36, 12), "Deal")],
    )
    app = make_app(form, menus={MENU: menu_bar()})
    app.start(MAIN)
    return app


def menu_events(app: Application) -> list[int]:
    assert app.log is not None
    return [e.item_id for e in app.log if e.kind == EventKind.menuEvent]


def item_point(row: int) -> tuple[int, int]:
    """A point on the ``row``-th item of the Game menu (no separators above it)."""
    return 10, MENU_PULLDOWN_Y + 11 * row + 5


def test_menu_key_opens_the_bar_and_the_first_menu(app: Application) -> None:
    app.key(E.vchrMenu)
    menu = app.system.menu
    assert menu is not None and menu.is_open and menu.current == 0
    fb = app.screen.framebuffer
    assert all(fb.get_pixel(x, 12) for x in range(0, 160))  # the bar's frame
    assert fb.get_pixel(3, 1)  # "Game" is inverted
    assert fb.get_pixel(1, 20)  # the pull-down's left frame


def test_menu_open_event_reaches_the_form_first(app: Application) -> None:
    seen = []
    app.set_form_handler(MAIN, lambda e: seen.append(e.kind) or False)  # type: ignore[func-returns-value]
    app.key(E.vchrMenu)
    assert EventKind.menuOpenEvent in seen


def test_choosing_an_item_posts_menu_event_and_restores_the_screen(app: Application) -> None:
    before = app.screen.framebuffer.copy()
    app.key(E.vchrMenu)
    app.tap(*item_point(1))
    assert menu_events(app) == [REPLAY]
    assert app.system.menu is not None and not app.system.menu.is_open
    assert app.screen.framebuffer == before


def test_the_item_under_the_pen_is_inverted_and_lifting_elsewhere_chooses_nothing(app: Application) -> None:
    app.key(E.vchrMenu)
    x, y = item_point(0)
    app.pen_down(x, y)
    assert app.screen.framebuffer.get_pixel(2, y)  # highlighted row
    app.pen_move(x, 100)
    assert not app.screen.framebuffer.get_pixel(2, y)
    app.pen_up(x, 100)
    assert menu_events(app) == []


def test_a_separator_cannot_be_chosen(app: Application) -> None:
    app.key(E.vchrMenu)
    app.tap(10, MENU_PULLDOWN_Y + 22 + 2)
    assert menu_events(app) == []
    assert app.system.menu is not None and app.system.menu.is_open


def test_tapping_another_title_switches_menus(app: Application) -> None:
    app.key(E.vchrMenu)
    menu = app.system.menu
    assert menu is not None
    options = menu._layouts[1].title
    app.tap(options.x + 3, 5)
    assert menu.current == 1
    app.tap(options.x + 5, MENU_PULLDOWN_Y + 11 + 5)
    assert menu_events(app) == [ABOUT]


def test_tap_outside_closes_without_choosing_and_restores(app: Application) -> None:
    before = app.screen.framebuffer.copy()
    app.key(E.vchrMenu)
    app.tap(100, 120)
    assert menu_events(app) == []
    assert app.screen.framebuffer == before
    assert not [e for e in app.log or [] if e.kind == EventKind.ctlEnterEvent]


def test_menu_key_again_closes(app: Application) -> None:
    before = app.screen.framebuffer.copy()
    app.key(E.vchrMenu)
    app.key(E.vchrMenu)
    assert app.screen.framebuffer == before


def test_command_stroke_then_letter_triggers_the_shortcut(app: Application) -> None:
    app.key(E.vchrCommand)
    app.key("r")
    assert menu_events(app) == [REPLAY]
    app.key("n", modifiers=E.commandKeyMask)
    assert menu_events(app) == [REPLAY, NEW]
    app.key("n")  # no command: an ordinary key
    assert menu_events(app) == [REPLAY, NEW]


def test_shortcut_while_the_menu_is_open(app: Application) -> None:
    before = app.screen.framebuffer.copy()
    app.key(E.vchrMenu)
    app.key("p", modifiers=E.commandKeyMask)
    assert menu_events(app) == [PREFS]
    assert app.screen.framebuffer == before


def test_hidden_items_are_not_shown_or_triggered(app: Application) -> None:
    app.key(E.vchrMenu)
    menu = app.system.menu
    assert menu is not None
    app.key(E.vchrMenu)
    assert menu.hide_item(NEW)
    app.key("n", modifiers=E.commandKeyMask)
    app.key(E.vchrMenu)
    app.tap(*item_point(0))
    assert menu_events(app) == [REPLAY]


def test_title_tap_opens_the_menu(app: Application) -> None:
    app.tap(5, 5)
    assert app.system.menu is not None and app.system.menu.is_open


def test_a_form_without_a_menu_ignores_the_menu_key(make_app: MakeApp) -> None:
    app = make_app(Form(MAIN, Rect(0, 0, 160, 160), objects=[Title("Plain")]))
    app.start(MAIN)
    before = app.screen.framebuffer.copy()
    app.key(E.vchrMenu)
    assert app.system.menu is None and app.screen.framebuffer == before
    assert Event.key_down(E.vchrMenu) in (app.log or [])


def test_the_application_draw_state_does_not_change_menus(app: Application, make_app: MakeApp) -> None:
    app.key(E.vchrMenu)
    expected = app.screen.framebuffer.copy()
    app.key(E.vchrMenu)
    w = app.screen.display_window
    w.set_fore_color(0)
    w.set_back_color(1)
    w.set_font(2)
    app.key(E.vchrMenu)
    assert app.screen.framebuffer == expected
