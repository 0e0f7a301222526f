"""Golden screens of the Pitch app: every form and state, pixel for pixel.

Each script of ``tests/golden/app/scripts/`` runs through the headless renderer (the code behind
``palm-pitch headless``, in the device profile: the scripts are the device's too) with its case's
seed and saved game (``golden_cases.py`` says how each situation is reached), and each ``shot``
is compared with ``tests/golden/app/NAME.png``. A mismatch writes ``NAME.actual.png`` and
``NAME.diff.png`` beside the golden. Regenerate with ``pytest --update-goldens`` and look at every
changed PNG at 4x before keeping it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from golden_cases import CASES, GOLDEN_DIR, Case
from screen_golden import check_screen

from palm_os.framebuffer import Framebuffer
from palm_pitch.frontends.headless import render


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_golden_screens(case: Case, tmp_path: Path, update_goldens: bool) -> None:
    data_dir = case.prepare(tmp_path / "data")
    script = case.script.read_text(encoding="utf-8")
    written = render(script, tmp_path / "out", seed=case.seed, data_dir=data_dir, source=str(case.script),
                     device_profile=case.device_profile)
    assert [path.stem for path in written] == list(case.shots)
    for path in written:
        image = Framebuffer.from_png(path.read_bytes())
        assert (image.width, image.height) == (160, 160)
        check_screen(image, f"app/{path.stem}", update_goldens)


def test_every_golden_belongs_to_a_script() -> None:
    shots = {shot for case in CASES for shot in case.shots}
    files = {path.stem for path in GOLDEN_DIR.glob("*.png") if "." not in path.stem}
    assert files <= shots, f"goldens no script makes: {sorted(files - shots)}"
