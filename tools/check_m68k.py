"""Check a 68k object for what a 68000 Palm and a flat ``code`` 1 resource cannot carry.

Run: ``python tools/check_m68k.py [--libgcc PATH] [--prefix m68k-linux-gnu-] [--runtime SYMBOL ...]
OBJECT.o ...`` (``make -C device check-m68k`` runs it on the C core). Prints one line per problem
(``file: section+offset (function): what``) and exits 1 if there is any, 2 if a file cannot be read,
0 if the objects are clean; ``--verbose`` also lists what it looked at.

Why each check (docs/palm_os.md §3.6 and §11): ``code`` 1 is executed in place from the write-protected
storage heap, at an address known only at run time, with no loader to patch it.

1. **Writable data.** A non-empty allocated section with the write flag (``.data``, ``.bss``,
   ``.data.rel*``, ``.got``) or a common symbol is a global variable: without an A5 world set up by
   the application there is no writable memory for it, and ``-mpcrel`` code would write into the
   code resource itself. (``--allow-writable`` for an application that has arranged its globals.)
2. **Relocations.** Only PC-relative 8- and 16-bit relocations (``R_68K_PC8``, ``R_68K_PC16``) are
   resolved at link time into position-independent code. An absolute address (``R_68K_32``/16/8:
   a table of pointers, a pointer in initialised data) needs patching at run time; GOT and PLT
   relocations need a dynamic linker; ``R_68K_PC32`` is 68020 addressing.
3. **Calls out.** Each undefined symbol must be provided by the application's runtime
   (``--runtime``) or be a libgcc routine (``--libgcc``: Debian's has no 68000 multilib) that itself
   passes these checks: ``__divsi3``, ``__modsi3`` and ``__umodsi3`` use ``bsr.l``, a 68020
   instruction, and fail; ``__mulsi3`` passes.
4. **Instructions.** The code is disassembled for the 68000 (``objdump -m m68k:68000``); a word the
   68000 cannot decode (``.short``), a long branch (``Bcc.l``/``bsr.l``: an 8-bit displacement of
   0xFF, which a 68000 takes as a branch to an odd address), a scaled index (``*2/*4/*8``) or a
   memory-indirect mode is a 68020+ instruction. (Not told apart: a full-format extension word
   that suppresses its index register; the compiler's ``-m68000`` never emits one.)
5. **Reach.** Code and constants of more than 32 KB cannot all be reached by 16-bit PC-relative
   offsets.

May import: the standard library only; it runs the binutils of ``--prefix`` (objdump).
"""

from __future__ import annotations

import argparse
import re
import struct
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

SHT_SYMTAB, SHT_RELA, SHT_NOBITS, SHT_REL = 2, 4, 8, 9
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 0x1, 0x2, 0x4
SHN_UNDEF, SHN_COMMON = 0, 0xFFF2
EM_68K = 4

RELOCATION_NAMES = {
    0: "R_68K_NONE", 1: "R_68K_32", 2: "R_68K_16", 3: "R_68K_8", 4: "R_68K_PC32", 5: "R_68K_PC16",
    6: "R_68K_PC8", 7: "R_68K_GOT32", 8: "R_68K_GOT16", 9: "R_68K_GOT8", 10: "R_68K_GOT32O",
    11: "R_68K_GOT16O", 12: "R_68K_GOT8O", 13: "R_68K_PLT32", 14: "R_68K_PLT16", 15: "R_68K_PLT8",
    16: "R_68K_PLT32O", 17: "R_68K_PLT16O", 18: "R_68K_PLT8O", 19: "R_68K_COPY", 20: "R_68K_GLOB_DAT",
    21: "R_68K_JMP_SLOT", 22: "R_68K_RELATIVE",
}
FLAT_RELOCATIONS = {0, 5, 6}
"""R_68K_NONE, R_68K_PC16, R_68K_PC8: resolved by the link into position-independent code."""
REACH = 32768


class CheckError(Exception):
    """A file that is not a readable 68k ELF object or archive (message names it and why)."""


@dataclass(frozen=True)
class Section:
    index: int
    name: str
    type: int
    flags: int
    offset: int
    size: int
    link: int
    info: int


@dataclass(frozen=True)
class Symbol:
    name: str
    value: int
    size: int
    kind: int  # STT_*
    bind: int  # STB_*
    section: int


@dataclass
class Elf:
    """The parts of an ELF32 big-endian relocatable object the checks read."""

    name: str
    data: bytes
    sections: list[Section] = field(default_factory=list)
    symbols: list[Symbol] = field(default_factory=list)

    @classmethod
    def parse(cls, name: str, data: bytes) -> Elf:
        if data[:4] != b"\x7fELF":
            raise CheckError(f"{name}: not an ELF file")
        if data[4] != 1 or data[5] != 2:
            raise CheckError(f"{name}: not a 32-bit big-endian ELF file (not m68k)")
        try:
            (machine,) = struct.unpack_from(">H", data, 18)
            shoff, = struct.unpack_from(">I", data, 32)
            shentsize, shnum, shstrndx = struct.unpack_from(">HHH", data, 46)
            if machine != EM_68K:
                raise CheckError(f"{name}: machine {machine}, not the 68k ({EM_68K})")
            raw = [struct.unpack_from(">10I", data, shoff + i * shentsize) for i in range(shnum)]
            names = raw[shstrndx]
            elf = cls(name, data)
            for index, (sh_name, sh_type, flags, _, offset, size, link, info, _, _) in enumerate(raw):
                elf.sections.append(Section(index, _string(data, names[4] + sh_name), sh_type, flags, offset,
                                            size, link, info))
            for section in elf.sections:
                if section.type == SHT_SYMTAB:
                    strings = elf.sections[section.link].offset
                    for at in range(section.offset, section.offset + section.size, 16):
                        st_name, value, size, info, _other, shndx = struct.unpack_from(">IIIBBH", data, at)
                        elf.symbols.append(Symbol(_string(data, strings + st_name), value, size, info & 0xF,
                                                  info >> 4, shndx))
        except (struct.error, IndexError):
            raise CheckError(f"{name}: truncated or damaged ELF file") from None
        return elf

    def relocations(self) -> Iterable[tuple[Section, int, int, Symbol]]:
        """(section relocated, offset, type, symbol) of every relocation in an allocated section."""
        for section in self.sections:
            if section.type not in (SHT_RELA, SHT_REL):
                continue
            target = self.sections[section.info]
            if not target.flags & SHF_ALLOC:
                continue
            size = 12 if section.type == SHT_RELA else 8
            for at in range(section.offset, section.offset + section.size, size):
                offset, info = struct.unpack_from(">II", self.data, at)
                yield target, offset, info & 0xFF, self.symbols[info >> 8]

    def defined(self) -> set[str]:
        return {s.name for s in self.symbols if s.section not in (SHN_UNDEF, SHN_COMMON) and s.bind != 0}

    def undefined(self) -> set[str]:
        return {s.name for s in self.symbols if s.section == SHN_UNDEF and s.name}

    def function_at(self, section: Section, offset: int) -> str:
        best = None
        for symbol in self.symbols:
            if (symbol.section == section.index and symbol.kind in (1, 2) and symbol.value <= offset
                    and (best is None or symbol.value > best.value)):
                best = symbol
        return f" ({best.name})" if best is not None and best.name else ""


def _string(data: bytes, at: int) -> str:
    end = data.index(b"\0", at)
    return data[at:end].decode("ascii", "replace")


def archive_members(path: Path) -> list[tuple[str, bytes]]:
    """The members of a System V / GNU ``ar`` archive (libgcc.a), as (name, bytes)."""
    data = path.read_bytes()
    if data[:8] != b"!<arch>\n":
        raise CheckError(f"{path}: not an ar archive")
    members = []
    long_names = b""
    at = 8
    while at + 60 <= len(data):
        header = data[at:at + 60]
        name = header[:16].decode("ascii").rstrip()
        size = int(header[48:58].decode("ascii").strip())
        body = data[at + 60:at + 60 + size]
        at += 60 + size + (size & 1)
        if name == "//":
            long_names = body
        elif name in ("/", "/SYM64/"):
            continue
        else:
            if name.startswith("/") and name[1:].isdigit():
                start = int(name[1:])
                name = long_names[start:long_names.index(b"/\n", start)].decode("ascii")
            members.append((name.rstrip("/"), body))
    return members


@dataclass(frozen=True)
class Problem:
    where: str
    what: str

    def __str__(self) -> str:
        return f"{self.where}: {self.what}"


LINE = re.compile(r"^\s*([0-9a-f]+):\t([0-9a-f ]+?)\s*\t(.*)$")
SCALED = re.compile(r":[wl]:[248]\b")
MEMORY_INDIRECT = re.compile(r"\)@\(")


def instruction_problems(elf: Elf, path: Path, objdump: str) -> list[Problem]:
    """Check 4: every instruction of every code section decoded for the 68000."""
    problems = []
    for section in elf.sections:
        if not section.flags & SHF_EXECINSTR or section.size == 0:
            continue
        done = subprocess.run([objdump, "-d", "-m", "m68k:68000", "-j", section.name, str(path)],
                              capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise CheckError(f"{elf.name}: {objdump} failed: {done.stderr.strip()}")
        for line in done.stdout.splitlines():
            match = LINE.match(line)
            if not match:
                continue
            offset, words, text = int(match[1], 16), match[2].split(), match[3]
            first = int(words[0], 16) if words and len(words[0]) == 4 else -1
            why = None
            if text.startswith(".short"):
                why = f"{words[0]} is not a 68000 instruction"
            elif first >= 0 and first & 0xF0FF == 0x60FF:
                why = f"{words[0]}: a long branch (Bcc.l / bsr.l), 68020"
            elif SCALED.search(text):
                why = f"{text}: a scaled index, 68020 addressing"
            elif MEMORY_INDIRECT.search(text):
                why = f"{text}: memory-indirect addressing, 68020"
            if why:
                where = f"{elf.name}: {section.name}+{offset:#x}{elf.function_at(section, offset)}"
                problems.append(Problem(where, why))
    return problems


def object_problems(elf: Elf, path: Path, objdump: str, allow_writable: bool = False) -> list[Problem]:
    """Checks 1, 2, 4 and 5 of one object."""
    problems = []
    reach = 0
    for section in elf.sections:
        if not section.flags & SHF_ALLOC or section.size == 0:
            continue
        if section.flags & SHF_WRITE:
            if not allow_writable:
                names = sorted(s.name for s in elf.symbols if s.section == section.index and s.kind == 1)
                listed = f" ({', '.join(names)})" if names else ""
                problems.append(Problem(f"{elf.name}: {section.name}",
                                        f"{section.size} bytes of writable data{listed}: globals need an A5"
                                        " world the code does not have"))
        else:
            reach += section.size
    if not allow_writable:
        for symbol in elf.symbols:
            if symbol.section == SHN_COMMON:
                problems.append(Problem(f"{elf.name}: {symbol.name}", "a common symbol (an uninitialised"
                                        " global variable): globals need an A5 world the code does not have"))
    for section, offset, kind, symbol in elf.relocations():
        if kind in FLAT_RELOCATIONS:
            continue
        name = RELOCATION_NAMES.get(kind, f"relocation type {kind}")
        if kind in (1, 2, 3):
            why = "an absolute address (a pointer table?) that would need patching at run time"
        elif kind == 4:
            why = "32-bit PC-relative addressing, 68020"
        else:
            why = "needs a GOT/PLT and a dynamic linker (is -mpcrel missing?)"
        target = symbol.name or "a section"
        problems.append(Problem(f"{elf.name}: {section.name}+{offset:#x}{elf.function_at(section, offset)}",
                                f"{name} to {target}: {why}"))
    if reach >= REACH:
        problems.append(Problem(elf.name, f"{reach} bytes of code and constants: 16-bit PC-relative offsets"
                                f" reach only {REACH}"))
    problems.extend(instruction_problems(elf, path, objdump))
    return problems


def check(paths: Sequence[Path], libgcc: Path | None = None, prefix: str = "m68k-linux-gnu-",
          runtime: Iterable[str] = (), allow_writable: bool = False,
          report: list[str] | None = None) -> list[Problem]:
    """Every problem of the objects (and of the libgcc routines they call); notes go to ``report``."""
    objdump = f"{prefix}objdump"
    notes = report if report is not None else []
    problems: list[Problem] = []
    objects = []
    for path in paths:
        try:
            elf = Elf.parse(path.name, path.read_bytes())
        except OSError as error:
            raise CheckError(f"{path}: cannot read: {error.strerror or error}") from None
        objects.append(elf)
        problems.extend(object_problems(elf, path, objdump, allow_writable))
        allocated = sum(s.size for s in elf.sections if s.flags & SHF_ALLOC)
        relocations = sum(1 for _ in elf.relocations())
        notes.append(f"{path.name}: {allocated} bytes allocated, {relocations} relocations")
    defined = set().union(*(elf.defined() for elf in objects)) | set(runtime)
    wanted = sorted(set().union(*(elf.undefined() for elf in objects)) - defined)
    members = {}
    if libgcc is not None and wanted:
        for member, data in archive_members(libgcc):
            if data[:4] == b"\x7fELF":
                members[member] = Elf.parse(f"libgcc.a({member})", data)
    checked: set[str] = set()
    while wanted:
        name = wanted.pop(0)
        provider = next((m for m, elf in members.items() if name in elf.defined()), None)
        if provider is None:
            problems.append(Problem(", ".join(p.name for p in paths),
                                    f"calls {name}, which neither the runtime nor libgcc provides"))
            continue
        notes.append(f"calls {name}: libgcc.a({provider})")
        if provider in checked:
            continue
        checked.add(provider)
        elf = members[provider]
        with tempfile.TemporaryDirectory() as folder:
            copy = Path(folder) / provider
            copy.write_bytes(elf.data)
            found = object_problems(elf, copy, objdump)
        for problem in found:
            problems.append(Problem(problem.where, f"{problem.what} (in libgcc's {name}, which is called)"))
        defined |= elf.defined()
        wanted.extend(sorted(elf.undefined() - defined - set(wanted)))
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("objects", nargs="+", type=Path)
    parser.add_argument("--libgcc", type=Path, help="the libgcc.a the objects would be linked with")
    parser.add_argument("--prefix", default="m68k-linux-gnu-", help="binutils prefix (objdump)")
    parser.add_argument("--runtime", action="append", default=[],
                        help="a symbol the application's runtime provides (repeatable)")
    parser.add_argument("--allow-writable", action="store_true", help="the application has an A5 world")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    notes: list[str] = []
    try:
        problems = check(args.objects, args.libgcc, args.prefix, args.runtime, args.allow_writable, notes)
    except (CheckError, OSError) as error:
        print(f"check_m68k: {error}", file=sys.stderr)
        return 2
    if args.verbose:
        for note in notes:
            print(note)
    for problem in problems:
        print(problem)
    if not problems:
        print(f"check_m68k: {', '.join(str(p) for p in args.objects)}: clean (68000, flat code 1)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
