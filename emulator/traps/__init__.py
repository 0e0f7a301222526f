"""Trap handlers, registered by Palm OS name against the trap table of :mod:`palm_sdk.traps`.

A handler is a method of a manager class (one module per Palm OS manager: ``system``,
``memory``, ``data``, ``event``, ``window`` ...), marked with :func:`trap`::

    class StringTraps(Manager):
        @trap("StrLen")
        def StrLen(self, src: int) -> int:
            \"\"\"Int16 StrLen(const Char *src)\"\"\"
            return len(self.mem.cstring(src))

The :class:`Dispatcher` decodes the arguments from the stack as the table lays them out
(words, longs and pointers as ``int``, signed where the C type is; a byte from the high half of
its slot) and puts the result where the prototype says: D0 for scalars, A0 for pointers. A
handler's parameters must match the prototype's in number (checked when it is registered), so a
handler cannot read the wrong slot. A trap nobody registered stops the application with its
number, name and PC. A pointer argument to anything wider than a byte that is odd is reported
(``odd-address``): a 68000 would take an address error when the OS used it.

A trap whose call depends on a selector in D2 (``FlpEmDispatch``, ``OEMDispatch`` ...: the SDK
gives it no single prototype) is marked with :func:`selector_trap` instead: its handler takes
no arguments, reads the selector and its stack itself and sets D0 or A0 itself.
"""

from __future__ import annotations

import inspect
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from unicorn.m68k_const import UC_M68K_REG_A0, UC_M68K_REG_D0

from palm_sdk.traps import BY_NAME, BYTE, NAMES, PTR, VOID, WORD, Trap, trap_name

if TYPE_CHECKING:
    from emulator.kernel import Kernel

_F = TypeVar("_F", bound=Callable[..., Any])


def trap(name: str) -> Callable[[_F], _F]:
    """Mark a manager method as the handler of the trap ``name`` (a Palm OS name or alias)."""
    if name not in BY_NAME:
        raise KeyError(f"no trap named {name!r} in palm_sdk.traps")

    def mark(func: _F) -> _F:
        func._palm_trap = name  # type: ignore[attr-defined]
        return func

    return mark


def selector_trap(name: str) -> Callable[[_F], _F]:
    """Mark a manager method as the handler of ``name``, a trap dispatched on a selector in D2."""
    if name not in SELECTOR_TRAP_NUMBERS:
        raise KeyError(f"no trap named {name!r} in palm_sdk.traps")

    def mark(func: _F) -> _F:
        func._palm_selector_trap = name  # type: ignore[attr-defined]
        return func

    return mark


SELECTOR_TRAP_NUMBERS = {name: number for number, name in NAMES.items() if name not in BY_NAME}
"""The traps the SDK declares without a prototype, by name (``FlpEmDispatch`` -> ``0xA306``)."""


class Manager:
    """Base of the trap handler classes: the kernel and shortcuts to its parts."""

    def __init__(self, kernel: Kernel) -> None:
        self.kernel = kernel
        self.mem = kernel.memory
        self.cpu = kernel.cpu


Decoder = tuple[tuple[int, int, bool, bool], ...]  # (offset, size, signed, high byte)


@dataclass(frozen=True)
class Handler:
    """A registered handler with the trap it serves and how to read its arguments."""

    trap: Trap
    function: Callable[..., Any]
    decoder: Decoder
    manager: str
    stack_bytes: int = 0
    even: tuple[tuple[int, str], ...] = ()  # (index, name) of the arguments that must be even
    # Derived: the arguments' decoder as one struct (the stack block -> the values) and the
    # register (unicorn's id) the result goes to, None for a void trap.
    unpack: Callable[[bytes], tuple[int, ...]] = field(init=False, repr=False, compare=False)
    result_register: int | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "unpack", decoder_struct(self.decoder, self.stack_bytes).unpack_from)
        register = {"": None, "a0": UC_M68K_REG_A0, "d0": UC_M68K_REG_D0}[result_register(self.trap)]
        object.__setattr__(self, "result_register", register)


# Pointers to bytes: any address will do. Every other pointer (to a word, a long, a structure,
# a pointer, 68k code) must be even, or a 68000 takes an address error using it.
BYTE_POINTEES = frozenset(
    {"Char", "char", "UInt8", "Int8", "Boolean", "void", "DlkSyncStateType", "SysBatteryKind",
     "IndexedColorType",
     "CustomPatternType"}  # UInt8[8] in the 3.5 SDK (Window.h): any address will do
)  # fmt: skip


def must_be_even(ctype: str) -> bool:
    """Whether an argument of C type ``ctype`` (a pointer) points at something word-aligned.

    >>> must_be_even("const Char *"), must_be_even("EventType *"), must_be_even("Char **")
    (False, True, True)
    >>> must_be_even("const CustomPatternType *")
    False
    """
    words = ctype.replace("*", " * ").replace("const", " ").split()
    stars = words.count("*")
    base = [w for w in words if w != "*"]
    if not base:
        return True
    if base[0] == "MemPtr":  # itself a pointer to bytes
        return stars >= 1
    return base[0] not in BYTE_POINTEES or stars >= 2


def _even_arguments(t: Trap) -> tuple[tuple[int, str], ...]:
    return tuple((i, a.name) for i, a in enumerate(t.args) if a.kind == PTR and must_be_even(a.ctype))


def _decoder(t: Trap) -> Decoder:
    fields = []
    for arg in t.args:
        if arg.kind == BYTE:
            fields.append((arg.offset, 1, arg.signed, True))
        elif arg.kind == WORD:
            fields.append((arg.offset, 2, arg.signed, False))
        else:
            fields.append((arg.offset, 4, arg.signed, False))
    return tuple(fields)


def decoder_struct(decoder: Decoder, stack_bytes: int) -> struct.Struct:
    """The decoder as one big-endian ``struct`` over the stack block (pad bytes between).

    >>> decoder_struct(((0, 4, False, False), (4, 2, True, False), (6, 1, False, True)), 8).format
    '>IhBx'
    """
    codes = {(1, False): "B", (1, True): "b", (2, False): "H", (2, True): "h",
             (4, False): "I", (4, True): "i"}  # fmt: skip
    parts, at = [">"], 0
    for offset, size, signed, _ in decoder:
        if offset < at:
            raise ValueError(f"arguments overlap at offset {offset}")
        parts.append("x" * (offset - at) + codes[size, bool(signed)])
        at = offset + size
    parts.append("x" * max(0, stack_bytes - at))
    return struct.Struct("".join(parts))


def decode_args(decoder: Decoder, data: bytes) -> list[int]:
    """The argument values of a stack block (see :class:`Dispatcher`)."""
    values = []
    for offset, size, signed, _ in decoder:
        values.append(int.from_bytes(data[offset : offset + size], "big", signed=signed))
    return values


class Dispatcher:
    """Trap number -> handler, and the call itself (see the module docstring)."""

    def __init__(self) -> None:
        self.handlers: dict[int, Handler] = {}

    def register(self, manager: object) -> None:
        """Register every :func:`trap`-marked method of ``manager``."""
        for attribute in dir(type(manager)):
            function = getattr(type(manager), attribute)
            name = getattr(function, "_palm_trap", None)
            selector = getattr(function, "_palm_selector_trap", None)
            if selector is not None:
                number = SELECTOR_TRAP_NUMBERS[selector]
                t = Trap(number, selector, f"{selector}(selector in D2, ...)", "void", VOID, ())
                self._add(Handler(t, getattr(manager, attribute), (), type(manager).__name__))
                continue
            if name is None:
                continue
            t = BY_NAME[name]
            bound = getattr(manager, attribute)
            parameters = [
                p for p in inspect.signature(bound).parameters.values() if p.kind != p.VAR_POSITIONAL
            ]
            if len(parameters) != len(t.args):
                raise TypeError(
                    f"{type(manager).__name__}.{attribute} takes {len(parameters)} arguments; "
                    f"{t.prototype} has {len(t.args)}"
                )
            self._add(
                Handler(t, bound, _decoder(t), type(manager).__name__, t.stack_bytes, _even_arguments(t))
            )

    def _add(self, handler: Handler) -> None:
        t = handler.trap
        if t.number in self.handlers:
            other = self.handlers[t.number]
            raise ValueError(f"{t.name} is registered twice ({other.manager} and {handler.manager})")
        self.handlers[t.number] = handler

    def implemented(self) -> list[Handler]:
        """Every registered handler, by trap number."""
        return [self.handlers[n] for n in sorted(self.handlers)]

    def lookup(self, number: int) -> Handler | None:
        return self.handlers.get(number)


def result_register(t: Trap) -> str:
    """Where a trap's result goes: ``"d0"``, ``"a0"`` or ``""``."""
    if t.result == VOID:
        return ""
    return "a0" if t.result == PTR else "d0"


def unknown_trap_text(number: int) -> str:
    """``"0xA0B7 SysLibLoad"`` or ``"0xA7FF (unknown)"``."""
    name = trap_name(number)
    return f"{number:#06x} {name}" if name != "?" else f"{number:#06x} (not a Palm OS 3.5 trap)"
