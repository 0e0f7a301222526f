"""Resource IDs of the app, read from ``resources/pitch_ids.h`` (never retyped here).

``ids.MainForm``, ``ids.BidPassButton`` ... are the numbers the header ``#define``\\ s, found
with :func:`prc_tools.rcp.read_header` when this module is first used; a name the header does not
define raises ``AttributeError`` naming the header. ``RESOURCES`` is the folder of the app's
resource sources: the source tree's ``resources/``, or the copy inside an installed wheel
(:func:`resource_folder`).

>>> from palm_pitch.app import ids
>>> ids.MainForm, ids.BidForm > ids.MainForm
(1000, True)
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from prc_tools.rcp import read_header

PACKAGE = Path(__file__).resolve().parents[1]
"""The ``palm_pitch`` package's folder."""


def resource_folder(package: Path = PACKAGE) -> Path:
    """``resources/`` beside the ``palm_pitch`` package (a source tree), unless the package carries
    its own copy (a wheel): ``palm_pitch/resources``, recognised by its ``pitch.rcp``."""
    packaged = package / "resources"
    return packaged if (packaged / "pitch.rcp").is_file() else package.parent / "resources"


RESOURCES = resource_folder()
HEADER = RESOURCES / "pitch_ids.h"
SOURCE = RESOURCES / "pitch.rcp"
FAMILY_HEADER = RESOURCES / "family_ids.h"
"""The IDs of the desktop's own resources (``family.rcp``: the variants of the family)."""
FAMILY_SOURCE = RESOURCES / "family.rcp"


@cache
def defines() -> dict[str, int]:
    """Every integer ``#define`` of the headers (``pitch_ids.h``, then ``family_ids.h``), by name."""
    return {**read_header(HEADER), **read_header(FAMILY_HEADER)}


def __getattr__(name: str) -> int:
    """``ids.Name``: the header's value of ``Name``."""
    if name.startswith("__"):
        raise AttributeError(name)
    try:
        return defines()[name]
    except KeyError:
        raise AttributeError(f"{HEADER.name} defines no {name}") from None
