"""The duel harness: duplicate games, the interval, the blunder counters on constructed hands, and
the ``palm-pitch duel`` command."""

from __future__ import annotations

import pytest
from pitch_helpers import act, deal

from palm_pitch import cli
from palm_pitch.duel import SideStats, _count_hand, hand_blunders, report, run_duel, wilson
from palm_pitch.players import EasyPlayer, HeuristicPlayer, RandomPlayer
from palm_pitch.rules import PALM
from palm_pitch.scoring import HandResult


def played(hands: tuple[str, str, str, str], dealer: int, actions: str) -> HandResult:
    state = act(deal(*hands, dealer=dealer), actions)
    assert state.result is not None, "the actions must finish the hand"
    return state.result


def test_low_thrown_while_holding_a_higher_zero_point_trump() -> None:
    # West pitches the AS; South throws the 3S (the Low: the 2S is not dealt) holding the 8S.
    result = played(("3S 8S 4H 5H 6H 7H", "AS KS 2D 3D 4D 5D", "4S 6D 7D 8D 9D 2C", "5S 6S 3C 4C 5C 6C"), 2,
                    "pass pass 2 pass  AS 4S 5S 3S  KS 6D 6S 8S  2D 7D 3C 4H  8D 4C 5H 3D  9D 5C 6H 4D"
                    "  2C 6C 7H 5D")
    assert str(result.low_card) == "3S" and result.low == 1
    assert hand_blunders(result, PALM) == [(1, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0)]


def test_a_ten_thrown_to_the_opponents_when_a_zero_point_card_would_do() -> None:
    # South, out of trump, throws the TH on West's AS while holding the 2H. North's 2S (the Low) under
    # the ace is no blunder: North has no other trump.
    result = played(("TH 2H 3D 4D 5D 6D", "AS KS 7C 8C 9C QC", "2S 3H 4H 5H 6H 7H", "3S 4S 5S 6S 7S 8S"), 2,
                    "pass pass 2 pass  AS 2S 3S TH  KS 3H 4S 2H  7C 4H 5S 3D  6S 4D 8C 5H  7S 5D 9C 6H"
                    "  8S 6D QC 7H")
    assert hand_blunders(result, PALM) == [(0, 1, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0)]


def test_the_partners_sure_winner_overtrumped() -> None:
    # North's AH cannot be beaten by West (no heart, no trump left), yet South trumps it with the 9S
    # holding the 2H. East, in the first trick, throws the 2S (the Low) holding the 3S and 4S.
    result = played(("9S TS 2H 3D 4D 5D", "2C 3C 4C 5C 6C 7C", "AS KS AH 3H 4H 5H", "2S 3S 4S 8H 6D 7D"), 1,
                    "2 pass pass pass  AS 2S TS 2C  AH 8H 9S 3C  2H 4C 3H 6D  KS 3S 3D 5C  4H 4S 4D 6C"
                    "  7D 5D 7C 5H")
    assert hand_blunders(result, PALM) == [(0, 0, 1), (0, 0, 0), (0, 0, 0), (1, 0, 0)]


def test_a_steal_from_the_partner_is_counted_apart() -> None:
    # North deals; South (its partner) bids 2 and North matches it, then takes every trick.
    hands = ("2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C", "AS KS QS JS TS 9S", "2H 3H 4H 5H 6H 7H")
    tricks = "AS 2H 2D 2C  KS 3H 3D 3C  QS 4H 4D 4C  JS 5H 5D 5C  TS 6H 6D 6C  9S 7H 7D 7C"
    sides = (SideStats("us"), SideStats("them"))
    _count_hand(played(hands, 2, "pass 2 pass 2  " + tricks), PALM, sides)
    assert (sides[0].steals.count, sides[0].partner_steals.count, sides[0].partner_steals.made) == (1, 1, 1)
    _count_hand(played(hands, 2, "2 pass pass 2  " + tricks), PALM, sides)  # East's 2: a steal only
    assert (sides[0].steals.count, sides[0].partner_steals.count) == (2, 1)


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert 0.40 < low < 0.41 and 0.59 < high < 0.60
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(3, 10)[0] < 0.3 < wilson(3, 10)[1]
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_player_against_itself_is_even_on_duplicate_deals() -> None:
    duel = run_duel(HeuristicPlayer(), HeuristicPlayer(), deals=6, seed=3)
    assert duel.a.games == duel.b.games == 12
    assert duel.a.wins == duel.b.wins == 6  # each deal is won once from each side
    assert duel.a.points_for == duel.b.points_for and duel.a.pitched == duel.b.pitched
    assert all(pair == (1, 2) for pair in duel.pairs)


def test_the_heuristic_beats_random_players_and_the_report_says_so() -> None:
    duel = run_duel(HeuristicPlayer(), RandomPlayer(), deals=5, seed=1, clock=iter(range(10**6)).__next__)
    assert duel.a.wins >= 9
    lines = report(duel)
    assert lines[0].startswith("duel heuristic vs random: 10 games, 5 deal seeds 1..5")
    assert any("bid 3 made" in line for line in lines)
    assert any(line.startswith("  heuristic play time: ") for line in lines)
    assert duel.a.blunders.top_bid_without_ace == 0


def test_the_duel_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["duel", "heuristic", "easy", "--games", "3", "--seed", "7"]) == 0
    out, _ = capsys.readouterr()
    assert out.startswith("duel heuristic vs easy: 4 games, 2 deal seeds 7..8")
    assert "4 or Smudge without the ace" in out
    assert cli.main(["duel", "heuristic", "wizard"]) == 2
    _, err = capsys.readouterr()
    assert err.startswith("duel: unknown player 'wizard' (known: heuristic, easy, random, pimc, hard, expert")
    assert cli.main(["duel", "easy", "easy", "--ruleset", "mars"]) == 2
    _, err = capsys.readouterr()
    assert err.startswith("duel: unknown ruleset 'mars'") and err.count("\n") == 1
    assert isinstance(EasyPlayer(), EasyPlayer)
