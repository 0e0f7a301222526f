"""The C engine's ruleset record, read from :class:`palm_pitch.rules.Ruleset` (never retyped).

What it is for: the C core (``device/core/rules.h``) keeps one table's switches in a
``pp_ruleset``: the target as an ``int16_t``, then every switch of the Python record that is an
``IntEnum`` as a ``uint8_t`` in the record's field order, padded to an even size. This module reads
that layout off the Python dataclass, so a new switch in ``rules.py`` reaches the generated
``rules.h``/``rules.c`` (``tools/c_twins.py``), the ctypes structure, the 68k bytes and the
differential harness's random rulesets without being written again anywhere.

The C core is the twin of the Palm family only: a registered ruleset whose other fields (anything
but the name, the description, the target and the switches) differ from palm's is not carried.


>>> [s.name for s in switches()][:3]
['low_to', 'dealer_steal', 'all_pass']
>>> c_prefix("dealer_steal"), c_prefix("low_to")
('STEAL', 'LOW_TO')
>>> [r.name for r in c_rulesets()][0]
'palm'
"""

from __future__ import annotations

import dataclasses
import struct
import typing
from dataclasses import dataclass
from enum import IntEnum

from palm_pitch.rules import PALM, Ruleset, all_rulesets

TEXT_FIELDS = ("name", "description")
"""Fields of the record the C core does not keep."""

# The C names of the switches whose enum prefix is not the field's name in capitals (kept as the
# C code has always spelt them); a new switch needs no entry.
_C_PREFIXES = {"dealer_steal": "STEAL", "win_rule": "WIN", "made_bid_scores": "MADE"}


@dataclass(frozen=True)
class Switch:
    """One ``uint8_t`` switch of ``pp_ruleset``: the Python field and its IntEnum."""

    name: str
    enum: type[IntEnum]

    @property
    def doc(self) -> str:
        """The enum's one-line docstring (what the switch decides)."""
        return " ".join((self.enum.__doc__ or "").split())

    @property
    def prefix(self) -> str:
        return c_prefix(self.name)


def c_prefix(field: str) -> str:
    """The ``PP_<PREFIX>_<MEMBER>`` prefix of a switch's enum constants in C."""
    return _C_PREFIXES.get(field, field.upper())


def switches() -> tuple[Switch, ...]:
    """The record's IntEnum fields, in their order (each a ``uint8_t`` of ``pp_ruleset``)."""
    hints = typing.get_type_hints(Ruleset)
    found = []
    for field in dataclasses.fields(Ruleset):
        kind = hints[field.name]
        if isinstance(kind, type) and issubclass(kind, IntEnum):
            found.append(Switch(field.name, kind))
    return tuple(found)


def c_fields() -> tuple[tuple[str, str], ...]:
    """``pp_ruleset``'s members as (C type, name): the target, the switches, a pad to even size."""
    members = [("int16_t", "target"), *(("uint8_t", s.name) for s in switches())]
    if len(switches()) % 2:
        members.append(("uint8_t", "reserved"))
    return tuple(members)


def _other_fields() -> tuple[str, ...]:
    kept = {"target", *TEXT_FIELDS, *(s.name for s in switches())}
    return tuple(f.name for f in dataclasses.fields(Ruleset) if f.name not in kept)


def in_c_family(ruleset: Ruleset) -> bool:
    """True if the C core can play ``ruleset``: it differs from palm only in the target and switches."""
    return all(getattr(ruleset, name) == getattr(PALM, name) for name in _other_fields())


def c_rulesets() -> tuple[Ruleset, ...]:
    """The registered rulesets the C core names (registry order: palm first)."""
    return tuple(r for r in all_rulesets() if in_c_family(r))


def values(ruleset: Ruleset) -> tuple[int, ...]:
    """The members of ``ruleset``'s ``pp_ruleset`` in order (the pad 0)."""
    numbers = [int(ruleset.target), *(int(getattr(ruleset, s.name)) for s in switches())]
    return (*numbers, 0) if len(c_fields()) > len(numbers) else tuple(numbers)


def m68k_bytes(ruleset: Ruleset) -> bytes:
    """A ``pp_ruleset`` as the 68k lays it out: a big-endian int16 target, then the bytes."""
    numbers = values(ruleset)
    return struct.pack(f">h{len(numbers) - 1}B", *numbers)
