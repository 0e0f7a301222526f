"""Events: the ``eType`` numbers of ``EventType``, the ``EvtGetEvent`` timeouts, ticks, causes.

The numbers are those of SDK 3.5 ``Core/UI/Event.h`` (``enum events``, typedef ``eventsEnum``)
so an emulated application's ``EventType`` passes through unchanged; ``firstUserEvent`` (0x6000)
starts the application's own events. ``EvtGetEvent``'s timeout is in system ticks
(``evtWaitForever`` blocks, ``evtNoWait`` returns a ``nilEvent`` at once; ``Core/System/SysEvent.h``)
and a 68k Palm ticks 100 times a second (``SysTicksPerSecond``, ``Core/System/SystemMgr.h``).
"""

from enum import IntEnum


class EventKind(IntEnum):
    """``eventsEnum`` (``Event.h``): the ``eType`` of an ``EventType``."""

    nilEvent = 0
    penDownEvent = 1
    penUpEvent = 2
    penMoveEvent = 3
    keyDownEvent = 4
    winEnterEvent = 5
    winExitEvent = 6
    ctlEnterEvent = 7
    ctlExitEvent = 8
    ctlSelectEvent = 9
    ctlRepeatEvent = 10
    lstEnterEvent = 11
    lstSelectEvent = 12
    lstExitEvent = 13
    popSelectEvent = 14
    fldEnterEvent = 15
    fldHeightChangedEvent = 16
    fldChangedEvent = 17
    tblEnterEvent = 18
    tblSelectEvent = 19
    daySelectEvent = 20
    menuEvent = 21
    appStopEvent = 22
    frmLoadEvent = 23
    frmOpenEvent = 24
    frmGotoEvent = 25
    frmUpdateEvent = 26
    frmSaveEvent = 27
    frmCloseEvent = 28
    frmTitleEnterEvent = 29
    frmTitleSelectEvent = 30
    tblExitEvent = 31
    sclEnterEvent = 32
    sclExitEvent = 33
    sclRepeatEvent = 34
    tsmConfirmEvent = 35
    tsmFepButtonEvent = 36
    tsmFepModeEvent = 37
    menuCmdBarOpenEvent = 0x0800
    menuOpenEvent = 0x0801
    menuCloseEvent = 0x0802
    frmGadgetEnterEvent = 0x0803
    frmGadgetMiscEvent = 0x0804
    firstUserEvent = 0x6000


# EvtGetEvent timeouts (SysEvent.h)
evtWaitForever = -1
evtNoWait = 0

sysTicksPerSecond = 100
"""What ``SysTicksPerSecond`` returns on a 68k Palm (``SystemMgr.h``): ticks are 10 ms."""

# menuOpenEvent.cause (Menu.h)
menuButtonCause = 0
menuCommandCause = 1
