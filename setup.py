"""Build hook for the optional compiled build of the game engine (everything else is in pyproject.toml).

By default nothing is compiled: ``pip install -e .`` installs pure Python, as before.

With ``PALM_PITCH_COMPILE=1`` set at install time, the engine's hot modules (the pure core below)
are compiled to C extension modules with mypyc, which ships with mypy. The sources are the same
``.py`` files; only their speed changes (about 3x for the engine benchmark). Build it into its own
virtual environment, never as an editable install (an editable build would leave ``.so`` files in
the source tree, where they would shadow later edits of the ``.py`` files)::

    python3 -m venv .venv-compiled
    PALM_PITCH_COMPILE=1 .venv-compiled/bin/pip install '.[dev]'
    .venv-compiled/bin/python benchmarks/engine.py      # prints which build it measured
    .venv-compiled/bin/pytest                           # the test suite against the compiled build

Clean up with ``rm -rf .venv-compiled build/mypyc``. mypyc writes its C sources and objects under
``build/mypyc`` (ignored by git), apart from the ``build/`` of pure builds, so that no compiled
module can slip into a later pure wheel.

Always (a wheel, ``pip install .``, pipx): ``resources/`` is copied into the package as
``palm_pitch/resources`` (:class:`BuildPy`), so that an installed app finds its forms, fonts and
bitmaps without a source tree. ``resources/`` stays the one committed copy; ``MANIFEST.in`` puts it
in the sdist that ``python -m build`` builds the wheel from.

Always (pure or compiled): the C engine, ``device/core/`` built for this machine by
``make -C device host`` into ``palm_pitch/cengine/_pitchcore<suffix>``, a shared library that
``palm_pitch.cengine`` loads with ctypes (it is no Python module). It is optional: without a C
compiler or ``make`` the install goes on as pure Python, and ``palm-pitch simulate --engine c`` says
the C engine was not built.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

COMPILED_MODULES = [
    "palm_pitch/cards.py",
    "palm_pitch/rules.py",
    "palm_pitch/rng.py",
    "palm_pitch/actions.py",
    "palm_pitch/auction.py",
    "palm_pitch/scoring.py",
    "palm_pitch/state.py",
    "palm_pitch/views.py",
    "palm_pitch/players/random_player.py",
    "palm_pitch/players/heuristic.py",
    "palm_pitch/match.py",
]
"""The pure core's hot path (the engine benchmark and the computer players). The modules around it
(records, the command line, the app and its screen) stay Python and import these as usual."""

MYPY = "mypy==2.4.1"
"""The compiler (mypyc is part of mypy); the same version as the type checker of the dev extra."""

BUILD_DIR = "build/mypyc"
COMPILE = os.environ.get("PALM_PITCH_COMPILE") == "1"
METADATA_ONLY = {"egg_info", "dist_info", "sdist"} & set(sys.argv)
"""pip runs this file several times; for metadata and build requirements the C code is not needed."""


RESOURCE_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "resources")
PACKAGED_RESOURCES = os.path.join("palm_pitch", "resources")
"""Where an installed package keeps its copy (``palm_pitch.app.ids.resource_folder``)."""


class BuildPy(build_py):
    """build_py that also copies ``resources/`` into the built package (not for an editable
    install, which reads the source tree's ``resources/`` in place)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = os.path.join(self.build_lib, PACKAGED_RESOURCES)
        for folder, _, files in sorted(os.walk(RESOURCE_SOURCE)):
            for name in sorted(files):
                source = os.path.join(folder, name)
                copy = os.path.join(target, os.path.relpath(source, RESOURCE_SOURCE))
                self.mkpath(os.path.dirname(copy))
                self.copy_file(source, copy)


def compiled_extensions() -> list[object]:
    """The mypyc extension modules (their C code is generated right here), or none."""
    if not COMPILE or METADATA_ONLY:
        return []
    if "editable_wheel" in sys.argv:
        raise SystemExit(
            "PALM_PITCH_COMPILE=1 needs a regular install (pip install .), not an editable one:"
            " compiled modules in the source tree would shadow later edits of the .py files"
        )
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit(f"PALM_PITCH_COMPILE=1 needs mypyc: pip install {MYPY}") from None
    return list(mypycify(COMPILED_MODULES, opt_level="3", target_dir=BUILD_DIR))


HERE = Path(__file__).resolve().parent
C_ENGINE = "palm_pitch.cengine._pitchcore"
"""The C engine's library, built by device/Makefile (the C builds' one entry point)."""


def c_engine() -> list[Extension]:
    """The C engine as an optional extension (its sources listed so that an sdist carries them)."""
    if METADATA_ONLY:
        return []
    sources = sorted(str(path.relative_to(HERE)) for path in (HERE / "device" / "core").glob("*.c"))
    return [Extension(C_ENGINE, sources=sources, optional=True)] if sources else []


class BuildExt(build_ext):
    """build_ext that hands the C engine to ``make -C device host`` (the other extensions, mypyc's,
    build as usual). A failure is a CompileError, which setuptools reports and skips for an optional
    extension."""

    def build_extension(self, ext: Extension) -> None:
        if ext.name != C_ENGINE:
            super().build_extension(ext)
            return
        from setuptools.errors import CompileError

        make = shutil.which("make")
        if make is None:
            raise CompileError("make is not installed: the C engine is not built (pure Python only)")
        target = Path(self.get_ext_fullpath(ext.name)).resolve()
        target.parent.mkdir(parents=True, exist_ok=True)
        command = [make, "-C", str(HERE / "device"), "host", f"HOST_LIB={target}",
                   f"BUILD={Path(self.build_temp).resolve() / 'device'}", "WERROR="]
        try:
            subprocess.run(command, check=True)
        except (OSError, subprocess.CalledProcessError) as error:
            raise CompileError(f"the C engine did not build ({error}): pure Python only") from None


setup(
    ext_modules=compiled_extensions() + c_engine(),
    cmdclass={"build_py": BuildPy, "build_ext": BuildExt},
    # Only when compiling: pip then installs mypy into the isolated build environment.
    setup_requires=[MYPY] if COMPILE else [],
    options={"build": {"build_base": BUILD_DIR}} if COMPILE else {},
)
