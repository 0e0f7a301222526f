"""Data Manager modes and limits: how a database is opened, how long its name may be.

SDK 3.5 ``Core/System/DataMgr.h``: the ``mode`` argument of ``DmOpenDatabase`` and
``DmOpenDatabaseByTypeCreator``, the database header's attribute bits (``dmHdrAttr...``), the
record attributes, and ``dmDBNameLength`` (a name is at most 31 characters and a NUL, and
unique on its card).
"""

from enum import IntFlag

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

# The Memo Pad's database, where an application leaves text for the user (SDK 3.5
# SystemResources.h ``sysFileCMemo``; the Memo Pad's own MemoDB.h names the database and its type):
# one record per memo, its text ending in a NUL, the first line the memo's title in the list.
sysFileCMemo = "memo"
memoDBType = "DATA"
memoDBName = "MemoDB"
memoMaxLength = 4096  # bytes of one memo that the Memo Pad edits, the terminating NUL included
# The AppInfo block the Memo Pad gives a MemoDB it creates (its MemoDB.c, MemoAppInfoInit; MemoDB.h
# MemoAppInfoType): the standard category block (Category.h AppInfoType: a UInt16 of renamed
# categories, dmRecNumCategories labels of dmCategoryLength bytes, their unique IDs, the last
# unique ID, a pad byte), two reserved UInt16s, the sort order and a pad byte: 282 bytes. The Memo
# Pad reads it whenever it opens MemoDB and does not make it for a MemoDB it did not create.
dmRecNumCategories = 16
dmCategoryLength = 16
memoAppInfoSize = 2 + dmRecNumCategories * dmCategoryLength + dmRecNumCategories + 2 + 4 + 2
memoSortOrderOffset = memoAppInfoSize - 2
memoDefaultCategories = ("Unfiled", "Business", "Personal")  # the ROM's tAIS for the Memo Pad
soAlphabetic = 1  # MemoDB.h: the sort order MemoAppInfoInit sets (soUnsorted is 0)


class DatabaseAttributes(IntFlag):
    """Database header ``attributes`` bits (``dmHdrAttr...``)."""

    dmHdrAttrResDB = 0x0001  # resource database (PRC)
    dmHdrAttrReadOnly = 0x0002
    dmHdrAttrAppInfoDirty = 0x0004
    dmHdrAttrBackup = 0x0008  # back up to the desktop when no conduit handles it
    dmHdrAttrOKToInstallNewer = 0x0010
    dmHdrAttrResetAfterInstall = 0x0020
    dmHdrAttrCopyPrevention = 0x0040  # no beaming
    dmHdrAttrStream = 0x0080
    dmHdrAttrHidden = 0x0100
    dmHdrAttrLaunchableData = 0x0200
    dmHdrAttrRecyclable = 0x0400
    dmHdrAttrBundle = 0x0800
    dmHdrAttrOpen = 0x8000  # database was not closed properly
