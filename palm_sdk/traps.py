"""The Palm OS system trap table as data: for every trap its number, name and C prototype.

A system call on Palm OS is ``TRAP #15`` followed by the trap word ``0xA000 + index``
(``sysTrapBase``); the arguments are on the stack, first argument at the lowest address, and the
caller pops them. :data:`TRAPS` holds, for every trap of Palm OS 3.5 (``0xA000`` up to
``sysTrapLastTrapNumber`` ``0xA3E8``, SDK 3.5 ``CoreTraps.h``), its name and, where the SDK
headers declare one, its prototype; :data:`NAMES` adds the names of the later traps (SDK 5r3) so
that a report can name a trap an application calls even when nothing here implements it.

From a prototype each argument gets its stack slot (docs/palm_os.md §3.5 and §4.3; PumpkinOS
``emupalmos.h`` ``ARG8/ARG16/ARG32``):

======== ================================================================================
kind     slot
======== ================================================================================
``byte`` 2 bytes, the value in the first (high, lower-address) byte: ``Boolean``, ``UInt8``,
         ``Char``, ``FontID`` and every other one-byte enum (prc-tools short enums)
``word`` 2 bytes: ``UInt16``, ``Int16``, ``Coord``, ``Err``, ``WChar``, ``DmResID`` ...
``long`` 4 bytes: ``UInt32``, ``Int32``, ``LocalID``, ``DmResType``
``ptr``  4 bytes: every pointer, handle and ``...Ptr`` type (``MemHandle``, ``DmOpenRef`` ...)
======== ================================================================================

and the result its register: ``D0`` (``byte``/``word``/``long``, the low bits) for scalars,
``A0`` for pointers, nothing for ``void``.

The C trap wrappers of the 68k build are generated from this table
(:mod:`palm_sdk.c_header`), and the emulator registers its handlers against it by name, so each
trap number and layout is written once.

>>> trap = BY_NAME["FrmCustomAlert"]
>>> hex(trap.number), trap.result, [(a.name, a.kind, a.offset) for a in trap.args]
('0xa194', 'word', [('alertId', 'word', 0), ('s1', 'ptr', 2), ('s2', 'ptr', 6), ('s3', 'ptr', 10)])
>>> BY_NAME["CtlSetUsable"].args[1].kind, BY_NAME["FrmInitForm"].result
('byte', 'ptr')
>>> NAMES[0xA3E8], 0xA3E8 in TRAPS
('WinSetForeColorRGB', False)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

TRAP_BASE = 0xA000  # sysTrapBase
LAST_TRAP_35 = 0xA3E8  # sysTrapLastTrapNumber of Palm OS 3.5: every 3.5 trap is below it
TRAP_INSTRUCTION = 0x4E4F  # TRAP #15 (m68kTrapInstr 0x4E40 + sysDispatchTrapNum 15)

BYTE, WORD, LONG, PTR, VOID = "byte", "word", "long", "ptr", "void"
SLOT_BYTES = {BYTE: 2, WORD: 2, LONG: 4, PTR: 4}

# Scalar C types by kind (SDK 3.5 PalmTypes.h and the enums of the headers; every enum of the
# Palm OS 3.5 API fits a byte, so prc-tools' short enums make it one byte).
_SCALARS: dict[str, tuple[str, bool]] = {}
for _kind, _signed, _names in (
    (
        BYTE,
        False,
        "Boolean UInt8 Char IndexedColorType FontID SndSysBeepType ControlStyleType "
        "FormObjectKind WinDirectionType WinDrawOperation PatternType UnderlineModeType WindowFormatType "
        "JustificationType TableItemStyleType DateFormatType TimeFormatType NumberFormatType SelectDayType "
        "KeyboardType BitmapCompressionType WinScreenModeOperation UIColorTableEntries "
        "SystemPreferencesChoice EvtSetAutoOffCmd MenuCmdBarResultType privateRecordViewEnum "
        "WinLockInitType DlkCtlEnum SndSmfCmdEnum FileOriginEnum FileOpEnum ReferenceType "
        "ClipboardFormatType LocalIDKind",
    ),
    (BYTE, True, "Int8"),
    (WORD, False, "UInt16 Err WChar DmResID FrameType DateType HostControlTrapNumber UIPickColorStartType"),
    (WORD, True, "Int16 Coord"),
    (LONG, False, "UInt32 LocalID DmResType"),
    (LONG, True, "Int32"),
):
    for _name in _names.split():
        _SCALARS[_name] = (_kind, _signed)

# Pointer types that are not spelled with a '*': handles, references and callback typedefs.
POINTER_TYPES = frozenset(
    {
        "MemPtr",
        "MemHandle",
        "DmOpenRef",
        "WinHandle",
        "FileHand",
        "ErrJumpBuf",
        "_Palm_va_list",
        "GetCharF",
        "PutStringF",
        "PrgCallbackFunc",
    }
)


def type_kind(ctype: str) -> tuple[str, bool]:
    """(kind, signed) of a C parameter or result type as the 68k ABI passes it.

    >>> type_kind("const Char *"), type_kind("Coord"), type_kind("ListDrawDataFuncPtr")
    (('ptr', False), ('word', True), ('ptr', False))
    """
    base = " ".join(ctype.replace("const", " ").split())
    if "*" in base or "[" in base or base in POINTER_TYPES or base.endswith(("Ptr", "PtrType")):
        return PTR, False
    if base == "void":
        return VOID, False
    if base not in _SCALARS:
        raise KeyError(f"no 68k argument kind for C type {ctype!r}")
    return _SCALARS[base]


@dataclass(frozen=True)
class Arg:
    """One argument: its name and C type, its slot kind, and its offset from SP at the TRAP."""

    name: str
    ctype: str
    kind: str
    signed: bool
    offset: int


@dataclass(frozen=True)
class Trap:
    """A system trap: number (``0xA000``..), Palm OS name, prototype, argument layout, result."""

    number: int
    name: str
    prototype: str
    result_ctype: str
    result: str  # VOID, BYTE/WORD/LONG (D0) or PTR (A0)
    args: tuple[Arg, ...]
    varargs: bool = False  # '...' after the last argument (StrPrintF)

    @property
    def stack_bytes(self) -> int:
        """Bytes of fixed arguments on the stack."""
        return sum(SLOT_BYTES[a.kind] for a in self.args)

    @property
    def result_register(self) -> str:
        """``"D0"``, ``"A0"`` or ``""`` for void."""
        return {VOID: "", PTR: "A0"}.get(self.result, "D0")


_PROTOTYPE = re.compile(r"(?P<result>.*?)\b(?P<name>[A-Za-z_]\w*)\((?P<args>.*)\)")
_PARAMETER = re.compile(r"(?P<ctype>.*?)\b(?P<name>[A-Za-z_]\w*)(?P<array>\[\w*\])?")


def parse_prototype(number: int, prototype: str) -> Trap:
    """A :class:`Trap` from a C prototype as the SDK headers write it.

    >>> parse_prototype(0xA2DE, "Int16 StrPrintF(Char *s, const Char *formatStr, ...)").varargs
    True
    """
    match = _PROTOTYPE.fullmatch(prototype.strip())
    if match is None:
        raise ValueError(f"{number:#06x}: not a prototype: {prototype!r}")
    result_ctype = match["result"].strip()
    result, _ = type_kind(result_ctype)
    args: list[Arg] = []
    varargs = False
    offset = 0
    text = match["args"].strip()
    for part in [] if text == "void" else text.split(","):
        part = part.strip()
        if part == "...":
            varargs = True
            continue
        param = _PARAMETER.fullmatch(part)
        if param is None or not param["ctype"].strip():
            raise ValueError(f"{number:#06x}: cannot read parameter {part!r}")
        ctype = param["ctype"].strip() + (" *" if param["array"] else "")
        kind, signed = type_kind(ctype)
        args.append(Arg(param["name"], ctype, kind, signed, offset))
        offset += SLOT_BYTES[kind]
    prototype = " ".join(prototype.split())
    return Trap(number, match["name"], prototype, result_ctype, result, tuple(args), varargs)


def _parse_table(text: str) -> tuple[dict[int, Trap], dict[int, str]]:
    traps: dict[int, Trap] = {}
    names: dict[int, str] = {}
    entries: list[list[str]] = []
    for line in text.splitlines():
        if not line.strip():
            continue
        if line[0].isspace():
            entries[-1].append(line.strip())
        else:
            entries.append([line.strip()])
    for entry in entries:
        number_text, rest = " ".join(entry).split(" ", 1)
        number = int(number_text, 16)
        if rest.startswith("- "):
            names[number] = rest[2:].strip()
            continue
        trap = parse_prototype(number, rest)
        traps[number] = trap
        names[number] = trap.name
    return traps, names


# Every trap of Palm OS 3.5 with its prototype from the SDK 3.5 headers (spacing normalised), or
# "- Name" where the SDK declares no prototype (internal traps); then the names of the traps that
# Palm OS 4 and 5 added (SDK 5r3 CoreTraps.h). A line starting with spaces continues the one above.
_TABLE = """
A000 Err MemInit(void)
A001 Err MemInitHeapTable(UInt16 cardNo)
A002 - MemStoreInit
A003 Err MemCardFormat(UInt16 cardNo, Char *cardNameP, Char *manufNameP, Char *ramStoreNameP)
A004 Err MemCardInfo(UInt16 cardNo, Char *cardNameP, Char *manufNameP, UInt16 *versionP, UInt32 *crDateP,
     UInt32 *romSizeP, UInt32 *ramSizeP, UInt32 *freeBytesP)
A005 Err MemStoreInfo(UInt16 cardNo, UInt16 storeNumber, UInt16 *versionP, UInt16 *flagsP, Char *nameP,
     UInt32 *crDateP, UInt32 *bckUpDateP, UInt32 *heapListOffsetP, UInt32 *initCodeOffset1P,
     UInt32 *initCodeOffset2P, LocalID *databaseDirIDP)
A006 Err MemStoreSetInfo(UInt16 cardNo, UInt16 storeNumber, UInt16 *versionP, UInt16 *flagsP,
     Char *nameP, UInt32 *crDateP, UInt32 *bckUpDateP, UInt32 *heapListOffsetP, UInt32 *initCodeOffset1P,
     UInt32 *initCodeOffset2P, LocalID *databaseDirIDP)
A007 UInt16 MemNumHeaps(UInt16 cardNo)
A008 UInt16 MemNumRAMHeaps(UInt16 cardNo)
A009 UInt16 MemHeapID(UInt16 cardNo, UInt16 heapIndex)
A00A MemPtr MemHeapPtr(UInt16 heapID)
A00B Err MemHeapFreeBytes(UInt16 heapID, UInt32 *freeP, UInt32 *maxP)
A00C UInt32 MemHeapSize(UInt16 heapID)
A00D UInt16 MemHeapFlags(UInt16 heapID)
A00E Err MemHeapCompact(UInt16 heapID)
A00F Err MemHeapInit(UInt16 heapID, Int16 numHandles, Boolean initContents)
A010 Err MemHeapFreeByOwnerID(UInt16 heapID, UInt16 ownerID)
A011 MemPtr MemChunkNew(UInt16 heapID, UInt32 size, UInt16 attr)
A012 Err MemChunkFree(MemPtr chunkDataP)
A013 MemPtr MemPtrNew(UInt32 size)
A014 MemHandle MemPtrRecoverHandle(MemPtr p)
A015 UInt16 MemPtrFlags(MemPtr p)
A016 UInt32 MemPtrSize(MemPtr p)
A017 UInt16 MemPtrOwner(MemPtr p)
A018 UInt16 MemPtrHeapID(MemPtr p)
A019 UInt16 MemPtrCardNo(MemPtr p)
A01A LocalID MemPtrToLocalID(MemPtr p)
A01B Err MemPtrSetOwner(MemPtr p, UInt16 owner)
A01C Err MemPtrResize(MemPtr p, UInt32 newSize)
A01D Err MemPtrResetLock(MemPtr p)
A01E MemHandle MemHandleNew(UInt32 size)
A01F UInt16 MemHandleLockCount(MemHandle h)
A020 LocalID MemHandleToLocalID(MemHandle h)
A021 MemPtr MemHandleLock(MemHandle h)
A022 Err MemHandleUnlock(MemHandle h)
A023 MemPtr MemLocalIDToGlobal(LocalID local, UInt16 cardNo)
A024 LocalIDKind MemLocalIDKind(LocalID local)
A025 MemPtr MemLocalIDToPtr(LocalID local, UInt16 cardNo)
A026 Err MemMove(void *dstP, const void *sP, Int32 numBytes)
A027 Err MemSet(void *dstP, Int32 numBytes, UInt8 value)
A028 - MemStoreSearch
A029 - Reserved6
A02A Err MemKernelInit(void)
A02B Err MemHandleFree(MemHandle h)
A02C UInt16 MemHandleFlags(MemHandle h)
A02D UInt32 MemHandleSize(MemHandle h)
A02E UInt16 MemHandleOwner(MemHandle h)
A02F UInt16 MemHandleHeapID(MemHandle h)
A030 Boolean MemHandleDataStorage(MemHandle h)
A031 UInt16 MemHandleCardNo(MemHandle h)
A032 Err MemHandleSetOwner(MemHandle h, UInt16 owner)
A033 Err MemHandleResize(MemHandle h, UInt32 newSize)
A034 Err MemHandleResetLock(MemHandle h)
A035 Err MemPtrUnlock(MemPtr p)
A036 MemPtr MemLocalIDToLockedPtr(LocalID local, UInt16 cardNo)
A037 Err MemSetDebugMode(UInt16 flags)
A038 Err MemHeapScramble(UInt16 heapID)
A039 Err MemHeapCheck(UInt16 heapID)
A03A UInt16 MemNumCards(void)
A03B UInt16 MemDebugMode(void)
A03C Err MemSemaphoreReserve(Boolean writeAccess)
A03D Err MemSemaphoreRelease(Boolean writeAccess)
A03E Boolean MemHeapDynamic(UInt16 heapID)
A03F - MemNVParams
A040 Err DmInit(void)
A041 Err DmCreateDatabase(UInt16 cardNo, const Char *nameP, UInt32 creator, UInt32 type, Boolean resDB)
A042 Err DmDeleteDatabase(UInt16 cardNo, LocalID dbID)
A043 UInt16 DmNumDatabases(UInt16 cardNo)
A044 LocalID DmGetDatabase(UInt16 cardNo, UInt16 index)
A045 LocalID DmFindDatabase(UInt16 cardNo, const Char *nameP)
A046 Err DmDatabaseInfo(UInt16 cardNo, LocalID dbID, Char *nameP, UInt16 *attributesP, UInt16 *versionP,
     UInt32 *crDateP, UInt32 *modDateP, UInt32 *bckUpDateP, UInt32 *modNumP, LocalID *appInfoIDP,
     LocalID *sortInfoIDP, UInt32 *typeP, UInt32 *creatorP)
A047 Err DmSetDatabaseInfo(UInt16 cardNo, LocalID dbID, const Char *nameP, UInt16 *attributesP,
     UInt16 *versionP, UInt32 *crDateP, UInt32 *modDateP, UInt32 *bckUpDateP, UInt32 *modNumP,
     LocalID *appInfoIDP, LocalID *sortInfoIDP, UInt32 *typeP, UInt32 *creatorP)
A048 Err DmDatabaseSize(UInt16 cardNo, LocalID dbID, UInt32 *numRecordsP, UInt32 *totalBytesP,
     UInt32 *dataBytesP)
A049 DmOpenRef DmOpenDatabase(UInt16 cardNo, LocalID dbID, UInt16 mode)
A04A Err DmCloseDatabase(DmOpenRef dbP)
A04B DmOpenRef DmNextOpenDatabase(DmOpenRef currentP)
A04C Err DmOpenDatabaseInfo(DmOpenRef dbP, LocalID *dbIDP, UInt16 *openCountP, UInt16 *modeP,
     UInt16 *cardNoP, Boolean *resDBP)
A04D Err DmResetRecordStates(DmOpenRef dbP)
A04E Err DmGetLastErr(void)
A04F UInt16 DmNumRecords(DmOpenRef dbP)
A050 Err DmRecordInfo(DmOpenRef dbP, UInt16 index, UInt16 *attrP, UInt32 *uniqueIDP, LocalID *chunkIDP)
A051 Err DmSetRecordInfo(DmOpenRef dbP, UInt16 index, UInt16 *attrP, UInt32 *uniqueIDP)
A052 Err DmAttachRecord(DmOpenRef dbP, UInt16 *atP, MemHandle newH, MemHandle *oldHP)
A053 Err DmDetachRecord(DmOpenRef dbP, UInt16 index, MemHandle *oldHP)
A054 Err DmMoveRecord(DmOpenRef dbP, UInt16 from, UInt16 to)
A055 MemHandle DmNewRecord(DmOpenRef dbP, UInt16 *atP, UInt32 size)
A056 Err DmRemoveRecord(DmOpenRef dbP, UInt16 index)
A057 Err DmDeleteRecord(DmOpenRef dbP, UInt16 index)
A058 Err DmArchiveRecord(DmOpenRef dbP, UInt16 index)
A059 MemHandle DmNewHandle(DmOpenRef dbP, UInt32 size)
A05A Err DmRemoveSecretRecords(DmOpenRef dbP)
A05B MemHandle DmQueryRecord(DmOpenRef dbP, UInt16 index)
A05C MemHandle DmGetRecord(DmOpenRef dbP, UInt16 index)
A05D MemHandle DmResizeRecord(DmOpenRef dbP, UInt16 index, UInt32 newSize)
A05E Err DmReleaseRecord(DmOpenRef dbP, UInt16 index, Boolean dirty)
A05F MemHandle DmGetResource(DmResType type, DmResID resID)
A060 MemHandle DmGet1Resource(DmResType type, DmResID resID)
A061 Err DmReleaseResource(MemHandle resourceH)
A062 MemHandle DmResizeResource(MemHandle resourceH, UInt32 newSize)
A063 DmOpenRef DmNextOpenResDatabase(DmOpenRef dbP)
A064 UInt16 DmFindResourceType(DmOpenRef dbP, DmResType resType, UInt16 typeIndex)
A065 UInt16 DmFindResource(DmOpenRef dbP, DmResType resType, DmResID resID, MemHandle resH)
A066 UInt16 DmSearchResource(DmResType resType, DmResID resID, MemHandle resH, DmOpenRef *dbPP)
A067 UInt16 DmNumResources(DmOpenRef dbP)
A068 Err DmResourceInfo(DmOpenRef dbP, UInt16 index, DmResType *resTypeP, DmResID *resIDP,
     LocalID *chunkLocalIDP)
A069 Err DmSetResourceInfo(DmOpenRef dbP, UInt16 index, DmResType *resTypeP, DmResID *resIDP)
A06A Err DmAttachResource(DmOpenRef dbP, MemHandle newH, DmResType resType, DmResID resID)
A06B Err DmDetachResource(DmOpenRef dbP, UInt16 index, MemHandle *oldHP)
A06C MemHandle DmNewResource(DmOpenRef dbP, DmResType resType, DmResID resID, UInt32 size)
A06D Err DmRemoveResource(DmOpenRef dbP, UInt16 index)
A06E MemHandle DmGetResourceIndex(DmOpenRef dbP, UInt16 index)
A06F Err DmQuickSort(DmOpenRef dbP, DmComparF *compar, Int16 other)
A070 MemHandle DmQueryNextInCategory(DmOpenRef dbP, UInt16 *indexP, UInt16 category)
A071 UInt16 DmNumRecordsInCategory(DmOpenRef dbP, UInt16 category)
A072 UInt16 DmPositionInCategory(DmOpenRef dbP, UInt16 index, UInt16 category)
A073 Err DmSeekRecordInCategory(DmOpenRef dbP, UInt16 *indexP, UInt16 offset, Int16 direction,
     UInt16 category)
A074 Err DmMoveCategory(DmOpenRef dbP, UInt16 toCategory, UInt16 fromCategory, Boolean dirty)
A075 DmOpenRef DmOpenDatabaseByTypeCreator(UInt32 type, UInt32 creator, UInt16 mode)
A076 Err DmWrite(void *recordP, UInt32 offset, const void *srcP, UInt32 bytes)
A077 Err DmStrCopy(void *recordP, UInt32 offset, const Char *srcP)
A078 Err DmGetNextDatabaseByTypeCreator(Boolean newSearch, DmSearchStatePtr stateInfoP, UInt32 type,
     UInt32 creator, Boolean onlyLatestVers, UInt16 *cardNoP, LocalID *dbIDP)
A079 Err DmWriteCheck(void *recordP, UInt32 offset, UInt32 bytes)
A07A - DmMoveOpenDBContext
A07B Err DmFindRecordByID(DmOpenRef dbP, UInt32 uniqueID, UInt16 *indexP)
A07C LocalID DmGetAppInfoID(DmOpenRef dbP)
A07D UInt16 DmFindSortPositionV10(DmOpenRef dbP, void *newRecord, DmComparF *compar, Int16 other)
A07E Err DmSet(void *recordP, UInt32 offset, UInt32 bytes, UInt8 value)
A07F Err DmCreateDatabaseFromImage(MemPtr bufferP)
A080 void DbgSrcMessage(Char *debugStr)
A081 void DbgMessage(const Char *aStr)
A082 Char *DbgGetMessage(UInt8 *bufferP, Int32 timeout)
A083 Err DbgCommSettings(UInt32 *baudP, UInt32 *flagsP)
A084 void ErrDisplayFileLineMsg(const Char *const filename, UInt16 lineNo, const Char *const msg)
A085 Int16 ErrSetJump(ErrJumpBuf buf)
A086 void ErrLongJump(ErrJumpBuf buf, Int16 result)
A087 void ErrThrow(Int32 err)
A088 MemPtr *ErrExceptionList(void)
A089 Err SysBroadcastActionCode(UInt16 cmd, MemPtr cmdPBP)
A08A void SysUnimplemented(void)
A08B void SysColdBoot(void *card0P, UInt32 card0Size, void *card1P, UInt32 card1Size,
     UInt32 sysCardHeaderOffset)
A08C void SysReset(void)
A08D void SysDoze(Boolean onlyNMI)
A08E Err SysAppLaunch(UInt16 cardNo, LocalID dbID, UInt16 launchFlags, UInt16 cmd, MemPtr cmdPBP,
     UInt32 *resultP)
A08F Err SysAppStartup(SysAppInfoPtr *appInfoPP, MemPtr *prevGlobalsP, MemPtr *globalsPtrP)
A090 Err SysAppExit(SysAppInfoPtr appInfoP, MemPtr prevGlobalsP, MemPtr globalsP)
A091 UInt32 SysSetA5(UInt32 newValue)
A092 Err SysSetTrapAddress(UInt16 trapNum, void *procP)
A093 void *SysGetTrapAddress(UInt16 trapNum)
A094 Err SysTranslateKernelErr(Err err)
A095 Err SysSemaphoreCreate(UInt32 *smIDP, UInt32 *tagP, Int32 initValue)
A096 Err SysSemaphoreDelete(UInt32 smID)
A097 Err SysSemaphoreWait(UInt32 smID, UInt32 priority, Int32 timeout)
A098 Err SysSemaphoreSignal(UInt32 smID)
A099 Err SysTimerCreate(UInt32 *timerIDP, UInt32 *tagP, SysTimerProcPtr timerProc, UInt32 periodicDelay,
     UInt32 param)
A09A Err SysTimerWrite(UInt32 timerID, UInt32 value)
A09B Err SysTaskCreate(UInt32 *taskIDP, UInt32 *creator, ProcPtr codeP, MemPtr stackP, UInt32 stackSize,
     UInt32 attr, UInt32 priority, UInt32 tSlice)
A09C Err SysTaskDelete(UInt32 taskID, UInt32 priority)
A09D Err SysTaskTrigger(UInt32 taskID)
A09E UInt32 SysTaskID(void)
A09F - SysTaskUserInfoPtr
A0A0 Err SysTaskDelay(Int32 delay)
A0A1 Err SysTaskSetTermProc(UInt32 taskID, SysTermProcPtr termProcP)
A0A2 void SysUILaunch(void)
A0A3 UInt16 SysNewOwnerID(void)
A0A4 Err SysSemaphoreSet(UInt32 smID)
A0A5 UInt16 SysDisableInts(void)
A0A6 void SysRestoreStatus(UInt16 status)
A0A7 Err SysUIAppSwitch(UInt16 cardNo, LocalID dbID, UInt16 cmd, MemPtr cmdPBP)
A0A8 - SysCurAppInfoPV20
A0A9 Boolean SysHandleEvent(EventPtr eventP)
A0AA void SysInit(void)
A0AB void SysQSort(void *baseP, Int16 numOfElements, Int16 width, const CmpFuncPtr comparF,
     const Int32 other)
A0AC Err SysCurAppDatabase(UInt16 *cardNoP, LocalID *dbIDP)
A0AD UInt16 SysFatalAlert(const Char *msg)
A0AE Err SysResSemaphoreCreate(UInt32 *smIDP, UInt32 *tagP)
A0AF Err SysResSemaphoreDelete(UInt32 smID)
A0B0 Err SysResSemaphoreReserve(UInt32 smID, UInt32 priority, Int32 timeout)
A0B1 Err SysResSemaphoreRelease(UInt32 smID)
A0B2 void SysSleep(Boolean untilReset, Boolean emergency)
A0B3 void SysKeyboardDialogV10(void)
A0B4 void SysAppLauncherDialog(void)
A0B5 Err SysSetPerformance(UInt32 *sysClockP, UInt16 *cpuDutyP)
A0B6 UInt16 SysBatteryInfoV20(Boolean set, UInt16 *warnThresholdP, UInt16 *criticalThresholdP,
     Int16 *maxTicksP, SysBatteryKind *kindP, Boolean *pluggedIn)
A0B7 Err SysLibInstall(SysLibEntryProcPtr libraryP, UInt16 *refNumP)
A0B8 Err SysLibRemove(UInt16 refNum)
A0B9 SysLibTblEntryPtr SysLibTblEntry(UInt16 refNum)
A0BA Err SysLibFind(const Char *nameP, UInt16 *refNumP)
A0BB void SysBatteryDialog(void)
A0BC void SysCopyStringResource(Char *string, Int16 theID)
A0BD Err SysKernelInfo(void *paramP)
A0BE Err SysLaunchConsole(void)
A0BF Err SysTimerDelete(UInt32 timerID)
A0C0 UInt16 SysSetAutoOffTime(UInt16 seconds)
A0C1 MemHandle SysFormPointerArrayToStrings(Char *c, Int16 stringCount)
A0C2 Int16 SysRandom(Int32 newSeed)
A0C3 Err SysTaskSwitching(Boolean enable)
A0C4 Err SysTimerRead(UInt32 timerID, UInt32 *valueP)
A0C5 Char *StrCopy(Char *dst, const Char *src)
A0C6 Char *StrCat(Char *dst, const Char *src)
A0C7 Int16 StrLen(const Char *src)
A0C8 Int16 StrCompare(const Char *s1, const Char *s2)
A0C9 Char *StrIToA(Char *s, Int32 i)
A0CA Int16 StrCaselessCompare(const Char *s1, const Char *s2)
A0CB Char *StrIToH(Char *s, UInt32 i)
A0CC Char *StrChr(const Char *str, WChar chr)
A0CD Char *StrStr(const Char *str, const Char *token)
A0CE Int32 StrAToI(const Char *str)
A0CF Char *StrToLower(Char *dst, const Char *src)
A0D0 Boolean SerReceiveISP(void)
A0D1 Err SlkOpen(void)
A0D2 Err SlkClose(void)
A0D3 Err SlkOpenSocket(UInt16 portID, UInt16 *socketP, Boolean staticSocket)
A0D4 Err SlkCloseSocket(UInt16 socket)
A0D5 Err SlkSocketPortID(UInt16 socket, UInt16 *portIDP)
A0D6 Err SlkSocketSetTimeout(UInt16 socket, Int32 timeout)
A0D7 Err SlkFlushSocket(UInt16 socket, Int32 timeout)
A0D8 Err SlkSetSocketListener(UInt16 socket, SlkSocketListenPtr socketP)
A0D9 Err SlkSendPacket(SlkPktHeaderPtr headerP, SlkWriteDataPtr writeList)
A0DA Err SlkReceivePacket(UInt16 socket, Boolean andOtherSockets, SlkPktHeaderPtr headerP, void *bodyP,
     UInt16 bodySize, Int32 timeout)
A0DB Err SlkSysPktDefaultResponse(SlkPktHeaderPtr headerP, void *bodyP)
A0DC Err SlkProcessRPC(SlkPktHeaderPtr headerP, void *bodyP)
A0DD Err ConPutS(Char *message)
A0DE Err ConGetS(Char *message, Int32 timeout)
A0DF - FplInit
A0E0 - FplFree
A0E1 - FplFToA
A0E2 - FplAToF
A0E3 - FplBase10Info
A0E4 - FplLongToFloat
A0E5 - FplFloatToLong
A0E6 - FplFloatToULong
A0E7 - FplMul
A0E8 - FplAdd
A0E9 - FplSub
A0EA - FplDiv
A0EB void WinScreenInit(void)
A0EC - ScrCopyRectangle
A0ED - ScrDrawChars
A0EE - ScrLineRoutine
A0EF - ScrRectangleRoutine
A0F0 - ScrScreenInfo
A0F1 - ScrDrawNotify
A0F2 - ScrSendUpdateArea
A0F3 - ScrCompressScanLine
A0F4 - ScrDeCompressScanLine
A0F5 UInt32 TimGetSeconds(void)
A0F6 void TimSetSeconds(UInt32 seconds)
A0F7 UInt32 TimGetTicks(void)
A0F8 Err TimInit(void)
A0F9 - TimSetAlarm
A0FA - TimGetAlarm
A0FB - TimHandleInterrupt
A0FC void TimSecondsToDateTime(UInt32 seconds, DateTimePtr dateTimeP)
A0FD UInt32 TimDateTimeToSeconds(DateTimePtr dateTimeP)
A0FE void TimAdjust(DateTimePtr dateTimeP, Int32 adjustment)
A0FF - TimSleep
A100 - TimWake
A101 void CategoryCreateListV10(DmOpenRef db, ListType *lst, UInt16 currentCategory, Boolean showAll)
A102 void CategoryFreeListV10(DmOpenRef db, const ListType *lst)
A103 UInt16 CategoryFind(DmOpenRef db, const Char *name)
A104 void CategoryGetName(DmOpenRef db, UInt16 index, Char *name)
A105 Boolean CategoryEditV10(DmOpenRef db, UInt16 *category)
A106 Boolean CategorySelectV10(DmOpenRef db, const FormType *frm, UInt16 ctlID, UInt16 lstID,
     Boolean title, UInt16 *categoryP, Char *categoryName)
A107 UInt16 CategoryGetNext(DmOpenRef db, UInt16 index)
A108 void CategorySetTriggerLabel(ControlType *ctl, Char *name)
A109 void CategoryTruncateName(Char *name, UInt16 maxWidth)
A10A void ClipboardAddItem(const ClipboardFormatType format, const void *ptr, UInt16 length)
A10B - ClipboardCheckIfItemExist
A10C MemHandle ClipboardGetItem(const ClipboardFormatType format, UInt16 *length)
A10D void CtlDrawControl(ControlType *controlP)
A10E void CtlEraseControl(ControlType *controlP)
A10F void CtlHideControl(ControlType *controlP)
A110 void CtlShowControl(ControlType *controlP)
A111 Int16 CtlGetValue(const ControlType *controlP)
A112 void CtlSetValue(ControlType *controlP, Int16 newValue)
A113 const Char *CtlGetLabel(const ControlType *controlP)
A114 void CtlSetLabel(ControlType *controlP, const Char *newLabel)
A115 Boolean CtlHandleEvent(ControlType *controlP, EventType *pEvent)
A116 void CtlHitControl(const ControlType *controlP)
A117 void CtlSetEnabled(ControlType *controlP, Boolean usable)
A118 void CtlSetUsable(ControlType *controlP, Boolean usable)
A119 Boolean CtlEnabled(const ControlType *controlP)
A11A - EvtInitialize
A11B void EvtAddEventToQueue(const EventType *event)
A11C void EvtCopyEvent(const EventType *source, EventType *dest)
A11D void EvtGetEvent(EventType *event, Int32 timeout)
A11E void EvtGetPen(Int16 *pScreenX, Int16 *pScreenY, Boolean *pPenDown)
A11F Err EvtSysInit(void)
A120 void EvtGetSysEvent(SysEventType *eventP, Int32 timeout)
A121 Err EvtProcessSoftKeyStroke(PointType *startPtP, PointType *endPtP)
A122 const PenBtnInfoType *EvtGetPenBtnList(UInt16 *numButtons)
A123 Err EvtSetPenQueuePtr(MemPtr penQueueP, UInt32 size)
A124 UInt32 EvtPenQueueSize(void)
A125 Err EvtFlushPenQueue(void)
A126 Err EvtEnqueuePenPoint(PointType *ptP)
A127 Err EvtDequeuePenStrokeInfo(PointType *startPtP, PointType *endPtP)
A128 Err EvtDequeuePenPoint(PointType *retP)
A129 Err EvtFlushNextPenStroke(void)
A12A Err EvtSetKeyQueuePtr(MemPtr keyQueueP, UInt32 size)
A12B UInt32 EvtKeyQueueSize(void)
A12C Err EvtFlushKeyQueue(void)
A12D Err EvtEnqueueKey(WChar ascii, UInt16 keycode, UInt16 modifiers)
A12E Err EvtDequeueKeyEvent(SysEventType *eventP, UInt16 peek)
A12F Err EvtWakeup(void)
A130 Err EvtResetAutoOffTimer(void)
A131 Boolean EvtKeyQueueEmpty(void)
A132 void EvtEnableGraffiti(Boolean enable)
A133 void FldCopy(const FieldType *fldP)
A134 void FldCut(FieldType *fldP)
A135 void FldDrawField(FieldType *fldP)
A136 void FldEraseField(FieldType *fldP)
A137 void FldFreeMemory(FieldType *fldP)
A138 void FldGetBounds(const FieldType *fldP, RectanglePtr rect)
A139 Char *FldGetTextPtr(const FieldType *fldP)
A13A void FldGetSelection(const FieldType *fldP, UInt16 *startPosition, UInt16 *endPosition)
A13B Boolean FldHandleEvent(FieldType *fldP, EventType *eventP)
A13C void FldPaste(FieldType *fldP)
A13D void FldRecalculateField(FieldType *fldP, Boolean redraw)
A13E void FldSetBounds(FieldType *fldP, const RectangleType *rP)
A13F void FldSetText(FieldType *fldP, MemHandle textHandle, UInt16 offset, UInt16 size)
A140 FontID FldGetFont(const FieldType *fldP)
A141 void FldSetFont(FieldType *fldP, FontID fontID)
A142 void FldSetSelection(FieldType *fldP, UInt16 startPosition, UInt16 endPosition)
A143 void FldGrabFocus(FieldType *fldP)
A144 void FldReleaseFocus(FieldType *fldP)
A145 UInt16 FldGetInsPtPosition(const FieldType *fldP)
A146 void FldSetInsPtPosition(FieldType *fldP, UInt16 pos)
A147 void FldSetScrollPosition(FieldType *fldP, UInt16 pos)
A148 UInt16 FldGetScrollPosition(const FieldType *fldP)
A149 UInt16 FldGetTextHeight(const FieldType *fldP)
A14A UInt16 FldGetTextAllocatedSize(const FieldType *fldP)
A14B UInt16 FldGetTextLength(const FieldType *fldP)
A14C void FldScrollField(FieldType *fldP, UInt16 linesToScroll, WinDirectionType direction)
A14D Boolean FldScrollable(const FieldType *fldP, WinDirectionType direction)
A14E UInt16 FldGetVisibleLines(const FieldType *fldP)
A14F void FldGetAttributes(const FieldType *fldP, FieldAttrPtr attrP)
A150 void FldSetAttributes(FieldType *fldP, const FieldAttrType *attrP)
A151 void FldSendChangeNotification(const FieldType *fldP)
A152 UInt16 FldCalcFieldHeight(const Char *chars, UInt16 maxWidth)
A153 MemHandle FldGetTextHandle(const FieldType *fldP)
A154 void FldCompactText(FieldType *fldP)
A155 Boolean FldDirty(const FieldType *fldP)
A156 UInt16 FldWordWrap(const Char *chars, Int16 maxWidth)
A157 void FldSetTextAllocatedSize(FieldType *fldP, UInt16 allocatedSize)
A158 void FldSetTextHandle(FieldType *fldP, MemHandle textHandle)
A159 void FldSetTextPtr(FieldType *fldP, Char *textP)
A15A UInt16 FldGetMaxChars(const FieldType *fldP)
A15B void FldSetMaxChars(FieldType *fldP, UInt16 maxChars)
A15C void FldSetUsable(FieldType *fldP, Boolean usable)
A15D Boolean FldInsert(FieldType *fldP, const Char *insertChars, UInt16 insertLen)
A15E void FldDelete(FieldType *fldP, UInt16 start, UInt16 end)
A15F void FldUndo(FieldType *fldP)
A160 void FldSetDirty(FieldType *fldP, Boolean dirty)
A161 void FldSendHeightChangeNotification(const FieldType *fldP, UInt16 pos, Int16 numLines)
A162 Boolean FldMakeFullyVisible(FieldType *fldP)
A163 FontID FntGetFont(void)
A164 FontID FntSetFont(FontID font)
A165 FontPtr FntGetFontPtr(void)
A166 Int16 FntBaseLine(void)
A167 Int16 FntCharHeight(void)
A168 Int16 FntLineHeight(void)
A169 Int16 FntAverageCharWidth(void)
A16A Int16 FntCharWidth(Char ch)
A16B Int16 FntCharsWidth(Char const *chars, Int16 len)
A16C Int16 FntDescenderHeight(void)
A16D void FntCharsInWidth(Char const *string, Int16 *stringWidthP, Int16 *stringLengthP,
     Boolean *fitWithinWidth)
A16E Int16 FntLineWidth(Char const *pChars, UInt16 length)
A16F FormType *FrmInitForm(UInt16 rscID)
A170 void FrmDeleteForm(FormType *formP)
A171 void FrmDrawForm(FormType *formP)
A172 void FrmEraseForm(FormType *formP)
A173 FormType *FrmGetActiveForm(void)
A174 void FrmSetActiveForm(FormType *formP)
A175 UInt16 FrmGetActiveFormID(void)
A176 Boolean FrmGetUserModifiedState(const FormType *formP)
A177 void FrmSetNotUserModified(FormType *formP)
A178 UInt16 FrmGetFocus(const FormType *formP)
A179 void FrmSetFocus(FormType *formP, UInt16 fieldIndex)
A17A Boolean FrmHandleEvent(FormType *formP, EventType *eventP)
A17B void FrmGetFormBounds(const FormType *formP, RectangleType *rP)
A17C WinHandle FrmGetWindowHandle(const FormType *formP)
A17D UInt16 FrmGetFormId(const FormType *formP)
A17E FormType *FrmGetFormPtr(UInt16 formId)
A17F UInt16 FrmGetNumberOfObjects(const FormType *formP)
A180 UInt16 FrmGetObjectIndex(const FormType *formP, UInt16 objID)
A181 UInt16 FrmGetObjectId(const FormType *formP, UInt16 objIndex)
A182 FormObjectKind FrmGetObjectType(const FormType *formP, UInt16 objIndex)
A183 void *FrmGetObjectPtr(const FormType *formP, UInt16 objIndex)
A184 void FrmHideObject(FormType *formP, UInt16 objIndex)
A185 void FrmShowObject(FormType *formP, UInt16 objIndex)
A186 void FrmGetObjectPosition(const FormType *formP, UInt16 objIndex, Coord *x, Coord *y)
A187 void FrmSetObjectPosition(FormType *formP, UInt16 objIndex, Coord x, Coord y)
A188 Int16 FrmGetControlValue(const FormType *formP, UInt16 controlID)
A189 void FrmSetControlValue(const FormType *formP, UInt16 controlID, Int16 newValue)
A18A UInt16 FrmGetControlGroupSelection(const FormType *formP, UInt8 groupNum)
A18B void FrmSetControlGroupSelection(const FormType *formP, UInt8 groupNum, UInt16 controlID)
A18C void FrmCopyLabel(FormType *formP, UInt16 labelID, const Char *newLabel)
A18D - FrmSetLabel
A18E const Char *FrmGetLabel(const FormType *formP, UInt16 labelID)
A18F void FrmSetCategoryLabel(const FormType *formP, UInt16 objIndex, Char *newLabel)
A190 const Char *FrmGetTitle(const FormType *formP)
A191 void FrmSetTitle(FormType *formP, Char *newTitle)
A192 UInt16 FrmAlert(UInt16 alertId)
A193 UInt16 FrmDoDialog(FormType *formP)
A194 UInt16 FrmCustomAlert(UInt16 alertId, const Char *s1, const Char *s2, const Char *s3)
A195 void FrmHelp(UInt16 helpMsgId)
A196 void FrmUpdateScrollers(FormType *formP, UInt16 upIndex, UInt16 downIndex, Boolean scrollableUp,
     Boolean scrollableDown)
A197 FormType *FrmGetFirstForm(void)
A198 Boolean FrmVisible(const FormType *formP)
A199 void FrmGetObjectBounds(const FormType *formP, UInt16 objIndex, RectangleType *rP)
A19A void FrmCopyTitle(FormType *formP, const Char *newTitle)
A19B void FrmGotoForm(UInt16 formId)
A19C void FrmPopupForm(UInt16 formId)
A19D void FrmUpdateForm(UInt16 formId, UInt16 updateCode)
A19E void FrmReturnToForm(UInt16 formId)
A19F void FrmSetEventHandler(FormType *formP, FormEventHandlerType *handler)
A1A0 Boolean FrmDispatchEvent(EventType *eventP)
A1A1 void FrmCloseAllForms(void)
A1A2 void FrmSaveAllForms(void)
A1A3 void *FrmGetGadgetData(const FormType *formP, UInt16 objIndex)
A1A4 void FrmSetGadgetData(FormType *formP, UInt16 objIndex, const void *data)
A1A5 - FrmSetCategoryTrigger
A1A6 - UIInitialize
A1A7 - UIReset
A1A8 void InsPtInitialize(void)
A1A9 void InsPtSetLocation(const Int16 x, const Int16 y)
A1AA void InsPtGetLocation(Int16 *x, Int16 *y)
A1AB void InsPtEnable(Boolean enableIt)
A1AC Boolean InsPtEnabled(void)
A1AD void InsPtSetHeight(const Int16 height)
A1AE Int16 InsPtGetHeight(void)
A1AF void InsPtCheckBlink(void)
A1B0 void LstSetDrawFunction(ListType *listP, ListDrawDataFuncPtr func)
A1B1 void LstDrawList(ListType *listP)
A1B2 void LstEraseList(ListType *listP)
A1B3 Int16 LstGetSelection(const ListType *listP)
A1B4 Char *LstGetSelectionText(const ListType *listP, Int16 itemNum)
A1B5 Boolean LstHandleEvent(ListType *listP, const EventType *eventP)
A1B6 void LstSetHeight(ListType *listP, Int16 visibleItems)
A1B7 void LstSetSelection(ListType *listP, Int16 itemNum)
A1B8 void LstSetListChoices(ListType *listP, Char **itemsText, Int16 numItems)
A1B9 void LstMakeItemVisible(ListType *listP, Int16 itemNum)
A1BA Int16 LstGetNumberOfItems(const ListType *listP)
A1BB Int16 LstPopupList(ListType *listP)
A1BC void LstSetPosition(ListType *listP, Coord x, Coord y)
A1BD MenuBarType *MenuInit(UInt16 resourceId)
A1BE void MenuDispose(MenuBarType *menuP)
A1BF Boolean MenuHandleEvent(MenuBarType *menuP, EventType *event, UInt16 *error)
A1C0 void MenuDrawMenu(MenuBarType *menuP)
A1C1 void MenuEraseStatus(MenuBarType *menuP)
A1C2 MenuBarType *MenuGetActiveMenu(void)
A1C3 MenuBarType *MenuSetActiveMenu(MenuBarType *menuP)
A1C4 void RctSetRectangle(RectangleType *rP, Coord left, Coord top, Coord width, Coord height)
A1C5 void RctCopyRectangle(const RectangleType *srcRectP, RectangleType *dstRectP)
A1C6 void RctInsetRectangle(RectangleType *rP, Coord insetAmt)
A1C7 void RctOffsetRectangle(RectangleType *rP, Coord deltaX, Coord deltaY)
A1C8 Boolean RctPtInRectangle(Coord x, Coord y, const RectangleType *rP)
A1C9 void RctGetIntersection(const RectangleType *r1P, const RectangleType *r2P, RectangleType *r3P)
A1CA void TblDrawTable(TableType *tableP)
A1CB void TblEraseTable(TableType *tableP)
A1CC Boolean TblHandleEvent(TableType *tableP, EventType *event)
A1CD void TblGetItemBounds(const TableType *tableP, Int16 row, Int16 column, RectangleType *rP)
A1CE void TblSelectItem(TableType *tableP, Int16 row, Int16 column)
A1CF Int16 TblGetItemInt(const TableType *tableP, Int16 row, Int16 column)
A1D0 void TblSetItemInt(TableType *tableP, Int16 row, Int16 column, Int16 value)
A1D1 void TblSetItemStyle(TableType *tableP, Int16 row, Int16 column, TableItemStyleType type)
A1D2 void TblUnhighlightSelection(TableType *tableP)
A1D3 void TblSetRowUsable(TableType *tableP, Int16 row, Boolean usable)
A1D4 Int16 TblGetNumberOfRows(const TableType *tableP)
A1D5 void TblSetCustomDrawProcedure(TableType *tableP, Int16 column, TableDrawItemFuncPtr drawCallback)
A1D6 void TblSetRowSelectable(TableType *tableP, Int16 row, Boolean selectable)
A1D7 Boolean TblRowSelectable(const TableType *tableP, Int16 row)
A1D8 void TblSetLoadDataProcedure(TableType *tableP, Int16 column,
     TableLoadDataFuncPtr loadDataCallback)
A1D9 void TblSetSaveDataProcedure(TableType *tableP, Int16 column,
     TableSaveDataFuncPtr saveDataCallback)
A1DA void TblGetBounds(const TableType *tableP, RectangleType *rP)
A1DB void TblSetRowHeight(TableType *tableP, Int16 row, Coord height)
A1DC Coord TblGetColumnWidth(const TableType *tableP, Int16 column)
A1DD UInt16 TblGetRowID(const TableType *tableP, Int16 row)
A1DE void TblSetRowID(TableType *tableP, Int16 row, UInt16 id)
A1DF void TblMarkRowInvalid(TableType *tableP, Int16 row)
A1E0 void TblMarkTableInvalid(TableType *tableP)
A1E1 Boolean TblGetSelection(const TableType *tableP, Int16 *rowP, Int16 *columnP)
A1E2 void TblInsertRow(TableType *tableP, Int16 row)
A1E3 void TblRemoveRow(TableType *tableP, Int16 row)
A1E4 Boolean TblRowInvalid(const TableType *tableP, Int16 row)
A1E5 void TblRedrawTable(TableType *tableP)
A1E6 Boolean TblRowUsable(const TableType *tableP, Int16 row)
A1E7 void TblReleaseFocus(TableType *tableP)
A1E8 Boolean TblEditing(const TableType *tableP)
A1E9 FieldPtr TblGetCurrentField(const TableType *tableP)
A1EA void TblSetColumnUsable(TableType *tableP, Int16 column, Boolean usable)
A1EB Coord TblGetRowHeight(const TableType *tableP, Int16 row)
A1EC void TblSetColumnWidth(TableType *tableP, Int16 column, Coord width)
A1ED void TblGrabFocus(TableType *tableP, Int16 row, Int16 column)
A1EE void TblSetItemPtr(TableType *tableP, Int16 row, Int16 column, void *value)
A1EF Boolean TblFindRowID(const TableType *tableP, UInt16 id, Int16 *rowP)
A1F0 Int16 TblGetLastUsableRow(const TableType *tableP)
A1F1 Coord TblGetColumnSpacing(const TableType *tableP, Int16 column)
A1F2 Boolean TblFindRowData(const TableType *tableP, UInt32 data, Int16 *rowP)
A1F3 UInt32 TblGetRowData(const TableType *tableP, Int16 row)
A1F4 void TblSetRowData(TableType *tableP, Int16 row, UInt32 data)
A1F5 void TblSetColumnSpacing(TableType *tableP, Int16 column, Coord spacing)
A1F6 WinHandle WinCreateWindow(const RectangleType *bounds, FrameType frame, Boolean modal,
     Boolean focusable, UInt16 *error)
A1F7 WinHandle WinCreateOffscreenWindow(Coord width, Coord height, WindowFormatType format,
     UInt16 *error)
A1F8 void WinDeleteWindow(WinHandle winHandle, Boolean eraseIt)
A1F9 void WinInitializeWindow(WinHandle winHandle)
A1FA void WinAddWindow(WinHandle winHandle)
A1FB void WinRemoveWindow(WinHandle winHandle)
A1FC void WinSetActiveWindow(WinHandle winHandle)
A1FD WinHandle WinSetDrawWindow(WinHandle winHandle)
A1FE WinHandle WinGetDrawWindow(void)
A1FF WinHandle WinGetActiveWindow(void)
A200 WinHandle WinGetDisplayWindow(void)
A201 WinHandle WinGetFirstWindow(void)
A202 void WinEnableWindow(WinHandle winHandle)
A203 void WinDisableWindow(WinHandle winHandle)
A204 void WinGetWindowFrameRect(WinHandle winHandle, RectangleType *r)
A205 void WinDrawWindowFrame(void)
A206 void WinEraseWindow(void)
A207 WinHandle WinSaveBits(const RectangleType *source, UInt16 *error)
A208 void WinRestoreBits(WinHandle winHandle, Coord destX, Coord destY)
A209 void WinCopyRectangle(WinHandle srcWin, WinHandle dstWin, const RectangleType *srcRect, Coord destX,
     Coord destY, WinDrawOperation mode)
A20A void WinScrollRectangle(const RectangleType *rP, WinDirectionType direction, Coord distance,
     RectangleType *vacatedP)
A20B void WinGetDisplayExtent(Coord *extentX, Coord *extentY)
A20C void WinGetWindowExtent(Coord *extentX, Coord *extentY)
A20D void WinDisplayToWindowPt(Coord *extentX, Coord *extentY)
A20E void WinWindowToDisplayPt(Coord *extentX, Coord *extentY)
A20F void WinGetClip(RectangleType *rP)
A210 void WinSetClip(const RectangleType *rP)
A211 void WinResetClip(void)
A212 void WinClipRectangle(RectangleType *rP)
A213 void WinDrawLine(Coord x1, Coord y1, Coord x2, Coord y2)
A214 void WinDrawGrayLine(Coord x1, Coord y1, Coord x2, Coord y2)
A215 void WinEraseLine(Coord x1, Coord y1, Coord x2, Coord y2)
A216 void WinInvertLine(Coord x1, Coord y1, Coord x2, Coord y2)
A217 void WinFillLine(Coord x1, Coord y1, Coord x2, Coord y2)
A218 void WinDrawRectangle(const RectangleType *rP, UInt16 cornerDiam)
A219 void WinEraseRectangle(const RectangleType *rP, UInt16 cornerDiam)
A21A void WinInvertRectangle(const RectangleType *rP, UInt16 cornerDiam)
A21B void WinDrawRectangleFrame(FrameType frame, const RectangleType *rP)
A21C void WinDrawGrayRectangleFrame(FrameType frame, const RectangleType *rP)
A21D void WinEraseRectangleFrame(FrameType frame, const RectangleType *rP)
A21E void WinInvertRectangleFrame(FrameType frame, const RectangleType *rP)
A21F void WinGetFramesRectangle(FrameType frame, const RectangleType *rP, RectangleType *obscuredRect)
A220 void WinDrawChars(const Char *chars, Int16 len, Coord x, Coord y)
A221 void WinEraseChars(const Char *chars, Int16 len, Coord x, Coord y)
A222 void WinInvertChars(const Char *chars, Int16 len, Coord x, Coord y)
A223 void WinGetPattern(CustomPatternType *patternP)
A224 void WinSetPattern(const CustomPatternType *patternP)
A225 UnderlineModeType WinSetUnderlineMode(UnderlineModeType mode)
A226 void WinDrawBitmap(BitmapPtr bitmapP, Coord x, Coord y)
A227 Boolean WinModal(WinHandle winHandle)
A228 void WinGetWindowBounds(RectangleType *rP)
A229 void WinFillRectangle(const RectangleType *rP, UInt16 cornerDiam)
A22A void WinDrawInvertedChars(const Char *chars, Int16 len, Coord x, Coord y)
A22B DmOpenRef PrefOpenPreferenceDBV10(void)
A22C void PrefGetPreferences(SystemPreferencesPtr p)
A22D void PrefSetPreferences(SystemPreferencesPtr p)
A22E Boolean PrefGetAppPreferencesV10(UInt32 type, Int16 version, void *prefs, UInt16 prefsSize)
A22F void PrefSetAppPreferencesV10(UInt32 creator, Int16 version, void *prefs, UInt16 prefsSize)
A230 Err SndInit(void)
A231 void SndSetDefaultVolume(UInt16 *alarmAmpP, UInt16 *sysAmpP, UInt16 *defAmpP)
A232 void SndGetDefaultVolume(UInt16 *alarmAmpP, UInt16 *sysAmpP, UInt16 *masterAmpP)
A233 Err SndDoCmd(void *channelP, SndCommandPtr cmdP, Boolean noWait)
A234 void SndPlaySystemSound(SndSysBeepType beepID)
A235 Err AlmInit(void)
A236 void AlmCancelAll(void)
A237 void AlmAlarmCallback(void)
A238 Err AlmSetAlarm(UInt16 cardNo, LocalID dbID, UInt32 ref, UInt32 alarmSeconds, Boolean quiet)
A239 UInt32 AlmGetAlarm(UInt16 cardNo, LocalID dbID, UInt32 *refP)
A23A Boolean AlmDisplayAlarm(Boolean okToDisplay)
A23B void AlmEnableNotification(Boolean enable)
A23C - HwrGetRAMMapping
A23D - HwrMemWritable
A23E - HwrMemReadable
A23F - HwrDoze
A240 - HwrSleep
A241 - HwrWake
A242 - HwrSetSystemClock
A243 - HwrSetCPUDutyCycle
A244 - HwrDisplayInit
A245 - HwrDisplaySleep
A246 - HwrTimerInit
A247 - HwrCursorV33
A248 - HwrBatteryLevel
A249 - HwrDelay
A24A - HwrEnableDataWrites
A24B - HwrDisableDataWrites
A24C - HwrLCDBaseAddrV33
A24D - HwrDisplayDrawBootScreen
A24E - HwrTimerSleep
A24F - HwrTimerWake
A250 - HwrDisplayWake
A251 - HwrIRQ1Handler
A252 - HwrIRQ2Handler
A253 - HwrIRQ3Handler
A254 - HwrIRQ4Handler
A255 - HwrIRQ5Handler
A256 - HwrIRQ6Handler
A257 - HwrDockSignals
A258 - HwrPluggedIn
A259 UInt16 Crc16CalcBlock(const void *bufP, UInt16 count, UInt16 crc)
A25A Boolean SelectDayV10(Int16 *month, Int16 *day, Int16 *year, const Char *title)
A25B Boolean SelectTimeV33(TimeType *startTimeP, TimeType *EndTimeP, Boolean untimed, const Char *titleP,
     Int16 startOfDay)
A25C void DayDrawDaySelector(const DaySelectorPtr selectorP)
A25D Boolean DayHandleEvent(const DaySelectorPtr selectorP, const EventType *pEvent)
A25E void DayDrawDays(const DaySelectorPtr selectorP)
A25F Int16 DayOfWeek(Int16 month, Int16 day, Int16 year)
A260 Int16 DaysInMonth(Int16 month, Int16 year)
A261 Int16 DayOfMonth(Int16 month, Int16 day, Int16 year)
A262 void DateDaysToDate(UInt32 days, DatePtr date)
A263 UInt32 DateToDays(DateType date)
A264 void DateAdjust(DatePtr dateP, Int32 adjustment)
A265 void DateSecondsToDate(UInt32 seconds, DatePtr date)
A266 void DateToAscii(UInt8 months, UInt8 days, UInt16 years, DateFormatType dateFormat, Char *pString)
A267 void DateToDOWDMFormat(UInt8 months, UInt8 days, UInt16 years, DateFormatType dateFormat,
     Char *pString)
A268 void TimeToAscii(UInt8 hours, UInt8 minutes, TimeFormatType timeFormat, Char *pString)
A269 void Find(GoToParamsPtr goToP)
A26A Boolean FindStrInStr(Char const *strToSearch, Char const *strToFind, UInt16 *posP)
A26B Boolean FindSaveMatch(FindParamsPtr findParams, UInt16 recordNum, UInt16 pos, UInt16 fieldNum,
     UInt32 appCustom, UInt16 cardNo, LocalID dbID)
A26C void FindGetLineBounds(const FindParamsType *findParams, RectanglePtr r)
A26D Boolean FindDrawHeader(FindParamsPtr findParams, Char const *title)
A26E Err PenOpen(void)
A26F Err PenClose(void)
A270 Err PenGetRawPen(PointType *penP)
A271 Err PenCalibrate(PointType *digTopLeftP, PointType *digBotRightP, PointType *scrTopLeftP,
     PointType *scrBotRightP)
A272 Err PenRawToScreen(PointType *penP)
A273 Err PenScreenToRaw(PointType *penP)
A274 Err PenResetCalibration(void)
A275 Err PenSleep(void)
A276 Err PenWake(void)
A277 void *ResLoadForm(UInt16 rscID)
A278 void *ResLoadMenu(UInt16 rscID)
A279 Err FtrInit(void)
A27A Err FtrUnregister(UInt32 creator, UInt16 featureNum)
A27B Err FtrGet(UInt32 creator, UInt16 featureNum, UInt32 *valueP)
A27C Err FtrSet(UInt32 creator, UInt16 featureNum, UInt32 newValue)
A27D Err FtrGetByIndex(UInt16 index, Boolean romTable, UInt32 *creatorP, UInt16 *numP, UInt32 *valueP)
A27E Err GrfInit(void)
A27F Err GrfFree(void)
A280 Err GrfGetState(Boolean *capsLockP, Boolean *numLockP, UInt16 *tempShiftP, Boolean *autoShiftedP)
A281 Err GrfSetState(Boolean capsLock, Boolean numLock, Boolean upperShift)
A282 Err GrfFlushPoints(void)
A283 Err GrfAddPoint(PointType *pt)
A284 Err GrfInitState(void)
A285 Err GrfCleanState(void)
A286 Err GrfMatch(UInt16 *flagsP, void *dataPtrP, UInt16 *dataLenP, UInt16 *uncertainLenP,
     GrfMatchInfoPtr matchInfoP)
A287 Err GrfGetMacro(Char *nameP, UInt8 *macroDataP, UInt16 *dataLenP)
A288 Err GrfFilterPoints(void)
A289 Err GrfGetNumPoints(UInt16 *numPtsP)
A28A Err GrfGetPoint(UInt16 index, PointType *pointP)
A28B Err GrfFindBranch(UInt16 flags)
A28C Err GrfMatchGlyph(GrfMatchInfoPtr matchInfoP, Int16 maxUnCertainty, UInt16 maxMatches)
A28D Err GrfGetGlyphMapping(UInt16 glyphID, UInt16 *flagsP, void *dataPtrP, UInt16 *dataLenP,
     UInt16 *uncertainLenP)
A28E Err GrfGetMacroName(UInt16 index, Char *nameP)
A28F Err GrfDeleteMacro(UInt16 index)
A290 Err GrfAddMacro(Char *nameP, UInt8 *macroDataP, UInt16 dataLen)
A291 Err GrfGetAndExpandMacro(Char *nameP, UInt8 *macroDataP, UInt16 *dataLenP)
A292 Err GrfProcessStroke(PointType *startPtP, PointType *endPtP, Boolean upShift)
A293 Err GrfFieldChange(Boolean resetState, UInt16 *characterToDelete)
A294 const UInt8 *GetCharSortValue(void)
A295 const UInt16 *GetCharAttr(void)
A296 const UInt8 *GetCharCaselessValue(void)
A297 Boolean PwdExists(void)
A298 Boolean PwdVerify(Char *string)
A299 void PwdSet(Char *oldPassword, Char *newPassword)
A29A void PwdRemove(void)
A29B void GsiInitialize(void)
A29C void GsiSetLocation(const Int16 x, const Int16 y)
A29D void GsiEnable(const Boolean enableIt)
A29E Boolean GsiEnabled(void)
A29F void GsiSetShiftState(const UInt16 lockFlags, const UInt16 tempShift)
A2A0 - KeyInit
A2A1 - KeyHandleInterrupt
A2A2 UInt32 KeyCurrentState(void)
A2A3 - KeyResetDoubleTap
A2A4 Err KeyRates(Boolean set, UInt16 *initDelayP, UInt16 *periodP, UInt16 *doubleTapDelayP,
     Boolean *queueAheadP)
A2A5 - KeySleep
A2A6 - KeyWake
A2A7 Err DlkControl(DlkCtlEnum op, void *param1P, void *param2P)
A2A8 Err DlkStartServer(DlkServerParamPtr paramP)
A2A9 Err DlkGetSyncInfo(UInt32 *succSyncDateP, UInt32 *lastSyncDateP, DlkSyncStateType *syncStateP,
     Char *nameBufP, Char *logBufP, Int32 *logLenP)
A2AA void DlkSetLogEntry(const Char *textP, Int16 textLen, Boolean append)
A2AB - IntlDispatch
A2AC Err SysLibLoad(UInt32 libType, UInt32 libCreator, UInt16 *refNumP)
A2AD Err SndPlaySmf(void *chanP, SndSmfCmdEnum cmd, UInt8 *smfP, SndSmfOptionsType *selP,
     SndSmfChanRangeType *chanRangeP, SndSmfCallbacksType *callbacksP, Boolean bNoWait)
A2AE Boolean SndCreateMidiList(UInt32 creator, Boolean multipleDBs, UInt16 *wCountP, MemHandle *entHP)
A2AF void AbtShowAbout(UInt32 creator)
A2B0 Err MdmDial(MdmInfoPtr modemP, Char *okDialP, Char *userInitP, Char *phoneNumP)
A2B1 Err MdmHangUp(MdmInfoPtr modemP)
A2B2 UInt16 DmSearchRecord(MemHandle recH, DmOpenRef *dbPP)
A2B3 void SysInsertionSort(void *baseP, Int16 numOfElements, Int16 width, const CmpFuncPtr comparF,
     const Int32 other)
A2B4 Err DmInsertionSort(DmOpenRef dbR, DmComparF *compar, Int16 other)
A2B5 void LstSetTopItem(ListType *listP, Int16 itemNum)
A2B6 void SclSetScrollBar(const ScrollBarPtr bar, Int16 value, const Int16 min, const Int16 max,
     const Int16 pageSize)
A2B7 void SclDrawScrollBar(const ScrollBarPtr bar)
A2B8 Boolean SclHandleEvent(const ScrollBarPtr bar, const EventType *event)
A2B9 Err SysMailboxCreate(UInt32 *mbIDP, UInt32 *tagP, UInt32 depth)
A2BA Err SysMailboxDelete(UInt32 mbID)
A2BB Err SysMailboxFlush(UInt32 mbID)
A2BC Err SysMailboxSend(UInt32 mbID, void *msgP, UInt32 wAck)
A2BD Err SysMailboxWait(UInt32 mbID, void *msgP, UInt32 priority, Int32 timeout)
A2BE Err SysTaskWait(Int32 timeout)
A2BF Err SysTaskWake(UInt32 taskID)
A2C0 void SysTaskWaitClr(void)
A2C1 Err SysTaskSuspend(UInt32 taskID)
A2C2 Err SysTaskResume(UInt32 taskID)
A2C3 void CategoryCreateList(DmOpenRef db, ListType *listP, UInt16 currentCategory, Boolean showAll,
     Boolean showUneditables, UInt8 numUneditableCategories, UInt32 editingStrID, Boolean resizeList)
A2C4 void CategoryFreeList(DmOpenRef db, const ListType *listP, Boolean showAll, UInt32 editingStrID)
A2C5 Boolean CategoryEditV20(DmOpenRef db, UInt16 *category, UInt32 titleStrID)
A2C6 Boolean CategorySelect(DmOpenRef db, const FormType *frm, UInt16 ctlID, UInt16 lstID, Boolean title,
     UInt16 *categoryP, Char *categoryName, UInt8 numUneditableCategories, UInt32 editingStrID)
A2C7 Err DmDeleteCategory(DmOpenRef dbR, UInt16 categoryNum)
A2C8 Err SysEvGroupCreate(UInt32 *evIDP, UInt32 *tagP, UInt32 init)
A2C9 Err SysEvGroupSignal(UInt32 evID, UInt32 mask, UInt32 value, Int32 type)
A2CA Err SysEvGroupRead(UInt32 evID, UInt32 *valueP)
A2CB Err SysEvGroupWait(UInt32 evID, UInt32 mask, UInt32 value, Int32 matchType, Int32 timeout)
A2CC Boolean EvtEventAvail(void)
A2CD Boolean EvtSysEventAvail(Boolean ignorePenUps)
A2CE Char *StrNCopy(Char *dst, const Char *src, Int16 n)
A2CF UInt32 KeySetMask(UInt32 keyMask)
A2D0 Boolean SelectDay(const SelectDayType selectDayBy, Int16 *month, Int16 *day, Int16 *year,
     const Char *title)
A2D1 UInt32 PrefGetPreference(SystemPreferencesChoice choice)
A2D2 void PrefSetPreference(SystemPreferencesChoice choice, UInt32 value)
A2D3 Int16 PrefGetAppPreferences(UInt32 creator, UInt16 id, void *prefs, UInt16 *prefsSize,
     Boolean saved)
A2D4 void PrefSetAppPreferences(UInt32 creator, UInt16 id, Int16 version, void *prefs, UInt16 prefsSize,
     Boolean saved)
A2D5 Boolean FrmPointInTitle(const FormType *formP, Coord x, Coord y)
A2D6 Char *StrNCat(Char *dst, const Char *src, Int16 n)
A2D7 Int16 MemCmp(const void *s1, const void *s2, Int32 numBytes)
A2D8 void TblSetColumnEditIndicator(TableType *tableP, Int16 column, Boolean editIndicator)
A2D9 UInt16 FntWordWrap(Char const *chars, UInt16 maxWidth)
A2DA void FldGetScrollValues(const FieldType *fldP, UInt16 *scrollPosP, UInt16 *textHeightP,
     UInt16 *fieldHeightP)
A2DB Boolean SysCreateDataBaseList(UInt32 type, UInt32 creator, UInt16 *dbCount, MemHandle *dbIDs,
     Boolean lookupName)
A2DC Boolean SysCreatePanelList(UInt16 *panelCount, MemHandle *panelIDs)
A2DD Err DlkDispatchRequest(DlkServerSessionPtr sessP)
A2DE Int16 StrPrintF(Char *s, const Char *formatStr, ...)
A2DF Int16 StrVPrintF(Char *s, const Char *formatStr, _Palm_va_list arg)
A2E0 DmOpenRef PrefOpenPreferenceDB(Boolean saved)
A2E1 void SysGraffitiReferenceDialog(ReferenceType referenceType)
A2E2 void SysKeyboardDialog(KeyboardType kbd)
A2E3 void FntWordWrapReverseNLines(Char const *const chars, UInt16 maxWidth, UInt16 *linesToScrollP,
     UInt16 *scrollPosP)
A2E4 void FntGetScrollValues(Char const *chars, UInt16 width, UInt16 scrollPos, UInt16 *linesP,
     UInt16 *topLine)
A2E5 void TblSetRowStaticHeight(TableType *tableP, Int16 row, Boolean staticHeight)
A2E6 void TblHasScrollBar(TableType *tableP, Boolean hasScrollBar)
A2E7 void SclGetScrollBar(const ScrollBarPtr bar, Int16 *valueP, Int16 *minP, Int16 *maxP,
     Int16 *pageSizeP)
A2E8 UInt16 FldGetNumberOfBlankLines(const FieldType *fldP)
A2E9 UInt16 SysTicksPerSecond(void)
A2EA - HwrBacklightV33
A2EB Err DmDatabaseProtect(UInt16 cardNo, LocalID dbID, Boolean protect)
A2EC void TblSetBounds(TableType *tableP, const RectangleType *rP)
A2ED Int16 StrNCompare(const Char *s1, const Char *s2, Int32 n)
A2EE Int16 StrNCaselessCompare(const Char *s1, const Char *s2, Int32 n)
A2EF void PhoneNumberLookup(FieldType *fldP)
A2F0 void FrmSetMenu(FormType *formP, UInt16 menuRscID)
A2F1 Err EncDigestMD5(UInt8 *strP, UInt16 strLen, UInt8 digestP[16])
A2F2 UInt16 DmFindSortPosition(DmOpenRef dbP, void *newRecord, SortRecordInfoPtr newRecordInfo,
     DmComparF *compar, Int16 other)
A2F3 Boolean SysBinarySearch(void const *baseP, const Int16 numOfElements, const Int16 width,
     SearchFuncPtr searchF, void const *searchData, const Int32 other, Int32 *position,
     const Boolean findFirst)
A2F4 Char *SysErrString(Err err, Char *strP, UInt16 maxLen)
A2F5 Char *SysStringByIndex(UInt16 resID, UInt16 index, Char *strP, UInt16 maxLen)
A2F6 void EvtAddUniqueEventToQueue(const EventType *eventP, UInt32 id, Boolean inPlace)
A2F7 Char *StrLocalizeNumber(Char *s, Char thousandSeparator, Char decimalSeparator)
A2F8 Char *StrDelocalizeNumber(Char *s, Char thousandSeparator, Char decimalSeparator)
A2F9 void LocGetNumberSeparators(NumberFormatType numberFormat, Char *thousandSeparator,
     Char *decimalSeparator)
A2FA void MenuSetActiveMenuRscID(UInt16 resourceId)
A2FB Boolean LstScrollList(ListType *listP, WinDirectionType direction, Int16 itemCount)
A2FC void CategoryInitialize(AppInfoPtr appInfoP, UInt16 localizedAppInfoStrID)
A2FD Err EncDigestMD4(UInt8 *strP, UInt16 strLen, UInt8 digestP[16])
A2FE Err EncDES(UInt8 *srcP, UInt8 *keyP, UInt8 *dstP, Boolean encrypt)
A2FF Int16 LstGetVisibleItems(const ListType *listP)
A300 void WinSetWindowBounds(WinHandle winHandle, const RectangleType *rP)
A301 void CategorySetName(DmOpenRef db, UInt16 index, const Char *nameP)
A302 void FldSetInsertionPoint(FieldType *fldP, UInt16 pos)
A303 void FrmSetObjectBounds(FormType *formP, UInt16 objIndex, const RectangleType *bounds)
A304 void WinSetColors(const RGBColorType *newForeColorP, RGBColorType *oldForeColorP,
     const RGBColorType *newBackColorP, RGBColorType *oldBackColorP)
A305 - FlpDispatch
A306 - FlpEmDispatch
A307 Err ExgInit(void)
A308 Err ExgConnect(ExgSocketPtr socketP)
A309 Err ExgPut(ExgSocketPtr socketP)
A30A Err ExgGet(ExgSocketPtr socketP)
A30B Err ExgAccept(ExgSocketPtr socketP)
A30C Err ExgDisconnect(ExgSocketPtr socketP,Err error)
A30D UInt32 ExgSend(ExgSocketPtr socketP, const void *const bufP, const UInt32 bufLen, Err *err)
A30E UInt32 ExgReceive(ExgSocketPtr socketP, void *bufP, const UInt32 bufLen, Err *err)
A30F Err ExgRegisterData(const UInt32 creatorID, const UInt16 id, const Char *const dataTypesP)
A310 Err ExgNotifyReceive(ExgSocketPtr socketP)
A311 - ExgControl
A312 ProgressPtr PrgStartDialogV31(Char *title,PrgCallbackFunc textCallback)
A313 void PrgStopDialog(ProgressPtr prgP,Boolean force)
A314 void PrgUpdateDialog(ProgressPtr prgGP, UInt16 err, UInt16 stage, Char *messageP,Boolean updateNow)
A315 Boolean PrgHandleEvent(ProgressPtr prgGP,EventType *eventP)
A316 Char *ImcReadFieldNoSemicolon(void *inputStream, GetCharF inputFunc, UInt16 *c,
     const UInt16 maxChars)
A317 Char *ImcReadFieldQuotablePrintable(void *inputStream, GetCharF inputFunc, UInt16 *c,
     const Char stopAt, const Boolean quotedPrintable, const UInt16 maxChars)
A318 void ImcReadPropertyParameter(void *inputStream, GetCharF inputFunc, UInt16 *cP, Char *nameP,
     Char *valueP)
A319 void ImcSkipAllPropertyParameters(void *inputStream, GetCharF inputFunc, UInt16 *cP,
     Char *identifierP, Boolean *quotedPrintableP)
A31A void ImcReadWhiteSpace(void *inputStream, GetCharF inputFunc, const UInt16 *const charAttrP,
     UInt16 *c)
A31B void ImcWriteQuotedPrintable(void *outputStream, PutStringF outputFunc, const Char *stringP,
     const Boolean noSemicolons)
A31C void ImcWriteNoSemicolon(void *outputStream, PutStringF outputFunc, const Char *const stringP)
A31D Boolean ImcStringIsAscii(const Char *const stringP)
A31E FontID TblGetItemFont(const TableType *tableP, Int16 row, Int16 column)
A31F void TblSetItemFont(TableType *tableP, Int16 row, Int16 column, FontID fontID)
A320 FontID FontSelect(FontID fontID)
A321 Err FntDefineFont(FontID font, FontPtr fontP)
A322 Boolean CategoryEdit(DmOpenRef db, UInt16 *category, UInt32 titleStrID,
     UInt8 numUneditableCategories)
A323 Char *SysGetOSVersionString(void)
A324 UInt16 SysBatteryInfo(Boolean set, UInt16 *warnThresholdP, UInt16 *criticalThresholdP,
     Int16 *maxTicksP, SysBatteryKind *kindP, Boolean *pluggedIn, UInt8 *percentP)
A325 UInt16 SysUIBusy(Boolean set, Boolean value)
A326 Boolean WinValidateHandle(WinHandle winHandle)
A327 Boolean FrmValidatePtr(const FormType *formP)
A328 Boolean CtlValidatePointer(const ControlType *controlP)
A329 void WinMoveWindowAddr(WindowType *oldLocationP, WindowType *newLocationP)
A32A Err FrmAddSpaceForObject(FormType **formPP, MemPtr *objectPP, FormObjectKind objectKind,
     UInt16 objectSize)
A32B FormType *FrmNewForm(UInt16 formID, const Char *titleStrP, Coord x, Coord y, Coord width,
     Coord height, Boolean modal, UInt16 defaultButton, UInt16 helpRscID, UInt16 menuRscID)
A32C ControlType *CtlNewControl(void **formPP, UInt16 ID, ControlStyleType style, const Char *textP,
     Coord x, Coord y, Coord width, Coord height, FontID font, UInt8 group, Boolean leftAnchor)
A32D FieldType *FldNewField(void **formPP, UInt16 id, Coord x, Coord y, Coord width, Coord height,
     FontID font, UInt32 maxChars, Boolean editable, Boolean underlined, Boolean singleLine,
     Boolean dynamicSize, JustificationType justification, Boolean autoShift, Boolean hasScrollBar,
     Boolean numeric)
A32E Err LstNewList(void **formPP, UInt16 id, Coord x, Coord y, Coord width, Coord height, FontID font,
     Int16 visibleItems, Int16 triggerId)
A32F FormLabelType *FrmNewLabel(FormType **formPP, UInt16 ID, const Char *textP, Coord x, Coord y,
     FontID font)
A330 FormBitmapType *FrmNewBitmap(FormType **formPP, UInt16 ID, UInt16 rscID, Coord x, Coord y)
A331 FormGadgetType *FrmNewGadget(FormType **formPP, UInt16 id, Coord x, Coord y, Coord width,
     Coord height)
A332 FileHand FileOpen(UInt16 cardNo, Char *nameP, UInt32 type, UInt32 creator, UInt32 openMode,
     Err *errP)
A333 Err FileClose(FileHand stream)
A334 Err FileDelete(UInt16 cardNo, Char *nameP)
A335 Int32 FileReadLow(FileHand stream, void *baseP, Int32 offset, Boolean dataStoreBased, Int32 objSize,
     Int32 numObj, Err *errP)
A336 Int32 FileWrite(FileHand stream, void *dataP, Int32 objSize, Int32 numObj, Err *errP)
A337 Err FileSeek(FileHand stream, Int32 offset, FileOriginEnum origin)
A338 Int32 FileTell(FileHand stream, Int32 *fileSizeP, Err *errP)
A339 Err FileTruncate(FileHand stream, Int32 newSize)
A33A Err FileControl(FileOpEnum op, FileHand stream, void *valueP, Int32 *valueLenP)
A33B Err FrmActiveState(FormActiveStateType *stateP, Boolean save)
A33C - SysGetAppInfo
A33D Boolean SysGetStackInfo(MemPtr *startPP, MemPtr *endPP)
A33E Err WinScreenMode(WinScreenModeOperation operation, UInt32 *widthP, UInt32 *heightP, UInt32 *depthP,
     Boolean *enableColorP)
A33F - HwrLCDGetDepthV33
A340 Err SysGetROMToken(UInt16 cardNo, UInt32 token, UInt8 **dataP, UInt16 *sizeP)
A341 - DbgControl
A342 Err ExgDBRead(ExgDBReadProcPtr readProcP, ExgDBDeleteProcPtr deleteProcP, void *userDataP,
     LocalID *dbIDP, UInt16 cardNo, Boolean *needResetP, Boolean keepDates)
A343 Err ExgDBWrite(ExgDBWriteProcPtr writeProcP, void *userDataP, const char *nameP, LocalID dbID,
     UInt16 cardNo)
A344 UInt32 HostControl(HostControlTrapNumber selector, ...)
A345 Err FrmRemoveObject(FormType **formPP, UInt16 objIndex)
A346 - SysReserved1
A347 - SysReserved2
A348 - SysReserved3
A349 - OEMDispatch
A34A - HwrLCDContrastV33
A34B UInt8 SysLCDContrast(Boolean set, UInt8 newContrastLevel)
A34C void UIContrastAdjust(void)
A34D - HwrDockStatus
A34E Int16 FntWidthToOffset(Char const *pChars, UInt16 length, Int16 pixelWidth, Boolean *leadingEdge,
     Int16 *truncWidth)
A34F Boolean SelectOneTime(Int16 *hour, Int16 *minute, const Char *titleP)
A350 void WinDrawChar(WChar theChar, Coord x, Coord y)
A351 void WinDrawTruncChars(const Char *chars, Int16 len, Coord x, Coord y, Coord maxWidth)
A352 - SysNotifyInit
A353 Err SysNotifyRegister(UInt16 cardNo, LocalID dbID, UInt32 notifyType, SysNotifyProcPtr callbackP,
     Int8 priority, void *userDataP)
A354 Err SysNotifyUnregister(UInt16 cardNo, LocalID dbID, UInt32 notifyType, Int8 priority)
A355 Err SysNotifyBroadcast(SysNotifyParamType *notify)
A356 Err SysNotifyBroadcastDeferred(SysNotifyParamType *notify, Int16 paramSize)
A357 - SysNotifyDatabaseAdded
A358 - SysNotifyDatabaseRemoved
A359 - SysWantEvent
A35A Err FtrPtrNew(UInt32 creator, UInt16 featureNum, UInt32 size, void **newPtrP)
A35B Err FtrPtrFree(UInt32 creator, UInt16 featureNum)
A35C Err FtrPtrResize(UInt32 creator, UInt16 featureNum, UInt32 newSize, void **newPtrP)
A35D - SysReserved5
A35E - HwrNVPrefSet
A35F - HwrNVPrefGet
A360 - FlashInit
A361 - FlashCompress
A362 - FlashErase
A363 - FlashProgram
A364 void AlmTimeChange(void)
A365 UInt16 ErrAlertCustom(Err errCode, Char *errMsgP, Char *preMsgP, Char *postMsgP)
A366 ProgressPtr PrgStartDialog(Char *title,PrgCallbackFunc textCallback, void *userDataP)
A367 - SerialDispatch
A368 - HwrBattery
A369 void DmGetDatabaseLockState(DmOpenRef dbR, UInt8 *highest, UInt32 *count, UInt32 *busy)
A36A Err CncGetProfileList(Char ***nameListP, UInt16 *count)
A36B Err CncGetProfileInfo(Char *name, UInt32 *port, UInt32 *baud, UInt16 *volume, UInt16 *handShake,
     Char *initString, Char *resetString, Boolean *isModem, Boolean *isPulse)
A36C Err CncAddProfile(Char *name, UInt32 port, UInt32 baud, UInt16 volume, UInt16 handShake,
     Char *initString, Char *resetString, Boolean isModem, Boolean isPulse)
A36D Err CncDeleteProfile(Char *name)
A36E Err SndPlaySmfResource(UInt32 resType, Int16 resID, SystemPreferencesChoice volumeSelector)
A36F Boolean MemPtrDataStorage(MemPtr p)
A370 Err ClipboardAppendItem(const ClipboardFormatType format, const void *ptr, UInt16 length)
A371 - WiCmdV32
A372 - HwrDisplayAttributes
A373 - HwrDisplayDoze
A374 - HwrDisplayPalette
A375 - BltFindIndexes
A376 void *BmpGetBits(BitmapType *bitmapP)
A377 - BltCopyRectangle
A378 - BltDrawChars
A379 - BltLineRoutine
A37A - BltRectangleRoutine
A37B - ScrCompress
A37C - ScrDecompress
A37D UInt8 SysLCDBrightness(Boolean set, UInt8 newBrightnessLevel)
A37E void WinPaintChar(WChar theChar, Coord x, Coord y)
A37F void WinPaintChars(const Char *chars, Int16 len, Coord x, Coord y)
A380 void WinPaintBitmap(BitmapType *bitmapP, Coord x, Coord y)
A381 IndexedColorType WinGetPixel(Coord x, Coord y)
A382 void WinPaintPixel(Coord x, Coord y)
A383 void WinDrawPixel(Coord x, Coord y)
A384 void WinErasePixel(Coord x, Coord y)
A385 void WinInvertPixel(Coord x, Coord y)
A386 void WinPaintPixels(UInt16 numPoints, PointType pts[])
A387 void WinPaintLines(UInt16 numLines, WinLineType lines[])
A388 void WinPaintLine(Coord x1, Coord y1, Coord x2, Coord y2)
A389 void WinPaintRectangle(const RectangleType *rP, UInt16 cornerDiam)
A38A void WinPaintRectangleFrame(FrameType frame, const RectangleType *rP)
A38B - WinPaintPolygon
A38C - WinDrawPolygon
A38D - WinErasePolygon
A38E - WinInvertPolygon
A38F - WinFillPolygon
A390 - WinPaintArc
A391 - WinDrawArc
A392 - WinEraseArc
A393 - WinInvertArc
A394 - WinFillArc
A395 void WinPushDrawState(void)
A396 void WinPopDrawState(void)
A397 WinDrawOperation WinSetDrawMode(WinDrawOperation newMode)
A398 IndexedColorType WinSetForeColor(IndexedColorType foreColor)
A399 IndexedColorType WinSetBackColor(IndexedColorType backColor)
A39A IndexedColorType WinSetTextColor(IndexedColorType textColor)
A39B PatternType WinGetPatternType(void)
A39C void WinSetPatternType(PatternType newPattern)
A39D Err WinPalette(UInt8 operation, Int16 startIndex, UInt16 paletteEntries, RGBColorType *tableP)
A39E IndexedColorType WinRGBToIndex(const RGBColorType *rgbP)
A39F void WinIndexToRGB(IndexedColorType i, RGBColorType *rgbP)
A3A0 UInt8 *WinScreenLock(WinLockInitType initMode)
A3A1 void WinScreenUnlock(void)
A3A2 BitmapType *WinGetBitmap(WinHandle winHandle)
A3A3 - UIColorInit
A3A4 IndexedColorType UIColorGetTableEntryIndex(UIColorTableEntries which)
A3A5 void UIColorGetTableEntryRGB(UIColorTableEntries which, RGBColorType *rgbP)
A3A6 Err UIColorSetTableEntry(UIColorTableEntries which, const RGBColorType *rgbP)
A3A7 Err UIColorPushTable(void)
A3A8 Err UIColorPopTable(void)
A3A9 GraphicControlType *CtlNewGraphicControl(void **formPP, UInt16 ID, ControlStyleType style,
     DmResID bitmapID, DmResID selectedBitmapID, Coord x, Coord y, Coord width, Coord height,
     UInt8 group, Boolean leftAnchor)
A3AA void *TblGetItemPtr(const TableType *tableP, Int16 row, Int16 column)
A3AB void UIBrightnessAdjust(void)
A3AC Boolean UIPickColor(IndexedColorType *indexP, RGBColorType *rgbP, UIPickColorStartType start,
     const Char *titleP, const Char *tipP)
A3AD Err EvtSetAutoOffTimer(EvtSetAutoOffCmd cmd, UInt16 timeout)
A3AE - TsmDispatch
A3AF - OmDispatch
A3B0 DmOpenRef DmOpenDBNoOverlay(UInt16 cardNo, LocalID dbID, UInt16 mode)
A3B1 - DmOpenDBWithLocale
A3B2 UInt32 ResLoadConstant(UInt16 rscID)
A3B3 - HwrPreDebugInit
A3B4 - HwrResetNMI
A3B5 - HwrResetPWM
A3B6 - KeyBootKeys
A3B7 - DbgSerDrvOpen
A3B8 - DbgSerDrvClose
A3B9 - DbgSerDrvControl
A3BA - DbgSerDrvStatus
A3BB - DbgSerDrvWriteChar
A3BC - DbgSerDrvReadChar
A3BD - HwrPostDebugInit
A3BE - HwrIdentifyFeatures
A3BF - HwrModelSpecificInit
A3C0 - HwrModelInitStage2
A3C1 - HwrInterruptsInit
A3C2 - HwrSoundOn
A3C3 - HwrSoundOff
A3C4 - SysKernelClockTick
A3C5 - MenuEraseMenu
A3C6 Boolean SelectTime(TimeType *startTimeP, TimeType *EndTimeP, Boolean untimed, const Char *titleP,
     Int16 startOfDay, Int16 endOfDay, Int16 startOfDisplay)
A3C7 Err MenuCmdBarAddButton(UInt8 where, UInt16 bitmapId, MenuCmdBarResultType resultType,
     UInt32 result, Char *nameP)
A3C8 Boolean MenuCmdBarGetButtonData(Int16 buttonIndex, UInt16 *bitmapIdP,
     MenuCmdBarResultType *resultTypeP, UInt32 *resultP, Char *nameP)
A3C9 void MenuCmdBarDisplay(void)
A3CA - HwrGetSilkscreenID
A3CB const SilkscreenAreaType *EvtGetSilkscreenAreaList(UInt16 *numAreas)
A3CC void SysFatalAlertInit(void)
A3CD UInt16 DateTemplateToAscii(const Char *templateP, UInt8 months, UInt8 days, UInt16 years,
     Char *stringP, Int16 stringLen)
A3CE Boolean SecVerifyPW(privateRecordViewEnum newSecLevel)
A3CF privateRecordViewEnum SecSelectViewStatus(void)
A3D0 void TblSetColumnMasked(TableType *tableP, Int16 column, Boolean masked)
A3D1 void TblSetRowMasked(TableType *tableP, Int16 row, Boolean masked)
A3D2 Boolean TblRowMasked(const TableType *tableP, Int16 row)
A3D3 UInt16 FrmCustomResponseAlert(UInt16 alertId, const Char *s1, const Char *s2, const Char *s3,
     Char *entryStringBuf, Int16 entryStringBufLength, FormCheckResponseFuncPtr callback)
A3D4 FrmGraffitiStateType *FrmNewGsi(FormType **formPP, Coord x, Coord y)
A3D5 Boolean MenuShowItem(UInt16 id)
A3D6 Boolean MenuHideItem(UInt16 id)
A3D7 Err MenuAddItem(UInt16 positionId, UInt16 id, Char cmd, const Char *textP)
A3D8 void FrmSetGadgetHandler(FormType *formP, UInt16 objIndex, FormGadgetHandlerType *attrP)
A3D9 void CtlSetGraphics(ControlType *ctlP, DmResID newBitmapID, DmResID newSelectedBitmapID)
A3DA void CtlGetSliderValues(const ControlType *ctlP, UInt16 *minValueP, UInt16 *maxValueP,
     UInt16 *pageSizeP, UInt16 *valueP)
A3DB void CtlSetSliderValues(ControlType *ctlP, const UInt16 *minValueP, const UInt16 *maxValueP,
     const UInt16 *pageSizeP, const UInt16 *valueP)
A3DC SliderControlType *CtlNewSliderControl(void **formPP, UInt16 ID, ControlStyleType style,
     DmResID thumbID, DmResID backgroundID, Coord x, Coord y, Coord width, Coord height, UInt16 minValue,
     UInt16 maxValue, UInt16 pageSize, UInt16 value)
A3DD BitmapType *BmpCreate(Coord width, Coord height, UInt8 depth, ColorTableType *colortableP,
     UInt16 *error)
A3DE Err BmpDelete(BitmapType *bitmapP)
A3DF Err BmpCompress(BitmapType *bitmapP, BitmapCompressionType compType)
A3E0 ColorTableType *BmpGetColortable(BitmapType *bitmapP)
A3E1 UInt16 BmpSize(BitmapType *bitmapP)
A3E2 UInt16 BmpBitsSize(BitmapType *bitmapP)
A3E3 UInt16 BmpColortableSize(BitmapType *bitmapP)
A3E4 WinHandle WinCreateBitmapWindow(BitmapType *bitmapP, UInt16 *error)
A3E5 Boolean EvtSetNullEventTick(UInt32 tick)
A3E6 Boolean ExgDoDialog(ExgSocketPtr socketP, ExgDialogInfoType *infoP, Err *errP)
A3E7 - SysUICleanup
A3E8 - WinSetForeColorRGB
A3E9 - WinSetBackColorRGB
A3EA - WinSetTextColorRGB
A3EB - WinGetPixelRGB
A3EC - HighDensityDispatch
A3ED - SysReserved40Trap2
A3EE - SysReserved40Trap3
A3EF - SysReserved40Trap4
A3F0 - CncMgrDispatch
A3F1 - SysNotifyBroadcastFromInterrupt
A3F2 - EvtWakeupWithoutNilEvent
A3F3 - StrCompareAscii
A3F4 - AccessorDispatch
A3F5 - BltGetPixel
A3F6 - BltPaintPixel
A3F7 - ScrScreenInit
A3F8 - ScrUpdateScreenBitmap
A3F9 - ScrPalette
A3FA - ScrGetColortable
A3FB - ScrGetGrayPat
A3FC - ScrScreenLock
A3FD - ScrScreenUnlock
A3FE - FntPrvGetFontList
A3FF - ExgRegisterDatatype
A400 - ExgNotifyReceive
A401 - ExgNotifyGoto
A402 - ExgRequest
A403 - ExgSetDefaultApplication
A404 - ExgGetDefaultApplication
A405 - ExgGetTargetApplication
A406 - ExgGetRegisteredApplications
A407 - ExgGetRegisteredTypes
A408 - ExgNotifyPreview
A409 - ExgControl
A40A - LmDispatch
A40B - MemGetRomNVParams
A40C - FntWCharWidth
A40D - DmFindDatabaseWithTypeCreator
A40E - SelectTimeZone
A40F - TimeZoneToAscii
A410 - StrNCompareAscii
A411 - TimTimeZoneToUTC
A412 - TimUTCToTimeZone
A413 - PhoneNumberLookupCustom
A414 - HwrDebugSelect
A415 - BltRoundedRectangle
A416 - BltRoundedRectangleFill
A417 - WinPrvInitCanvas
A418 - HwrCalcDynamicHeapSize
A419 - HwrDebuggerEnter
A41A - HwrDebuggerExit
A41B - LstGetTopItem
A41C - HwrModelInitStage3
A41D - AttnIndicatorAllow
A41E - AttnIndicatorAllowed
A41F - AttnIndicatorEnable
A420 - AttnIndicatorEnabled
A421 - AttnIndicatorSetBlinkPattern
A422 - AttnIndicatorGetBlinkPattern
A423 - AttnIndicatorTicksTillNextBlink
A424 - AttnIndicatorCheckBlink
A425 - AttnInitialize
A426 - AttnGetAttention
A427 - AttnUpdate
A428 - AttnForgetIt
A429 - AttnGetCounts
A42A - AttnListOpen
A42B - AttnHandleEvent
A42C - AttnEffectOfEvent
A42D - AttnIterate
A42E - AttnDoSpecialEffects
A42F - AttnDoEmergencySpecialEffects
A430 - AttnAllowClose
A431 - AttnReopen
A432 - AttnEnableNotification
A433 - HwrLEDAttributes
A434 - HwrVibrateAttributes
A435 - SecGetPwdHint
A436 - SecSetPwdHint
A437 - HwrFlashWrite
A438 - KeyboardStatusNew
A439 - KeyboardStatusFree
A43A - KbdSetLayout
A43B - KbdGetLayout
A43C - KbdSetPosition
A43D - KbdGetPosition
A43E - KbdSetShiftState
A43F - KbdGetShiftState
A440 - KbdDraw
A441 - KbdErase
A442 - KbdHandleEvent
A443 - OEMDispatch2
A444 - HwrCustom
A445 - FrmGetActiveField
A446 - SndPlaySmfIrregardless
A447 - SndPlaySmfResourceIrregardless
A448 - SndInterruptSmfIrregardless
A449 - UdaMgrDispatch
A44A - PalmPrivate1
A44B - PalmPrivate2
A44C - PalmPrivate3
A44D - PalmPrivate4
A44E - BmpGetDimensions
A44F - BmpGetBitDepth
A450 - BmpGetNextBitmap
A451 - TblGetNumberOfColumns
A452 - TblGetTopRow
A453 - TblSetSelection
A454 - FrmGetObjectIndexFromPtr
A455 - BmpGetSizes
A456 - WinGetBounds
A457 - BltPaintPixels
A458 - FldSetMaxVisibleLines
A459 - ScrDefaultPaletteState
A45A - PceNativeCall
A45B - SndStreamCreate
A45C - SndStreamDelete
A45D - SndStreamStart
A45E - SndStreamPause
A45F - SndStreamStop
A460 - SndStreamSetVolume
A461 - SndStreamGetVolume
A462 - SndPlayResource
A463 - SndStreamSetPan
A464 - SndStreamGetPan
A465 - MultimediaDispatch
A468 - BmpCreateVersion3
A469 - ECFixedMul
A46A - ECFixedDiv
A46B - HALDrawGetSupportedDensity
A46C - HALRedrawInputArea
A46D - GrfBeginStroke
A46E - BmpPrvConvertBitmap
A46F - SysReservedTrap5
A470 - PinsDispatch
A471 - SysReservedTrap1
A472 - SysReservedTrap2
A473 - SysReservedTrap3
A474 - SysReservedTrap4
A475 - LastTrapNumber
"""

TRAPS, NAMES = _parse_table(_TABLE)
"""Trap number -> :class:`Trap` (3.5 traps with a prototype); trap number -> name (all known)."""

ALIASES = {"MemPtrFree": "MemChunkFree"}
"""SDK macros that name a trap by another name (``MemoryMgr.h``: ``#define MemPtrFree MemChunkFree``)."""

BY_NAME: dict[str, Trap] = {trap.name: trap for trap in TRAPS.values()}
BY_NAME.update({alias: BY_NAME[name] for alias, name in ALIASES.items()})
"""Palm OS name (or alias) -> :class:`Trap`."""


def trap_name(number: int) -> str:
    """The Palm OS name of a trap number, or ``"?"`` when the SDK does not know it.

    >>> trap_name(0xA0C7), trap_name(0xA7FF)
    ('StrLen', '?')
    """
    return NAMES.get(number, "?")
