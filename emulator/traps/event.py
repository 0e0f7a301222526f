"""Event Manager, key and system-event traps: ``EvtGetEvent`` and the event loop around it.

``EvtGetEvent(eventP, timeout)`` is the screen model's ``System.get_event`` (the Event Manager
of :mod:`palm_os.event_manager`: posted events, then pen and keys, a ``nilEvent`` when the
timeout or a held button's repeat is due; pen strokes a form object tracks never come back to
the application). When there is nothing, the application waits (:meth:`Kernel.wait`): the
front end gives input or moves virtual time on, and the trap looks again. ``SysHandleEvent`` and
``MenuHandleEvent`` (in :mod:`emulator.traps.menu`) are the System's calls on the decoded event.
``SysUIAppSwitch`` records the application to launch next (:mod:`emulator.app_switch`) and
posts ``appStopEvent``, as Palm OS does before the switch.
"""

from __future__ import annotations

from emulator import app_switch
from emulator.traps import Manager, trap
from palm_os.events import Event
from palm_sdk.events import evtNoWait


class EventTraps(Manager):
    """``Event.h``, ``SysEvtMgr.h``, ``KeyMgr.h``: see the module docstring."""

    @trap("EvtGetEvent")
    def EvtGetEvent(self, event: int, timeout: int) -> None:
        """void EvtGetEvent(EventType *event, Int32 timeout)"""
        ui = self.kernel.ui
        ui.forget_deleted_forms()
        self.kernel.cpu.waited()
        if timeout == evtNoWait and not ui.system.queue:
            # An application that polls (a game loop) gives the front end its turn and lets
            # virtual time move on a tick per poll, as polling takes time on a device.
            self.kernel.wait(self.kernel.ticks + 1)
        ui.write_event(event, ui.next_event(timeout))

    @trap("EvtEventAvail")
    def EvtEventAvail(self) -> int:
        """Boolean EvtEventAvail(void)"""
        return int(self.kernel.ui.system.events.event_avail())

    @trap("EvtSysEventAvail")
    def EvtSysEventAvail(self, ignorePenUps: int) -> int:
        """Boolean EvtSysEventAvail(Boolean ignorePenUps)"""
        queue = self.kernel.ui.system.queue
        return int(any(not (ignorePenUps and e.kind == 2) for e in queue if e.is_pen() or e.kind == 4))

    @trap("EvtAddEventToQueue")
    def EvtAddEventToQueue(self, event: int) -> None:
        """void EvtAddEventToQueue(const EventType *event)"""
        ui = self.kernel.ui
        ui.system.events.add_event(ui.read_event(event))

    @trap("EvtAddUniqueEventToQueue")
    def EvtAddUniqueEventToQueue(self, eventP: int, id_: int, inPlace: int) -> None:
        """void EvtAddUniqueEventToQueue(const EventType *eventP, UInt32 id, Boolean inPlace)"""
        ui = self.kernel.ui
        ui.system.queue.add_unique(ui.read_event(eventP), id_, bool(inPlace))

    @trap("EvtEnqueueKey")
    def EvtEnqueueKey(self, ascii: int, keycode: int, modifiers: int) -> int:
        """Err EvtEnqueueKey(WChar ascii, UInt16 keycode, UInt16 modifiers)"""
        self.kernel.ui.system.events.enqueue_key(ascii, keycode, modifiers)
        return 0

    @trap("EvtFlushPenQueue")
    def EvtFlushPenQueue(self) -> int:
        """Err EvtFlushPenQueue(void)"""
        self.kernel.ui.system.queue.flush_pen()
        return 0

    @trap("EvtFlushKeyQueue")
    def EvtFlushKeyQueue(self) -> int:
        """Err EvtFlushKeyQueue(void)"""
        self.kernel.ui.system.queue.flush_keys()
        return 0

    @trap("EvtFlushNextPenStroke")
    def EvtFlushNextPenStroke(self) -> int:
        """Err EvtFlushNextPenStroke(void)"""
        self.kernel.ui.system.queue.flush_pen()
        return 0

    @trap("EvtGetPen")
    def EvtGetPen(self, pScreenX: int, pScreenY: int, pPenDown: int) -> None:
        """void EvtGetPen(Int16 *pScreenX, Int16 *pScreenY, Boolean *pPenDown)"""
        x, y, down = self.kernel.ui.system.events.get_pen()
        self.mem.put_u16(pScreenX, x)
        self.mem.put_u16(pScreenY, y)
        self.mem.put_u8(pPenDown, int(down))

    @trap("EvtResetAutoOffTimer")
    def EvtResetAutoOffTimer(self) -> int:
        """Err EvtResetAutoOffTimer(void)"""
        return 0

    @trap("EvtWakeup")
    def EvtWakeup(self) -> int:
        """Err EvtWakeup(void)"""
        return 0

    @trap("KeyCurrentState")
    def KeyCurrentState(self) -> int:
        """UInt32 KeyCurrentState(void)  (no hard button is held)"""
        return 0

    @trap("KeySetMask")
    def KeySetMask(self, keyMask: int) -> int:
        """UInt32 KeySetMask(UInt32 keyMask)"""
        previous, self.kernel.key_mask = self.kernel.key_mask, keyMask
        return previous

    @trap("KeyRates")
    def KeyRates(
        self, set: int, initDelayP: int, periodP: int, doubleTapDelayP: int, queueAheadP: int
    ) -> int:
        """Err KeyRates(Boolean set, UInt16 *initDelayP, UInt16 *periodP, UInt16 *doubleTapDelayP,
        Boolean *queueAheadP)"""
        if not set:
            for pointer, value in ((initDelayP, 50), (periodP, 10), (doubleTapDelayP, 30)):
                if pointer:
                    self.mem.put_u16(pointer, value)
            if queueAheadP:
                self.mem.put_u8(queueAheadP, 0)
        return 0

    @trap("SysHandleEvent")
    def SysHandleEvent(self, eventP: int) -> int:
        """Boolean SysHandleEvent(EventPtr eventP)"""
        ui = self.kernel.ui
        return int(ui.system.handle_system_event(ui.read_event(eventP)))

    @trap("SysUIAppSwitch")
    def SysUIAppSwitch(self, cardNo: int, dbID: int, cmd: int, cmdPBP: int) -> int:
        """Err SysUIAppSwitch(UInt16 cardNo, LocalID dbID, UInt16 cmd, MemPtr cmdPBP)"""
        app_switch.request(self.kernel, cardNo, dbID, cmd, cmdPBP)
        self.kernel.ui.system.events.add_event(Event.app_stop())
        return 0


MANAGER = EventTraps
