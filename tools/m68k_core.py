"""A minimal 68000 harness for the C core's 68k build: the core linked alone at address 0
(``make -C device m68k`` writes build/m68k/pitchcore.elf) runs in unicorn as a real MC68000 (CPU
model 0, docs/palm_os.md §4.2), its functions called with the m68k C convention, and the instructions of
each call counted.

What it is for: benchmarks/device.py (68k instructions per heuristic decision and per hand) and the
test that the 68k build itself plays the Python engine's games (tests/cengine/test_m68k_core.py).
It is not the emulator (``emulator/`` runs whole Palm applications with their traps); nothing here
is Palm OS, only the core's code on the CPU.

The convention (Debian's m68k-linux-gnu-gcc without ``-mshort``): arguments pushed right to left,
each in a 4-byte slot (8- and 16-bit ones promoted to int), the caller pops them; the result in D0.
Counting: a block hook adds the instructions of each translated block, known from the 68000
disassembly of the image (so a block of n instructions costs one Python call, not n); ``exact=True``
counts with an instruction hook instead, to check that. Results come back in D0 as the callee left
it: mask them to the C type's width (a ``uint16_t`` result's upper half is undefined).

Lives in tools/ beside check_m68k.py (its ELF reader), where pytest finds both on its
``pythonpath``; benchmarks/device.py loads the two from there.

May import: the standard library, unicorn, and tools/check_m68k.py (the ELF reader).
"""

from __future__ import annotations

import bisect
import re
import struct
import subprocess
from pathlib import Path

from check_m68k import Elf
from unicorn import UC_ARCH_M68K, UC_HOOK_BLOCK, UC_HOOK_CODE, UC_HOOK_INTR, UC_MODE_BIG_ENDIAN, Uc, UcError
from unicorn.m68k_const import UC_M68K_REG_A7, UC_M68K_REG_D0, UC_M68K_REG_PC

from palm_pitch.cengine.ruleset_record import m68k_bytes
from palm_pitch.rules import Ruleset

CPU_68000 = 0
"""unicorn's CPU model 0 is a real 68000 (the named constants are shifted: docs/palm_os.md §4.2)."""

CODE = 0x10000
DATA = 0x40000
DATA_SIZE = 0x20000
STACK_TOP = 0x80000
STOP = 0x0F000
"""The return address of every call: a mapped page the CPU never executes (the run stops there)."""

LINE = re.compile(r"^\s*([0-9a-f]+):\t")


class Fault(RuntimeError):
    """The 68k code took an exception (illegal instruction, address error, ...) or ran away."""


class Core68k:
    """The linked core in a fresh 68000, with a bump allocator over its data area."""

    def __init__(self, elf_path: Path, objdump: str = "m68k-linux-gnu-objdump") -> None:
        elf = Elf.parse(elf_path.name, elf_path.read_bytes())
        text = next(s for s in elf.sections if s.name == ".text")
        image = elf.data[text.offset:text.offset + text.size]
        self.code_size = len(image)
        self.symbols = {s.name: s.value for s in elf.symbols if s.kind == 2 and s.name}
        listing = subprocess.run([objdump, "-d", "-m", "m68k:68000", "-j", ".text", str(elf_path)],
                                 capture_output=True, text=True, check=True).stdout
        self._starts = sorted(CODE + int(m[1], 16) for m in map(LINE.match, listing.splitlines()) if m)
        self._blocks: dict[tuple[int, int], int] = {}
        self.uc = Uc(UC_ARCH_M68K, UC_MODE_BIG_ENDIAN)
        self.uc.ctl_set_cpu_model(CPU_68000)
        self.uc.mem_map(STOP, 0x1000)
        self.uc.mem_map(CODE, (len(image) + 0xFFF) & ~0xFFF)
        self.uc.mem_write(CODE, image)
        self.uc.mem_map(DATA, STACK_TOP - DATA)
        self._free = DATA
        self.instructions = 0
        self._exception: int | None = None
        self.uc.hook_add(UC_HOOK_INTR, self._on_exception)

    # ------------------------------------------------------------------------------- memory

    def alloc(self, size: int) -> int:
        """A zeroed block of the data area (freed all at once by :meth:`reset`)."""
        address = self._free
        self._free += (size + 3) & ~3
        if self._free > DATA + DATA_SIZE:
            raise MemoryError("the harness's data area is full")
        self.uc.mem_write(address, bytes(size))
        return address

    def reset(self) -> None:
        self._free = DATA

    def write(self, address: int, data: bytes) -> None:
        self.uc.mem_write(address, data)

    def read(self, address: int, size: int) -> bytes:
        return bytes(self.uc.mem_read(address, size))

    def u32(self, address: int) -> int:
        return int(struct.unpack(">I", self.read(address, 4))[0])

    # -------------------------------------------------------------------------------- calls

    def call(self, name: str, *args: int, count: bool = False, exact: bool = False) -> int:
        """Call function ``name`` with integer/pointer arguments; returns D0 (unsigned 32 bits).
        With ``count``, the instructions it executed are in :attr:`instructions`."""
        sp = STACK_TOP - 16 - 4 * (len(args) + 1)
        self.uc.mem_write(sp, struct.pack(f">{len(args) + 1}I", STOP, *(a & 0xFFFFFFFF for a in args)))
        self.uc.reg_write(UC_M68K_REG_A7, sp)
        self.instructions = 0
        self._exception = None
        hook = None
        if count:
            # Hooks are compiled into the translated blocks: code translated without one would
            # run uncounted, so the translation cache is flushed whenever a hook comes or goes.
            self.uc.ctl_flush_tb()
            hook = (self.uc.hook_add(UC_HOOK_CODE, self._on_instruction) if exact
                    else self.uc.hook_add(UC_HOOK_BLOCK, self._on_block))
        try:
            self.uc.emu_start(CODE + self.symbols[name], STOP, count=50_000_000)
        except UcError as error:
            raise Fault(f"{name}: {error} at PC {self.uc.reg_read(UC_M68K_REG_PC):#x}") from None
        finally:
            if hook is not None:
                self.uc.hook_del(hook)
                self.uc.ctl_flush_tb()
        pc = self.uc.reg_read(UC_M68K_REG_PC)
        if self._exception is not None:
            raise Fault(f"{name}: 68000 exception vector {self._exception} at PC {pc:#x}")
        if pc != STOP:
            raise Fault(f"{name}: did not return (PC {pc:#x})")
        return int(self.uc.reg_read(UC_M68K_REG_D0)) & 0xFFFFFFFF

    def _on_block(self, uc: Uc, address: int, size: int, data: object) -> None:
        key = (address, size)
        count = self._blocks.get(key)
        if count is None:
            count = self._blocks[key] = (bisect.bisect_left(self._starts, address + size)
                                         - bisect.bisect_left(self._starts, address))
        self.instructions += count

    def _on_instruction(self, uc: Uc, address: int, size: int, data: object) -> None:
        self.instructions += 1

    def _on_exception(self, uc: Uc, number: int, data: object) -> None:
        self._exception = number
        uc.emu_stop()


def signed16(value: int) -> int:
    value &= 0xFFFF
    return value - 0x10000 if value & 0x8000 else value


def ruleset_bytes(ruleset: Ruleset) -> bytes:
    """A ``pp_ruleset`` (device/core/rules.h) as the 68k lays it out: a big-endian int16 target,
    then the switches (read off the Python record) and a pad to even size."""
    return m68k_bytes(ruleset)
