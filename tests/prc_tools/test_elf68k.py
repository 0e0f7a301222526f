"""prc_tools.elf68k: a linked 68k ELF as code 0, code 1, data 0 and rloc 0."""

from __future__ import annotations

import struct

import pytest
from hypothesis import given
from hypothesis import strategies as st

from emulator.loader import xref_offsets
from prc_tools.elf68k import ElfError, app_code, compress, encode_xrefs, read_elf
from prc_tools.formats.appcode import InitBlock


@given(
    st.binary(max_size=600)
    | st.lists(st.sampled_from([b"\0" * 70, b"\xff" * 20, b"ab", b"q" * 40])).map(b"".join)
)
def test_compressed_init_data_decompresses_to_itself(data: bytes) -> None:
    stream = compress(data)
    assert 0 not in stream[:1] or not data  # never starts with the end opcode
    assert InitBlock(0, stream).decompress() == data


def test_compression_shrinks_zero_runs() -> None:
    assert len(compress(bytes(1000))) == 16  # 64 zeros per opcode


@given(st.lists(st.integers(min_value=-0x20000, max_value=0x20000).map(lambda n: n * 2), max_size=40))
def test_relocation_entries_decode_to_their_offsets(offsets: list[int]) -> None:
    assert xref_offsets(encode_xrefs(offsets)) == sorted(offsets)


def _elf(text: bytes, relocations: list[tuple[int, int, int, int]] = ()) -> bytes:
    """A minimal ELF32 big-endian m68k file: .text, and .rela.text with the given entries
    (offset, type, symbol index, addend); symbol 1 is 'start' at 0."""
    shstr = b"\0.text\0.rela.text\0.symtab\0.strtab\0.shstrtab\0"
    strtab = b"\0start\0"
    symtab = bytes(16) + struct.pack(">IIIBBH", 1, 0, 0, 0x12, 0, 1)
    rela = b"".join(struct.pack(">IIi", o, (s << 8) | t, a) for o, t, s, a in relocations)
    bodies = [text, rela, symtab, strtab, shstr]
    offset = 52
    placed = []
    for body in bodies:
        placed.append(offset)
        offset += len(body)
    shoff = offset
    header = (
        b"\x7fELF\x01\x02\x01"
        + bytes(9)
        + struct.pack(">HHIIIIIHHHHHH", 2, 4, 1, 0, 0, shoff, 0, 52, 0, 0, 40, 6, 5)
    )
    sections = [bytes(40)]
    specs = [  # name, type, flags, addr, link, info, entsize
        (1, 1, 6, 0, 0, 0, 0),
        (7, 4, 0, 0, 3, 1, 12),
        (18, 2, 0, 0, 4, 1, 16),
        (26, 3, 0, 0, 0, 0, 0),
        (34, 3, 0, 0, 0, 0, 0),
    ]
    for (name, type_, flags, addr, link, info, entsize), body, at in zip(specs, bodies, placed, strict=True):
        sections.append(
            struct.pack(">IIIIIIIIII", name, type_, flags, addr, at, len(body), link, info, 2, entsize)
        )
    return header + b"".join(bodies) + b"".join(sections)


def test_a_flat_program_gets_the_zero_globals_resources() -> None:
    code = app_code(_elf(b"\x4e\x75"))
    assert code.code1 == b"\x4e\x75"
    assert code.code0.belowA5 == 0 and code.rloc0 is None
    assert read_elf(_elf(b"\x4e\x75")).symbols["start"] == 0


def test_an_absolute_address_in_the_code_is_refused() -> None:
    with pytest.raises(ElfError, match=r"absolute address in \.text at 0x2"):
        app_code(_elf(b"\x20\x3c\0\0\0\0\x4e\x75", [(2, 1, 1, 0)]))  # move.l #start,d0 (R_68K_32)


@pytest.mark.parametrize(
    ("data", "message"),
    [(b"not an elf", "not an ELF"), (b"\x7fELF\x02\x02" + bytes(60), "32-bit big-endian")],
)
def test_what_is_not_a_68k_elf_is_refused(data: bytes, message: str) -> None:
    with pytest.raises(ElfError, match=message):
        read_elf(data)
