"""Shared libraries: the library traps and the library table entry.

SDK 3.5 ``Core/System/SystemMgr.h`` and ``SysTraps.h``. A library's calls are traps from
``sysLibTrapBase``: the first argument of each is the library's reference number; the system
finds the library's ``SysLibTblEntryType`` by that number and jumps to entry ``trap -
sysLibTrapBase`` of its dispatch table (``UInt16`` offsets from the table's start; entry 0 is
the offset of the library's name). A 68k library is a database of type ``libr`` whose ``libr`` 0
resource starts with its install function, ``Err (*)(UInt16 refNum, SysLibTblEntryType *entryP)``,
which fills in ``dispatchTblP`` and ``globalsP``.
"""

sysLibTrapBase = 0xA800
sysLibTrapName = 0xA800
sysLibTrapOpen = 0xA801
sysLibTrapClose = 0xA802
sysLibTrapSleep = 0xA803
sysLibTrapWake = 0xA804
sysLibTrapCustom = 0xA805
sysLibTrapLast = 0xAFFF  # the library traps end where the 0xB000 range begins

sysFileTLibrary = "libr"  # the database type (and resource type, id 0) of a 68k library
sysLibLoadRscID = 0

SYS_LIB_TBL_ENTRY_SIZE = 16  # SysLibTblEntryType: dispatchTblP, globalsP, dbID, codeRscH
SYS_LIB_DISPATCH_TBL = 0
SYS_LIB_GLOBALS = 4
SYS_LIB_DB_ID = 8
SYS_LIB_CODE_RSC_H = 12

sysLibFirstRefNum = 0
"""The reference numbers the system gives: 0 and up, the table's index (the ROM's own libraries
take the first ones on a device; none here)."""
MAX_LIBRARIES = 16  # the system library table's size on this device
