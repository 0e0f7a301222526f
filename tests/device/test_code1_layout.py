"""tools/code1_layout.py: the order of code 1's sections keeps every PC-relative reference within
32 KB, drops what the entry never reaches, and says so when no order can.

The graphs here are small and made up; the real one is the app's, which the build lays out (and
the linker checks) every time ``make -C device`` runs.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from code1_layout import REACH, _three_blocks, layout, too_far

ENTRY = ("startup.o", ".text.entry")


def _node(name: str) -> tuple[str, str]:
    return ("app.o", f".text.{name}")


def test_a_shared_callee_goes_between_its_distant_callers() -> None:
    big, hub = 16_000, _node("hub")
    left, right, main = _node("left"), _node("right"), _node("main")
    sizes = {ENTRY: 132, main: 100, left: big, right: big, hub: 2_000}
    refs = {ENTRY: {main}, main: {left, right}, left: {hub}, right: {hub}, hub: set()}
    assert too_far([main, hub, left, right], sizes, refs, 132)  # in this order main cannot reach right
    order = layout(sizes, refs, ENTRY)
    assert sorted(order) == sorted([main, left, right, hub])
    assert too_far(order, sizes, refs, 132) == []


def test_what_the_entry_never_reaches_is_not_laid_out() -> None:
    used, unused = _node("used"), _node("unused")
    sizes = {ENTRY: 132, used: 10, unused: 40_000}
    refs = {ENTRY: {used}, used: set(), unused: {used}}
    assert layout(sizes, refs, ENTRY) == [used]


def test_a_reference_no_order_can_bring_within_reach_is_refused() -> None:
    a, b = _node("a"), _node("b")
    sizes = {ENTRY: 132, a: REACH, b: 10}
    refs = {ENTRY: {a}, a: {b}, b: set()}
    with pytest.raises(SystemExit, match="more than 32 KB apart"):
        layout(sizes, refs, ENTRY)


def test_the_layout_does_not_depend_on_the_folders_of_the_objects(tmp_path: Path) -> None:
    """The same objects in folders that sort the other way round give the same layout: a fresh
    clone once built a code 1 other than the one the package carries, because the layout's
    tie-break compared the objects' folders (the runtime's under the checkout, the app's in a
    temporary folder)."""
    root = Path(__file__).resolve().parents[2]
    built = root / "build" / "m68k" / "runtime"
    runtime = [built / f"{name}.o" for name in ("startup", "runtime", "strprintf")]
    app = root / "build" / "app" / "app.o"
    objects = [runtime[0], app, *runtime[1:]]  # as device/Makefile passes them
    if not all(path.exists() for path in objects):
        subprocess.run(["make", "-s", "-C", str(root / "device"), "prc", f"PYTHON={sys.executable}"],
                       check=False, capture_output=True)
    if not all(path.exists() for path in objects):
        pytest.skip("no 68k build of the app here (make -C device prc)")
    layouts = []
    for runtime_folder, app_folder in (("a", "z"), ("z", "a")):
        copies = []
        for path in objects:
            folder = tmp_path / (app_folder if path == app else runtime_folder)
            folder.mkdir(exist_ok=True)
            shutil.copy(path, folder / path.name)
            copies.append(str(folder / path.name))
        out = tmp_path / f"{runtime_folder}{app_folder}.ld"
        tool = str(root / "tools" / "code1_layout.py")
        subprocess.run([sys.executable, tool, str(out), *copies], check=True)
        layouts.append(out.read_text())
        shutil.rmtree(tmp_path / "a")
        shutil.rmtree(tmp_path / "z")
    assert layouts[0] == layouts[1]


def test_a_dispatcher_of_many_distant_handlers_gets_three_blocks() -> None:
    """A dispatcher few refer to that calls handlers filling more than the reach, each handler with
    helpers of its own: the entry's end and the far end share no reference, and nothing is out of
    reach (the app's table form handler is such a dispatcher)."""
    main, dispatcher = _node("main"), _node("dispatch")
    handlers = [_node(f"handler{i}") for i in range(12)]
    helpers = [_node(f"helper{i}") for i in range(12)]
    sizes = {ENTRY: 132, main: 200, dispatcher: 1_500}
    refs: dict[tuple[str, str], set[tuple[str, str]]] = {
        ENTRY: {main}, main: {dispatcher}, dispatcher: set(handlers)
    }
    for handler, helper in zip(handlers, helpers, strict=True):
        sizes[handler], sizes[helper] = 2_600, 700
        refs[handler], refs[helper] = {helper}, set()
    assert sum(sizes.values()) > REACH + 5_000
    order = layout(sizes, refs, ENTRY)
    assert sorted(order) == sorted(set(sizes) - {ENTRY})
    assert too_far(order, sizes, refs, 132) == []
    blocks = _three_blocks(set(sizes), ENTRY, sizes, refs)
    assert blocks is not None and too_far(blocks, sizes, refs, 132) == []
