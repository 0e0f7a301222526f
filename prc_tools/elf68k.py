"""A linked 68k ELF as the code of a Palm OS application: ``code`` 0, ``code`` 1, ``data`` 0, ``rloc`` 0.

Debian's ``m68k-linux-gnu-ld`` links a program into an ELF; this module reads it (ELF32,
big-endian, ``EM_68K``: sections, symbols, and the relocations ``ld -q`` keeps) and makes the
resources prc-tools' ``build-prc`` makes from its own linker's output:

* ``code`` 1: ``.text`` then ``.rodata``, with the entry at offset 0. It must need no
  relocation: an absolute address in the code (``R_68K_32`` into ``.text``/``.rodata``) is
  refused, because code 1 runs in place, wherever it is, in the write-protected storage heap.
* the A5 world, for a program with global variables built with ``-msep-data`` (GCC's
  A5-relative data: ``sym@GOT(%a5)``). The data segment is ``.data``, ``.bss`` and ``.got``,
  linked from :data:`DATA_BASE`; A5 is ``_GLOBAL_OFFSET_TABLE_``, so ``.data`` and ``.bss`` lie
  below A5 and the GOT above it. ``code`` 0 gets those sizes (and no jump table: nothing may be
  written above A5 but the GOT).
* ``data`` 0: the initial data compressed into one init block (:func:`compress` writes the
  opcodes PRCT ``binres.cpp compress_data`` writes; :meth:`InitBlock.decompress` reads them).
* the relocations: every pointer in the data (``R_68K_32`` in ``.data``) and every GOT entry.
  ``rloc`` 0 (prc-tools, the default): one chain per base (data, then code 1) through the
  relocated words themselves (PRCT ``dreloc.c``: each word holds ``{Int16 next; UInt16
  addend}``, offsets from the start of the data), for the program's startup code to apply.
  ``xref`` (CodeWarrior): ``data`` 0's xref tables 0 (add A5) and 1 (add code 1), applied by
  the launcher before the program runs (docs/palm_os.md §2.4).

A program without globals (``.data``, ``.bss`` and ``.got`` empty) gets the zero-globals
``code`` 0 and ``data`` 0. Problems are :class:`ElfError` with one clear line.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from prc_tools.formats.appcode import CodeZero, DataZero, InitBlock

DATA_BASE = 0x10000000  # where globals programs link their data segment (see globals.ld)
EM_68K = 4
SHT_SYMTAB, SHT_RELA, SHT_NOBITS = 2, 4, 8
R_68K_32 = 1
PC_RELATIVE = {4, 5, 6}  # R_68K_PC32, R_68K_PC16, R_68K_PC8: position independent
GOT_RELATIVE = {7, 8, 9, 10, 11, 12, 13, 14, 15}  # R_68K_GOT*, R_68K_PLT*: resolved at link time
RESERVED_GOT_ENTRIES = 3  # GOT[0] = _DYNAMIC, GOT[1..2] for a dynamic linker: zero here
MAX_RESOURCE = 0xFFFF  # a Palm resource (code 1, the globals' image) is under 64 KB


class ElfError(ValueError):
    """An ELF that is not a 68k program a Palm can run as it is."""


@dataclass(frozen=True)
class Section:
    name: str
    type: int
    address: int
    offset: int
    size: int
    link: int
    info: int
    data: bytes


@dataclass(frozen=True)
class Relocation:
    section: str  # the section the relocation applies to
    offset: int  # address of the site
    type: int
    symbol_value: int
    addend: int

    @property
    def target(self) -> int:
        return self.symbol_value + self.addend


@dataclass(frozen=True)
class ElfImage:
    """What this module needs of an ELF: its sections, symbols and relocations."""

    sections: dict[str, Section]
    symbols: dict[str, int]
    relocations: tuple[Relocation, ...]

    def section(self, name: str) -> Section | None:
        section = self.sections.get(name)
        return section if section is not None and section.size else None


def read_elf(data: bytes) -> ElfImage:
    """Parse an ELF32 big-endian m68k file (sections, symbol values, RELA entries)."""
    if data[:4] != b"\x7fELF":
        raise ElfError("not an ELF file")
    if len(data) < 52:
        raise ElfError(f"a damaged ELF: {len(data)} bytes, shorter than the 52-byte ELF header")
    if data[4] != 1 or data[5] != 2:
        raise ElfError("not a 32-bit big-endian ELF (a 68k build is both)")
    try:
        (machine,) = struct.unpack_from(">H", data, 18)
        if machine != EM_68K:
            raise ElfError(f"an ELF for machine {machine}, not the 68k ({EM_68K})")
        (shoff,) = struct.unpack_from(">I", data, 32)
        shentsize, shnum, shstrndx = struct.unpack_from(">HHH", data, 46)
        raw = []
        for index in range(shnum):
            fields = struct.unpack_from(">IIIIIIIIII", data, shoff + index * shentsize)
            raw.append(fields)
        names = raw[shstrndx]
        strings = data[names[4] : names[4] + names[5]]

        def name_at(table: bytes, offset: int) -> str:
            return table[offset : table.index(b"\0", offset)].decode("latin-1")

        sections: list[Section] = []
        for name, type_, _flags, address, offset, size, link, info, _align, _entsize in raw:
            body = b"" if type_ == SHT_NOBITS else data[offset : offset + size]
            sections.append(Section(name_at(strings, name), type_, address, offset, size, link, info, body))
        symbols: dict[str, int] = {}
        values: list[int] = []
        for section in sections:
            if section.type == SHT_SYMTAB:
                table = sections[section.link].data
                for start in range(0, section.size, 16):
                    st_name, st_value = struct.unpack_from(">II", section.data, start)
                    values.append(st_value)
                    if st_name:
                        symbols.setdefault(name_at(table, st_name), st_value)
        relocations: list[Relocation] = []
        for section in sections:
            if section.type == SHT_RELA:
                target = sections[section.info].name
                for start in range(0, section.size, 12):
                    offset, info, addend = struct.unpack_from(">IIi", section.data, start)
                    symbol = info >> 8
                    value = values[symbol] if symbol < len(values) else 0
                    relocations.append(Relocation(target, offset, info & 0xFF, value, addend))
    except (struct.error, IndexError, ValueError) as error:
        if isinstance(error, ElfError):
            raise
        raise ElfError(f"a damaged ELF: {error}") from None
    return ElfImage({s.name: s for s in sections}, symbols, tuple(relocations))


def compress(data: bytes) -> bytes:
    """The init-block opcodes for ``data`` (without the 0x00 end), greedy: runs of zeros, of 0xFF
    and of one byte repeated, literals between them.

    >>> stream = compress(bytes(70) + b"abc" + b"\\xff" * 5 + b"zzzz")
    >>> InitBlock(0, stream).decompress() == bytes(70) + b"abc" + b"\\xff" * 5 + b"zzzz"
    True
    """
    out = bytearray()
    literal = bytearray()

    def flush() -> None:
        while literal:
            chunk = literal[:128]
            out.append(0x80 | (len(chunk) - 1))
            out.extend(chunk)
            del literal[: len(chunk)]

    i = 0
    while i < len(data):
        byte = data[i]
        run = 1
        while i + run < len(data) and data[i + run] == byte and run < 64:
            run += 1
        if byte == 0 and run >= 2:
            flush()
            out.append(0x40 | (run - 1))
        elif byte == 0xFF and run >= 2:
            run = min(run, 16)
            flush()
            out.append(0x10 | (run - 1))
        elif run >= 3:
            run = min(run, 33)
            flush()
            out += bytes([0x20 | (run - 2), byte])
        else:
            run = 1
            literal.append(byte)
        i += run
    flush()
    return bytes(out)


def encode_xrefs(offsets: list[int]) -> tuple[bytes, ...]:
    """Relocation table entries for A5-relative offsets (even), the shortest encoding each
    (the inverse of ``emulator.loader.xref_offsets``; docs/palm_os.md §2.4)."""
    entries = []
    previous = 0
    for offset in sorted(offsets):
        if offset & 1:
            raise ElfError(f"a relocation at the odd A5 offset {offset}")
        delta = (offset - previous) // 2
        if -0x40 <= delta < 0x40:
            entries.append(bytes([0x80 | (delta & 0x7F)]))
        elif -0x2000 <= delta < 0x2000:
            value = 0x4000 | (delta & 0x3FFF)
            entries.append(value.to_bytes(2, "big"))
        else:
            entries.append(((offset // 2) & 0x3FFFFFFF).to_bytes(4, "big"))
        previous = offset
    return tuple(entries)


@dataclass(frozen=True)
class AppCode:
    """The code resources of an application (see the module docstring)."""

    code0: CodeZero
    code1: bytes
    data0: DataZero
    rloc0: bytes | None = None


def app_code(data: bytes, relocation: str = "rloc", entry: str = "start") -> AppCode:
    """The code resources of a linked ELF; ``relocation`` is ``"rloc"`` or ``"xref"``.
    :class:`ElfError` for anything a damaged or foreign ELF holds."""
    if relocation not in ("rloc", "xref"):
        raise ValueError(f"relocation must be 'rloc' or 'xref', not {relocation!r}")
    image = read_elf(data)
    try:
        return _app_code(image, relocation, entry)
    except ElfError:
        raise
    except (struct.error, IndexError, OverflowError, KeyError, ValueError) as error:
        # a field the checks above did not foresee: still the ELF's fault, said in one line
        raise ElfError(f"a damaged ELF: {type(error).__name__}: {error}") from None


def _app_code(image: ElfImage, relocation: str, entry: str) -> AppCode:
    text = image.sections.get(".text")
    if text is None or not text.size:
        raise ElfError("no .text section: nothing to run")
    if image.symbols.get(entry, -1) != text.address or text.address != 0:
        raise ElfError(f"the entry point {entry!r} is not at the start of .text (address 0)")
    rodata = image.section(".rodata")
    code = text.data
    if len(code) > MAX_RESOURCE or (rodata is not None and rodata.address + rodata.size > MAX_RESOURCE):
        raise ElfError(f"code 1 (.text, .rodata) passes {MAX_RESOURCE:,} bytes, more than a resource holds")
    if rodata is not None:
        if rodata.address < len(code):
            raise ElfError(".rodata overlaps .text")
        code += bytes(rodata.address - len(code)) + rodata.data
    for reloc in image.relocations:
        if reloc.section in (".text", ".rodata") and reloc.type not in PC_RELATIVE | GOT_RELATIVE:
            raise ElfError(
                f"an absolute address in {reloc.section} at {reloc.offset:#x} (relocation type "
                f"{reloc.type}): code 1 runs in place and cannot be relocated"
            )
    data_sections = [image.section(n) for n in (".data", ".bss", ".got")]
    if not any(data_sections):
        return AppCode(CodeZero(), code, DataZero())
    return _with_globals(image, code, relocation)


def _with_globals(image: ElfImage, code: bytes, relocation: str) -> AppCode:
    sections = [s for s in (image.section(n) for n in (".data", ".bss", ".got")) if s is not None]
    start = min(s.address for s in sections)
    end = max(s.address + s.size for s in sections)
    if start != DATA_BASE:
        raise ElfError(f"the data segment starts at {start:#x}, not {DATA_BASE:#x} (link with globals.ld)")
    if end - start > MAX_RESOURCE:
        raise ElfError(f"the globals take {end - start:,} bytes: their image in data 0 must stay under 64 KB")
    a5 = image.symbols.get("_GLOBAL_OFFSET_TABLE_")
    if a5 is None:
        got = image.section(".got")
        a5 = got.address if got is not None else end
    if not start <= a5 <= end:
        raise ElfError(f"_GLOBAL_OFFSET_TABLE_ ({a5:#x}) lies outside the data segment")
    below, above = a5 - start, end - a5
    world = bytearray(end - start)
    for section in sections:
        if section.type != SHT_NOBITS:
            world[section.address - start : section.address - start + section.size] = section.data
    # The relocation sites: pointers in .data, and the GOT's address entries.
    sites: dict[int, int] = {}  # offset from the data start -> target address
    for reloc in image.relocations:
        if reloc.section in (".data", ".got") and reloc.type == R_68K_32:
            sites[reloc.offset - start] = reloc.target
        elif reloc.section in (".data", ".got"):
            raise ElfError(f"relocation type {reloc.type} in {reloc.section} at {reloc.offset:#x}")
    got = image.section(".got")
    if got is not None:
        for index in range(RESERVED_GOT_ENTRIES, got.size // 4):
            site = got.address - start + 4 * index
            sites.setdefault(site, int.from_bytes(world[site : site + 4], "big"))
    data_chain: list[int] = []
    code_chain: list[int] = []
    for site, target in sorted(sites.items()):
        if not 0 <= site <= len(world) - 4:
            raise ElfError(f"a relocation at {site + start:#x}, outside the data segment")
        if site & 1:
            raise ElfError(f"a pointer at the odd data offset {site}")
        if DATA_BASE <= target <= end:
            data_chain.append(site)
            value = target - start if relocation == "rloc" else target - a5
        elif 0 <= target <= len(code):
            code_chain.append(site)
            value = target
        else:
            raise ElfError(f"a pointer at data offset {site} to {target:#x}, outside the program")
        world[site : site + 4] = (value & 0xFFFFFFFF).to_bytes(4, "big")
    rloc0 = None
    xrefs: tuple[tuple[bytes, ...], tuple[bytes, ...], tuple[bytes, ...]] = ((), (), ())
    if relocation == "rloc":
        heads = []
        for chain in (data_chain, code_chain):
            for site, following in zip(chain, [*chain[1:], -1][: len(chain)], strict=True):
                addend = int.from_bytes(world[site : site + 4], "big")
                if addend > 0xFFFF or site > 0x7FFF or following > 0x7FFF:
                    raise ElfError("rloc 0 chains hold 16-bit offsets: the data is over 32 KB")
                world[site : site + 4] = struct.pack(">hH", following, addend)
            heads.append(chain[0] if chain else -1)
        rloc0 = struct.pack(">hh", *heads)
    else:
        data_xrefs = encode_xrefs([s - below for s in data_chain])
        xrefs = (data_xrefs, encode_xrefs([s - below for s in code_chain]), ())
    code0 = CodeZero(aboveA5=above, belowA5=below, jumpTableOffset=0x20, jumpTable=b"")
    init = InitBlock(-below, compress(bytes(world)))
    data0 = DataZero((init, InitBlock(), InitBlock()), xrefs, ((), (), ()))
    return AppCode(code0, code, data0, rloc0)
