"""The project carries its own design: docs/ explains the architecture and the rules, and stays true.

README points to the documents; nothing in the tree sends a reader to files outside it (the
design and rules notes the project began from); docs/rules.md names every switch, value and
ruleset the engine has, and docs/architecture.md every package and every module of the screen
model. (docs/palm_api.md is checked against the code by tests/ui/test_ui_palm_api.py.)
docs/palm_os.md holds the Palm OS facts the code cites: every citation of it anywhere in the tree
names it by its place in the repository and a section it has, and its byte examples are what the
code builds.
"""

from __future__ import annotations

import ast
import os
import re
from enum import IntEnum
from pathlib import Path

import pytest

from palm_pitch import rules
from prc_tools import compile_rcp
from prc_tools.formats.appcode import CodeZero, DataZero, SysAppPrefs

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
OUTSIDE = re.compile(r"DESIGN\.md|RULES\.md|shared folder|/work/shared")


def test_readme_points_to_the_documents_and_they_exist() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in ("architecture.md", "rules.md", "palm_api.md", "palm_os.md"):
        assert f"(docs/{name})" in readme
        assert (DOCS / name).read_text(encoding="utf-8").startswith("# ")


def test_nothing_sends_a_reader_outside_the_repository() -> None:
    files = [ROOT / "README.md", *DOCS.glob("*.md")]
    for folder in ("palm_pitch", "palm_sdk", "prc_tools", "tests", "tools", "benchmarks"):
        files += [p for p in (ROOT / folder).rglob("*.py") if p.name != "test_docs.py"]
    outside = [str(p.relative_to(ROOT)) for p in files if OUTSIDE.search(p.read_text(encoding="utf-8"))]
    assert outside == []


# -- docs/palm_os.md: citations and byte examples -----------------------------------------------

PALM_OS = DOCS / "palm_os.md"
TEXT_SUFFIXES = {".py", ".md", ".c", ".h", ".S", ".s", ".mk", ".ld", ".awk", ".rcp", ".toml", ".txt", ".cfg",
                 ".in", ".sh", ".ini", ".yml", ".yaml"}  # fmt: skip
TEXT_NAMES = {"Makefile", "run"}
NOT_OURS = {".git", ".venv", ".venv-compiled", "venv", "build", "dist", "__pycache__", ".mypy_cache",
            ".ruff_cache", ".pytest_cache", ".hypothesis", "node_modules"}  # fmt: skip
CITATION = re.compile(
    r"(?P<path>[\w./-]*)palm_os\.md(?:[`'\"]*\)?[ ,]*(?:§|sections? )?"
    r"(?P<sections>\d+(?:\.\d+)?(?:\s*(?:-|–|,|and|to)\s*§?\d+(?:\.\d+)?)*))?"
)
RELATIVE_LINK = re.compile(r"\[[^\]]*\]\(palm_os\.md(?:#[^)]*)?\)")  # from another page of docs/
CITED = ("1", "2.2", "2.4", "2.6", "2.10", "3.1", "3.6", "4.2", "4.3", "5", "6", "7", "11")  # the code's
HEADING = re.compile(r"^#{2,4} (\d+(?:\.\d+)*)\.? ", re.MULTILINE)


def _tree_texts() -> list[Path]:
    """The project's text files (sources, build files, documents), not what tools and venvs add."""
    found = []
    for folder, dirs, files in os.walk(ROOT):
        dirs[:] = sorted(d for d in dirs if d not in NOT_OURS and not d.endswith(".egg-info"))
        found += [Path(folder, f) for f in files if Path(f).suffix in TEXT_SUFFIXES or f in TEXT_NAMES]
    return [p for p in found if p.name != "test_docs.py"]


def _palm_os_sections() -> dict[str, str]:
    """Section number -> its text (up to the next numbered heading)."""
    text = PALM_OS.read_text(encoding="utf-8")
    marks = list(HEADING.finditer(text))
    return {m[1]: text[m.end() : (marks[i + 1].start() if i + 1 < len(marks) else len(text))]
            for i, m in enumerate(marks)}  # fmt: skip


def test_every_palm_os_citation_names_the_file_in_the_repository_and_a_section_it_has() -> None:
    sections = _palm_os_sections()
    assert set(CITED) <= sections.keys()
    cited, wrong = 0, []
    for path in _tree_texts():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        if path.parent == DOCS:
            text = RELATIVE_LINK.sub("", text)
        for match in CITATION.finditer(text):
            where = f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}"
            if not match["path"].endswith("docs/") or match["path"].startswith("/"):
                wrong.append(f"{where}: {match[0]!r} is not docs/palm_os.md")
                continue
            for number in re.findall(r"\d+(?:\.\d+)?", match["sections"] or ""):
                cited += 1
                if number not in sections:
                    wrong.append(f"{where}: docs/palm_os.md has no section {number}")
    assert wrong == []
    assert cited >= 20  # the code cites it: the scan found the citations


def _hex_example(section: str) -> bytes:
    """The bytes of the ```text block of a section: hex pairs, an optional ``0000:`` offset at the
    start of a line and a ``| comment`` after them."""
    block = re.search(r"```text\n(.*?)```", _palm_os_sections()[section], re.DOTALL)
    assert block is not None, f"section {section} has no byte example"
    lines = (re.sub(r"^[0-9a-f]{4}:", "", line.split("|")[0].strip()) for line in block[1].splitlines())
    return bytes.fromhex(" ".join(lines))


def test_the_byte_examples_of_palm_os_md_are_what_prc_tools_builds(tmp_path: Path) -> None:
    assert _hex_example("2.2") == CodeZero().build()
    assert _hex_example("2.4") == DataZero().build()
    assert _hex_example("2.6") == SysAppPrefs().build()
    source = re.search(r"```\n(FORM .*?)```", _palm_os_sections()["2.10"], re.DOTALL)
    assert source is not None
    (tmp_path / "example.rcp").write_text(source[1], encoding="utf-8")
    form = compile_rcp(tmp_path / "example.rcp", creator="Test").resource("tFRM", 1000).data
    assert _hex_example("2.10") == form
    assert len(form) == 120


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
        for p in (ROOT / "palm_os").glob("*.py")
        if p.stem not in ("__init__", "palm_api", "geometry", "framebuffer", "bitmap")
    ),
)
def test_the_architecture_says_where_each_screen_model_module_is(name: str) -> None:
    assert f"palm_os/{name}.py" in (DOCS / "architecture.md").read_text(encoding="utf-8")


def test_the_architecture_names_every_package() -> None:
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    packages = [p.name for p in ROOT.iterdir() if p.is_dir() and (p / "__init__.py").exists()]
    packages += ["palm_os", "palm_pitch/app", "palm_pitch/frontends", "resources", "device", "emulator"]
    assert [name for name in packages if f"`{name}/`" not in text] == []


def test_the_resources_readme_names_every_form() -> None:
    source = (ROOT / "resources" / "pitch.rcp").read_text(encoding="utf-8")
    forms = re.findall(r"^FORM ID (\w+)", source, re.M)
    readme = (ROOT / "resources" / "README.md").read_text(encoding="utf-8")
    assert len(forms) >= 13 and [form for form in forms if f"`{form}`" not in readme] == []


def test_the_device_apps_readme_names_every_twin() -> None:
    """device/app/README.md's table names every C file of the app, and each Python module it
    gives as a twin exists."""
    readme = (ROOT / "device" / "app" / "README.md").read_text(encoding="utf-8")
    c_files = sorted(path.name for path in (ROOT / "device" / "app").glob("*.[ch]"))
    assert [name for name in c_files if f"`{name}`" not in readme] == []
    python = set(re.findall(r"`(\w+\.py)`", readme))
    app = {path.name for path in (ROOT / "palm_pitch" / "app").glob("*.py")}
    assert python <= app and {"game.py", "table_draw.py", "dialogs_points.py"} <= python
