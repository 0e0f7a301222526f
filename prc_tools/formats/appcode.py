"""The resources every 68k application carries beside its code: ``code`` 0, ``data`` 0, ``pref`` 0.

Byte layouts are those prc-tools emits (PRCT ``tools/binres.cpp``: ``make_code0``, ``make_data``,
``make_pref``), read back by PumpkinOS ``emupalmos.c emupalmos_main`` (see the project's
``docs/palm_os.md`` §2.2-2.6). This project's app has **no global variables**, so the defaults here are
the zero-globals forms:

- ``code`` 0 (:class:`CodeZero`, 24 bytes): the A5-world sizes and a vestigial one-entry jump table
  ``00000028 00000000 00000008 00000020 0000 3F3C 0001 A9F0``.
- ``data`` 0 (:class:`DataZero`, 43 bytes): three empty initialised-data blocks and six empty
  relocation tables.
- ``pref`` 0 (:class:`SysAppPrefs`, 10 bytes): ``SysAppPrefsType`` priority 30, 4 KB stack, 4 KB heap.

``code`` 1 is the 68k machine code itself, started at offset 0; it is raw bytes and has no facade.
"""

from __future__ import annotations

from dataclasses import dataclass

import construct as c

from prc_tools.errors import PrcFormatError
from prc_tools.formats.binary import build_struct, check_trailing_padding, parse_struct, parse_struct_end

# PRCT binres.cpp make_code0; Inside Macintosh "CODE 0" jump table header (the A5 world).
CodeZeroType = c.Struct(
    "aboveA5" / c.Int32ub,  # bytes above A5: 32 bytes of application parameters + jump table
    "belowA5" / c.Int32ub,  # bytes below A5: the global variables (.data + .bss)
    "jumpTableSize" / c.Int32ub,  # bytes of jump table that follow
    "jumpTableOffset" / c.Int32ub,  # jump table offset from A5 (32)
    "jumpTable" / c.Bytes(c.this.jumpTableSize),  # Mac-style entries, vestigial on Palm OS
)

ZERO_GLOBALS_JUMP_TABLE = bytes.fromhex("00003F3C0001A9F0")
"""One entry: offset 0, ``move.w #1,-(sp)``, ``_LoadSeg`` (A9F0) - what prc-tools always writes."""


@dataclass(frozen=True)
class CodeZero:
    """``code`` 0: how much memory to reserve around A5 for globals.

    >>> CodeZero().build().hex()
    '0000002800000000000000080000002000003f3c0001a9f0'
    """

    aboveA5: int = 0x28
    belowA5: int = 0
    jumpTableOffset: int = 0x20
    jumpTable: bytes = ZERO_GLOBALS_JUMP_TABLE

    @classmethod
    def parse(cls, data: bytes) -> CodeZero:
        value, end = parse_struct_end(CodeZeroType, data, 0, "code 0")
        check_trailing_padding(data, end, "code 0")
        return cls(value.aboveA5, value.belowA5, value.jumpTableOffset, bytes(value.jumpTable))

    def build(self) -> bytes:
        return build_struct(
            CodeZeroType,
            {
                "aboveA5": self.aboveA5,
                "belowA5": self.belowA5,
                "jumpTableSize": len(self.jumpTable),
                "jumpTableOffset": self.jumpTableOffset,
                "jumpTable": self.jumpTable,
            },
        )


# -- data 0 ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class InitBlock:
    """One initialised-data block of ``data`` 0: an A5-relative start and its compressed stream.

    ``stream`` holds the opcodes without the terminating 0x00 (PRCT ``compress_data``):
    0x80+n copies n+1 literal bytes, 0x40+n writes n+1 zeros, 0x20+n writes n+2 copies of the
    next byte, 0x10+n writes n+1 0xFF bytes, 0x01..0x04 are fixed patterns.
    """

    a5Offset: int = 0
    stream: bytes = b""

    def decompress(self) -> bytes:
        """The bytes this block writes at ``A5 + a5Offset`` (PUMPKIN ``emupalmos_main`` decoder)."""
        out = bytearray()
        stream = self.stream
        i = 0
        while i < len(stream):
            op = stream[i]
            i += 1
            if op & 0x80:
                count = (op & 0x7F) + 1
                out += stream[i : i + count]
                i += count
            elif op & 0x40:
                out += bytes((op & 0x3F) + 1)
            elif op & 0x20:
                out += bytes([stream[i]]) * ((op & 0x1F) + 2)
                i += 1
            elif op & 0x10:
                out += b"\xff" * ((op & 0x0F) + 1)
            elif op == 0x01:
                out += b"\0\0\0\0\xff\xff" + stream[i : i + 2]
                i += 2
            elif op == 0x02:
                out += b"\0\0\0\0\xff" + stream[i : i + 3]
                i += 3
            elif op == 0x03:
                out += b"\xa9\xf0\0\0" + stream[i : i + 2] + b"\0" + stream[i + 2 : i + 3]
                i += 3
            elif op == 0x04:
                out += b"\xa9\xf0\0" + stream[i : i + 3] + b"\0" + stream[i + 3 : i + 4]
                i += 4
            else:
                raise ValueError(f"data 0 opcode {op:#04x} is not defined")
        return bytes(out)


def _xref_entry_length(first: int) -> int:
    """Bytes of one encoded relocation entry (PUMPKIN decoder): 1, 2 or 4."""
    if first & 0x80:
        return 1
    if first & 0x40:
        return 2
    return 4


def _read_stream(data: bytes, offset: int, what: str) -> tuple[bytes, int]:
    """An init-block opcode stream up to its 0x00 terminator, honouring operand bytes."""
    start = i = offset
    operands = {0x01: 2, 0x02: 3, 0x03: 3, 0x04: 4}
    while True:
        if i >= len(data):
            raise PrcFormatError(f"{what} has no 0x00 terminator", len(data))
        op = data[i]
        if op == 0:
            return data[start:i], i + 1
        if op & 0x80:
            i += 1 + (op & 0x7F) + 1
        elif op & 0x40:
            i += 1
        elif op & 0x20:
            i += 2
        elif op & 0x10:
            i += 1
        elif op in operands:
            i += 1 + operands[op]
        else:
            raise PrcFormatError(f"{what} has undefined opcode {op:#04x}", i)


@dataclass(frozen=True)
class DataZero:
    """``data`` 0: initial values of the globals and their relocation tables.

    Layout (PRCT ``make_data``; PUMPKIN decoder): UInt32 offset of the code-1 xref section, three
    init blocks (Int32 A5 offset, opcode stream, 0x00), three data xref tables and three code-1
    xref tables (UInt32 count, then encoded entries). The zero-globals form is 43 bytes.

    prc-tools 0.5 (``obj-res``) wrote the size of the initialised data (``.data``) in the first
    UInt32 instead; PumpkinOS, like the OS, never reads that word. Such a resource keeps the value
    in ``dataSize`` (``None`` for the usual offset), so it builds back as it was.

    >>> len(DataZero().build()), DataZero.parse(DataZero().build()) == DataZero()
    (43, True)
    """

    initBlocks: tuple[InitBlock, InitBlock, InitBlock] = (InitBlock(), InitBlock(), InitBlock())
    dataXrefs: tuple[tuple[bytes, ...], tuple[bytes, ...], tuple[bytes, ...]] = ((), (), ())
    codeXrefs: tuple[tuple[bytes, ...], tuple[bytes, ...], tuple[bytes, ...]] = ((), (), ())
    dataSize: int | None = None

    def __post_init__(self) -> None:
        if self.dataSize is not None and not 0 <= self.dataSize <= 0xFFFFFFFF:
            raise ValueError(f"dataSize {self.dataSize} does not fit in 32 bits")

    @classmethod
    def parse(cls, data: bytes) -> DataZero:
        header = parse_struct(c.Int32ub, data, 0, "data 0 code-xref offset")
        offset = 4
        blocks = []
        for index in range(3):
            a5_offset = parse_struct(c.Int32sb, data, offset, f"data 0 init block {index}")
            stream, offset = _read_stream(data, offset + 4, f"data 0 init block {index}")
            blocks.append(InitBlock(a5_offset, stream))
        data_xrefs = []
        for index in range(3):
            table, offset = cls._parse_table(data, offset, f"data 0 data-xref table {index}")
            data_xrefs.append(table)
        data_size = None
        if header != offset:
            initialised = sum(len(block.decompress()) for block in blocks)
            if header != initialised:
                raise PrcFormatError(
                    f"data 0 starts with {header}, which is neither its code-xref offset {offset} nor "
                    f"the {initialised} bytes of initialised data (prc-tools 0.5)",
                    0,
                )
            data_size = header
        code_xrefs = []
        for index in range(3):
            table, offset = cls._parse_table(data, offset, f"data 0 code-xref table {index}")
            code_xrefs.append(table)
        check_trailing_padding(data, offset, "data 0")
        return cls(
            (blocks[0], blocks[1], blocks[2]),
            (data_xrefs[0], data_xrefs[1], data_xrefs[2]),
            (code_xrefs[0], code_xrefs[1], code_xrefs[2]),
            data_size,
        )

    @staticmethod
    def _parse_table(data: bytes, offset: int, what: str) -> tuple[tuple[bytes, ...], int]:
        count = parse_struct(c.Int32ub, data, offset, what)
        offset += 4
        entries = []
        for _ in range(count):
            if offset >= len(data):
                raise PrcFormatError(f"{what} is truncated: {count} entries announced", len(data))
            length = _xref_entry_length(data[offset])
            if offset + length > len(data):
                raise PrcFormatError(f"{what} is truncated inside an entry", len(data))
            entries.append(data[offset : offset + length])
            offset += length
        return tuple(entries), offset

    def build(self) -> bytes:
        blocks = b"".join(
            build_struct(c.Int32sb, block.a5Offset) + block.stream + b"\0" for block in self.initBlocks
        )
        data_xrefs = b"".join(build_struct(c.Int32ub, len(t)) + b"".join(t) for t in self.dataXrefs)
        code_xrefs = b"".join(build_struct(c.Int32ub, len(t)) + b"".join(t) for t in self.codeXrefs)
        first = 4 + len(blocks) + len(data_xrefs) if self.dataSize is None else self.dataSize
        return build_struct(c.Int32ub, first) + blocks + data_xrefs + code_xrefs


# -- pref 0 ----------------------------------------------------------------------------------------

# SDK5 SystemMgr.h SysAppPrefsType; PILRC szRCSYSAPPPREFS "w,l,l"; PRCT make_pref.
SysAppPrefsType = c.Struct(
    "priority" / c.Int16ub,  # task priority (prc-tools: 30)
    "stackSize" / c.Int32ub,  # bytes of stack requested
    "minHeapSpace" / c.Int32ub,  # bytes of dynamic heap the app needs free
)


@dataclass(frozen=True)
class SysAppPrefs:
    """``pref`` 0: the stack and heap the application asks the OS for.

    >>> SysAppPrefs().build().hex()
    '001e0000100000001000'
    """

    priority: int = 30
    stackSize: int = 4096
    minHeapSpace: int = 4096

    @classmethod
    def parse(cls, data: bytes) -> SysAppPrefs:
        value, end = parse_struct_end(SysAppPrefsType, data, 0, "pref 0")
        check_trailing_padding(data, end, "pref 0")
        return cls(value.priority, value.stackSize, value.minHeapSpace)

    def build(self) -> bytes:
        return build_struct(
            SysAppPrefsType,
            {"priority": self.priority, "stackSize": self.stackSize, "minHeapSpace": self.minHeapSpace},
        )
