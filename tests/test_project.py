"""The project's promises about itself: README's two commands, and CI running the test one."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.*?)\n```", text, flags=re.S)


def test_readme_gives_exactly_two_setup_commands() -> None:
    commands = _readme_commands()
    assert len(commands) == 2
    play, test = commands
    assert "palm-pitch" in play
    assert "pytest" in test


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    test_command = _readme_commands()[1]
    ci_lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test_command in ci_lines
