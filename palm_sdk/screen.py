"""The screen and the digitizer of a Palm III class device: sizes, depth, the silkscreen's buttons.

The LCD is 160x160 pixels, one bit deep (``WinScreenMode``'s default on Palm OS 3.x; SDK 3.5
``Core/UI/Window.h``). The digitizer under it is taller, 160x220: rows 160..219 are the printed
silkscreen, whose buttons the pen manager turns into keys (``EvtGetPenBtnList``'s
``PenBtnInfoType`` table, ``Core/System/SysEvent.h``). The buttons' rectangles here are the
approximate layout of the Palm III silkscreen: Applications (Home) top left, Menu bottom left,
Calculator top right, Find bottom right, the Graffiti writing area between them.

Rectangles are ``(x, y, width, height)`` tuples in digitizer coordinates.
"""

SCREEN_WIDTH = 160
SCREEN_HEIGHT = 160
SCREEN_DEPTH = 1  # bits per pixel

DIGITIZER_WIDTH = 160
DIGITIZER_HEIGHT = 220
SILKSCREEN_TOP = SCREEN_HEIGHT  # the first digitizer row below the LCD

SILKSCREEN_BUTTON_BOUNDS: dict[str, tuple[int, int, int, int]] = {
    "home": (0, 160, 27, 30),  # Applications
    "menu": (0, 190, 27, 30),
    "calc": (133, 160, 27, 30),  # Calculator
    "find": (133, 190, 27, 30),
}
"""The rectangle of each silkscreen button (``PenBtnInfoType.boundsR``), by the name under which
:data:`palm_sdk.keys.DEVICE_KEYS` gives the virtual character it sends."""
GRAFFITI_AREA = (27, 160, 106, 60)  # strokes here are Graffiti (not recognised by this model)

# SDK 3.5 Core/System/SysEvtMgr.h: EvtGetSilkscreenAreaList's SilkscreenAreaType.areaType and index.
silkscreenRectScreen = "scrn"  # the LCD
silkscreenRectGraffiti = "graf"  # a Graffiti writing area
alphaGraffitiSilkscreenArea = 0  # the letters' area (left)
numericGraffitiSilkscreenArea = 1  # the digits' area (right)
GRAFFITI_ALPHA_AREA = (27, 160, 62, 60)  # the Graffiti area's letters part, left of the divider
GRAFFITI_NUMERIC_AREA = (89, 160, 44, 60)  # and its digits part
