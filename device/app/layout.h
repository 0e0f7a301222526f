/* layout.h: where things are on the card table (palm_pitch/app/layout.py, number for
 * number): the main form covers the screen, so its coordinates are the display's. South's
 * cards lie along the bottom, the raised one higher; the trick is a cross in the middle
 * with each card on its player's side; North's backs stand at the top, West's and East's
 * lie at the sides.
 * Generated from palm_pitch/app/layout.py by tools/c_twins.py: do not edit;
 * change the Python and run `python tools/regenerate.py` (a test fails on a stale copy). */
#ifndef PITCH_LAYOUT_H
#define PITCH_LAYOUT_H

#define CARD_HEIGHT 32
#define CARD_WIDTH 24
#define SCREEN 160
/* below the title line */
#define TABLE_TOP 15
/* top of a resting card of the hand */
#define HAND_Y 112
/* how far the selected card rises */
#define RAISE 6
#define HAND_STEP 26
/* a tap between here and the bottom of the cards hits a card */
#define HAND_TOP 106
static const UInt8 trick_x[4] = {68, 42, 68, 94};
static const UInt8 trick_y[4] = {73, 55, 37, 55};
/* spacing of the fanned backs */
#define BACK_STEP 5
#define NORTH_BACKS_Y 19
#define SIDE_BACKS_Y 52
#define WEST_BACKS_X 3
#define EAST_BACKS_RIGHT 157
#define SIDE_NAME_Y 39
#define NORTH_NAME_Y 22
/* "East bid 3" and the trump under it */
#define CONTRACT_X 2
#define CONTRACT_Y 17
/* "North dealt", right-aligned in the top right corner */
#define DEALER_RIGHT 158
#define DEALER_Y 17
/* the scores beside the title, right-aligned */
#define SCORE_RIGHT 158
#define SCORE_Y 1
/* the status text within its gadget (beside Play, or New Game) */
#define STATUS_INSET_X 1
#define STATUS_INSET_Y 1
/* between the button and the status gadget */
#define STATUS_GAP 3

/* Top-left corner of each seat's card in the trick (South, West, North, East): trick_card_rect. */
#define TRICK_X(seat) ((Coord)trick_x[seat])
#define TRICK_Y(seat) ((Coord)trick_y[seat])

/* x of the first card of a hand of `count` cards, centred on the screen: hand_left (never
 * negative: the division unsigned, a shift). */
#define HAND_LEFT(count) ((Coord)((SCREEN - ((count) * HAND_STEP - 2)) / 2U))

#endif
