"""Game records of the family: ruleset + seed + every action, as JSON or readable text; versioned.

What it is for: a game of any variant replays exactly from its ruleset, its seed and its actions
(every deal comes from the seeded PRNG in the state). The Palm game's own records
(:mod:`palm_pitch.record`) are unchanged; these carry the family's actions too (looks, discards,
trump naming, calls, folds). Every error a user can cause is a :class:`FamilyRecordError`: one line
naming the place and the reason.

JSON (``format`` and ``version`` say what it is; ``scores`` and ``winner``, when present, are
checked against the replay; a score is whole, or ends in a half where the ruleset has half points,
``7.5`` in both forms; ``level``, when present, says which computer players the game was played
against: ``normal``, ``hard`` or ``expert``, for people and for resuming a saved game, never for
the replay, which needs only the actions)::

    {"format": "palm-pitch-family", "version": 1, "ruleset": "ten-point", "seed": 42,
     "actions": ["pass", "4", "pass", "pass", "trump H", "discard 2C", "AH", ...],
     "scores": [52, 7], "winner": 0, "level": "expert"}

Text: tag lines, then per hand a heading and one line per action, ``<seat>: <action>`` (seats
are numbers from 0; the others are annotations, written for people and ignored on reading)::

    [Format "palm-pitch-family 1"]
    [Ruleset "ten-point"]
    [Seed "42"]
    [Level "expert"]

    Hand 1, dealer 3, scores 0:0
    0: pass
    1: 4
    ...
    Result: seat 1 bid 4 in hearts, made it; scores 9:1
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from palm_pitch.actions import IllegalActionError
from palm_pitch.family.actions import FamilyAction, action_text, parse_action
from palm_pitch.family.engine import FamilyState, Phase, new_game
from palm_pitch.family.rules import FamilyRules, Score, parse_score, score_from_json, score_json, score_text
from palm_pitch.family.scoring import HandResult
from palm_pitch.family.variants import get_variant

FORMAT = "palm-pitch-family"
VERSION = 1
"""The record format's version; a reader refuses any other."""


class FamilyRecordError(ValueError):
    """A record that cannot be read or does not replay (message: place and reason, one line)."""


def is_family_record(text: str) -> bool:
    """True when ``text`` looks like a family record (JSON with our format, or our format tag)."""
    stripped = text.lstrip()
    if stripped.startswith("{"):
        return f'"{FORMAT}"' in stripped
    return stripped.startswith(f'[Format "{FORMAT}')


@dataclass(frozen=True)
class FamilyRecord:
    """A whole game (or its beginning): ruleset name, seed, actions."""

    ruleset: str
    seed: int
    actions: tuple[FamilyAction, ...]
    scores: tuple[Score, ...] | None = None
    """The final scores (a half point where the ruleset has one: ``7.5`` in JSON and text)."""
    winner: int | None = None
    level: str | None = None
    """The name of the computer players' level the game was played against (``normal``, ``hard``,
    ``expert``: :data:`palm_pitch.family.search.FAMILY_LEVELS`), or None where the record does not
    say; the replay does not depend on it."""

    @property
    def rules(self) -> FamilyRules:
        """The ruleset by name (FamilyRecordError if unknown)."""
        try:
            return get_variant(self.ruleset)
        except KeyError as error:
            raise FamilyRecordError(f"ruleset: {error.args[0]}") from None

    @classmethod
    def of_game(cls, rules: FamilyRules, seed: int, actions: tuple[FamilyAction, ...],
                final: FamilyState | None = None, level: str | None = None) -> FamilyRecord:
        """The record of a game played (with its final scores when given)."""
        if final is None:
            return cls(rules.name, seed, actions, level=level)
        return cls(rules.name, seed, actions, final.scores, final.winner, level)

    def replay(self) -> FamilyState:
        """The state after every action, checked against the recorded scores and winner."""
        state = new_game(self.rules, self.seed)
        for number, action in enumerate(self.actions, 1):
            while state.phase in (Phase.DEAL, Phase.SCORE):
                state = state.advance()
            try:
                state = state.apply(action)
            except IllegalActionError as error:
                raise FamilyRecordError(f"action {number} ({action_text(action)}): {error.reason}") from None
        if self.scores is not None and tuple(self.scores) != state.scores:
            raise FamilyRecordError(f"scores: recorded {' '.join(map(score_text, self.scores))},"
                                    f" the replay gives {' '.join(map(score_text, state.scores))}")
        if self.scores is not None and self.winner != state.winner:
            raise FamilyRecordError(f"winner: recorded {self.winner}, the replay gives {state.winner}")
        return state

    # ---------------------------------------------------------------------------------- JSON

    def to_json(self) -> dict[str, Any]:
        """The JSON form as a dictionary."""
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "ruleset": self.ruleset,
                                "seed": self.seed, "actions": [action_text(a) for a in self.actions]}
        if self.scores is not None:
            data["scores"] = [score_json(value) for value in self.scores]
            data["winner"] = self.winner
        if self.level is not None:
            data["level"] = self.level
        return data

    def to_json_text(self) -> str:
        """The JSON form as text (one line and a newline)."""
        return json.dumps(self.to_json()) + "\n"

    @classmethod
    def from_json_text(cls, text: str) -> FamilyRecord:
        """Parse the JSON form; FamilyRecordError naming the field."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            where = f"line {error.lineno} column {error.colno}"
            raise FamilyRecordError(f"{where}: not JSON ({error.msg})") from None
        if not isinstance(data, dict):
            raise FamilyRecordError("not a JSON object")
        if data.get("format") != FORMAT:
            raise FamilyRecordError(f"format: expected {FORMAT!r}")
        if data.get("version") != VERSION:
            raise FamilyRecordError(f"version: {data.get('version')!r}, this reader knows {VERSION}")
        ruleset, seed, actions = data.get("ruleset"), data.get("seed"), data.get("actions")
        if not isinstance(ruleset, str):
            raise FamilyRecordError("ruleset: expected a name")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= 0xFFFFFFFF:
            raise FamilyRecordError("seed: expected 0..4294967295")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise FamilyRecordError("actions: expected a list of action texts")
        parsed = tuple(_parse(text, f"actions[{index}]") for index, text in enumerate(actions))
        scores = data.get("scores")
        if scores is not None:
            if not isinstance(scores, list):
                raise FamilyRecordError("scores: expected a list of numbers")
            try:
                scores = [score_from_json(value) for value in scores]
            except ValueError as error:
                raise FamilyRecordError(f"scores: {error}") from None
        winner = data.get("winner")
        if winner is not None and (not isinstance(winner, int) or isinstance(winner, bool)):
            raise FamilyRecordError("winner: expected a number or null")
        return cls(ruleset, seed, parsed, tuple(scores) if scores is not None else None, winner,
                   _level(data.get("level"), "level"))

    # ---------------------------------------------------------------------------------- text

    def to_text(self) -> str:
        """The text form, annotated with each hand's heading and result."""
        lines = [f'[Format "{FORMAT} {VERSION}"]', f'[Ruleset "{self.ruleset}"]', f'[Seed "{self.seed}"]']
        if self.scores is not None:
            lines.append(f'[Scores "{" ".join(map(score_text, self.scores))}"]')
            lines.append(f'[Winner "{"-" if self.winner is None else self.winner}"]')
        if self.level is not None:
            lines.append(f'[Level "{self.level}"]')
        state = new_game(self.rules, self.seed)
        for action in self.actions:
            while state.phase in (Phase.DEAL, Phase.SCORE):
                state = state.advance()
                if state.phase is not Phase.DEAL and state.phase is not Phase.SCORE:
                    lines += ["", f"Hand {state.hand_number}, dealer {state.dealer}, scores "
                              + ":".join(map(score_text, state.scores))]
            lines.append(f"{state.to_move}: {action_text(action)}")
            state = state.apply(action)
            if state.phase in (Phase.SCORE, Phase.GAME_OVER) and state.results:
                lines.append(result_line(state.results[-1]))
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: str) -> FamilyRecord:
        """Parse the text form; FamilyRecordError naming the line."""
        tags: dict[str, str] = {}
        actions: list[FamilyAction] = []
        for number, line in enumerate(text.splitlines(), 1):
            tag = re.fullmatch(r'\s*\[(\w+) "([^"]*)"\]\s*', line)
            if tag:
                tags[tag.group(1)] = tag.group(2)
                continue
            move = re.fullmatch(r"\s*(\d+): (.+?)\s*", line)
            if move:
                actions.append(_parse(move.group(2), f"line {number}"))
        if tags.get("Format") != f"{FORMAT} {VERSION}":
            raise FamilyRecordError(f'line 1: expected [Format "{FORMAT} {VERSION}"]')
        if "Ruleset" not in tags or "Seed" not in tags or not tags["Seed"].isdigit():
            raise FamilyRecordError("tags: [Ruleset] and a numeric [Seed] are required")
        try:
            scores = tuple(parse_score(s) for s in tags["Scores"].split()) if "Scores" in tags else None
        except ValueError as error:
            raise FamilyRecordError(f"[Scores]: {error}") from None
        winner_tag = tags.get("Winner", "-")
        winner = int(winner_tag) if winner_tag.isdigit() else None
        return cls(tags["Ruleset"], int(tags["Seed"]), tuple(actions), scores, winner,
                   _level(tags.get("Level"), "[Level]"))


def _parse(text: str, where: str) -> FamilyAction:
    try:
        return parse_action(text)
    except ValueError as error:
        raise FamilyRecordError(f"{where}: {error}") from None


def result_line(result: HandResult) -> str:
    """One line for a hand's result."""
    scores = ":".join(map(score_text, result.scores_after))
    if result.maker is None and not result.tricks:
        return f"Result: thrown in; scores {scores}"
    trump = result.trump.plural if result.trump is not None else "no trump"
    taken = ", ".join(f"{award.point} {award.side}" for award in result.awards if award.side is not None)
    if result.contract is None or result.contract.is_pass:
        outcome = ""
    else:
        outcome = f"seat {result.maker} bid {result.contract}, " + ("made it" if result.made else
                                                                   "folded" if result.folded else "set")
    won = "" if result.winner is None else f"; {result.winner} wins"
    lead = f"{outcome}; " if outcome else ""
    return f"Result: {lead}in {trump}; points {taken or 'none'}; scores {scores}{won}"


def _level(value: object, where: str) -> str | None:
    """A record's level as read (None when absent); FamilyRecordError naming ``where`` otherwise."""
    if value is None:
        return None
    if isinstance(value, str) and re.fullmatch(r"[a-z]{1,20}", value):
        return value
    raise FamilyRecordError(f"{where}: {value!r} is not the name of a level")
