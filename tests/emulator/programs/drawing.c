/* Drawing: a fixed sequence of Window Manager and Font Manager calls on the display, then the
 * event loop until appStopEvent. tests/emulator/test_emu_drawing.py makes the same calls
 * through palm_os directly and compares the two screens pixel for pixel. Keep the two in
 * step: each block here has its twin there, in the same order. */
#include "check.h"

static void rect(RectangleType *r, Coord x, Coord y, Coord w, Coord h)
{
    r->topLeft.x = x;
    r->topLeft.y = y;
    r->extent.x = w;
    r->extent.y = h;
}

static void draw(void)
{
    RectangleType r;
    static const CustomPatternType stripes = {0x81, 0x42, 0x24, 0x18, 0x18, 0x24, 0x42, 0x81};
    MemHandle h;
    BitmapType *bitmap;
    WinHandle offscreen, display;
    UInt16 error;
    FontID previous;

    /* rectangles, rounded and plain */
    rect(&r, 4, 4, 30, 14);
    WinDrawRectangle(&r, 0);
    rect(&r, 40, 4, 30, 14);
    WinDrawRectangle(&r, 5);
    rect(&r, 44, 7, 10, 6);
    WinEraseRectangle(&r, 0);
    /* frames */
    rect(&r, 80, 6, 16, 10);
    WinDrawRectangleFrame(simpleFrame, &r);
    rect(&r, 102, 6, 16, 10);
    WinDrawRectangleFrame(roundFrame, &r);
    rect(&r, 124, 6, 14, 10);
    WinDrawRectangleFrame(boldRoundFrame, &r);
    rect(&r, 144, 6, 10, 10);
    WinDrawRectangleFrame(popupFrame, &r);
    rect(&r, 6, 26, 24, 10);
    WinDrawGrayRectangleFrame(simpleFrame, &r);
    /* lines */
    WinDrawLine(0, 40, 159, 52);
    WinDrawGrayLine(0, 56, 159, 56);
    WinDrawLine(40, 24, 40, 38);
    WinEraseLine(0, 46, 159, 46);
    /* patterns */
    WinSetPattern(&stripes);
    rect(&r, 40, 22, 40, 14);
    WinFillRectangle(&r, 0);
    WinSetPatternType(grayPattern);
    rect(&r, 86, 22, 30, 14);
    WinFillRectangle(&r, 4);
    /* text in four fonts, inverted, erased and painted */
    previous = FntSetFont(stdFont);
    CHECK(previous == stdFont);
    WinDrawChars("High Low", 8, 4, 60);
    FntSetFont(boldFont);
    WinDrawChars("Jack", 4, 60, 60);
    FntSetFont(largeFont);
    WinDrawChars("Game", 4, 100, 58);
    FntSetFont(stdFont);
    WinDrawInvertedChars("Smudge", 6, 4, 74);
    WinSetDrawMode(winInvert);
    WinPaintChars("Set", 3, 40, 74);
    WinSetDrawMode(winPaint);
    FntSetFont(symbolFont);
    WinDrawChars("\x17\x18\x19\x1a", 4, 70, 74);
    FntSetFont(stdFont);
    /* clipping */
    rect(&r, 4, 88, 28, 8);
    WinSetClip(&r);
    WinDrawChars("clipped away", 12, 4, 86);
    WinResetClip();
    /* inverting */
    rect(&r, 100, 74, 50, 20);
    WinInvertRectangle(&r, 3);
    /* pixels */
    WinDrawPixel(150, 150);
    WinDrawPixel(151, 151);
    WinInvertPixel(152, 152);
    /* a bitmap resource */
    h = DmGetResource(bitmapRscType, 2000);
    CHECK(h != NULL);
    bitmap = MemHandleLock(h);
    WinDrawBitmap(bitmap, 60, 100);
    MemHandleUnlock(h);
    DmReleaseResource(h);
    /* an offscreen window copied in, then saved and restored bits */
    offscreen = WinCreateOffscreenWindow(24, 16, 0, &error);
    CHECK(offscreen != NULL && error == errNone);
    display = WinSetDrawWindow(offscreen);
    rect(&r, 0, 0, 24, 16);
    WinDrawRectangle(&r, 4);
    WinDrawInvertedChars("off", 3, 4, 2);
    WinSetDrawWindow(display);
    rect(&r, 0, 0, 24, 16);
    WinCopyRectangle(offscreen, NULL, &r, 4, 100, 0);
    WinDeleteWindow(offscreen, false);
    rect(&r, 100, 100, 40, 20);
    {
        WinHandle saved = WinSaveBits(&r, &error);
        CHECK(saved != NULL);
        WinDrawRectangle(&r, 0);
        WinRestoreBits(saved, 100, 100);
    }
    rect(&r, 0, 120, 60, 30);
    WinDrawChars("scrolled", 8, 2, 124);
    WinScrollRectangle(&r, winUp, 4, &r);
    WinEraseRectangle(&r, 0);
    /* push and pop the draw state */
    WinPushDrawState();
    FntSetFont(boldFont);
    WinSetDrawMode(winErase);
    WinPopDrawState();
    CHECK(FntGetFont() == stdFont);
    WinDrawChars("end", 3, 120, 140);
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    EventType e;
    (void)cmdPBP;
    (void)launchFlags;
    if (cmd != 0)
        return 0;
    draw();
    do {
        EvtGetEvent(&e, -1);
        SysHandleEvent(&e);
    } while (e.eType != appStopEvent);
    return 0;
}
