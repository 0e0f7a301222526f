"""The app's version, read from one place: ``version`` of pyproject.toml's ``[project]``.

``resources/pitch.rcp`` shows it twice - the ``VERSION`` resource (``tver`` 1, which the
launcher's Info shows) and About's "Version" label - and both are written from the package's
version by ``tools/regenerate.py`` (``--check`` fails when they disagree), so the wheel, the
window's About and Pitch.prc's About and ``tver`` all say the same.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RCP = ROOT / "resources" / "pitch.rcp"

_TVER = re.compile(r'^(VERSION\s+ID\s+1\s+)"[^"]*"', re.MULTILINE)
_LABEL = re.compile(r'(LABEL\s+)("Version [^"]*"\s+)(ID AboutVersionLabel\b)')


def package_version(root: Path = ROOT) -> str:
    """``[project] version`` of pyproject.toml."""
    with (root / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def rcp_with_version(text: str, version: str) -> str:
    """pitch.rcp's text with its VERSION resource and About's label saying ``version``."""
    text, tvers = _TVER.subn(lambda m: f'{m.group(1)}"{version}"', text)
    def label(m: re.Match[str]) -> str:
        quoted = f'"Version {version}"'
        return m.group(1) + quoted.ljust(len(m.group(2)) - 1) + " " + m.group(3)  # the columns kept

    text, labels = _LABEL.subn(label, text)
    if (tvers, labels) != (1, 1):
        raise ValueError(f"{RCP}: want one VERSION ID 1 and one AboutVersionLabel, not {tvers} and {labels}")
    return text


def render() -> str:
    return rcp_with_version(RCP.read_text(encoding="utf-8"), package_version())
