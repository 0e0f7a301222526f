"""``palm-pitch simulate --engine c``: the same games as the Python engine, played inside C."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from palm_pitch.cengine import PLAYER_KINDS, _library
from palm_pitch.cli import main

ROOT = Path(__file__).resolve().parents[2]


def _simulate(capsys: pytest.CaptureFixture[str], *words: str) -> list[str]:
    assert main(["simulate", *words]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].startswith("decisions: ")
    return lines


@pytest.mark.parametrize("ruleset", ["palm", "setback-11", "bid-only"])
def test_the_c_engine_prints_the_python_engines_figures(capsys: pytest.CaptureFixture[str],
                                                        ruleset: str) -> None:
    players = sorted(PLAYER_KINDS)
    words = ["--games", "12", "--seed", "4294967284", "--team0", players[0], "--team1", players[-1],
             "--ruleset", ruleset, "--max-hands", "80"]
    python = _simulate(capsys, *words)
    c = _simulate(capsys, *words, "--engine", "c")
    # Everything but the time taken (the last line's count of decisions included).
    assert c[:-1] == python[:-1]
    assert c[-1].split(" in ")[0] == python[-1].split(" in ")[0]


def test_without_the_c_engine_it_says_so_in_one_line() -> None:
    env = {**os.environ, _library.ENV_LIBRARY: str(ROOT / "no-such-library.so")}
    command = [sys.executable, "-m", "palm_pitch", "simulate", "--games", "1", "--team0", "random",
               "--engine", "c"]
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("simulate: --engine c: cannot load the C engine")
    assert done.stderr.count("\n") == 1
