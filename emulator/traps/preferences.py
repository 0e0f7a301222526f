"""Preference traps: the application's preferences kept as Palm OS keeps them, resources of the
databases "Saved Preferences" and "Unsaved Preferences" (type ``sprf``, creator ``psys``),
resource type = the application's creator, id = its preference id, data = the 2-byte version
followed by the preference bytes (on the card, ``.prc`` files beside the others); and the
system's preferences, this device's factory settings."""

from __future__ import annotations

import struct

from emulator.databases import Db, Slot
from emulator.traps import Manager, trap
from emulator.traps.data_core import fourcc
from palm_sdk.system import (
    SAVED_PREFERENCES_DB,
    UNSAVED_PREFERENCES_DB,
    noPreferenceFound,
    preferenceDataVer8,
    sysFileCSystem,
    sysFileTPreferences,
    sysFileTSavedPreferences,
)
from palm_sdk.system import SystemPreferencesChoice as Pref


class PreferenceTraps(Manager):
    """``Preferences.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.card = self.kernel.card

    def _prefs_db(self, saved: bool, create: bool) -> Db | None:
        name = SAVED_PREFERENCES_DB if saved else UNSAVED_PREFERENCES_DB
        db = self.card.find(name)
        if db is None and create:
            kind = sysFileTSavedPreferences if saved else sysFileTPreferences
            db = self.card.create(name, sysFileCSystem, kind, True)
        if db is not None and db.slots is None and db.path is not None:
            self.card._load(db)
        return db

    @trap("PrefGetAppPreferences")
    def PrefGetAppPreferences(self, creator: int, id_: int, prefs: int, prefsSize: int, saved: int) -> int:
        """Int16 PrefGetAppPreferences(UInt32 creator, UInt16 id, void *prefs, UInt16 *prefsSize,
        Boolean saved)"""
        db = self._prefs_db(bool(saved), create=False)
        slot = None
        if db is not None:
            slot = next((s for s in db.slots or [] if s.type == fourcc(creator) and s.id == id_), None)
        if slot is None or len(slot.data) < 2:
            return noPreferenceFound
        version = int.from_bytes(slot.data[:2], "big", signed=True)
        body = slot.data[2:]
        if prefsSize:
            room = self.mem.u16(prefsSize)
            if prefs:
                self.mem.write(prefs, body[:room])
            self.mem.put_u16(prefsSize, len(body))
        return version

    @trap("PrefSetAppPreferences")
    def PrefSetAppPreferences(
        self, creator: int, id_: int, version: int, prefs: int, prefsSize: int, saved: int
    ) -> None:
        """void PrefSetAppPreferences(UInt32 creator, UInt16 id, Int16 version, const void *prefs,
        UInt16 prefsSize, Boolean saved)"""
        db = self._prefs_db(bool(saved), create=True)
        assert db is not None and db.slots is not None
        data = (version & 0xFFFF).to_bytes(2, "big") + (self.mem.read(prefs, prefsSize) if prefs else b"")
        for slot in db.slots:
            if slot.type == fourcc(creator) and slot.id == id_:
                slot.data = data
                break
        else:
            db.slots.append(Slot(data, type=fourcc(creator), id=id_))
        self.card.touch(db)
        if db.open_count == 0:
            self.card.flush(db)

    # Palm OS 1.0's calls: one block of preferences (ID 0, saved) for a creator and a version.
    @trap("PrefGetAppPreferencesV10")
    def PrefGetAppPreferencesV10(self, type_: int, version: int, prefs: int, prefsSize: int) -> int:
        """Boolean PrefGetAppPreferencesV10(UInt32 type, Int16 version, void *prefs, UInt16 prefsSize)
        (false when there are none, or of another version)"""
        db = self._prefs_db(True, create=False)
        slots = db.slots or [] if db is not None else []
        slot = next((s for s in slots if s.type == fourcc(type_) and s.id == 0), None)
        if slot is None or len(slot.data) < 2:
            return 0
        if int.from_bytes(slot.data[:2], "big", signed=True) != version:
            return 0
        if prefs and prefsSize:
            self.mem.write(prefs, slot.data[2 : 2 + prefsSize])
        return 1

    @trap("PrefSetAppPreferencesV10")
    def PrefSetAppPreferencesV10(self, creator: int, version: int, prefs: int, prefsSize: int) -> None:
        """void PrefSetAppPreferencesV10(UInt32 creator, Int16 version, void *prefs, UInt16 prefsSize)"""
        self.PrefSetAppPreferences(creator, 0, version, prefs, prefsSize, 1)

    @trap("PrefGetPreference")
    def PrefGetPreference(self, choice: int) -> int:
        """UInt32 PrefGetPreference(SystemPreferencesChoice choice)"""
        if choice not in Pref._value2member_map_:
            self.kernel.report("bad-parameter", f"PrefGetPreference({choice}): no such preference")
            return 0
        return SYSTEM_PREFERENCES.get(Pref(choice), 0)

    @trap("PrefGetPreferences")
    def PrefGetPreferences(self, p: int) -> None:
        """void PrefGetPreferences(SystemPreferencesPtr p)  (the Palm OS 3.5 structure, 86 bytes)"""
        self.mem.write(p, system_preferences())



# This device's settings: a United States Palm OS 3.5 handheld as it leaves the factory
# (cUnitedStates, dfMDYWithSlashes, dfMDYLongWithComma, tfColonAMPM, sounds on at sndMaxAmp,
# two minutes to auto-off); what is not listed is 0.
SYSTEM_PREFERENCES = {
    Pref.prefVersion: preferenceDataVer8,
    Pref.prefCountry: 23,
    Pref.prefLongDateFormat: 7,
    Pref.prefAutoOffDuration: 2,
    Pref.prefAnimationLevel: 2,
    Pref.prefSysSoundVolume: 64,
    Pref.prefGameSoundVolume: 64,
    Pref.prefAlarmSoundVolume: 64,
    Pref.prefBeamReceive: 1,
    Pref.prefAutoOffDurationSecs: 120,
}

# ``SystemPreferencesType`` (SDK 3.5) in memory order: (the choice a field answers, or None for
# reserved fields, struct format).
P = Pref
PREFERENCES_LAYOUT: tuple[tuple[Pref | None, str], ...] = (
    (P.prefVersion, "H"), (P.prefCountry, "B"), (P.prefDateFormat, "B"), (P.prefLongDateFormat, "B"),
    (P.prefWeekStartDay, "B"), (P.prefTimeFormat, "B"), (P.prefNumberFormat, "B"),
    (P.prefAutoOffDuration, "B"), (P.prefSysSoundLevelV20, "B"), (P.prefGameSoundLevelV20, "B"),
    (P.prefAlarmSoundLevelV20, "B"), (P.prefHidePrivateRecordsV33, "B"), (P.prefDeviceLocked, "B"),
    (P.prefLocalSyncRequiresPassword, "B"), (P.prefRemoteSyncRequiresPassword, "B"),
    (P.prefSysPrefFlags, "H"), (P.prefSysBatteryKind, "B"), (None, "B"), (P.prefMinutesWestOfGMT, "I"),
    (P.prefDaylightSavings, "B"), (None, "B"), (P.prefRonamaticChar, "H"),
    (P.prefHard1CharAppCreator, "I"), (P.prefHard2CharAppCreator, "I"), (P.prefHard3CharAppCreator, "I"),
    (P.prefHard4CharAppCreator, "I"), (P.prefCalcCharAppCreator, "I"),
    (P.prefHardCradleCharAppCreator, "I"), (P.prefLauncherAppCreator, "I"),
    (P.prefHardCradle2CharAppCreator, "I"), (P.prefAnimationLevel, "B"), (None, "B"),
    (P.prefSysSoundVolume, "H"), (P.prefGameSoundVolume, "H"), (P.prefAlarmSoundVolume, "H"),
    (P.prefBeamReceive, "B"), (P.prefCalibrateDigitizerAtReset, "B"), (P.prefSystemKeyboardID, "H"),
    (P.prefDefSerialPlugIn, "I"), (P.prefStayOnWhenPluggedIn, "B"), (P.prefStayLitWhenPluggedIn, "B"),
    (P.prefAntennaCharAppCreator, "I"), (P.prefMeasurementSystem, "B"), (None, "B"),
    (P.prefAutoOffDurationSecs, "H"),
)  # fmt: skip


def system_preferences() -> bytes:
    """The ``SystemPreferencesType`` of :data:`SYSTEM_PREFERENCES`."""
    layout = ">" + "".join(fmt for _, fmt in PREFERENCES_LAYOUT)
    return struct.pack(
        layout, *(SYSTEM_PREFERENCES.get(c, 0) if c is not None else 0 for c, _ in PREFERENCES_LAYOUT)
    )


MANAGER = PreferenceTraps
