"""Hand records: one hand as JSON (the input of ``palm-pitch replay``) and its result (its output).
The formats are described in :mod:`palm_pitch.record`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from palm_pitch.actions import Bid, IllegalActionError
from palm_pitch.cards import Card
from palm_pitch.record.fields import (
    RecordError,
    bid_field,
    bid_json,
    card_field,
    is_int,
    list_field,
    loads_json,
    refused,
    ruleset_field,
)
from palm_pitch.scoring import HandResult
from palm_pitch.state import Phase, from_deal

SCORE_LIMIT = 9999
"""A hand record's ``scores_before`` are -9999..9999: far beyond any game's, and well inside the
16 bits that saved games and the C engine keep a score in."""


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
        ruleset_field(ruleset, "ruleset")
        dealer = data.get("dealer")
        if not is_int(dealer) or not 0 <= dealer <= 3:
            raise RecordError("dealer: must be a seat 0-3")
        hands_json = list_field(data, "hands")
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
                card = card_field(text, f"hands[{seat}][{i}]")
                if card in seen:
                    raise RecordError(f"hands[{seat}][{i}]: card \"{card}\" dealt twice")
                seen.add(card)
                cards.append(card)
            hands.append(tuple(cards))
        bids_json = list_field(data, "bids")
        if len(bids_json) != 4:
            raise RecordError(f"bids: {len(bids_json)} entries, expected 4")
        bids = tuple(bid_field(value, f"bids[{i}]") for i, value in enumerate(bids_json))
        plays_json = list_field(data, "plays")
        plays = tuple(card_field(text, f"plays[{i}]") for i, text in enumerate(plays_json))
        scores = data.get("scores_before", [0, 0])
        if not (isinstance(scores, list) and len(scores) == 2 and all(is_int(s) for s in scores)):
            raise RecordError("scores_before: must be [team0, team1] integers")
        if not all(-SCORE_LIMIT <= s <= SCORE_LIMIT for s in scores):
            raise RecordError(f"scores_before: each score must be -{SCORE_LIMIT}..{SCORE_LIMIT}")
        return cls(dealer, tuple(hands), bids, plays, ruleset, (scores[0], scores[1]))

    @classmethod
    def from_json_text(cls, text: str) -> HandRecord:
        """Parse JSON text; :class:`RecordError` for invalid JSON too."""
        return cls.from_json(loads_json(text))

    def to_json(self) -> dict[str, Any]:
        """The JSON value (all keys present)."""
        return {
            "ruleset": self.ruleset,
            "dealer": self.dealer,
            "hands": [[str(card) for card in hand] for hand in self.hands],
            "bids": [bid_json(bid) for bid in self.bids],
            "plays": [str(card) for card in self.plays],
            "scores_before": list(self.scores_before),
        }

    def replay(self) -> HandResult:
        """Play the hand through the engine; :class:`RecordError` names the first illegal bid or play
        (or a wrong number of plays: 24, or none after an all-pass auction)."""
        state = from_deal(self.hands, self.dealer, ruleset_field(self.ruleset, "ruleset"), self.scores_before)
        for index, bid in enumerate(self.bids):
            try:
                state = state.apply(bid)
            except IllegalActionError as error:
                raise refused(f"bids[{index}]", state, bid, error) from None
        expected = 24 if state.phase is Phase.PLAY else 0  # 0: every player passed
        if len(self.plays) != expected:
            raise RecordError(f"plays: {len(self.plays)} cards, expected {expected}")
        for index, card in enumerate(self.plays):
            try:
                state = state.apply(card)
            except IllegalActionError as error:
                raise refused(f"plays[{index}]", state, card, error) from None
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


