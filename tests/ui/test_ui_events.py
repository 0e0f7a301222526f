"""Events: Palm's numbers, the queue's order, virtual time and the digitizer."""

from __future__ import annotations

import pytest

from palm_os import events as E
from palm_os.events import Digitizer, Event, EventKind, EventQueue, evtNoWait
from palm_sdk import keys as K


def test_event_kinds_have_the_sdk_numbers() -> None:
    assert EventKind.nilEvent == 0
    assert EventKind.penDownEvent == 1 and EventKind.penUpEvent == 2 and EventKind.penMoveEvent == 3
    assert EventKind.keyDownEvent == 4
    assert EventKind.ctlEnterEvent == 7 and EventKind.ctlSelectEvent == 9 and EventKind.ctlExitEvent == 8
    assert EventKind.menuEvent == 21 and EventKind.appStopEvent == 22
    assert EventKind.frmLoadEvent == 23 and EventKind.frmOpenEvent == 24 and EventKind.frmCloseEvent == 28
    assert EventKind.frmUpdateEvent == 26 and EventKind.frmTitleSelectEvent == 30
    assert EventKind.menuOpenEvent == 0x0801 and EventKind.frmGadgetEnterEvent == 0x0803
    assert EventKind.firstUserEvent == 0x6000


def test_virtual_characters_have_the_sdk_numbers() -> None:
    assert (K.vchrMenu, K.vchrCommand, K.vchrLaunch, K.vchrFind, K.vchrCalc) == (
        0x105,
        0x106,
        0x108,
        0x10A,
        0x10B,
    )
    assert (K.vchrPageUp, K.vchrPageDown, K.commandKeyMask) == (0x0B, 0x0C, 0x0008)


def test_virtual_keys_carry_the_command_modifier() -> None:
    assert Event.key_down(K.vchrMenu).modifiers & K.commandKeyMask
    assert not Event.key_down("a").modifiers
    assert Event.key_down("a").chr == 0x61


def test_events_are_values() -> None:
    assert Event.ctl_select(5, on=True) == Event.ctl_select(5, on=True)
    assert Event.ctl_select(5).object_id == 5 and Event.frm_open(1000).object_id == 1000
    assert repr(Event.menu(2001)) == "Event(kind=<EventKind.menuEvent: 21>, item_id=2001)"
    user = Event.user(0x6001, data={"seat": 2})
    assert user.kind == 0x6001 and user.data == {"seat": 2}
    with pytest.raises(ValueError):
        Event.user(21)


def test_posted_events_come_before_waiting_input() -> None:
    q = EventQueue()
    q.add_input(Event.pen_up_at(1, 1))
    q.add(Event.ctl_enter(7))
    assert q.get().kind == EventKind.ctlEnterEvent  # type: ignore[union-attr]
    assert q.get().kind == EventKind.penUpEvent  # type: ignore[union-attr]


def test_get_never_blocks() -> None:
    q = EventQueue()
    assert q.get() is None
    assert q.get(50) is None
    assert q.get(evtNoWait) == Event.nil()


def test_add_unique_replaces_in_place_or_moves_to_the_end() -> None:
    q = EventQueue()
    q.add(Event.frm_update(1))
    q.add(Event.menu(9))
    q.add_unique(Event.frm_update(1, 7), object_id=1, in_place=True)
    assert [e.kind for e in q] == [EventKind.frmUpdateEvent, EventKind.menuEvent]
    assert next(iter(q)).update_code == 7
    q.add_unique(Event.frm_update(1, 8))
    assert [e.kind for e in q] == [EventKind.menuEvent, EventKind.frmUpdateEvent]
    assert len(q) == 2


def test_flushing_pen_and_key_input() -> None:
    q = EventQueue()
    q.add_input(Event.pen_down_at(1, 1))
    q.add_input(Event.key_down("x"))
    q.add(Event.menu(1))
    q.flush_pen()
    assert [e.kind for e in q] == [EventKind.menuEvent, EventKind.keyDownEvent]
    q.flush_keys()
    assert [e.kind for e in q] == [EventKind.menuEvent]


def test_time_is_virtual_and_only_moves_forward() -> None:
    q = EventQueue()
    assert q.advance(150) == 150 and q.ticks == 150
    with pytest.raises(ValueError):
        q.advance(-1)
    assert E.TICKS_PER_SECOND == 100


def test_digitizer_makes_a_stroke_of_pen_events() -> None:
    q = EventQueue()
    d = Digitizer(q)
    d.pen_down(10, 20)
    d.pen_move(10, 20)  # no movement, no event
    d.pen_move(12, 21)
    d.pen_up(12, 21)
    kinds = [e.kind for e in q]
    assert kinds == [EventKind.penDownEvent, EventKind.penMoveEvent, EventKind.penUpEvent]
    up = list(q)[-1]
    assert (up.start_x, up.start_y, up.screen_x, up.screen_y) == (10, 20, 12, 21)
    assert not d.pen_is_down


def test_quick_taps_in_one_place_count_up() -> None:
    q = EventQueue()
    d = Digitizer(q)
    for _ in range(3):
        d.pen_down(50, 50)
        d.pen_up(50, 50)
        q.advance(10)
    counts = [e.tap_count for e in q if e.kind == EventKind.penDownEvent]
    assert counts == [1, 2, 3]
    q.advance(100)
    d.pen_down(50, 50)
    assert list(q)[-1].tap_count == 1


def test_silkscreen_buttons_send_virtual_keys_and_graffiti_is_ignored() -> None:
    q = EventQueue()
    d = Digitizer(q)
    d.pen_down(10, 200)  # Menu, bottom left
    d.pen_up(10, 200)
    d.pen_down(10, 170)  # Applications, top left
    d.pen_down(80, 190)  # Graffiti area
    keys = [(e.kind, e.chr) for e in q]
    assert keys == [(EventKind.keyDownEvent, K.vchrMenu), (EventKind.keyDownEvent, K.vchrLaunch)]
    assert all(e.modifiers & K.commandKeyMask for e in q)
