"""Hostile arguments to the Table Manager and slider traps with a real table and slider in a loaded
form (the generic trap fuzz only ever gives them pointers that are no table): rows, columns and
values out of range, NULL, odd and wild pointers. Each call returns or is refused in one line (an
emulator error), never a Python exception.
"""

from __future__ import annotations

import random
import struct
from pathlib import Path

from trap_fuzz import Bench

from emulator.errors import EmulatorError
from emulator.loader import read_application
from palm_sdk.traps import BY_NAME, PTR, WORD

SLOT = {"byte": 2, "word": 2, "long": 4, "ptr": 4}


def test_every_table_and_slider_trap_survives_hostile_arguments(programs: Path) -> None:
    bench = Bench(read_application(programs / "tables.prc"), strict=False, data_dir=None)
    ui = bench.kernel.ui
    form = ui.system.init_form(1000)
    table = ui.object_pointer(form, form.get_object_index(1001))
    slider = ui.object_pointer(form, form.get_object_index(1002))
    names = [n for n in BY_NAME if n.startswith("Tbl") or "SliderValues" in n]
    names = [n for n in names if bench.kernel.dispatcher.lookup(BY_NAME[n].number) is not None]
    assert len(names) >= 50
    rng = random.Random(7)
    outcomes = {"ok": 0, "refused": 0}
    for name in names:
        trap = BY_NAME[name]
        for _ in range(40):
            args = b""
            for index, arg in enumerate(trap.args):
                if index == 0 and arg.kind == PTR:
                    value = rng.choice([table, table, table, slider, 0, table + 1])
                elif arg.kind == WORD:
                    words = [-1, 0, 1, 4, 5, 6, 7, 0x7FFF, -0x8000, rng.randrange(-50, 50)]
                    value = rng.choice(words) & 0xFFFF
                else:
                    value = bench.values(rng, arg.kind, SLOT[arg.kind])
                size = SLOT[arg.kind]
                args += struct.pack(">I" if size == 4 else ">H", value & ((1 << (8 * size)) - 1))
            try:
                bench.call(trap.number, args)
                outcomes["ok"] += 1
            except EmulatorError:
                outcomes["refused"] += 1
    assert outcomes["ok"] > outcomes["refused"] > 0
