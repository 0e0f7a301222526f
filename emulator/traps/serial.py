"""The New Serial Manager (``SerialMgr.h``): ``sysTrapSerialDispatch``, with nothing on the ports.

Every Palm from Palm OS 3.3 on has the New Serial Manager: the feature
``(sysFileCSerialMgr, sysFtrNewSerialPresent)`` (:mod:`emulator.device_models`) and the trap
``0xA367`` with a selector in D2 (:mod:`palm_sdk.serial`). Here a handheld has two ports, the
cradle's serial port (the UART, ``serPortCradlePort``) and the IR port (``serPortIrPort``), and
nothing is connected to either: no cable in the cradle, nobody in front of the IR window. What
the Palm OS Reference ("Serial Manager") says such a device answers:

* ``SrmOpen``/``SrmOpenBackground`` (and ``SrmExtOpen``/``SrmExtOpenBackground`` on Palm OS 4)
  open a port (``serErrBadPort`` for a port the device has not; ``serErrAlreadyOpen`` for a port
  open in the foreground already), ``SrmClose`` closes it; a call with a port ID that is not
  open answers ``serErrBadPort``.
* Sending succeeds: a UART puts the bytes on the wire whether anyone listens or not
  (``SrmSend`` returns the count, ``SrmSendCheck`` 0 bytes waiting, ``SrmSendWait`` and
  ``SrmSendFlush`` ``errNone``) - unless the port waits for the peer's CTS
  (``srmSettingsFlagCTSAutoM``): nobody raises it, so after the CTS timeout (5 s by default) the
  send gives up with ``serErrTimeOut`` and 0 bytes sent.
* Nothing ever arrives: ``SrmReceive`` and ``SrmReceiveWait`` wait their timeout (virtual
  ticks: the application sleeps, as in ``SysTaskDelay``) and answer ``serErrTimeOut``;
  ``SrmReceiveCheck`` says 0 bytes; ``SrmReceiveFlush`` empties the queue and waits its timeout;
  ``SrmReceiveWindowOpen`` gives the receive buffer with 0 bytes in it. A timeout of -1 (for
  ever) with nothing to come would hang a device until reset: the application is stopped with
  that said (``serial-hang``). The one way bytes arrive is the UART's own local loopback
  (``srmCtlStartLocalLoopback``): what is sent is received, up to the receive buffer's size
  (more is lost: ``serLineErrorSWOverrun`` in ``SrmGetStatus``, ``serErrLineErr`` from the
  next receive).
* ``SrmControl`` keeps the baud rate, the flags, the CTS timeout, DTR, break, IrDA and the
  receiver's state; ``srmCtlGetOptimalTransmitSize`` is ``serErrNotSupported`` (a UART has no
  preferred size), ``srmCtlEmuSetBlockingHook`` too (the Simulator's only); an unknown op code,
  or a value whose length is wrong, is ``serErrBadParam``. ``SrmGetStatus`` says RTS on (the
  UART raises it while its buffer has room), CTS and DSR off (nobody is there).
* ``SrmGetDeviceCount`` says 2 and ``SrmGetDeviceInfo`` describes them (the driver's creator -
  ``u328`` or ``u8EZ`` by processor, ``ircm`` for IR - capabilities, 115,200 bps at most).

On a model before Palm OS 3.3 (``palm3``, ``palm3x``) there is no such trap: an application
that calls it stops there (``unimplemented-trap``), as on such a device. A selector this module
does not know, or one of Palm OS 4 on a 3.5 device, stops the application too.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass, field

from emulator.memory import OWNER_SYSTEM, Chunk
from emulator.traps import Manager, selector_trap
from palm_sdk.resources import type_code
from palm_sdk.serial import (
    DEVICE_INFO_SIZE,
    SRM_DEFAULT_RECEIVE_BUFFER,
    maxSerialSelector33,
    serDevCncMgrVisible,
    serDevConsolePort,
    serDevCradlePort,
    serDevIRDACapable,
    serDevRS232Serial,
    serErrAlreadyOpen,
    serErrBadParam,
    serErrBadPort,
    serErrLineErr,
    serErrNotSupported,
    serErrTimeOut,
    serLineErrorSWOverrun,
    serPortConsolePort,
    serPortCradlePort,
    serPortCradleRS232Port,
    serPortIrPort,
    srmCtlEmuSetBlockingHook,
    srmCtlGetBaudRate,
    srmCtlGetCtsTimeout,
    srmCtlGetDTRAsserted,
    srmCtlGetFlags,
    srmCtlGetOptimalTransmitSize,
    srmCtlIrDADisable,
    srmCtlIrDAEnable,
    srmCtlRxDisable,
    srmCtlRxEnable,
    srmCtlSetBaudRate,
    srmCtlSetCtsTimeout,
    srmCtlSetDTRAsserted,
    srmCtlSetFlags,
    srmCtlStartBreak,
    srmCtlStartLocalLoopback,
    srmCtlStopBreak,
    srmCtlStopLocalLoopback,
    srmDefaultCTSTimeout,
    srmDefaultSettings,
    srmSettingsFlagCTSAutoM,
    srmSettingsFlagRTSAutoM,
    srmStatusBreakSigOn,
    srmStatusRtsOn,
    sysFileCSerialMgr,
    sysFileCUart328,
    sysFileCUart328EZ,
    sysFileCVirtIrComm,
    sysFtrNewSerialPresent,
    sysSerialClearErr,
    sysSerialClose,
    sysSerialControl,
    sysSerialCustomControl,
    sysSerialGetDeviceCount,
    sysSerialGetDeviceInfo,
    sysSerialGetStatus,
    sysSerialInstall,
    sysSerialOpen,
    sysSerialOpenBkgnd,
    sysSerialOpenBkgndV4,
    sysSerialOpenV4,
    sysSerialPrimeWakeupHandler,
    sysSerialRcvWindowClose,
    sysSerialRcvWindowOpen,
    sysSerialReceive,
    sysSerialReceiveCheck,
    sysSerialReceiveFlush,
    sysSerialReceiveWait,
    sysSerialSend,
    sysSerialSendCheck,
    sysSerialSendFlush,
    sysSerialSendWait,
    sysSerialSetRcvBuffer,
    sysSerialSetWakeupHandler,
    sysSerialSleep,
    sysSerialWake,
)
from palm_sdk.system import sysFtrNumProcessor328

MAX_BAUD = 115_200  # the DragonBall UART's and IrDA SIR's highest rate
HANDSHAKE_BAUD = 19_200  # above it, hardware handshaking is advised (our choice of the driver's value)
SERIAL_TRAP = 0xA367

# The arguments after the selector, as C lays them on the stack (UInt16: 2 bytes, the rest 4).
LAYOUTS = {
    sysSerialInstall: ">", sysSerialOpen: ">III", sysSerialOpenBkgnd: ">III", sysSerialClose: ">H",
    sysSerialSleep: ">", sysSerialWake: ">", sysSerialGetDeviceCount: ">I", sysSerialGetDeviceInfo: ">II",
    sysSerialGetStatus: ">HII", sysSerialClearErr: ">H", sysSerialControl: ">HHII", sysSerialSend: ">HIII",
    sysSerialSendWait: ">H", sysSerialSendCheck: ">HI", sysSerialSendFlush: ">H", sysSerialReceive: ">HIIiI",
    sysSerialReceiveWait: ">HIi", sysSerialReceiveCheck: ">HI", sysSerialReceiveFlush: ">Hi",
    sysSerialSetRcvBuffer: ">HIH", sysSerialRcvWindowOpen: ">HII", sysSerialRcvWindowClose: ">HI",
    sysSerialSetWakeupHandler: ">HII", sysSerialPrimeWakeupHandler: ">HH", sysSerialOpenV4: ">IIHI",
    sysSerialOpenBkgndV4: ">IIHI", sysSerialCustomControl: ">HHIII",
}  # fmt: skip

NAMES = {
    sysSerialInstall: "SerialMgrInstall", sysSerialOpen: "SrmOpen", sysSerialOpenBkgnd: "SrmOpenBackground",
    sysSerialClose: "SrmClose", sysSerialSleep: "SrmSleep", sysSerialWake: "SrmWake",
    sysSerialGetDeviceCount: "SrmGetDeviceCount", sysSerialGetDeviceInfo: "SrmGetDeviceInfo",
    sysSerialGetStatus: "SrmGetStatus", sysSerialClearErr: "SrmClearErr", sysSerialControl: "SrmControl",
    sysSerialSend: "SrmSend", sysSerialSendWait: "SrmSendWait", sysSerialSendCheck: "SrmSendCheck",
    sysSerialSendFlush: "SrmSendFlush", sysSerialReceive: "SrmReceive",
    sysSerialReceiveWait: "SrmReceiveWait", sysSerialReceiveCheck: "SrmReceiveCheck",
    sysSerialReceiveFlush: "SrmReceiveFlush",
    sysSerialSetRcvBuffer: "SrmSetReceiveBuffer", sysSerialRcvWindowOpen: "SrmReceiveWindowOpen",
    sysSerialRcvWindowClose: "SrmReceiveWindowClose", sysSerialSetWakeupHandler: "SrmSetWakeupHandler",
    sysSerialPrimeWakeupHandler: "SrmPrimeWakeupHandler", sysSerialOpenV4: "SrmExtOpen",
    sysSerialOpenBkgndV4: "SrmExtOpenBackground", sysSerialCustomControl: "SrmCustomControl",
}  # fmt: skip
"""Each selector's call, for traces and messages."""


@dataclass(frozen=True)
class PhysicalPort:
    """One of the device's serial devices, as ``SrmGetDeviceInfo`` describes it."""

    name: str
    features: int  # DeviceInfoType.serDevFtrInfo
    ir: bool


CRADLE = PhysicalPort("Cradle serial port", serDevCradlePort | serDevRS232Serial | serDevCncMgrVisible
                      | serDevConsolePort, ir=False)  # fmt: skip
INFRARED = PhysicalPort("Infrared port", serDevIRDACapable, ir=True)
PORTS = (CRADLE, INFRARED)  # by device index
PORT_NAMES = {serPortCradlePort: CRADLE, serPortConsolePort: CRADLE, serPortCradleRS232Port: CRADLE,
              serPortIrPort: INFRARED}  # fmt: skip


@dataclass
class OpenPort:
    """A port an application opened, and its settings."""

    port_id: int
    device: PhysicalPort
    baud: int
    background: bool
    flags: int = srmDefaultSettings
    cts_timeout: int = srmDefaultCTSTimeout
    loopback: bool = False
    receiving: bool = True
    irda: bool = False
    breaking: bool = False
    dtr: bool = True
    line_errors: int = 0
    received: bytearray = field(default_factory=bytearray)  # the receive queue
    buffer: tuple[int, int] | None = None  # the application's receive buffer (address, size)
    wakeup: tuple[int, int, int] = (0, 0, 0)  # SrmSetWakeupHandler's procedure and refCon, primed bytes

    @property
    def buffer_size(self) -> int:
        return self.buffer[1] if self.buffer is not None else SRM_DEFAULT_RECEIVE_BUFFER


class SerialTraps(Manager):
    """``sysTrapSerialDispatch``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.ports: dict[int, OpenPort] = {}
        self._next_id = 1
        self._rom: dict[str, Chunk] = {}  # the ROM's strings and the default receive buffer
        self.calls: dict[int, Callable[..., int]] = {
            sysSerialInstall: lambda: 0, sysSerialOpen: self.SrmOpen,
            sysSerialOpenBkgnd: self.SrmOpenBackground, sysSerialClose: self.SrmClose,
            sysSerialSleep: lambda: 0, sysSerialWake: lambda: 0,
            sysSerialGetDeviceCount: self.SrmGetDeviceCount, sysSerialGetDeviceInfo: self.SrmGetDeviceInfo,
            sysSerialGetStatus: self.SrmGetStatus, sysSerialClearErr: self.SrmClearErr,
            sysSerialControl: self.SrmControl, sysSerialSend: self.SrmSend,
            sysSerialSendWait: self.SrmSendWait,
            sysSerialSendCheck: self.SrmSendCheck, sysSerialSendFlush: self.SrmSendFlush,
            sysSerialReceive: self.SrmReceive, sysSerialReceiveWait: self.SrmReceiveWait,
            sysSerialReceiveCheck: self.SrmReceiveCheck, sysSerialReceiveFlush: self.SrmReceiveFlush,
            sysSerialSetRcvBuffer: self.SrmSetReceiveBuffer,
            sysSerialRcvWindowOpen: self.SrmReceiveWindowOpen,
            sysSerialRcvWindowClose: self.SrmReceiveWindowClose,
            sysSerialSetWakeupHandler: self.SrmSetWakeupHandler,
            sysSerialPrimeWakeupHandler: self.SrmPrimeWakeupHandler, sysSerialOpenV4: self.SrmExtOpen,
            sysSerialOpenBkgndV4: self.SrmExtOpenBackground, sysSerialCustomControl: self.SrmCustomControl,
        }  # fmt: skip

    @property
    def present(self) -> bool:
        """Whether this device model has the New Serial Manager (Palm OS 3.3 and later)."""
        return (type_code(sysFileCSerialMgr), sysFtrNewSerialPresent) in self.kernel.rom_features

    @selector_trap("SerialDispatch")
    def SerialDispatch(self) -> None:
        """The Serial Manager's calls by the selector in D2 (see the module docstring)."""
        kernel, pc = self.kernel, self.kernel.trap_pc
        if not self.present:
            raise kernel.fault(
                "unimplemented-trap",
                f"trap 0xa367 SerialDispatch is not implemented on {kernel.model.name} "
                "(the New Serial Manager came with Palm OS 3.3)",
                pc,
            )
        selector = self.cpu.d(2) & 0xFFFF
        call = self.calls.get(selector)
        if call is None or (selector > maxSerialSelector33 and kernel.model.rom < (4, 0)):
            where = f" on {kernel.model.name} (Palm OS 4.0's)" if call is not None else ""
            message = f"SerialDispatch (the Serial Manager) has no selector {selector}{where}"
            raise kernel.fault("unimplemented-trap", message, pc)
        layout = struct.Struct(LAYOUTS[selector])
        args = layout.unpack(self.mem.read(kernel.trap_sp, layout.size)) if layout.size else ()
        result = call(*args) & 0xFFFFFFFF
        if kernel.trace is not None:
            shown = ", ".join(f"{a:#x}" if a > 9 else str(a) for a in args)
            kernel.trace(f"{pc:#010x} {NAMES[selector]}({shown}) -> {result}")
        self.cpu.set_d(0, result)

    # -- opening and closing ---------------------------------------------------------------

    def _physical(self, port: int) -> PhysicalPort | None:
        """The device a port number names: a logical port, a device index or a driver's creator."""
        if port in PORT_NAMES:
            return PORT_NAMES[port]
        if port < len(PORTS):
            return PORTS[port]
        for device in PORTS:
            if type_code(self._creator(device)) == port:
                return device
        return None

    def _creator(self, device: PhysicalPort) -> str:
        if device.ir:
            return sysFileCVirtIrComm
        return sysFileCUart328 if self.kernel.model.processor == sysFtrNumProcessor328 else sysFileCUart328EZ

    def _open(self, port: int, baud: int, newPortIdP: int, background: bool) -> int:
        device = self._physical(port)
        if device is None:
            return serErrBadPort
        if baud > MAX_BAUD:
            return serErrBadParam
        if not background and any(p.device is device and not p.background for p in self.ports.values()):
            return serErrAlreadyOpen
        opened = OpenPort(self._next_id, device, baud, background)
        self._next_id += 1
        self.ports[opened.port_id] = opened
        if newPortIdP:
            self.mem.put_u16(newPortIdP, opened.port_id)
        return 0

    def SrmOpen(self, port: int, baud: int, newPortIdP: int) -> int:
        """Err SrmOpen(UInt32 port, UInt32 baud, UInt16 *newPortIdP)"""
        return self._open(port, baud, newPortIdP, background=False)

    def SrmOpenBackground(self, port: int, baud: int, newPortIdP: int) -> int:
        """Err SrmOpenBackground(UInt32 port, UInt32 baud, UInt16 *newPortIdP)"""
        return self._open(port, baud, newPortIdP, background=True)

    def _ext_open(self, port: int, configP: int, configSize: int, newPortIdP: int, background: bool) -> int:
        if not configP or configSize < 8:
            return serErrBadParam
        return self._open(port, self.mem.u32(configP), newPortIdP, background)  # SrmOpenConfigType.baud

    def SrmExtOpen(self, port: int, configP: int, configSize: int, newPortIdP: int) -> int:
        """Err SrmExtOpen(UInt32 port, SrmOpenConfigType *configP, UInt16 configSize, UInt16 *newPortIdP)"""
        return self._ext_open(port, configP, configSize, newPortIdP, background=False)

    def SrmExtOpenBackground(self, port: int, configP: int, configSize: int, newPortIdP: int) -> int:
        """Err SrmExtOpenBackground(UInt32 port, SrmOpenConfigType *configP, UInt16 configSize,
        UInt16 *newPortIdP)"""
        return self._ext_open(port, configP, configSize, newPortIdP, background=True)

    def SrmClose(self, portId: int) -> int:
        """Err SrmClose(UInt16 portId)"""
        return serErrBadPort if self.ports.pop(portId, None) is None else 0

    # -- the devices -----------------------------------------------------------------------

    def SrmGetDeviceCount(self, numOfDevicesP: int) -> int:
        """Err SrmGetDeviceCount(UInt16 *numOfDevicesP)"""
        if not numOfDevicesP:
            return serErrBadParam
        self.mem.put_u16(numOfDevicesP, len(PORTS))
        return 0

    def _rom_string(self, text: str) -> int:
        chunk = self._rom.get(text)
        if chunk is None:
            data = text.encode("latin-1") + b"\0"
            chunk = self.mem.allocate(len(data), owner=OWNER_SYSTEM, label=f"the ROM's {text!r}", data=data)
            self._rom[text] = chunk
        return chunk.address

    def SrmGetDeviceInfo(self, deviceID: int, deviceInfoP: int) -> int:
        """Err SrmGetDeviceInfo(UInt32 deviceID, DeviceInfoType *deviceInfoP)"""
        device = self._physical(deviceID)
        if device is None:
            return serErrBadPort
        if not deviceInfoP:
            return serErrBadParam
        creator = type_code(self._creator(device))
        name = self._rom_string(device.name)
        info = struct.pack(">IIIII8x", creator, device.features, MAX_BAUD, HANDSHAKE_BAUD, name)
        assert len(info) == DEVICE_INFO_SIZE
        self.mem.write(deviceInfoP, info)
        return 0

    # -- status and control ----------------------------------------------------------------

    def SrmGetStatus(self, portId: int, statusFieldP: int, lineErrsP: int) -> int:
        """Err SrmGetStatus(UInt16 portId, UInt32 *statusFieldP, UInt16 *lineErrsP)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        status = (srmStatusRtsOn if port.flags & srmSettingsFlagRTSAutoM else 0) | (
            srmStatusBreakSigOn if port.breaking else 0
        )
        if statusFieldP:
            self.mem.put_u32(statusFieldP, status)
        if lineErrsP:
            self.mem.put_u16(lineErrsP, port.line_errors)
        return 0

    def SrmClearErr(self, portId: int) -> int:
        """Err SrmClearErr(UInt16 portId)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        port.line_errors = 0
        return 0

    def _value(self, valueP: int, valueLenP: int, size: int) -> bool:
        """Whether SrmControl's value pointers are there and say at least ``size`` bytes."""
        return bool(valueP and valueLenP) and self.mem.u16(valueLenP) >= size

    def SrmControl(self, portId: int, op: int, valueP: int, valueLenP: int) -> int:
        """Err SrmControl(UInt16 portId, UInt16 op, void *valueP, UInt16 *valueLenP)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        mem = self.mem
        longs = {srmCtlSetBaudRate, srmCtlGetBaudRate, srmCtlSetFlags, srmCtlGetFlags, srmCtlSetCtsTimeout,
                 srmCtlGetCtsTimeout}  # fmt: skip
        if op in longs:
            if not self._value(valueP, valueLenP, 4):
                return serErrBadParam
            if op == srmCtlSetBaudRate:
                baud = mem.u32(valueP)
                if not 0 < baud <= MAX_BAUD:
                    return serErrBadParam
                port.baud = baud
            elif op == srmCtlSetFlags:
                port.flags = mem.u32(valueP)
            elif op == srmCtlSetCtsTimeout:
                port.cts_timeout = mem.u32(valueP)
            else:
                value = {srmCtlGetBaudRate: port.baud, srmCtlGetFlags: port.flags,
                         srmCtlGetCtsTimeout: port.cts_timeout}[op]  # fmt: skip
                mem.put_u32(valueP, value)
            mem.put_u16(valueLenP, 4)
            return 0
        if op in (srmCtlSetDTRAsserted, srmCtlGetDTRAsserted):
            if not self._value(valueP, valueLenP, 1):
                return serErrBadParam
            if op == srmCtlSetDTRAsserted:
                port.dtr = bool(mem.u8(valueP))
            else:
                mem.put_u8(valueP, int(port.dtr))
            mem.put_u16(valueLenP, 1)
            return 0
        switches: dict[int, tuple[str, bool]] = {
            srmCtlStartBreak: ("breaking", True), srmCtlStopBreak: ("breaking", False),
            srmCtlStartLocalLoopback: ("loopback", True), srmCtlStopLocalLoopback: ("loopback", False),
            srmCtlIrDAEnable: ("irda", True), srmCtlIrDADisable: ("irda", False),
            srmCtlRxEnable: ("receiving", True), srmCtlRxDisable: ("receiving", False),
        }  # fmt: skip
        if op in switches:
            name, on = switches[op]
            setattr(port, name, on)
            return 0
        if op in (srmCtlGetOptimalTransmitSize, srmCtlEmuSetBlockingHook):
            return serErrNotSupported
        return serErrBadParam

    def SrmCustomControl(self, portId: int, opCode: int, creator: int, valueP: int, valueLenP: int) -> int:
        """Err SrmCustomControl(UInt16 portId, UInt16 opCode, UInt32 creator, void *valueP,
        UInt16 *valueLenP)  (the Palm drivers have no custom op codes)"""
        return serErrBadPort if portId not in self.ports else serErrBadParam

    # -- sending ---------------------------------------------------------------------------

    def SrmSend(self, portId: int, bufP: int, count: int, errP: int) -> int:
        """UInt32 SrmSend(UInt16 portId, const void *bufP, UInt32 count, Err *errP)"""
        port = self.ports.get(portId)
        error, sent = 0, count
        if port is None:
            error, sent = serErrBadPort, 0
        elif count and not bufP:
            error, sent = serErrBadParam, 0
        elif count and port.flags & srmSettingsFlagCTSAutoM and not port.loopback:
            self._sleep(port.cts_timeout)  # nobody raises CTS: the send gives up
            error, sent = serErrTimeOut, 0
        elif count and port.loopback and port.receiving:
            self._arrive(port, self.mem.read(bufP, count))
        if errP:
            self.mem.put_u16(errP, error)
        return sent

    def SrmSendWait(self, portId: int) -> int:
        """Err SrmSendWait(UInt16 portId)"""
        return serErrBadPort if portId not in self.ports else 0

    def SrmSendCheck(self, portId: int, numBytesP: int) -> int:
        """Err SrmSendCheck(UInt16 portId, UInt32 *numBytesP)  (everything is sent at once)"""
        if portId not in self.ports:
            return serErrBadPort
        if numBytesP:
            self.mem.put_u32(numBytesP, 0)
        return 0

    def SrmSendFlush(self, portId: int) -> int:
        """Err SrmSendFlush(UInt16 portId)"""
        return serErrBadPort if portId not in self.ports else 0

    # -- receiving -------------------------------------------------------------------------

    def _arrive(self, port: OpenPort, data: bytes) -> None:
        room = port.buffer_size - len(port.received)
        port.received += data[: max(room, 0)]
        if len(data) > room:
            port.line_errors |= serLineErrorSWOverrun

    def _sleep(self, timeout: int) -> None:
        """Wait ``timeout`` ticks for bytes that will not come (the application sleeps)."""
        if timeout < 0:
            raise self.kernel.fault(
                "serial-hang",
                "the application waits for ever for bytes on a serial port nothing is connected to "
                "(a device would hang until reset)",
                self.kernel.trap_pc,
            )
        if timeout:
            self.kernel.wait(self.kernel.ticks + timeout)

    def SrmReceive(self, portId: int, rcvBufP: int, count: int, timeout: int, errP: int) -> int:
        """UInt32 SrmReceive(UInt16 portId, void *rcvBufP, UInt32 count, Int32 timeout, Err *errP)"""
        port = self.ports.get(portId)
        error, got = 0, b""
        if port is None:
            error = serErrBadPort
        elif count and not rcvBufP:
            error = serErrBadParam
        elif port.line_errors:
            error = serErrLineErr
        elif count:
            if len(port.received) < count:
                self._sleep(timeout)
            got = bytes(port.received[:count])
            del port.received[:count]
            if len(got) < count:
                error = serErrTimeOut
            if got:
                self.mem.write(rcvBufP, got)
        if errP:
            self.mem.put_u16(errP, error)
        return len(got)

    def SrmReceiveWait(self, portId: int, bytes: int, timeout: int) -> int:
        """Err SrmReceiveWait(UInt16 portId, UInt32 bytes, Int32 timeout)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        if bytes >= port.buffer_size:
            return serErrBadParam
        if port.line_errors:
            return serErrLineErr
        if len(port.received) >= bytes:
            return 0
        self._sleep(timeout)
        return 0 if len(port.received) >= bytes else serErrTimeOut

    def SrmReceiveCheck(self, portId: int, numBytesP: int) -> int:
        """Err SrmReceiveCheck(UInt16 portId, UInt32 *numBytesP)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        if numBytesP:
            self.mem.put_u32(numBytesP, len(port.received))
        return 0

    def SrmReceiveFlush(self, portId: int, timeout: int) -> int:
        """Err SrmReceiveFlush(UInt16 portId, Int32 timeout)  (empties the queue, then waits
        ``timeout`` ticks for more: none comes)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        port.received.clear()
        port.line_errors = 0
        self._sleep(max(timeout, 0))
        return 0

    def SrmSetReceiveBuffer(self, portId: int, bufP: int, bufSize: int) -> int:
        """Err SrmSetReceiveBuffer(UInt16 portId, void *bufP, UInt16 bufSize)  (NULL or 0: the
        manager's own buffer again)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        port.buffer = (bufP, bufSize) if bufP and bufSize else None
        del port.received[port.buffer_size :]
        return 0

    def SrmReceiveWindowOpen(self, portId: int, bufPP: int, sizeP: int) -> int:
        """Err SrmReceiveWindowOpen(UInt16 portId, UInt8 **bufPP, UInt32 *sizeP)  (the received
        bytes at the start of the receive buffer)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        if not bufPP or not sizeP:
            return serErrBadParam
        if port.buffer is not None:
            address = port.buffer[0]
        else:
            key = f"receive buffer {port.port_id}"
            chunk = self._rom.get(key)
            if chunk is None:
                size = SRM_DEFAULT_RECEIVE_BUFFER
                chunk = self.mem.allocate(size, owner=OWNER_SYSTEM, label=f"the serial {key}")
                self._rom[key] = chunk
            address = chunk.address
        if port.received:
            self.mem.write(address, bytes(port.received))
        self.mem.put_u32(bufPP, address)
        self.mem.put_u32(sizeP, len(port.received))
        return 0

    def SrmReceiveWindowClose(self, portId: int, bytesPulled: int) -> int:
        """Err SrmReceiveWindowClose(UInt16 portId, UInt32 bytesPulled)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        if bytesPulled > len(port.received):
            return serErrBadParam
        del port.received[:bytesPulled]
        return 0

    def SrmSetWakeupHandler(self, portId: int, procP: int, refCon: int) -> int:
        """Err SrmSetWakeupHandler(UInt16 portId, WakeupHandlerProcPtr procP, UInt32 refCon)
        (kept: nothing arrives to call it for)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        port.wakeup = (procP, refCon, port.wakeup[2])
        return 0

    def SrmPrimeWakeupHandler(self, portId: int, minBytes: int) -> int:
        """Err SrmPrimeWakeupHandler(UInt16 portId, UInt16 minBytes)"""
        port = self.ports.get(portId)
        if port is None:
            return serErrBadPort
        port.wakeup = (port.wakeup[0], port.wakeup[1], minBytes)
        return 0


MANAGER = SerialTraps
