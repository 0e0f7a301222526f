"""Every resource type: known bytes from the references, round trips, and fuzzing."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from prc_strategies import (
    alerts,
    bitmap_families,
    code_zeros,
    data_zeros,
    forms,
    menu_bars,
    string_lists,
    sys_app_prefs,
    text,
)

from prc_tools.errors import PrcFormatError
from prc_tools.formats import (
    Alert,
    AlertType,
    AppIconName,
    ApplicationId,
    Bitmap,
    BitmapCompressionType,
    BitmapFamily,
    CodeZero,
    Control,
    ControlStyleType,
    DataZero,
    Form,
    Label,
    List,
    Menu,
    MenuBar,
    MenuItem,
    Point,
    Rect,
    StringList,
    StringResource,
    SysAppPrefs,
    Title,
    VersionString,
    decode_resource,
)
from prc_tools.formats.bitmap_compression import compress, decompress
from prc_tools.formats.registry import DECODERS


def round_trip(value: object) -> None:
    """build -> parse gives the value back; parse -> build gives the same bytes."""
    data = value.build()  # type: ignore[attr-defined]
    parsed = type(value).parse(data)  # type: ignore[attr-defined]
    assert parsed == value
    assert parsed.build() == data


# -- known bytes (docs/palm_os.md worked examples, prc-tools constants) ---------------------------


def test_the_reference_form_example_byte_for_byte() -> None:
    form = Form(1000, Rect(0, 0, 160, 160), (Title("Hi"), Control(1001, Rect(62, 140, 36, 12), "OK")))
    expected = bytes.fromhex(  # docs/palm_os.md §2.10, worked example
        """
        00 00 00 00 00 00 00 00 12 00 00 00 00 00 00 a0
        00 a0 00 00 00 00 00 00 00 00 00 00 00 00 00 01
        00 00 00 00 00 00 00 00 03 e8 88 00 00 00 00 00
        00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 02
        00 00 00 00 09 00 00 00 00 50 01 00 00 00 00 60
        00 00 00 00 00 00 00 00 00 00 00 00 48 69 00 00
        03 e9 00 3e 00 8c 00 24 00 0c 00 00 00 00 c9 00
        00 00 00 00 4f 4b 00 00
        """
    )
    assert form.build() == expected
    assert Form.parse(expected) == form


def test_modal_forms_and_control_attributes_match_pilrc() -> None:
    from prc_tools.formats.form import DIALOG_FRAME, WindowFlags

    form = Form(1, Rect(2, 2, 156, 156), windowFlags=WindowFlags(modal=True), frameType=DIALOG_FRAME)
    data = form.build()
    assert data[8:10] == b"\x32\x00"  # focusable | dialog | modal
    assert data[30:32] == b"\x03\x02"  # dialogFrame
    checkbox = Control(5, Rect(0, 0, 10, 10), "x", ControlStyleType.checkboxCtl, frame=0, on=True)
    body = Form(2, Rect(0, 0, 160, 160), (checkbox,)).build()
    assert body[74 + 14 : 74 + 16] == b"\xd8\x00"


def test_the_alert_example() -> None:
    alert = Alert(AlertType.informationAlert, "T", "M", ("OK",))
    assert alert.build() == bytes.fromhex("0000 0000 0001 0000 5400 4d00 4f4b00")


def test_the_zero_globals_application_resources() -> None:
    assert CodeZero().build() == bytes.fromhex("00000028 00000000 00000008 00000020 00003F3C0001A9F0")
    assert DataZero().build() == bytes.fromhex("0000001F") + bytes(39)
    assert SysAppPrefs().build() == bytes.fromhex("001E0000100000001000")


def test_the_bitmap_example_16x2_version_1() -> None:
    bitmap = Bitmap.from_rows(["#" * 16, "." * 15 + "#"])
    assert bitmap.build() == bytes.fromhex("0010 0002 0002 0000 01 01 0000 00 00 0000 ffff 0001")


def test_strings_are_c_strings_and_tain_is_padded_to_even() -> None:
    assert StringResource("Rules…").build() == b"Rules\x85\0"
    assert AppIconName("Pitch").build() == b"Pitch\0"
    assert AppIconName("Cards").build() == b"Cards\0"
    assert AppIconName("Hi").build() == b"Hi\0\0"
    assert VersionString("1.0").build() == b"1.0\0"
    assert StringList("", ("Pass", "2")).build() == b"\0\0\x02Pass\x002\0"
    assert ApplicationId("PPch").build() == b"PPch"


def test_menu_bar_layout() -> None:
    bar = MenuBar(
        (
            Menu(
                "Game",
                (MenuItem(2001, "New", "N"), MenuItem(0, "-")),
                Rect(6, 14, 50, 16),
                Rect(4, 0, 36, 12),
            ),
        )
    )
    data = bar.build()
    assert len(data) == 32 + 34 + 2 * 8 + len(b"Game\0New\0-\0")
    assert data[26:28] == b"\x00\x01"  # numMenus
    assert data[20:22] == b"\xff\xff"  # curItem -1, as PilRC writes
    items = 32 + 34
    assert data[32 + 24 : 32 + 34] == (items + 16).to_bytes(4, "big") + b"\x00\x02" + items.to_bytes(4, "big")
    assert data[items : items + 8] == b"\x07\xd1N\x00" + (items + 16 + 5).to_bytes(4, "big")
    round_trip(bar)


# -- round trips ------------------------------------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(forms)
def test_forms_round_trip(form: Form) -> None:
    round_trip(form)
    assert len(form.build()) % 2 == 0


@settings(max_examples=60, deadline=None)
@given(bitmap_families())
def test_bitmaps_round_trip(family: BitmapFamily) -> None:
    round_trip(family)


@settings(max_examples=40, deadline=None)
@given(menu_bars)
def test_menus_round_trip(bar: MenuBar) -> None:
    round_trip(bar)


@settings(max_examples=40, deadline=None)
@given(alerts())
def test_alerts_round_trip(alert: Alert) -> None:
    round_trip(alert)


@settings(max_examples=40, deadline=None)
@given(
    st.one_of(
        string_lists,
        code_zeros,
        sys_app_prefs,
        data_zeros,
        text.map(StringResource),
        text.map(AppIconName),
        text.map(VersionString),
    )
)
def test_small_resources_round_trip(value: object) -> None:
    round_trip(value)


@pytest.mark.parametrize("kind", list(BitmapCompressionType)[:3])
@settings(max_examples=30, deadline=None)
@given(st.binary(max_size=60), st.integers(1, 6))
def test_compression_round_trips(kind: BitmapCompressionType, raw: bytes, stride: int) -> None:
    height = len(raw) // (2 * stride)
    pixels = raw[: height * 2 * stride]
    stream = compress(pixels, 2 * stride, kind)
    assert decompress(stream + b"\0\0", 2 * stride, height, kind) == (pixels, len(stream))


def test_scanline_compression_stores_only_changed_bytes() -> None:
    pixels = bytes([0xF0, 0x0F, 0xF0, 0x0F, 0xF0, 0xFF])
    assert compress(pixels, 2, BitmapCompressionType.BitmapCompressionTypeScanLine) == bytes(
        [0xC0, 0xF0, 0x0F, 0x00, 0x40, 0xFF]
    )


def test_family_members_are_chained_in_four_byte_units() -> None:
    one = Bitmap.from_rows(["#"])
    two = Bitmap(1, 1, ((3,),), pixelSize=2)
    data = BitmapFamily((one, two)).build()
    assert data[10:12] == b"\x00\x05"  # (16 + 2 padded to 20) / 4
    assert data[20 + 8] == 2
    assert BitmapFamily.parse(data).for_depth(1) == one
    assert BitmapFamily.parse(data).for_depth(8) == two


def test_form_objects_are_found_by_id() -> None:
    form = Form(
        1, Rect(0, 0, 1, 1), (Title("T"), Label(7, Point(1, 2), "x"), List(8, Rect(0, 0, 9, 9), ("a",)))
    )
    assert form.title == "T"
    assert form.object(7) == Label(7, Point(1, 2), "x")
    with pytest.raises(KeyError):
        form.object(99)


# -- damage ------------------------------------------------------------------------------------------

SAMPLES: dict[str, bytes] = {
    "tFRM": Form(
        1,
        Rect(0, 0, 160, 160),
        (Title("Hi"), Control(1, Rect(1, 2, 3, 4), "OK"), List(2, Rect(1, 1, 1, 1), ("a", "b"))),
    ).build(),
    "Tbmp": BitmapFamily(
        (Bitmap.from_rows(["#.#", ".#."]), Bitmap(3, 1, ((1, 2, 3),), pixelSize=2, compressed=True))
    ).build(),
    "MBAR": MenuBar((Menu("G", (MenuItem(1, "a", "A"),), Rect(0, 0, 1, 1), Rect(0, 0, 1, 1)),)).build(),
    "Talt": Alert(AlertType.errorAlert, "T", "M", ("OK", "No"), defaultButton=1).build(),
    "tSTL": StringList("p", ("a", "b")).build(),
    "pref": SysAppPrefs().build(),
    "tAIN": AppIconName("Pitch").build(),
}


@pytest.mark.parametrize("resource_type", sorted(SAMPLES))
def test_every_truncation_of_a_resource_is_a_domain_error(resource_type: str) -> None:
    """A cut resource raises the domain error, or - where only trailing padding was cut (a
    ``Tbmp`` of odd length) - decodes to the whole resource's value, which builds the whole bytes."""
    data = SAMPLES[resource_type]
    decode: Callable[[bytes], object] = DECODERS[resource_type]
    whole = decode(data)
    for cut in range(len(data)):
        try:
            value = decode(data[:cut])
        except PrcFormatError:
            continue
        assert value == whole, f"{resource_type} cut to {cut} bytes decodes to something else"
        assert value.build() == data  # type: ignore[attr-defined]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([*sorted(SAMPLES), "code", "data"]), st.data())
def test_fuzzed_resources_raise_only_the_domain_error(resource_type: str, data: st.DataObject) -> None:
    base = SAMPLES.get(resource_type) or (
        CodeZero().build() if resource_type == "code" else DataZero().build()
    )
    blob = bytearray(base)
    for _ in range(data.draw(st.integers(1, 3))):
        blob[data.draw(st.integers(0, len(blob) - 1))] = data.draw(st.integers(0, 255))
    blob += data.draw(st.binary(max_size=3))
    with contextlib.suppress(PrcFormatError):
        decode_resource(resource_type, bytes(blob), 0)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(DECODERS)), st.binary(max_size=80))
def test_random_bytes_raise_only_the_domain_error(resource_type: str, blob: bytes) -> None:
    with contextlib.suppress(PrcFormatError):
        decode_resource(resource_type, blob)


def test_unsupported_form_objects_are_named() -> None:
    data = bytearray(SAMPLES["tFRM"])
    data[68] = 5  # frmLineObj: in the SDK, never in a resource
    with pytest.raises(PrcFormatError, match="frmLineObj, which this decoder does not support"):
        Form.parse(bytes(data))


def test_unknown_resource_types_have_no_decoder() -> None:
    with pytest.raises(KeyError):
        decode_resource("zzzz", b"")
    with pytest.raises(KeyError):
        decode_resource("code", b"\x4e\x75", 1)
