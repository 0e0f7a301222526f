"""An independent parser: Debian's Perl Palm::PDB reads our PRC and PDB files the same way we do."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from prc_tools.compiler import compile_rcp
from prc_tools.formats import (
    Bitmap,
    BitmapFamily,
    Record,
    RecordDatabase,
    Resource,
    ResourceDatabase,
    parse_database,
)
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
    assert len(lines[2:]) == 64  # (with the desktop's menu bar, MBAR 1001)


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


def test_palm_pdb_reads_the_quirks_of_real_databases_as_we_do(perl_read) -> None:  # type: ignore[no-untyped-def]
    # what HSPascal, HotSync and Palm OS 5 tools write (see test_real_world_databases.py)
    family = BitmapFamily(
        (Bitmap.from_rows(["#."]), Bitmap(2, 1, ((1, 2),), 8, 3, density=144)), placeholderAt=1
    )
    prc = ResourceDatabase(
        name="Pong",
        namePadding=bytes(19) + b"HSPascal",
        type="appl",
        creator="YVOP",
        resources=(
            Resource("Tbmp", 1000, family.build()),
            Resource("Talt", 1100, bytes.fromhex("0000 0000 0001 0001") + b"T\0M\0OK\0"),
            Resource(
                "data", 0, (4).to_bytes(4, "big") + bytes.fromhex("fffffffc 83 00000000 00") + bytes(34)
            ),
        ),
    )
    pdb = RecordDatabase(name="MemoDB", namePadding=b"\x08\0\0\0\x01", type="DATA", creator="memo",
                         records=(Record(b"note", uniqueID=7, category=2),))  # fmt: skip
    for database in (prc, pdb):
        data = database.build()
        lines = perl_read(data)
        assert lines[0].startswith(f"header {database.name}|{database.type}|{database.creator}|")
        ours = parse_database(data)
        if isinstance(ours, ResourceDatabase):
            assert lines[2:] == [f"resource {r.type}|{r.id}|{len(r.data)}" for r in ours.resources]
            assert [r.decode() is not None for r in ours.resources] == [True, True, True]
        else:
            assert lines[2:] == [f"record {r.uniqueID}|{r.category}|{len(r.data)}" for r in ours.records]
        assert ours.build() == data
