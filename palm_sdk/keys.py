"""Keys: the modifier bits of a ``keyDownEvent``, the virtual characters, and the device's keys.

A key press is a ``keyDownEvent`` with a character (``chr``), a key code and ``modifiers``.
Buttons that are not text - the silkscreen's Applications, Menu, Calculator and Find, the scroll
buttons, the hard buttons - send *virtual characters* (``vchr*``, SDK 3.5 ``Core/System/Chars.h``)
with ``commandKeyMask`` set (``Core/System/SysEvent.h``); a Graffiti command stroke followed by a
letter sends that letter with ``commandKeyMask`` too (a menu shortcut). The scroll buttons'
``vchrPageUp``/``vchrPageDown`` sit below 0x0100 but are virtual all the same.

:data:`DEVICE_KEYS` names the keys of the device by what a player calls them, for scripts and
front ends.
"""

# keyDownEvent modifiers (SysEvent.h)
shiftKeyMask = 0x0001
capsLockMask = 0x0002
numLockMask = 0x0004
commandKeyMask = 0x0008
optionKeyMask = 0x0010
controlKeyMask = 0x0020
autoRepeatKeyMask = 0x0040
doubleTapKeyMask = 0x0080
poweredOnKeyMask = 0x0100
appEvtHookKeyMask = 0x0200
libEvtHookKeyMask = 0x0400

# Virtual characters (Chars.h)
vchrPageUp = 0x000B
vchrPageDown = 0x000C
vchrLowBattery = 0x0101
vchrEnterDebugger = 0x0102
vchrNextField = 0x0103
vchrStartConsole = 0x0104
vchrMenu = 0x0105
vchrCommand = 0x0106
vchrConfirm = 0x0107
vchrLaunch = 0x0108
vchrKeyboard = 0x0109
vchrFind = 0x010A
vchrCalc = 0x010B
vchrPrevField = 0x010C
vchrAlarm = 0x010D
vchrRonamatic = 0x010E
vchrGraffitiReference = 0x010F
vchrKeyboardAlpha = 0x0110
vchrKeyboardNumeric = 0x0111
vchrPowerOff = 0x011E
vchrHard1 = 0x0204
vchrHard2 = 0x0205
vchrHard3 = 0x0206
vchrHard4 = 0x0207
vchrHardPower = 0x0208
vchrHardCradle = 0x0209

DEVICE_KEYS: dict[str, int] = {
    "home": vchrLaunch,  # the Applications silkscreen button
    "menu": vchrMenu,  # the Menu silkscreen button
    "calc": vchrCalc,  # the Calculator silkscreen button
    "find": vchrFind,  # the Find silkscreen button
    "pageup": vchrPageUp,  # the scroll buttons
    "pagedown": vchrPageDown,
}
"""The device's keys by name, each a virtual character (sent with ``commandKeyMask``)."""


def is_virtual(chr: int) -> bool:
    """Whether a ``keyDownEvent`` character is a virtual one (then it comes with ``commandKeyMask``).

    >>> is_virtual(vchrMenu), is_virtual(vchrPageDown), is_virtual(ord("m"))
    (True, True, False)
    """
    return chr >= 0x0100 or chr in (vchrPageUp, vchrPageDown)
