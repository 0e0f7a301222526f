"""Golden screens: compare a framebuffer with a 1-bit PNG under tests/golden/.

``check_screen(image, "ui/menu_open", update)`` compares ``image`` with
``tests/golden/ui/menu_open.png``. On a mismatch it writes ``menu_open.actual.png`` (what was drawn)
and ``menu_open.diff.png`` (the differing pixels in black) beside the golden and fails with the
bounding box of the difference. With ``update`` (``pytest --update-goldens``) it writes the golden
instead. Tests use it through the ``golden`` fixture of ``tests/conftest.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from palm_os.framebuffer import Framebuffer

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


def check_screen(image: Framebuffer, name: str, update: bool = False, golden_dir: Path = GOLDEN_DIR) -> None:
    path = golden_dir / f"{name}.png"
    actual_path = path.with_name(f"{path.stem}.actual.png")
    diff_path = path.with_name(f"{path.stem}.diff.png")
    if update:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(image.to_png())
        actual_path.unlink(missing_ok=True)
        diff_path.unlink(missing_ok=True)
        return
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        actual_path.write_bytes(image.to_png())
        pytest.fail(
            f"no golden {path}; wrote {actual_path.name}; look at it, then run pytest --update-goldens"
        )
    expected = Framebuffer.from_png(path.read_bytes())
    if (expected.width, expected.height) != (image.width, image.height):
        actual_path.write_bytes(image.to_png())
        pytest.fail(
            f"{name}: size {image.width}x{image.height} differs from the golden's "
            f"{expected.width}x{expected.height}; wrote {actual_path.name}"
        )
    box = expected.diff_bbox(image)
    if box is None:
        actual_path.unlink(missing_ok=True)
        diff_path.unlink(missing_ok=True)
        return
    diff = expected.diff(image)
    actual_path.write_bytes(image.to_png())
    diff_path.write_bytes(diff.to_png())
    pytest.fail(
        f"{name}: {diff.black_count()} pixels differ within {box}; "
        f"see {actual_path.name} and {diff_path.name} beside {path}"
    )
