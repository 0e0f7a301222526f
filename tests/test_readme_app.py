"""README keeps up with the app: the keys the window takes, the features of the menus,
the saves, and commands that run from a fresh set-up (no bare ``python``: the venv's)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_no_command_needs_a_python_outside_the_venv() -> None:
    bare = [line for line in README.splitlines() if re.match(r"\s*python3? (benchmarks|tools)/", line)]
    assert bare == []
    for script in ("benchmarks/engine.py", "benchmarks/screen.py", "benchmarks/gremlins.py",
                   "benchmarks/saves.py", "tools/differential.py"):
        assert f".venv/bin/python {script}" in README
        assert (ROOT / script).exists()


def test_the_opening_says_where_pitch_prc_launches() -> None:
    opening = README.split("## ", 1)[0]
    assert "Pitch.prc" in opening and "launches" in opening and "palm-emu" in opening


def test_the_keys_and_the_features_are_documented() -> None:
    for words in ("Ctrl+Z", "Esc", "Ctrl+1 .. Ctrl+4", "Enter passes", "never bids", "Options > Keyboard",
                  "Game > Undo", "Game > Points So Far", "Hands button", "Game > Export",
                  "Play forced cards", "Sound", "palm-pitch.lock", "after every bid"):
        assert words in README, words
