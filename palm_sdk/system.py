"""System Manager, Feature Manager, preferences and sound facts: what a launched app asks the OS.

SDK 3.5 ``Core/System/SystemMgr.h`` (the ROM version a 3.5 device reports through
``FtrGet(sysFtrCreator, sysFtrNumROMVersion)``, ``sysMakeROMVersion``, the processor feature),
``Core/System/SystemResources.h`` (the creator of system files and the types of the preference
databases), ``Core/System/Preferences.h`` (``noPreferenceFound``) and ``Core/System/SoundMgr.h``
(``SndSysBeepType``, the sounds ``SndPlaySystemSound`` plays).

Imports: the standard library only.
"""

from enum import IntEnum

sysFileCSystem = "psys"  # creator of system files (SystemResources.h)
sysFtrCreator = sysFileCSystem  # the creator of the system's features (SystemMgr.h)
sysFtrNumROMVersion = 1
sysFtrNumProcessorID = 2
sysFtrNumProcessor328 = 0x00010000  # Motorola 68328 (DragonBall)
sysROMStageRelease = 3


def sysMakeROMVersion(major: int, minor: int, fix: int, stage: int, build: int) -> int:
    """``sysMakeROMVersion``: the ROM version as ``FtrGet`` returns it.

    >>> hex(sysMakeROMVersion(3, 5, 0, sysROMStageRelease, 0))
    '0x3503000'
    """
    return ((major & 0xFF) << 24) | ((minor & 0xF) << 20) | ((fix & 0xF) << 16) | ((stage & 0xF) << 12) | (
        build & 0x0FFF
    )


ROM_VERSION_35 = sysMakeROMVersion(3, 5, 0, sysROMStageRelease, 0)
"""What a Palm OS 3.5 device answers for ``sysFtrNumROMVersion``."""

sysFileTSavedPreferences = "sprf"  # type of the database of saved preferences (SystemResources.h)
sysFileTPreferences = "pref"  # ... and of unsaved ones
SAVED_PREFERENCES_DB = "Saved Preferences"  # the names Palm OS gives those databases
UNSAVED_PREFERENCES_DB = "Unsaved Preferences"
noPreferenceFound = -1  # PrefGetAppPreferences: the application has no such preference


class SndSysBeepType(IntEnum):
    """``SndSysBeepType`` (``SoundMgr.h``): the system sounds."""

    sndInfo = 1
    sndWarning = 2
    sndError = 3
    sndStartUp = 4
    sndAlarm = 5
    sndConfirmation = 6
    sndClick = 7
