"""Records: one hand as JSON (replay format), and a whole game as JSON or readable text.

What it is for: exchanging hands and games with other tools and people, and replaying them exactly.
Parsing is strict and every error a user can cause is a :class:`RecordError` with one short line
naming the field, bid or card and the reason (the command line prints it, exit status 2).

**Hand record** (input of ``palm-pitch replay``)::

    {"ruleset": "palm", "dealer": 0-3, "hands": [[6 cards] x 4 by seat],
     "bids": [4 entries in bidding order from left of the dealer: null = pass, 2, 3, 4 or "smudge"],
     "plays": [the 24 cards in the order played], "scores_before": [team0, team1]}

``ruleset`` and ``scores_before`` are optional (``"palm"`` and ``[0, 0]``); other keys are ignored.
Seats: 0 South, 1 West, 2 North, 3 East; teams 0 = seats 0 and 2, 1 = seats 1 and 3; cards like
``"AS"``, ``"TD"``, ``"2C"``. When every player passes (only in rulesets without a forced dealer
bid) ``plays`` is empty. **Hand result** (its output), keys in this order::

    {"pitcher": seat, "bid": 2-5, "trump": "S", "tricks": [{"leader": seat, "cards": [4 cards],
     "winner": seat} x 6], "points": {"high": team, "low": team, "jack": team|null,
     "game": team|null}, "game_pips": [t0, t1], "hand_score": [d0, d1], "made": true|false,
     "scores_after": [t0, t1], "winner": team|null}

(after an all-pass hand: pitcher, bid, trump, the points and made are null and tricks is empty).

**Game record**: ruleset + seed + the players' actions, which replay a whole game exactly, because
every deal comes from the seeded PRNG in the state. JSON::

    {"ruleset": "palm", "seed": 42, "tags": {"Team0": "heuristic"},
     "actions": ["pass", "2", "pass", "3", "AS", "4S", ...]}

Text (like PGN; ``[Tag "value"]`` lines, then one line per auction and per trick; the words after the
actions -- dealer, seats, winners, scores -- are annotations, recomputed on writing and ignored on
reading)::

    [Ruleset "palm"]
    [Seed "2026"]

    Hand 1, dealer West, scores 0:0
    Bids: N pass, E 2, S 3, W pass
    1. S: AH 3H 8H QH, won by S
    2. S: 3S 4S 2S 6S, won by E
    ...
    6. S: 7H QD QC 9D, won by S
    Result: N/S pitched 3 in hearts, took HLJG, made it; N/S +4, E/W +0; scores 4:0
    ...
    Game over: E/W wins 24:13

Each auction line lists the bids in order (seat letter S, W, N, E and the bid); each trick line
gives its number, the leader, the four cards in play order and the winner. A record that stops in
the middle of an auction or a trick ends with that partial line (and no winner).

House rules that no registered ruleset has are the named ruleset's switches changed:
``"switches": {"target": 15, "low_to": 1}`` in JSON, ``[Switches "target=15 low_to=1"]`` in text
(field names of :class:`~palm_pitch.rules.Ruleset`, enum values as numbers).

Actions a player took back (the app's Undo) are kept beside the actions that stand, which alone
replay: ``"taken_back": [{"from": 18, "plays": ["S 7H", "W 8H"]}]`` in JSON, and in text a line
``Taken back from action 18: S 7H, W 8H`` after the line holding action 18 (the one played
instead), meaning the 18th action on, as then played, was taken back. A take-back inside a line
of play that a later one took back is listed at the later one's place.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from palm_pitch.actions import Action, Bid, IllegalActionError, action_text, parse_action
from palm_pitch.cards import Card
from palm_pitch.rules import PALM, Ruleset, get_ruleset
from palm_pitch.scoring import HandResult
from palm_pitch.state import SEAT_LETTERS, SEAT_NAMES, GameState, Phase, from_deal, new_game

TEAM_NAMES = ("N/S", "E/W")
SCORE_LIMIT = 9999
"""A hand record's ``scores_before`` are -9999..9999: far beyond any game's, and well inside the
16 bits that saved games and the C engine keep a score in."""


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message is one line naming where and why."""


# ------------------------------------------------------------------------------------ hand records


@dataclass(frozen=True)
class HandRecord:
    """One hand: the deal, the four bids and the 24 plays (see the module docstring for JSON)."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    bids: tuple[Bid, ...]
    plays: tuple[Card, ...]
    ruleset: str = "palm"
    scores_before: tuple[int, int] = (0, 0)

    @classmethod
    def from_json(cls, data: object) -> HandRecord:
        """Validate and convert the JSON value of a hand record; :class:`RecordError` if malformed."""
        if not isinstance(data, Mapping):
            raise RecordError("a hand record must be a JSON object")
        ruleset = data.get("ruleset", "palm")
        if not isinstance(ruleset, str):
            raise RecordError("ruleset: must be a name like \"palm\"")
        _ruleset(ruleset, "ruleset")
        dealer = data.get("dealer")
        if not _is_int(dealer) or not 0 <= dealer <= 3:
            raise RecordError("dealer: must be a seat 0-3")
        hands_json = _list(data, "hands")
        if len(hands_json) != 4:
            raise RecordError(f"hands: {len(hands_json)} hands, expected 4")
        hands: list[tuple[Card, ...]] = []
        seen: set[Card] = set()
        for seat, hand_json in enumerate(hands_json):
            if not isinstance(hand_json, list):
                raise RecordError(f"hands[{seat}]: must be a list of cards")
            if len(hand_json) != 6:
                raise RecordError(f"hands[{seat}]: {len(hand_json)} cards, expected 6")
            cards = []
            for i, text in enumerate(hand_json):
                card = _card(text, f"hands[{seat}][{i}]")
                if card in seen:
                    raise RecordError(f"hands[{seat}][{i}]: card \"{card}\" dealt twice")
                seen.add(card)
                cards.append(card)
            hands.append(tuple(cards))
        bids_json = _list(data, "bids")
        if len(bids_json) != 4:
            raise RecordError(f"bids: {len(bids_json)} entries, expected 4")
        bids = tuple(_bid(value, f"bids[{i}]") for i, value in enumerate(bids_json))
        plays_json = _list(data, "plays")
        plays = tuple(_card(text, f"plays[{i}]") for i, text in enumerate(plays_json))
        scores = data.get("scores_before", [0, 0])
        if not (isinstance(scores, list) and len(scores) == 2 and all(_is_int(s) for s in scores)):
            raise RecordError("scores_before: must be [team0, team1] integers")
        if not all(-SCORE_LIMIT <= s <= SCORE_LIMIT for s in scores):
            raise RecordError(f"scores_before: each score must be -{SCORE_LIMIT}..{SCORE_LIMIT}")
        return cls(dealer, tuple(hands), bids, plays, ruleset, (scores[0], scores[1]))

    @classmethod
    def from_json_text(cls, text: str) -> HandRecord:
        """Parse JSON text; :class:`RecordError` for invalid JSON too."""
        return cls.from_json(_loads(text))

    def to_json(self) -> dict[str, Any]:
        """The JSON value (all keys present)."""
        return {
            "ruleset": self.ruleset,
            "dealer": self.dealer,
            "hands": [[str(card) for card in hand] for hand in self.hands],
            "bids": [_bid_json(bid) for bid in self.bids],
            "plays": [str(card) for card in self.plays],
            "scores_before": list(self.scores_before),
        }

    def replay(self) -> HandResult:
        """Play the hand through the engine; :class:`RecordError` names the first illegal bid or play
        (or a wrong number of plays: 24, or none after an all-pass auction)."""
        state = from_deal(self.hands, self.dealer, _ruleset(self.ruleset, "ruleset"), self.scores_before)
        for index, bid in enumerate(self.bids):
            try:
                state = state.apply(bid)
            except IllegalActionError as error:
                raise _refused(f"bids[{index}]", state, bid, error) from None
        expected = 24 if state.phase is Phase.PLAY else 0  # 0: every player passed
        if len(self.plays) != expected:
            raise RecordError(f"plays: {len(self.plays)} cards, expected {expected}")
        for index, card in enumerate(self.plays):
            try:
                state = state.apply(card)
            except IllegalActionError as error:
                raise _refused(f"plays[{index}]", state, card, error) from None
        result = state.result
        assert result is not None, "24 legal plays always finish the hand"
        return result

    @classmethod
    def from_result(cls, result: HandResult, ruleset: str = "palm") -> HandRecord:
        """The record of a played hand, rebuilt from its result (every dealt card was played, so
        the tricks give the deal). ``ValueError`` for a hand in which every player passed."""
        if result.pitcher is None:
            raise ValueError("every player passed: the cards were not shown")
        hands: list[list[Card]] = [[], [], [], []]
        plays: list[Card] = []
        for trick in result.tricks:
            for seat, card in trick.plays:
                hands[seat].append(card)
                plays.append(card)
        return cls(
            dealer=result.dealer,
            hands=tuple(tuple(sorted(hand)) for hand in hands),
            bids=result.bids,
            plays=tuple(plays),
            ruleset=ruleset,
            scores_before=result.scores_before,
        )


def hand_result_json(result: HandResult) -> dict[str, Any]:
    """A hand result in the replay output format (keys in the documented order)."""
    return {
        "pitcher": result.pitcher,
        "bid": None if result.bid is None else int(result.bid),
        "trump": None if result.trump is None else result.trump.letter,
        "tricks": [
            {"leader": trick.leader, "cards": [str(card) for card in trick.cards], "winner": trick.winner}
            for trick in result.tricks
        ],
        "points": {"high": result.high, "low": result.low, "jack": result.jack, "game": result.game},
        "game_pips": list(result.game_pips),
        "hand_score": list(result.hand_score),
        "made": result.made,
        "scores_after": list(result.scores_after),
        "winner": result.winner,
    }


def replay_hand_json(text: str) -> dict[str, Any]:
    """JSON text of a hand record -> the hand result's JSON value (:class:`RecordError` if bad)."""
    return hand_result_json(HandRecord.from_json_text(text).replay())


# ------------------------------------------------------------------------------------ game records

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
        base = _ruleset(self.ruleset, "ruleset")
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
                raise _refused(f"action {number}", state, action, error) from None
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
        _ruleset(ruleset, "ruleset")
        seed = data.get("seed")
        if not _is_int(seed) or not 0 <= seed <= 0xFFFFFFFF:
            raise RecordError("seed: must be an integer 0..4294967295")
        tags = data.get("tags", {})
        if not isinstance(tags, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in tags.items()
        ):
            raise RecordError("tags: must be an object of strings")
        for key, value in tags.items():  # each must make a [Tag "value"] line of the text form
            if not _TAG_NAME.fullmatch(key) or key in ("Ruleset", "Seed", "Switches"):
                raise RecordError(f"tags: {json.dumps(key)[:40]} is not a tag name (a letter, then"
                                  " letters, digits or _; not Ruleset, Seed or Switches)")
            if any(ord(ch) < 0x20 or ch == "\x7f" for ch in value):
                raise RecordError(f"tags: {key}: the value must be one line without control characters")
        actions = []
        for i, text in enumerate(_list(data, "actions")):
            if not isinstance(text, str):
                raise RecordError(f"actions[{i}]: must be a string like \"pass\", \"2\" or \"TD\"")
            try:
                actions.append(parse_action(text))
            except ValueError:
                raise RecordError(f"actions[{i}]: unknown action \"{text}\"") from None
        switches = data.get("switches", {})
        if not isinstance(switches, Mapping) or not all(
            isinstance(k, str) and _is_int(v) for k, v in switches.items()
        ):
            raise RecordError("switches: must be an object of whole numbers")
        taken: list[TakenBack] = []
        entries = data.get("taken_back", [])
        if not isinstance(entries, list):
            raise RecordError("taken_back: must be a list")
        for i, entry in enumerate(entries):
            where = f"taken_back[{i}]"
            if not isinstance(entry, Mapping) or not _is_int(entry.get("from")):
                raise RecordError(f"{where}: must be {{\"from\": N, \"plays\": [...]}}")
            plays = entry.get("plays")
            if not isinstance(plays, list) or not all(isinstance(p, str) for p in plays):
                raise RecordError(f"{where}.plays: must be a list like [\"S 7H\", \"W pass\"]")
            taken.append(_taken_back(entry["from"], plays, len(actions), where))
        record = cls(
            ruleset, seed, tuple(actions), tuple(tags.items()), tuple(switches.items()), tuple(taken)
        )
        record.rules()
        return record

    @classmethod
    def from_json_text(cls, text: str) -> GameRecord:
        return cls.from_json(_loads(text))

    # Text.
    def to_text(self) -> str:
        """The readable form (see the module docstring); :class:`RecordError` if it does not replay."""
        lines = [f"[Ruleset {_quote(self.ruleset)}]"]
        if self.switches:
            lines.append(f"[Switches {_quote(' '.join(f'{k}={v}' for k, v in self.switches))}]")
        lines.append(f"[Seed {_quote(str(self.seed))}]")
        lines += [f"[{key} {_quote(value)}]" for key, value in self.tags]
        pending = list(self.taken_back)
        done = 0  # actions written so far

        def emit(line: str) -> None:
            lines.append(line)
            while pending and pending[0].at < done:
                taken = pending.pop(0)
                lines.append(f"Taken back from action {taken.at + 1}: {taken.text()}")

        bids: list[str] = []
        trick: list[str] = []
        trick_number = 0
        state = self.start()
        for action, after in self.states():
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

    @classmethod
    def from_text(cls, text: str) -> GameRecord:
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
        _ruleset(ruleset, "Ruleset")
        if not re.fullmatch(r"[0-9]{1,10}", header["Seed"]) or int(header["Seed"]) > 0xFFFFFFFF:
            raise RecordError(f"Seed: must be 0..4294967295, not \"{header['Seed'][:20]}\"")
        switches: list[tuple[str, int]] = []
        for word in header.get("Switches", "").split():
            name, _, value = word.partition("=")
            if not re.fullmatch(r"-?[0-9]{1,6}", value):
                raise RecordError(f"Switches: expected name=number, not \"{word[:40]}\"")
            switches.append((name, int(value)))
        others = tuple((k, v) for k, v in tags if k not in ("Ruleset", "Seed", "Switches"))
        taken_back = tuple(_taken_back(at, plays, len(actions), f"line {line}") for line, at, plays in taken)
        record = cls(ruleset, int(header["Seed"]), tuple(actions), others, tuple(switches), taken_back)
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


def _taken_back(first: int, plays: list[str], actions: int, where: str) -> TakenBack:
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


_TAKEN_BACK = re.compile(r"Taken back from action (\d+): (.+)")
_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_TAG = re.compile(r'\[(' + _TAG_NAME.pattern + r') "((?:[^"\\]|\\.)*)"\]')
_TRICK = re.compile(r"\d+\. [SWNE]: ([2-9TJQKA][SHDC](?: [2-9TJQKA][SHDC]){0,3})(?:, won by [SWNE])?")


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _unquote(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


# ----------------------------------------------------------------------------------------- helpers


def _loads(text: str) -> object:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"invalid JSON at line {error.lineno} column {error.colno}: {error.msg}") from None
    except RecursionError:
        raise RecordError("invalid JSON: nested too deeply") from None
    except ValueError:  # a number of more than 4300 digits (sys.get_int_max_str_digits)
        raise RecordError("invalid JSON: a number too long to read") from None


def _refused(where: str, state: GameState, action: Action, error: IllegalActionError) -> RecordError:
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


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _list(data: Mapping[str, object], key: str) -> list[object]:
    value = data.get(key)
    if value is None:
        raise RecordError(f"{key}: missing")
    if not isinstance(value, list):
        raise RecordError(f"{key}: must be a list")
    return value


def _card(text: object, where: str) -> Card:
    if isinstance(text, str):
        try:
            return Card.from_str(text)
        except ValueError:
            pass
    shown = text if isinstance(text, str) else json.dumps(text)
    raise RecordError(f"{where}: unknown card \"{shown}\"")


def _bid(value: object, where: str) -> Bid:
    if value is None:
        return Bid.PASS
    if value == "smudge":
        return Bid.SMUDGE
    if _is_int(value) and value in (2, 3, 4):
        return Bid(value)
    raise RecordError(f"{where}: {json.dumps(value)} is not a bid (null, 2, 3, 4 or \"smudge\")")


def _bid_json(bid: Bid) -> int | str | None:
    if bid == Bid.PASS:
        return None
    if bid == Bid.SMUDGE:
        return "smudge"
    return int(bid)


def _ruleset(name: str, where: str) -> Ruleset:
    try:
        return get_ruleset(name)
    except KeyError as error:
        raise RecordError(f"{where}: {error.args[0]}") from None
