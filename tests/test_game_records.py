"""Whole-game records: JSON and text round trips, exact replay, errors, and a golden text record."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from palm_pitch.actions import Bid
from palm_pitch.cards import Card
from palm_pitch.match import play_game
from palm_pitch.players import HeuristicPlayer, RandomPlayer
from palm_pitch.record import GameRecord, RecordError
from palm_pitch.rules import ruleset_names

GOLDEN = Path(__file__).parent / "golden" / "heuristic_game_seed_2026.txt"
"""Four heuristic players, seed 2026: the reference game for the C port's heuristic player."""


def _game(seed: int, ruleset: str = "palm", cut: int | None = None) -> GameRecord:
    from palm_pitch.rules import get_ruleset

    heuristic = HeuristicPlayer()
    outcome = play_game([heuristic, RandomPlayer(), heuristic, RandomPlayer()], seed=seed,
                        ruleset=get_ruleset(ruleset), tags=(("Team0", "heuristic"), ("Team1", "random")))
    record = outcome.record
    if cut is not None:
        record = GameRecord(record.ruleset, record.seed, record.actions[:cut], record.tags)
    return record


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), ruleset=st.sampled_from(ruleset_names()),
       cut=st.one_of(st.none(), st.integers(0, 400)))
def test_records_round_trip_through_json_and_text(seed: int, ruleset: str, cut: int | None) -> None:
    record = _game(seed, ruleset, cut)
    assert GameRecord.from_json_text(record.to_json_text()) == record
    text = record.to_text()
    again = GameRecord.from_text(text)
    assert again == record
    assert again.to_text() == text
    assert again.replay() == record.replay()


def test_golden_text_record(update_goldens: bool) -> None:
    heuristic = HeuristicPlayer()
    record = play_game([heuristic] * 4, seed=2026, tags=(("Players", "heuristic x4"),)).record
    text = record.to_text()
    if update_goldens or not GOLDEN.exists():
        GOLDEN.write_text(text, encoding="utf-8")
    golden = GOLDEN.read_text(encoding="utf-8")
    assert text == golden, "the seeded heuristic game changed: run pytest --update-goldens if intended"
    assert GameRecord.from_text(golden).replay().is_over


def test_text_form_lines() -> None:
    text = _game(5).to_text()
    lines = text.splitlines()
    assert lines[0] == '[Ruleset "palm"]' and lines[1] == '[Seed "5"]'
    assert lines[2] == '[Team0 "heuristic"]'
    assert any(line.startswith("Bids: ") for line in lines)
    assert any(line.startswith("1. ") and ", won by " in line for line in lines)
    assert lines[-1].startswith("Game over: ")


def test_result_lines_name_every_trump_suit() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    assert "?" not in text
    assert "in spades" in text and "in hearts" in text


def test_partial_records_stop_mid_auction_and_mid_trick() -> None:
    record = _game(9, cut=6)  # four bids and two cards of the first trick
    text = record.to_text()
    assert text.splitlines()[-1].startswith("1. ") and "won by" not in text.splitlines()[-1]
    assert GameRecord.from_text(text) == record
    record = _game(9, cut=2)
    assert GameRecord.from_text(record.to_text()) == record


def test_illegal_actions_name_the_action() -> None:
    record = GameRecord("palm", 1, (Bid.TWO, Bid.TWO))
    refused = r"^action 2: \w+ bid 2: Bid must beat 2 \(legal: pass, 3, 4, smudge\)$"
    with pytest.raises(RecordError, match=refused):
        record.replay()
    bad_card = GameRecord("palm", 1, (Bid.PASS, Bid.PASS, Bid.PASS, Bid.TWO, Card.from_str("AS"),
                                      Card.from_str("AS")))
    with pytest.raises(RecordError, match=r"^action [56]: \w+ played AS: "):
        bad_card.replay()


def test_malformed_records() -> None:
    with pytest.raises(RecordError, match="line 3: cannot read"):
        GameRecord.from_text('[Ruleset "palm"]\n[Seed "1"]\nhello\n')
    with pytest.raises(RecordError, match="tags are required"):
        GameRecord.from_text("Bids: S pass, W 2\n")
    with pytest.raises(RecordError, match="unknown bid"):
        GameRecord.from_text('[Ruleset "palm"]\n[Seed "1"]\nBids: S 7\n')
    with pytest.raises(RecordError, match="seed"):
        GameRecord.from_json({"ruleset": "palm", "seed": -1, "actions": []})
    with pytest.raises(RecordError, match=r"actions\[1\]: unknown action"):
        GameRecord.from_json({"ruleset": "palm", "seed": 1, "actions": ["2", "zz"]})
    with pytest.raises(RecordError, match="unknown ruleset"):
        GameRecord.from_text('[Ruleset "mars"]\n[Seed "1"]\n')


def test_tags_with_quotes_round_trip() -> None:
    record = GameRecord("palm", 3, (), (("Event", 'Club "night" \\ 1'),))
    assert GameRecord.from_text(record.to_text()) == record


# -- house rules and take-backs (Game > Export of a game played with Undo and house rules) --------


def test_house_rules_are_recorded_as_switches_and_replay() -> None:
    from palm_pitch.rules import PALM, LowTo, Smudge

    house = PALM.replace(name="house", target=15, low_to=LowTo.HOLDER, smudge=Smudge.OFF)
    heuristic = HeuristicPlayer()
    outcome = play_game([heuristic] * 4, seed=5, ruleset=house)
    record = GameRecord.of_ruleset(house, 5, outcome.record.actions)
    assert record.ruleset == "palm" and record.switches == (("target", 15), ("low_to", 1), ("smudge", 3))
    assert record.rules().replace(name="house") == house
    assert record.replay().scores == outcome.final.scores and record.replay().is_over
    text = record.to_text()
    assert '[Switches "target=15 low_to=1 smudge=3"]' in text.splitlines()[1]
    assert GameRecord.from_text(text) == record
    assert GameRecord.from_json_text(record.to_json_text()) == record
    assert GameRecord.of_ruleset(PALM, 5, ()).switches == ()


@pytest.mark.parametrize(
    ("switches", "message"),
    [('"target=0"', "target=0 is not 1..999"), ('"smudge=9"', "smudge=9 is not a value"),
     ('"colour=1"', 'unknown switch "colour"'), ('"target"', "expected name=number")],
)
def test_bad_switches_are_refused(switches: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        GameRecord.from_text(f'[Ruleset "palm"]\n[Switches {switches}]\n[Seed "1"]\n')


def test_taken_back_actions_are_shown_where_they_were_replaced_and_round_trip() -> None:
    from palm_pitch.record import TakenBack

    game = GameRecord.from_text(GOLDEN.read_text(encoding="utf-8"))
    # South's pass in hand 1 (action 3) was once a 4, and West's reply with it; trick 2's
    # third card (action 11, West's) was once 8S; and at the very end something was taken back.
    taken = (
        TakenBack(2, ((0, Bid.FOUR), (1, Bid.PASS))),
        TakenBack(10, ((1, Card.from_str("8S")),)),
        TakenBack(len(game.actions), ((0, Card.from_str("2H")),)),
    )
    record = GameRecord(game.ruleset, game.seed, game.actions, game.tags, taken_back=taken)
    lines = record.to_text().splitlines()
    bids = lines.index("Bids: N 2, E 3, S pass, W pass")
    assert lines[bids + 1] == "Taken back from action 3: S 4, W pass"
    assert lines[bids + 3] == "2. E: 9D 5S QD 2S, won by W"
    assert lines[bids + 4] == "Taken back from action 11: W 8S"
    assert lines[-1] == f"Taken back from action {len(game.actions) + 1}: S 2H"
    assert GameRecord.from_text("\n".join(lines)) == record
    assert GameRecord.from_json_text(record.to_json_text()) == record
    assert record.to_json()["taken_back"][0] == {"from": 3, "plays": ["S 4", "W pass"]}
    assert record.replay() == game.replay()  # what was taken back does not replay


@pytest.mark.parametrize(
    ("line", "message"),
    [("Taken back from action 99: S 7H", "the record has 4"), ("Taken back from action 2: X 7H", "<seat>"),
     ("Taken back from action 2: S 7Z", 'unknown action "7Z"')],
)
def test_bad_take_backs_are_refused(line: str, message: str) -> None:
    text = '[Ruleset "palm"]\n[Seed "2026"]\nBids: N pass, E 2, S 3, W pass\n' + line + "\n"
    with pytest.raises(RecordError, match=message):
        GameRecord.from_text(text)
