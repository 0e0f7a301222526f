"""Drawing on screens deeper than one bit: colour indices into bit planes, transfer modes,
bitmaps of other depths, and the one-bit path left exactly as it was."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from palm_os.bitmap import Bitmap
from palm_os.colors import black_index, nearest_index, rgb565
from palm_os.fonts import FontSet
from palm_os.framebuffer import Framebuffer
from palm_os.geometry import Rect
from palm_os.window import DrawMode, Screen
from palm_sdk.colors import SYSTEM_PALETTES


def deep_screen(fonts: FontSet, depth: int) -> Screen:
    screen = Screen(fonts, Framebuffer(depth=depth))
    screen.graphics.set_screen_depth(black_index(depth))
    return screen


def test_a_rectangle_takes_the_fore_colour_index(fonts: FontSet) -> None:
    screen = deep_screen(fonts, 4)
    window = screen.display_window
    window.set_fore_color(9)
    window.draw_rectangle(Rect(2, 3, 4, 2))
    fb = screen.framebuffer
    assert fb.get_pixel(2, 3) == 9 and fb.get_pixel(5, 4) == 9
    assert fb.get_pixel(6, 4) == 0 and fb.get_pixel(2, 5) == 0  # white around it
    assert window.get_pixel(3, 3) == 9


def test_invert_xors_with_fore_xor_back_and_text_uses_its_colours(fonts: FontSet) -> None:
    screen = deep_screen(fonts, 8)
    window, fb = screen.display_window, screen.framebuffer
    window.invert_rectangle(Rect(0, 0, 3, 3))  # black (255) on white (0): white becomes black
    assert fb.get_pixel(1, 1) == 255
    window.invert_rectangle(Rect(0, 0, 3, 3))
    assert fb.get_pixel(1, 1) == 0
    window.set_text_color(5)
    window.set_back_color(200)
    width = window.draw_chars("I", 20, 20)
    cells = {fb.get_pixel(x, y) for x in range(20, 20 + width) for y in range(20, 31)}
    assert cells == {5, 200}


def test_a_16_bit_screen_stores_rgb565(fonts: FontSet) -> None:
    screen = deep_screen(fonts, 16)
    window, fb = screen.display_window, screen.framebuffer
    assert fb.get_pixel(0, 0) == 0xFFFF  # white
    red = SYSTEM_PALETTES[8].index((255, 0, 0))
    window.set_fore_color(red)
    window.draw_line(0, 0, 9, 0)
    assert fb.get_pixel(4, 0) == rgb565((255, 0, 0)) == 0xF800
    assert window.get_pixel(4, 0) == red


def test_bitmaps_are_drawn_in_the_screens_colours(fonts: FontSet) -> None:
    grey = Bitmap.from_values(2, 1, 2, [[1, 3]])  # light grey, black
    screen = deep_screen(fonts, 8)
    screen.display_window.draw_bitmap(grey, 10, 10)
    fb = screen.framebuffer
    eight = SYSTEM_PALETTES[8]
    assert fb.get_pixel(10, 10) == nearest_index(eight, (170, 170, 170)) and fb.get_pixel(11, 10) == 255
    one_bit = Screen(fonts)
    one_bit.display_window.draw_bitmap(grey, 0, 0)  # on one bit: dark colours black
    assert one_bit.framebuffer.rows[0] == 0b10


def test_overlay_skips_transparent_and_white_pixels(fonts: FontSet) -> None:
    sprite = Bitmap.from_values(3, 1, 8, [[0, 7, 35]], transparent=35)
    screen = deep_screen(fonts, 8)
    window, fb = screen.display_window, screen.framebuffer
    window.set_fore_color(100)
    window.draw_rectangle(Rect(0, 0, 3, 1))
    window.paint_bitmap(sprite, 0, 0)  # winPaint: transparent pixels kept, white drawn
    assert [fb.get_pixel(x, 0) for x in range(3)] == [0, 7, 100]
    window.draw_rectangle(Rect(0, 0, 3, 1))
    window.set_draw_mode(DrawMode.winOverlay)
    window.paint_bitmap(sprite, 0, 0)
    assert [fb.get_pixel(x, 0) for x in range(3)] == [100, 7, 100]


@settings(deadline=None, max_examples=40)  # no deadline: the machine may be loaded
@given(st.sampled_from([2, 4, 8, 16]), st.data())
def test_deep_images_round_trip_through_png_and_copy(depth: int, data: st.DataObject) -> None:
    limit = (1 << depth) - 1
    values = [[data.draw(st.integers(0, limit)) for _ in range(5)] for _ in range(3)]
    image = Framebuffer.from_values(5, 3, depth, values)
    assert Framebuffer.from_png(image.to_png()) == image
    assert image.copy() == image and image.crop(Rect(0, 0, 5, 3)) == image
    assert Bitmap.from_framebuffer(image).values() == values
    again = Framebuffer(5, 3, depth=depth)
    again.set_pixel_rows(image.pixel_rows())
    assert again == image
