"""Launch codes and flags: why ``PilotMain(cmd, cmdPBP, launchFlags)`` was called, and how.

SDK 3.5 ``Core/System/SystemMgr.h``. A game acts on ``sysAppLaunchCmdNormalLaunch`` (the user
tapped its icon) and returns 0 for the others; ``sysAppLaunchFlagNewGlobals`` says its globals
were set up (so it may use them).
"""

# Launch codes (SystemMgr.h sysAppLaunchCmd*)
sysAppLaunchCmdNormalLaunch = 0
sysAppLaunchCmdFind = 1
sysAppLaunchCmdGoTo = 2
sysAppLaunchCmdSyncNotify = 3
sysAppLaunchCmdTimeChange = 4
sysAppLaunchCmdSystemReset = 5
sysAppLaunchCmdAlarmTriggered = 6
sysAppLaunchCmdDisplayAlarm = 7
sysAppLaunchCmdCountryChange = 8
sysAppLaunchCmdSyncRequestLocal = 9
sysAppLaunchCmdSaveData = 10
sysAppLaunchCmdInitDatabase = 11
sysAppLaunchCmdSyncCallApplicationV10 = 12
sysAppLaunchCmdPanelCalledFromApp = 13
sysAppLaunchCmdReturnFromPanel = 14
sysAppLaunchCmdLookup = 15
sysAppLaunchCmdSystemLock = 16
sysAppLaunchCmdSyncRequestRemote = 17
sysAppLaunchCmdHandleSyncCallApp = 18
sysAppLaunchCmdAddRecord = 19

# Launch flags (SystemMgr.h sysAppLaunchFlag*)
sysAppLaunchFlagNewThread = 0x01
sysAppLaunchFlagNewStack = 0x02
sysAppLaunchFlagNewGlobals = 0x04
sysAppLaunchFlagUIApp = 0x08
sysAppLaunchFlagSubCall = 0x10
sysAppLaunchFlagDataRelocated = 0x80
