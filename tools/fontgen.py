"""Build the BDF fonts under palm_os/rom/fonts from their text-art sources in palm_os/rom/fonts/src.

Usage: ``python tools/fontgen.py`` (writes the .bdf files) or ``python tools/fontgen.py --check``
(exit status 1 when a committed .bdf differs from what its source gives). A specimen of every
font, 4x, goes to the path given with ``--specimen out.png``.

Source format (one ``.txt`` per font)::

    # comment
    font stdFont          the font's name (also its Palm FontID name)
    id 0                  Palm FontID
    ascent 9
    descent 2
    default ?             the glyph drawn for characters the font lacks (optional)

    derive large bold     (optional) start from the glyphs of src/large.txt, each made bold:
                          every ink pixel doubled to its right, one column wider, blank rows
                          added above and below where this font's ascent and descent are
                          larger; the font's own ``char`` entries then add or replace glyphs

    char A                a character: itself, or 0xNN (Palm code), or 'space'
    .##.                  exactly ascent + descent rows of '#' (ink) and '.' (paper);
    #..#                  the advance is the art's width + 1 (the gap to the next character)
    ...                   unless the char line says ``advance N``.

The fonts are original work of the Palm Pitch project, under the project's MIT licence.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from palm_os.bdf import to_bdf
from palm_os.fonts import Font, Glyph, encode

ROOT = Path(__file__).resolve().parent.parent

SRC = ROOT / "palm_os" / "rom" / "fonts" / "src"
OUT = ROOT / "palm_os" / "rom" / "fonts"
NOTICE = "Original bitmap font of the Palm Pitch project; MIT licence (see LICENSE)."


class SourceError(ValueError):
    pass


def _code(spec: str, where: str) -> int:
    if spec == "space":
        return 0x20
    if spec.startswith("0x") and len(spec) > 2:
        return int(spec, 16)
    if len(spec) == 1:
        return encode(spec)[0]
    raise SourceError(f"{where}: bad character {spec!r} (a single character, 0xNN or 'space')")


def embolden(glyph: Glyph) -> Glyph:
    """A glyph made bold as Palm's bold fonts are: each ink pixel doubled to its right, the
    advance one column wider (a blank glyph, such as the space, keeps its advance).

    >>> embolden(Glyph(4, (0b101, 0b010)))
    Glyph(width=5, rows=(15, 6))
    """
    if not any(glyph.rows):
        return glyph
    return Glyph(glyph.width + 1, tuple(row | row << 1 for row in glyph.rows))


def parse_source(text: str, filename: str = "<font>") -> Font:
    header: dict[str, str] = {}
    glyphs: dict[int, Glyph] = {}
    derived: set[int] = set()  # glyphs taken from the font derived from (a char may replace them)
    lines = text.splitlines()
    i = 0

    def height() -> int:
        return int(header["ascent"]) + int(header["descent"])

    while i < len(lines):
        line = lines[i].rstrip()
        where = f"{filename}:{i + 1}"
        if not line or (line.startswith("#") and not set(line) <= {"#", "."}):
            i += 1
            continue
        words = line.split()
        if words[0] == "char":
            if len(words) < 2:
                raise SourceError(f"{where}: 'char' needs a character")
            code = _code(words[1], where)
            advance = None
            if len(words) >= 4 and words[2] == "advance":
                advance = int(words[3])
            art = lines[i + 1 : i + 1 + height()]
            if len(art) != height() or any(not set(a.strip()) <= {"#", "."} for a in art):
                raise SourceError(f"{where}: glyph {words[1]!r} needs {height()} rows of '#' and '.'")
            art = [a.strip() for a in art]
            width = max(len(a) for a in art)
            rows = tuple(sum(1 << x for x, ch in enumerate(a) if ch == "#") for a in art)
            if code in glyphs and code not in derived:
                raise SourceError(f"{where}: glyph {words[1]!r} defined twice")
            glyphs[code] = Glyph(width + 1 if advance is None else advance, rows)
            derived.discard(code)
            i += 1 + height()
            continue
        if words[0] == "derive":
            if len(words) != 3 or words[2] != "bold" or glyphs:
                raise SourceError(f"{where}: expected 'derive FONT bold' before any char")
            path = SRC / f"{words[1]}.txt"
            if not path.exists():
                raise SourceError(f"{where}: no font source {path.name} to derive from")
            base = parse_source(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
            above = int(header.get("ascent", -1)) - base.ascent
            below = int(header.get("descent", -1)) - base.descent
            if above < 0 or below < 0:
                raise SourceError(f"{where}: ascent and descent (given before 'derive') must be at least "
                                  f"{words[1]}'s ({base.ascent} and {base.descent})")  # fmt: skip
            for code, glyph in base.glyphs.items():
                bold = embolden(glyph)
                glyphs[code] = Glyph(bold.width, (0,) * above + bold.rows + (0,) * below)
            derived.update(base.glyphs)
            i += 1
            continue
        if words[0] in ("font", "id", "ascent", "descent", "default"):
            header[words[0]] = " ".join(words[1:])
            i += 1
            continue
        raise SourceError(f"{where}: unexpected line {line!r}")
    default = _code(header["default"], filename) if "default" in header else None
    return Font(
        int(header["id"], 0), header["font"], int(header["ascent"]), int(header["descent"]), glyphs, default
    )


def build(name: str) -> tuple[Font, str]:
    path = SRC / f"{name}.txt"
    font = parse_source(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    bdf = to_bdf(
        font,
        comments=[f"Generated by tools/fontgen.py from palm_os/rom/fonts/src/{name}.txt; do not edit."],
        properties={"COPYRIGHT": "Copyright (c) the Palm Pitch authors", "NOTICE": NOTICE},
    )
    return font, bdf


def sources() -> list[str]:
    return sorted(p.stem for p in SRC.glob("*.txt"))


def specimen(fonts: list[Font], scale: int = 4) -> bytes:
    from palm_os.framebuffer import Framebuffer

    lines: list[tuple[Font, str]] = []
    for font in fonts:
        codes = sorted(font.glyphs)
        text = bytes(codes).decode("cp1252", errors="replace")
        chunk = 24
        for start in range(0, len(text), chunk):
            lines.append((font, text[start : start + chunk]))
        if font.font_id in (0, 1, 2, 7):  # the text fonts
            lines.append((font, "The quick brown fox jumps"))
            lines.append((font, "over the lazy dog. 0123456789"))
            lines.append((font, "PITCH: Bid 3, Smudge! Jack Low"))
            lines.append((font, "Hand 12 of 21 (won 4-2)."))
        lines.append((font, ""))
    height = sum(f.height for f, _ in lines) + 4
    image = Framebuffer(240, height)
    y = 2
    for font, text in lines:
        _, rows = font.render(text)
        for r, bits in enumerate(rows):
            image.rows[y + r] |= (bits << 2) & image.full_row
        y += font.height
    return image.to_png(scale)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    parser.add_argument("--specimen", type=Path, help="write a 4x specimen PNG of all fonts here")
    args = parser.parse_args(argv)
    stale = []
    fonts = []
    for name in sources():
        try:
            font, bdf = build(name)
        except SourceError as error:
            print(error, file=sys.stderr)
            return 2
        fonts.append(font)
        target = OUT / f"{name}.bdf"
        if args.check:
            if not target.exists() or target.read_text(encoding="ascii") != bdf:
                stale.append(str(target.relative_to(ROOT)))
        else:
            target.write_text(bdf, encoding="ascii")
    if args.specimen:
        args.specimen.write_bytes(specimen(fonts))
    if stale:
        print("out of date (run tools/fontgen.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
