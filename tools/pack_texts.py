"""Write the packed texts of ``resources/text/`` (``rules.txtc`` from ``rules.txt`` ...).

``pitch.rcp`` includes each ``.txtc`` as a ``TxtC`` resource (``DATA``), the Rules and Keyboard
texts PalmDoc-compressed (``prc_tools.formats.packed_text``): the ``.txt`` is the source to edit,
the ``.txtc`` is made from it by this tool, and ``tests/prc_tools/test_packed_text.py`` fails when
the two disagree. Run it after editing a text::

    python tools/pack_texts.py          # rewrites every .txtc whose .txt changed
    python tools/pack_texts.py --check  # exit 1 if any is out of date
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from prc_tools.fileio import write_atomic
from prc_tools.formats.packed_text import PackedText

TEXTS = Path(__file__).resolve().parents[1] / "resources" / "text"
PACKED = ("rules", "keyboard")
"""The texts kept packed (the other texts of the folder are read as they are)."""


def packed(name: str) -> bytes:
    """The ``TxtC`` bytes of ``resources/text/<name>.txt``."""
    source = (TEXTS / f"{name}.txt").read_bytes()
    if b"\r" in source:
        raise ValueError(f"{name}.txt: line ends must be LF only")
    return PackedText(source.decode("utf-8")).build()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report the packed texts out of date")
    args = parser.parse_args(argv)
    stale = []
    for name in PACKED:
        target, data = TEXTS / f"{name}.txtc", packed(name)
        if not target.exists() or target.read_bytes() != data:
            stale.append(target.name)
            if not args.check:
                write_atomic(target, data)
    for name in stale:
        print(("out of date: " if args.check else "wrote ") + name)
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
