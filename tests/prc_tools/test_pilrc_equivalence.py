"""prc_tools emits, resource for resource, the bytes PilRC 3.2.91 emits for the same source."""

from __future__ import annotations

from pathlib import Path

import pytest

from prc_tools.compiler import compile_rcp
from prc_tools.formats import ResourceDatabase

HERE = Path(__file__).resolve().parent / "pilrc_reference"
ROOT = HERE.parents[2]


def _reference(name: str) -> dict[tuple[str, int], bytes]:
    resources = {}
    for line in (HERE / name).read_text(encoding="ascii").splitlines():
        kind, number, data = line.split(" ")
        resources[(kind, int(number))] = bytes.fromhex(data)
    return resources


@pytest.mark.parametrize(
    ("reference", "source"),
    [
        ("pilrc-3.2.91-output.txt", HERE / "all.rcp"),
        ("pilrc-3.2.91-pitch.txt", ROOT / "resources" / "pitch.rcp"),
    ],
)
def test_every_resource_matches_pilrc(reference: str, source: Path) -> None:
    expected = _reference(reference)
    db = compile_rcp(source, include_dirs=[ROOT / "resources" / "bitmaps"])
    ours = {(r.type, r.id): r.data for r in db.resources if r.type not in ("code", "data", "pref")}
    assert sorted(ours) == sorted(expected)
    mismatched = [
        f"{kind} {number}" for (kind, number), data in expected.items() if ours[(kind, number)] != data
    ]
    assert mismatched == []


def test_a_database_written_by_pilrc_parses_and_builds_back_identically() -> None:
    data = (HERE / "all.ro").read_bytes()
    db = ResourceDatabase.parse(data)
    assert (db.name, db.type, db.creator, int(db.attributes), db.version) == ("all.ro", "RESO", "pRES", 1, 1)
    assert db.build() == data
    assert {(r.type, r.id): r.data for r in db.resources} == _reference("pilrc-3.2.91-output.txt")
