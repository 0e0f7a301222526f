"""Compare two Palm databases header field by header field and resource by resource.

Used by ``palm-prc diff A B``: resources are matched by (type, ID), records by position; for a
resource whose bytes differ, the decoded listings are compared line by line (unified diff), so
the output says *what* changed (an object moved, a string was edited), not only that bytes did.
"""

from __future__ import annotations

import difflib

from prc_tools.dump import describe_record, describe_resource
from prc_tools.formats.container import Database, RecordDatabase, ResourceDatabase

HEADER_FIELDS = (
    "name",
    "type",
    "creator",
    "attributes",
    "version",
    "creationDate",
    "modificationDate",
    "lastBackupDate",
    "modificationNumber",
    "uniqueIDSeed",
    "appInfo",
    "sortInfo",
    "gap",
)


def diff_databases(a: Database, b: Database, label_a: str = "a", label_b: str = "b") -> list[str]:
    """Lines describing every difference; an empty list when the databases are equal."""
    lines: list[str] = []
    if type(a) is not type(b):
        return [f"{label_a} is a {type(a).__name__}, {label_b} is a {type(b).__name__}"]
    for field in HEADER_FIELDS:
        left, right = getattr(a, field), getattr(b, field)
        if left != right:
            lines.append(f"header {field}: {_short(left)} -> {_short(right)}")
    if isinstance(a, ResourceDatabase) and isinstance(b, ResourceDatabase):
        lines.extend(_resources(a, b, label_a, label_b))
    elif isinstance(a, RecordDatabase) and isinstance(b, RecordDatabase):
        lines.extend(_records(a, b, label_a, label_b))
    return lines


def _short(value: object) -> str:
    if isinstance(value, bytes):
        return f"{len(value)} bytes"
    return repr(value) if isinstance(value, str) else str(value)


def _resources(a: ResourceDatabase, b: ResourceDatabase, label_a: str, label_b: str) -> list[str]:
    lines: list[str] = []
    left = {(r.type, r.id): r for r in a.resources}
    right = {(r.type, r.id): r for r in b.resources}
    keys = sorted(set(left) | set(right), key=lambda k: (k[0].encode("latin-1"), k[1]))
    for key in keys:
        name = f"{key[0]} {key[1]}"
        if key not in right:
            lines.append(f"only in {label_a}: {name} ({len(left[key].data)} bytes)")
        elif key not in left:
            lines.append(f"only in {label_b}: {name} ({len(right[key].data)} bytes)")
        elif left[key].data != right[key].data:
            lines.append(f"changed: {name} ({len(left[key].data)} -> {len(right[key].data)} bytes)")
            lines.extend(
                _unified(describe_resource(left[key]), describe_resource(right[key]), label_a, label_b)
            )
    order_a = [k for k in left if k in right]
    order_b = [k for k in right if k in left]
    if order_a != order_b:
        lines.append("the resources are in a different order")
    return lines


def _records(a: RecordDatabase, b: RecordDatabase, label_a: str, label_b: str) -> list[str]:
    lines: list[str] = []
    for index in range(max(len(a.records), len(b.records))):
        if index >= len(b.records):
            lines.append(f"only in {label_a}: record {index}")
        elif index >= len(a.records):
            lines.append(f"only in {label_b}: record {index}")
        elif a.records[index] != b.records[index]:
            lines.append(f"changed: record {index}")
            lines.extend(
                _unified(
                    describe_record(index, a.records[index]),
                    describe_record(index, b.records[index]),
                    label_a,
                    label_b,
                )
            )
    return lines


def _unified(left: list[str], right: list[str], label_a: str, label_b: str) -> list[str]:
    diff = difflib.unified_diff(left, right, label_a, label_b, n=1, lineterm="")
    return ["    " + line for line in list(diff)[2:]]
