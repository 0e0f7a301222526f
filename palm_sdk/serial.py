"""The New Serial Manager (Palm OS 3.3 and later): its trap, selectors, feature, ports and errors.

SDK 4.0 ``Core/System/SerialMgr.h`` (the header Palm OS 3.3 introduced) and
``SystemResources.h``. Every call is the one trap ``sysTrapSerialDispatch`` (``0xA367``,
``SerialDispatch`` in :mod:`palm_sdk.traps`) with a selector in D2 and the C arguments on the stack.
A device with the manager answers ``FtrGet(sysFileCSerialMgr, sysFtrNewSerialPresent)`` with a
non-zero value; the selectors marked V4 (``SrmExtOpen``, ``SrmExtOpenBackground``,
``SrmCustomControl``) came with Palm OS 4.0, whose manager is version 2.
"""

sysFileCSerialMgr = "smgr"  # the Serial Manager's creator, its features' creator
sysFileCUart328 = "u328"  # the DragonBall 68328's UART driver (the cradle's serial port)
sysFileCUart328EZ = "u8EZ"  # the 68EZ328's and 68VZ328's UART driver
sysFileCVirtIrComm = "ircm"  # the IrComm virtual driver (the IR port as a serial port)
sysFtrNewSerialPresent = 1  # non-zero: the New Serial Manager is installed
sysFtrNewSerialVersion = 2  # its version
serMgrVersion = 2  # SDK 4.0 (Palm OS 4.0: the V4 selectors)
serMgrVersion33 = 1  # Palm OS 3.3 to 3.5, without the V4 selectors

serPortCradlePort = 0x8000  # the cradle's port, whatever its kind (also serPortLocalHotSync)
serPortIrPort = 0x8001  # the IR port
serPortConsolePort = 0x8002  # the console (the debugger's) port: the cradle's on a handheld
serPortCradleRS232Port = 0x8003
serPortCradleUSBPort = 0x8004

# Errors (serErrorClass 0x0300, SystemMgr.h).
serErrBadParam = 0x0301
serErrBadPort = 0x0302
serErrNoMem = 0x0303
serErrBadConnID = 0x0304
serErrTimeOut = 0x0305
serErrLineErr = 0x0306
serErrAlreadyOpen = 0x0307
serErrStillOpen = 0x0308
serErrNotOpen = 0x0309
serErrNotSupported = 0x030A
serErrNoDevicesAvail = 0x030B

# SrmOpenConfigType's and SrmControl's flag settings.
srmSettingsFlagStopBits1 = 0x00000000
srmSettingsFlagParityOnM = 0x00000002
srmSettingsFlagRTSAutoM = 0x00000010  # RTS raised by the UART while its buffer has room
srmSettingsFlagCTSAutoM = 0x00000020  # send only while the peer raises CTS
srmSettingsFlagBitsPerChar8 = 0x000000C0
srmSettingsFlagRTSInactive = 0x00000200
srmDefaultSettings = (
    srmSettingsFlagBitsPerChar8
    | srmSettingsFlagStopBits1
    | srmSettingsFlagRTSAutoM
    | srmSettingsFlagRTSInactive
)
srmDefaultCTSTimeout = 5 * 100  # 5 * sysTicksPerSecond

serLineErrorSWOverrun = 0x0020  # SrmGetStatus's line errors: the receive queue overflowed

# SrmGetStatus's status bits.
srmStatusCtsOn = 0x00000001
srmStatusRtsOn = 0x00000002
srmStatusDsrOn = 0x00000004
srmStatusBreakSigOn = 0x00000008

# DeviceInfoType.serDevFtrInfo bits.
serDevCradlePort = 0x00000001
serDevRS232Serial = 0x00000002
serDevIRDACapable = 0x00000004
serDevCncMgrVisible = 0x00000010
serDevConsolePort = 0x00000020
DEVICE_INFO_SIZE = 28  # DeviceInfoType: creator, ftrInfo, maxBaud, handshakeBaud, portInfoStr, reserved[8]

# SrmControl's op codes (SrmCtlEnum).
srmCtlSetBaudRate = 1
srmCtlGetBaudRate = 2
srmCtlSetFlags = 3
srmCtlGetFlags = 4
srmCtlSetCtsTimeout = 5
srmCtlGetCtsTimeout = 6
srmCtlStartBreak = 7
srmCtlStopBreak = 8
srmCtlStartLocalLoopback = 9
srmCtlStopLocalLoopback = 10
srmCtlIrDAEnable = 11
srmCtlIrDADisable = 12
srmCtlRxEnable = 13
srmCtlRxDisable = 14
srmCtlEmuSetBlockingHook = 15  # the Simulator's only: not on a device
srmCtlUserDef = 16
srmCtlGetOptimalTransmitSize = 17
srmCtlSetDTRAsserted = 18
srmCtlGetDTRAsserted = 19

# The selectors of sysTrapSerialDispatch (sysSerialSelector), in the header's order.
sysSerialInstall = 0
sysSerialOpen = 1  # Err SrmOpen(UInt32 port, UInt32 baud, UInt16 *newPortIdP)
sysSerialOpenBkgnd = 2  # Err SrmOpenBackground(UInt32 port, UInt32 baud, UInt16 *newPortIdP)
sysSerialClose = 3  # Err SrmClose(UInt16 portId)
sysSerialSleep = 4  # Err SrmSleep(void)
sysSerialWake = 5  # Err SrmWake(void)
sysSerialGetDeviceCount = 6  # Err SrmGetDeviceCount(UInt16 *numOfDevicesP)
sysSerialGetDeviceInfo = 7  # Err SrmGetDeviceInfo(UInt32 deviceID, DeviceInfoType *deviceInfoP)
sysSerialGetStatus = 8  # Err SrmGetStatus(UInt16 portId, UInt32 *statusFieldP, UInt16 *lineErrsP)
sysSerialClearErr = 9  # Err SrmClearErr(UInt16 portId)
sysSerialControl = 10  # Err SrmControl(UInt16 portId, UInt16 op, void *valueP, UInt16 *valueLenP)
sysSerialSend = 11  # UInt32 SrmSend(UInt16 portId, const void *bufP, UInt32 count, Err *errP)
sysSerialSendWait = 12  # Err SrmSendWait(UInt16 portId)
sysSerialSendCheck = 13  # Err SrmSendCheck(UInt16 portId, UInt32 *numBytesP)
sysSerialSendFlush = 14  # Err SrmSendFlush(UInt16 portId)
sysSerialReceive = 15  # UInt32 SrmReceive(UInt16 portId, void *rcvBufP, UInt32 count, Int32 timeout,
#                                           Err *errP)
sysSerialReceiveWait = 16  # Err SrmReceiveWait(UInt16 portId, UInt32 bytes, Int32 timeout)
sysSerialReceiveCheck = 17  # Err SrmReceiveCheck(UInt16 portId, UInt32 *numBytesP)
sysSerialReceiveFlush = 18  # Err SrmReceiveFlush(UInt16 portId, Int32 timeout)
sysSerialSetRcvBuffer = 19  # Err SrmSetReceiveBuffer(UInt16 portId, void *bufP, UInt16 bufSize)
sysSerialRcvWindowOpen = 20  # Err SrmReceiveWindowOpen(UInt16 portId, UInt8 **bufPP, UInt32 *sizeP)
sysSerialRcvWindowClose = 21  # Err SrmReceiveWindowClose(UInt16 portId, UInt32 bytesPulled)
sysSerialSetWakeupHandler = 22  # Err SrmSetWakeupHandler(UInt16 portId, WakeupHandlerProcPtr procP,
#                                                         UInt32 refCon)
sysSerialPrimeWakeupHandler = 23  # Err SrmPrimeWakeupHandler(UInt16 portId, UInt16 minBytes)
sysSerialOpenV4 = 24  # Err SrmExtOpen(UInt32 port, SrmOpenConfigType *configP, UInt16 configSize,
#                                       UInt16 *newPortIdP)
sysSerialOpenBkgndV4 = 25  # Err SrmExtOpenBackground(same)
sysSerialCustomControl = 26  # Err SrmCustomControl(UInt16 portId, UInt16 opCode, UInt32 creator,
#                                                   void *valueP, UInt16 *valueLenP)
maxSerialSelector33 = sysSerialPrimeWakeupHandler  # the last selector before Palm OS 4.0
maxSerialSelector = sysSerialCustomControl

SRM_DEFAULT_RECEIVE_BUFFER = 512  # the manager's own receive queue, until SrmSetReceiveBuffer gives one
