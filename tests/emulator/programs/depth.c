/* Depth: the screen at DEPTH bits (1, 2, 4, 8 or 16; this file is built once for each), and
 * drawing in its colours. The program checks what the device says of its screen
 * (sysFtrNumDisplayDepth, WinScreenMode's supported depths), sets the depth, then draws: colour
 * swatches by RGB (WinRGBToIndex, WinSetForeColor), text in colour, every index of the colour
 * table (up to 8 bits), a bitmap made with BmpCreate at the screen's depth and written through
 * BmpGetBits, a bitmap window drawn into, an offscreen window copied to the screen, and a
 * bitmap family of 1-, 2-, 8- and 16-bit members (WinDrawBitmap draws the deepest member not
 * deeper than the screen); WinPalette and WinGetBitmap are checked on the way.
 * tests/emulator/test_emu_depth.py compares the screen with a golden
 * image per depth and checks the colour calls' answers. Then the event loop until appStopEvent. */
#include "check.h"

#ifndef DEPTH
#define DEPTH 8
#endif

static void rect(RectangleType *r, Coord x, Coord y, Coord w, Coord h)
{
    r->topLeft.x = x;
    r->topLeft.y = y;
    r->extent.x = w;
    r->extent.y = h;
}

static IndexedColorType rgb_index(UInt8 red, UInt8 green, UInt8 blue)
{
    RGBColorType rgb;
    rgb.index = 0;
    rgb.r = red;
    rgb.g = green;
    rgb.b = blue;
    return WinRGBToIndex(&rgb);
}

static void screen_mode(void)
{
    UInt32 depth = 0, supported = 0, width = 0, height = 0, feature = 0;
    Boolean color = false;

    CHECK(FtrGet(sysFtrCreator, sysFtrNumDisplayDepth, &feature) == errNone);
    CHECK(WinScreenMode(winScreenModeGetSupportedDepths, NULL, NULL, &supported, &color) == errNone);
    CHECK(supported & (1UL << (DEPTH - 1)));
    CHECK(color == ((supported & 0x80) != 0)); /* a colour screen does 8 bits */
    depth = 3; /* no Palm has a 3-bit screen */
    CHECK(WinScreenMode(winScreenModeSet, NULL, NULL, &depth, NULL) == sysErrParamErr);
    depth = DEPTH;
    CHECK(WinScreenMode(winScreenModeSet, NULL, NULL, &depth, NULL) == errNone);
    depth = 0;
    CHECK(WinScreenMode(winScreenModeGet, &width, &height, &depth, NULL) == errNone);
    CHECK(width == 160 && height == 160 && depth == DEPTH);
    depth = 0;
    CHECK(WinScreenMode(winScreenModeGetDefaults, NULL, NULL, &depth, NULL) == errNone);
    CHECK(depth == feature);
}

static void colors(void)
{
    RGBColorType rgb;
    IndexedColorType black = (IndexedColorType)((1 << (DEPTH > 8 ? 8 : DEPTH)) - 1);

    /* black is the table's last index, white its first; the UI draws in black */
    CHECK(rgb_index(0, 0, 0) == black);
    CHECK(rgb_index(255, 255, 255) == 0);
    CHECK(UIColorGetTableEntryIndex(2 /* UIObjectForeground */) == black);
    CHECK(UIColorGetTableEntryIndex(1 /* UIObjectFill */) == 0);
    WinIndexToRGB(black, &rgb);
    CHECK(rgb.r == 0 && rgb.g == 0 && rgb.b == 0);
    WinIndexToRGB(0, &rgb);
    CHECK(rgb.r == 255 && rgb.g == 255 && rgb.b == 255);
}

static void swatches(void)
{
    static const UInt8 rgbs[8][3] = {
        {255, 0, 0}, {0, 153, 0}, {0, 0, 255}, {255, 204, 0},
        {0, 204, 255}, {153, 0, 153}, {128, 128, 128}, {0, 0, 0},
    };
    RectangleType r;
    UInt16 i;
    for (i = 0; i < 8; i++) {
        WinSetForeColor(rgb_index(rgbs[i][0], rgbs[i][1], rgbs[i][2]));
        rect(&r, (Coord)(4 + i * 19), 4, 16, 14);
        WinDrawRectangle(&r, i & 1 ? 4 : 0);
    }
}

static void palette_and_bitmap(void)
{
    /* WinPalette reads and changes the screen's table (put back at once: nothing drawn changes);
       WinGetBitmap gives the display's bitmap, whose bits hold the red swatch drawn at (10, 10) */
    RGBColorType entry, changed;
    BitmapType *screen = WinGetBitmap(WinGetDisplayWindow());
    UInt8 *bits;
    UInt16 rowBytes = (UInt16)(((160 * DEPTH + 15) / 16) * 2);
    IndexedColorType red = rgb_index(255, 0, 0);
    CHECK(WinPalette(winPaletteGet, 0, 1, &entry) == errNone);
    CHECK(entry.index == 0 && entry.r == 255 && entry.g == 255 && entry.b == 255);
    changed.index = 0;
    changed.r = 1;
    changed.g = 2;
    changed.b = 3;
    CHECK(WinPalette(winPaletteSet, 1, 1, &changed) == errNone);
    CHECK(WinPalette(winPaletteGet, 1, 1, &entry) == errNone);
    CHECK(entry.r == 1 && entry.g == 2 && entry.b == 3);
    CHECK(WinPalette(winPaletteSetToDefault, 0, 0, NULL) == errNone);
    CHECK(WinPalette(winPaletteGet, 1 << (DEPTH > 8 ? 8 : DEPTH), 1, &entry) == sysErrParamErr);
    CHECK(screen != NULL);
    bits = (UInt8 *)BmpGetBits(screen);
    CHECK(bits != NULL);
#if DEPTH == 16
    CHECK(bits[10 * rowBytes + 20] == 0xF8 && bits[10 * rowBytes + 21] == 0x00);
#else
    CHECK(((bits[10 * rowBytes + (10 * DEPTH) / 8] >> (8 - DEPTH - (10 * DEPTH) % 8)) & ((1 << DEPTH) - 1))
          == (red & ((1 << DEPTH) - 1)));
#endif
    CHECK(WinGetPixel(10, 10) == red);
}

static void text(void)
{
    WinSetTextColor(rgb_index(0, 0, 204));
    WinSetBackColor(rgb_index(255, 255, 153));
    FntSetFont(boldFont);
    WinDrawChars(DEPTH == 16 ? "16-bit colour" : DEPTH == 8 ? "8-bit colour" : DEPTH == 4 ? "4-bit grey"
                 : DEPTH == 2 ? "2-bit grey" : "1-bit", DEPTH == 16 ? 13 : DEPTH == 8 ? 12 : DEPTH == 1 ? 5 : 10,
                 4, 22);
    WinSetBackColor(0);
    WinSetTextColor(rgb_index(0, 0, 0));
    FntSetFont(stdFont);
}

static void table(void)
{
    /* every index of the table: 2, 4, 16 bars, or a 32x8 grid of 256 cells */
    RectangleType r;
    UInt16 i, count = 1 << (DEPTH > 8 ? 8 : DEPTH);
    for (i = 0; i < count; i++) {
        WinSetForeColor((IndexedColorType)i);
        if (count <= 16)
            rect(&r, (Coord)(4 + i * (152 / count)), 40, (Coord)(152 / count), 12);
        else
            rect(&r, (Coord)(4 + (i % 32) * 4), (Coord)(40 + (i / 32) * 2), 4, 2);
        WinDrawRectangle(&r, 0);
    }
    WinSetForeColor(rgb_index(0, 0, 0));
    rect(&r, 4, 40, 152, 16);
    WinDrawRectangleFrame(simpleFrame, &r);
}

static void created_bitmap(void)
{
    /* a 32x24 bitmap at the screen's depth: its pixels written through BmpGetBits, a ramp of
       values along x (RGB565 values at 16 bits), black on the diagonal */
    UInt16 error = 1, x, y, rowBytes = (UInt16)(((32 * DEPTH + 15) / 16) * 2);
    BitmapType *bitmap = BmpCreate(32, 24, DEPTH, NULL, &error);
    UInt8 *bits;
    CHECK(bitmap != NULL && error == errNone);
    bits = (UInt8 *)BmpGetBits(bitmap);
    for (y = 0; y < 24; y++) {
        for (x = 0; x < 32; x++) {
            UInt32 value;
            UInt8 *row = bits + y * rowBytes;
#if DEPTH == 16
            value = x == y ? 0 : ((UInt32)(x >> 0) << 11) | ((UInt32)(y * 2) << 5) | (31 - x);
            row[x * 2] = (UInt8)(value >> 8);
            row[x * 2 + 1] = (UInt8)value;
#else
            UInt16 levels = 1 << (DEPTH > 8 ? 8 : DEPTH);
            UInt16 shift;
            value = x == y ? (UInt32)(levels - 1) : (UInt32)((x * levels) / 32);
            if (DEPTH == 8)
                value = x == y ? 255 : (UInt32)(y / 3 * 32 + x) % 215;
            shift = (UInt16)(8 - DEPTH - (x * DEPTH) % 8);
            row[(x * DEPTH) / 8] = (UInt8)(row[(x * DEPTH) / 8] | (value << shift));
#endif
        }
    }
    WinDrawBitmap(bitmap, 4, 62);
    CHECK(BmpDelete(bitmap) == errNone);
}

static void bitmap_window(void)
{
    /* a bitmap window at the screen's depth: drawn into, then the bitmap drawn on the screen */
    UInt16 error = 1;
    RectangleType r;
    BitmapType *bitmap = BmpCreate(40, 24, DEPTH, NULL, &error);
    WinHandle window, display = WinGetDrawWindow();
    CHECK(bitmap != NULL);
    window = WinCreateBitmapWindow(bitmap, &error);
    CHECK(window != NULL && error == errNone);
    WinSetDrawWindow(window);
    WinSetForeColor(rgb_index(0, 153, 0));
    rect(&r, 0, 0, 40, 24);
    WinDrawRectangle(&r, 6);
    WinSetForeColor(rgb_index(255, 255, 0));
    WinDrawLine(0, 23, 39, 0);
    WinSetDrawWindow(display);
    WinSetForeColor(rgb_index(0, 0, 0));
    WinDrawBitmap(bitmap, 42, 62);
    WinDeleteWindow(window, false);
    CHECK(BmpDelete(bitmap) == errNone);
}

static void offscreen(void)
{
    /* an offscreen window (the screen's depth): a framed colour panel, copied to the screen */
    UInt16 error = 1;
    RectangleType r;
    WinHandle window = WinCreateOffscreenWindow(40, 24, screenFormat, &error), display = WinGetDrawWindow();
    CHECK(window != NULL && error == errNone);
    WinSetDrawWindow(window);
    WinSetForeColor(rgb_index(255, 102, 0));
    rect(&r, 0, 0, 40, 24);
    WinDrawRectangle(&r, 0);
    WinSetForeColor(rgb_index(0, 0, 0));
    rect(&r, 4, 4, 32, 16);
    WinDrawRectangleFrame(roundFrame, &r);
    WinSetDrawWindow(display);
    rect(&r, 0, 0, 40, 24);
    WinCopyRectangle(window, display, &r, 86, 62, winPaint);
    WinDeleteWindow(window, false);
}

static void family(void)
{
    MemHandle h = DmGetResource(bitmapRscType, 3000);
    BitmapType *bitmap;
    CHECK(h != NULL);
    bitmap = (BitmapType *)MemHandleLock(h);
    WinDrawBitmap(bitmap, 130, 62);
    MemHandleUnlock(h);
    DmReleaseResource(h);
}

static void lines(void)
{
    /* lines and a pattern in colour, and an inverted band */
    static const CustomPatternType stripes = {0x81, 0x42, 0x24, 0x18, 0x18, 0x24, 0x42, 0x81};
    RectangleType r;
    WinSetForeColor(rgb_index(204, 0, 0));
    WinSetBackColor(rgb_index(204, 255, 255));
    WinSetPattern(&stripes);
    rect(&r, 4, 92, 70, 20);
    WinFillRectangle(&r, 0);
    WinSetForeColor(rgb_index(0, 0, 153));
    WinDrawLine(80, 92, 156, 112);
    WinDrawGrayLine(80, 112, 156, 92);
    WinSetBackColor(0);
    WinSetForeColor(rgb_index(0, 0, 0));
    rect(&r, 4, 116, 152, 10);
    WinInvertRectangle(&r, 0);
    WinDrawChars("Palm Pitch", 10, 40, 130);
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    EventType e;
    (void)cmdPBP;
    (void)launchFlags;
    if (cmd != 0)
        return 0;
    screen_mode();
    colors();
    swatches();
    palette_and_bitmap();
    text();
    table();
    created_bitmap();
    bitmap_window();
    offscreen();
    family();
    lines();
    do {
        EvtGetEvent(&e, -1);
        SysHandleEvent(&e);
    } while (e.eType != appStopEvent);
    return 0;
}
