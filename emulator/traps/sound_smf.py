"""Standard MIDI File playback (``SoundMgr.h``): ``SndPlaySmf`` and ``SndPlaySmfResource``.

The emulated device has no speaker. A song (``sndSmfCmdPlay``) is checked - an ``MThd`` chunk
of six bytes or more, as the Standard MIDI File format begins - kept in
:attr:`SmfTraps.played` (for tests) and the call returns at once, as after a song that has
played through. A file that is not a MIDI file is ``sndErrFormat``; another command than play
(``sndSmfCmdDuration``) is ``sndErrBadParam``; a missing ``SndPlaySmfResource`` resource is
``sndErrBadParam`` too.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_sdk.errors import sndErrBadParam, sndErrFormat

sndSmfCmdPlay = 1  # SoundMgr.h SndSmfCmdEnum
HEADER = b"MThd"
SMF_HEADER_SIZE = 14  # "MThd", a length of 6 or more, format, tracks, division


def is_midi_file(data: bytes) -> bool:
    """Whether ``data`` begins as a Standard MIDI File does.

    >>> is_midi_file(b"MThd\\0\\0\\0\\6\\0\\0\\0\\1\\0\\x60"), is_midi_file(b"RIFF....")
    (True, False)
    """
    return (
        len(data) >= SMF_HEADER_SIZE and data[:4] == HEADER and int.from_bytes(data[4:8], "big") >= 6
    )


class SmfTraps(Manager):
    """``SoundMgr.h``'s MIDI calls: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.played: list[bytes] = []

    def _play(self, data: bytes) -> int:
        if not is_midi_file(data):
            return sndErrFormat
        self.played.append(data)
        return 0

    @trap("SndPlaySmf")
    def SndPlaySmf(
        self, chanP: int, cmd: int, smfP: int, selP: int, chanRangeP: int, callbacksP: int, bNoWait: int
    ) -> int:
        """Err SndPlaySmf(void *chanP, SndSmfCmdEnum cmd, UInt8 *smfP, SndSmfOptionsType *selP,
        SndSmfChanRangeType *chanRangeP, SndSmfCallbacksType *callbacksP, Boolean bNoWait)"""
        if cmd != sndSmfCmdPlay or not smfP:
            return sndErrBadParam
        chunk = self.mem.chunk_containing(smfP)
        size = chunk.address + chunk.size - smfP if chunk is not None else SMF_HEADER_SIZE
        return self._play(self.mem.read(smfP, min(size, 0x10000)))

    @trap("SndPlaySmfResource")
    def SndPlaySmfResource(self, resType: int, resID: int, volumeSelector: int) -> int:
        """Err SndPlaySmfResource(UInt32 resType, Int16 resID, SystemPreferencesChoice volumeSelector)"""
        data = self.kernel.managers["DataTraps"]
        found = data.resource_bytes(resType.to_bytes(4, "big").decode("latin-1"), resID & 0xFFFF)  # type: ignore[attr-defined]
        if found is None:
            return sndErrBadParam
        return self._play(bytes(found))


MANAGER = SmfTraps
