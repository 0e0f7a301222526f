"""Where things are on the card table: the geometry shared by drawing, tapping and tests.

All positions are in the main form's coordinates, which are the display's (the form covers the
screen). South's cards lie along the bottom, the selected one raised; the current trick forms a
cross in the middle with each card on its player's side; North's cards stand at the top, West's
and East's lie at the sides; the contract is in the top left corner and the dealer in the top
right.

>>> hand_card_rect(0, 6), hand_card_rect(5, 6)
(Rect(x=3, y=112, width=24, height=32), Rect(x=133, y=112, width=24, height=32))
>>> hand_index_at(20, 130, 6), hand_index_at(80, 20, 6)
(0, None)
"""

from __future__ import annotations

from palm_os.geometry import Point, Rect
from palm_pitch.app.cards_art import CARD_HEIGHT, CARD_WIDTH

SCREEN = 160
TABLE_TOP = 15  # below the title line
HAND_Y = 112  # top of a resting card of the hand
RAISE = 6  # how far the selected card rises
HAND_STEP = CARD_WIDTH + 2
HAND_TOP = HAND_Y - RAISE  # a tap between here and the bottom of the cards hits a card

# Top-left corner of each seat's card in the trick (South, West, North, East).
TRICK_SLOTS = (Point(68, 73), Point(42, 55), Point(68, 37), Point(94, 55))

BACK_STEP = 5  # spacing of the fanned backs
NORTH_BACKS_Y = 19
SIDE_BACKS_Y = 52
WEST_BACKS_X = 3
EAST_BACKS_RIGHT = SCREEN - 3
SIDE_NAME_Y = 39
NORTH_NAME_Y = 22

CONTRACT = Point(2, 17)  # "East bid 3" and the trump under it
DEALER_RIGHT = SCREEN - 2  # "North dealt", right-aligned in the top right corner
DEALER_Y = 17

SCORE_RIGHT = SCREEN - 2  # the scores beside the title, right-aligned
SCORE_Y = 1
STATUS_INSET = Point(1, 1)  # the status text within its gadget (beside Play, or New Game)
STATUS_GAP = 3  # between the button and the status gadget


def hand_left(count: int) -> int:
    """x of the first card of a hand of ``count`` cards, centred on the screen."""
    return (SCREEN - (count * HAND_STEP - 2)) // 2


def hand_card_rect(index: int, count: int, raised: bool = False) -> Rect:
    """Bounds of card ``index`` of a hand of ``count`` (raised: the selected card)."""
    return Rect(
        hand_left(count) + index * HAND_STEP, HAND_Y - (RAISE if raised else 0), CARD_WIDTH, CARD_HEIGHT
    )


def hand_index_at(x: int, y: int, count: int) -> int | None:
    """Which card of a hand of ``count`` a tap at (x, y) is on (gaps go to the nearer card)."""
    if count <= 0 or not HAND_TOP <= y < HAND_Y + CARD_HEIGHT:
        return None
    left = hand_left(count)
    if not left - 1 <= x < left + count * HAND_STEP - 1:
        return None
    return min(max((x - left + 1) // HAND_STEP, 0), count - 1)


def hand_card_center(index: int, count: int) -> Point:
    """A point in the middle of a card of the hand (where a test taps)."""
    r = hand_card_rect(index, count)
    return Point(r.x + r.width // 2, r.y + r.height // 2)


def trick_card_rect(seat: int) -> Rect:
    slot = TRICK_SLOTS[seat]
    return Rect(slot.x, slot.y, CARD_WIDTH, CARD_HEIGHT)


def fan_length(count: int, size: int) -> int:
    """Length of a fan of ``count`` backs, each ``size`` long, ``BACK_STEP`` apart."""
    return 0 if count <= 0 else (count - 1) * BACK_STEP + size
