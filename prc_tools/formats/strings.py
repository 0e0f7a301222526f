"""Resources made of strings: ``tSTR``, ``tver``, ``tAIN``, ``taic``, ``tSTL``, ``tAIS`` and ``APPL``.

Layouts are those PilRC emits (PILRC ``pilrc.c``: ``ParseDumpString``, ``ParseDumpVersion``,
``ParseDumpApplicationIconName``, ``ParseDumpLauncherCategory``, ``ParseDumpStringTable``,
``ParseDumpApplication``); the resource IDs Palm OS looks for are in SDK35 ``UI/UIResources.h``
(``ainID`` 1000, ``appVersionID`` 1, ``defaultCategoryRscID`` 1000)::

    tSTR  C string                              STRING ID n "text"
    tver  C string                              VERSION ID 1 "1.0"
    tAIN  C string, padded to an even length    APPLICATIONICONNAME ID 1000 "Name"
    taic  C string                              LAUNCHERCATEGORY ID 1000 "Games"
    tSTL  prefix C string, UInt16 count,        STRINGTABLE ID n "prefix" "a" "b"
          count C strings (SysStringByIndex)
    tAIS  C strings back to back (the default   CATEGORIES ID n "Unfiled" "Business"
          category names, CategoryInitialize)
    APPL  4 characters (the creator)            APPLICATION ID 1 "CRID"

Text is Palm Latin (``binary.decode_text``). Parsing accepts zero padding after the string and,
in a ``tSTR`` only, a string without its NUL (apps read such a block with ``MemHandleSize``);
``terminated`` and ``padding`` remember both so the resource builds back as it was. By default
building writes the PilRC form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Self

import construct as c

from prc_tools.errors import PrcFormatError
from prc_tools.formats.binary import (
    PalmCString,
    build_struct,
    check_trailing_padding,
    cstring,
    decode_text,
    pad_even,
    parse_struct_end,
    read_cstring,
)


@dataclass(frozen=True)
class TextResource:
    """A resource holding one NUL-terminated string.

    ``padding`` is the number of zero bytes after the NUL, ``None`` for the PilRC form (none, or
    one to reach an even length for ``tAIN``); ``terminated`` is false for a string stored
    without its NUL, which only a ``tSTR`` may be (``MAY_LACK_NUL``).

    >>> StringResource.parse(b"1.0"), StringResource("1.0", terminated=False).build()
    (StringResource(text='1.0', padding=None, terminated=False), b'1.0')
    """

    text: str
    padding: int | None = None
    terminated: bool = True
    RESOURCE_TYPE: ClassVar[str] = "tSTR"
    PAD_TO_EVEN: ClassVar[bool] = False
    MAY_LACK_NUL: ClassVar[bool] = False

    def __post_init__(self) -> None:
        if self.padding is not None and (self.padding < 0 or (not self.terminated and self.padding)):
            raise ValueError(f"padding {self.padding} needs a terminated string and cannot be negative")

    @classmethod
    def parse(cls, data: bytes) -> Self:
        end = data.find(b"\0")
        if end < 0 and cls.MAY_LACK_NUL:
            return cls(decode_text(data), terminated=False)
        text, end = read_cstring(data, 0, f"{cls.RESOURCE_TYPE} string")
        check_trailing_padding(data, end, f"{cls.RESOURCE_TYPE} string")
        value = cls(text)
        return value if len(value.build()) == len(data) else cls(text, padding=len(data) - end)

    def build(self) -> bytes:
        if not self.terminated:
            return cstring(self.text)[:-1]
        data = cstring(self.text)
        if self.padding is not None:
            return data + bytes(self.padding)
        return pad_even(data) if self.PAD_TO_EVEN else data


@dataclass(frozen=True)
class StringResource(TextResource):
    """``tSTR``: a string the app loads with ``DmGetResource`` (help text, messages); OnBoard
    keeps a NUL-less block of text in one."""

    MAY_LACK_NUL: ClassVar[bool] = True


@dataclass(frozen=True)
class VersionString(TextResource):
    """``tver`` (``appVersionID`` 1): the version the launcher's Info screen shows."""

    RESOURCE_TYPE: ClassVar[str] = "tver"


@dataclass(frozen=True)
class AppIconName(TextResource):
    """``tAIN`` (``ainID`` 1000): the name under the launcher icon; padded to even length."""

    RESOURCE_TYPE: ClassVar[str] = "tAIN"
    PAD_TO_EVEN: ClassVar[bool] = True


@dataclass(frozen=True)
class LauncherCategory(TextResource):
    """``taic`` (``defaultCategoryRscID`` 1000): the launcher category an app installs into."""

    RESOURCE_TYPE: ClassVar[str] = "taic"


# PILRC ParseDumpStringTable: prefix, EmitW(numStrings), the strings back to back.
StringListType = c.Struct(
    "prefix" / PalmCString,  # prepended to each string by SysStringByIndex
    "numStrings" / c.Rebuild(c.Int16ub, c.len_(c.this.strings)),
    "strings" / c.Array(c.this.numStrings, PalmCString),
)


@dataclass(frozen=True)
class StringList:
    """``tSTL``: a prefix and a list of strings (``SysStringByIndex``).

    >>> StringList("", ("Pass", "Bid 2")).build()
    b'\\x00\\x00\\x02Pass\\x00Bid 2\\x00'
    """

    prefix: str
    strings: tuple[str, ...]

    @classmethod
    def parse(cls, data: bytes) -> StringList:
        value, end = parse_struct_end(StringListType, data, 0, "tSTL string list")
        check_trailing_padding(data, end, "tSTL string list")
        return cls(value.prefix, tuple(value.strings))

    def build(self) -> bytes:
        for text in (self.prefix, *self.strings):
            cstring(text)  # rejects NUL and characters outside Palm Latin
        return build_struct(StringListType, {"prefix": self.prefix, "strings": list(self.strings)})


@dataclass(frozen=True)
class AppInfoStrings:
    """``tAIS`` (``appInfoStringsRsc``): strings back to back, each NUL-terminated - the default
    category names ``CategoryInitialize`` copies into a new database's appInfo block. PilRC cuts
    each name to 15 characters and adds empty names up to 16 (PILRC ``ParseDumpCategories``);
    that is the compiler's business, this facade holds whatever strings there are.

    >>> AppInfoStrings(("Unfiled", "", "")).build()
    b'Unfiled\\x00\\x00\\x00'
    """

    strings: tuple[str, ...]

    @classmethod
    def parse(cls, data: bytes) -> AppInfoStrings:
        if not data:
            return cls(())
        if data[-1] != 0:
            raise PrcFormatError("tAIS strings do not end with a NUL", len(data))
        return cls(tuple(decode_text(piece) for piece in data[:-1].split(b"\0")))

    def build(self) -> bytes:
        return b"".join(cstring(text) for text in self.strings)


@dataclass(frozen=True)
class ApplicationId:
    """``APPL``: the four-character creator ID, as PilRC's ``APPLICATION`` statement writes it."""

    creator: str

    @classmethod
    def parse(cls, data: bytes) -> ApplicationId:
        if len(data) != 4:
            raise PrcFormatError(f"APPL resource must be 4 bytes, not {len(data)}", min(len(data), 4))
        return cls(data.decode("latin-1"))

    def build(self) -> bytes:
        if len(self.creator) != 4:
            raise ValueError(f"creator {self.creator!r} must be 4 characters")
        return self.creator.encode("latin-1")
