"""The VFS Manager of Palm OS 4 (expansion cards' file systems): its trap, selectors, errors, feature.

SDK 4.0 ``Core/System/VFSMgr.h`` and ``ExpansionMgr.h``. Every VFS call is the one trap
``sysTrapFileSystemDispatch`` (``0xA348``, ``SysReserved3`` in the Palm OS 3.5 trap table, where
the VFS Manager is an add-on that patches it) with a selector in D2. A device with the VFS
Manager has the feature ``(sysFileCVFSMgr, vfsFtrIDVersion)``; with no card in its slot there are
no volumes, and ``VFSVolumeEnumerate`` answers ``expErrEnumerationEmpty`` at once.
"""

sysFileCVFSMgr = "vfsm"  # the VFS Manager's creator, its features' creator
vfsFtrIDVersion = 0  # the feature holding the VFS Manager's version
vfsMgrVersionNum = 200  # Palm OS 4.0's VFS Manager

vfsIteratorStart = 0  # an enumeration's first call
vfsIteratorStop = 0xFFFFFFFF  # what an enumeration leaves when it is done

vfsTrapVolumeEnumerate = 27  # Err VFSVolumeEnumerate(UInt16 *volRefNumP, UInt32 *volIteratorP)
vfsTrapVolumeInfo = 28  # Err VFSVolumeInfo(UInt16 volRefNum, VolumeInfoType *volInfoP)
vfsTrapVolumeSize = 31  # Err VFSVolumeSize(UInt16 volRefNum, UInt32 *volumeUsedP, UInt32 *volumeTotalP)

expErrorClass = 0x2900
vfsErrorClass = 0x2A00
expErrEnumerationEmpty = expErrorClass | 13  # no values remaining to enumerate
vfsErrVolumeBadRef = vfsErrorClass | 9  # the volume reference number is invalid
