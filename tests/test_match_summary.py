"""The figures ``palm-pitch simulate`` prints: :func:`palm_pitch.match.summarize`."""

from __future__ import annotations

from palm_pitch.match import Summary, play_game, summarize
from palm_pitch.players import HeuristicPlayer


def test_summaries_do_not_share_their_team_figures() -> None:
    first, second = Summary(), Summary()
    first.teams[0].games_won += 1
    assert second.teams[0].games_won == 0
    summary = summarize([play_game([HeuristicPlayer()] * 4, seed=1)])
    assert sum(team.games_won for team in summary.teams) == 1
    assert Summary().teams[0].games_won == 0
