"""Data Manager modes and limits: how a database is opened, how long its name may be.

SDK 3.5 ``Core/System/DataMgr.h``: the ``mode`` argument of ``DmOpenDatabase`` and
``DmOpenDatabaseByTypeCreator``, and ``dmDBNameLength`` (a name is at most 31 characters and a
NUL, and unique on its card).

Imports: nothing.
"""

dmModeReadOnly = 0x0001
dmModeWrite = 0x0002
dmModeReadWrite = 0x0003
dmModeLeaveOpen = 0x0004
dmModeExclusive = 0x0008
dmModeShowSecret = 0x0010

# Record attributes: the high nibble of a record's attribute byte, the category in the low one
dmRecAttrDelete = 0x80
dmRecAttrDirty = 0x40
dmRecAttrBusy = 0x20
dmRecAttrSecret = 0x10
dmRecAttrCategoryMask = 0x0F
dmMaxRecordIndex = 0xFFFF  # DmNewRecord's index for "at the end"

dmDBNameLength = 32  # bytes of the name field, the terminating NUL included
