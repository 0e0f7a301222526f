"""Resource and database types, and the resource ids Palm OS gives meaning to.

Four-character codes as ``str`` (a ``DmResType`` / database type or creator is their big-endian
``UInt32``): the UI resources of SDK 3.5 ``Core/UI/UIResources.h``, the application resources
and database types of ``Core/System/SystemMgr.rh``, and the ids of the system bitmaps an alert
shows (``UIResources.h``), which the screen model draws from its own system resources.
"""

# UI resources (UIResources.h)
formRscType = "tFRM"
alertRscType = "Talt"
MenuRscType = "MBAR"
bitmapRscType = "Tbmp"
strRscType = "tSTR"
strListRscType = "tSTL"
ainRscType = "tAIN"  # the application's name under its icon
iconType = "tAIB"  # the application's icon
verRscType = "tver"
fontRscType = "NFNT"
defaultCategoryRscType = "taic"

# Application resources and database types (SystemMgr.rh)
sysResTAppCode = "code"
sysResTAppGData = "data"
sysResTAppPrefs = "pref"
sysFileTApplication = "appl"

# System bitmaps of the alert icons (UIResources.h)
informationAlertBitmap = 10004
confirmationAlertBitmap = 10005
warningAlertBitmap = 10006
errorAlertBitmap = 10007


def type_code(four: str) -> int:
    """A four-character code as the ``UInt32`` a trap passes (big-endian, Palm Latin).

    >>> hex(type_code(formRscType)), hex(type_code("PPch"))
    ('0x7446524d', '0x50506368')
    """
    data = four.encode("latin-1")
    if len(data) != 4:
        raise ValueError(f"a type or creator is four characters, not {four!r}")
    return int.from_bytes(data, "big")


def type_name(code: int) -> str:
    """The four characters of a ``UInt32`` type or creator code.

    >>> type_name(0x7446524D)
    'tFRM'
    """
    return (code & 0xFFFFFFFF).to_bytes(4, "big").decode("latin-1")
