"""Regenerate every derived file the repository commits, or check that none is stale.

What it is for: a file made from another (a generated C twin, a packed text, a generated document,
a golden script, the prebuilt code 1) is committed so that a clone builds and reads without running
anything; this is the one command that remakes them all, and ``--check`` (run by
tests/test_generated.py) fails naming each committed copy that no longer matches its source::

    .venv/bin/python tools/regenerate.py            # rewrite what is out of date
    .venv/bin/python tools/regenerate.py --check    # exit 1 naming each stale file
    .venv/bin/python tools/regenerate.py --quick    # skip the golden scripts and code 1

What is derived, and from what:

* ``device/core/rules.{h,c}`` ... : the C twins' data (``tools/c_twins.py``), from the Python;
* ``device/m68k/include/palm_structs.h``: the Palm OS structures a 68k C program reads, from
  ``palm_sdk.structs`` (``python -m palm_sdk.c_structs``);
* ``resources/pitch.rcp``'s ``VERSION`` and About's version label: pyproject.toml's version
  (``tools/app_version.py``);
* ``resources/text/*.txtc``: the packed texts, from ``resources/text/*.txt`` (``tools/pack_texts.py``);
* ``docs/palm_api.md``: the screen model's table of Palm OS calls (``tools/palm_api.py``);
* ``docs/emulator_traps.md``: the traps the emulator implements (``palm-emu traps --markdown``);
* ``resources/variants.txt``: each variant's rules for the desktop app, from ``docs/variants.md``
  (``tools/variants_text.py``);
* ``tests/golden/app/scripts/*.txt``: the golden screens' scripts (``tools/golden_scripts.py``),
  played in the app (a few seconds each);
* ``resources/pitch.code1``: the device app's code 1 (``make -C device prebuilt``), only where the
  68k toolchain is installed.

The trap header ``palm_traps.h`` is not committed: ``device/m68k/toolchain.mk`` generates it into
the build folder from ``palm_sdk`` every build.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Derived:
    """One committed derived file and how to render its bytes."""

    path: str  # relative to the repository
    render: Callable[[], bytes]
    slow: bool = False


def _text(render: Callable[[], str]) -> Callable[[], bytes]:
    return lambda: render().encode("utf-8")


def derived_files(quick: bool = False) -> list[Derived]:
    """Every derived file, in the order they are made (``quick``: without the slow ones)."""
    import app_version
    import c_twins
    import pack_texts
    import palm_api
    import variants_text

    from emulator.trapdoc import markdown
    from palm_sdk.c_structs import c_structs_header

    files = [Derived(path, _text(render)) for path, render in c_twins.GENERATED.items()]
    files.append(Derived("device/m68k/include/palm_structs.h", _text(c_structs_header)))
    files.append(Derived("resources/pitch.rcp", _text(app_version.render)))
    for name in pack_texts.PACKED:
        files.append(Derived(f"resources/text/{name}.txtc", lambda name=name: pack_texts.packed(name)))
    files.append(Derived(str(palm_api.DOC.relative_to(ROOT)), _text(palm_api.render)))
    files.append(Derived("docs/emulator_traps.md", _text(markdown)))
    files.append(Derived(str(variants_text.TEXT.relative_to(ROOT)), _text(variants_text.render)))
    if not quick:
        import golden_cases
        import golden_scripts

        for case in golden_cases.CASES:
            render = _text(lambda case=case: golden_scripts.record(case))
            files.append(Derived(str(case.script.relative_to(ROOT)), render, slow=True))
    return files


def stale_files(files: list[Derived], root: Path = ROOT) -> list[str]:
    """The files whose committed bytes differ from what their source makes now."""
    stale = []
    for item in files:
        target = root / item.path
        if not target.exists() or target.read_bytes() != item.render():
            stale.append(item.path)
    return stale


def _write(target: Path, data: bytes) -> None:
    from prc_tools.fileio import write_atomic

    write_atomic(target, data)


def _code1(check: bool) -> list[str]:
    """``make -C device prebuilt`` (or, checking, a fresh build compared with the committed copy)."""
    if shutil.which("m68k-linux-gnu-gcc") is None:
        print("skipped resources/pitch.code1: no m68k-linux-gnu-gcc here", file=sys.stderr)
        return []
    if not check:
        subprocess.run(["make", "-s", "-C", str(ROOT / "device"), "prebuilt", f"PYTHON={sys.executable}"],
                       check=True)  # fmt: skip
        return []
    with tempfile.TemporaryDirectory(prefix="code1-") as folder:
        out = Path(folder)
        subprocess.run(["make", "-s", "-C", str(ROOT / "device"), "prc", f"BUILD={out / 'build'}",
                        f"APP_BUILD={out / 'app'}", f"PRC={out / 'Pitch.prc'}", f"PYTHON={sys.executable}"],
                       check=True)  # fmt: skip
        built = (out / "app" / "pitch.code1").read_bytes()
    return [] if built == (ROOT / "resources" / "pitch.code1").read_bytes() else ["resources/pitch.code1"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 naming each stale file")
    parser.add_argument("--quick", action="store_true", help="skip the golden scripts and code 1")
    args = parser.parse_args(argv)
    files = derived_files(quick=args.quick)
    stale = stale_files(files)
    if not args.check:
        by_path = {item.path: item for item in files}
        for path in stale:
            _write(ROOT / path, by_path[path].render())
    if not args.quick:
        stale += _code1(args.check)
    for path in stale:
        print(("stale: " if args.check else "wrote ") + path)
    if args.check and stale:
        print("run: python tools/regenerate.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
