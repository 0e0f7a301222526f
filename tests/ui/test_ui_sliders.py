"""Sliders (``Control.h``), as the Palm OS reference describes them: a value from ``minValue``
to ``maxValue`` shown by a thumb; the pen drags the thumb or moves the value a page towards
itself; a feedback slider posts ``ctlRepeatEvent`` with each new value while the pen is down,
and both kinds post ``ctlSelectEvent`` with the value when it lifts; ``CtlSetValue`` keeps the
value in range; ``CtlGet/SetSliderValues`` read and set the four numbers. A ``tFRM`` slider
(PilRC's ``SLIDER``) becomes one through the compiled-resource adapter.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from palm_os.application import Application
from palm_os.compiled import form_object
from palm_os.controls import ControlStyle
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_os.sliders import THUMB_WIDTH, Slider
from palm_sdk.events import EventKind
from prc_tools import formats as prc

MAIN, PLAIN, FEEDBACK = 1000, 1001, 1002
MakeApp = Callable[..., Application]


def slider_form() -> Form:
    return Form(MAIN, Rect(0, 0, 160, 160), objects=[
        Slider(PLAIN, Rect(10, 20, 107, 12), style=ControlStyle.sliderCtl, min_value=0, max_value=100,
               page_size=10, slider_value=50),
        Slider(FEEDBACK, Rect(10, 50, 107, 12), style=ControlStyle.feedbackSliderCtl, min_value=0,
               max_value=10, page_size=2, slider_value=0),
    ])  # fmt: skip


@pytest.fixture
def app(make_app: MakeApp) -> Application:
    app = make_app(slider_form())
    app.start(MAIN)
    return app


def _slider(app: Application, slider_id: int) -> Slider:
    slider = app.form(MAIN).control(slider_id)
    assert isinstance(slider, Slider)
    return slider


def test_the_thumb_sits_in_proportion_to_the_value(app: Application) -> None:
    plain = _slider(app, PLAIN)
    assert plain.thumb_rect() == Rect(10 + 50 * (107 - THUMB_WIDTH) // 100, 20, THUMB_WIDTH, 12)
    plain.set_value(250)
    assert plain.value == 100 and plain.thumb_rect().right == 117
    plain.set_value(-3)
    assert plain.value == 0 and plain.thumb_rect().x == 10


def test_a_tap_beside_the_thumb_moves_a_page_towards_the_pen_and_selects(app: Application) -> None:
    plain = _slider(app, PLAIN)
    before = app.screen.framebuffer.copy()
    app.log = []
    app.tap(112, 25)
    assert plain.value == 60 and app.screen.framebuffer != before
    selects = [e for e in app.log if e.kind == EventKind.ctlSelectEvent]
    assert [(e.control_id, e.value) for e in selects] == [(PLAIN, 60)]
    assert not any(e.kind == EventKind.ctlRepeatEvent for e in app.log)  # a plain slider: no feedback
    app.tap(12, 25)
    assert plain.value == 50


def test_dragging_a_feedback_slider_s_thumb_repeats_each_value_then_selects(app: Application) -> None:
    feedback = _slider(app, FEEDBACK)
    app.log = []
    app.pen_down(12, 55)  # on the thumb, 2 pixels into it
    for x in (22, 32, 42, 200):
        app.pen_move(x, 55)
    app.pen_up(200, 55)
    repeats = [e.value for e in app.log if e.kind == EventKind.ctlRepeatEvent and e.control_id == FEEDBACK]
    assert repeats == sorted(repeats) and repeats[-1] == 10 and len(repeats) >= 3
    select = [e for e in app.log if e.kind == EventKind.ctlSelectEvent]
    assert [(e.control_id, e.value) for e in select] == [(FEEDBACK, 10)]
    assert feedback.value == 10


def test_slider_values_are_read_and_set_together(app: Application) -> None:
    plain = _slider(app, PLAIN)
    assert plain.get_slider_values() == (0, 100, 10, 50)
    plain.set_slider_values(None, 40, 5, None)
    assert plain.get_slider_values() == (0, 40, 5, 40)  # the value kept within the new range
    plain.set_slider_values(10, None, None, 20)
    assert plain.get_slider_values() == (10, 40, 5, 20)


def test_a_tfrm_slider_becomes_a_screen_model_slider() -> None:
    resource = prc.SliderControl(7, prc.Rect(5, 6, 80, 11), prc.ControlStyleType.feedbackSliderCtl,
                                 minValue=1, maxValue=9, pageSize=3, value=4, thumbID=1300)  # fmt: skip
    slider = form_object(resource)
    assert isinstance(slider, Slider) and slider.feedback
    assert slider.get_slider_values() == (1, 9, 3, 4) and slider.thumb_id == 1300
    assert slider.bounds == Rect(5, 6, 80, 11)
