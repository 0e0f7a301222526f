"""The C twins' data, generated from the Python that holds it (one source each).

What it is for: the C core and the device app keep copies of facts the Python side declares: the
ruleset record and the named rulesets (``palm_pitch.rules``, read through
``palm_pitch.cengine.ruleset_record``), the heuristic player's tuned numbers
(``palm_pitch.players.heuristic``), the table's geometry (``palm_pitch.app.layout``) and the
saved game's record layout (``palm_pitch.app.savedata``). Each C file here is rendered whole from
the Python, committed, and checked: ``python tools/regenerate.py`` writes them,
``python tools/regenerate.py --check`` (run by tests/test_generated.py) fails when one is stale.
Nobody edits them by hand; a retuned constant or a new switch is changed in Python alone.

:data:`GENERATED` maps each file (relative to the repository) to the function that renders it.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
import textwrap
from collections.abc import Callable
from types import ModuleType
from typing import Any

from palm_pitch.cengine import ruleset_record
from palm_pitch.cengine.ruleset_record import c_fields, c_rulesets, switches

GENERATOR = "tools/c_twins.py"


def _banner(what: list[str], source: str) -> list[str]:
    """The opening comment: what the file holds, then where it comes from."""
    return [
        f"/* {what[0]}",
        *(f" * {line}" for line in what[1:]),
        f" * Generated from {source} by {GENERATOR}: do not edit;",
        " * change the Python and run `python tools/regenerate.py` (a test fails on a stale copy). */",
    ]


def _enum_member(prefix: str, member: str) -> str:
    return f"PP_{prefix}_{member}"


# -- device/core/rules.h and rules.c ------------------------------------------------------------


def rules_h() -> str:
    """``device/core/rules.h``: the switches' enums, ``pp_ruleset`` and the functions on it."""
    out = _banner(
        [
            "rules.h: the house-rule switches of one table and the named rulesets (the twin of",
            "palm_pitch/rules.py; every value is the Python IntEnum's value).",
        ],
        "palm_pitch/rules.py",
    )
    out += ["#ifndef PP_RULES_H", "#define PP_RULES_H", "", "#include <stdint.h>", ""]
    for switch in switches():
        members = ", ".join(f"{_enum_member(switch.prefix, m.name)} = {int(m)}" for m in switch.enum)
        out.append(f"enum {{ {members} }};")
    out += ["", "typedef struct pp_ruleset {"]
    docs = {s.name: f"PP_{s.prefix}_*: {s.doc}" for s in switches()}
    docs["target"] = "score needed to win (see win_rule)"
    docs["reserved"] = "0: the record's size is even"
    for ctype, name in c_fields():
        out += [f"    /* {docs[name]} */", f"    {ctype} {name};"]
    out += [
        "} pp_ruleset;",
        "",
        "/* The highest bid: 5 (Smudge), or 4 where there is no Smudge. */",
        "uint8_t pp_rules_max_bid(const pp_ruleset *rules);",
        "",
        "/* *out = *rules. */",
        "void pp_rules_copy(pp_ruleset *out, const pp_ruleset *rules);",
        "",
        "/* 1 if every switch holds one of its values, else 0. */",
        "int pp_rules_valid(const pp_ruleset *rules);",
        "",
        "/* The named rulesets, in the Python registry's order (palm first). */",
        f"#define PP_RULESETS {len(c_rulesets())}",
        f"#define PP_RULESET_NAME_SIZE {_name_size()}",
        "/* Copies named ruleset number `index` into *out; returns 0, or -1 if there is no such ruleset. */",
        "int pp_rules_named(uint8_t index, pp_ruleset *out);",
        '/* The registry name of ruleset `index` ("palm", ...), or 0 if there is none. */',
        "const char *pp_rules_name(uint8_t index);",
        "/* The palm ruleset (the default). */",
        "void pp_rules_palm(pp_ruleset *out);",
        "",
        "#endif",
        "",
    ]
    return "\n".join(out)


def _name_size() -> int:
    """Bytes of a name slot: the longest name and its NUL, rounded up to a multiple of 8."""
    longest = max(len(r.name) for r in c_rulesets()) + 1
    return (longest + 7) // 8 * 8


def _ruleset_initialiser(ruleset: object) -> list[str]:
    values = []
    numbers = ruleset_record.values(ruleset)  # type: ignore[arg-type]
    names = [name for _, name in c_fields()]
    by_switch = {s.name: s for s in switches()}
    for name, number in zip(names, numbers, strict=True):
        switch = by_switch.get(name)
        values.append(_enum_member(switch.prefix, switch.enum(number).name) if switch else str(number))
    return values


def _wrap(items: list[str], indent: str, width: int = 100) -> list[str]:
    """``{items}`` broken after commas into lines of at most ``width``, continued 4 further in."""
    lines: list[str] = []
    line = indent + "{"
    for index, item in enumerate(items):
        piece = item + ("," if index < len(items) - 1 else "}")
        if line.endswith(("{", ",")) and line.strip() != "{" and len(line) + 1 + len(piece) > width:
            lines.append(line)
            line = indent + " " + piece
        else:
            line += piece if line.endswith("{") else " " + piece
    lines.append(line)
    return lines


def rules_c() -> str:
    """``device/core/rules.c``: the named rulesets and the functions of rules.h."""
    out = _banner(
        [
            "rules.c: the named rulesets (see rules.h). They are data in read-only memory, reached",
            "by index: no table of pointers (a flat `code` 1 resource could not relocate one).",
        ],
        "palm_pitch/rules.py",
    )
    out += [
        '#include "rules.h"',
        "",
        "static const pp_ruleset NAMED[PP_RULESETS] = {",
    ]
    for ruleset in c_rulesets():
        out.append(f"    /* {ruleset.name}: {ruleset.description} */")
        out += _wrap(_ruleset_initialiser(ruleset), "    ")
        out[-1] += ","
    names = ", ".join(f'"{r.name}"' for r in c_rulesets())
    smudge = {s.name: s for s in switches()}["smudge"]
    out += [
        "};",
        "",
        "static const char NAMES[PP_RULESETS][PP_RULESET_NAME_SIZE] = {",
        f"    {names},",
        "};",
        "",
        "uint8_t pp_rules_max_bid(const pp_ruleset *rules)",
        "{",
        f"    return rules->smudge == {_enum_member(smudge.prefix, 'OFF')} ? 4 : 5;",
        "}",
        "",
        "int pp_rules_valid(const pp_ruleset *rules)",
        "{",
    ]
    checks = []
    for switch in switches():
        low, high = min(switch.enum), max(switch.enum)
        top = f"rules->{switch.name} <= {_enum_member(switch.prefix, high.name)}"
        if int(low) == 0:  # unsigned: no lower bound to check
            checks.append(top)
        else:
            checks.append(f"rules->{switch.name} >= {_enum_member(switch.prefix, low.name)} && {top}")
    out.append("    return " + "\n        && ".join(checks) + ";")
    out += [
        "}",
        "",
        "void pp_rules_copy(pp_ruleset *out, const pp_ruleset *rules)",
        "{",
        "    /* Field by field: a structure assignment would call memcpy. */",
    ]
    for _, name in c_fields():
        out.append(f"    out->{name} = {'0' if name == 'reserved' else f'rules->{name}'};")
    out += [
        "}",
        "",
        "int pp_rules_named(uint8_t index, pp_ruleset *out)",
        "{",
        "    if (index >= PP_RULESETS)",
        "        return -1;",
        "    pp_rules_copy(out, &NAMED[index]);",
        "    return 0;",
        "}",
        "",
        "const char *pp_rules_name(uint8_t index)",
        "{",
        "    return index < PP_RULESETS ? NAMES[index] : 0;",
        "}",
        "",
        "void pp_rules_palm(pp_ruleset *out)",
        "{",
        "    pp_rules_copy(out, &NAMED[0]);",
        "}",
        "",
    ]
    return "\n".join(out)


# -- tuned numbers: the players' tables, the table's geometry ------------------------------------

_CONSTANT = re.compile(r"[A-Z][A-Z0-9_]*")


def module_constants(module: ModuleType, imported: tuple[str, ...] = ()) -> list[tuple[str, object, str]]:
    """The module's public constants in source order, as (name, value, what it is): every
    upper-case name it assigns whose value is a number, a point or a tuple of them, and the
    ``imported`` names it takes from elsewhere; what it is is the first sentence of the docstring
    under it, or the comment on its line. These are the numbers its C twin uses."""
    source = inspect.getsource(module)
    lines = source.splitlines()
    tree = ast.parse(source)
    found: list[tuple[str, object, str]] = []
    for index, node in enumerate(tree.body):
        names: list[str] = []
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            names = [node.targets[0].id]
        elif isinstance(node, ast.ImportFrom):
            names = [alias.asname or alias.name for alias in node.names if alias.name in imported]
        following = tree.body[index + 1] if index + 1 < len(tree.body) else None
        doc = ""
        if isinstance(following, ast.Expr) and isinstance(following.value, ast.Constant):
            doc = " ".join(str(following.value.value).split()).split(". ")[0].rstrip(".")
        elif "  # " in lines[node.end_lineno - 1] and isinstance(node, ast.Assign):  # type: ignore[operator]
            doc = lines[node.end_lineno - 1].split("  # ", 1)[1].strip()  # type: ignore[operator]
        for name in names:
            value = getattr(module, name, None)
            if _CONSTANT.fullmatch(name) and _numbers(value):
                found.append((name, value, doc if len(names) == 1 else ""))
    return found


def _comment(text: str) -> list[str]:
    """A C comment of ``text``, wrapped to 100 columns."""
    lines = textwrap.wrap(text, 94)
    if len(lines) == 1:
        return [f"/* {lines[0]} */"]
    return [f"/* {lines[0]}", *(f" * {line}" for line in lines[1:-1]), f" * {lines[-1]} */"]


def _numbers(value: object) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    return isinstance(value, tuple) and bool(value) and all(_numbers(v) for v in value)


def _c_number(value: int) -> str:
    return f"({value})" if value < 0 else str(value)


def _c_array(name: str, values: tuple[int, ...], small: str, wide: str) -> str:
    ctype = small if all(0 <= v <= 255 for v in values) else wide
    return f"static const {ctype} {name}[{len(values)}] = {{{', '.join(str(v) for v in values)}}};"


_ARRAY_NAMES = {"TRICK_SLOTS": "trick"}
"""C names of arrays of points (``trick_x``, ``trick_y``): the names code 1 has always had, as
tools/code1_layout.py orders constants by name and a new name would move them."""


def _constant_lines(module: ModuleType, small: str, wide: str, imported: tuple[str, ...] = ()) -> list[str]:
    """``#define``s for numbers, ``NAME_X``/``NAME_Y`` for points, constant arrays for tuples
    (a tuple of points as two arrays, ``NAME_X`` and ``NAME_Y``), each under its comment."""
    lines = []
    for name, value, doc in module_constants(module, imported):
        if doc:
            lines += _comment(doc)
        if isinstance(value, int):
            lines.append(f"#define {name} {_c_number(value)}")
        elif hasattr(value, "_fields"):  # a Point
            for axis in value._fields:  # type: ignore[attr-defined]
                lines.append(f"#define {name}_{axis.upper()} {_c_number(getattr(value, axis))}")
        elif isinstance(value, tuple) and all(hasattr(v, "_fields") for v in value):
            base = _ARRAY_NAMES.get(name, name)
            for axis in value[0]._fields:
                lines.append(_c_array(f"{base}_{axis}", tuple(getattr(v, axis) for v in value), small, wide))
        else:
            lines.append(_c_array(name, value, small, wide))  # type: ignore[arg-type]
    return lines


def tuned_header(module_name: str, guard: str, file_name: str, what: str) -> str:
    """A header of the tuned numbers of a Python module, for the C twin of that module."""
    module = importlib.import_module(module_name)
    source = module_name.replace(".", "/") + ".py"
    out = _banner([f"{file_name}: {what}", "(the module's constants, in its order, with its words)."], source)
    out += [f"#ifndef {guard}", f"#define {guard}", "", *_constant_lines(module, "uint8_t", "int16_t"), "",
            "#endif", ""]  # fmt: skip
    return "\n".join(out)


def heuristic_tables_h() -> str:
    return tuned_header("palm_pitch.players.heuristic", "PP_HEURISTIC_TABLES_H", "heuristic_tables.h",
                        "the heuristic player's tuned numbers, included by heuristic.c alone")  # fmt: skip


def easy_tables_h() -> str:
    return tuned_header("palm_pitch.players.easy", "PP_EASY_TABLES_H", "easy_tables.h",
                        "the easy player's tuned numbers, included by easy.c alone")  # fmt: skip


def win_table_h() -> str:
    from palm_pitch.players import win_table

    size = win_table.WIN_TABLE_SIZE
    out = _banner(["win_table.h: the chance of winning the match from a score (1/10000), for the",
                   "Expert search's reward; included by search.c alone (host build only)."],
                  "palm_pitch/players/win_table.py")
    out += ["#ifndef PP_WIN_TABLE_H", "#define PP_WIN_TABLE_H", "", "#include <stdint.h>", "",
            f"#define PP_WIN_TABLE_SIZE {size}", "",
            "/* [a - 1][b - 1]: a team a points short of the target against one b points short */",
            f"static const int16_t pp_win_table[{size}][{size}] = {{"]
    for row in win_table.WIN_TABLE:
        lines = _wrap([str(v) for v in row], "    ")
        lines[-1] += ","
        out += lines
    out += ["};", "", "#endif", ""]
    return "\n".join(out)


def layout_h() -> str:
    """``device/app/layout.h``: the table's geometry of ``palm_pitch/app/layout.py``."""
    module = importlib.import_module("palm_pitch.app.layout")
    out = _banner(
        [
            "layout.h: where things are on the card table (palm_pitch/app/layout.py, number for",
            "number): the main form covers the screen, so its coordinates are the display's. South's",
            "cards lie along the bottom, the raised one higher; the trick is a cross in the middle",
            "with each card on its player's side; North's backs stand at the top, West's and East's",
            "lie at the sides.",
        ],
        "palm_pitch/app/layout.py",
    )
    numbers = _constant_lines(module, "UInt8", "Int16", imported=("CARD_WIDTH", "CARD_HEIGHT"))
    out += ["#ifndef PITCH_LAYOUT_H", "#define PITCH_LAYOUT_H", "", *numbers, ""]
    out += [
        "/* Top-left corner of each seat's card in the trick (South, West, North, East): trick_card_rect. */",
        "#define TRICK_X(seat) ((Coord)trick_x[seat])",
        "#define TRICK_Y(seat) ((Coord)trick_y[seat])",
        "",
        "/* x of the first card of a hand of `count` cards, centred on the screen: hand_left (never",
        " * negative: the division unsigned, a shift). */",
        "#define HAND_LEFT(count) ((Coord)((SCREEN - ((count) * HAND_STEP - 2)) / 2U))",
        "",
        "#endif",
        "",
    ]
    return "\n".join(out)


# -- the refusal codes ----------------------------------------------------------------------------


def refusals_h() -> str:
    """``device/core/refusals.h``: the ``PP_R_*`` codes of ``palm_pitch.cengine.game.REFUSALS``."""
    from palm_pitch.cengine.game import REFUSALS

    out = _banner(
        [
            "refusals.h: why the rules refuse an action, one code a reason (actions.h's pp_reason),",
            "in the order of the Python binding's table, whose sentences the differential tests check.",
        ],
        "palm_pitch/cengine/game.py (REFUSALS)",
    )
    out += ["#ifndef PP_REFUSALS_H", "#define PP_REFUSALS_H", "", "enum pp_reason_code {", "    PP_OK = 0,"]
    width = max(len(name) for name, _, _ in REFUSALS) + 10
    for name, sentence, note in REFUSALS:
        words = sentence.replace("{bid}", "<bid>").replace("{suit}", "<suit>")
        member = f"    PP_R_{name},"
        out.append(f'{member:<{width}} /* "{words}"' + (f" ({note})" if note else "") + " */")
    out += ["    PP_R_COUNT", "};", "", "#endif", ""]
    return "\n".join(out)


# -- the saves' record layouts ---------------------------------------------------------------------


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).upper()


def record_offsets(layout: Any, start: int = 4) -> list[tuple[str, int, int]]:
    """Each field of a saves record layout (a construct Struct after the 4-byte record header) as
    (name, offset, per-item size of the variable array before it): the offset of a field after a
    counted array is ``offset + size * n``."""
    found = []
    offset, step = start, 0
    for sub in layout.subcons:
        found.append((sub.name, offset, step))
        try:
            offset += sub.sizeof()
        except Exception:  # an array counted by an earlier field: its items' size
            inner = sub.subcon
            step = inner.subcon.sizeof() if hasattr(inner, "subcon") else 1
    return found


def _record_lines(prefix: str, layout: Any) -> list[str]:
    """The offsets; a field after the counted array as a macro of the count, and as the bytes
    from it to the last field (``_BACK``: what a reader that has the end in hand subtracts)."""
    lines = []
    fields = record_offsets(layout)
    last = fields[-1][1]
    for name, offset, step in fields:
        macro = f"{prefix}_{_snake(name)}"
        if step:
            lines.append(f"#define {macro}(n) ({offset} + {step} * (n))")
            if offset != last:
                lines.append(f"#define {macro}_BACK {last - offset}")
        else:
            lines.append(f"#define {macro} {offset}")
    return lines


def _record_size(layout: Any, start: int = 4) -> int:
    return start + sum(sub.sizeof() for sub in layout.subcons)


def saves_layout_h() -> str:
    """``device/app/saves_layout.h``: the byte offsets of the saves' records (palm_pitch/app/savedata.py)."""
    from palm_pitch.app import persistence, savedata

    game, prefs, stats = savedata.SavedGame, savedata.Preferences, savedata.Statistics
    out = _banner(
        [
            "saves_layout.h: the saved game, preferences and statistics records, byte for byte",
            "(the construct Structs of palm_pitch/app/savedata.py): each field's offset from the",
            "start of the record, after the 4-byte header; a field after the n switches is a macro of n.",
        ],
        "palm_pitch/app/savedata.py",
    )
    out += ["#ifndef PITCH_SAVES_LAYOUT_H", "#define PITCH_SAVES_LAYOUT_H", ""]
    out += [
        f"#define DB_VERSION {savedata.DATABASE_VERSION}",
        f"#define NAME_SIZE {savedata.NAME_SIZE}",
        f"#define SWITCHES {len(persistence.SWITCHES)} /* the ruleset's switches, in the saves' order */",
        f"#define UNDO_USED {savedata.UNDO_USED:#04x} /* SavedGame flags: savedGameUndoUsed */",
        "",
        "/* RecordHeader */",
        *(f"#define RECORD_{_snake(n)} {o}" for n, o, _ in record_offsets(savedata.RecordHeader, 0)),
        f"#define RECORD_HEADER_SIZE {_record_size(savedata.RecordHeader, 0)}",
        "",
    ]
    for prefix, kind in (("GAME", game), ("PREFS", prefs), ("STATS", stats)):
        out += [f"/* {kind.__name__}, format {kind.FORMAT_VERSION} */"]
        out += [f"#define {prefix}_VERSION {kind.FORMAT_VERSION}", *_record_lines(prefix, kind.LAYOUT)]
        if prefix == "GAME":
            out.append("#define GAME_FIXED(n) GAME_ACTIONS(n) /* the record without its actions */")
        elif prefix == "PREFS":
            out.append("#define PREFS_FIXED PREFS_SWITCHES /* the record without its switches */")
            v1 = _record_size(prefs.OLDER_LAYOUTS[1])
            out.append(f"#define PREFS_V1_SIZE {v1} /* format 1: no switches */")
            v4 = dict((name, offset) for name, offset, _ in record_offsets(prefs.OLDER_LAYOUTS[4]))
            out.append(f"#define PREFS_V4_SWITCHES {v4['switches']} /* formats 2 to 4: the switches */")
        else:
            out.append(f"#define STATS_SIZE {_record_size(stats.LAYOUT)}")
            v1, v2 = _record_size(stats.OLDER_LAYOUTS[1]), _record_size(stats.OLDER_LAYOUTS[2])
            out.append(f"#define STATS_V1_SIZE {v1} /* format 1: six counters alone */")
            out.append(f"#define STATS_V2_SIZE {v2} /* format 2: one level's eight counters, the tail */")
            out += [line.replace("#define STATS_", "#define STATS_V2_") for line in
                    _record_lines("STATS", stats.OLDER_LAYOUTS[2])]
            level_size = savedata.LevelStatisticsLayout.sizeof()
            out.append(f"#define STATS_LEVEL_SIZE {level_size} /* one level's counters */")
            out.append(f"#define STATS_LEVEL_COUNTERS {len(savedata.LevelStatistics.FIELDS)}")
            out.append(f"#define LEVEL_COUNT {savedata.LEVEL_COUNT} /* Easy, Normal, Hard, Expert */")
            out.append(f"#define LEVEL_NORMAL {savedata.NORMAL} /* what the saves from before levels were */")
        out.append("")
    out += ["#endif", ""]
    return "\n".join(out)


GENERATED: dict[str, Callable[[], str]] = {
    "device/core/rules.h": rules_h,
    "device/core/rules.c": rules_c,
    "device/core/heuristic_tables.h": heuristic_tables_h,
    "device/core/easy_tables.h": easy_tables_h,
    "device/core/refusals.h": refusals_h,
    "device/core/win_table.h": win_table_h,
    "device/app/layout.h": layout_h,
    "device/app/saves_layout.h": saves_layout_h,
}
"""Each generated C file (relative to the repository) and the function that renders it."""
