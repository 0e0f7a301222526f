"""Error codes: ``Err`` values the managers return (0 is success).

An ``Err`` is a 16-bit number: a manager's error class in the high byte (SDK 3.5
``Core/System/ErrorBase.h``) and the error within it in the low byte. The codes here are those of
the managers an application of this kind meets: the Memory Manager (``MemoryMgr.h``), the Data
Manager (``DataMgr.h``), the System Manager (``SystemMgr.h``) and the Feature Manager
(``FeatureMgr.h``).
"""

errNone = 0x0000

# Error classes (ErrorBase.h)
memErrorClass = 0x0100
dmErrorClass = 0x0200
serErrorClass = 0x0300
slkErrorClass = 0x0400
sysErrorClass = 0x0500
fplErrorClass = 0x0600
flpErrorClass = 0x0680
evtErrorClass = 0x0700
sndErrorClass = 0x0800
almErrorClass = 0x0900
timErrorClass = 0x0A00
penErrorClass = 0x0B00
ftrErrorClass = 0x0C00
appErrorClass = 0x8000

# Memory Manager (MemoryMgr.h)
memErrChunkLocked = memErrorClass | 1
memErrNotEnoughSpace = memErrorClass | 2
memErrInvalidParam = memErrorClass | 3  # invalid parameter, or the requested size is too big
memErrChunkNotLocked = memErrorClass | 4
memErrCardNotPresent = memErrorClass | 5
memErrNoCardHeader = memErrorClass | 6
memErrInvalidStoreHeader = memErrorClass | 7
memErrRAMOnlyCard = memErrorClass | 8
memErrWriteProtect = memErrorClass | 9
memErrNoRAMOnCard = memErrorClass | 10

# Data Manager (DataMgr.h)
dmErrMemError = dmErrorClass | 1
dmErrIndexOutOfRange = dmErrorClass | 2
dmErrInvalidParam = dmErrorClass | 3
dmErrReadOnly = dmErrorClass | 4
dmErrDatabaseOpen = dmErrorClass | 5
dmErrCantOpen = dmErrorClass | 6
dmErrCantFind = dmErrorClass | 7
dmErrRecordInWrongCard = dmErrorClass | 8
dmErrCorruptDatabase = dmErrorClass | 9
dmErrRecordDeleted = dmErrorClass | 10
dmErrRecordArchived = dmErrorClass | 11
dmErrNotRecordDB = dmErrorClass | 12
dmErrNotResourceDB = dmErrorClass | 13
dmErrROMBased = dmErrorClass | 14
dmErrRecordBusy = dmErrorClass | 15
dmErrResourceNotFound = dmErrorClass | 16
dmErrNoOpenDatabase = dmErrorClass | 17
dmErrInvalidCategory = dmErrorClass | 18
dmErrNotValidRecord = dmErrorClass | 19
dmErrWriteOutOfBounds = dmErrorClass | 20
dmErrSeekFailed = dmErrorClass | 21
dmErrAlreadyOpenForWrites = dmErrorClass | 22
dmErrOpenedByAnotherTask = dmErrorClass | 23
dmErrUniqueIDNotFound = dmErrorClass | 24
dmErrAlreadyExists = dmErrorClass | 25
dmErrInvalidDatabaseName = dmErrorClass | 26
dmErrDatabaseProtected = dmErrorClass | 27

# System Manager (SystemMgr.h)
sysErrTimeout = sysErrorClass | 1
sysErrParamErr = sysErrorClass | 2
sysErrNoFreeResource = sysErrorClass | 3
sysErrNoFreeRAM = sysErrorClass | 4
sysErrNotAllowed = sysErrorClass | 5
sysErrNoFreeLibSlot = sysErrorClass | 9
sysErrLibNotFound = sysErrorClass | 10
sysErrRomIncompatible = sysErrorClass | 12  # SysAppLaunch: the ROM is too old for the application

# Feature Manager (FeatureMgr.h)
ftrErrInvalidParam = ftrErrorClass | 1
ftrErrNoSuchFeature = ftrErrorClass | 2
ftrErrAlreadyExists = ftrErrorClass | 3
ftrErrROMBased = ftrErrorClass | 4
ftrErrInternalErr = ftrErrorClass | 5

# Alarm Manager (AlarmMgr.h)
almErrMemory = almErrorClass | 1
almErrFull = almErrorClass | 2

# SoundMgr.h
sndErrBadParam = sndErrorClass | 1
sndErrFormat = sndErrorClass | 7

# ExgMgr.h
exgErrorClass = 0x1500
exgMemError = exgErrorClass | 1
exgErrBadParam = exgErrorClass | 14
exgErrNotSupported = exgErrorClass | 15
