"""String Manager traps: copies, comparisons, conversions and ``StrPrintF``.

Strings are Palm Latin (Windows code page 1252) bytes ending in NUL. Writes go through the
Memory Manager's check (a string copied into the storage heap or past the end of its chunk is
reported). ``StrPrintF``/``StrVPrintF`` read their arguments as a Palm OS compiler passes them:
``%d %i %u %x %X`` take 2 bytes (prc-tools' and CodeWarrior's 16-bit ``int``) unless written
``%ld`` etc. (4 bytes), ``%c`` takes 2 bytes (a promoted ``char``), ``%s`` a 4-byte pointer;
flags ``-+ 0#``, a width and a precision are understood.
"""

from __future__ import annotations

import re

from emulator.traps import Manager, trap

_SPEC = re.compile(rb"%([-+ 0#]*)(\d*)(?:\.(\d+))?([hl]?)([diuxXcs%])")


MAX_FIELD = 0x7FFF  # widths and precisions beyond what an Int16 result can count are cut here
MAX_OUTPUT = 0x8000  # and the whole text: StrPrintF returns its length as an Int16


def format_palm(fmt: bytes, read: ArgReader) -> bytes:
    """Palm OS ``StrVPrintF`` formatting of ``fmt`` with arguments from ``read`` (at most
    :data:`MAX_OUTPUT` bytes: a longer text could not have its length returned)."""
    out = bytearray()
    position = 0
    for match in _SPEC.finditer(fmt):
        if len(out) > MAX_OUTPUT:
            return bytes(out[:MAX_OUTPUT])
        out += fmt[position : match.start()]
        position = match.end()
        flags, width_text, precision_text, size, conversion = match.groups()
        width_text = str(min(int(width_text), MAX_FIELD)).encode() if width_text else width_text
        precision_text = (
            str(min(int(precision_text), MAX_FIELD)).encode() if precision_text else precision_text
        )
        if conversion == b"%":
            out += b"%"
            continue
        if conversion == b"s":
            pointer = read.long()
            text = read.string(pointer)
            if precision_text:
                text = text[: int(precision_text)]
        elif conversion == b"c":
            text = bytes([read.word() & 0xFF])
        else:
            value = read.long() if size == b"l" else read.word()
            bits = 32 if size == b"l" else 16
            if conversion in (b"d", b"i"):
                if value >= 1 << (bits - 1):
                    value -= 1 << bits
                digits = str(abs(value)).encode()
                sign = b"-" if value < 0 else b"+" if b"+" in flags else b" " if b" " in flags else b""
            else:
                value &= (1 << bits) - 1
                digits = (
                    str(value).encode()
                    if conversion == b"u"
                    else format(value, "x" if conversion == b"x" else "X").encode()
                )
                sign = b""
                if b"#" in flags and conversion in (b"x", b"X") and value:
                    sign = b"0x" if conversion == b"x" else b"0X"
            if precision_text:
                digits = digits.rjust(int(precision_text), b"0")
            if b"0" in flags and b"-" not in flags and width_text and not precision_text:
                digits = digits.rjust(int(width_text) - len(sign), b"0")
            text = sign + digits
        width = int(width_text) if width_text else 0
        text = text.ljust(width) if b"-" in flags else text.rjust(width)
        out += text
    out += fmt[position:]
    return bytes(out[:MAX_OUTPUT])


class ArgReader:
    """Reads ``StrVPrintF`` arguments from emulated memory, upward from an address."""

    def __init__(self, manager: Manager, address: int) -> None:
        self.manager = manager
        self.address = address

    def word(self) -> int:
        value = self.manager.mem.u16(self.address)
        self.address += 2
        return value

    def long(self) -> int:
        value = self.manager.mem.u32(self.address)
        self.address += 4
        return value

    def string(self, pointer: int) -> bytes:
        return self.manager.mem.cstring(pointer) if pointer else b"(null)"


def _compare(a: bytes, b: bytes) -> int:
    if a == b:
        return 0
    return -1 if a < b else 1


class StringTraps(Manager):
    """``StringMgr.h``: see the module docstring."""

    def _put(self, dst: int, data: bytes, what: str) -> int:
        memory = self.kernel.managers["MemoryTraps"]
        if memory.check_write(dst, len(data) + 1, what):  # type: ignore[attr-defined]
            self.mem.write(dst, data + b"\0")
        return dst

    @trap("StrLen")
    def StrLen(self, src: int) -> int:
        """Int16 StrLen(const Char *src)"""
        return len(self.mem.cstring(src))

    @trap("StrCopy")
    def StrCopy(self, dst: int, src: int) -> int:
        """Char *StrCopy(Char *dst, const Char *src)"""
        return self._put(dst, self.mem.cstring(src), "StrCopy")

    @trap("StrNCopy")
    def StrNCopy(self, dst: int, src: int, n: int) -> int:
        """Char *StrNCopy(Char *dst, const Char *src, Int16 n)"""
        if n <= 0:
            return dst
        text = self.mem.cstring(src, n)
        data = text if len(text) >= n else text + bytes(n - len(text))
        memory = self.kernel.managers["MemoryTraps"]
        if memory.check_write(dst, n, "StrNCopy"):  # type: ignore[attr-defined]
            self.mem.write(dst, data[:n])
        return dst

    @trap("StrCat")
    def StrCat(self, dst: int, src: int) -> int:
        """Char *StrCat(Char *dst, const Char *src)"""
        head = self.mem.cstring(dst)
        self._put(dst + len(head), self.mem.cstring(src), "StrCat")
        return dst

    @trap("StrNCat")
    def StrNCat(self, dst: int, src: int, n: int) -> int:
        """Char *StrNCat(Char *dst, const Char *src, Int16 n)  (n: the size of dst, NUL included)"""
        head = self.mem.cstring(dst)
        room = n - 1 - len(head)
        if room > 0:
            self._put(dst + len(head), self.mem.cstring(src, room)[:room], "StrNCat")
        return dst

    @trap("StrCompare")
    def StrCompare(self, s1: int, s2: int) -> int:
        """Int16 StrCompare(const Char *s1, const Char *s2)"""
        return _compare(self.mem.cstring(s1), self.mem.cstring(s2))

    @trap("StrNCompare")
    def StrNCompare(self, s1: int, s2: int, n: int) -> int:
        """Int16 StrNCompare(const Char *s1, const Char *s2, Int32 n)"""
        return _compare(self.mem.cstring(s1, max(n, 0)), self.mem.cstring(s2, max(n, 0)))

    @trap("StrCaselessCompare")
    def StrCaselessCompare(self, s1: int, s2: int) -> int:
        """Int16 StrCaselessCompare(const Char *s1, const Char *s2)"""
        return _compare(self.mem.cstring(s1).lower(), self.mem.cstring(s2).lower())

    @trap("StrNCaselessCompare")
    def StrNCaselessCompare(self, s1: int, s2: int, n: int) -> int:
        """Int16 StrNCaselessCompare(const Char *s1, const Char *s2, Int32 n)"""
        return _compare(self.mem.cstring(s1, max(n, 0)).lower(), self.mem.cstring(s2, max(n, 0)).lower())

    @trap("StrToLower")
    def StrToLower(self, dst: int, src: int) -> int:
        """Char *StrToLower(Char *dst, const Char *src)"""
        return self._put(dst, self.mem.cstring(src).lower(), "StrToLower")

    @trap("StrIToA")
    def StrIToA(self, s: int, i: int) -> int:
        """Char *StrIToA(Char *s, Int32 i)"""
        return self._put(s, str(i).encode(), "StrIToA")

    @trap("StrIToH")
    def StrIToH(self, s: int, i: int) -> int:
        """Char *StrIToH(Char *s, UInt32 i)"""
        return self._put(s, f"{i & 0xFFFFFFFF:08X}".encode(), "StrIToH")

    @trap("StrAToI")
    def StrAToI(self, str_: int) -> int:
        """Int32 StrAToI(const Char *str)"""
        match = re.match(rb"\s*([-+]?\d+)", self.mem.cstring(str_, 64))
        return int(match.group(1)) & 0xFFFFFFFF if match else 0

    @trap("StrChr")
    def StrChr(self, str_: int, chr_: int) -> int:
        """Char *StrChr(const Char *str, WChar chr)"""
        text = self.mem.cstring(str_)
        index = text.find(bytes([chr_ & 0xFF])) if chr_ else len(text)
        return str_ + index if index >= 0 else 0

    @trap("StrStr")
    def StrStr(self, str_: int, token: int) -> int:
        """Char *StrStr(const Char *str, const Char *token)"""
        index = self.mem.cstring(str_).find(self.mem.cstring(token))
        return str_ + index if index >= 0 else 0

    @trap("StrPrintF")
    def StrPrintF(self, s: int, formatStr: int) -> int:
        """Int16 StrPrintF(Char *s, const Char *formatStr, ...)"""
        return self._format(s, formatStr, self.kernel.trap_sp + 8)

    @trap("StrVPrintF")
    def StrVPrintF(self, s: int, formatStr: int, arg: int) -> int:
        """Int16 StrVPrintF(Char *s, const Char *formatStr, _Palm_va_list arg)"""
        return self._format(s, formatStr, arg)

    def _format(self, s: int, fmt: int, args: int) -> int:
        spec = self.mem.cstring(fmt)
        widest = max((int(n) for m in _SPEC.finditer(spec) for n in m.group(2, 3) if n), default=0)
        if widest > MAX_FIELD:
            self.kernel.report(
                "bad-parameter", f"StrPrintF: a field of {widest:,} characters (cut at {MAX_FIELD:,})"
            )
        text = format_palm(spec, ArgReader(self, args))
        if len(text) > MAX_FIELD:
            self.kernel.report("bad-parameter", f"StrPrintF: a text of {len(text):,} bytes or more (cut)")
        self._put(s, text, "StrPrintF")
        return len(text)


MANAGER = StringTraps
