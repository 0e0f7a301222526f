"""The project carries its own design: docs/ explains the architecture and the rules, and stays true.

README points to the documents; nothing in the tree sends a reader to files outside it (the
design and rules notes the project began from); docs/rules.md names every switch, value and
ruleset the engine has, and docs/architecture.md every package and every module of the screen
model. (docs/palm_api.md is checked against the code by tests/ui/test_ui_palm_api.py.)
"""

from __future__ import annotations

import ast
import re
from enum import IntEnum
from pathlib import Path

import pytest

from palm_pitch import rules

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
OUTSIDE = re.compile(r"DESIGN\.md|RULES\.md|shared folder|/work/shared")


def test_readme_points_to_the_documents_and_they_exist() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in ("architecture.md", "rules.md", "palm_api.md"):
        assert f"(docs/{name})" in readme
        assert (DOCS / name).read_text(encoding="utf-8").startswith("# ")


def test_nothing_sends_a_reader_outside_the_repository() -> None:
    files = [ROOT / "README.md", *DOCS.glob("*.md")]
    for folder in ("palm_pitch", "palm_sdk", "prc_tools", "tests", "tools", "benchmarks"):
        files += [p for p in (ROOT / folder).rglob("*.py") if p.name != "test_docs.py"]
    outside = [str(p.relative_to(ROOT)) for p in files if OUTSIDE.search(p.read_text(encoding="utf-8"))]
    assert outside == []


def _switches() -> list[tuple[str, str]]:
    """(field, annotation) of each switch of ``Ruleset``, read from the source (the compiled build
    keeps no dataclass fields)."""
    tree = ast.parse((ROOT / "palm_pitch" / "rules.py").read_text(encoding="utf-8"))
    ruleset = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Ruleset")
    return [
        (node.target.id, ast.unparse(node.annotation))
        for node in ruleset.body
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
        and node.target.id not in ("name", "description")
    ]


def test_the_rules_name_every_switch_value_and_ruleset() -> None:
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    switches = _switches()
    assert len(switches) >= 8
    missing = [name for name, _ in switches if f"`{name}`" not in text]
    for name, annotation in switches:
        kind = getattr(rules, annotation, None)
        if isinstance(kind, type) and issubclass(kind, IntEnum):
            missing += [f"{name}.{m}" for m in kind.__members__ if f"`{m}`" not in text]
    missing += [r.name for r in rules.all_rulesets() if f"`{r.name}`" not in text]
    assert missing == []


@pytest.mark.parametrize(
    "name",
    sorted(
        p.stem
        for p in (ROOT / "palm_pitch" / "ui").glob("*.py")
        if p.stem not in ("__init__", "palm_api", "geometry", "framebuffer", "bitmap")
    ),
)
def test_the_architecture_says_where_each_screen_model_module_is(name: str) -> None:
    assert f"ui/{name}.py" in (DOCS / "architecture.md").read_text(encoding="utf-8")


def test_the_architecture_names_every_package() -> None:
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    packages = [p.name for p in ROOT.iterdir() if p.is_dir() and (p / "__init__.py").exists()]
    packages += ["palm_pitch/ui", "palm_pitch/app", "palm_pitch/frontends", "resources", "device", "emulator"]
    assert [name for name in packages if f"`{name}/`" not in text] == []
