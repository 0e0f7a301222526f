/* texts.c: strings from the resources, with ^1 ^2 ^3 (see texts.h). */
#include "texts.h"

#include "packed_text.h"

void text_get(Char *out, UInt16 size, UInt16 id, const Char *s1, const Char *s2, const Char *s3)
{
    const Char *text, *arg = NULL; /* the argument being copied in */
    UInt16 at = 0;

    if (size == 0)
        return;
    out[0] = 0;
    /* TableTexts, unpacked by app_start: one text a line; id is a place in it. */
    if (FtrGet(APP_CREATOR, TEXTS_FEATURE, (UInt32 *)&text) != errNone)
        return;
    for (; id > 0 && *text; id--)
        while (*text && *text++ != '\n')
            continue;
    for (;;) { /* the line, an argument copied in for each ^1 ^2 ^3 */
        Char c;
        if (arg != NULL && *arg) {
            c = *arg++;
        } else if (text[0] == '^' && text[1] >= '1' && text[1] <= '3') {
            arg = text[1] == '1' ? s1 : text[1] == '2' ? s2 : s3;
            text += 2;
            continue;
        } else if ((c = *text) == 0 || c == '\n') {
            break;
        } else {
            text++;
        }
        if (at + 1 >= size)
            break;
        out[at++] = c;
    }
    out[at] = 0;
}

__attribute__((noinline)) void text_plain(Char *out, UInt16 size, UInt16 id)
{
    text_get(out, size, id, NULL, NULL, NULL);
}

void text_item(Char *out, UInt16 size, UInt16 listId, UInt16 index)
{
    out[0] = 0;
    SysStringByIndex(listId, index, out, size);
}

void text_seat(Char *out, UInt8 seat) { text_item(out, NAME_CHARS, SeatNamesStringList, seat); }
void text_team(Char *out, UInt8 team) { text_item(out, NAME_CHARS, TeamNamesStringList, team); }
void text_suits(Char *out, UInt8 suit) { text_item(out, NAME_CHARS, SuitPluralsStringList, suit); }

void text_bid(Char *out, UInt8 bid)
{
    text_item(out, NAME_CHARS, BidNamesStringList, bid == PP_PASS ? 0 : (UInt16)(bid - 1));
}

void text_contract(Char *out, UInt16 size, UInt8 pitcher, UInt8 bid, Boolean stole)
{
    Char seat[NAME_CHARS], amount[NAME_CHARS];
    text_seat(seat, pitcher);
    text_bid(amount, bid);
    text_get(out, size, stole ? StealContractString : ContractString, seat, amount, NULL);
}

void text_number(Char *out, Int32 value)
{
    StrPrintF(out, "%ld", value);
}

void text_signed(Char *out, Int32 value)
{
    if (value > 0)
        StrPrintF(out, "+%ld", value);
    else
        StrPrintF(out, "%ld", value);
}

Boolean text_stolen(UInt8 dealer, const UInt8 *bids, UInt8 nbids, UInt8 pitcher)
{
    UInt8 top;
    if (pitcher != dealer || nbids != 4 || bids[3] == PP_PASS)
        return false;
    top = bids[0];
    if (bids[1] > top)
        top = bids[1];
    if (bids[2] > top)
        top = bids[2];
    return bids[3] == top;
}
