"""The rules of every variant as the desktop app shows them: ``resources/variants.txt``, written
from ``docs/variants.md`` (one source: the page).

For each ``### name`` section of the page: its sentences (what the game is and what was decided),
then its facts (the block ``tools/variants_doc.py`` writes from the registry), each fact a
paragraph of its own, without the page's markup. The page says where each game comes from
(``seeds/002 "Auction Pitch": ...``: the project's source documents, or ``docs/rules.md``); the
player has no such documents, so those tags are left out (:func:`untagged`), and a paragraph
that is nothing else goes. ``tools/regenerate.py`` writes the file and its ``--check`` fails when
the page changed and the file did not.

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


SOURCES = ("seeds/", "docs/rules.md")
"""How a reference to the project's source documents (or its own pages) begins."""


def _sentence_end(text: str, start: int = 0) -> int:
    """Where the first clause of ``text`` from ``start`` ends: the index of the first ``:`` or
    ``.`` followed by a space (or the end) outside quotes and parentheses; ``len(text)`` if none."""
    depth, quoted = 0, False
    for i in range(start, len(text)):
        ch = text[i]
        if ch == '"':
            quoted = not quoted
        elif ch == "(" and not quoted:
            depth += 1
        elif ch == ")" and not quoted:
            depth = max(0, depth - 1)
        elif ch in ":." and not quoted and depth == 0 and (i + 1 == len(text) or text[i + 1] == " "):
            return i
    return len(text)


def untagged(paragraph: str) -> str:
    """``paragraph`` without its references to the source documents: a leading tag up to its
    colon or full stop, and every other sentence that cites one ("" if nothing else is left).

    >>> untagged('seeds/002 "Reverse Pitch": the lowest card takes the trick.')
    'The lowest card takes the trick.'
    >>> untagged('seeds/004 "Object of the game" (15).')
    ''
    >>> untagged('seeds/002 ("two teams of three"). Decided: Palm rules otherwise.')
    'Decided: Palm rules otherwise.'
    >>> untagged('Four at the table. seeds/002 "Partnership Pitch" describes it. To 11.')
    'Four at the table. To 11.'
    """
    text = paragraph.strip()
    if text.startswith(SOURCES):
        text = text[_sentence_end(text) + 1:].strip()
    sentences, start = [], 0
    while start < len(text):
        end = _sentence_end(text, start)
        if end < len(text) and text[end] == ":":  # a colon inside a sentence: read on to its end
            while end < len(text) and text[end] != ".":
                end = _sentence_end(text, end + 1)
        sentences.append(text[start:end + 1].strip())
        start = end + 1
    kept = " ".join(sentence for sentence in sentences
                    if sentence and not any(tag in sentence for tag in SOURCES))
    return kept[:1].upper() + kept[1:]


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
            text = untagged(plain(line))
            if text:
                found[name].append(text)
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
