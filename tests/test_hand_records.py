"""Hand records (``palm-pitch replay``): fixtures exercising the seeds' rules, and every error case.

Each scenario is a deal and an auction; the plays were found once (the heuristic player, or seeded
random play until the scenario's property held) and are stored in tests/hands/NAME.json with the
replay output in NAME.result.json. ``pytest --update-goldens`` regenerates both.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from palm_pitch.actions import Bid
from palm_pitch.cards import Card, parse_cards
from palm_pitch.match import play_hand
from palm_pitch.players import HeuristicPlayer, RandomPlayer
from palm_pitch.record import HandRecord, RecordError, hand_result_json, replay_hand_json
from palm_pitch.rng import Rng
from palm_pitch.rules import get_ruleset
from palm_pitch.scoring import HandResult
from palm_pitch.state import from_deal

HANDS_DIR = Path(__file__).parent / "hands"

STANDARD = ("AS KS 7H 8D 9C 4C", "2S 4H 5H 6D 7C 8C", "JS TS 8H 9H TD 2C", "5S 6S KH AH 3D 3C")
SOLO = ("AS KS QS JS TS 2S", "2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C")
NO_JACK = ("AS KS QS TS 3S 2S", *SOLO[1:])
SPLIT = ("AS 3S 7H 8D 9C 4C", "KS 2S TH TD 5H 6C", "4S 8H 9H 2D 3D 2C", "JS 6S KH AH 3C 7C")
LOW_PIPS = ("9S 8S 2H 3H 4D 5D", "7S 6H 7H 2D 3D TH", "6S 4H 5H 6D 7D 2C", "5S 8H 9H TD 8D 3C")


@dataclass(frozen=True)
class Scenario:
    name: str
    hands: tuple[str, str, str, str]
    bids: tuple[int | str | None, ...]
    check: Callable[[HandResult], bool]
    dealer: int = 3
    scores: tuple[int, int] = (0, 0)
    ruleset: str = "palm"


SCENARIOS = [
    Scenario("forced_dealer_bid", STANDARD, (None, None, None, 2),
             lambda r: r.pitcher == 3 and r.bid == 2),
    Scenario("dealer_steal", STANDARD, (2, None, None, 2), lambda r: r.pitcher == 3 and r.bid == 2),
    Scenario("low_to_trick_winner", STANDARD, (2, None, None, None),
             lambda r: str(r.low_card) == "2S" and r.low == 0),
    Scenario("jack_not_dealt", NO_JACK, (3, None, None, None), lambda r: r.jack is None),
    Scenario("game_tie", LOW_PIPS, (2, None, None, None), lambda r: r.game is None),
    Scenario("smudge_made", SOLO, ("smudge", None, None, None),
             lambda r: bool(r.made) and r.hand_score == (5, 0)),
    Scenario("smudge_failed_no_jack", NO_JACK, ("smudge", None, None, None),
             lambda r: not r.made and r.tricks_won == (6, 0) and r.hand_score == (-5, 0)),
    Scenario("bid_4_all_tricks_scores_4", SOLO, (4, None, None, None),
             lambda r: bool(r.made) and r.hand_score == (4, 0) and r.tricks_won == (6, 0)),
    Scenario("set_back", STANDARD, (None, None, None, 4),
             lambda r: r.made is False and r.hand_score[1] == -4),
    Scenario("defenders_reach_21_no_win", STANDARD, (None, 3, None, None),
             lambda r: r.made is False and r.scores_after[0] >= 21 and r.winner is None,
             scores=(19, 10)),
    Scenario("pitcher_21_beats_25", SPLIT, (2, None, None, None),
             lambda r: r.scores_after == (21, 25) and r.winner == 0, scores=(19, 23)),
    Scenario("count_out_defenders_win", STANDARD, (None, 3, None, None),
             lambda r: r.made is False and r.winner == 0, scores=(19, 10), ruleset="setback-11"),
]


def _bid(value: int | str | None) -> Bid:
    return Bid.PASS if value is None else Bid.from_str(str(value))


def _make_record(scenario: Scenario) -> HandRecord:
    """Find plays satisfying the scenario: the heuristic first, then seeded random play."""
    hands = tuple(parse_cards(text) for text in scenario.hands)
    ruleset = get_ruleset(scenario.ruleset)
    bids = tuple(_bid(b) for b in scenario.bids)
    for attempt in range(2000):
        state = from_deal(hands, scenario.dealer, ruleset, scenario.scores)
        for bid in bids:
            state = state.apply(bid)
        player = HeuristicPlayer() if attempt == 0 else RandomPlayer()
        rngs = [Rng(attempt * 4 + seat) for seat in range(4)]
        actions: list = []  # type: ignore[type-arg]
        state = play_hand(state, [player] * 4, rngs, actions)
        record = HandRecord(scenario.dealer, hands, bids, tuple(actions), scenario.ruleset, scenario.scores)
        if scenario.check(record.replay()):
            return record
    raise AssertionError(f"no plays found for {scenario.name}")


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s.name for s in SCENARIOS])
def test_hand_record_fixture(scenario: Scenario, update_goldens: bool) -> None:
    record_path = HANDS_DIR / f"{scenario.name}.json"
    result_path = HANDS_DIR / f"{scenario.name}.result.json"
    if update_goldens or not record_path.exists():
        record = _make_record(scenario)
        record_path.write_text(json.dumps(record.to_json()) + "\n", encoding="utf-8")
        result_path.write_text(json.dumps(hand_result_json(record.replay())) + "\n", encoding="utf-8")
    text = record_path.read_text(encoding="utf-8")
    record = HandRecord.from_json_text(text)
    assert record.to_json() == json.loads(text)
    result = record.replay()
    assert scenario.check(result), f"{scenario.name}: the scenario's rule no longer holds"
    assert replay_hand_json(text) == json.loads(result_path.read_text(encoding="utf-8"))


def test_output_format_keys_in_order() -> None:
    output = replay_hand_json((HANDS_DIR / "dealer_steal.json").read_text(encoding="utf-8"))
    assert list(output) == ["pitcher", "bid", "trump", "tricks", "points", "game_pips", "hand_score", "made",
                            "scores_after", "winner"]
    assert list(output["points"]) == ["high", "low", "jack", "game"]
    assert list(output["tricks"][0]) == ["leader", "cards", "winner"]
    assert output["trump"] in ("S", "H", "D", "C") and len(output["tricks"]) == 6


def test_an_all_pass_hand_in_a_redeal_ruleset_has_no_plays() -> None:
    data = _base()
    data["ruleset"] = "setback-11"
    data["bids"] = [None, None, None, None]
    assert _error(data) == "plays: 24 cards, expected 0"
    data["plays"] = []
    output = replay_hand_json(json.dumps(data))
    assert output["pitcher"] is None and output["bid"] is None and output["tricks"] == []
    assert output["hand_score"] == [0, 0] and output["made"] is None


def test_optional_fields_default() -> None:
    data = json.loads((HANDS_DIR / "dealer_steal.json").read_text(encoding="utf-8"))
    del data["ruleset"], data["scores_before"]
    record = HandRecord.from_json(data)
    assert record.ruleset == "palm" and record.scores_before == (0, 0)


# --------------------------------------------------------------------------------------- errors


def _base() -> dict:  # type: ignore[type-arg]
    return json.loads((HANDS_DIR / "dealer_steal.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def _error(data: object) -> str:
    with pytest.raises(RecordError) as error:
        HandRecord.from_json(data).replay()
    message = str(error.value)
    assert "\n" not in message
    return message


def test_unknown_card() -> None:
    data = _base()
    data["hands"][1][4] = "1H"
    assert _error(data) == 'hands[1][4]: unknown card "1H"'
    data = _base()
    data["plays"][3] = "ZZ"
    assert _error(data) == 'plays[3]: unknown card "ZZ"'
    data = _base()
    data["plays"][3] = 7
    assert _error(data) == 'plays[3]: unknown card "7"'


def test_wrong_counts() -> None:
    data = _base()
    data["hands"][2] = data["hands"][2][:5]
    assert _error(data) == "hands[2]: 5 cards, expected 6"
    data = _base()
    data["hands"] = data["hands"][:3]
    assert _error(data) == "hands: 3 hands, expected 4"
    data = _base()
    data["bids"] = data["bids"][:3]
    assert _error(data) == "bids: 3 entries, expected 4"
    data = _base()
    data["plays"] = data["plays"][:23]
    assert _error(data) == "plays: 23 cards, expected 24"


def test_card_dealt_twice() -> None:
    data = _base()
    data["hands"][3][0] = data["hands"][0][0]
    assert _error(data) == f'hands[3][0]: card "{data["hands"][0][0]}" dealt twice'


def test_illegal_bids() -> None:
    data = _base()
    data["bids"] = [3, 2, None, None]
    assert _error(data) == "bids[1]: West bid 2: Bid must beat 3 (legal: pass, 4, smudge)"
    data = _base()
    data["bids"] = [None, None, None, None]
    assert _error(data) == "bids[3]: East passed: Dealer must bid (legal: 2, 3, 4, smudge)"
    data["plays"] = []
    assert _error(data) == "bids[3]: East passed: Dealer must bid (legal: 2, 3, 4, smudge)"


def test_a_refused_bid_says_what_was_bid_and_what_was_legal() -> None:
    """It said "bid 4 (East): Bid must beat 3" when East, the fourth to bid, bid 2."""
    data = _base()
    data["bids"] = [None, 3, None, 2]  # South passes, West 3, North passes, East (dealer) 2
    assert _error(data) == "bids[3]: East bid 2: Bid must beat 3 (legal: pass, 3, 4, smudge)"
    data = _base()
    data["bids"] = [1, None, None, 2]
    assert _error(data) == 'bids[0]: 1 is not a bid (null, 2, 3, 4 or "smudge")'


def test_illegal_play_and_card_not_in_hand() -> None:
    data = _base()  # East (dealer) stole at 2 and leads
    east = data["hands"][3]
    data["plays"][0] = data["hands"][0][0]
    legal = ", ".join(sorted(east, key=lambda text: Card.from_str(text).index))
    assert _error(data) == f"plays[0]: East played {data['hands'][0][0]}: Card not in hand (legal: {legal})"
    # Find a revoke: a follower playing a third suit while holding the suit led.
    record = HandRecord.from_json(_base())
    state = from_deal(record.hands, record.dealer)
    for bid in record.bids:
        state = state.apply(bid)
    for number, card in enumerate(record.plays, 1):
        illegal = [c for c in state.hand(state.to_move or 0) if state.why_illegal(c) is not None]
        if illegal:
            bad = illegal[0]
            data = _base()
            data["plays"][number - 1] = str(bad)
            who = ("South", "West", "North", "East")[state.to_move or 0]
            reason = state.why_illegal(bad)
            legal = ", ".join(str(c) for c in state.legal_actions())
            assert _error(data) == f"plays[{number - 1}]: {who} played {bad}: {reason} (legal: {legal})"
            assert reason is not None and reason.startswith("Must follow")
            break
        state = state.apply(card)
    else:
        pytest.fail("no revoke possible in the fixture")
    assert east


def test_malformed_documents() -> None:
    with pytest.raises(RecordError, match="invalid JSON at line 1"):
        HandRecord.from_json_text("{nope")
    assert _error([]) == "a hand record must be a JSON object"
    data = _base()
    data["dealer"] = 4
    assert _error(data) == "dealer: must be a seat 0-3"
    data = _base()
    del data["plays"]
    assert _error(data) == "plays: missing"
    data = _base()
    data["ruleset"] = "martian"
    assert _error(data).startswith("ruleset: unknown ruleset 'martian'")
    data = _base()
    data["scores_before"] = [1]
    assert _error(data) == "scores_before: must be [team0, team1] integers"


def test_every_played_hand_gives_a_record_that_replays_to_the_same_result() -> None:
    from palm_pitch.match import play_game
    from palm_pitch.rules import all_rulesets

    for ruleset in all_rulesets():
        outcome = play_game([HeuristicPlayer(), RandomPlayer()] * 2, seed=77, ruleset=ruleset)
        for result in outcome.results:
            if result.pitcher is None:
                with pytest.raises(ValueError):
                    HandRecord.from_result(result, ruleset.name)
                continue
            record = HandRecord.from_result(result, ruleset.name)
            text = json.dumps(record.to_json())
            assert replay_hand_json(text) == hand_result_json(result)
            assert record.replay() == result
