"""System Manager, Feature Manager and preferences facts: what a launched app asks the OS.

SDK 3.5 ``Core/System/SystemMgr.h`` (the ROM version a 3.5 device reports through
``FtrGet(sysFtrCreator, sysFtrNumROMVersion)``, ``sysMakeROMVersion``, the processor feature),
``Core/System/SystemResources.h`` (the creator of system files and the types of the preference
databases) and ``Core/System/Preferences.h`` (``noPreferenceFound``, ``SystemPreferencesChoice``).
The sounds of ``SndPlaySystemSound`` are in :mod:`palm_sdk.sound`.
"""

from enum import IntEnum

sysFileCSystem = "psys"  # creator of system files (SystemResources.h)
sysFtrCreator = sysFileCSystem  # the creator of the system's features (SystemMgr.h)
sysFtrNumROMVersion = 1
sysFtrNumProcessorID = 2
sysFtrNumProcessor328 = 0x00010000  # Motorola 68328 (DragonBall)
sysFtrNumProcessorEZ = 0x00020000  # Motorola 68EZ328 (DragonBall EZ)
sysFtrNumProcessorVZ = 0x00030000  # Motorola 68VZ328 (DragonBall VZ)
sysFtrNumDisplayDepth = 7  # the screen's default depth in bits (Palm OS 3.0)
sysFtrNumWinVersion = 24  # the Window Manager's version (Palm OS 4.0: 3; absent before)
sysROMStageRelease = 3


def sysMakeROMVersion(major: int, minor: int, fix: int, stage: int, build: int) -> int:
    """``sysMakeROMVersion``: the ROM version as ``FtrGet`` returns it.

    >>> hex(sysMakeROMVersion(3, 5, 0, sysROMStageRelease, 0))
    '0x3503000'
    """
    return (
        ((major & 0xFF) << 24)
        | ((minor & 0xF) << 20)
        | ((fix & 0xF) << 16)
        | ((stage & 0xF) << 12)
        | (build & 0x0FFF)
    )


ROM_VERSION_35 = sysMakeROMVersion(3, 5, 0, sysROMStageRelease, 0)
"""What a Palm OS 3.5 device answers for ``sysFtrNumROMVersion``."""

sysFileTSavedPreferences = "sprf"  # type of the database of saved preferences (SystemResources.h)
sysFileTPreferences = "pref"  # ... and of unsaved ones
SAVED_PREFERENCES_DB = "Saved Preferences"  # the names Palm OS gives those databases
UNSAVED_PREFERENCES_DB = "Unsaved Preferences"
noPreferenceFound = -1  # PrefGetAppPreferences: the application has no such preference
preferenceDataVer8 = 8  # the SystemPreferencesType version of Palm OS 3.5


class SystemPreferencesChoice(IntEnum):
    """``SystemPreferencesChoice`` (Preferences.h): what ``PrefGetPreference`` is asked for."""

    prefVersion = 0
    prefCountry = 1
    prefDateFormat = 2
    prefLongDateFormat = 3
    prefWeekStartDay = 4
    prefTimeFormat = 5
    prefNumberFormat = 6
    prefAutoOffDuration = 7
    prefSysSoundLevelV20 = 8
    prefGameSoundLevelV20 = 9
    prefAlarmSoundLevelV20 = 10
    prefHidePrivateRecordsV33 = 11
    prefDeviceLocked = 12
    prefLocalSyncRequiresPassword = 13
    prefRemoteSyncRequiresPassword = 14
    prefSysBatteryKind = 15
    prefAllowEasterEggs = 16
    prefMinutesWestOfGMT = 17
    prefDaylightSavings = 18
    prefRonamaticChar = 19
    prefHard1CharAppCreator = 20
    prefHard2CharAppCreator = 21
    prefHard3CharAppCreator = 22
    prefHard4CharAppCreator = 23
    prefCalcCharAppCreator = 24
    prefHardCradleCharAppCreator = 25
    prefLauncherAppCreator = 26
    prefSysPrefFlags = 27
    prefHardCradle2CharAppCreator = 28
    prefAnimationLevel = 29
    prefSysSoundVolume = 30
    prefGameSoundVolume = 31
    prefAlarmSoundVolume = 32
    prefBeamReceive = 33
    prefCalibrateDigitizerAtReset = 34
    prefSystemKeyboardID = 35
    prefDefSerialPlugIn = 36
    prefStayOnWhenPluggedIn = 37
    prefStayLitWhenPluggedIn = 38
    prefAntennaCharAppCreator = 39
    prefMeasurementSystem = 40
    prefShowPrivateRecords = 41
    prefAutoOffDurationSecs = 42
