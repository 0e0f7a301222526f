"""The app's resources: ``resources/pitch.rcp`` compiled by ``prc_tools``, served to the screen model.

At start-up :func:`load_resources` compiles the ``.rcp`` source with
:func:`prc_tools.compile_rcp` (about 40 ms; done once per process and shared) into the same bytes
that go into ``Pitch.prc``, and serves them through the screen model's adapter
(:class:`~palm_os.compiled.CompiledResources`), so nothing the app shows is declared a
second time in Python, and the emulator, serving the ``.prc``, shows the same forms.
"""

from __future__ import annotations

from datetime import datetime
from functools import cache
from pathlib import Path

from palm_os.compiled import CompiledResources
from palm_pitch.app import ids
from prc_tools import compile_rcp
from prc_tools.formats import ResourceDatabase


@cache
def compiled_database(source: Path = ids.SOURCE) -> ResourceDatabase:
    """``resources/pitch.rcp`` compiled (once per process): the bytes of ``Pitch.prc``."""
    return compile_rcp(source)


def load_resources(source: Path = ids.SOURCE) -> CompiledResources:
    """The app's resources, compiled from the ``.rcp`` source."""
    return CompiledResources(compiled_database(source))


CODE1 = ids.SOURCE.with_name("pitch.code1")
"""The device app's 68k code (``device/app`` on ``device/core``), prebuilt by ``make -C device
prebuilt`` and carried with the resources, so that a player without a cross compiler gets the
whole ``Pitch.prc`` (a test rebuilds it wherever the compiler exists and compares the bytes)."""


def pitch_prc(date: datetime | None = None) -> bytes:
    """The bytes of ``Pitch.prc`` (dated ``date``, else PilRC's fixed date): the resources and the
    prebuilt code 1 this installation carries, what ``make -C device`` builds (``palm-prc build
    resources/pitch.rcp --code1 build/app/pitch.code1``) byte for byte, and what ``palm-pitch
    prc`` writes where there is no source tree (an installed wheel)."""
    return compile_rcp(ids.SOURCE, date=date, code1=CODE1.read_bytes()).build()
