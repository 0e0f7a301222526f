"""The VFS Manager's trap (``VFSMgr.h``): ``sysTrapFileSystemDispatch``, on a device with no card.

Palm OS 4 devices with a card slot (the m505) have the VFS Manager: the feature
``(sysFileCVFSMgr, vfsFtrIDVersion)`` and the trap ``0xA348`` with a selector in D2. No model here
has a card in its slot, so there are no volumes: ``VFSVolumeEnumerate`` leaves the iterator at
``vfsIteratorStop`` and answers ``expErrEnumerationEmpty``; ``VFSVolumeInfo`` and
``VFSVolumeSize`` answer ``vfsErrVolumeBadRef`` for any volume. On a Palm OS 3.x model the trap is
``SysReserved3``, which a 3.5 ROM without the VFS add-on does not implement: the application
stops there, as on such a device. A selector this module does not know stops the application too.
"""

from __future__ import annotations

from emulator.traps import Manager, selector_trap
from palm_sdk.expansion import (
    expErrEnumerationEmpty,
    sysFileCVFSMgr,
    vfsErrVolumeBadRef,
    vfsFtrIDVersion,
    vfsIteratorStop,
    vfsTrapVolumeEnumerate,
    vfsTrapVolumeInfo,
    vfsTrapVolumeSize,
)
from palm_sdk.resources import type_code

SELECTOR_NAMES = {
    vfsTrapVolumeEnumerate: "VFSVolumeEnumerate",
    vfsTrapVolumeInfo: "VFSVolumeInfo",
    vfsTrapVolumeSize: "VFSVolumeSize",
}


class VFSTraps(Manager):
    """``sysTrapFileSystemDispatch``: see the module docstring."""

    @property
    def present(self) -> bool:
        """Whether this device model has the VFS Manager."""
        return (type_code(sysFileCVFSMgr), vfsFtrIDVersion) in self.kernel.model.features()

    @selector_trap("SysReserved3")
    def FileSystemDispatch(self) -> None:
        """The VFS Manager's calls by the selector in D2 (``SysReserved3`` on Palm OS 3.5)."""
        pc = self.kernel.trap_pc
        if not self.present:
            raise self.kernel.fault(
                "unimplemented-trap",
                f"trap 0xa348 SysReserved3 is not implemented on {self.kernel.model.name} "
                "(the VFS Manager's trap: Palm OS 3.5 has no VFS Manager without the add-on)",
                pc,
            )
        selector = self.cpu.d(2) & 0xFFFF
        sp = self.kernel.trap_sp
        if selector == vfsTrapVolumeEnumerate:
            iterator = self.mem.u32(sp + 4)
            if iterator:
                self.mem.put_u32(iterator, vfsIteratorStop)
            self.cpu.set_d(0, expErrEnumerationEmpty)
        elif selector in (vfsTrapVolumeInfo, vfsTrapVolumeSize):
            self.cpu.set_d(0, vfsErrVolumeBadRef)
        else:
            raise self.kernel.fault(
                "unimplemented-trap",
                f"FileSystemDispatch (the VFS Manager) has no selector {selector} here",
                pc,
            )


MANAGER = VFSTraps
