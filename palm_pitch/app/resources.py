"""The app's resources: ``resources/pitch.rcp`` compiled by ``prc_tools``, served to the screen model.

At start-up :func:`load_resources` compiles the ``.rcp`` source with
:func:`prc_tools.compile_rcp` (about 40 ms; done once per process and shared) into the same bytes
that go into ``Pitch.prc``, and serves them through the screen model's adapter
(:class:`~palm_os.compiled.CompiledResources`), so nothing the app shows is declared a
second time in Python, and the emulator, serving the ``.prc``, shows the same forms.
"""

from __future__ import annotations

import dataclasses
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


@cache
def desktop_database(source: Path = ids.SOURCE, family: Path = ids.FAMILY_SOURCE) -> ResourceDatabase:
    """``Pitch.prc``'s resources and the desktop's own (``resources/family.rcp``: the variants of
    the family), which ``Pitch.prc`` never carries. A resource of ``family.rcp`` with the type and
    ID of one of ``Pitch.prc``'s is refused (``ValueError``): the device's resources stay whole."""
    pitch = compiled_database(source)
    own = compile_rcp(family, creator=pitch.creator, name=pitch.name)
    taken = {(resource.type, resource.id) for resource in pitch.resources}
    added = tuple(r for r in own.resources if r.type not in APPLICATION_ONLY)
    clashes = sorted(f"{r.type} {r.id}" for r in added if (r.type, r.id) in taken)
    if clashes:
        raise ValueError(f"{family.name}: resources {', '.join(clashes)} are pitch.rcp's too")
    return dataclasses.replace(pitch, resources=pitch.resources + added)


APPLICATION_ONLY = frozenset(("code", "data", "pref"))
"""Resources the compiler gives every application: ``family.rcp``'s are not the app's."""


def load_desktop_resources() -> CompiledResources:
    """The desktop app's resources: ``Pitch.prc``'s and its own (:func:`desktop_database`)."""
    return CompiledResources(desktop_database())


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
