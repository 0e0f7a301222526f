"""Pitch.prc on the emulated device: its size by resource kind, the 68000 instructions a computer
player's decision and a redraw of the table cost inside the real app, and its memory.

Run: ``.venv/bin/python benchmarks/device.py`` (this part follows the core's figures), or alone
``.venv/bin/python benchmarks/device_app.py [--rounds N]``. It builds ``Pitch.prc`` with
``make -C device prc`` (for the ELF's symbols), plays a game of the heuristic's seed 7 by taps in
the emulator (the rounds of taps of tests/device/test_device_robust.py) with every 68k instruction
counted, and prints:

- *size*: ``Pitch.prc`` in all and by resource kind (the budget: 64 KB);
- *decision*: each call of ``pp_heuristic_choose`` from the app (a computer player's whole choice,
  from its view), entry to return: mean, worst; and the whole computer turn around it (the
  decision, the move, the save, the redraw);
- *redraw*: each ``table_draw_all`` (the scores, the table, the status line): mean, worst;
- *memory*: the dynamic heap's high-water mark (every chunk: the app's, the forms', the stack)
  and the app's own chunks at their peak; the deepest the stack went, of the ``pref`` 0 stack;
- *texts*: opening Options > Rules, the instructions of ``packed_text_open`` unpacking the Rules
  into feature memory, and the ``DmWrite`` calls that write them there.

Instructions are timed at 2 million a second (16 MHz, 8 cycles an instruction, as the core's
figures). Targets: the worst decision at most 200,000 instructions, at most 8 KB of dynamic memory.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

from unicorn import UC_HOOK_CODE
from unicorn.m68k_const import UC_M68K_REG_A7

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from emulator.device import Device  # noqa: E402
from emulator.memory import DYNAMIC, OWNER_APP  # noqa: E402
from palm_pitch.app import ids, pitch_prc  # noqa: E402
from palm_pitch.app.persistence import Storage  # noqa: E402
from palm_pitch.app.savedata import Preferences  # noqa: E402
from palm_sdk.keys import commandKeyMask  # noqa: E402
from palm_sdk.traps import BY_NAME  # noqa: E402
from prc_tools.formats import ResourceDatabase  # noqa: E402
from prc_tools.formats.appcode import SysAppPrefs  # noqa: E402

INSTRUCTIONS_PER_SECOND = 2_000_000
DM_WRITE = BY_NAME["DmWrite"].number
ELF = ROOT / "build" / "app" / "pitch.elf"
CARD_XS = (16, 41, 67, 93, 119, 145)
BID_XS = (20, 36, 58, 80, 102, 130)


def sizes() -> tuple[int, dict[str, int]]:
    data = pitch_prc()
    kinds: dict[str, int] = {}
    for resource in ResourceDatabase.parse(data).resources:
        kinds[resource.type] = kinds.get(resource.type, 0) + len(resource.data)
    return len(data), kinds


def symbols() -> dict[str, int]:
    subprocess.run(["make", "-s", "-C", str(ROOT / "device"), "prc", f"PYTHON={sys.executable}"], check=True,
                   stdout=subprocess.DEVNULL)  # fmt: skip
    out = subprocess.run(["m68k-linux-gnu-nm", str(ELF)], capture_output=True, text=True, check=True).stdout
    return {
        parts[2]: int(parts[0], 16)
        for parts in (line.split() for line in out.splitlines())
        if len(parts) == 3
    }


class Meter:
    """Counts every instruction, and from entry to return each call of the functions watched."""

    def __init__(self, device: Device, watched: dict[str, int]) -> None:
        self.device = device
        cpu = device.kernel.cpu
        self.uc = cpu.uc
        base = device.kernel.launch_state.code.address
        self.entries = {base + offset: name for name, offset in watched.items()}
        self.calls: dict[str, list[int]] = {name: [] for name in watched}
        self.open: list[tuple[str, int, int, int]] = []  # name, return address, sp, count at entry
        self.count = 0
        self.lowest_sp = 1 << 32
        self.uc.hook_add(UC_HOOK_CODE, self._on_code)
        self.uc.ctl_flush_tb()  # blocks translated before the hook would run without it

    def _on_code(self, uc, address, _size, _data) -> None:  # type: ignore[no-untyped-def]
        self.count += 1
        sp = uc.reg_read(UC_M68K_REG_A7)
        if sp < self.lowest_sp:
            self.lowest_sp = sp
        name = self.entries.get(address)
        if name is not None:
            back = int.from_bytes(uc.mem_read(sp, 4), "big")
            self.open.append((name, back, sp, self.count))
        while self.open and address == self.open[-1][1] and sp > self.open[-1][2]:
            finished, _, _, start = self.open.pop()
            self.calls[finished].append(self.count - start)


def app_dynamic(device: Device) -> int:
    memory = device.kernel.memory
    return sum(
        c.size for c in memory.chunks.values() if c.heap == DYNAMIC and c.owner == OWNER_APP and not c.freed
    )


def play(rounds: int, folder: Path) -> tuple[Meter, int, int, int, list[int]]:
    Storage(folder).save_preferences(Preferences(computerPauseMs=600))
    prc = folder / "Pitch.prc"
    prc.write_bytes(pitch_prc())
    device = Device(prc, data_dir=folder, seed=7, strict=True)
    meter = Meter(device, {name: symbols_[name] for name in ("pp_heuristic_choose", "table_draw_all")})
    peak_app = 0
    turns: list[int] = []  # instructions of each wake-up in which a computer player chose

    def step(action) -> None:  # type: ignore[no-untyped-def]
        nonlocal peak_app
        before, decisions = meter.count, len(meter.calls["pp_heuristic_choose"])
        action()
        if len(meter.calls["pp_heuristic_choose"]) == decisions + 1:
            turns.append(meter.count - before)
        peak_app = max(peak_app, app_dynamic(device))

    for _ in range(rounds):
        for _ in range(8):
            step(lambda: device.advance(60))
        for x in BID_XS:
            step(lambda x=x: device.tap(x, 93))
        for x in CARD_XS:
            step(lambda x=x: device.tap(x, 128))
            step(lambda: device.tap(16, 153))
            for _ in range(4):
                step(lambda: device.advance(60))
        step(lambda: device.advance(300))
        step(lambda: device.tap(24, 146))
    stack = device.kernel.launch_state.stack
    depth = stack.address + stack.size - meter.lowest_sp
    high_water = device.kernel.memory.dynamic_high_water
    device.close()
    assert device.fault is None, device.fault
    return meter, high_water, peak_app, depth, turns


def rules_opened(folder: Path) -> tuple[int, int, int]:
    """(instructions of packed_text_open, its DmWrite calls, bytes it unpacked) when Options >
    Rules opens."""
    prc = folder / "Pitch.prc"
    device = Device(prc, data_dir=folder / "rules", seed=7, strict=True)
    meter = Meter(device, {"packed_text_open": symbols_["packed_text_open"]})
    writes = device.kernel.trap_counts[DM_WRITE]
    device.key(ord("U"), commandKeyMask)
    writes = device.kernel.trap_counts[DM_WRITE] - writes
    form = device.kernel.ui.system.active_form
    unpacked = len(form.field_object(ids.RulesField).text)
    device.close()
    assert device.fault is None, device.fault
    (count,) = meter.calls["packed_text_open"]
    return count, writes, unpacked


def report(rounds: int, folder: Path) -> None:
    total, kinds = sizes()
    print(
        f"Pitch.prc: {total:,} bytes ({total / 1024:.1f} KB; budget 64 KB), by resource kind: "
        + ", ".join(f"{kind} {size:,}" for kind, size in sorted(kinds.items(), key=lambda item: -item[1]))
    )
    meter, high_water, peak_app, depth, turns = play(rounds, folder)
    prefs = SysAppPrefs.parse(ResourceDatabase.parse(pitch_prc()).get("pref", 0).data)
    decisions, redraws = meter.calls["pp_heuristic_choose"], meter.calls["table_draw_all"]

    def line(what: str, counts: list[int]) -> str:
        worst = max(counts)
        return (
            f"{what} ({len(counts)}): mean {statistics.mean(counts):,.0f}, worst {worst:,} instructions"
            f" ({worst / INSTRUCTIONS_PER_SECOND * 1000:.1f} ms at 16 MHz)"
        )

    print(f"in the app, {rounds} rounds of taps of a game (seed 7), {meter.count:,} instructions in all:")
    print("  " + line("computer decisions, pp_heuristic_choose", decisions) + "; target worst 200,000")
    print("  " + line("computer turns (decision, move, save, redraw)", turns))
    print("  " + line("redraws of the table, table_draw_all", redraws))
    print(
        f"  dynamic heap high-water mark: {high_water:,} bytes in all (forms, windows, the stack);"
        f" the app's own chunks at their peak: {peak_app:,} bytes; target 8 KB"
    )
    print(f"  deepest stack: {depth:,} bytes of the {prefs.stackSize:,} bytes pref 0 asks for")
    count, writes, unpacked = rules_opened(folder)
    ms = count / INSTRUCTIONS_PER_SECOND * 1000
    print(
        f"  Options > Rules: packed_text_open {count:,} instructions ({ms:.1f} ms)"
        f" and {writes:,} DmWrite calls, unpacking {unpacked:,} bytes into feature memory"
    )


def main(argv: list[str] | None = None) -> None:
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=12, help="rounds of taps (a hand takes about 2)")
    args = parser.parse_args(argv)
    symbols_.update(symbols())
    with tempfile.TemporaryDirectory() as folder:
        report(args.rounds, Path(folder))


symbols_: dict[str, int] = {}
if __name__ == "__main__":
    main()
