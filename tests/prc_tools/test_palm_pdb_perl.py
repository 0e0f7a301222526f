"""An independent parser: Debian's Perl Palm::PDB reads our PRC and PDB files the same way we do."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from prc_tools.compiler import compile_rcp
from prc_tools.formats import RecordDatabase
from prc_tools.formats.palmtime import UNIX_TO_PALM, to_palm_seconds

ROOT = Path(__file__).resolve().parents[2]

# Prints the header, then one line per resource or record, as Palm::PDB (with the Palm::Raw
# handler for every type) sees them.
PERL = r"""
use strict; use warnings;
use Palm::PDB; use Palm::Raw;
Palm::PDB::RegisterPRCHandlers("Palm::Raw", ["", ""]);
my $pdb = Palm::PDB->new;
$pdb->Load($ARGV[0]);
printf "header %s|%s|%s|%d|%d|%d|%d\n", $pdb->{name}, $pdb->{type}, $pdb->{creator}, $pdb->{version},
    $pdb->{ctime}, $pdb->{mtime}, $pdb->{baktime};
print "attributes ", join(",", sort grep { $pdb->{attributes}{$_} } keys %{$pdb->{attributes}}), "\n";
printf "resource %s|%d|%d\n", $_->{type}, $_->{id}, length($_->{data}) for @{$pdb->{resources} || []};
printf "record %d|%d|%d\n", $_->{id}, $_->{category}, length($_->{data}) for @{$pdb->{records} || []};
"""


def _palm_pdb_available() -> bool:
    if shutil.which("perl") is None:
        return False
    probe = subprocess.run(
        ["perl", "-MPalm::PDB", "-MPalm::Raw", "-e", "1"], capture_output=True, check=False
    )
    return probe.returncode == 0


@pytest.fixture
def perl_read(require_tool, tmp_path: Path):  # type: ignore[no-untyped-def]
    require_tool(_palm_pdb_available(), "Perl Palm::PDB (apt-get install libpalm-perl libpalm-pdb-perl)")

    def read(data: bytes) -> list[str]:
        path = tmp_path / "db.bin"
        path.write_bytes(data)
        result = subprocess.run(["perl", "-e", PERL, str(path)], capture_output=True, text=True, check=True)
        return result.stdout.splitlines()

    return read


def _unix(moment: object) -> int:
    return to_palm_seconds(moment) - UNIX_TO_PALM  # type: ignore[arg-type]


def test_palm_pdb_reads_every_resource_of_pitch_prc(perl_read) -> None:  # type: ignore[no-untyped-def]
    db = compile_rcp(ROOT / "resources" / "pitch.rcp")
    lines = perl_read(db.build())
    created = _unix(db.creationDate)
    assert lines[0] == f"header Pitch|appl|PPch|1|{created}|{created}|{-UNIX_TO_PALM}"
    assert lines[1] == "attributes Backup,ResDB,backup,resource"
    assert lines[2:] == [f"resource {r.type}|{r.id}|{len(r.data)}" for r in db.resources]
    assert len(lines[2:]) == 126


def test_palm_pdb_reads_a_saved_game(perl_read) -> None:  # type: ignore[no-untyped-def]
    from palm_pitch.app.savedata import SavedGame, bid_action, play_action

    game = SavedGame(
        "palm",
        (21, 1, 0),
        seed=123456789,
        dealer=3,
        scores=(11, -4),
        actions=bytes([0, bid_action(2), 0, bid_action(3), play_action(25)]),
    )
    database = game.to_database()
    lines = perl_read(database.build())
    created = _unix(database.creationDate)
    assert lines[0] == f"header PitchSave-PPch|Save|PPch|1|{created}|{created}|{-UNIX_TO_PALM}"
    assert lines[1] == "attributes Backup,backup"
    assert lines[2:] == [f"record 1|0|{len(game.to_record())}"]
    assert RecordDatabase.parse(database.build()) == database


def test_the_tool_check_fails_instead_of_skipping_when_required(monkeypatch: pytest.MonkeyPatch) -> None:
    from outside_tools import require_tool

    monkeypatch.setenv("PALM_PITCH_REQUIRE_TOOLS", "1")
    with pytest.raises(pytest.fail.Exception, match="required"):
        require_tool(False, "a tool")
    monkeypatch.delenv("PALM_PITCH_REQUIRE_TOOLS")
    with pytest.raises(pytest.skip.Exception):
        require_tool(False, "a tool")
