"""The readable text form of a game record (like PGN: ``[Tag "value"]`` lines, then a line per auction
and per trick, annotated with what a reader wants: dealer, winners, results, scores), written from a
:class:`~palm_pitch.record.game.GameRecord` and read back into one."""

from __future__ import annotations

import re

from palm_pitch.actions import Action, Bid
from palm_pitch.cards import Card
from palm_pitch.record.fields import (
    RecordError,
    ruleset_field,
)
from palm_pitch.record.game import TAG_NAME, TEAM_NAMES, GameRecord, taken_back_of
from palm_pitch.scoring import HandResult
from palm_pitch.state import SEAT_LETTERS, SEAT_NAMES, Phase


def game_text(record: GameRecord) -> str:
    """The readable form (see the module docstring); :class:`RecordError` if it does not replay."""
    lines = [f"[Ruleset {_quote(record.ruleset)}]"]
    if record.switches:
        lines.append(f"[Switches {_quote(' '.join(f'{k}={v}' for k, v in record.switches))}]")
    lines.append(f"[Seed {_quote(str(record.seed))}]")
    lines += [f"[{key} {_quote(value)}]" for key, value in record.tags]
    pending = list(record.taken_back)
    done = 0  # actions written so far

    def emit(line: str) -> None:
        lines.append(line)
        while pending and pending[0].at < done:
            taken = pending.pop(0)
            lines.append(f"Taken back from action {taken.at + 1}: {taken.text()}")

    bids: list[str] = []
    trick: list[str] = []
    trick_number = 0
    state = record.start()
    for action, after in record.states():
        if action is None:
            if after.phase is Phase.BID:
                lines.append("")
                emit(f"Hand {after.hand_number}, dealer {SEAT_NAMES[after.dealer]},"
                     f" scores {after.scores[0]}:{after.scores[1]}")
                trick_number = 0
            state = after
            continue
        done += 1
        if isinstance(action, Bid):
            bids.append(f"{SEAT_LETTERS[state.to_move or 0]} {action}")
            if after.phase is not Phase.BID:
                emit("Bids: " + ", ".join(bids))
                bids = []
        else:
            if not trick:
                trick_number += 1
                leader = state.to_move or 0
            trick.append(str(action))
            if len(trick) == 4:
                taker = after.tricks[-1].winner or 0
                emit(f"{trick_number}. {SEAT_LETTERS[leader]}: {' '.join(trick)},"
                     f" won by {SEAT_LETTERS[taker]}")
                trick = []
        if after.result is not None:
            emit(_result_line(after.result))
            if after.winner is not None:
                emit(f"Game over: {TEAM_NAMES[after.winner]} wins"
                     f" {after.scores[after.winner]}:{after.scores[1 - after.winner]}")
        state = after
    if bids:
        emit("Bids: " + ", ".join(bids))
    if trick:
        emit(f"{trick_number}. {SEAT_LETTERS[leader]}: {' '.join(trick)}")
    lines += [f"Taken back from action {t.at + 1}: {t.text()}" for t in pending]  # at the end
    return "\n".join(lines) + "\n"


def parse_game_text(text: str) -> GameRecord:
    """Parse the readable form; :class:`RecordError` names the line."""
    tags: list[tuple[str, str]] = []
    actions: list[Action] = []
    taken: list[tuple[int, int, list[str]]] = []  # (line, from, plays)
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        where = f"line {number}"
        tag = _TAG.fullmatch(line)
        if tag:
            if actions:
                raise RecordError(f"{where}: tags must come before the hands")
            tags.append((tag.group(1), _unquote(tag.group(2))))
            continue
        if line.startswith(("Hand ", "Result:", "Game over:")):
            continue
        back = _TAKEN_BACK.fullmatch(line)
        if back:
            taken.append((number, int(back.group(1)), [p.strip() for p in back.group(2).split(",")]))
            continue
        if line.startswith("Bids:"):
            for entry in line[5:].split(","):
                parts = entry.split()
                if len(parts) != 2 or parts[0] not in SEAT_LETTERS:
                    raise RecordError(f"{where}: expected \"<seat> <bid>\", got \"{entry.strip()}\"")
                try:
                    actions.append(Bid.from_str(parts[1]))
                except ValueError:
                    raise RecordError(f"{where}: unknown bid \"{parts[1]}\"") from None
            continue
        trick = _TRICK.fullmatch(line)
        if trick:
            for token in trick.group(1).split():
                try:
                    actions.append(Card.from_str(token))
                except ValueError:
                    raise RecordError(f"{where}: unknown card \"{token}\"") from None
            continue
        raise RecordError(f"{where}: cannot read \"{line[:40]}\"")
    header = dict(tags)
    if "Ruleset" not in header or "Seed" not in header:
        raise RecordError("the [Ruleset] and [Seed] tags are required")
    ruleset = header["Ruleset"]
    ruleset_field(ruleset, "Ruleset")
    if not re.fullmatch(r"[0-9]{1,10}", header["Seed"]) or int(header["Seed"]) > 0xFFFFFFFF:
        raise RecordError(f"Seed: must be 0..4294967295, not \"{header['Seed'][:20]}\"")
    switches: list[tuple[str, int]] = []
    for word in header.get("Switches", "").split():
        name, _, value = word.partition("=")
        if not re.fullmatch(r"-?[0-9]{1,6}", value):
            raise RecordError(f"Switches: expected name=number, not \"{word[:40]}\"")
        switches.append((name, int(value)))
    others = tuple((k, v) for k, v in tags if k not in ("Ruleset", "Seed", "Switches"))
    taken_back = tuple(taken_back_of(at, plays, len(actions), f"line {line}") for line, at, plays in taken)
    record = GameRecord(ruleset, int(header["Seed"]), tuple(actions), others, tuple(switches), taken_back)
    record.rules()
    return record


def _result_line(result: HandResult) -> str:
    scores = f"scores {result.scores_after[0]}:{result.scores_after[1]}"
    if result.pitcher is None:
        delta = result.hand_score[0] or result.hand_score[1]
        note = f"; {TEAM_NAMES[result.dealer & 1]} {delta:+d}" if delta else ""
        return f"Result: all passed{note}; {scores}"
    team = result.pitcher & 1
    bid = Bid(result.bid or 2)
    verdict = "made it" if result.made else "was set"
    points = "".join(
        letter
        for letter, who in zip("HLJG", (result.high, result.low, result.jack, result.game), strict=True)
        if who == team
    )
    trump = "?" if result.trump is None else result.trump.plural  # (spades is suit 0: test for None)
    return (f"Result: {TEAM_NAMES[team]} pitched {bid} in {trump},"
            f" took {points or 'nothing'}, {verdict}; N/S {result.hand_score[0]:+d},"
            f" E/W {result.hand_score[1]:+d}; {scores}")


_TAKEN_BACK = re.compile(r"Taken back from action (\d+): (.+)")
_TAG = re.compile(r'\[(' + TAG_NAME.pattern + r') "((?:[^"\\]|\\.)*)"\]')
_TRICK = re.compile(r"\d+\. [SWNE]: ([2-9TJQKA][SHDC](?: [2-9TJQKA][SHDC]){0,3})(?:, won by [SWNE])?")


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _unquote(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


