"""Framebuffer: pixels, rows, PBM/PNG round trips, diffs."""

from __future__ import annotations

import struct
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from palm_os.framebuffer import Framebuffer, FramebufferFormatError
from palm_os.geometry import Rect

images = st.builds(
    lambda w, h, data: Framebuffer(w, h, [data.draw(st.integers(0, (1 << w) - 1)) for _ in range(h)]),
    st.integers(1, 40),
    st.integers(1, 12),
    st.data(),
)


def test_a_new_framebuffer_is_160_by_160_and_white() -> None:
    fb = Framebuffer()
    assert (fb.width, fb.height) == (160, 160)
    assert fb.black_count() == 0


def test_pixel_x_is_bit_x_of_row_y() -> None:
    fb = Framebuffer()
    fb.set_pixel(0, 0)
    fb.set_pixel(159, 159)
    assert fb.rows[0] == 1 and fb.rows[159] == 1 << 159
    fb.set_pixel(0, 0, 0)
    assert fb.get_pixel(0, 0) == 0 and fb.get_pixel(159, 159) == 1


def test_pixels_outside_are_ignored_and_read_white() -> None:
    fb = Framebuffer()
    fb.set_pixel(-1, 5)
    fb.set_pixel(160, 5)
    assert fb.black_count() == 0
    assert fb.get_pixel(-1, 0) == 0


def test_pbm_has_msb_first_rows_with_one_for_black() -> None:
    fb = Framebuffer(10, 1)
    fb.set_pixel(0, 0)
    fb.set_pixel(9, 0)
    assert fb.to_pbm() == b"P4\n10 1\n\x80\x40"


@given(images)
def test_pbm_round_trip(fb: Framebuffer) -> None:
    assert Framebuffer.from_pbm(fb.to_pbm()) == fb


def test_plain_pbm_is_read() -> None:
    fb = Framebuffer.from_pbm(b"P1\n# comment\n3 2\n1 0 1\n0 1 0\n")
    assert fb.to_text() == "#.#\n.#."


def test_bad_pbm_is_rejected() -> None:
    with pytest.raises(FramebufferFormatError):
        Framebuffer.from_pbm(b"P6\n1 1\n255\n\0\0\0")
    with pytest.raises(FramebufferFormatError):
        Framebuffer.from_pbm(b"P4\n16 2\n\0")


@given(images)
def test_png_round_trip(fb: Framebuffer) -> None:
    assert Framebuffer.from_png(fb.to_png()) == fb


def test_png_is_one_bit_grayscale_with_white_one() -> None:
    fb = Framebuffer(8, 1)
    fb.set_pixel(0, 0)
    png = fb.to_png()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, depth, color = struct.unpack(">IIBB", png[16:26])
    assert (width, height, depth, color) == (8, 1, 1, 0)
    idat_len = struct.unpack(">I", png[33:37])[0]
    raw = zlib.decompress(png[41 : 41 + idat_len])
    assert raw == b"\x00\x7f"  # filter 0, then pixel 0 black (0) and the rest white (1)


def test_png_scale_repeats_pixels() -> None:
    fb = Framebuffer.from_text("#.\n.#")
    big = Framebuffer.from_png(fb.to_png(scale=3))
    assert big.to_text() == "\n".join(["###..."] * 3 + ["...###"] * 3)


def test_diff_bbox_is_the_box_of_differing_pixels() -> None:
    a = Framebuffer()
    b = a.copy()
    assert a.diff_bbox(b) is None
    b.set_pixel(10, 20)
    b.set_pixel(30, 25)
    assert a.diff_bbox(b) == Rect(10, 20, 21, 6)
    assert a.diff(b).black_count() == 2


def test_crop_and_paste() -> None:
    fb = Framebuffer.from_text("....\n.##.\n.##.\n....")
    part = fb.crop(Rect(1, 1, 3, 2))
    assert part.to_text() == "##.\n##."
    target = Framebuffer(4, 4)
    target.paste(part, -1, 2)
    assert target.to_text() == "....\n....\n#...\n#..."
