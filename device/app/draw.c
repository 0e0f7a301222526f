/* draw.c: card faces, bitmaps and text helpers (see draw.h). */
#include "draw.h"

#include "layout.h"
#include "texts.h"

/* The resource of each BMP_* slot, as its id's offset from SmallSpadeBitmap. */
static const UInt8 bitmapOffsets[BMP_COUNT] = {
    SmallSpadeBitmap - SmallSpadeBitmap, SmallHeartBitmap - SmallSpadeBitmap,
    SmallDiamondBitmap - SmallSpadeBitmap, SmallClubBitmap - SmallSpadeBitmap,
    LargeSpadeBitmap - SmallSpadeBitmap, LargeHeartBitmap - SmallSpadeBitmap,
    LargeDiamondBitmap - SmallSpadeBitmap, LargeClubBitmap - SmallSpadeBitmap,
    BackUprightBitmap - SmallSpadeBitmap, BackSidewaysBitmap - SmallSpadeBitmap,
    DealerChipBitmap - SmallSpadeBitmap,
};

static UInt16 bitmap_id(UInt8 which)
{
    return (UInt16)(SmallSpadeBitmap + bitmapOffsets[which]);
}

void draw_open(App *app)
{
    UInt8 i;
    for (i = 0; i < BMP_COUNT; i++) {
        MemHandle handle = DmGetResource(bitmapRscType, bitmap_id(i));
        app->bitmapHandles[i] = handle;
        app->bitmaps[i] = handle != NULL ? MemHandleLock(handle) : NULL;
    }
}

void draw_close(App *app)
{
    UInt8 i;
    for (i = 0; i < BMP_COUNT; i++) {
        if (app->bitmapHandles[i] != NULL) {
            MemHandleUnlock(app->bitmapHandles[i]);
            DmReleaseResource(app->bitmapHandles[i]);
        }
        app->bitmapHandles[i] = NULL;
        app->bitmaps[i] = NULL;
    }
}

/* The size of one of our own bitmaps, read from its Tbmp resource: the resource format (width,
 * height, rowBytes ... big-endian; docs/palm_os.md 2.7, prc_tools/formats/bitmap.py) is the file
 * format pitch.rcp compiles to. */
Coord draw_bitmap_width(App *app, UInt8 which)
{
    const Int16 *header = (const Int16 *)app->bitmaps[which];
    return header != NULL ? header[0] : 0;
}

Coord draw_bitmap_height(App *app, UInt8 which)
{
    const Int16 *header = (const Int16 *)app->bitmaps[which];
    return header != NULL ? header[1] : 0;
}

void draw_bitmap(App *app, UInt8 which, Coord x, Coord y)
{
    if (app->bitmaps[which] != NULL)
        WinDrawBitmap(app->bitmaps[which], x, y);
}

void draw_rect(RectangleType *r, Coord x, Coord y, Coord width, Coord height)
{
    r->topLeft.x = x;
    r->topLeft.y = y;
    r->extent.x = width;
    r->extent.y = height;
}

void draw_trick_cards(App *app, const pp_trick *trick, Coord dx, Coord dy, UInt8 inverted)
{
    UInt8 i, seat;
    for (i = 0; i < trick->count; i++) {
        seat = (UInt8)((trick->leader + i) & 3);
        draw_card(app, trick->cards[i], (Coord)(TRICK_X(seat) + dx), (Coord)(TRICK_Y(seat) + dy),
                  seat == inverted);
    }
}

void draw_rank_text(Char *out, pp_card card)
{
    UInt8 rank = (UInt8)(pp_card_rank_bit(card) + 2);
    if (rank == 10) {
        out[0] = '1';
        out[1] = '0';
        out[2] = 0;
        return;
    }
    out[0] = rank < 10 ? (Char)('0' + rank) : rank == 11 ? 'J' : rank == 12 ? 'Q' : rank == 13 ? 'K' : 'A';
    out[1] = 0;
}

Int16 draw_width(const Char *text)
{
    return FntCharsWidth(text, (Int16)StrLen(text));
}

Int16 draw_text(const Char *text, Coord x, Coord y)
{
    Int16 length = (Int16)StrLen(text);
    WinDrawChars(text, length, x, y);
    return FntCharsWidth(text, length);
}

void draw_card(App *app, pp_card card, Coord x, Coord y, Boolean inverted)
{
    RectangleType r;
    Char rank[4];
    UInt8 suit = pp_card_suit(card);
    UInt8 large = (UInt8)(BMP_LARGE_SUIT + suit);
    FontID font;

    /* The desktop copies a face composed off screen: the whole 24x32 is replaced. */
    draw_rect(&r, x, y, CARD_WIDTH, CARD_HEIGHT);
    WinEraseRectangle(&r, 0);
    draw_rect(&r, (Coord)(x + 1), (Coord)(y + 1), CARD_WIDTH - 2, CARD_HEIGHT - 2);
    WinDrawRectangleFrame(roundFrame, &r);
    font = FntSetFont(boldFont);
    draw_rank_text(rank, card);
    draw_text(rank, (Coord)(x + 3), (Coord)(y + 1));
    FntSetFont(font);
    draw_bitmap(app, (UInt8)(BMP_SMALL_SUIT + suit), (Coord)(x + 3), (Coord)(y + 12));
    draw_bitmap(app, large, (Coord)(x + CARD_WIDTH - 3 - draw_bitmap_width(app, large)),
                (Coord)(y + CARD_HEIGHT - 3 - draw_bitmap_height(app, large)));
    if (inverted)
        WinInvertRectangle(&r, 3);
}

Int16 draw_string(UInt16 id, const Char *s1, const Char *s2, Coord x, Coord y)
{
    Char text[TEXT_SIZE];
    text_get(text, TEXT_SIZE, id, s1, s2, NULL);
    return draw_text(text, x, y);
}

Coord draw_card_text(App *app, pp_card card, Coord x, Coord y)
{
    Char rank[4];
    UInt8 sign = (UInt8)(BMP_SMALL_SUIT + pp_card_suit(card));
    draw_rank_text(rank, card);
    x = (Coord)(x + draw_text(rank, x, y) + 1);
    draw_bitmap(app, sign, x, (Coord)(y + 2));
    return (Coord)(x + draw_bitmap_width(app, sign));
}

void draw_contract_line(App *app, const pp_hand_result *result, Coord y)
{
    Char text[TEXT_SIZE];
    Coord width;
    /* room for ", " and the word */
    text_contract(text, TEXT_SIZE - NAME_CHARS - 2, result->pitcher, result->bid,
                  text_stolen(result->dealer, result->bids, 4, result->pitcher));
    StrCat(text, ", ");
    /* the word in its own text: StrToLower does not terminate its output on every Palm OS */
    text_plain(text + StrLen(text), (UInt16)(TEXT_SIZE - StrLen(text)), ContractTrumpString);
    width = draw_text(text, 6, y);
    if (result->trump != PP_NONE)
        draw_bitmap(app, (UInt8)(BMP_SMALL_SUIT + result->trump), (Coord)(6 + width + 2), (Coord)(y + 2));
}

void draw_point_name(UInt8 point, Coord y)
{
    Char name[NAME_CHARS];
    FntSetFont(boldFont);
    text_item(name, sizeof name, PointNamesStringList, point);
    draw_text(name, 6, y);
    FntSetFont(stdFont);
}
