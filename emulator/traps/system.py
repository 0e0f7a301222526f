"""System Manager traps: the launch protocol, random numbers, ticks, delays, fatal errors.

``SysAppStartup`` hands the startup code the ``SysAppInfoType`` the kernel built for the launch
(docs/palm_os.md §3.2-3.3); ``SysAppExit`` ends it. ``SysRandom`` is the linear congruential generator
of Palm OS (``seed * 0x41C64E6D + 0x3039``, bits 16-30 returned), seeded at launch from the
kernel's ``random_seed``. ``SysTaskDelay`` waits in virtual time (``SysTaskDelay(0)`` yields:
the front end has its turn at the same tick). ``SysFatalAlert`` and
``ErrDisplayFileLineMsg`` are what a device shows before it resets: here they stop the
application with their message. ``SysGetTrapAddress`` gives each implemented trap an address
in a page of stubs (``TRAP #14`` + trap word + ``RTS``), so the common test "is this trap there"
(``SysGetTrapAddress(t) != SysGetTrapAddress(sysTrapSysUnimplemented)``) works, and calling a
stub runs the trap.
"""

from __future__ import annotations

import binascii

from unicorn import UC_PROT_EXEC, UC_PROT_READ

from emulator.traps import Manager, trap
from palm_sdk.errors import sysErrParamErr
from palm_sdk.traps import BY_NAME

SYS_TICKS_PER_SECOND = 100
STUBS = 0x00180000  # TRAP #14; dc.w trap; RTS; NOP for every trap, 8 bytes each
STUB_SIZE = 8


class SystemTraps(Manager):
    """``SystemMgr.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.exit_called = False
        self._stubs_mapped = False

    @trap("SysAppStartup")
    def SysAppStartup(self, appInfoPP: int, prevGlobalsP: int, globalsPtrP: int) -> int:
        """Err SysAppStartup(SysAppInfoPtr *appInfoPP, MemPtr *prevGlobalsP, MemPtr *globalsPtrP)"""
        launch = self.kernel.launch_state
        if launch is None:
            return sysErrParamErr
        self.mem.put_u32(appInfoPP, launch.app_info.address)
        self.mem.put_u32(prevGlobalsP, 0)
        self.mem.put_u32(globalsPtrP, 0)
        return 0

    @trap("SysAppExit")
    def SysAppExit(self, appInfoP: int, prevGlobalsP: int, globalsP: int) -> int:
        """Err SysAppExit(SysAppInfoPtr appInfoP, MemPtr prevGlobalsP, MemPtr globalsP)"""
        launch = self.kernel.launch_state
        if launch is not None and appInfoP != launch.app_info.address:
            self.kernel.report(
                "bad-parameter", f"SysAppExit got {appInfoP:#010x}, not the SysAppInfoType of SysAppStartup"
            )
        self.exit_called = True
        return 0

    @trap("Crc16CalcBlock")
    def Crc16CalcBlock(self, bufP: int, count: int, crc: int) -> int:
        """UInt16 Crc16CalcBlock(const void *bufP, UInt16 count, UInt16 crc)  (CRC-16/CCITT, the
        XModem polynomial, continued from ``crc``)"""
        return binascii.crc_hqx(self.mem.read(bufP, count) if count else b"", crc & 0xFFFF)

    @trap("SysRandom")
    def SysRandom(self, newSeed: int) -> int:
        """Int16 SysRandom(Int32 newSeed)"""
        kernel = self.kernel
        if newSeed:
            kernel.random_seed = newSeed & 0xFFFFFFFF
        kernel.random_seed = (kernel.random_seed * 0x41C64E6D + 0x3039) & 0xFFFFFFFF
        return (kernel.random_seed >> 16) & 0x7FFF

    @trap("SysTicksPerSecond")
    def SysTicksPerSecond(self) -> int:
        """UInt16 SysTicksPerSecond(void)"""
        return SYS_TICKS_PER_SECOND

    @trap("SysTaskDelay")
    def SysTaskDelay(self, delay: int) -> int:
        """Err SysTaskDelay(Int32 delay)  (0: the task yields - the front end gets its turn and
        time does not move, as the desktop's loop runs input before a timer due at the same tick)"""
        self.kernel.wait(self.kernel.ticks + max(delay, 0))
        return 0

    @trap("SysFatalAlert")
    def SysFatalAlert(self, msg: int) -> int:
        """UInt16 SysFatalAlert(const Char *msg)"""
        text = self.mem.cstring(msg, 200).decode("latin-1") if msg else ""
        raise self.kernel.fault("fatal-alert", f"SysFatalAlert: {text}", self.kernel.trap_pc)

    @trap("ErrDisplayFileLineMsg")
    def ErrDisplayFileLineMsg(self, filename: int, lineNo: int, msg: int) -> None:
        """void ErrDisplayFileLineMsg(const Char *const filename, UInt16 lineNo, const Char *const msg)"""
        name = self.mem.cstring(filename, 100).decode("latin-1") if filename else "?"
        text = self.mem.cstring(msg, 200).decode("latin-1") if msg else ""
        raise self.kernel.fault("fatal-error", f"{name}:{lineNo}: {text}", self.kernel.trap_pc)

    @trap("SysReset")
    def SysReset(self) -> None:
        """void SysReset(void)"""
        raise self.kernel.fault("reset", "the application reset the device (SysReset)", self.kernel.trap_pc)

    @trap("SysCurAppDatabase")
    def SysCurAppDatabase(self, cardNoP: int, dbIDP: int) -> int:
        """Err SysCurAppDatabase(UInt16 *cardNoP, LocalID *dbIDP)"""
        launch = self.kernel.launch_state
        opened = self.kernel.card.opened(launch.db_ref) if launch else None
        if opened is None:
            return sysErrParamErr
        if cardNoP:
            self.mem.put_u16(cardNoP, 0)
        if dbIDP:
            self.mem.put_u32(dbIDP, opened.db.local_id)
        return 0

    @trap("HostControl")
    def HostControl(self, selector: int) -> int:
        """UInt32 HostControl(HostControlTrapNumber selector, ...)  (POSE's host calls: none here)"""
        return 0

    @trap("SysNotifyRegister")
    def SysNotifyRegister(
        self, cardNo: int, dbID: int, notifyType: int, callbackP: int, priority: int, userDataP: int
    ) -> int:
        """Err SysNotifyRegister(UInt16 cardNo, LocalID dbID, UInt32 notifyType, SysNotifyProcPtr callbackP,
        Int8 priority, void *userDataP)  (registered; this device broadcasts nothing)"""
        return 0

    @trap("SysNotifyBroadcast")
    def SysNotifyBroadcast(self, notify: int) -> int:
        """Err SysNotifyBroadcast(SysNotifyParamType *notify)  (no other application listens)"""
        return 0

    @trap("DlkGetSyncInfo")
    def DlkGetSyncInfo(
        self,
        succSyncDateP: int,
        lastSyncDateP: int,
        syncStateP: int,
        nameBufP: int,
        logBufP: int,
        logLenP: int,
    ) -> int:
        """Err DlkGetSyncInfo(UInt32 *succSyncDateP, UInt32 *lastSyncDateP, DlkSyncStateType *syncStateP,
        Char *nameBufP, Char *logBufP, Int32 *logLenP)  (never synced: no dates, no user name)"""
        for pointer in (succSyncDateP, lastSyncDateP):
            if pointer:
                self.mem.put_u32(pointer, 0)
        if syncStateP:
            self.mem.put_u8(syncStateP, 0)  # dlkSyncStateNeverSynced
        for pointer in (nameBufP, logBufP):
            if pointer:
                self.mem.put_u8(pointer, 0)
        if logLenP:
            self.mem.put_u32(logLenP, 0)
        return 0

    @trap("SysNotifyUnregister")
    def SysNotifyUnregister(self, cardNo: int, dbID: int, notifyType: int, priority: int) -> int:
        """Err SysNotifyUnregister(UInt16 cardNo, LocalID dbID, UInt32 notifyType, Int8 priority)"""
        return 0

    @trap("SysGetTrapAddress")
    def SysGetTrapAddress(self, trapNum: int) -> int:
        """void *SysGetTrapAddress(UInt16 trapNum)"""
        self._map_stubs()
        index = trapNum & 0x0FFF
        if index >= 0x1000 or (trapNum | 0xA000) not in self.kernel.dispatcher.handlers:
            index = BY_NAME["SysUnimplemented"].number & 0x0FFF
        return STUBS + index * STUB_SIZE

    def _map_stubs(self) -> None:
        if self._stubs_mapped:
            return
        code = bytearray()
        for index in range(0x1000):
            code += bytes.fromhex("4E4E") + (0xA000 | index).to_bytes(2, "big") + bytes.fromhex("4E754E71")
        self.cpu.uc.mem_map(STUBS, len(code), UC_PROT_READ | UC_PROT_EXEC)
        self.cpu.uc.mem_write(STUBS, bytes(code))
        self._stubs_mapped = True

    @trap("SysUnimplemented")
    def SysUnimplemented(self) -> None:
        """void SysUnimplemented(void)"""
        raise self.kernel.fault("unimplemented-trap", "SysUnimplemented was called", self.kernel.trap_pc)

    @trap("SysSetAutoOffTime")
    def SysSetAutoOffTime(self, seconds: int) -> int:
        """UInt16 SysSetAutoOffTime(UInt16 seconds)"""
        previous, self.kernel.auto_off = self.kernel.auto_off, seconds
        return previous

    @trap("SysBatteryInfo")
    def SysBatteryInfo(
        self, set: int, warnThresholdP: int, criticalThresholdP: int, maxTicksP: int,
        kindP: int, pluggedIn: int, percentP: int,
    ) -> int:  # fmt: skip
        """UInt16 SysBatteryInfo(Boolean set, UInt16 *warnThresholdP, UInt16 *criticalThresholdP,
        Int16 *maxTicksP, SysBatteryKind *kindP, Boolean *pluggedIn, UInt8 *percentP)"""
        for pointer, value, size in ((warnThresholdP, 180, 2), (criticalThresholdP, 160, 2),
                                     (maxTicksP, 200, 2), (kindP, 0, 1), (pluggedIn, 0, 1),
                                     (percentP, 100, 1)):  # fmt: skip
            if pointer and not set:
                self.mem.write(pointer, value.to_bytes(size, "big"))
        return 300  # hundredths of a volt: fresh alkaline batteries

    # -- sorting and searching with the application's comparison function ------------------

    def _compare(self, function: int, a: int, b: int, other: int) -> int:
        args = a.to_bytes(4, "big") + b.to_bytes(4, "big") + (other & 0xFFFFFFFF).to_bytes(4, "big")
        d0, _ = self.cpu.call(function, args)
        value = d0 & 0xFFFF
        return value - 0x10000 if value & 0x8000 else value

    def _swap(self, a: int, b: int, width: int) -> None:
        first, second = self.mem.read(a, width), self.mem.read(b, width)
        self.mem.write(a, second)
        self.mem.write(b, first)

    def _array(self, what: str, baseP: int, count: int, width: int) -> bool:
        """Whether an array of ``count`` elements of ``width`` bytes at ``baseP`` is one (reported,
        as the debug ROM does, if not: a negative count or width, or past the address space)."""
        if count <= 1:
            if count < 0:
                self.kernel.report("bad-parameter", f"{what}: {count} elements")
            return False
        if width <= 0 or baseP + count * width > 0x100000000:
            self.kernel.report(
                "bad-parameter", f"{what}: {count} elements of {width} bytes at {baseP:#010x} are no array"
            )
            return False
        return True

    @trap("SysInsertionSort")
    def SysInsertionSort(self, baseP: int, numOfElements: int, width: int, comparF: int, other: int) -> None:
        """void SysInsertionSort(void *baseP, Int16 numOfElements, Int16 width, const CmpFuncPtr comparF,
        const Int32 other)  (stable)"""
        if not self._array("SysInsertionSort", baseP, numOfElements, width):
            return
        for i in range(1, max(numOfElements, 0)):
            j = i
            while j > 0 and self._compare(comparF, baseP + (j - 1) * width, baseP + j * width, other) > 0:
                self._swap(baseP + (j - 1) * width, baseP + j * width, width)
                j -= 1

    @trap("SysQSort")
    def SysQSort(self, baseP: int, numOfElements: int, width: int, comparF: int, other: int) -> None:
        """void SysQSort(void *baseP, Int16 numOfElements, Int16 width, const CmpFuncPtr comparF,
        const Int32 other)  (in place, not stable)"""
        if not self._array("SysQSort", baseP, numOfElements, width):
            return
        stack = [(0, numOfElements - 1)]
        while stack:
            low, high = stack.pop()
            if high - low < 8:
                for i in range(low + 1, high + 1):
                    j = i
                    while (
                        j > low
                        and self._compare(comparF, baseP + (j - 1) * width, baseP + j * width, other) > 0
                    ):
                        self._swap(baseP + (j - 1) * width, baseP + j * width, width)
                        j -= 1
                continue
            middle = (low + high) // 2
            self._swap(baseP + middle * width, baseP + high * width, width)  # the pivot at the end
            pivot = baseP + high * width
            store = low
            for i in range(low, high):
                if self._compare(comparF, baseP + i * width, pivot, other) < 0:
                    self._swap(baseP + i * width, baseP + store * width, width)
                    store += 1
            self._swap(baseP + store * width, pivot, width)
            stack.append((low, store - 1))
            stack.append((store + 1, high))

    @trap("SysBinarySearch")
    def SysBinarySearch(
        self, baseP: int, numOfElements: int, width: int, searchF: int, searchData: int, other: int,
        position: int, findFirst: int,
    ) -> int:  # fmt: skip
        """Boolean SysBinarySearch(void const *baseP, const Int16 numOfElements, const Int16 width,
        SearchFuncPtr searchF, void const *searchData, const Int32 other, Int32 *position,
        const Boolean findFirst)  (searchF(searchData, element, other))"""
        low, high, found = 0, numOfElements - 1, -1
        if numOfElements > 0 and (width <= 0 or baseP + numOfElements * width > 0x100000000):
            self.kernel.report("bad-parameter", f"SysBinarySearch: {numOfElements} elements of {width} bytes")
            high = -1
        while low <= high:
            middle = (low + high) // 2
            order = self._compare(searchF, searchData, baseP + middle * width, other)
            if order == 0:
                found = middle
                if not findFirst:
                    break
                high = middle - 1
            elif order < 0:
                high = middle - 1
            else:
                low = middle + 1
        self.mem.put_u32(position, found if found >= 0 else low)
        return int(found >= 0)


MANAGER = SystemTraps
