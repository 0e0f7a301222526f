/* draw.h: drawing the app's forms share (the desktop's cards_art.py and the text helpers of
 * table_draw.py): card faces, suit signs, the dealer chip, card backs, text.
 *
 * A face is 24x32: a rounded outline, the rank in boldFont at the top left with the small suit
 * sign under it, the large suit sign in the lower right. The desktop composes each face once
 * off screen and copies it; here it is drawn in place (the rectangle erased first), which gives
 * the same pixels without 5 KB of bitmaps in the dynamic heap. */
#ifndef PITCH_DRAW_H
#define PITCH_DRAW_H

#include "app.h"

/* The bitmaps of pitch.rcp the app draws, locked for the app's run (draw_open, draw_close). */
enum {
    BMP_SMALL_SUIT = 0, /* + suit: spade, heart, diamond, club */
    BMP_LARGE_SUIT = 4, /* + suit */
    BMP_BACK_UPRIGHT = 8,
    BMP_BACK_SIDEWAYS = 9,
    BMP_DEALER_CHIP = 10,
    BMP_COUNT = 11
};

void draw_open(App *app);
void draw_close(App *app);

/* A bitmap's width and height (BmpGetDimensions). */
Coord draw_bitmap_width(App *app, UInt8 which);
Coord draw_bitmap_height(App *app, UInt8 which);
void draw_bitmap(App *app, UInt8 which, Coord x, Coord y);

/* The face of a card at (x, y); inverted: white on black inside its outline (the card that took
 * the trick). */
void draw_card(App *app, pp_card card, Coord x, Coord y, Boolean inverted);

/* A trick's cards in the cross of the table (layout.h's TRICK_X, TRICK_Y), moved by (dx, dy); the
 * card of seat `inverted` inverted (PP_NONE: none). */
void draw_trick_cards(App *app, const pp_trick *trick, Coord dx, Coord dy, UInt8 inverted);

/* The rank as a card shows it: "2" .. "10", "J", "Q", "K", "A". */
void draw_rank_text(Char *out, pp_card card);

/* Text in the current font: its width; drawn at (x, y), returning its width. */
Int16 draw_width(const Char *text);
Int16 draw_text(const Char *text, Coord x, Coord y);

/* Half of n rounded down, as Python's n // 2 (C's / rounds a negative n towards zero; GCC's >>
 * of a negative int shifts the sign in, which rounds down). */
#define HALF_DOWN(n) ((n) >> 1)

/* Text `id` (texts.h), ^1 and ^2 filled in, drawn at (x, y) in the current font;
 * returns its width. */
Int16 draw_string(UInt16 id, const Char *s1, const Char *s2, Coord x, Coord y);

/* A card as text, "10" and its small suit sign after it; returns the x after the sign. */
Coord draw_card_text(App *app, pp_card card, Coord x, Coord y);

/* A hand's contract and trump at (6, y), "East bid 3, trump" and the suit sign (the summary's and
 * the Hands Dealt dialog's first line; the sign only once trump is known). */
void draw_contract_line(App *app, const pp_hand_result *result, Coord y);

/* The name of point `point` (High, Low, Jack, Game) in bold at (6, y), the font left standard. */
void draw_point_name(UInt8 point, Coord y);

/* A rectangle from its corner and size. */
void draw_rect(RectangleType *r, Coord x, Coord y, Coord width, Coord height);

#endif
