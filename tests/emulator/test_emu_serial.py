"""The New Serial Manager with nothing on the ports: each call of ``sysTrapSerialDispatch`` as the
Palm OS Reference ("Serial Manager") describes a handheld with no cable in its cradle and nobody
in front of its IR window - opening and closing, sends that go out, receives that time out (in
virtual time), the UART's local loopback, the control op codes, the status and the devices - and
the trap's absence before Palm OS 3.3. Each call goes through the trap itself (``TRAP #15`` with
the selector in D2 and the arguments on the stack as C lays them out).
"""

from __future__ import annotations

import struct

import pytest

from emulator.device_models import MODELS
from emulator.errors import AppFault
from emulator.kernel import Kernel
from emulator.traps.serial import LAYOUTS, MAX_BAUD
from palm_sdk.resources import type_code
from palm_sdk.serial import (
    DEVICE_INFO_SIZE,
    SRM_DEFAULT_RECEIVE_BUFFER,
    serDevIRDACapable,
    serErrAlreadyOpen,
    serErrBadParam,
    serErrBadPort,
    serErrLineErr,
    serErrNotSupported,
    serErrTimeOut,
    serPortCradlePort,
    serPortIrPort,
    srmCtlEmuSetBlockingHook,
    srmCtlGetBaudRate,
    srmCtlGetCtsTimeout,
    srmCtlGetDTRAsserted,
    srmCtlGetFlags,
    srmCtlGetOptimalTransmitSize,
    srmCtlIrDAEnable,
    srmCtlSetBaudRate,
    srmCtlSetCtsTimeout,
    srmCtlSetDTRAsserted,
    srmCtlSetFlags,
    srmCtlStartBreak,
    srmCtlStartLocalLoopback,
    srmCtlStopLocalLoopback,
    srmDefaultCTSTimeout,
    srmDefaultSettings,
    srmSettingsFlagCTSAutoM,
    srmStatusBreakSigOn,
    srmStatusCtsOn,
    srmStatusRtsOn,
    sysFileCSerialMgr,
    sysFtrNewSerialPresent,
    sysFtrNewSerialVersion,
    sysSerialClearErr,
    sysSerialClose,
    sysSerialControl,
    sysSerialCustomControl,
    sysSerialGetDeviceCount,
    sysSerialGetDeviceInfo,
    sysSerialGetStatus,
    sysSerialOpen,
    sysSerialOpenBkgnd,
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

SERIAL_DISPATCH = 0xA367
PC = 0x10000100


class Serial:
    """Calls of the Serial Manager through its trap on a kernel of one model."""

    def __init__(self, model: str = "palm35") -> None:
        self.kernel = Kernel(model=MODELS[model])
        self.memory = self.kernel.memory
        self.scratch = self.memory.allocate(256, label="the test's variables")
        self.stack = self.memory.allocate(256, label="the test's stack")

    def at(self, offset: int) -> int:
        return self.scratch.address + offset

    def __call__(self, selector: int, *args: int) -> int:
        frame = struct.pack(LAYOUTS.get(selector, ">"), *args)
        sp = self.stack.address + 64
        self.memory.write(sp, frame)
        self.kernel.cpu.sp = sp
        self.kernel.cpu.set_d(2, selector)
        self.kernel.trap(SERIAL_DISPATCH, PC)
        return self.kernel.cpu.d(0)

    def open(self, port: int = serPortCradlePort, baud: int = 9600) -> int:
        assert self(sysSerialOpen, port, baud, self.at(0)) == 0
        return self.memory.u16(self.at(0))

    def err(self) -> int:
        return self.memory.u16(self.at(8))


def test_every_model_of_palm_os_3_3_and_later_has_the_new_serial_manager() -> None:
    present = (type_code(sysFileCSerialMgr), sysFtrNewSerialPresent)
    version = (type_code(sysFileCSerialMgr), sysFtrNewSerialVersion)
    has = {name for name, model in MODELS.items() if present in model.features()}
    assert has == {"palm35", "palm3c", "m505"}  # Palm OS 3.5 and 4.0; not 3.0 and 3.1
    assert MODELS["m505"].features()[version] == 2 and MODELS["palm35"].features()[version] == 1


@pytest.mark.parametrize("model", ["palm3", "palm3x"])
def test_before_palm_os_3_3_the_trap_is_not_there(model: str) -> None:
    serial = Serial(model)
    with pytest.raises(AppFault, match="SerialDispatch is not implemented on " + model):
        serial(sysSerialOpen, serPortIrPort, 2400, serial.at(0))


def test_srm_open_gives_a_port_id_and_srm_close_ends_it() -> None:
    serial = Serial()
    ir = serial.open(serPortIrPort, 2400)
    cradle = serial.open(serPortCradlePort)
    assert ir and cradle and ir != cradle
    assert serial(sysSerialOpen, serPortIrPort, 2400, serial.at(0)) == serErrAlreadyOpen
    assert serial(sysSerialOpen, 0x8004, 9600, serial.at(0)) == serErrBadPort  # no USB cradle here
    assert serial(sysSerialOpen, 0x7777, 9600, serial.at(0)) == serErrBadPort
    assert serial(sysSerialOpen, serPortCradlePort, MAX_BAUD * 2, serial.at(0)) == serErrBadParam
    assert serial(sysSerialClose, ir) == 0
    assert serial(sysSerialClose, ir) == serErrBadPort  # closed already
    assert serial.open(serPortIrPort) not in (0, cradle)  # the port can be opened again


def test_a_background_open_shares_the_port_with_the_foreground() -> None:
    serial = Serial()
    serial.open(serPortCradlePort)
    assert serial(sysSerialOpenBkgnd, serPortCradlePort, 9600, serial.at(2)) == 0
    assert serial.memory.u16(serial.at(2)) != 0


def test_srm_ext_open_is_palm_os_4_s_and_reads_the_baud_of_its_configuration() -> None:
    serial = Serial("m505")
    serial.memory.write(serial.at(16), struct.pack(">IIIHII", 57600, 0, 0, 0, 0, 0))
    assert serial(sysSerialOpenV4, serPortCradlePort, serial.at(16), 22, serial.at(0)) == 0
    port = serial.memory.u16(serial.at(0))
    assert serial(sysSerialControl, port, srmCtlGetBaudRate, serial.at(40), serial.at(44)) == serErrBadParam
    serial.memory.put_u16(serial.at(44), 4)
    assert serial(sysSerialControl, port, srmCtlGetBaudRate, serial.at(40), serial.at(44)) == 0
    assert serial.memory.u32(serial.at(40)) == 57600
    assert serial(sysSerialOpenV4, serPortIrPort, 0, 22, serial.at(0)) == serErrBadParam
    assert serial(sysSerialCustomControl, port, 1, 0x74657374, 0, 0) == serErrBadParam  # no custom op codes
    with pytest.raises(AppFault, match="no selector 24 on palm35"):
        Serial()(sysSerialOpenV4, serPortCradlePort, 0, 0, 0)


def test_a_send_goes_out_whether_anyone_listens_or_not() -> None:
    serial = Serial()
    port = serial.open()
    serial.memory.write(serial.at(32), b"hello")
    assert serial(sysSerialSend, port, serial.at(32), 5, serial.at(8)) == 5 and serial.err() == 0
    assert serial(sysSerialSendWait, port) == 0 and serial(sysSerialSendFlush, port) == 0
    serial.memory.put_u32(serial.at(12), 99)
    assert serial(sysSerialSendCheck, port, serial.at(12)) == 0 and serial.memory.u32(serial.at(12)) == 0
    assert serial(sysSerialSend, 99, serial.at(32), 5, serial.at(8)) == 0 and serial.err() == serErrBadPort
    assert serial(sysSerialSendWait, 99) == serErrBadPort


def test_a_send_that_waits_for_cts_times_out_as_nobody_raises_it() -> None:
    serial = Serial()
    port = serial.open()
    serial.memory.put_u32(serial.at(40), srmDefaultSettings | srmSettingsFlagCTSAutoM)
    serial.memory.put_u16(serial.at(44), 4)
    assert serial(sysSerialControl, port, srmCtlSetFlags, serial.at(40), serial.at(44)) == 0
    before = serial.kernel.ticks
    assert serial(sysSerialSend, port, serial.at(32), 5, serial.at(8)) == 0 and serial.err() == serErrTimeOut
    assert serial.kernel.ticks - before == srmDefaultCTSTimeout  # 5 s of virtual time


def test_a_receive_waits_its_timeout_and_answers_ser_err_time_out() -> None:
    serial = Serial()
    port = serial.open(serPortIrPort, 2400)
    before = serial.kernel.ticks
    assert serial(sysSerialReceive, port, serial.at(32), 4, 50, serial.at(8)) == 0
    assert serial.err() == serErrTimeOut and serial.kernel.ticks - before == 50
    assert serial(sysSerialReceiveWait, port, 1, 20) == serErrTimeOut and serial.kernel.ticks - before == 70
    assert serial(sysSerialReceiveWait, port, SRM_DEFAULT_RECEIVE_BUFFER, 20) == serErrBadParam
    assert serial(sysSerialReceive, port, serial.at(32), 0, 50, serial.at(8)) == 0 and serial.err() == 0
    serial.memory.put_u32(serial.at(12), 99)
    assert serial(sysSerialReceiveCheck, port, serial.at(12)) == 0 and serial.memory.u32(serial.at(12)) == 0
    assert serial(sysSerialReceiveFlush, port, 10) == 0 and serial.kernel.ticks - before == 80


def test_waiting_for_ever_for_bytes_that_cannot_come_is_said() -> None:
    serial = Serial()
    port = serial.open()
    with pytest.raises(AppFault) as caught:
        serial(sysSerialReceive, port, serial.at(32), 4, -1, serial.at(8))
    assert caught.value.kind == "serial-hang"


def test_in_local_loopback_what_is_sent_is_received() -> None:
    serial = Serial()
    port = serial.open()
    assert serial(sysSerialControl, port, srmCtlStartLocalLoopback, 0, 0) == 0
    serial.memory.write(serial.at(32), b"ping")
    assert serial(sysSerialSend, port, serial.at(32), 4, serial.at(8)) == 4
    assert serial(sysSerialReceiveCheck, port, serial.at(12)) == 0 and serial.memory.u32(serial.at(12)) == 4
    assert serial(sysSerialReceiveWait, port, 4, 0) == 0
    assert serial(sysSerialReceive, port, serial.at(64), 3, 0, serial.at(8)) == 3 and serial.err() == 0
    assert serial.memory.read(serial.at(64), 3) == b"pin"
    # the window: the byte left, at the start of the manager's own receive buffer
    assert serial(sysSerialRcvWindowOpen, port, serial.at(16), serial.at(20)) == 0
    window = serial.memory.u32(serial.at(16))
    assert serial.memory.u32(serial.at(20)) == 1 and serial.memory.read(window, 1) == b"g"
    assert serial(sysSerialRcvWindowClose, port, 2) == serErrBadParam
    assert serial(sysSerialRcvWindowClose, port, 1) == 0
    assert serial(sysSerialReceiveCheck, port, serial.at(12)) == 0 and serial.memory.u32(serial.at(12)) == 0
    assert serial(sysSerialControl, port, srmCtlStopLocalLoopback, 0, 0) == 0
    assert serial(sysSerialSend, port, serial.at(32), 4, serial.at(8)) == 4
    assert serial(sysSerialReceiveCheck, port, serial.at(12)) == 0 and serial.memory.u32(serial.at(12)) == 0


def test_a_receive_buffer_of_the_application_bounds_the_queue_and_an_overrun_is_a_line_error() -> None:
    serial = Serial()
    port = serial.open()
    buffer = serial.memory.allocate(16, label="the application's receive buffer")
    assert serial(sysSerialSetRcvBuffer, port, buffer.address, 16) == 0
    assert serial(sysSerialControl, port, srmCtlStartLocalLoopback, 0, 0) == 0
    serial.memory.write(serial.at(32), bytes(range(20)))
    assert serial(sysSerialSend, port, serial.at(32), 20, serial.at(8)) == 20
    assert serial(sysSerialGetStatus, port, serial.at(12), serial.at(16)) == 0
    assert serial.memory.u16(serial.at(16)) != 0  # serLineErrorSWOverrun
    assert serial(sysSerialReceive, port, serial.at(64), 1, 0, serial.at(8)) == 0
    assert serial.err() == serErrLineErr
    assert serial(sysSerialClearErr, port) == 0
    assert serial(sysSerialRcvWindowOpen, port, serial.at(20), serial.at(24)) == 0
    assert serial.memory.u32(serial.at(20)) == buffer.address and serial.memory.u32(serial.at(24)) == 16
    assert serial.memory.read(buffer.address, 16) == bytes(range(16))
    assert serial(sysSerialSetRcvBuffer, port, 0, 0) == 0  # the manager's own again


def test_srm_control_keeps_the_settings_and_refuses_what_a_uart_cannot_do() -> None:
    serial = Serial()
    port = serial.open()
    value, length = serial.at(40), serial.at(44)

    def control(op: int, put: int | None = None) -> tuple[int, int]:
        if put is not None:
            serial.memory.put_u32(value, put)
        serial.memory.put_u16(length, 4)
        return serial(sysSerialControl, port, op, value, length), serial.memory.u32(value)

    assert control(srmCtlGetFlags) == (0, srmDefaultSettings)
    assert control(srmCtlGetCtsTimeout) == (0, srmDefaultCTSTimeout)
    assert control(srmCtlSetBaudRate, 19200)[0] == 0 and control(srmCtlGetBaudRate) == (0, 19200)
    assert control(srmCtlSetBaudRate, 0)[0] == serErrBadParam
    assert control(srmCtlSetCtsTimeout, 300)[0] == 0 and control(srmCtlGetCtsTimeout) == (0, 300)
    assert serial(sysSerialControl, port, srmCtlSetFlags, value, 0) == serErrBadParam  # no length
    assert serial(sysSerialControl, port, srmCtlIrDAEnable, 0, 0) == 0
    assert control(srmCtlGetOptimalTransmitSize)[0] == serErrNotSupported
    assert control(srmCtlEmuSetBlockingHook)[0] == serErrNotSupported
    assert control(0x1234)[0] == serErrBadParam
    assert serial(sysSerialControl, 99, srmCtlGetFlags, value, length) == serErrBadPort
    serial.memory.put_u16(length, 1)
    serial.memory.put_u8(value, 0)
    assert serial(sysSerialControl, port, srmCtlSetDTRAsserted, value, length) == 0
    serial.memory.put_u8(value, 7)
    assert serial(sysSerialControl, port, srmCtlGetDTRAsserted, value, length) == 0
    assert serial.memory.u8(value) == 0


def test_srm_get_status_says_rts_on_and_nobody_s_cts_or_dsr() -> None:
    serial = Serial()
    port = serial.open()
    assert serial(sysSerialGetStatus, port, serial.at(12), serial.at(16)) == 0
    status = serial.memory.u32(serial.at(12))
    assert status & srmStatusRtsOn and not status & srmStatusCtsOn and serial.memory.u16(serial.at(16)) == 0
    assert serial(sysSerialControl, port, srmCtlStartBreak, 0, 0) == 0
    assert serial(sysSerialGetStatus, port, serial.at(12), 0) == 0
    assert serial.memory.u32(serial.at(12)) & srmStatusBreakSigOn
    assert serial(sysSerialGetStatus, 99, serial.at(12), 0) == serErrBadPort
    assert serial(sysSerialClearErr, 99) == serErrBadPort


def test_the_device_has_a_cradle_port_and_an_ir_port() -> None:
    serial = Serial()
    assert serial(sysSerialGetDeviceCount, serial.at(0)) == 0 and serial.memory.u16(serial.at(0)) == 2
    assert serial(sysSerialGetDeviceInfo, 1, serial.at(32)) == 0
    creator, features, max_baud, _, name = struct.unpack(">IIIII", serial.memory.read(serial.at(32), 20))
    assert creator.to_bytes(4, "big") == b"ircm" and features & serDevIRDACapable and max_baud == MAX_BAUD
    assert serial.memory.cstring(name) == b"Infrared port"
    assert serial(sysSerialGetDeviceInfo, serPortCradlePort, serial.at(32 + DEVICE_INFO_SIZE)) == 0
    assert serial.memory.read(serial.at(32 + DEVICE_INFO_SIZE), 4) == b"u328"  # the 68328's UART
    assert serial(sysSerialGetDeviceInfo, 5, serial.at(32)) == serErrBadPort
    assert Serial("m505")(sysSerialOpen, type_code("u8EZ"), 9600, 0) == 0  # a port by its driver


def test_the_system_s_calls_and_the_wakeup_handler_are_accepted() -> None:
    serial = Serial()
    port = serial.open()
    assert serial(sysSerialSleep) == 0 and serial(sysSerialWake) == 0
    assert serial(sysSerialSetWakeupHandler, port, 0x10000200, 7) == 0
    assert serial(sysSerialPrimeWakeupHandler, port, 1) == 0
    assert serial(sysSerialSetWakeupHandler, 99, 0, 0) == serErrBadPort
    with pytest.raises(AppFault, match="no selector 99"):
        serial(99)
