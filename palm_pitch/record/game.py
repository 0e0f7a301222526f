"""Game records: ruleset + seed + every player action (and the actions taken back), which replay a
whole game exactly; the JSON form here, the readable text form in :mod:`palm_pitch.record.text`.
The formats are described in :mod:`palm_pitch.record`."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from palm_pitch.actions import Action, IllegalActionError, action_text, parse_action
from palm_pitch.record.fields import (
    RecordError,
    is_int,
    list_field,
    loads_json,
    refused,
    ruleset_field,
)
from palm_pitch.rules import PALM, Ruleset, get_ruleset
from palm_pitch.state import SEAT_LETTERS, GameState, Phase, new_game

TEAM_NAMES = ("N/S", "E/W")


SWITCH_NAMES: tuple[str, ...] = tuple(
    name for name in PALM.__dataclass_fields__ if name not in ("name", "description")
)
"""The house-rule switches a record may change (the fields of :class:`Ruleset`)."""


@dataclass(frozen=True)
class TakenBack:
    """Actions taken back: ``plays`` ((seat, action) in the order played) stood from action
    ``at`` on (0-based: ``at`` actions stood before them)."""

    at: int
    plays: tuple[tuple[int, Action], ...]

    def text(self) -> str:
        """``S 7H, W 8H``."""
        return ", ".join(f"{SEAT_LETTERS[seat]} {action_text(action)}" for seat, action in self.plays)


@dataclass(frozen=True)
class GameRecord:
    """A whole game: ruleset name (with any switches changed), seed and every player action in
    order, plus free-form tags and the actions that were taken back."""

    ruleset: str = "palm"
    seed: int = 0
    actions: tuple[Action, ...] = ()
    tags: tuple[tuple[str, str], ...] = field(default=())
    switches: tuple[tuple[str, int], ...] = ()
    taken_back: tuple[TakenBack, ...] = ()

    @classmethod
    def of_ruleset(cls, ruleset: Ruleset, seed: int, actions: tuple[Action, ...], **more: Any) -> GameRecord:
        """The record of a game played under ``ruleset``: its name if it is registered as it is,
        else ``palm`` with the switches that differ."""
        try:
            if get_ruleset(ruleset.name) == ruleset:
                return cls(ruleset.name, seed, actions, **more)
        except KeyError:
            pass
        changed = tuple(
            (name, int(getattr(ruleset, name)))
            for name in SWITCH_NAMES
            if getattr(ruleset, name) != getattr(PALM, name)
        )
        return cls("palm", seed, actions, switches=changed, **more)

    def rules(self) -> Ruleset:
        """The ruleset the game was played under (:class:`RecordError` if unknown or out of range)."""
        base = ruleset_field(self.ruleset, "ruleset")
        if not self.switches:
            return base
        changes: dict[str, object] = {}
        for name, value in self.switches:
            if name not in SWITCH_NAMES:
                raise RecordError(f"switches: unknown switch \"{name}\" (known: {', '.join(SWITCH_NAMES)})")
            kind = type(getattr(PALM, name))
            try:
                changes[name] = kind(value) if kind is not int else int(value)
            except ValueError:
                raise RecordError(f"switches: {name}={value} is not a value of {name}") from None
            if name == "target" and not 1 <= value <= 999:
                raise RecordError(f"switches: target={value} is not 1..999")
        return base.replace(name=f"{base.name}+", **changes)

    def start(self) -> GameState:
        """The state before the first action (phase DEAL)."""
        if not 0 <= self.seed <= 0xFFFFFFFF:
            raise RecordError(f"seed: must be 0..4294967295, not {self.seed}")
        return new_game(self.rules(), self.seed)

    def states(self) -> Iterator[tuple[Action | None, GameState]]:
        """Replay: yields ``(None, state)`` for each automatic step (deal, next hand) and
        ``(action, state_after)`` for each action. Stops after the last action (dealing if due).
        :class:`RecordError` names the first illegal action."""
        state = self.start()
        yield None, state
        for number, action in enumerate(self.actions, 1):
            while state.phase is Phase.DEAL or state.phase is Phase.SCORE:
                state = state.advance()
                yield None, state
            try:
                state = state.apply(action)
            except IllegalActionError as error:
                raise refused(f"action {number}", state, action, error) from None
            yield action, state

    def replay(self) -> GameState:
        """The state after the last action."""
        state = self.start()
        for _, state in self.states():  # noqa: B007 (the last one is wanted)
            pass
        return state

    # JSON.
    def to_json(self) -> dict[str, Any]:
        value: dict[str, Any] = {"ruleset": self.ruleset}
        if self.switches:
            value["switches"] = dict(self.switches)
        value.update(
            seed=self.seed, tags=dict(self.tags), actions=[action_text(action) for action in self.actions]
        )
        if self.taken_back:
            value["taken_back"] = [
                {"from": t.at + 1, "plays": [f"{SEAT_LETTERS[s]} {action_text(a)}" for s, a in t.plays]}
                for t in self.taken_back
            ]
        return value

    def to_json_text(self) -> str:
        return json.dumps(self.to_json(), indent=1) + "\n"

    @classmethod
    def from_json(cls, data: object) -> GameRecord:
        if not isinstance(data, Mapping):
            raise RecordError("a game record must be a JSON object")
        ruleset = data.get("ruleset", "palm")
        if not isinstance(ruleset, str):
            raise RecordError("ruleset: must be a name like \"palm\"")
        ruleset_field(ruleset, "ruleset")
        seed = data.get("seed")
        if not is_int(seed) or not 0 <= seed <= 0xFFFFFFFF:
            raise RecordError("seed: must be an integer 0..4294967295")
        tags = data.get("tags", {})
        if not isinstance(tags, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in tags.items()
        ):
            raise RecordError("tags: must be an object of strings")
        for key, value in tags.items():  # each must make a [Tag "value"] line of the text form
            if not TAG_NAME.fullmatch(key) or key in ("Ruleset", "Seed", "Switches"):
                raise RecordError(f"tags: {json.dumps(key)[:40]} is not a tag name (a letter, then"
                                  " letters, digits or _; not Ruleset, Seed or Switches)")
            if any(ord(ch) < 0x20 or ch == "\x7f" for ch in value):
                raise RecordError(f"tags: {key}: the value must be one line without control characters")
        actions = []
        for i, text in enumerate(list_field(data, "actions")):
            if not isinstance(text, str):
                raise RecordError(f"actions[{i}]: must be a string like \"pass\", \"2\" or \"TD\"")
            try:
                actions.append(parse_action(text))
            except ValueError:
                raise RecordError(f"actions[{i}]: unknown action \"{text}\"") from None
        switches = data.get("switches", {})
        if not isinstance(switches, Mapping) or not all(
            isinstance(k, str) and is_int(v) for k, v in switches.items()
        ):
            raise RecordError("switches: must be an object of whole numbers")
        taken: list[TakenBack] = []
        entries = data.get("taken_back", [])
        if not isinstance(entries, list):
            raise RecordError("taken_back: must be a list")
        for i, entry in enumerate(entries):
            where = f"taken_back[{i}]"
            if not isinstance(entry, Mapping) or not is_int(entry.get("from")):
                raise RecordError(f"{where}: must be {{\"from\": N, \"plays\": [...]}}")
            plays = entry.get("plays")
            if not isinstance(plays, list) or not all(isinstance(p, str) for p in plays):
                raise RecordError(f"{where}.plays: must be a list like [\"S 7H\", \"W pass\"]")
            taken.append(taken_back_of(entry["from"], plays, len(actions), where))
        record = cls(
            ruleset, seed, tuple(actions), tuple(tags.items()), tuple(switches.items()), tuple(taken)
        )
        record.rules()
        return record

    @classmethod
    def from_json_text(cls, text: str) -> GameRecord:
        return cls.from_json(loads_json(text))

    # Text.

    def to_text(self) -> str:
        """The readable form (:mod:`palm_pitch.record.text`); :class:`RecordError` if it does not replay."""
        from palm_pitch.record.text import game_text

        return game_text(self)

    @classmethod
    def from_text(cls, text: str) -> GameRecord:
        """Parse the readable form (:mod:`palm_pitch.record.text`); :class:`RecordError` names the line."""
        from palm_pitch.record.text import parse_game_text

        return parse_game_text(text)


TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
"""What a tag's name may be (it makes a ``[Tag "value"]`` line of the text form)."""


def taken_back_of(first: int, plays: list[str], actions: int, where: str) -> TakenBack:
    """A take-back read from a record: from action ``first`` (1-based), plays like ``S 7H``."""
    if not 1 <= first <= actions + 1:
        raise RecordError(f"{where}: taken back from action {first}, but the record has {actions}")
    parsed: list[tuple[int, Action]] = []
    for play in plays:
        parts = play.split()
        if len(parts) != 2 or parts[0] not in SEAT_LETTERS:
            raise RecordError(f"{where}: expected \"<seat> <bid or card>\", got \"{play}\"")
        try:
            parsed.append((SEAT_LETTERS.index(parts[0]), parse_action(parts[1])))
        except ValueError:
            raise RecordError(f"{where}: unknown action \"{parts[1]}\"") from None
    if not parsed:
        raise RecordError(f"{where}: nothing taken back")
    return TakenBack(first - 1, tuple(parsed))
