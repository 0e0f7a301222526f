"""Sliders (``Control.h`` ``SliderControlType``): ``sliderCtl`` and ``feedbackSliderCtl``.

A :class:`Slider` is a control whose value runs from ``min_value`` to ``max_value``: a thumb
on a background, the thumb's left edge at ``(value - min) / (max - min)`` of the way across the
room the thumb leaves. The thumb and the background are the bitmaps ``thumbID`` and
``backgroundID`` name, or, when those are 0, the system's: here a track three pixels high across
the bounds and a thumb :data:`THUMB_WIDTH` wide and as high as the bounds (an original design;
the geometry of Palm's own bitmaps is not documented).

The pen (``CtlHandleEvent``): down on the thumb, the thumb follows the pen and the value with
it; down on the background, the value moves a page (``pageSize``) towards the pen. A feedback
slider posts ``ctlRepeatEvent`` with the new value each time the value changes while the pen is
down; lifting the pen posts ``ctlSelectEvent`` with the value (both kinds), wherever the pen is
lifted and whether or not the value changed.
``CtlGetValue``/``CtlSetValue`` read and set the value (clamped to the range);
``CtlGetSliderValues``/``CtlSetSliderValues`` all four numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from palm_os.bitmap import Bitmap
from palm_os.controls import Control, ControlStyle
from palm_os.geometry import Rect
from palm_os.window import Window

THUMB_WIDTH = 7  # the system thumb's width (our design)
TRACK_HEIGHT = 3  # the system background's track, centred in the bounds


@dataclass(eq=False)
class Slider(Control):
    """``SliderControlType`` (see the module docstring)."""

    thumb_id: int = 0
    background_id: int = 0
    min_value: int = 0
    max_value: int = 100
    page_size: int = 10
    slider_value: int = 0

    @property
    def value(self) -> int:
        """``CtlGetValue``: the slider's value."""
        return self.slider_value

    def set_value(self, value: int) -> None:
        """``CtlSetValue``: a new value (kept within the range), redrawn if shown."""
        self.slider_value = self.clamp(value)
        self._redraw(self.usable)

    @property
    def feedback(self) -> bool:
        return self.style == ControlStyle.feedbackSliderCtl

    def clamp(self, value: int) -> int:
        low, high = min(self.min_value, self.max_value), max(self.min_value, self.max_value)
        return max(low, min(value, high))

    def get_slider_values(self) -> tuple[int, int, int, int]:
        """``CtlGetSliderValues``: (min, max, page size, value)."""
        return self.min_value, self.max_value, self.page_size, self.slider_value

    def set_slider_values(
        self, min_value: int | None, max_value: int | None, page_size: int | None, value: int | None
    ) -> None:
        """``CtlSetSliderValues``: the numbers given (None: unchanged), redrawn if shown."""
        if min_value is not None:
            self.min_value = min_value
        if max_value is not None:
            self.max_value = max_value
        if page_size is not None:
            self.page_size = page_size
        self.slider_value = self.clamp(self.slider_value if value is None else value)
        self._redraw(self.usable)

    # -- geometry --------------------------------------------------------------------------

    def thumb_width(self, thumb: Bitmap | None) -> int:
        return min(thumb.width if thumb is not None else THUMB_WIDTH, self.bounds.width)

    def thumb_rect(self, thumb: Bitmap | None = None) -> Rect:
        """Where the thumb is (form coordinates)."""
        width = self.thumb_width(thumb)
        room = self.bounds.width - width
        span = self.max_value - self.min_value
        offset = (self.slider_value - self.min_value) * room // span if span > 0 else 0
        return Rect(self.bounds.x + offset, self.bounds.y, width, self.bounds.height)

    def value_at(self, x: int, grab: int, thumb: Bitmap | None = None) -> int:
        """The value that puts the thumb's left edge at ``x - grab`` (``grab``: where in the thumb
        the pen holds it)."""
        room = self.bounds.width - self.thumb_width(thumb)
        span = self.max_value - self.min_value
        if room <= 0 or span <= 0:
            return self.slider_value
        offset = max(0, min(x - grab - self.bounds.x, room))
        return self.clamp(self.min_value + (offset * span + room // 2) // room)

    def page_towards(self, x: int, thumb: Bitmap | None = None) -> int:
        """The value a page towards ``x`` from the thumb."""
        rect = self.thumb_rect(thumb)
        step = max(self.page_size, 1)
        if x < rect.x:
            return self.clamp(self.slider_value - step)
        if x >= rect.right:
            return self.clamp(self.slider_value + step)
        return self.slider_value

    # -- drawing ---------------------------------------------------------------------------

    def draw_slider(self, window: Window, bitmaps: Callable[[int], Bitmap | None]) -> None:
        """The background, then the thumb at the value."""
        b = self.bounds
        window.push_ui_draw_state()
        window.erase_rectangle(b)
        background = bitmaps(self.background_id) if self.background_id else None
        if background is not None:
            window.draw_bitmap(background, b.x, b.y)
        else:
            track_y = b.y + (b.height - TRACK_HEIGHT) // 2
            bottom = track_y + TRACK_HEIGHT - 1
            window.draw_line(b.x + 1, track_y, b.right - 2, track_y)
            window.draw_line(b.x + 1, bottom, b.right - 2, bottom)
            window.draw_line(b.x, track_y + 1, b.x, bottom - 1)
            window.draw_line(b.right - 1, track_y + 1, b.right - 1, bottom - 1)
        thumb = bitmaps(self.thumb_id) if self.thumb_id else None
        rect = self.thumb_rect(thumb)
        if thumb is not None:
            window.draw_bitmap(thumb, rect.x, rect.y)
        else:
            window.erase_rectangle(rect)
            inner = Rect(rect.x + 1, rect.y + 1, max(rect.width - 2, 0), max(rect.height - 2, 0))
            window.draw_rectangle(inner, 2)
            middle = rect.x + rect.width // 2
            window.erase_rectangle(Rect(middle, rect.y + 3, 1, max(rect.height - 6, 0)))
        self.visible = True
        window.pop_draw_state()
