"""Which typed facade decodes which resource type.

``DECODERS`` maps a resource type to the class whose ``parse(bytes)`` decodes it; every such
class also has ``build()``. ``code`` 1 (68k machine code) and unknown types have no decoder and
stay raw bytes.

>>> decode_resource("tver", b"1.0\\0").text
'1.0'
"""

from __future__ import annotations

from collections.abc import Callable

from prc_tools.formats.alert import Alert
from prc_tools.formats.appcode import CodeZero, DataZero, SysAppPrefs
from prc_tools.formats.bitmap import BitmapFamily
from prc_tools.formats.form import Form
from prc_tools.formats.menu import MenuBar
from prc_tools.formats.packed_text import PACKED_TEXT_TYPE, PackedText
from prc_tools.formats.strings import (
    AppIconName,
    AppInfoStrings,
    ApplicationId,
    LauncherCategory,
    StringList,
    StringResource,
    VersionString,
)

DECODERS: dict[str, Callable[[bytes], object]] = {
    "tFRM": Form.parse,
    "Tbmp": BitmapFamily.parse,
    "tAIB": BitmapFamily.parse,
    "tSTR": StringResource.parse,
    "tSTL": StringList.parse,
    "tAIN": AppIconName.parse,
    "tAIS": AppInfoStrings.parse,
    "tver": VersionString.parse,
    "taic": LauncherCategory.parse,
    "APPL": ApplicationId.parse,
    "MBAR": MenuBar.parse,
    "Talt": Alert.parse,
    "pref": SysAppPrefs.parse,
    PACKED_TEXT_TYPE: PackedText.parse,
}
"""Resource type -> decoder. ``code`` and ``data`` are decoded by ID, see :func:`decoder_for`."""


def decoder_for(type: str, id: int | None = None) -> Callable[[bytes], object] | None:
    """The decoder of a resource, or ``None`` for raw ones (``code`` 1+, unknown types).

    ``code`` 0 and ``data`` 0 are the application's A5-world description; other ``code`` IDs
    are machine code.
    """
    if type == "code":
        return CodeZero.parse if id in (0, None) else None
    if type == "data":
        return DataZero.parse if id in (0, None) else None
    return DECODERS.get(type)


def decode_resource(type: str, data: bytes, id: int | None = None) -> object:
    """Decode resource bytes into their typed facade; ``KeyError`` when the type has no decoder."""
    decoder = decoder_for(type, id)
    if decoder is None:
        raise KeyError(f"no decoder for {type!r} resources" + ("" if id is None else f" with ID {id}"))
    return decoder(data)
