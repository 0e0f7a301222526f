"""The wheel, checked as a user gets it: built, installed in a fresh venv outside the tree, and played.

    python tools/check_wheel.py [--wheel FILE] [--keep]

1. ``python -m build`` builds the sdist and, from it, the wheel (as PyPI and ``pipx install .``
   would), in a temporary folder; ``--wheel FILE`` checks a wheel built already. The wheel must
   carry ``resources/`` as ``palm_pitch/resources`` and nothing of ``tests/`` or ``tools/``.
2. A fresh virtual environment outside the tree gets the wheel (and its dependencies) with pip.
3. From another temporary folder - no source tree anywhere on the path - the installed
   ``palm-pitch headless`` runs every golden script of ``tests/golden/app/scripts`` (with the saved
   game its case starts from) and each screen must be its golden, pixel for pixel; ``palm-pitch
   prc`` must write the Pitch.prc whose checksum ``tests/golden/prc/Pitch.prc.sha256`` pins, which
   ``palm-prc dump`` reads; ``palm-pitch play`` starts and quits.

Prints what it measured (sizes, times) and exits 1 on the first thing that is not as it should be.
``.ci/run`` runs it. Run it with the development venv's Python (``.venv/bin/python``): it reads the
golden cases from the source tree, and ``python -m build`` must be installed (``pip install build``).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
import venv
import zipfile
from pathlib import Path

from golden_cases import CASES, GOLDEN_DIR

from palm_os.framebuffer import Framebuffer

ROOT = Path(__file__).resolve().parents[1]
PINNED_PRC = ROOT / "tests" / "golden" / "prc" / "Pitch.prc.sha256"


class CheckFailed(Exception):
    """What is wrong with the wheel, in one line."""


def build_wheel(out_dir: Path) -> Path:
    """``python -m build`` (sdist, then the wheel from the sdist) into ``out_dir``."""
    done = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out_dir), str(ROOT)],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-5:]
        raise CheckFailed("python -m build failed (pip install build?): " + " | ".join(tail))
    wheels = sorted(out_dir.glob("*.whl"))
    if len(wheels) != 1:
        raise CheckFailed(f"python -m build made {len(wheels)} wheels in {out_dir}")
    return wheels[0]


def check_contents(wheel: Path) -> list[str]:
    """The wheel's file names; a :class:`CheckFailed` if resources are missing or extras came in."""
    names = zipfile.ZipFile(wheel).namelist()
    packaged = {name.removeprefix("palm_pitch/resources/") for name in names
                if name.startswith("palm_pitch/resources/")}
    sources = {str(path.relative_to(ROOT / "resources")) for path in (ROOT / "resources").rglob("*")
               if path.is_file()}
    if packaged != sources:
        raise CheckFailed(f"the wheel's palm_pitch/resources differs from resources/: missing "
                          f"{sorted(sources - packaged)[:5]}, extra {sorted(packaged - sources)[:5]}")
    strays = [name for name in names if name.split("/")[0] in ("tests", "tools", "benchmarks", "resources")]
    if strays:
        raise CheckFailed(f"the wheel carries files that are not the package's: {strays[:5]}")
    return names


def install(wheel: Path, env_dir: Path) -> Path:
    """A fresh venv at ``env_dir`` with the wheel installed; returns its ``bin`` folder."""
    venv.create(env_dir, with_pip=True, clear=True)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    done = subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise CheckFailed(f"pip install {wheel.name} failed: {done.stderr.strip()[-300:]}")
    return bin_dir


def run(command: list[str], cwd: Path, stdin: str = "") -> str:
    """Run an installed command outside the tree, with no source folder on the path and the data
    folder inside ``cwd`` (``XDG_DATA_HOME``), so that nothing the check plays is saved in, or read
    from, the user's own data folder."""
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "SOURCE_DATE_EPOCH")}
    env["XDG_DATA_HOME"] = str(cwd / "data")
    done = subprocess.run(command, cwd=cwd, input=stdin, capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0:
        raise CheckFailed(f"{' '.join(command[-6:])} exited {done.returncode}: {done.stderr.strip()[-300:]}")
    return done.stdout


def check_installed(bin_dir: Path, work: Path) -> dict[str, object]:
    """The installed commands, from ``work`` (outside the tree): goldens, Pitch.prc, the text game."""
    where = run([str(bin_dir / "python"), "-c", "import palm_pitch.app.ids as i; print(i.RESOURCES)"], work)
    resources = Path(where.strip())
    if ROOT in resources.parents or not resources.is_relative_to(bin_dir.parent):
        raise CheckFailed(f"the installed app reads its resources from {resources}, not from the venv")
    shots = 0
    started = time.perf_counter()
    for case in CASES:
        data_dir = case.prepare(work / "data" / case.name)
        out = work / "shots" / case.name
        command = [str(bin_dir / "palm-pitch"), "headless", "--seed", str(case.seed),
                   "--script", str(case.script), "--out", str(out)]
        if case.device_profile:  # the case's golden is what the device shows (see golden_cases)
            command.append("--device-profile")
        run([*command, "--data-dir", str(data_dir)] if data_dir is not None else command, work)
        for name in case.shots:
            actual = Framebuffer.from_png((out / f"{name}.png").read_bytes())
            if actual != Framebuffer.from_png((GOLDEN_DIR / f"{name}.png").read_bytes()):
                raise CheckFailed(f"{case.name}: the installed app's {name} is not the golden")
            shots += 1
    golden_seconds = time.perf_counter() - started
    prc = work / "Pitch.prc"
    run([str(bin_dir / "palm-pitch"), "prc", "-o", str(prc)], work)
    digest = hashlib.sha256(prc.read_bytes()).hexdigest()
    if digest != PINNED_PRC.read_text(encoding="utf-8").split()[0]:
        raise CheckFailed(f"palm-pitch prc wrote a Pitch.prc of sha256 {digest}, not the pinned one")
    run([str(bin_dir / "palm-prc"), "dump", str(prc)], work)
    if "Bye." not in run([str(bin_dir / "palm-pitch"), "play", "--seed", "1"], work, stdin="q\n"):
        raise CheckFailed("palm-pitch play did not start and quit")
    return {"resources": resources, "cases": len(CASES), "shots": shots, "golden_seconds": golden_seconds,
            "prc_bytes": prc.stat().st_size}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the wheel, install it outside the tree, play it.")
    parser.add_argument("--wheel", type=Path, help="check this wheel instead of building one")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (its path is printed)")
    args = parser.parse_args(argv)
    scratch = Path(tempfile.mkdtemp(prefix="palm-pitch-wheel-"))
    try:
        started = time.perf_counter()
        wheel = args.wheel.resolve() if args.wheel else build_wheel(scratch / "dist")
        built = time.perf_counter() - started
        names = check_contents(wheel)
        print(f"wheel {wheel.name}: {wheel.stat().st_size} bytes, {len(names)} files"
              f" ({sum(n.startswith('palm_pitch/resources/') for n in names)} of them resources)"
              + ("" if args.wheel else f", built in {built:.1f} s"))
        started = time.perf_counter()
        bin_dir = install(wheel, scratch / "venv")
        print(f"installed in a fresh venv ({scratch / 'venv'}) in {time.perf_counter() - started:.1f} s")
        work = scratch / "elsewhere"
        work.mkdir()
        figures = check_installed(bin_dir, work)
        print(f"from {work}: resources read from {figures['resources']};"
              f" {figures['shots']} screens of {figures['cases']} golden scripts equal to the goldens"
              f" ({figures['golden_seconds']:.1f} s); palm-pitch prc wrote the pinned Pitch.prc"
              f" ({figures['prc_bytes']} bytes), palm-prc dump read it; palm-pitch play started and quit")
    except CheckFailed as error:
        print(f"check_wheel: {error}", file=sys.stderr)
        return 1
    finally:
        if args.keep:
            print(f"kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
