"""The totals of a compatibility table counted from its rows (``compatibility.py --count FILE.md``).

``docs/compatibility.md`` holds the table :mod:`compatibility` wrote (its Markdown columns: #,
application, repository, path, commit, creator/type, device, what it does in palm-emu,
Gremlins, on the default device). Rows are replaced by hand when an application is run again
on newer code (a merge of another branch's rows, one file rerun with ``--one``), so the totals
must come from the rows as they stand: :func:`read_table` reads each row back into a
:class:`~compatibility.Result` (the outcome is the longest known outcome the cell starts with;
the trap an application stopped on, at launch or under Gremlins, from the cell's words), and
:func:`count` gives the totals Markdown :func:`compatibility.markdown_summary` writes, without
the list of traps the applications' code refers to (that needs the files, not the table).
With ``--in-place`` the document's totals - from ``## Totals`` up to that list - are replaced.
"""

from __future__ import annotations

import re
from pathlib import Path

import compatibility as tool

TOTALS = "## Totals"
REFERENCED = "Traps palm-emu lacks that the most applications refer to"
OUTCOMES = sorted(
    (
        tool.RUNS,
        tool.RUNS_GREMLINS_FAULT,
        tool.NO_ANSWER,
        tool.OWN_ALERT,
        tool.INCOMPATIBLE,
        tool.LICENSEE_CALL,
        tool.EXITS,
        tool.MISSING_TRAP,
        tool.FAULT,
        tool.REFUSED,
        tool.SKIPPED,
        tool.TRACEBACK,
        tool.HANG,
        tool.CRASH,
    ),
    key=len,
    reverse=True,
)
GREMLINS_TRAP = re.compile(r"unimplemented-trap at PC 0x[0-9a-fA-F]+: trap 0x[0-9a-fA-F]+ (\S+)")
STOPS_ON = re.compile(r"stops on (\S+)")
CELLS = 10  # the table's columns


class TableError(ValueError):
    """A row that is not one of the table's (the message names the line)."""


def _cells(line: str) -> list[str]:
    inner = line.strip()[1:-1]  # the row's outer pipes
    return [cell.strip().replace("\\|", "|") for cell in re.split(r"(?<!\\)\|", inner)]


def _outcome(cell: str, where: str) -> tuple[str, str]:
    """(outcome, detail) of a cell ``outcome`` or ``outcome: detail``."""
    for outcome in OUTCOMES:
        if cell == outcome:
            return outcome, ""
        if cell.startswith(outcome + ": "):
            return outcome, cell[len(outcome) + 2 :]
    raise TableError(f"{where}: {cell[:60]!r} is no outcome of the table")


def read_table(text: str, name: str = "the table") -> list[tool.Result]:
    """The rows of the compatibility table in ``text`` (a Markdown document), in their order."""
    results = []
    for number, line in enumerate(text.splitlines(), 1):
        if not re.match(r"\|\s*\d+\s*\|", line):
            continue
        where = f"{name}:{number}"
        cells = _cells(line)
        if len(cells) != CELLS:
            raise TableError(f"{where}: {len(cells)} cells, the table has {CELLS}")
        _, app, _, path, _, creator_type, device, what, gremlins, default = cells
        creator, _, type_ = creator_type.rpartition("/")
        result = tool.Result(Path(path).name, name=app, type=type_, creator=creator, device=device)
        result.outcome, result.detail = _outcome(what, where)
        result.gremlins = gremlins
        if result.outcome == tool.MISSING_TRAP:
            stops = STOPS_ON.match(result.detail)
            result.missing_trap = stops.group(1) if stops else ""
        elif result.outcome == tool.RUNS_GREMLINS_FAULT:
            trap = GREMLINS_TRAP.search(gremlins)
            result.missing_trap = trap.group(1) if trap else ""
        if default and default != "the same":
            result.default_outcome, result.default_detail = _outcome(default, where)
        results.append(result)
    if not results:
        raise TableError(f"{name}: no row of the compatibility table")
    return results


def count(text: str, name: str = "the table") -> str:
    """The totals Markdown of the table in ``text`` (see the module docstring)."""
    return tool.markdown_summary(read_table(text, name))


def replace_totals(text: str, name: str = "the table") -> str:
    """``text`` with its totals - from ``## Totals`` up to the list of referenced traps (or the next
    section, or the end) - counted again from its rows."""
    start = text.find(TOTALS + "\n")
    if start < 0:
        raise TableError(f"{name}: no {TOTALS!r} section to replace")
    body = start + len(TOTALS) + 1
    ends = [i for i in (text.find(REFERENCED, body), text.find("\n## ", body)) if i >= 0]
    end = min(ends) if ends else len(text)
    totals = count(text, name)
    return text[:body] + "\n" + totals + ("\n" if end < len(text) else "") + text[end:]
