"""What each .rcp statement compiles to: PilRC's values, sizes and positions."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from PIL import Image

from prc_tools.compiler import build_date, compile_rcp
from prc_tools.formats import (
    AlertType,
    BitmapCompressionType,
    ButtonFrameType,
    Control,
    ControlStyleType,
    Field,
    Form,
    FormBitmap,
    Gadget,
    GraffitiStateIndicator,
    Label,
    List,
    Point,
    PopupList,
    Rect,
    ScrollBar,
    SliderControl,
)
from prc_tools.formats.binary import encode_text
from prc_tools.rcp import parse_rcp
from prc_tools.rcp.fontmetrics import text_width

HEAD = 'APPLICATION ID 1 "TEST"\n'


def compile_text(tmp_path: Path, text: str, warnings: list[str] | None = None):  # type: ignore[no-untyped-def]
    source = tmp_path / "t.rcp"
    source.write_text(text, encoding="utf-8")
    return compile_rcp(source, warn=(warnings.append if warnings is not None else None))


def form_of(tmp_path: Path, body: str, header: str = "FORM ID 100 AT (0 0 160 160)") -> Form:
    db = compile_text(tmp_path, f"{HEAD}{header}\nBEGIN\n{body}\nEND\n")
    return db.form(100)


def test_auto_sizes_use_the_font_widths_and_pilrc_margins(tmp_path: Path) -> None:
    form = form_of(
        tmp_path,
        """
        BUTTON "OK" ID 1 AT (10 10 AUTO AUTO)
        PUSHBUTTON "OK" ID 2 AT (10 30 AUTO AUTO)
        CHECKBOX "OK" ID 3 AT (10 50 AUTO AUTO)
        LIST "a" "wide item" ID 4 AT (10 70 AUTO AUTO)
        BUTTON "OK" ID 5 AT (10 90 AUTO > 40 AUTO) FONT 2
    """,
    )
    ok = text_width(b"OK", 0)
    widths = [o.bounds.w for o in form.objects]  # type: ignore[union-attr]
    assert widths == [ok + 12, ok + 6, ok + 18, text_width(b"wide item", 0) + 6, 40]
    assert [o.bounds.h for o in form.objects][:3] == [12, 12, 12]  # type: ignore[union-attr]
    assert form.objects[4].bounds.h == 15  # type: ignore[union-attr]


def test_center_right_bottom_and_previous_positions(tmp_path: Path) -> None:
    form = form_of(
        tmp_path,
        """
        BUTTON "A" ID 1 AT (CENTER CENTER 40 12)
        BUTTON "B" ID 2 AT (PREVRIGHT + 2 PREVTOP PREVWIDTH PREVHEIGHT)
        BUTTON "C" ID 3 AT (RIGHT@150 BOTTOM@150 30 10)
        BUTTON "D" ID 4 AT (CENTER@20 PREVBOTTOM 10 10)
        LABEL "L" ID 5 AT (PREVLEFT PREVBOTTOM + 1)
        BUTTON "E" ID 6 AT (PREVLEFT PREVBOTTOM 5 5)
    """,
        header="FORM ID 100 AT (2 2 156 156) MODAL",
    )
    bounds = [getattr(o, "bounds", None) for o in form.objects]
    assert bounds[0] == Rect(58, 72, 40, 12)
    assert bounds[1] == Rect(100, 72, 40, 12)
    assert bounds[2] == Rect(120, 140, 30, 10)
    assert bounds[3] == Rect(15, 150, 10, 10)
    assert form.objects[4] == Label(5, Point(15, 161), "L")
    assert bounds[5] == Rect(15, 161 + 12, 5, 5)


def test_controls_get_pilrc_frames_and_attributes(tmp_path: Path) -> None:
    form = form_of(
        tmp_path,
        """
        BUTTON "b" ID 1 AT (0 0 10 10) NOFRAME
        BUTTON "b" ID 2 AT (0 0 10 10) BOLDFRAME DISABLED NONUSABLE RIGHTANCHOR
        PUSHBUTTON "p" ID 3 AT (0 0 10 10) GROUP 1
        CHECKBOX "c" ID 4 AT (0 0 10 10) CHECKED
        POPUPTRIGGER "v" ID 5 AT (0 0 10 10)
        SELECTORTRIGGER "s" ID 6 AT (0 0 10 10)
        REPEATBUTTON "r" ID 7 AT (0 0 10 10) RECTFRAME
        BUTTON "" ID 8 AT (0 0 10 10) GRAPHICAL BITMAPID 5000 SELECTEDBITMAPID 5001
    """,
    )
    controls = [o for o in form.objects if isinstance(o, Control)]
    assert [c.frame for c in controls] == [0, 2, 1, 0, 0, 1, 3, 1]
    assert [c.style for c in controls] == [
        ControlStyleType.buttonCtl,
        ControlStyleType.buttonCtl,
        ControlStyleType.pushButtonCtl,
        ControlStyleType.checkboxCtl,
        ControlStyleType.popupTriggerCtl,
        ControlStyleType.selectorTriggerCtl,
        ControlStyleType.repeatingButtonCtl,
        ControlStyleType.buttonCtl,
    ]
    assert (controls[1].enabled, controls[1].usable, controls[1].leftAnchor) == (False, False, False)
    assert controls[2].group == 1 and controls[3].on
    assert controls[7].graphical and (controls[7].bitmapID, controls[7].selectedBitmapID) == (5000, 5001)
    assert controls[0].frame == ButtonFrameType.noButtonFrame


def test_every_other_object_kind(tmp_path: Path) -> None:
    warnings: list[str] = []
    db = compile_text(
        tmp_path,
        HEAD
        + """
        FORM ID 100 AT (0 0 160 160) NOFRAME NOSAVEBEHIND MENUID 7 HELPID 8 DEFAULTBTNID 9
        BEGIN
            TITLE "Hi"
            FIELD ID 1 AT (1 2 50 12) MAXCHARS 20 UNDERLINED NUMERIC RIGHTALIGN MULTIPLELINES
            LIST "a" "b" "c" ID 2 AT (1 20 40 AUTO) VISIBLEITEMS 2 FONT 2
            POPUPTRIGGER "a" ID 3 AT (50 20 AUTO AUTO)
            POPUPLIST ID 3 4
            LIST "x" ID 4 AT (50 20 20 0) NONUSABLE
            FORMBITMAP AT (5 100) BITMAP 5000
            GADGET ID 5 AT (0 0 10 10) NONEXTENDED
            SCROLLBAR ID 6 AT (150 0 7 100) VALUE 3 MIN 0 MAX 10 PAGESIZE 4
            SLIDER ID 7 AT (0 0 72 15)
            GRAFFITISTATEINDICATOR AT (140 150)
            BUTTON "X" ID 10 AT (PREVRIGHT PREVBOTTOM 1 1)
        END
    """,
        warnings,
    )
    form = db.form(100)
    assert (form.menuRscId, form.helpRscId, form.defaultButton) == (7, 8, 9)
    assert form.frameType.width == 0 and not form.saveBehind and not form.modal
    assert form.title == "Hi"
    field = form.objects[1]
    assert isinstance(field, Field)
    assert (field.maxChars, field.underlined, field.numeric, field.justification, field.singleLine) == (
        20,
        1,
        True,
        2,
        False,
    )
    assert field.insPtVisible
    assert form.objects[2] == List(2, Rect(1, 20, 40, 28), ("a", "b", "c"), 2)
    assert form.objects[4] == PopupList(3, 4)
    assert form.objects[5] == List(4, Rect(50, 20, 20, 11), ("x",), usable=False)
    assert form.objects[6] == FormBitmap(Point(5, 100), 5000)
    assert form.objects[7] == Gadget(5, Rect(0, 0, 10, 10), extended=True)
    assert form.objects[8] == ScrollBar(6, Rect(150, 0, 7, 100), 3, 0, 10, 4)
    slider = form.objects[9]
    # PilRC says it assigns 0..100, 50 but fills the slider first: the zeros are what it stores
    assert isinstance(slider, SliderControl) and (slider.minValue, slider.maxValue, slider.value) == (0, 0, 0)
    assert form.objects[10] == GraffitiStateIndicator(Point(140, 150))
    assert form.objects[11].bounds == Rect(149, 160, 1, 1)  # type: ignore[union-attr]
    assert any("t.rcp:14:20: warning: VALUE 0 MIN 0 MAX 0 is not a range" in w for w in warnings)


def test_menus_get_pilrc_geometry_ellipsis_and_upper_case_shortcuts(tmp_path: Path) -> None:
    db = compile_text(
        tmp_path,
        HEAD
        + """
        MENU ID 1000
        BEGIN
            PULLDOWN "Game"
            BEGIN
                MENUITEM "New..." ID 1 "n"
                MENUITEM SEPARATOR
                MENUITEM "Quit" 2
            END
            PULLDOWN "Options"
            BEGIN
                MENUITEM "About" AUTOID
            END
        END
    """,
    )
    bar = db.menu_bar(1000)
    game, options = bar.menus
    bold = lambda s: text_width(encode_text(s), 1)  # noqa: E731
    assert game.titleBounds == Rect(4, 0, bold("Game") + 7, 12)
    assert options.titleBounds.x == 4 + bold("Game") + 7
    width = max(bold("New…") + 6 + 6 + 12 + bold("N"), bold("Quit") + 6)
    assert game.bounds == Rect(6, 14, width, 11 + 5 + 11)
    assert [i.text for i in game.items] == ["New…", "-", "Quit"]
    assert game.items[0].shortcut == "N"
    assert options.items[0].id == 9997  # the separator took 9998, as in PilRC


def test_alerts(tmp_path: Path) -> None:
    db = compile_text(
        tmp_path,
        HEAD
        + """
        ALERT ID 10 CONFIRMATION HELPID 4000 DEFAULTBUTTON 1
        BEGIN TITLE "Sure?" MESSAGE "Start a " + "new game?" BUTTONS "Yes" "No" END
        ALERT ID 11 BEGIN BUTTONS "OK" END
    """,
    )
    alert = db.alert(10)
    assert (alert.alertType, alert.helpRscID, alert.defaultButton) == (AlertType.confirmationAlert, 4000, 1)
    assert (alert.title, alert.message, alert.buttons) == ("Sure?", "Start a new game?", ("Yes", "No"))
    assert db.alert(11).alertType == AlertType.informationAlert
    assert db.resource("Talt", 11).data == bytes.fromhex("0000 0000 0001 0000 00 00 4f4b00")


def test_strings_versions_and_application_resources(tmp_path: Path) -> None:
    (tmp_path / "help.txt").write_text("line one\nline\rtwo...", encoding="utf-8")
    db = compile_text(
        tmp_path,
        """
        APPLICATION ID 1 "Abcd"
        APPLICATIONICONNAME ID 1000 "Cards"
        VERSION "2.5"
        LAUNCHERCATEGORY "Games"
        STRING ID 1 "More..."
        STRING ID 2 FILE "help.txt"
        STRINGTABLE ID 3 "" "a" "b"
        HEX "tint" ID 5 0x01 0x0203.w 0x04050607.l "ab"
        DATA "code" ID 1 "help.txt"
    """,
    )
    assert db.name == "Cards" and db.creator == "Abcd" and db.type == "appl"
    assert db.resource("tver", 1).data == b"2.5\0"
    assert db.resource("taic", 1000).data == b"Games\0"
    assert db.resource("tAIN", 1000).data == b"Cards\0"
    assert db.string(1) == "More…"
    assert db.string(2) == "line one\nline\ntwo…"  # every CR becomes a LF
    assert db.string_list(3).strings == ("a", "b")
    assert db.resource("tint", 5).data == bytes([1, 2, 3, 4, 5, 6, 7]) + b"ab"
    assert db.resource("code", 1).data == (tmp_path / "help.txt").read_bytes()


def test_bitmaps_from_text_art_png_and_pbm(tmp_path: Path) -> None:
    (tmp_path / "art.pbitm").write_text("#-#\n # \n", encoding="utf-8")
    (tmp_path / "plain.pbm").write_text("P1\n3 2\n1 0 1\n0 1 0\n", encoding="utf-8")
    image = Image.new("L", (4, 1))
    image.putdata([0, 100, 200, 255])
    image.save(tmp_path / "grey.png")
    Image.new("1", (64, 8), 1).save(tmp_path / "blank.png")
    db = compile_text(
        tmp_path,
        HEAD
        + """
        BITMAP ID 1 "art.pbitm"
        BITMAP ID 2 "plain.pbm"
        BITMAPGREY ID 3 "grey.png"
        BITMAP ID 4 "grey.png" "grey.png" "grey.png"
        BITMAP ID 5 BEGIN BITMAP "grey.png" BPP 4 BITMAP "art.pbitm" BPP 1 END
        BITMAP ID 6 "blank.png" COMPRESS
        BITMAP ID 7 "art.pbitm" COMPRESS
        BITMAP ID 8 "art.pbitm" FORCECOMPRESS
    """,
    )
    assert db.bitmap(1).text_art() == ["#.#", ".#."]
    assert db.bitmap(2) == db.bitmap(1)
    assert db.bitmap(3, 8).rows == ((3, 2, 1, 0),)
    assert [m.pixelSize for m in db.bitmap_family(4).members] == [1, 2, 4]
    assert db.bitmap(4, 4).rows == ((15, 9, 3, 0),)
    assert db.bitmap(4, 1).rows == ((1, 1, 0, 0),)
    assert [m.pixelSize for m in db.bitmap_family(5).members] == [1, 4]
    assert (
        db.bitmap(6).compressed
        and db.bitmap(6).compressionType == BitmapCompressionType.BitmapCompressionTypeScanLine
    )
    assert not db.bitmap(7).compressed  # compressing 2 rows of 2 bytes would not save anything
    assert db.bitmap(8).compressed


def test_icons_are_taib_1000_and_1001_and_odd_sizes_warn(tmp_path: Path) -> None:
    (tmp_path / "i.pbitm").write_text("#\n", encoding="utf-8")
    warnings: list[str] = []
    db = compile_text(tmp_path, HEAD + 'ICON "i.pbitm"\nSMALLICON "i.pbitm"\n', warnings)
    assert db.get("tAIB", 1000) is not None and db.get("tAIB", 1001) is not None
    assert (
        len(warnings) == 2 and "icon is 1x1, not 32x32" in warnings[0] and "small icon is 1x1" in warnings[1]
    )


def test_the_database_gets_the_application_resources_sorted(tmp_path: Path) -> None:
    db = compile_text(tmp_path, HEAD + 'VERSION "1"\nSTRING ID 5 "x"\n')
    assert [(r.type, r.id) for r in db.resources] == [
        ("APPL", 1),
        ("code", 0),
        ("data", 0),
        ("pref", 0),
        ("tSTR", 5),
        ("tver", 1),
    ]
    assert db.attributes == 0x0009 and db.version == 1 and db.name == "t"
    with_code = compile_rcp(tmp_path / "t.rcp", code1=b"\x4e\x75", name="Named", creator="Zzzz")
    assert with_code.resource("code", 1).data == b"\x4e\x75"
    assert (with_code.name, with_code.creator) == ("Named", "Zzzz")


def test_dates_come_from_source_date_epoch_or_a_fixed_default(tmp_path: Path) -> None:
    moment = build_date({"SOURCE_DATE_EPOCH": "946684800"})
    assert moment == datetime(2000, 1, 1, tzinfo=UTC)
    db = compile_text(tmp_path, HEAD)
    assert db.creationDate == build_date({}) == db.modificationDate
    with pytest.raises(ValueError, match="SOURCE_DATE_EPOCH"):
        build_date({"SOURCE_DATE_EPOCH": "soon"})


def test_autoid_counts_down_from_9998_as_pilrc(tmp_path: Path) -> None:
    source = tmp_path / "a.rcp"
    source.write_text('STRING AUTOID "a"\nSTRING AUTOID "b"\n', encoding="utf-8")
    compiled, _ = parse_rcp(source)
    assert [c.id for c in compiled] == [9998, 9997]
