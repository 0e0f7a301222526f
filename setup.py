"""Build hook of the package (everything else is in pyproject.toml).

Always (a wheel, ``pip install .``, pipx): ``resources/`` is copied into the package as
``palm_pitch/resources`` (:class:`BuildPy`), so that an installed app finds its forms, fonts and
bitmaps without a source tree. ``resources/`` stays the one committed copy; ``MANIFEST.in`` puts it
in the sdist that ``python -m build`` builds the wheel from.

Always: the C engine, ``device/core/`` built for this machine by ``make -C device host`` into
``palm_pitch/cengine/_pitchcore<suffix>``, a shared library that ``palm_pitch.cengine`` loads with
ctypes (it is no Python module). It is optional: without a C compiler or ``make`` the install goes on
as pure Python, and ``palm-pitch simulate --engine c`` says the C engine was not built. It is the fast
engine of the Palm game (an optional mypyc build of the Python core was retired: the C engine plays
full hands some 17 times faster than that build did, see benchmarks/engine.py).
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
    """build_ext that hands the C engine to ``make -C device host``. A failure is a CompileError,
    which setuptools reports and skips for an optional extension."""

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
    ext_modules=c_engine(),
    cmdclass={"build_py": BuildPy, "build_ext": BuildExt},
)
