/* layout.h: where things are on the card table (the desktop's palm_pitch/app/layout.py, number
 * for number): the main form covers the screen, so its coordinates are the display's. South's
 * cards lie along the bottom, the raised one higher; the trick is a cross in the middle with each
 * card on its player's side; North's backs stand at the top, West's and East's lie at the sides. */
#ifndef PITCH_LAYOUT_H
#define PITCH_LAYOUT_H

#define SCREEN 160
#define TABLE_TOP 15        /* below the title line */
#define CARD_WIDTH 24
#define CARD_HEIGHT 32
#define HAND_Y 112          /* top of a resting card of the hand */
#define RAISE 6             /* how far the selected card rises */
#define HAND_STEP (CARD_WIDTH + 2)
#define HAND_TOP (HAND_Y - RAISE)
#define BACK_STEP 5         /* spacing of the fanned backs */
#define NORTH_BACKS_Y 19
#define SIDE_BACKS_Y 52
#define WEST_BACKS_X 3
#define EAST_BACKS_RIGHT (SCREEN - 3)
#define SIDE_NAME_Y 39
#define NORTH_NAME_Y 22
#define CONTRACT_X 2        /* "East bid 3" and the trump under it */
#define CONTRACT_Y 17
#define SCORE_RIGHT (SCREEN - 2)
#define SCORE_Y 1
#define STATUS_INSET_X 1
#define STATUS_INSET_Y 1
#define STATUS_GAP 3        /* between the button and the status gadget */

/* Top-left corner of each seat's card in the trick (South, West, North, East). */
static const UInt8 trick_x[4] = {68, 42, 68, 94};
static const UInt8 trick_y[4] = {73, 55, 37, 55};
#define TRICK_X(seat) ((Coord)trick_x[seat])
#define TRICK_Y(seat) ((Coord)trick_y[seat])

/* x of the first card of a hand of `count` cards, centred on the screen (never negative: the
 * division unsigned, a shift). */
#define HAND_LEFT(count) ((Coord)((SCREEN - ((count) * HAND_STEP - 2)) / 2U))

#endif
