"""Sound Manager traps: the system sounds an application plays, recorded instead of heard.

A headless emulator has no speaker: ``SndPlaySystemSound`` appends the sound's number to
``Kernel.sounds`` (1 info, 2 warning, 3 error, 4 startup, 5 alarm, 6 confirmation, 7 click),
which a test or the front end can read; ``SndDoCmd`` accepts its commands and plays nothing.

Imports: the standard library, ``emulator``.
"""

from __future__ import annotations

from emulator.traps import Manager, trap


class SoundTraps(Manager):
    """``SoundMgr.h``: see the module docstring."""

    @trap("SndPlaySystemSound")
    def SndPlaySystemSound(self, beepID: int) -> None:
        """void SndPlaySystemSound(SndSysBeepType beepID)"""
        self.kernel.sounds.append(beepID)

    @trap("SndDoCmd")
    def SndDoCmd(self, channelP: int, cmdP: int, noWait: int) -> int:
        """Err SndDoCmd(void *channelP, SndCommandPtr cmdP, Boolean noWait)"""
        return 0

    @trap("SndGetDefaultVolume")
    def SndGetDefaultVolume(self, alarmAmpP: int, sysAmpP: int, masterAmpP: int) -> None:
        """void SndGetDefaultVolume(UInt16 *alarmAmpP, UInt16 *sysAmpP, UInt16 *masterAmpP)"""
        for pointer in (alarmAmpP, sysAmpP, masterAmpP):
            if pointer:
                self.mem.put_u16(pointer, 64)  # sndMaxAmp


MANAGER = SoundTraps
