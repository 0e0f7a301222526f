"""BDF 2.1 text in and out for the screen model's fonts: pure functions of text, no files.

:func:`parse_bdf` reads a font (the Palm font id from the ``PALM_FONT_ID`` property unless given;
every glyph must fit in its cell, as NFNT fonts have no kerning); :func:`to_bdf` writes one, each
glyph its full cell, so ``parse_bdf(to_bdf(font)) == font``. Mistakes are :class:`BdfError`\\ s
naming the line. ``system_resources`` reads the files; ``tools/fontgen.py`` writes them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from palm_os.fonts import Font, Glyph


class BdfError(ValueError):
    """A BDF file this module cannot read; the message names the line."""


def parse_bdf(text: str, font_id: int | None = None) -> Font:
    """Read a BDF 2.1 font. The Palm font id comes from the ``PALM_FONT_ID`` property unless given.

    Every glyph must fit in the cell ``[0, DWIDTH) x [-FONT_DESCENT, FONT_ASCENT)`` (NFNT fonts
    have no kerning beyond the cell); otherwise :class:`BdfError` names the glyph.
    """
    lines = text.splitlines()
    if not lines or not lines[0].startswith("STARTFONT 2."):
        raise BdfError("line 1: not a BDF font (expected 'STARTFONT 2.1')")
    props: dict[str, str] = {}
    name = ""
    raw_glyphs: list[tuple[int, int, tuple[int, int, int, int], list[str], int]] = []
    i = 1
    while i < len(lines):
        line = lines[i].strip()
        keyword, _, rest = line.partition(" ")
        if keyword == "FONT":
            name = rest.strip()
        elif keyword == "STARTPROPERTIES":
            i += 1
            while i < len(lines) and lines[i].strip() != "ENDPROPERTIES":
                key, _, value = lines[i].strip().partition(" ")
                props[key] = value.strip().strip('"')
                i += 1
        elif keyword == "STARTCHAR":
            start = i + 1
            encoding, advance, bbx, bitmap = -1, -1, (0, 0, 0, 0), []
            i += 1
            while i < len(lines) and lines[i].strip() != "ENDCHAR":
                # ENCODING code | DWIDTH dx dy | BBX width height xoffset yoffset | BITMAP then hex rows
                key, _, value = lines[i].strip().partition(" ")
                fields = value.split()
                try:
                    if key == "ENCODING":
                        encoding = int(fields[0])
                    elif key == "DWIDTH":
                        advance = int(fields[0])
                    elif key == "BBX":
                        w, h, xo, yo = (int(f) for f in fields[:4])
                        bbx = (w, h, xo, yo)
                    elif key == "BITMAP":
                        i += 1
                        while i < len(lines) and lines[i].strip() != "ENDCHAR":
                            bitmap.append(lines[i].strip())
                            i += 1
                        continue
                except (ValueError, IndexError):
                    raise BdfError(f"line {i + 1}: malformed {key}") from None
                i += 1
            if i >= len(lines):
                raise BdfError(f"line {start}: STARTCHAR without ENDCHAR")
            raw_glyphs.append((encoding, advance, bbx, bitmap, start))
        elif keyword == "ENDFONT":
            break
        i += 1
    try:
        ascent = int(props["FONT_ASCENT"])
        descent = int(props["FONT_DESCENT"])
    except (KeyError, ValueError):
        raise BdfError("FONT_ASCENT and FONT_DESCENT properties are required") from None
    if font_id is None:
        font_id = int(props.get("PALM_FONT_ID", "0"))
    height = ascent + descent
    glyphs: dict[int, Glyph] = {}
    for encoding, advance, (w, h, xo, yo), bitmap, line_no in raw_glyphs:
        if not 0 <= encoding <= 255:
            continue  # outside Palm's 8-bit character set
        if advance < 0:
            raise BdfError(f"line {line_no}: glyph {encoding} has no DWIDTH")
        if len(bitmap) != h:
            raise BdfError(f"line {line_no}: glyph {encoding} has {len(bitmap)} bitmap rows, BBX says {h}")
        top = ascent - (yo + h)
        rows = [0] * height
        for r, hexrow in enumerate(bitmap):
            try:
                packed = int(hexrow, 16) if hexrow else 0
            except ValueError:
                raise BdfError(f"line {line_no}: glyph {encoding} has a bad bitmap row {hexrow!r}") from None
            nbits = len(hexrow) * 4
            bits = 0
            for c in range(w):
                if (packed >> (nbits - 1 - c)) & 1:
                    bits |= 1 << (xo + c)
            if not bits:
                continue
            y = top + r
            if not 0 <= y < height or xo < 0 or bits >> advance:
                raise BdfError(
                    f"line {line_no}: glyph {encoding} has ink outside its {advance}x{height} cell"
                )
            rows[y] = bits
        glyphs[encoding] = Glyph(advance, tuple(rows))
    default = int(props["DEFAULT_CHAR"]) if "DEFAULT_CHAR" in props else None
    return Font(font_id, props.get("PALM_FONT_NAME", name), ascent, descent, glyphs, default)


def to_bdf(font: Font, comments: Iterable[str] = (), properties: Mapping[str, str] | None = None) -> str:
    """Write ``font`` as BDF 2.1: each glyph is its full cell (``BBX advance height 0 -descent``).

    ``properties`` are extra quoted string properties (e.g. ``COPYRIGHT``, ``NOTICE``).
    """
    height = font.height
    out = ["STARTFONT 2.1"]
    out += [f"COMMENT {c}" for c in comments]
    out.append(f"FONT {font.name}")
    out.append(f"SIZE {height} 72 72")
    out.append(f"FONTBOUNDINGBOX {font.max_width} {height} 0 {-font.descent}")
    props = {
        "FONT_ASCENT": str(font.ascent),
        "FONT_DESCENT": str(font.descent),
        "DEFAULT_CHAR": str(font.default_char),
        "PALM_FONT_ID": str(font.font_id),
    }
    quoted = {"PALM_FONT_NAME": font.name, **(properties or {})}
    out.append(f"STARTPROPERTIES {len(props) + len(quoted)}")
    out += [f"{key} {value}" for key, value in props.items()]
    out += [f'{key} "{value}"' for key, value in quoted.items()]
    out.append("ENDPROPERTIES")
    out.append(f"CHARS {len(font.glyphs)}")
    for code, glyph in font.glyphs.items():
        nbytes = (glyph.width + 7) >> 3
        out.append(f"STARTCHAR {_glyph_name(code)}")
        out.append(f"ENCODING {code}")
        out.append(f"SWIDTH {glyph.width * 1000 // max(height, 1)} 0")
        out.append(f"DWIDTH {glyph.width} 0")
        out.append(f"BBX {glyph.width} {height} 0 {-font.descent}")
        out.append("BITMAP")
        for row in glyph.rows:
            value = int(f"{row:0{max(glyph.width, 1)}b}"[::-1], 2) if glyph.width else 0
            out.append(f"{value << (nbytes * 8 - glyph.width):0{nbytes * 2}X}" if nbytes else "")
        out.append("ENDCHAR")
    out.append("ENDFONT")
    return "\n".join(out) + "\n"


def _glyph_name(code: int) -> str:
    if 0x21 <= code <= 0x7E:
        ch = chr(code)
        return ch if ch.isalnum() else f"uni{code:04X}"
    return f"char{code}"
