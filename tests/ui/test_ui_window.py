"""Window drawing: exact pixels of each primitive (frames outside, corners, clipping, modes)."""

from __future__ import annotations

import pytest

from palm_os.bitmap import Bitmap
from palm_os.fonts import FontID
from palm_os.geometry import Rect
from palm_os.shapes import corner_insets, frame_bits, frames_rectangle
from palm_os.window import (
    DrawMode,
    FrameType,
    PatternType,
    Screen,
    Window,
)


def art(screen: Screen, rect: Rect) -> str:
    return screen.framebuffer.to_text(rect)


def lines(text: str) -> str:
    return "\n".join(line.strip() for line in text.strip().splitlines())


def test_draw_rectangle_fills_exactly_the_rectangle(screen: Screen) -> None:
    w = screen.display_window
    w.draw_rectangle(Rect(2, 1, 3, 2))
    assert art(screen, Rect(0, 0, 6, 4)) == lines("""
        ......
        ..###.
        ..###.
        ......""")


def test_corner_diameter_rounds_corners(screen: Screen) -> None:
    w = screen.display_window
    w.draw_rectangle(Rect(0, 0, 8, 6), corner_diam=4)  # radius 2
    assert art(screen, Rect(0, 0, 8, 6)) == lines("""
        ..####..
        .######.
        ########
        ########
        .######.
        ..####..""")


def test_corner_insets_are_a_symmetric_quarter_circle() -> None:
    for radius in range(1, 8):
        insets = corner_insets(radius)
        columns = tuple(next(i for i, inset in enumerate((*insets, 0)) if inset <= c) for c in range(radius))
        assert columns == insets


def test_simple_frame_is_drawn_outside_the_rectangle(screen: Screen) -> None:
    w = screen.display_window
    w.draw_rectangle_frame(FrameType.simpleFrame, Rect(2, 2, 3, 2))
    assert art(screen, Rect(0, 0, 7, 6)) == lines("""
        .......
        .#####.
        .#...#.
        .#...#.
        .#####.
        .......""")


def test_round_frame_has_two_pixel_corners_outside_the_rectangle(screen: Screen) -> None:
    w = screen.display_window
    w.draw_rectangle_frame(FrameType.roundFrame, Rect(2, 2, 6, 4))
    assert art(screen, Rect(0, 0, 10, 8)) == lines("""
        ..........
        ...####...
        ..#....#..
        .#......#.
        .#......#.
        ..#....#..
        ...####...
        ..........""")


def test_dialog_frame_is_two_pixels_wide_with_rounded_outer_corners(screen: Screen) -> None:
    w = screen.display_window
    w.draw_rectangle_frame(FrameType.dialogFrame, Rect(3, 3, 6, 3))
    assert art(screen, Rect(0, 0, 12, 9)) == lines("""
        ............
        ...######...
        ..########..
        .##......##.
        .##......##.
        .##......##.
        ..########..
        ...######...
        ............""")


def test_popup_frame_has_a_shadow_right_and_below(screen: Screen) -> None:
    w = screen.display_window
    w.draw_rectangle_frame(FrameType.popupFrame, Rect(2, 2, 4, 2))
    assert art(screen, Rect(0, 0, 9, 7)) == lines("""
        .........
        ..####...
        .#....#..
        .#....##.
        ..####.#.
        ...####..
        .........""")
    assert frames_rectangle(FrameType.popupFrame, Rect(2, 2, 4, 2)) == Rect(1, 1, 7, 5)
    assert frame_bits(FrameType.boldRoundFrame) == (7, 0, 2)


def test_gray_frame_and_gray_fill_use_the_checkerboard(screen: Screen) -> None:
    w = screen.display_window
    w.draw_gray_rectangle(Rect(0, 0, 4, 2))
    assert art(screen, Rect(0, 0, 4, 2)) == "#.#.\n.#.#"
    w.draw_gray_rectangle_frame(FrameType.simpleFrame, Rect(11, 11, 3, 1))
    assert art(screen, Rect(10, 10, 5, 3)) == "#.#.#\n.....\n#.#.#"


def test_erase_and_invert_rectangles(screen: Screen) -> None:
    w = screen.display_window
    w.draw_rectangle(Rect(0, 0, 4, 3))
    w.erase_rectangle(Rect(1, 1, 2, 1))
    assert art(screen, Rect(0, 0, 4, 3)) == "####\n#..#\n####"
    w.invert_rectangle(Rect(0, 1, 4, 1))
    assert art(screen, Rect(0, 0, 4, 3)) == "####\n.##.\n####"


def test_window_coordinates_are_relative_to_its_bounds_and_clipped_to_them(screen: Screen) -> None:
    w = Window(screen, Rect(10, 20, 4, 3))
    w.draw_rectangle(Rect(-2, -2, 100, 100))
    fb = screen.framebuffer
    assert fb.black_count() == 12
    assert fb.diff_bbox(type(fb)()) == Rect(10, 20, 4, 3)


def test_set_clip_limits_drawing_and_reset_restores_it(screen: Screen) -> None:
    w = screen.display_window
    w.set_clip(Rect(1, 1, 2, 2))
    assert w.get_clip() == Rect(1, 1, 2, 2)
    w.draw_rectangle(Rect(0, 0, 5, 5))
    assert screen.framebuffer.black_count() == 4
    assert w.clip_rectangle(Rect(0, 0, 2, 10)) == Rect(1, 1, 1, 2)
    w.reset_clip()
    w.draw_line(0, 4, 4, 4)
    assert screen.framebuffer.black_count() == 9


def test_drawing_off_screen_is_clipped_to_the_display(screen: Screen) -> None:
    w = screen.display_window
    w.draw_rectangle(Rect(-5, -5, 10, 10))
    w.draw_rectangle_frame(FrameType.simpleFrame, Rect(0, 0, 160, 160))  # entirely off screen
    w.draw_chars("Hello", 150, 155)
    w.draw_bitmap(Bitmap.from_text("##\n##"), -1, 159)
    assert screen.framebuffer.black_count() > 25


def test_lines(screen: Screen) -> None:
    w = screen.display_window
    w.draw_line(4, 0, 0, 0)
    w.draw_line(0, 2, 0, 4)
    w.draw_line(2, 2, 5, 5)
    assert art(screen, Rect(0, 0, 6, 6)) == lines("""
        #####.
        ......
        #.#...
        #..#..
        #...#.
        .....#""")
    w.erase_line(0, 0, 4, 0)
    w.invert_line(0, 2, 0, 3)
    assert art(screen, Rect(0, 0, 6, 4)) == "......\n......\n..#...\n...#.."


def test_steep_and_shallow_lines_have_one_pixel_per_step(screen: Screen) -> None:
    w = screen.display_window
    w.draw_line(0, 0, 9, 3)
    assert screen.framebuffer.black_count() == 10
    w.draw_line(20, 0, 22, 9)
    assert screen.framebuffer.black_count() == 20


def test_gray_line_draws_every_other_pixel(screen: Screen) -> None:
    screen.display_window.draw_gray_line(0, 0, 7, 0)
    assert art(screen, Rect(0, 0, 8, 1)) == "#.#.#.#."


def test_draw_chars_puts_the_line_top_at_y_and_paints_the_cell(screen: Screen) -> None:
    w = screen.display_window
    w.draw_rectangle(Rect(0, 0, 20, 11))
    width = w.draw_chars("H", 1, 0)
    assert width == 5
    assert art(screen, Rect(0, 0, 7, 11)) == lines("""
        #.....#
        #.....#
        ##..#.#
        ##..#.#
        ##..#.#
        #####.#
        ##..#.#
        ##..#.#
        ##..#.#
        #.....#
        #.....#""")


def test_inverted_erase_and_invert_chars(screen: Screen) -> None:
    w = screen.display_window
    w.draw_inverted_chars("I", 0, 0)
    assert art(screen, Rect(0, 2, 4, 2)) == "...#\n#.##"
    w.erase_chars("I", 0, 0)
    assert art(screen, Rect(0, 2, 4, 2)) == "...#\n#.##"  # the glyph's pixels are already white
    w.invert_chars("I", 0, 0)
    assert art(screen, Rect(0, 2, 4, 2)) == "####\n####"


def test_draw_chars_uses_the_current_font(screen: Screen) -> None:
    w = screen.display_window
    assert w.set_font(FontID.boldFont) == FontID.stdFont
    assert w.draw_chars("Pitch", 0, 0) == screen.fonts[FontID.boldFont].text_width("Pitch")
    assert w.font_id == FontID.boldFont


def test_truncated_chars_fit_the_width(screen: Screen) -> None:
    w = screen.display_window
    width = w.draw_truncated_chars("Supercalifragilistic", 0, 0, 30)
    assert width <= 30
    assert screen.framebuffer.diff_bbox(type(screen.framebuffer)()).right <= 30  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        (DrawMode.winPaint, "#.\n.."),
        (DrawMode.winOverlay, "##\n#."),
        (DrawMode.winInvert, ".#\n#."),
        (DrawMode.winMask, ".#\n#."),
        (DrawMode.winErase, "#.\n.."),
        (DrawMode.winPaintInverse, ".#\n##"),
    ],
)
def test_bitmap_transfer_modes(screen: Screen, mode: DrawMode, expected: str) -> None:
    w = screen.display_window
    w.draw_rectangle(Rect(0, 0, 2, 1))
    w.draw_pixel(0, 1)  # screen: ## / #.
    w.set_draw_mode(mode)
    w.paint_bitmap(Bitmap.from_text("#.\n.."), 0, 0)
    assert art(screen, Rect(0, 0, 2, 2)) == expected


def test_draw_bitmap_copies(screen: Screen) -> None:
    w = screen.display_window
    w.draw_rectangle(Rect(0, 0, 4, 4))
    w.draw_bitmap(Bitmap.from_text(".#.\n#.#"), 1, 1)
    assert art(screen, Rect(0, 0, 4, 4)) == "####\n#.#.\n##.#\n####"


def test_fill_rectangle_with_custom_pattern_and_colors(screen: Screen) -> None:
    w = screen.display_window
    w.set_pattern(bytes([0xF0] * 8))
    w.fill_rectangle(Rect(2, 0, 8, 1))
    assert art(screen, Rect(0, 0, 10, 1)) == "..##....##"
    w.set_pattern_type(PatternType.grayPattern)
    w.fill_rectangle(Rect(0, 1, 4, 1))
    assert art(screen, Rect(0, 1, 4, 1)) == ".#.#"
    w.set_fore_color(0)
    w.set_back_color(1)
    w.draw_rectangle(Rect(0, 0, 10, 1))
    assert art(screen, Rect(0, 0, 10, 1)) == ".........."


def test_push_and_pop_draw_state(screen: Screen) -> None:
    w = screen.display_window
    w.push_draw_state()
    w.set_font(FontID.largeFont)
    w.set_draw_mode(DrawMode.winInvert)
    w.pop_draw_state()
    assert w.font_id == FontID.stdFont and w.state.draw_mode == DrawMode.winPaint


def test_save_and_restore_bits(screen: Screen) -> None:
    w = screen.display_window
    w.draw_chars("Under", 10, 10)
    before = screen.framebuffer.copy()
    saved = w.save_bits(Rect(5, 5, 40, 20))
    w.draw_rectangle(Rect(0, 0, 60, 40))
    w.restore_bits(saved)
    assert screen.framebuffer.diff_bbox(before) is not None  # outside the saved part stays black
    assert screen.framebuffer.crop(Rect(5, 5, 40, 20)) == before.crop(Rect(5, 5, 40, 20))


def test_window_frame_is_drawn_outside_the_window(screen: Screen) -> None:
    w = Window(screen, Rect(2, 2, 3, 2), FrameType.simpleFrame)
    w.draw_window_frame()
    assert art(screen, Rect(0, 0, 7, 6)) == lines("""
        .......
        .#####.
        .#...#.
        .#...#.
        .#####.
        .......""")


@pytest.mark.parametrize(
    "frame", [FrameType.simpleFrame, FrameType.popupFrame, FrameType.boldRoundFrame, 0x7F7F]
)
def test_a_frame_clipped_to_the_display_is_the_visible_part_of_the_whole_one(frame: int) -> None:
    """Worked out within the clip, a frame's rows are the whole frame's rows cut to the clip (so a
    frame around 32767 x 32767 costs what its visible part does, and stays 160 columns wide)."""
    from palm_os.shapes import frame_ring

    clip = Rect(0, 10, 160, 140)
    for inner in (Rect(-5, -7, 40, 170), Rect(30, 20, 100, 60), Rect(150, 140, 30, 30)):
        y0, whole = frame_ring(frame, inner)
        y1, cut = frame_ring(frame, inner, clip)
        assert y1 == y0 and len(cut) == len(whole)
        for j, (row, visible) in enumerate(zip(whole, cut, strict=True)):
            shown = clip.y <= y0 + j < clip.y + clip.height
            assert visible == (row & ((1 << 160) - 1) if shown else 0)
    _, huge = frame_ring(frame, Rect(0, 0, 32767, 32767), Rect(0, 0, 160, 160))
    assert len(huge) > 32767 and max(row.bit_length() for row in huge) <= 160
    assert all(row == 0 for row in huge[160:])
