"""Slider traps (``Control.h``): ``CtlGetSliderValues`` and ``CtlSetSliderValues``.

A slider is a control (``CtlGetValue``, ``CtlSetValue``, ``CtlHandleEvent`` are the Control
Manager's traps); these two read and set its range, page size and value through ``UInt16``
pointers, each of which may be NULL (that number is neither read nor written). Given a control
that is not a slider, they are reported and do nothing, as a debug ROM's "not a slider" error.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_os.sliders import Slider


class SliderTraps(Manager):
    """``CtlGetSliderValues`` / ``CtlSetSliderValues``: see the module docstring."""

    def _slider(self, ctlP: int, what: str) -> Slider | None:
        return self.kernel.ui.object_of(ctlP, Slider, what)

    @trap("CtlGetSliderValues")
    def CtlGetSliderValues(
        self, ctlP: int, minValueP: int, maxValueP: int, pageSizeP: int, valueP: int
    ) -> None:
        """void CtlGetSliderValues(const ControlType *ctlP, UInt16 *minValueP, UInt16 *maxValueP,
        UInt16 *pageSizeP, UInt16 *valueP)"""
        slider = self._slider(ctlP, "CtlGetSliderValues")
        if slider is None:
            return
        pointers = (minValueP, maxValueP, pageSizeP, valueP)
        for pointer, value in zip(pointers, slider.get_slider_values(), strict=True):
            if pointer:
                self.mem.put_u16(pointer, value & 0xFFFF)

    @trap("CtlSetSliderValues")
    def CtlSetSliderValues(
        self, ctlP: int, minValueP: int, maxValueP: int, pageSizeP: int, valueP: int
    ) -> None:
        """void CtlSetSliderValues(ControlType *ctlP, const UInt16 *minValueP, const UInt16 *maxValueP,
        const UInt16 *pageSizeP, const UInt16 *valueP)"""
        slider = self._slider(ctlP, "CtlSetSliderValues")
        if slider is None:
            return
        numbers = [self.mem.u16(p) if p else None for p in (minValueP, maxValueP, pageSizeP, valueP)]
        slider.set_slider_values(*numbers)


MANAGER = SliderTraps
