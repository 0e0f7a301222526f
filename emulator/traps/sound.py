"""Sound Manager traps: the system sounds an application plays, recorded instead of heard.

``SndPlaySystemSound`` is the System's ``play_system_sound``: the sound's number
(``palm_sdk.sound.SndSysBeepType``) is kept in ``System.sounds`` for tests, and the window
rings its bell for it as for the desktop app (:class:`~emulator.device.Device` hands the sounds
of each turn to the front end). ``SndDoCmd`` accepts its commands and plays nothing.
"""

from __future__ import annotations

from emulator.traps import Manager, trap


class SoundTraps(Manager):
    """``SoundMgr.h``: see the module docstring."""

    @trap("SndPlaySystemSound")
    def SndPlaySystemSound(self, beepID: int) -> None:
        """void SndPlaySystemSound(SndSysBeepType beepID)"""
        self.kernel.ui.system.play_system_sound(beepID)

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
