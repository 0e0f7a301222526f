"""Pixel fidelity: Pitch.prc in the emulator shows what the desktop game shows, screen for screen.

Every golden script of ``tests/golden/app/scripts/`` runs on the emulated device with its case's
seed and data folder (``golden_cases.py``; the desktop's saved games are copied in as they are),
and every shot must equal its golden PNG byte for byte - the goldens the desktop app is held to
(``tests/app/test_goldens.py``); no screen differs by design (Game > Export writes Memo Pad
memos on both). Random tap scripts (hypothesis) run both ways and must agree too.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from golden_cases import CASES, GOLDEN_DIR, Case
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from palm_pitch.app.persistence import Storage
from palm_pitch.app.savedata import Preferences


def _run_case(case: Case, run_emulator: Callable[..., dict[str, bytes]], tmp_path: Path) -> dict[str, bytes]:
    data_dir = case.prepare(tmp_path / "data")
    shots = run_emulator(case.script.read_text(encoding="utf-8"), seed=case.seed, data_dir=data_dir)
    assert list(shots) == list(case.shots)
    return shots


def _golden(name: str) -> bytes:
    return (GOLDEN_DIR / f"{name}.png").read_bytes()


DEVICE_CASES = tuple(case for case in CASES if case.device_profile)
"""The cases of what the device offers (the desktop's Hard, Expert and hints have their own)."""


@pytest.mark.parametrize("case", DEVICE_CASES, ids=[case.name for case in DEVICE_CASES])
def test_every_golden_script_gives_the_golden_screens(
    case: Case, run_emulator: Callable[..., dict[str, bytes]], tmp_path: Path
) -> None:
    shots = _run_case(case, run_emulator, tmp_path)
    differing = [name for name, png in shots.items() if png != _golden(name)]
    assert differing == [], f"screens that differ from the goldens: {differing}"


# -- random taps ---------------------------------------------------------------------------------

TAP_SPOTS = (
    *((x, 128) for x in (16, 41, 67, 93, 119, 145)),  # the cards of a full hand
    (16, 153),  # Play
    (36, 93),
    (58, 93),
    (80, 93),
    (102, 93),
    (130, 93),  # where the bid buttons are
    (30, 150),
    (80, 80),
    (150, 30),  # the summary's OK, the table, the scores
)

command = st.one_of(
    st.sampled_from(TAP_SPOTS).map(lambda spot: f"tap {spot[0]} {spot[1]}"),
    st.sampled_from((100, 300, 600, 1500)).map(lambda ms: f"wait {ms}"),
    st.sampled_from(("1", "3", "enter", "p", "2", "pageup", "pagedown", "cmd+Z")).map(
        lambda key: f"key {key}"
    ),
)


@pytest.mark.parametrize("keep_trick", [False, True], ids=["pause", "tap"])
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1), commands=st.lists(command, min_size=5, max_size=30))
def test_random_taps_give_the_same_screens_both_ways(
    keep_trick: bool,
    seed: int,
    commands: list[str],
    run_emulator: Callable[..., dict[str, bytes]],
    run_desktop: Callable[..., dict[str, bytes]],
) -> None:
    """Each command followed by a shot; with ``keep_trick`` the Preferences' Pause "Tap" (finished
    tricks wait for a tap or a key), saved in both data folders first."""
    lines = []
    for number, line in enumerate(commands):
        lines += [line, f"shot s{number}"]
    script = "\n".join(lines) + "\n"
    with tempfile.TemporaryDirectory() as folder:
        runs = []
        for side, runner in (("device", run_emulator), ("desktop", run_desktop)):
            data_dir = None
            if keep_trick:
                data_dir = Path(folder) / side
                data_dir.mkdir()
                Storage(data_dir).save_preferences(Preferences(keepTrick=True))
            runs.append(runner(script, seed=seed, data_dir=data_dir))
    device, desktop = runs
    differing = [name for name in desktop if device[name] != desktop[name]]
    assert differing == [], f"seed {seed}: after {[commands[int(n[1:])] for n in differing[:1]]}"
