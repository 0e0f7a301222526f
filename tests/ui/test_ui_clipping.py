"""Properties of drawing: nothing lands outside the clip rectangle; drawing is deterministic."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from palm_os.bitmap import Bitmap
from palm_os.fonts import FontSet
from palm_os.framebuffer import Framebuffer
from palm_os.geometry import Rect
from palm_os.system_resources import system_fonts
from palm_os.window import FrameType, Screen, Window

FONTS: FontSet = system_fonts()
coords = st.integers(-40, 200)
sizes = st.integers(0, 80)
rects = st.builds(Rect, coords, coords, sizes, sizes)
frames = st.sampled_from([f.value for f in FrameType])
ops = st.one_of(
    st.tuples(st.just("rect"), rects, st.integers(0, 8)),
    st.tuples(st.just("invert"), rects, st.integers(0, 8)),
    st.tuples(st.just("frame"), rects, frames),
    st.tuples(st.just("line"), rects, st.integers(0, 0)),
    st.tuples(st.just("text"), rects, st.integers(0, 2)),
    st.tuples(st.just("bitmap"), rects, st.integers(0, 0)),
)
BITMAP = Bitmap.from_text(["#" * 20] * 20)


def draw(window: Window, op: tuple[str, Rect, int]) -> None:
    name, r, n = op
    if name == "rect":
        window.draw_rectangle(r, n)
    elif name == "invert":
        window.invert_rectangle(r, n)
    elif name == "frame":
        window.draw_rectangle_frame(n, r)
    elif name == "line":
        window.draw_line(r.x, r.y, r.right, r.bottom)
    elif name == "text":
        window.set_font(n)
        window.draw_inverted_chars("Wj#", r.x, r.y)
    else:
        window.draw_bitmap(BITMAP, r.x, r.y)


@settings(max_examples=60, deadline=None)
@given(
    st.builds(Rect, st.integers(0, 150), st.integers(0, 150), st.integers(1, 60), st.integers(1, 60)),
    rects,
    st.lists(ops, max_size=6),
)
def test_nothing_is_drawn_outside_the_window_and_clip(bounds: Rect, clip: Rect, drawing: list) -> None:  # type: ignore[type-arg]
    screen = Screen(FONTS)
    window = Window(screen, bounds)
    window.set_clip(clip)
    allowed = clip.offset(bounds.x, bounds.y).intersection(bounds)
    for op in drawing:
        draw(window, op)
    inside = screen.framebuffer.crop(Rect(0, 0, 160, 160))
    if allowed.empty:
        assert inside.black_count() == 0
    else:
        box = inside.diff_bbox(Framebuffer())
        assert box is None or (box.intersection(allowed) == box)


@settings(max_examples=30, deadline=None)
@given(st.lists(ops, max_size=8))
def test_drawing_is_deterministic(drawing: list) -> None:  # type: ignore[type-arg]
    images = []
    for _ in range(2):
        screen = Screen(FONTS)
        for op in drawing:
            draw(screen.display_window, op)
        images.append(screen.framebuffer.rows)
    assert images[0] == images[1]
