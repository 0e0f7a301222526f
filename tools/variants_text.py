"""The rules of every variant as the desktop app shows them: ``resources/variants.txt``, written
from ``docs/variants.md`` (one source: the page).

For each ``### name`` section of the page: its sentences (what the game is, where it comes from,
what was decided), then its facts (the block ``tools/variants_doc.py`` writes from the registry),
each fact a paragraph of its own, without the page's markup. ``tools/regenerate.py`` writes the file
and its ``--check`` fails when the page changed and the file did not.

    .venv/bin/python tools/variants_text.py > resources/variants.txt
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "variants.md"
TEXT = ROOT / "resources" / "variants.txt"
HEADER = ("# The rules of each variant, shown by Options > Rules in the desktop app. Written from\n"
          "# docs/variants.md by tools/variants_text.py: edit the page, then run tools/regenerate.py.\n")


def plain(line: str) -> str:
    """A line of the page without its markup: bullets, bold, code, links' addresses."""
    line = re.sub(r"^\s*-\s+", "", line)
    line = line.replace("**", "").replace("``", "").replace("`", "")
    return re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", line).strip()


def sections(page: str) -> dict[str, list[str]]:
    """Each variant's paragraphs, by name, in the order of the page."""
    found: dict[str, list[str]] = {}
    name = None
    for line in page.splitlines():
        if line.startswith("### "):
            name = line[4:].strip()
            found[name] = []
        elif line.startswith("## "):
            name = None
        elif name is not None and line.strip() and not line.startswith(("<!--", "- **C engine**")):
            found[name].append(plain(line))
    return found


def render(page: str | None = None) -> str:
    """The text of ``resources/variants.txt``."""
    text = DOC.read_text(encoding="utf-8") if page is None else page
    out = [HEADER]
    for name, paragraphs in sections(text).items():
        out.append(f"== {name}\n" + "\n".join(paragraphs) + "\n")
    return "\n".join(out)


if __name__ == "__main__":
    sys.stdout.write(render())
