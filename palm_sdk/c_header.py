"""Generate ``palm_traps.h``, the C trap wrappers of the 68k build, from :mod:`palm_sdk.traps`.

Debian's ``m68k-linux-gnu-gcc`` cannot call Palm OS through ordinary prototypes (without
``-mshort`` a 16-bit argument takes 4 bytes; with it a ``Boolean`` lands in the wrong byte,
docs/palm_os.md §3.6), so every trap becomes a ``static inline`` function with the Palm OS prototype
whose body builds the argument block exactly as the trap table lays it out (2-byte words, 4-byte
longs and pointers, bytes in the high half of a 2-byte slot), copies it below the stack pointer,
executes ``TRAP #15`` with the trap word, pops it and returns D0 or A0. Nothing about a trap is
written here: number, name, argument kinds and result all come from the table, so C and the
emulator cannot disagree.

The header also defines the constants of ``palm_sdk`` (event types, key codes, error codes,
launch codes and flags, modes, resource types as four-character ``UInt32`` ...) for C, so a C
program names them as the SDK does and takes their values from the one home of Palm facts.

Types the prototypes use and ``device/m68k/include/palm_types.h`` does not define are declared
here: one-byte, 16-bit and 32-bit scalars by their kind, pointer typedefs as ``void *``, other
structures as incomplete types. ``StrPrintF`` (the only variadic trap a program needs) is a
function of the runtime that calls ``StrVPrintF``; with GCC's 32-bit ``int`` its numbers must be
formatted with ``%ld``/``%lu``/``%lx``.

Run ``python -m palm_sdk.c_header -o build/m68k/include/palm_traps.h`` (``device/m68k/toolchain.mk``
does).
"""

from __future__ import annotations

import re
import sys

from palm_sdk.traps import ALIASES, BY_NAME, BYTE, LONG, PTR, TRAPS, VOID, WORD, Arg, Trap, type_kind

# Types palm_types.h defines (the generated header must not declare them again).
_DEFINED_IN_PALM_TYPES_H = """
    UInt8 Int8 UInt16 Int16 UInt32 Int32 Boolean Char WChar Err Coord LocalID DmResType DmResID
    FrameType IndexedColorType FontID SndSysBeepType WinDrawOperation PatternType UnderlineModeType
    FormObjectKind ControlStyleType MemPtr MemHandle DmOpenRef WindowType WinHandle FormType ControlType
    FieldType ListType ScrollBarType MenuBarType BitmapType BitmapPtr PointType RectangleType
    RectanglePtr CustomPatternType RGBColorType EventType EventPtr SysAppInfoType SysAppInfoPtr
    DateTimeType DateTimePtr DateType DatePtr FormGadgetType FormGadgetTypeInCallback FormEventHandlerType
    FormGadgetHandlerType ListDrawDataFuncType ListDrawDataFuncPtr void char"""
PALM_TYPES_H = frozenset(_DEFINED_IN_PALM_TYPES_H.split())

# Variadic traps the runtime provides as functions (device/m68k/strprintf.c).
RUNTIME_FUNCTIONS = frozenset({"StrPrintF"})

_C_SCALARS = {
    (BYTE, False): "UInt8",
    (BYTE, True): "Int8",
    (WORD, False): "UInt16",
    (WORD, True): "Int16",
    (LONG, False): "UInt32",
    (LONG, True): "Int32",
}


def _base_types(ctype: str) -> str:
    return " ".join(ctype.replace("const", " ").replace("*", " ").split())


def type_declarations(traps: list[Trap]) -> list[str]:
    """Declarations of every type the prototypes name that ``palm_types.h`` lacks."""
    names: dict[str, bool] = {}  # name -> used by value somewhere
    for trap in traps:
        for ctype in [trap.result_ctype, *(a.ctype for a in trap.args)]:
            base = _base_types(ctype)
            if base and base not in PALM_TYPES_H:
                names[base] = names.get(base, False) or "*" not in ctype
    lines = []
    for name in sorted(names):
        if not names[name] and not name.endswith("Ptr"):
            lines.append(f"typedef struct {name} {name};")  # only pointed to: incomplete
            continue
        kind, signed = type_kind(name)
        if kind == PTR:
            lines.append(f"typedef void *{name};")
        else:
            lines.append(f"typedef {_C_SCALARS[(kind, signed)]} {name};")
    return lines


def _declarable(trap: Trap) -> bool:
    try:
        for ctype in [trap.result_ctype, *(a.ctype for a in trap.args)]:
            type_kind(ctype)
    except KeyError:
        return False
    return True


def _parameters(trap: Trap) -> str:
    if not trap.args:
        return "void"
    params = []
    for arg in trap.args:
        ctype = arg.ctype
        if ctype.endswith("*"):
            params.append(f"{ctype}{arg.name}")
        else:
            params.append(f"{ctype} {arg.name}")
    return ", ".join(params)


def _member(index: int, arg: Arg) -> list[str]:
    if arg.kind == PTR:
        return [f"const void *a{index};"]
    ctype = " ".join(arg.ctype.replace("const", " ").split())
    if arg.kind == BYTE:
        return [f"{ctype} a{index};", f"UInt8 pad{index};"]  # the value in the high byte of its slot
    return [f"{ctype} a{index};"]


def _initialiser(name: str, kind: str) -> str:
    if kind == PTR:
        return f"(const void *)({name})"
    if kind == BYTE:
        return f"({name}), 0"
    return f"({name})"


PUSHED_ARGS = 5
"""Traps with at most this many arguments push them straight from registers (the registers a
trap leaves alone: d3-d7, a2-a4); more go through a block copied onto the stack."""

# A pointer may come from a data register as well as an address register ("r"): with "a", a trap
# of four or five pointers (FldGetScrollValues, SclGetScrollBar) asks for more address registers
# than a2-a4 and cannot compile.
_PUSH = {
    BYTE: ("b", "di", "UInt8"),
    WORD: ("w", "di", "UInt16"),
    LONG: ("l", "d", "UInt32"),
    PTR: ("l", "r", "const void *"),
}


def _by_value(arg: Arg) -> bool:
    """A structure or an array passed by value (a DateType): pushed through the block."""
    return arg.ctype.replace("const", "").strip() in ("DateType", "ErrJumpBuf", "_Palm_va_list")


def wrapper(trap: Trap) -> str:
    """The ``static inline`` C function for one trap."""
    params = _parameters(trap)
    head = f"static __inline__ {trap.result_ctype} {trap.name}({params})"
    head = re.sub(r"\*\s+(?=\w)", "*", head).replace("* ", "*")
    body: list[str] = []
    outputs: list[str] = []
    clobbers = ["d0", "d1", "d2", "a0", "a1"]
    if trap.result == PTR:
        body.append('    register void *_palm_result __asm__("a0");')
        outputs.append('"=a"(_palm_result)')
        clobbers.remove("a0")
    elif trap.result != VOID:
        body.append('    register UInt32 _palm_result __asm__("d0");')
        outputs.append('"=d"(_palm_result)')
        clobbers.remove("d0")
    if trap.args and len(trap.args) <= PUSHED_ARGS and not any(_by_value(a) for a in trap.args):
        # each argument pushed where the trap reads it, last first: a word or byte from a data
        # register or an immediate (a byte's push fills the high byte of its 2-byte slot), a long
        # from a data register, a pointer from an address register (never an immediate: under
        # -mpcrel a symbol's address is not a constant)
        inputs = []
        asm = []
        for index in reversed(range(len(trap.args))):
            arg = trap.args[index]
            size, constraint, cast = _PUSH[arg.kind]
            asm.append(f"move.{size} %[a{index}],-(%%sp)")
            inputs.append(f'[a{index}] "{constraint}"(({cast})({arg.name}))')
        asm += ["trap #15", f".word {trap.number:#06x}"]
        pop = trap.stack_bytes
        asm.append(f"addq.l #{pop},%%sp" if pop <= 8 else f"lea {pop}(%%sp),%%sp")
        text = "\\n\\t".join(asm)
        body.append("    __asm__ __volatile__(")
        body.append(f'        "{text}"')
        body.append(f"        : {', '.join(outputs)}")
        body.append(f"        : {', '.join(inputs)}")
        clobber_list = ", ".join(f'"{c}"' for c in [*clobbers, "cc", "memory"])
        body.append(f"        : {clobber_list});")
        if trap.result != VOID:
            body.append(f"    return ({trap.result_ctype})_palm_result;")
        return "\n".join([f"/* {trap.number:#06x} {trap.prototype} */", head, "{", *body, "}"])
    if trap.args:
        members = " ".join(m for i, a in enumerate(trap.args) for m in _member(i, a))
        values = ", ".join(_initialiser(a.name, a.kind) for a in trap.args)
        block = f"struct __attribute__((packed, aligned(2))) {{ {members} }}"
        body.append(f"    {block} _palm_args = {{ {values} }};")
        body.append("    const void *_palm_block = &_palm_args;")
        words = trap.stack_bytes // 2
        asm = [
            f"lea -{trap.stack_bytes}(%%sp),%%sp",
            "move.l %%sp,%%a1",
            f"moveq #{words - 1},%%d1",
            "1: move.w (%[block])+,(%%a1)+",
            "dbra %%d1,1b",
            "trap #15",
            f".word {trap.number:#06x}",
            f"lea {trap.stack_bytes}(%%sp),%%sp",
        ]
        outputs.append('[block] "+a"(_palm_block)')
    else:
        asm = ["trap #15", f".word {trap.number:#06x}"]
    text = "\\n\\t".join(asm)
    body.append("    __asm__ __volatile__(")
    body.append(f'        "{text}"')
    body.append(f"        : {', '.join(outputs)}")
    body.append("        :")
    clobber_list = ", ".join(f'"{c}"' for c in [*clobbers, "cc", "memory"])
    body.append(f"        : {clobber_list});")
    if trap.result != VOID:
        body.append(f"    return ({trap.result_ctype})_palm_result;")
    return "\n".join([f"/* {trap.number:#06x} {trap.prototype} */", head, "{", *body, "}"])


def c_header() -> str:
    """The whole of ``palm_traps.h``."""
    traps = sorted((t for t in TRAPS.values() if _declarable(t)), key=lambda t: t.number)
    out = [
        "/* palm_traps.h: Palm OS system traps for m68k-linux-gnu-gcc, generated by",
        " * `python -m palm_sdk.c_header` from palm_sdk/traps.py. Do not edit; regenerate. */",
        "#ifndef PALM_TRAPS_H",
        "#define PALM_TRAPS_H",
        "",
        "#include <palm_types.h>",
        "",
        *constant_definitions(),
        "",
        *type_declarations(traps),
        "",
    ]
    for trap in traps:
        if trap.varargs:
            if trap.name in RUNTIME_FUNCTIONS:
                out.append(f"/* {trap.number:#06x}, a runtime function (device/m68k) */")
                out.append(f"{trap.result_ctype} {trap.name}({_parameters(trap)}, ...);")
                out.append("")
            continue
        out.append(wrapper(trap))
        out.append("")
    for alias, name in sorted(ALIASES.items()):
        params = ", ".join(a.name for a in BY_NAME[name].args)
        out.append(f"#define {alias}({params}) {name}({params})")
    out += ["", "#endif /* PALM_TRAPS_H */", ""]
    return "\n".join(out)


CONSTANT_MODULES = (
    "chars", "controls", "databases", "errors", "events", "fonts", "forms", "keys", "launch",
    "resources", "screen", "sound", "system", "tables", "window",
)  # fmt: skip
"""The ``palm_sdk`` modules whose constants the header defines for C."""


def _c_value(value: object) -> str | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        number = int(value)
        if number < 0:
            return f"({number})"
        return str(number) if number < 256 else f"0x{number:X}"
    if isinstance(value, str) and len(value) == 4 and all(ord(c) < 256 for c in value):
        return f"0x{int.from_bytes(value.encode('latin-1'), 'big'):08X}UL /* '{value}' */"
    return None


def constant_definitions() -> list[str]:
    """``#define``s of the integer and four-character constants and enum members of ``palm_sdk``."""
    import importlib
    from enum import IntEnum, IntFlag

    lines = []
    for name in CONSTANT_MODULES:
        module = importlib.import_module(f"palm_sdk.{name}")
        lines.append(f"/* palm_sdk.{name} */")
        for attribute, value in vars(module).items():
            if attribute.startswith("_"):
                continue
            own_enum = isinstance(value, type) and issubclass(value, IntEnum | IntFlag)
            if own_enum and value.__module__ == module.__name__:
                lines.extend(f"#define {member.name} {_c_value(member.value)}" for member in value)
                continue
            foreign = getattr(value, "__module__", module.__name__) != module.__name__
            if foreign and not isinstance(value, int | str):
                continue
            text = _c_value(value)
            if text is not None and attribute.isidentifier():
                lines.append(f"#define {attribute} {text}")
    return lines


def main(argv: list[str]) -> int:
    """``python -m palm_sdk.c_header [-o FILE]``: write the header (standard output without -o)."""
    text = c_header()
    if len(argv) == 2 and argv[0] == "-o":
        with open(argv[1], "w", encoding="ascii") as out:
            out.write(text)
        return 0
    if argv:
        sys.stderr.write("usage: python -m palm_sdk.c_header [-o FILE]\n")
        return 2
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
