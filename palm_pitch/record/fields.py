"""The strict readers the records share: JSON, cards, bids, rulesets and lists, each refusing with a
:class:`RecordError` of one line that names the field and the reason."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TypeGuard

from palm_pitch.actions import Action, Bid, IllegalActionError, action_text
from palm_pitch.cards import Card
from palm_pitch.rules import Ruleset, get_ruleset
from palm_pitch.state import SEAT_NAMES, GameState


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message is one line naming where and why."""


def loads_json(text: str) -> object:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"invalid JSON at line {error.lineno} column {error.colno}: {error.msg}") from None
    except RecursionError:
        raise RecordError("invalid JSON: nested too deeply") from None
    except ValueError:  # a number of more than 4300 digits (sys.get_int_max_str_digits)
        raise RecordError("invalid JSON: a number too long to read") from None


def refused(where: str, state: GameState, action: Action, error: IllegalActionError) -> RecordError:
    """``bids[3]: East bid 2: Bid must beat 3 (legal: pass, 4, smudge)``: where, who did what, why
    it is refused, and what the rules allowed there."""
    seat = state.to_move
    who = "Nobody" if seat is None else SEAT_NAMES[seat]
    if isinstance(action, Card):
        did = f"played {action}"
    else:
        did = "passed" if action == Bid.PASS else f"bid {action_text(action)}"
    legal = ", ".join(action_text(a) for a in state.legal_actions()) or "nothing"
    return RecordError(f"{where}: {who} {did}: {error.reason} (legal: {legal})")


def is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def list_field(data: Mapping[str, object], key: str) -> list[object]:
    value = data.get(key)
    if value is None:
        raise RecordError(f"{key}: missing")
    if not isinstance(value, list):
        raise RecordError(f"{key}: must be a list")
    return value


def card_field(text: object, where: str) -> Card:
    if isinstance(text, str):
        try:
            return Card.from_str(text)
        except ValueError:
            pass
    shown = text if isinstance(text, str) else json.dumps(text)
    raise RecordError(f"{where}: unknown card \"{shown}\"")


def bid_field(value: object, where: str) -> Bid:
    if value is None:
        return Bid.PASS
    if value == "smudge":
        return Bid.SMUDGE
    if is_int(value) and value in (2, 3, 4):
        return Bid(value)
    raise RecordError(f"{where}: {json.dumps(value)} is not a bid (null, 2, 3, 4 or \"smudge\")")


def bid_json(bid: Bid) -> int | str | None:
    if bid == Bid.PASS:
        return None
    if bid == Bid.SMUDGE:
        return "smudge"
    return int(bid)


def ruleset_field(name: str, where: str) -> Ruleset:
    try:
        return get_ruleset(name)
    except KeyError as error:
        raise RecordError(f"{where}: {error.args[0]}") from None
