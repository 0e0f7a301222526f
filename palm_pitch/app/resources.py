"""The app's resources: ``resources/pitch.rcp`` compiled by ``prc_tools``, served to the screen model.

At start-up :func:`load_resources` compiles the ``.rcp`` source with
:func:`prc_tools.compile_rcp` (about 40 ms; done once per process and shared) into the same bytes
that go into ``Pitch.prc``, and serves them through the screen model's adapter
(:class:`~palm_pitch.ui.compiled.CompiledResources`), so nothing the app shows is declared a
second time in Python, and the emulator, serving the ``.prc``, shows the same forms.

May import: the standard library, ``prc_tools``, ``palm_pitch.ui``, ``palm_pitch.app.ids``.
"""

from __future__ import annotations

from datetime import datetime
from functools import cache
from pathlib import Path

from palm_pitch.app import ids
from palm_pitch.ui.compiled import CompiledResources
from prc_tools import compile_rcp
from prc_tools.formats import ResourceDatabase


@cache
def compiled_database(source: Path = ids.SOURCE) -> ResourceDatabase:
    """``resources/pitch.rcp`` compiled (once per process): the bytes of ``Pitch.prc``."""
    return compile_rcp(source)


def load_resources(source: Path = ids.SOURCE) -> CompiledResources:
    """The app's resources, compiled from the ``.rcp`` source."""
    return CompiledResources(compiled_database(source))


def pitch_prc(date: datetime | None = None) -> bytes:
    """The bytes of ``Pitch.prc`` (dated ``date``, else PilRC's fixed date), from the resources
    this installation carries: what ``palm-prc build resources/pitch.rcp`` writes, byte for byte,
    and what ``palm-pitch prc`` writes where there is no source tree (an installed wheel)."""
    return compile_rcp(ids.SOURCE, date=date).build()
