"""Trap ``0xA46F`` (``SysReservedTrap5``): palmOne's five-way navigation, which no model here has.

palmOne's SDK (``HsNavCommon.h``, and Palm OS 5.4's ``CoreTraps.h``) names it
``sysTrapNavSelector``: ``FrmSetNavEntry``, ``FrmNavObjectTakeFocus``, ``FrmNavDrawFocusRing``
and the other focus-ring calls of ``HsNav.h``, by a selector in D2, on palmOne's Palm OS 5
devices with the five-way navigator (Treo, Tungsten). A Palm OS 3.5 or 4 device has nothing at
that number, so an application that calls it without checking (palmOne's ``NavExample``) stops
there, as it would on such a device; the fault names the call.
"""

from __future__ import annotations

from emulator.traps import Manager, selector_trap


class PalmOneNavTraps(Manager):
    """See the module docstring."""

    @selector_trap("SysReservedTrap5")
    def NavSelector(self) -> None:
        """palmOne's ``sysTrapNavSelector``: absent (see the module docstring)."""
        raise self.kernel.fault(
            "unimplemented-trap",
            f"trap 0xa46f SysReservedTrap5 is palmOne's five-way navigation (sysTrapNavSelector, "
            f"selector {self.cpu.d(2) & 0xFFFF}: FrmSetNavEntry, FrmNavDrawFocusRing ...), which only "
            f"palmOne's Palm OS 5 devices have; {self.kernel.model.name} has nothing at that trap",
            self.kernel.trap_pc,
        )


MANAGER = PalmOneNavTraps
