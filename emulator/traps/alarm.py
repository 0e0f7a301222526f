"""Alarm Manager traps: one alarm per application database, kept until it is due.

``AlmSetAlarm(cardNo, dbID, ref, alarmSeconds, quiet)`` sets the alarm of a database (0 seconds
clears it) and ``AlmGetAlarm`` gives its time and reference back (0 when none is set), as on
Palm OS. The emulated device runs one application and never sleeps: an alarm that comes due
while the application runs is not delivered (a device would launch the application with
``sysAppLaunchCmdAlarmTriggered``); it is cleared once it is past, as a device's would be.
"""

from __future__ import annotations

from emulator.traps import Manager, trap
from palm_sdk.errors import almErrFull, dmErrCantFind

MAX_ALARMS = 20  # the emulator's bound (almErrFull beyond it), as a device's alarm table is bounded


class AlarmTraps(Manager):
    """``AlarmMgr.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.alarms: dict[int, tuple[int, int]] = {}  # dbID -> (seconds, ref)

    def _expire(self) -> None:
        now = self.kernel.seconds()
        for db_id, (seconds, _) in list(self.alarms.items()):
            if seconds <= now:
                del self.alarms[db_id]

    @trap("AlmSetAlarm")
    def AlmSetAlarm(self, cardNo: int, dbID: int, ref: int, alarmSeconds: int, quiet: int) -> int:
        """Err AlmSetAlarm(UInt16 cardNo, LocalID dbID, UInt32 ref, UInt32 alarmSeconds, Boolean quiet)"""
        if self.kernel.card.by_id(dbID) is None:
            return dmErrCantFind
        self._expire()
        if alarmSeconds == 0:
            self.alarms.pop(dbID, None)
            return 0
        if dbID not in self.alarms and len(self.alarms) >= MAX_ALARMS:
            return almErrFull
        self.alarms[dbID] = (alarmSeconds, ref)
        return 0

    @trap("AlmGetAlarm")
    def AlmGetAlarm(self, cardNo: int, dbID: int, refP: int) -> int:
        """UInt32 AlmGetAlarm(UInt16 cardNo, LocalID dbID, UInt32 *refP)"""
        self._expire()
        seconds, ref = self.alarms.get(dbID, (0, 0))
        if refP:
            self.mem.put_u32(refP, ref)
        return seconds


MANAGER = AlarmTraps
