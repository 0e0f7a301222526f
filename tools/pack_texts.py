"""Write the packed texts of ``resources/text/`` (``rules.txtc`` from ``rules.txt`` ...).

``pitch.rcp`` includes each ``.txtc`` as a ``TxtC`` resource (``DATA``), PalmDoc-compressed
(``prc_tools.formats.packed_text``): the Rules and Keyboard as they are, and the table's and the
dialogs' texts (``texts.txt``: a name and a quoted text a line) as the texts alone, one a line, in
their order (which ``pitch_ids.h`` numbers). The ``.txt`` is the source to edit, the ``.txtc`` is
made from it by this tool, and the tests fail when the two disagree. Run it after an edit::

    python tools/pack_texts.py          # rewrites every .txtc whose .txt changed
    python tools/pack_texts.py --check  # exit 1 if any is out of date
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from prc_tools.fileio import write_atomic
from prc_tools.formats.packed_text import PackedText

TEXTS = Path(__file__).resolve().parents[1] / "resources" / "text"
PACKED = ("rules", "keyboard", "texts", "decisions", "family_keyboard")
"""The texts kept packed (``family_keyboard``: the desktop's keys of the family's games, which
``family.rcp`` includes)."""
NAMED = frozenset(("texts", "decisions"))
"""The tables of named texts among them (``decisions``: the dialogs of the family's decisions)."""

ENTRY = re.compile(r'(\w+) +"([^"\\]*)"')


def named_texts(source: str, name: str = "texts.txt") -> list[tuple[str, str]]:
    """The (name, text) entries of a table of named texts, in order: one a line, ``Name "text"``;
    blank lines and ``#`` comments between them. ``ValueError`` names the line of anything else.

    >>> named_texts('# the table\\nGameOverString  "Game over"\\n\\nTrumpString "Trump"\\n')
    [('GameOverString', 'Game over'), ('TrumpString', 'Trump')]
    """
    entries = []
    for number, line in enumerate(source.split("\n"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        match = ENTRY.fullmatch(line.rstrip())
        if match is None:
            raise ValueError(f'{name}:{number}: expected a name and a "text" (no quote or backslash in it)')
        entries.append((match.group(1), match.group(2)))
    return entries


def packed(name: str) -> bytes:
    """The ``TxtC`` bytes of ``resources/text/<name>.txt``."""
    source = (TEXTS / f"{name}.txt").read_bytes()
    if b"\r" in source:
        raise ValueError(f"{name}.txt: line ends must be LF only")
    text = source.decode("utf-8")
    if name in NAMED:
        text = "\n".join(t for _, t in named_texts(text, f"{name}.txt"))
    return PackedText(text).build()


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
