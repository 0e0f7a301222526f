"""The 68k build of the C core (``make -C device m68k``) and the check of its object
(tools/check_m68k.py): no writable data, no relocation a flat ``code`` 1 cannot carry, no call into a
libgcc routine that uses 68020 instructions, no instruction a 68000 lacks. Each kind of defect is
also planted in a small program of its own, to prove the check refuses it.

Needs Debian's ``gcc-m68k-linux-gnu`` and ``binutils-m68k-linux-gnu`` (skipped with the reason when
they are missing; CI installs them and sets PALM_PITCH_REQUIRE_TOOLS=1).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import check_m68k
import pytest

ROOT = Path(__file__).resolve().parents[2]
PREFIX = "m68k-linux-gnu-"  # conftest.py's M68K_PREFIX
CC = f"{PREFIX}gcc"
FLAGS = ["-m68000", "-mpcrel", "-ffreestanding", "-fno-builtin", "-nostdlib", "-O2", "-std=c99",
         "-fno-asynchronous-unwind-tables", "-fno-common"]


@pytest.fixture(scope="module")
def libgcc(cross: None) -> Path:
    return Path(subprocess.run([CC, "-m68000", "-print-libgcc-file-name"], capture_output=True, text=True,
                               check=True).stdout.strip())


def test_the_core_object_is_clean(m68k_build: Path, libgcc: Path) -> None:
    notes: list[str] = []
    problems = check_m68k.check([m68k_build / "pitchcore.o"], libgcc, PREFIX, report=notes)
    assert problems == []
    core = check_m68k.Elf.parse("pitchcore.o", (m68k_build / "pitchcore.o").read_bytes())
    # Stronger than the check: the core calls nothing at all, not even memcpy or a libgcc routine.
    assert core.undefined() == set()
    assert {"pp_state_apply", "pp_state_legal_actions", "pp_rng_deal",
            "pp_random_player_choose"} <= core.defined()


def test_the_core_links_flat_within_its_budget(m68k_build: Path) -> None:
    """Linked alone at address 0 (device/core/flat.ld asserts no .data, no .bss, under 32 KB), the
    core's code and constants stay within their budget of 20 KB."""
    image = (m68k_build / "pitchcore.bin").read_bytes()
    assert 1000 < len(image) <= 20 * 1024


def _compile(tmp_path: Path, name: str, source: str, *flags: str) -> Path:
    (tmp_path / f"{name}.c").write_text(source)
    out = tmp_path / f"{name}.o"
    subprocess.run([CC, *FLAGS, *flags, "-c", "-o", str(out), str(tmp_path / f"{name}.c")], check=True)
    return out


def _assemble(tmp_path: Path, name: str, source: str) -> Path:
    (tmp_path / f"{name}.s").write_text(source)
    out = tmp_path / f"{name}.o"
    subprocess.run([f"{PREFIX}as", "-m68040", "-o", str(out), str(tmp_path / f"{name}.s")], check=True)
    return out


PLANTED = {
    "writable global": ("int counter; void tick(void) { counter++; }", (), "writable data"),
    "initialised global": ("int level = 3; int get(void) { return level; }", (), "writable data"),
    "common symbol": ("int shared; int get(void) { return shared; }", ("-fcommon",), "common symbol"),
    "pointer table": ('static const char *const names[] = {"a", "b"};\n'
                      "const char *name(int i) { return names[i]; }", (), "R_68K_32"),
    "absolute calls": ("int f(int); int g(int x) { return f(x) + 1; } int f(int x) { return x; }",
                       ("-mno-pcrel", "-fno-inline"), "R_68K_32"),
    "32-bit division": ("long quotient(long a, long b) { return a / b; }", (), "long branch"),
    "68020 multiply": ("long product(long a, long b) { return a * b; }", ("-m68020",), "not a 68000"),
    "68020 indexing": ("int at(const int *a, int i) { return a[i]; }", ("-m68020",),
                       "scaled index|not a 68000"),
    "unknown function": ("void helper(void); void run(void) { helper(); }", (), "neither the runtime"),
}


@pytest.mark.parametrize("case", PLANTED, ids=lambda case: case.replace(" ", "-"))
def test_the_check_refuses_each_defect(cross: None, libgcc: Path, tmp_path: Path, case: str) -> None:
    source, flags, expected = PLANTED[case]
    problems = check_m68k.check([_compile(tmp_path, "planted", source, *flags)], libgcc, PREFIX)
    assert problems, f"{case}: not caught"
    assert any(re.search(expected, str(p)) for p in problems), [str(p) for p in problems]


@pytest.mark.parametrize("instruction", ["bsr.l .+100", "muls.l %d1,%d0", "extb.l %d0", "tst.l %a0",
                                         "rtd #4", "move.w %ccr,%d0", "move.l (4,%a0,%d0.l*4),%d1",
                                         "move.l ([4,%a0],%d0.l,8),%d1", "bfextu %d0{#1:#2},%d1"])
def test_the_check_refuses_68020_instructions(cross: None, tmp_path: Path, instruction: str) -> None:
    path = _assemble(tmp_path, "planted", f"    .text\n    moveq #1,%d0\n    {instruction}\n    rts\n")
    problems = check_m68k.check([path], None, PREFIX)
    # Found where it is (the moveq before it is fine; words after it may decode as anything).
    assert problems and str(problems[0]).startswith("planted.o: .text+0x2:"), [str(p) for p in problems]


def test_the_check_passes_what_a_68000_flat_code_carries(cross: None, libgcc: Path, tmp_path: Path) -> None:
    """Constants, strings, switches and function pointers (PC-relative), a 68000-safe libgcc routine
    (__mulsi3), and a function the runtime provides are all fine."""
    source = """
        static const short table[4] = {1, 2, 3, 5};
        void runtime_copy(char *to, const char *from);
        static int twice(int x) { return 2 * x; }
        int pick(int i, long a, long b, char *out) {
            int (*f)(int) = twice;
            runtime_copy(out, "text");
            switch (i) { case 0: return table[1]; case 1: return f(i); case 2: return 7; default: break; }
            return (int)(a * b);
        }
    """
    path = _compile(tmp_path, "fine", source)
    notes: list[str] = []
    assert check_m68k.check([path], libgcc, PREFIX, runtime=["runtime_copy"], report=notes) == []
    assert any("__mulsi3" in note for note in notes)


def test_the_command_line(cross: None, m68k_build: Path, libgcc: Path, tmp_path: Path) -> None:
    tool = [sys.executable, str(ROOT / "tools" / "check_m68k.py"), "--libgcc", str(libgcc)]
    clean = subprocess.run([*tool, str(m68k_build / "pitchcore.o")], capture_output=True, text=True)
    assert clean.returncode == 0 and "clean" in clean.stdout
    bad = _compile(tmp_path, "bad", "int counter; void tick(void) { counter++; }")
    found = subprocess.run([*tool, str(bad)], capture_output=True, text=True)
    assert found.returncode == 1 and "writable data" in found.stdout
    junk = tmp_path / "junk.o"
    junk.write_bytes(b"not an object at all")
    refused = subprocess.run([*tool, str(junk)], capture_output=True, text=True)
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1 and "not an ELF file" in refused.stderr
