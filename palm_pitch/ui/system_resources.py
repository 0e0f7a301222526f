"""The edge where the screen model reads its system files: fonts and system bitmaps.

What a Palm keeps in ROM (the system fonts, the alert icons) lives here as files under
``resources/``: ``resources/fonts/*.bdf`` and ``resources/system/bitmaps.txt``. Everything else in
``ui`` takes text or values and never opens a file; this module is the only one that does.
:data:`RESOURCES` is that folder: the source tree's ``resources/`` (an editable install, a
checkout), or the copy an installed wheel carries inside the package (``palm_pitch/resources``,
made by ``setup.py`` at build time, never committed); the app's own resources
(``palm_pitch.app.ids``) come from the same folder.
Imports: stdlib, ``fonts``, ``bdf``, ``bitmap``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from palm_pitch.ui.bdf import parse_bdf
from palm_pitch.ui.bitmap import Bitmap
from palm_pitch.ui.fonts import Font, FontSet

PACKAGE = Path(__file__).resolve().parents[1]
"""The ``palm_pitch`` package's folder."""


def resource_folder(package: Path = PACKAGE) -> Path:
    """``resources/`` beside the ``palm_pitch`` package (a source tree), unless the package carries
    its own copy (a wheel): ``palm_pitch/resources``, recognised by its ``pitch.rcp``."""
    packaged = package / "resources"
    return packaged if (packaged / "pitch.rcp").is_file() else package.parent / "resources"


RESOURCES = resource_folder()
FONT_DIR = RESOURCES / "fonts"
SYSTEM_BITMAPS = RESOURCES / "system" / "bitmaps.txt"


def load_fonts(directory: Path = FONT_DIR) -> FontSet:
    """Every ``*.bdf`` font of ``directory``, by its ``PALM_FONT_ID``."""
    paths = sorted(directory.glob("*.bdf"))
    if not paths:
        raise FileNotFoundError(f"no BDF fonts in {directory}")
    return FontSet(parse_bdf(path.read_text(encoding="ascii")) for path in paths)


def parse_bitmap_table(text: str) -> dict[int, Bitmap]:
    """Bitmaps from text: ``bitmap <id> [name]`` lines, each followed by rows of ``#``/``.``.

    >>> parse_bitmap_table("bitmap 7 dot\\n.#.\\n###\\n")[7].rows
    (2, 7)
    """
    table: dict[int, Bitmap] = {}
    current: int | None = None
    rows: list[str] = []

    def finish() -> None:
        if current is not None:
            table[current] = Bitmap.from_text(rows)

    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("bitmap "):
            finish()
            try:
                current = int(stripped.split()[1], 0)
            except (IndexError, ValueError):
                raise ValueError(f"line {number}: expected 'bitmap <id>'") from None
            rows = []
        elif stripped and set(stripped) <= {"#", "."}:
            if current is None:
                raise ValueError(f"line {number}: bitmap rows before any 'bitmap <id>' line")
            rows.append(stripped)
        elif stripped and not stripped.startswith("//"):
            raise ValueError(f"line {number}: unexpected {stripped!r}")
    finish()
    return table


def load_system_bitmaps(path: Path = SYSTEM_BITMAPS) -> dict[int, Bitmap]:
    """The system bitmaps (alert icons) by resource id."""
    return parse_bitmap_table(path.read_text(encoding="utf-8"))


@cache
def _system_fonts() -> tuple[Font, ...]:
    return tuple(load_fonts())


def system_fonts() -> FontSet:
    """The system fonts (read once per process) in a new set, so ``FntDefineFont`` on one
    screen does not change another's."""
    return FontSet(_system_fonts())


@cache
def system_bitmaps() -> dict[int, Bitmap]:
    """The system bitmaps, read once per process."""
    return load_system_bitmaps()
