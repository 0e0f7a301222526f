"""Where things are on the table of a family game: 2 to 6 seats, hands of up to 10 cards.

Each seat sits at a *place* around the table: 0 is you at the bottom, 1 West, 2 North, 3 East,
4 north-west and 5 north-east (:data:`PLACES`). Tables of 2 to 4 seats are the Palm table with
seats left out (2: you and North; 3: you, West and East): the computer players' names and backs
where the Palm game has them, the trick a cross of up to four cards. Tables of 5 and 6 seat the
others in a row across the top (:func:`row_x`: each name over a small fan of backs), their trick
cards in a row under them and yours below the middle, all side by side, so a trick of six is
read at a glance; the contract sits left of your trick card.

Your hand lies along the bottom as in the Palm game; from seven cards on the cards overlap, each
showing its rank and suit at the left edge, and a tap on a card's visible part takes it.

>>> place_of(6, 3), place_of(3, 2), is_row(5), is_row(4)
(2, 3, True, False)
>>> [hand_card_rect(i, 10).x for i in (0, 1, 9)], hand_index_at(10, 130, 10), hand_index_at(150, 130, 10)
([5, 19, 131], 0, 9)
"""

from __future__ import annotations

from palm_os.geometry import Point, Rect
from palm_pitch.app import layout
from palm_pitch.app.cards_art import CARD_HEIGHT, CARD_WIDTH

YOU, WEST, NORTH, EAST, NORTH_WEST, NORTH_EAST = range(6)

PLACES = {2: (YOU, NORTH), 3: (YOU, WEST, EAST), 4: (YOU, WEST, NORTH, EAST),
          5: (YOU, WEST, NORTH_WEST, NORTH_EAST, EAST), 6: (YOU, WEST, NORTH_WEST, NORTH, NORTH_EAST, EAST)}
"""The place of each seat, by the number of seats (seats go clockwise from you)."""

ROW_COLUMNS = {5: (8, 48, 88, 128), 6: (4, 35, 68, 101, 132)}
"""x of each other seat's column (its trick card) at a table of 5 or 6, left to right."""
ROW_NAME_Y = 16  # a name in the row of seats across the top
ROW_BACKS_Y = 27  # the backs under it
ROW_BACK_STEP = 2  # spacing of those backs
ROW_TRICK_Y = 42  # the row of the others' trick cards
YOUR_TRICK = Point(68, 74)  # your trick card at a table of 5 or 6
ROW_CONTRACT = Point(2, 78)  # the contract, left of your trick card
ROW_YOU = Point(158, 78)  # your name (right-aligned), right of your trick card

SIDE_BACK_STEP_LONG = 4  # West's and East's backs, from nine cards on (they stay above your hand)

HAND_MARGIN = 2  # from each side of the screen to a hand that fills it
MAX_HAND = 10


def place_of(players: int, seat: int) -> int:
    """The place at the table of ``seat`` at a table of ``players``."""
    return PLACES[players][seat]


def is_row(players: int) -> bool:
    """True for the tables that seat the others in a row across the top (5 and 6)."""
    return players >= 5


def row_x(players: int, seat: int) -> int:
    """x of the column of ``seat`` (not you) at a table of 5 or 6."""
    return ROW_COLUMNS[players][seat - 1]


def trick_slot(players: int, seat: int) -> Point:
    """Top-left corner of ``seat``'s card in the trick."""
    if not is_row(players):
        return layout.TRICK_SLOTS[place_of(players, seat)]
    if seat == 0:
        return YOUR_TRICK
    return Point(row_x(players, seat), ROW_TRICK_Y)


def trick_card_rect(players: int, seat: int) -> Rect:
    slot = trick_slot(players, seat)
    return Rect(slot.x, slot.y, CARD_WIDTH, CARD_HEIGHT)


def side_back_step(count: int) -> int:
    """Spacing of West's and East's backs (closer from nine cards on, to stay above your hand)."""
    return layout.BACK_STEP if count <= 8 else SIDE_BACK_STEP_LONG


# -- your hand --------------------------------------------------------------------------------------


def hand_step(count: int) -> int:
    """From one card of your hand to the next: the Palm spacing up to six cards, then closer, so
    that ten cards still fit the screen."""
    if count <= 1:
        return layout.HAND_STEP
    room = layout.SCREEN - 2 * HAND_MARGIN - CARD_WIDTH
    return min(layout.HAND_STEP, room // (count - 1))


def hand_left(count: int) -> int:
    """x of the first card of a hand of ``count``, the hand centred on the screen."""
    width = (count - 1) * hand_step(count) + CARD_WIDTH if count > 0 else 0
    return (layout.SCREEN - width) // 2


def hand_card_rect(index: int, count: int, raised: bool = False) -> Rect:
    """Bounds of card ``index`` of a hand of ``count`` (raised: the selected card)."""
    y = layout.HAND_Y - (layout.RAISE if raised else 0)
    return Rect(hand_left(count) + index * hand_step(count), y, CARD_WIDTH, CARD_HEIGHT)


def hand_index_at(x: int, y: int, count: int, raised: int | None = None) -> int | None:
    """Which card of a hand of ``count`` a tap at (x, y) is on: the card whose visible part it is
    (a card lies over the one before it); above the hand, only the raised card's top."""
    if hand_step(count) == layout.HAND_STEP:  # six cards or fewer: the Palm game's hand
        return layout.hand_index_at(x, y, count)
    if count <= 0 or not layout.HAND_TOP <= y < layout.HAND_Y + CARD_HEIGHT:
        return None
    if y < layout.HAND_Y:  # above the resting cards: only the raised card's top is there
        if raised is None:
            return None
        r = hand_card_rect(raised, count, raised=True)
        return raised if r.x <= x < r.x + r.width else None
    left = hand_left(count)
    step = hand_step(count)
    if not left <= x < left + (count - 1) * step + CARD_WIDTH:
        return None
    return min((x - left) // step, count - 1)


def hand_card_center(index: int, count: int) -> Point:
    """A point in the visible part of a card of the hand (where a test taps)."""
    r = hand_card_rect(index, count)
    visible = r.width if index == count - 1 else min(r.width, hand_step(count))
    return Point(r.x + visible // 2, r.y + r.height // 2)
