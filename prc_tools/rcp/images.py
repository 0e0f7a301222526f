"""Images for ``BITMAP``/``ICON`` statements: PNG, PBM/PGM/PPM, BMP or GIF through Pillow, or text art.

Grey levels map to Palm pixel values as PilRC maps them (PILRC ``bitmap.c WriteGreyTbmp``): with
``L`` the luminance 0..255 (ITU-R 601, what Pillow's ``convert("L")`` computes) and ``n`` the
largest value at the depth, the pixel is ``n - (L*n + 127) // 255`` - so at 1 bpp, ``L < 128``
is black (1). Transparent pixels are composed onto white first.

Text art (``.pbitm``, PILRC ``BMP_ConvertTextBitmap``) has one line per row; ``-`` and space are
white, ``#`` black; the width is the longest line. PilRC takes any other character for black, so a
file of garbage (or a PNG named ``.pbitm``) becomes a bitmap; here it is refused with the
``file:line:column`` of the first character that is no pixel.

May import: the standard library, Pillow, ``prc_tools.errors``, ``prc_tools.formats``,
``prc_tools.rcp.lexer``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from prc_tools.errors import RcpError
from prc_tools.formats.bitmap import Bitmap
from prc_tools.rcp.lexer import Token

if TYPE_CHECKING:
    from PIL import Image

TEXT_ART_SUFFIXES = (".pbitm",)


def load_image(path: Path, depth: int, where: Token) -> Bitmap:
    """The image at ``path`` as an uncompressed version-1 bitmap ``depth`` bits deep."""
    if path.suffix.lower() in TEXT_ART_SUFFIXES:
        if depth != 1:
            raise where.error(f"text-art bitmap {path.name} can only be 1 bpp, not {depth}")
        return text_art_bitmap(_text_art_rows(path, _read_text(path, where)))
    from PIL import Image, UnidentifiedImageError  # imported here: text art and forms need no Pillow

    try:
        with Image.open(path) as image:
            image.load()
            grey = _to_grey(image)
    except FileNotFoundError:
        raise where.error(f"cannot find image {path}") from None
    except (UnidentifiedImageError, OSError, ValueError) as error:
        raise where.error(f"cannot read image {path}: {error}") from None
    return grey_bitmap(grey, depth)


def _read_text(path: Path, where: Token) -> list[str]:
    try:
        return path.read_text(encoding="utf-8-sig").splitlines()  # (a BOM is no pixel)
    except FileNotFoundError:
        raise where.error(f"cannot find text-art bitmap {path}") from None
    except UnicodeDecodeError:
        raise where.error(f"text-art bitmap {path} is not text (rows of '#' and '-')") from None
    except OSError as error:
        raise where.error(f"cannot read text-art bitmap {path}: {error.strerror or error}") from None


TEXT_ART_PIXELS = {"-": 0, " ": 0, "#": 1}
"""What a text-art character stands for: white (0) or black (1)."""


def _text_art_rows(path: Path, lines: list[str]) -> list[str]:
    """``lines`` if every character is a pixel and there is one; else an :class:`RcpError` at the
    first character that is not (``file:line:column`` of the ``.pbitm``)."""
    for number, line in enumerate(lines, 1):
        for column, ch in enumerate(line, 1):
            if ch not in TEXT_ART_PIXELS:
                shown = repr(ch) if ch.isprintable() else f"U+{ord(ch):04X}"
                raise RcpError(f"{shown} is not a text-art pixel ('#' black, '-' or space white)",
                               str(path), number, column)
    if not any(lines):
        raise RcpError("a text-art bitmap needs at least one row of '#' and '-'", str(path), 1, 1)
    return lines


def text_art_bitmap(lines: list[str]) -> Bitmap:
    """A 1 bpp bitmap from text rows: ``-`` and space white, anything else black.

    >>> text_art_bitmap(["#-#", " #"]).text_art()
    ['#.#', '.#.']
    """
    width = max((len(line) for line in lines), default=0)
    rows = tuple(tuple(0 if ch in "- " else 1 for ch in line.ljust(width)) for line in lines)
    return Bitmap(width, len(rows), rows)


def _to_grey(image: Image.Image) -> Image.Image:
    from PIL import Image

    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        rgba = image.convert("RGBA")
        background = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        return Image.alpha_composite(background, rgba).convert("L")
    return image.convert("L")


def grey_bitmap(grey: Image.Image, depth: int) -> Bitmap:
    """Quantise an ``L`` image to ``depth`` bits as PilRC does (dark = high values)."""
    top = (1 << depth) - 1
    width, height = grey.size
    data = grey.tobytes()
    levels = [top - (value * top + 127) // 255 for value in range(256)]
    rows = tuple(tuple(levels[v] for v in data[y * width : (y + 1) * width]) for y in range(height))
    return Bitmap(width, height, rows, pixelSize=depth)
