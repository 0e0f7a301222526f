"""Golden screens of the widget set: what players will see, pixel for pixel.

Regenerate with ``pytest --update-goldens`` and look at every changed PNG (at 4x) before keeping it.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from palm_os.alerts import AlertTemplate, AlertType
from palm_os.application import Application, gadget_handler
from palm_os.controls import (
    ButtonFrame,
    Control,
    ControlStyle,
    Field,
    Gadget,
    Label,
    ListObject,
    Popup,
    Title,
    UnderlineMode,
)
from palm_os.fonts import FontID, FontSet
from palm_os.forms import Form
from palm_os.framebuffer import Framebuffer
from palm_os.geometry import Point, Rect
from palm_os.menus import Menu, MenuBar, MenuItem
from palm_os.window import FrameType, Screen, Window
from palm_sdk import keys as E

MakeApp = Callable[..., Application]
Golden = Callable[[Framebuffer, str], None]
MAIN, DIALOG = 1000, 1100
DEAL = 1013

SUITS = "\x17\x18\x19\x1a"  # diamond, club, heart, spade in the symbol fonts


def showcase_form() -> Form:
    std = ControlStyle
    return Form(
        MAIN,
        Rect(0, 0, 160, 160),
        menu_rsc_id=MAIN,
        objects=[
            Title("Pitch"),
            Label(1001, Point(3, 18), "Play to:"),
            Control(1002, Rect(48, 18, 19, 11), "11", style=std.pushButtonCtl, group=1),
            Control(1003, Rect(68, 18, 19, 11), "15", style=std.pushButtonCtl, group=1, on=True),
            Control(1004, Rect(88, 18, 19, 11), "21", style=std.pushButtonCtl, group=1),
            Control(
                1005,
                Rect(3, 33, 90, 12),
                "Smudge bids",
                style=std.checkboxCtl,
                frame=ButtonFrame.noButtonFrame,
                on=True,
            ),
            Control(
                1006,
                Rect(3, 46, 90, 12),
                "Off-jack counts",
                style=std.checkboxCtl,
                frame=ButtonFrame.noButtonFrame,
            ),
            Label(1007, Point(3, 62), "Partner:"),
            Control(
                1008,
                Rect(42, 62, 40, 12),
                "North",
                style=std.popupTriggerCtl,
                frame=ButtonFrame.noButtonFrame,
            ),
            ListObject(1009, Rect(42, 62, 44, 44), items=["North", "East", "South", "West"], selection=0),
            Popup(1008, 1009),
            Label(1010, Point(3, 78), "Dealt:"),
            Control(1011, Rect(42, 78, 58, 12), "Sat 5/20/00", style=std.selectorTriggerCtl),
            Field(
                1012,
                Rect(3, 96, 100, 44),
                text="Team North-South bid 3 and made High, Low and Game.",
                underlined=UnderlineMode.grayUnderline,
            ),
            Gadget(1020, Rect(110, 33, 47, 60)),
            Control(DEAL, Rect(1, 147, 36, 12), "Deal"),
            Control(1014, Rect(42, 147, 36, 12), "Undo", frame=ButtonFrame.boldButtonFrame),
            Control(1015, Rect(83, 147, 36, 12), "Hint", frame=ButtonFrame.rectangleButtonFrame),
            Control(1016, Rect(124, 147, 14, 12), "\x1c", style=std.repeatingButtonCtl),
            Control(1017, Rect(143, 147, 14, 12), "\x1d", style=std.repeatingButtonCtl),
        ],
    )


def draw_cards(gadget: Gadget, window: Window) -> None:
    b = gadget.bounds
    window.draw_rectangle_frame(FrameType.roundFrame, b)
    window.push_draw_state()
    window.set_font(FontID.symbol11Font)
    window.draw_chars(SUITS, b.x + 3, b.y + 3)
    window.set_font(FontID.symbolFont)
    window.draw_chars(SUITS, b.x + 3, b.y + 17)
    window.set_font(FontID.largeFont)
    window.draw_chars("J", b.x + 3, b.y + 30)
    window.set_font(FontID.boldFont)
    window.draw_chars("10", b.x + 22, b.y + 33)
    window.set_font(FontID.stdFont)
    window.draw_inverted_chars(" 2 ", b.x + 3, b.y + 46)
    window.pop_draw_state()


def menus() -> MenuBar:
    return MenuBar(
        [
            Menu(
                "Game",
                [
                    MenuItem(2001, "New Game", "N"),
                    MenuItem(2002, "Replay Hand", "R"),
                    MenuItem(2003, "-"),
                    MenuItem(2004, "Statistics"),
                    MenuItem(2005, "Exit"),
                ],
            ),
            Menu(
                "Options",
                [
                    MenuItem(2101, "Preferences…", "P"),
                    MenuItem(2102, "Rules"),
                    MenuItem(2103, "-"),
                    MenuItem(2104, "About Pitch"),
                ],
            ),
        ]
    )


def dialog_form() -> Form:
    return Form(
        DIALOG,
        Rect(2, 58, 156, 100),
        modal=True,
        help_rsc_id=5000,
        default_button=1102,
        objects=[
            Title("Your Bid"),
            Label(1101, Point(8, 16), "North bid 3. You hold:"),
            Label(1105, Point(8, 29), "A K 7 of hearts, J of clubs"),
            Control(1106, Rect(8, 46, 24, 12), "2", style=ControlStyle.pushButtonCtl, group=1),
            Control(1107, Rect(33, 46, 24, 12), "3", style=ControlStyle.pushButtonCtl, group=1),
            Control(1108, Rect(58, 46, 24, 12), "4", style=ControlStyle.pushButtonCtl, group=1, on=True),
            Control(1109, Rect(83, 46, 38, 12), "Smudge", style=ControlStyle.pushButtonCtl, group=1),
            Control(
                1110,
                Rect(8, 64, 120, 12),
                "Always bid like this",
                style=ControlStyle.checkboxCtl,
                frame=ButtonFrame.noButtonFrame,
            ),
            Control(1102, Rect(6, 83, 36, 12), "Bid"),
            Control(1103, Rect(48, 83, 36, 12), "Pass"),
        ],
    )


ALERTS = {
    3000 + t: AlertTemplate(t, title, message, buttons, default_button=len(buttons) - 1)
    for t, title, message, buttons in [
        (
            AlertType.informationAlert,
            "Hand Over",
            "East and West made their bid of 3 and lead 17 to 12.",
            ("OK",),
        ),
        (
            AlertType.confirmationAlert,
            "New Game",
            "Start a new game and lose the one in progress?",
            ("Yes", "No"),
        ),
        (AlertType.warningAlert, "Low Battery", "Save the game now?", ("Save", "Later")),
        (
            AlertType.errorAlert,
            "Saved Game",
            "The saved game is damaged and was kept aside as Pitch-1.",
            ("OK",),
        ),
    ]
}


@pytest.fixture
def app(make_app: MakeApp) -> Application:
    app = make_app(
        showcase_form(),
        dialog_form(),
        menus={MAIN: menus()},
        alerts=ALERTS,
        strings={5000: "Tap a number to bid."},
    )
    app.set_gadget_handler(MAIN, 1020, gadget_handler(draw=draw_cards))
    app.start(MAIN)
    return app


def test_form_showcase(app: Application, golden: Golden) -> None:
    golden(app.screen.framebuffer, "ui/form_showcase")


def test_button_pressed(app: Application, golden: Golden) -> None:
    app.pen_down(10, 152)
    golden(app.screen.framebuffer, "ui/button_pressed")


def test_popup_list_open(app: Application, golden: Golden) -> None:
    app.tap(50, 66)
    app.pen_down(50, 86)
    golden(app.screen.framebuffer, "ui/popup_list_open")


def test_menu_open(app: Application, golden: Golden) -> None:
    app.key(E.vchrMenu)
    app.pen_down(10, 27)
    golden(app.screen.framebuffer, "ui/menu_open")


def test_modal_dialog(app: Application, golden: Golden) -> None:
    app.popup_form(DIALOG)
    app.run_until_idle()
    golden(app.screen.framebuffer, "ui/modal_dialog")


@pytest.mark.parametrize("alert_type", list(AlertType), ids=lambda t: t.name)
def test_alert(app: Application, golden: Golden, alert_type: AlertType) -> None:
    app.alert(3000 + alert_type)
    golden(app.screen.framebuffer, f"ui/alert_{alert_type.name}")


def test_font_specimen(fonts: FontSet, golden: Golden) -> None:
    screen = Screen(fonts)
    w = screen.display_window
    y = 1
    for font_id, lines in [
        (
            FontID.stdFont,
            [
                "stdFont: The quick brown fox",
                "jumps over the lazy dog.",
                "0123456789 !?&@#$%*()[]{}",
                "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                "abcdefghijklmnopqrstuvwxyz",
            ],
        ),
        (FontID.boldFont, ["boldFont: Bid 3, Smudge!", "High Low Jack Game 21"]),
        (FontID.largeFont, ["largeFont: Pitch 21", "Jack of Spades"]),
    ]:
        w.set_font(font_id)
        for line in lines:
            w.draw_chars(line, 1, y)
            y += w.font.line_height
    y += 2
    for font_id, codes in [
        (FontID.symbolFont, [3, 4, 5, 6, 7, 8, 0x16, 0x17, 0x18, 0x19, 0x1A]),
        (FontID.symbol11Font, [0, 1, 2, 3, 4, 5, 0x17, 0x18, 0x19, 0x1A]),
        (FontID.symbol7Font, [1, 2, 3, 4]),
    ]:
        w.set_font(font_id)
        x = 1
        for code in codes:
            x += w.draw_chars(chr(code), x, y) + 3
        y += w.font.line_height + 1
    w.set_font(FontID.stdFont)
    w.draw_chars("Latin: … • – — © ° · × é  \x16N  \x18", 1, y)
    w.draw_rectangle(Rect(110, y - 1, 14, 12))
    w.set_font(FontID.symbolFont)
    w.draw_chars("\x0a", 112, y)  # the help glyph is made for a black title bar
    golden(screen.framebuffer, "ui/font_specimen")
