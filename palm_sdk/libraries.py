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

# -- the libraries a Palm OS 3.x ROM carries (found with SysLibFind, always loaded) ---------------

# IrDA Library, SDK 3.5 Libraries/IrDA/IrLib.h, ExgLib.h and irlap.h. Its calls start after the
# Exchange library interface (exgLibTrapHandleEvent = sysLibTrapCustom ... exgLibTrapLast).
irLibName = "IrDA Library"
exgLibTrapLast = sysLibTrapCustom + 10
irLibTrapBind = exgLibTrapLast
irLibTrapUnBind = exgLibTrapLast + 1
irLibTrapDiscoverReq = exgLibTrapLast + 2
irLibTrapConnectIrLap = exgLibTrapLast + 3
irLibTrapDisconnectIrLap = exgLibTrapLast + 4
irLibTrapConnectReq = exgLibTrapLast + 5
irLibTrapConnectRsp = exgLibTrapLast + 6
irLibTrapDataReq = exgLibTrapLast + 7
irLibTrapLocalBusy = exgLibTrapLast + 8
irLibTrapMaxTxSize = exgLibTrapLast + 9
irLibTrapMaxRxSize = exgLibTrapLast + 10
irLibTrapSetDeviceInfo = exgLibTrapLast + 11
irLibTrapIsNoProgress = exgLibTrapLast + 12
irLibTrapIsRemoteBusy = exgLibTrapLast + 13
irLibTrapIsMediaBusy = exgLibTrapLast + 14
irLibTrapIsIrLapConnected = exgLibTrapLast + 15
irLibTrapTestReq = exgLibTrapLast + 16
irLibTrapIAS_Add = exgLibTrapLast + 17
irLibTrapIAS_Query = exgLibTrapLast + 18
irLibTrapIAS_SetDeviceName = exgLibTrapLast + 19
irLibTrapIAS_Next = exgLibTrapLast + 20
irLibTrapIrOpen = exgLibTrapLast + 21
irLibTrapHandleEvent = exgLibTrapLast + 22
irLibTrapWaitForEvent = exgLibTrapLast + 23
IR_STATUS_SUCCESS = 0
IR_STATUS_FAILED = 1
IR_STATUS_PENDING = 2
IR_STATUS_NO_IRLAP = 4  # no IrLAP connection: nothing to send to or ask

# Net Library, SDK 3.5 Libraries/Net/NetMgr.h (NetLibTrapNumberEnum, the netErr codes).
netLibName = "Net.lib"
netLibTrapAddrINToA = sysLibTrapCustom
netLibTrapSocketOpen = sysLibTrapCustom + 2
netLibTrapSocketClose = sysLibTrapCustom + 3
netLibTrapSocketConnect = sysLibTrapCustom + 7
netLibTrapSend = sysLibTrapCustom + 12
netLibTrapReceive = sysLibTrapCustom + 14
netLibTrapGetHostByName = sysLibTrapCustom + 22
netLibTrapIFGet = sysLibTrapCustom + 27
netLibTrapConnectionRefresh = sysLibTrapCustom + 46
netErrorClass = 0x1200
netErrNotOpen = netErrorClass | 2
netErrNoInterfaces = netErrorClass | 12  # no network interface is set up
netErrInvalidInterface = netErrorClass | 27
