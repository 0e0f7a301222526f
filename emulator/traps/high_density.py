"""``HighDensityDispatch`` (``0xA3EC``): the High-Density Display feature set, on no model here.

The High-Density calls (``BmpGetDensity``, ``WinScreenGetAttribute``, ``WinSetCoordinateSystem``
...) share one trap with a selector in D2. A device has them when the Window Manager's version
``FtrGet(sysFtrCreator, sysFtrNumWinVersion)`` is 4 or more (the SDK's ``PalmOS Programmer's
Companion``, "High-Density Displays": check the version before any of these calls); Palm OS 4.0
answers 3 and Palm OS 3.5 has no such feature at all, so no model of :mod:`emulator.device_models`
has them and, as on those devices, the trap stops the application: the fault says which check it
should have made.
"""

from __future__ import annotations

from emulator.traps import Manager, selector_trap


class HighDensityTraps(Manager):
    """See the module docstring."""

    @selector_trap("HighDensityDispatch")
    def HighDensityDispatch(self) -> None:
        """The High-Density Display calls by the selector in D2: absent (see the module docstring)."""
        model = self.kernel.model
        version = "none" if model.win_version is None else str(model.win_version)
        raise self.kernel.fault(
            "unimplemented-trap",
            f"trap 0xa3ec HighDensityDispatch (selector {self.cpu.d(2) & 0xFFFF}) is not implemented on "
            f"{model.name} (the High-Density Display feature set: sysFtrNumWinVersion 4 or more; "
            f"{model.name}'s is {version})",
            self.kernel.trap_pc,
        )


MANAGER = HighDensityTraps
