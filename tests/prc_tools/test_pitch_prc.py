"""The real thing: resources/pitch.rcp built into Pitch.prc - golden listing, checksum, speed."""

from __future__ import annotations

import hashlib
import time
from pathlib import Path

import pytest

from prc_tools.cli import main
from prc_tools.compiler import compile_rcp
from prc_tools.formats import Control, Form, ResourceDatabase, Title
from prc_tools.rcp import read_header

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "resources" / "pitch.rcp"
GOLDEN = ROOT / "tests" / "golden" / "prc"


@pytest.fixture(scope="module")
def pitch() -> ResourceDatabase:
    return compile_rcp(SOURCE)


def _golden(name: str, actual: str, update: bool) -> None:
    path = GOLDEN / name
    if update:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert actual.splitlines() == expected.splitlines(), f"{path} differs (regenerate with --update-goldens)"


def test_the_dump_of_pitch_prc_matches_the_golden_listing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, update_goldens: bool
) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    output = tmp_path / "Pitch.prc"
    assert main(["build", str(SOURCE), "-o", str(output)]) == 0
    assert main(["dump", str(output)]) == 0
    _golden("Pitch.dump.txt", capsys.readouterr().out, update_goldens)


def test_the_checksum_of_pitch_prc_is_pinned(update_goldens: bool) -> None:
    """The whole app (the resources and the prebuilt code 1): what make -C device and palm-pitch
    prc write."""
    from palm_pitch.app import pitch_prc

    digest = hashlib.sha256(pitch_prc()).hexdigest()
    _golden("Pitch.prc.sha256", f"{digest}  Pitch.prc\n", update_goldens)


def test_two_builds_are_byte_identical(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    first, second = tmp_path / "a.prc", tmp_path / "b.prc"
    assert main(["build", str(SOURCE), "-o", str(first)]) == 0
    time.sleep(1.1)
    assert main(["build", str(SOURCE), "-o", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1000000000")
    assert main(["build", str(SOURCE), "-o", str(second)]) == 0
    assert first.read_bytes() != second.read_bytes()
    assert ResourceDatabase.parse(second.read_bytes()).creationDate.year == 2001


def test_pitch_prc_round_trips_and_every_resource_decodes(pitch: ResourceDatabase) -> None:
    data = pitch.build()
    parsed = ResourceDatabase.parse(data)
    assert parsed == pitch and parsed.build() == data
    for resource in pitch.resources:
        value = resource.decode()
        assert value.build() == resource.data  # type: ignore[attr-defined]
    assert (pitch.name, pitch.type, pitch.creator, int(pitch.attributes), pitch.version) == (
        "Pitch",
        "appl",
        "PPch",
        0x0009,
        1,
    )


def test_the_app_reads_ids_from_the_header_and_forms_from_the_bytes(pitch: ResourceDatabase) -> None:
    ids = read_header(ROOT / "resources" / "pitch_ids.h")
    about = pitch.form(ids["AboutForm"])
    assert isinstance(about, Form) and about.modal and about.title == "About Pitch"
    assert isinstance(about.objects[0], Title)
    ok = about.object(ids["AboutOKButton"])
    assert isinstance(ok, Control) and ok.label == "OK" and about.defaultButton == ids["AboutOKButton"]
    assert pitch.menu_bar(ids["MainMenuBar"]).item(ids["OptionsAboutCmd"]).text == "About Pitch"
    assert pitch.alert(ids["DamagedSaveAlert"]).buttons == ("OK",)
    assert pitch.string_list(ids["BidNamesStringList"]).strings == ("Pass", "2", "3", "4", "Smudge")
    assert pitch.bitmap(1000, type="tAIB").width == 32
    assert pitch.bitmap(1001, type="tAIB").height == 9
