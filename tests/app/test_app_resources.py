"""The app's resources: compiled from pitch.rcp, served to the screen model; IDs from the header."""

from __future__ import annotations

import ast
import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest
from pack_texts import named_texts

import palm_pitch.app
from palm_os.controls import Control, Gadget, Title
from palm_os.forms import Form
from palm_os.resources import ResourceNotFound
from palm_pitch.app import ids
from palm_pitch.app.resources import compiled_database, load_resources
from palm_pitch.app.texts import Texts

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted(m.name for m in pkgutil.iter_modules(palm_pitch.app.__path__, "palm_pitch.app."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_every_id_the_program_names_is_in_the_header() -> None:
    used: set[str] = set()
    for folder in (
        ROOT / "palm_pitch" / "app",
        ROOT / "palm_pitch" / "frontends",
        ROOT / "tests" / "app",
        ROOT / "tools",
    ):
        for path in folder.rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if (
                    isinstance(node, ast.Attribute)
                    and isinstance(node.value, ast.Name)
                    and node.value.id == "ids"
                ):
                    used.add(node.attr)
    known = {"defines", "HEADER", "SOURCE", "RESOURCES", "FAMILY_HEADER", "FAMILY_SOURCE", "NoSuchForm"}
    assert used - known <= set(ids.defines())
    with pytest.raises(AttributeError, match="defines no NoSuchForm"):
        _ = ids.NoSuchForm


def test_every_form_alert_string_and_bitmap_reaches_the_screen_model() -> None:
    resources = load_resources()
    database = compiled_database()
    kinds = {r.type for r in database.resources}
    assert {"tFRM", "Talt", "tSTR", "tSTL", "TxtC", "Tbmp", "MBAR"} <= kinds
    for resource in database.resources:
        if resource.type == "tFRM":
            form = resources.form(resource.id)
            assert isinstance(form, Form) and form.form_id == resource.id
            assert form is not resources.form(resource.id)  # a fresh copy each time
        elif resource.type == "Talt":
            assert resources.alert(resource.id).buttons
        elif resource.type == "tSTR":
            assert resources.string(resource.id)
        elif resource.type == "tSTL":
            assert resources.string_list(resource.id)
        elif resource.type == "TxtC":
            assert resources.packed_text(resource.id).count("\n") > 10
        elif resource.type == "Tbmp":
            bitmap = resources.bitmap(resource.id)
            assert bitmap.width > 0 and bitmap.height > 0
    assert [m.title for m in resources.menu_bar(ids.MainMenuBar).menus] == ["Game", "Options"]
    with pytest.raises(ResourceNotFound):
        resources.form(4242)


def test_the_table_form() -> None:
    form = load_resources().form(ids.MainForm)
    assert not form.modal and form.menu_rsc_id == ids.MainMenuBar
    assert isinstance(form.objects[0], Title) and form.objects[0].text == "Pitch"
    gadgets = [o for o in form.objects if isinstance(o, Gadget)]
    assert {g.id for g in gadgets} == {ids.MainTableGadget, ids.MainScoreGadget, ids.MainStatusGadget}
    play = form.control(ids.MainPlayButton)
    assert (
        isinstance(play, Control)
        and play.label == "Play"
        and (play.bounds.y, play.bounds.height) == (147, 12)
    )


def test_create_app_is_the_app_s_front_door() -> None:
    """What the front ends may import of the app (tests/test_layering.py holds them to it)."""
    assert palm_pitch.app.__all__ == [
        "DataDirInUse", "GameSession", "PitchApp", "Storage", "create_app", "family_bid_hint_for",
        "family_hint_for", "hint_for", "pitch_prc", "points_so_far",
    ]
    assert palm_pitch.app.create_app is importlib.import_module("palm_pitch.app.pitch_app").create_app


def test_each_text_s_number_in_the_header_is_its_place_in_the_table_of_texts() -> None:
    """pitch_ids.h numbers the texts of ``TableTexts`` by their place in text/texts.txt, which
    names each. A text added, moved or removed on one side only fails."""
    named = named_texts((ROOT / "resources" / "text" / "texts.txt").read_text(encoding="utf-8"))
    texts = Texts(load_resources())
    assert len(named) == len(texts.strings) == 90
    places = [value for name, value in ids.defines().items() if name.endswith("String") and value < 4000]
    assert sorted(places) == list(range(len(named)))
    for place, (name, text) in enumerate(named):
        assert ids.defines()[name] == place, name
        assert texts.get(place) == text, name
    assert texts.get(ids.ContractString, "East", "3") == "East bid 3"
    assert texts.get(ids.SummaryNoWinString) == "Only a made bid wins: play on."


def test_one_version_shown_everywhere() -> None:
    """The package's version (pyproject.toml) is the app's: its tver and About's label say it too."""
    import importlib.metadata
    import tomllib

    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert importlib.metadata.version("palm-pitch") == version
    db = compiled_database()
    assert db.get("tver", 1).data == version.encode("ascii") + b"\0"
    about = load_resources().form(ids.AboutForm)
    assert about.label(ids.AboutVersionLabel).text == f"Version {version}"
