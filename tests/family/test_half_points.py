"""Half points: Juniper's jokers score half a point each, so its scores may end in a half - in the
engine, the records (JSON and text), the command line and the app's summaries. Every other
ruleset keeps whole-number scores, as plain ints."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from palm_pitch.app.family_dialogs import summary_text
from palm_pitch.app.family_texts import FamilyTexts
from palm_pitch.app.resources import load_desktop_resources
from palm_pitch.cards import Suit
from palm_pitch.family.actions import Bid
from palm_pitch.family.deck import parse_card
from palm_pitch.family.match import play_game
from palm_pitch.family.players import FamilyHeuristic, FamilyRandom
from palm_pitch.family.record import FamilyRecord, FamilyRecordError
from palm_pitch.family.rules import HALF, parse_score, score, score_from_json, score_json, score_text
from palm_pitch.family.scoring import Contract, Play, Trick, score_hand
from palm_pitch.family.trumps import trump_table
from palm_pitch.family.variants import all_variants, get_variant
from palm_pitch.family_command import replay, seats_for

JUNIPER = get_variant("juniper")


def nine_card_trick(leader: int, plays: str, winner: int) -> Trick:
    seats = tuple((leader + step) % 9 for step in range(9))
    cards = tuple(parse_card(token) for token in plays.split())
    plays_made = tuple(Play(seat, card) for seat, card in zip(seats, cards, strict=True))
    return Trick(leader, plays_made, seats, winner)


def juniper_hand(bid: int, scores: tuple[int | Fraction, ...] = (0, 0, 0)):  # type: ignore[no-untyped-def]
    """Seat 0 (team 0) makes ``bid``; its team takes High, Jack, the big joker, Low and Game; seat 1
    (team 1) takes the little joker."""
    tricks = (nine_card_trick(0, "AH JH BJ 2H 3H 4H 5H 6H 7H", 0),
              nine_card_trick(0, "8S LJ 9S 8D 9D 8C 9C 3S 4S", 1))
    return score_hand(JUNIPER, 1, 8, Contract(0, Bid(bid)), trump_table(JUNIPER, Suit.HEARTS), tricks, scores)


def test_juniper_s_jokers_are_half_points_and_a_hand_holds_five() -> None:
    values = {point.name: point.value for point in JUNIPER.points}
    assert values["Big Joker"] == values["Little Joker"] == HALF
    assert JUNIPER.total_points == 5 and isinstance(JUNIPER.total_points, int)
    assert (JUNIPER.min_bid, JUNIPER.max_bid) == (1, 5)  # the seed's 6 could never be made


def test_a_joker_scores_half_a_point_to_the_side_that_takes_it() -> None:
    result = juniper_hand(3)
    assert result.made
    assert result.points == (Fraction(9, 2), HALF, 0)
    assert result.hand_scores == (Fraction(9, 2), HALF, 0)
    assert result.scores_after == (Fraction(9, 2), HALF, 0)


def test_half_points_add_up_to_whole_scores_as_ints() -> None:
    result = juniper_hand(4, scores=(HALF, Fraction(3, 2), 7))
    assert result.scores_after == (5, 2, 7)
    assert all(type(value) is int for value in result.scores_after)


def test_a_set_juniper_team_with_a_half_falls_to_minus_one() -> None:
    result = juniper_hand(5, scores=(Fraction(27, 2), 0, 0))  # 4.5 taken of the 5 bid
    assert not result.made and result.scores_after[0] == -1


def test_a_half_point_short_of_the_target_does_not_win() -> None:
    short = juniper_hand(3, scores=(16, 0, 0))  # 16 + 4.5 = 20.5
    assert short.scores_after[0] == Fraction(41, 2) and short.winner is None
    there = juniper_hand(3, scores=(Fraction(33, 2), 0, 0))  # 16.5 + 4.5 = 21
    assert there.scores_after[0] == 21 and there.winner == 0


@pytest.mark.parametrize("rules", [rules for rules in all_variants() if rules.name != "juniper"],
                         ids=lambda rules: rules.name)
def test_every_other_ruleset_scores_whole_points(rules) -> None:  # type: ignore[no-untyped-def]
    assert all(type(point.value) is int for point in rules.points)


@given(st.integers(-400, 400))
def test_a_score_in_halves_reads_back_from_its_text_and_its_json(halves: int) -> None:
    value = score(Fraction(halves, 2))
    assert parse_score(score_text(value)) == value
    assert score_from_json(json.loads(json.dumps(score_json(value)))) == value
    assert isinstance(score_json(value), int) == (halves % 2 == 0)


def test_scores_are_written_as_people_read_them() -> None:
    written = [score_text(value) for value in (7, Fraction(15, 2), -HALF, Fraction(-3, 2))]
    assert written == ["7", "7.5", "-0.5", "-1.5"]
    assert score_text(HALF, signed=True) == "+0.5" and score_text(0, signed=True) == "+0"
    for bad in ("7.25", "7.", "x", "", "1.5.5"):
        with pytest.raises(ValueError):
            parse_score(bad)
    for bad_json in (7.25, True, "7.5", None):
        with pytest.raises(ValueError):
            score_from_json(bad_json)


def a_game_ending_in_a_half() -> FamilyRecord:
    players = seats_for(JUNIPER, FamilyHeuristic(), FamilyRandom())
    for seed in range(40):
        outcome = play_game(JUNIPER, players, seed, max_hands=60)
        if any(isinstance(value, Fraction) for value in outcome.final.scores):
            return FamilyRecord.of_game(JUNIPER, seed, outcome.actions, outcome.final)
    raise AssertionError("no game of 40 ended with a half point")


def test_a_record_with_half_points_round_trips_as_json_and_text() -> None:
    game = a_game_ending_in_a_half()
    data = json.loads(game.to_json_text())
    assert any(isinstance(value, float) and value % 1 == 0.5 for value in data["scores"])
    again = FamilyRecord.from_json_text(game.to_json_text())
    assert again == game and again.replay().scores == game.scores
    text = game.to_text()
    assert ".5" in text.splitlines()[3]  # [Scores "..."]
    from_text = FamilyRecord.from_text(text)
    assert from_text == game and from_text.replay().scores == game.scores


def test_a_record_refuses_a_score_that_is_not_whole_or_a_half() -> None:
    game = a_game_ending_in_a_half()
    data = json.loads(game.to_json_text())
    data["scores"][0] = 7.25
    with pytest.raises(FamilyRecordError, match=r"^scores: a score is whole or a half, not 7\.25$"):
        FamilyRecord.from_json_text(json.dumps(data))
    text = game.to_text().replace("[Scores \"", "[Scores \"7.3 ", 1)
    with pytest.raises(FamilyRecordError, match=r"^\[Scores\]: "):
        FamilyRecord.from_text(text)
    assert game.scores is not None
    other = " ".join(score_text(value + HALF) for value in game.scores)
    wrong = re.sub(r'\[Scores "[^"]*"\]', f'[Scores "{other}"]', game.to_text())
    tampered = FamilyRecord.from_text(wrong)
    with pytest.raises(FamilyRecordError, match=f"^scores: recorded {other}, the replay gives "):
        tampered.replay()


def test_palm_pitch_replay_prints_half_points_as_json_numbers() -> None:
    import io

    game = a_game_ending_in_a_half()
    out = io.StringIO()
    assert replay(game.to_json_text(), out) == 0
    printed = json.loads(out.getvalue())
    assert [score_from_json(value) for value in printed["scores"]] == list(game.scores)
    assert any(isinstance(change, float) for hand in printed["hands"] for change in hand["hand_scores"])


def test_the_app_s_hand_summary_shows_the_halves() -> None:
    """The app seats 2 to 6 players (Juniper has nine): its texts are checked on Juniper's points at
    a table of six in three teams."""
    rules = JUNIPER.replace(name="juniper-six", players=6)

    def six(plays: str, winner: int) -> Trick:
        cards = [parse_card(card) for card in plays.split()]
        return Trick(0, tuple(Play(seat, card) for seat, card in enumerate(cards)), tuple(range(6)), winner)

    tricks = (six("AH JH BJ 2H 3H 4H", 0), six("8S LJ 9S 8D 9D 8C", 1))
    table = trump_table(rules, Suit.HEARTS)
    result = score_hand(rules, 1, 5, Contract(0, Bid(3)), table, tricks, (HALF, 2, 0))
    texts = FamilyTexts(load_desktop_resources())
    summary = summary_text(result, rules, texts, ("Us", "Them"))
    assert "Us 5 (+4.5)" in summary and " 2.5 (+0.5)" in summary
