"""The facts about unicorn the emulator rests on, and the 68000 runtime of device/m68k.

If a new unicorn changed how a TRAP #15 arrives, which CPU model is a real 68000, or how a byte
is pushed, these fail first (aesthetics.md 3.4). The runtime's multiply, divisions and memory
functions are called on the 68000 with hypothesis' numbers and compared with Python's.
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from unicorn import UC_ARCH_M68K, UC_HOOK_INTR, UC_MODE_BIG_ENDIAN, Uc
from unicorn.m68k_const import UC_M68K_REG_A7, UC_M68K_REG_D0, UC_M68K_REG_PC

from emulator.cpu import CPU_MODEL_68000, TRAP15
from prc_tools.elf68k import read_elf

CODE, STACK, SENTINEL = 0x10000, 0x80000, 0xF0000


def machine(code: bytes) -> tuple[Uc, list[tuple[int, int]]]:
    uc = Uc(UC_ARCH_M68K, UC_MODE_BIG_ENDIAN)
    uc.ctl_set_cpu_model(CPU_MODEL_68000)
    uc.mem_map(CODE, 0x10000)
    uc.mem_map(STACK - 0x10000, 0x10000)
    uc.mem_map(SENTINEL, 0x1000)
    uc.mem_write(CODE, code)
    uc.reg_write(UC_M68K_REG_A7, STACK - 16)
    seen: list[tuple[int, int]] = []

    def on_interrupt(uc: Uc, intno: int, _: object) -> None:
        pc = uc.reg_read(UC_M68K_REG_PC)
        seen.append((intno, pc))
        if intno == TRAP15:
            uc.reg_write(UC_M68K_REG_PC, pc + 4)
        else:
            uc.emu_stop()

    uc.hook_add(UC_HOOK_INTR, on_interrupt)
    return uc, seen


def test_trap_15_arrives_with_the_pc_at_the_trap_and_resumes_four_bytes_on() -> None:
    code = bytes.fromhex("70014E4F A0C77002 4E71")  # moveq #1; trap #15 + word; moveq #2
    uc, seen = machine(code)
    uc.emu_start(CODE, CODE + len(code) - 2, count=100)
    assert seen == [(TRAP15, CODE + 2)]
    assert uc.reg_read(UC_M68K_REG_D0) == 2


def test_model_0_is_a_real_68000() -> None:
    uc, seen = machine(bytes.fromhex("4C00 1001 4E71"))  # mulu.l d0,d1: 68020 only
    uc.emu_start(CODE, CODE + 4, count=10)
    assert seen == [(4, CODE)]  # the illegal-instruction exception


def test_a_byte_push_moves_the_stack_pointer_by_two() -> None:
    uc, _ = machine(bytes.fromhex("1F00 4E71"))  # move.b d0,-(sp)
    uc.emu_start(CODE, CODE + 2, count=10)
    assert uc.reg_read(UC_M68K_REG_A7) == STACK - 18


@pytest.fixture(scope="module")
def runtime(programs: Path) -> tuple[bytes, dict[str, int]]:
    elf = (programs / "basics.elf").read_bytes()
    image = read_elf(elf)
    return (programs / "basics.code1").read_bytes(), image.symbols


def call(runtime: tuple[bytes, dict[str, int]], name: str, *args: int) -> int:
    code, symbols = runtime
    uc, seen = machine(code)
    frame = STACK - 64
    words = [SENTINEL, *(a & 0xFFFFFFFF for a in args)]
    uc.mem_write(frame, struct.pack(f">{len(words)}I", *words))
    uc.reg_write(UC_M68K_REG_A7, frame)
    uc.emu_start(CODE + symbols[name], SENTINEL, count=10_000)
    assert seen == [] and uc.reg_read(UC_M68K_REG_PC) == SENTINEL
    return int(uc.reg_read(UC_M68K_REG_D0))


def signed(value: int) -> int:
    return value - (1 << 32) if value & 0x80000000 else value


u32 = st.integers(min_value=0, max_value=0xFFFFFFFF)
s32 = st.integers(min_value=-0x80000000, max_value=0x7FFFFFFF)


@settings(max_examples=60, deadline=None)
@given(u32, u32)
def test_mulsi3(runtime: tuple[bytes, dict[str, int]], a: int, b: int) -> None:
    assert call(runtime, "__mulsi3", a, b) == (a * b) & 0xFFFFFFFF


@settings(max_examples=60, deadline=None)
@given(u32, u32.filter(bool))
def test_unsigned_division_and_remainder(runtime: tuple[bytes, dict[str, int]], n: int, d: int) -> None:
    assert call(runtime, "__udivsi3", n, d) == n // d
    assert call(runtime, "__umodsi3", n, d) == n % d


@settings(max_examples=60, deadline=None)
@given(s32, s32.filter(bool))
def test_signed_division_truncates_toward_zero(runtime: tuple[bytes, dict[str, int]], n: int, d: int) -> None:
    quotient = abs(n) // abs(d) * (1 if (n < 0) == (d < 0) else -1)
    assert signed(call(runtime, "__divsi3", n, d)) == signed(quotient & 0xFFFFFFFF)
    assert signed(call(runtime, "__modsi3", n, d)) == signed((n - quotient * d) & 0xFFFFFFFF)


def test_division_by_zero_raises_the_zero_divide_exception(runtime: tuple[bytes, dict[str, int]]) -> None:
    code, symbols = runtime
    uc, seen = machine(code)
    frame = STACK - 64
    uc.mem_write(frame, struct.pack(">III", SENTINEL, 7, 0))
    uc.reg_write(UC_M68K_REG_A7, frame)
    uc.emu_start(CODE + symbols["__udivsi3"], SENTINEL, count=10_000)
    assert [intno for intno, _ in seen] == [5]


@settings(max_examples=30, deadline=None)
@given(st.binary(min_size=1, max_size=40), st.integers(0, 3), st.integers(0, 3))
def test_memcpy_memmove_memset(runtime: tuple[bytes, dict[str, int]], data: bytes, a: int, b: int) -> None:
    code, symbols = runtime
    for name in ("memcpy", "memmove"):
        uc, _ = machine(code)
        src, dst = STACK - 0x4000 + a, STACK - 0x3000 + b
        uc.mem_write(src, data)
        frame = STACK - 64
        uc.mem_write(frame, struct.pack(">IIII", SENTINEL, dst, src, len(data)))
        uc.reg_write(UC_M68K_REG_A7, frame)
        uc.emu_start(CODE + symbols[name], SENTINEL, count=10_000)
        assert bytes(uc.mem_read(dst, len(data))) == data and uc.reg_read(UC_M68K_REG_D0) == dst
    uc, _ = machine(code)
    base = STACK - 0x2000 + a
    uc.mem_write(frame, struct.pack(">IIII", SENTINEL, base, 0xAB, len(data)))
    uc.reg_write(UC_M68K_REG_A7, frame)
    uc.emu_start(CODE + symbols["memset"], SENTINEL, count=10_000)
    assert bytes(uc.mem_read(base, len(data))) == b"\xab" * len(data)


def test_memmove_copies_overlapping_regions_backwards(runtime: tuple[bytes, dict[str, int]]) -> None:
    code, symbols = runtime
    uc, _ = machine(code)
    base = STACK - 0x2000
    uc.mem_write(base, b"abcdefgh")
    frame = STACK - 64
    uc.mem_write(frame, struct.pack(">IIII", SENTINEL, base + 2, base, 6))
    uc.reg_write(UC_M68K_REG_A7, frame)
    uc.emu_start(CODE + symbols["memmove"], SENTINEL, count=10_000)
    assert bytes(uc.mem_read(base, 8)) == b"ababcdef"
