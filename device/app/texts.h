/* texts.h: the words the app shows, from the resources of pitch.rcp (the desktop's
 * palm_pitch/app/texts.py): no sentence a player reads is written in the program.
 *
 * text_get copies a text of TableTexts (pitch_ids.h numbers them: ContractString ...),
 * filling in ^1, ^2 and ^3 as FrmCustomAlert does (a null argument: nothing). The names (seats, teams, bids, points, suits) come from string lists. */
#ifndef PITCH_TEXTS_H
#define PITCH_TEXTS_H

#include "app.h"

/* Text `id` of TableTexts into out (size bytes at most, always terminated), ^1..^3 filled in. */
void text_get(Char *out, UInt16 size, UInt16 id, const Char *s1, const Char *s2, const Char *s3);
/* text_get without ^1 ^2 ^3. */
void text_plain(Char *out, UInt16 size, UInt16 id);

/* Item `index` of a string list (tSTL) into out. */
void text_item(Char *out, UInt16 size, UInt16 listId, UInt16 index);

void text_seat(Char *out, UInt8 seat);          /* "You", "West", "North", "East" */
void text_team(Char *out, UInt8 team);          /* "Us", "Them" */
void text_bid(Char *out, UInt8 bid);            /* "Pass", "2", "3", "4", "Smudge" (bid values) */
void text_suits(Char *out, UInt8 suit);         /* "spades" ... */

/* "East bid 3", or for a dealer's steal "North stole at 2". */
void text_contract(Char *out, UInt16 size, UInt8 pitcher, UInt8 bid, Boolean stole);

/* A number as text ("-3", "21"); signed: "+3", "-3" or "0". */
void text_number(Char *out, Int32 value);
void text_signed(Char *out, Int32 value);

/* Whether the dealer took the contract by matching the high bid (texts.stolen). */
Boolean text_stolen(UInt8 dealer, const UInt8 *bids, UInt8 nbids, UInt8 pitcher);

#define NAME_CHARS 16 /* room for one name of a string list */

#endif
