"""The edge where the screen model reads its ROM: the system fonts and the system bitmaps.

What a Palm keeps in ROM (the system fonts, the alert icons) lives here as files of this package,
under ``palm_os/rom/``: ``rom/fonts/*.bdf`` and ``rom/system/bitmaps.txt`` (package data, so a
wheel carries them). They belong to the OS, not to any application: no application's resources
are looked at to find them. Everything else in ``palm_os`` takes text or values and never opens a
file; this module is the only one that does.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from palm_os.bdf import parse_bdf
from palm_os.bitmap import Bitmap
from palm_os.fonts import Font, FontSet

ROM = Path(__file__).resolve().parent / "rom"
"""The folder of the ROM's files."""
FONT_DIR = ROM / "fonts"
SYSTEM_BITMAPS = ROM / "system" / "bitmaps.txt"


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
