"""The Sound Manager's system sounds: what ``SndPlaySystemSound`` takes.

SDK 3.5 ``Core/System/SoundMgr.h`` (``enum SndSysBeepTag``, typedef ``SndSysBeepType``): the
sounds every Palm OS device plays the same way, each at the user's system or game volume.
"""

from enum import IntEnum


class SndSysBeepType(IntEnum):
    """``SndSysBeepType`` (``SoundMgr.h`` ``enum SndSysBeepTag``)."""

    sndInfo = 1
    sndWarning = 2
    sndError = 3
    sndStartUp = 4
    sndAlarm = 5
    sndConfirmation = 6
    sndClick = 7
