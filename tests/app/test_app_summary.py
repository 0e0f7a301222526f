"""The hand summary: the last line that says why a team at the target has not won."""

from __future__ import annotations

import pytest

from palm_pitch.actions import Bid
from palm_pitch.app import ids
from palm_pitch.app.summary import summary_note
from palm_pitch.rules import PALM, Smudge, WinRule
from palm_pitch.scoring import HandResult


def result(
    scores_after: tuple[int, int],
    made: bool = True,
    pitcher: int | None = 3,
    bid: Bid = Bid.TWO,
    winner: int | None = None,
) -> HandResult:
    return HandResult(
        dealer=1,
        bids=(),
        pitcher=pitcher,
        bid=bid,
        trump=None,
        tricks=(),
        high=0,
        low=0,
        jack=None,
        game=0,
        high_card=None,
        low_card=None,
        jack_card=None,
        game_pips=(20, 4),
        points=(3, 0),
        made=made,
        hand_score=(3, -2),
        scores_before=(0, 0),
        scores_after=scores_after,
        winner=winner,
    )


def test_a_team_at_the_target_on_defence_is_told_only_a_made_bid_wins() -> None:
    assert summary_note(result((21, 3), made=False), PALM) == ids.SummaryNoWinString
    assert summary_note(result((5, 22), made=False, pitcher=0), PALM) == ids.SummaryNoWinString


def test_a_tie_at_the_target_is_no_win() -> None:
    assert summary_note(result((21, 21)), PALM) == ids.SummaryTieNoWinString
    assert summary_note(result((23, 23), made=False), PALM) == ids.SummaryNoWinString


@pytest.mark.parametrize(
    ("hand", "ruleset"),
    [
        (result((12, 20)), PALM),  # below the target
        (result((25, 18), winner=1), PALM),  # won: the game-over dialog says so
        (result((21, 3), made=False), PALM.replace(win_rule=WinRule.COUNT_OUT)),
        (result((11, 3), made=False), PALM),
        (result((22, 0), pitcher=None, bid=Bid.PASS), PALM),  # everyone passed
    ],
)
def test_no_note_when_the_scores_need_none(hand: HandResult, ruleset: object) -> None:
    assert summary_note(hand, ruleset) is None  # type: ignore[arg-type]


def test_a_target_of_11_counts_from_11() -> None:
    assert summary_note(result((11, 3), made=False), PALM.replace(target=11)) == ids.SummaryNoWinString


def test_a_smudge_that_wins_the_game_says_so() -> None:
    smudge = result((-20, 8), bid=Bid.SMUDGE, pitcher=0, winner=0)
    assert summary_note(smudge, PALM.replace(smudge=Smudge.WINS_GAME)) == ids.SummarySmudgeWinsString
    assert summary_note(smudge, PALM) is None
