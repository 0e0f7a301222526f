"""The "easy" player: the first heuristic, kept as a weaker level and as the rebuilt one's baseline.

Its rules are pinned on a few positions where the rebuilt heuristic decides otherwise, so that the
baseline stays what it was measured as; and it keeps the portability promises of the heuristic.
"""

from __future__ import annotations

import ast
from pathlib import Path

from pitch_helpers import act, cards, deal

import palm_pitch.players.easy as easy_module
from palm_pitch.actions import Bid
from palm_pitch.cards import Card, mask_of
from palm_pitch.match import play_game
from palm_pitch.players import EasyPlayer, HeuristicPlayer, make_player
from palm_pitch.players.easy import bid_level, evaluate_suit
from palm_pitch.rng import Rng
from palm_pitch.state import GameState
from palm_pitch.views import PlayerView

E = EasyPlayer()
C = Card.from_str


def choose(player: object, state: GameState) -> object:
    seat = state.to_move
    assert seat is not None
    return player.choose(PlayerView(state, seat), Rng(0))  # type: ignore[attr-defined]


def test_it_is_the_easy_level() -> None:
    assert E.name == "easy" and isinstance(make_player("easy"), EasyPlayer)


def test_its_old_bidding_scale() -> None:
    # Rule 1-2 of the first heuristic: a 3 needs 20 quarter-points, which K-2 of trumps reaches.
    assert evaluate_suit(mask_of(cards("KS 2S 7H 8D 9C 4C")), 0) == 11 + 12
    assert bid_level(mask_of(cards("KS 2S 7H 8D 9C 4C")), True)[0] == 3


def test_it_throws_its_low_trump_under_a_king_where_the_heuristic_keeps_it() -> None:
    # Seed 7, hand 1: East holds 4D 8D 9D under North's KD.
    state = act(deal("5S TS 3H 5H 5C 6C", "QS AS 2H 8H 5D 8C", "2S 6S KS 6H QD KD", "4S 4D 8D 9D AD 9C",
                     dealer=1), "2 3 pass pass AD 3H 5D QD 4S 5S QS KS KD")
    assert choose(E, state) == C("4D")
    assert choose(HeuristicPlayer(), state) != C("4D")


def test_it_opens_at_the_cheapest_bid() -> None:
    strong = deal("AS KS JS 2S 3S 7H", "9H 8D 7C 6H 5D 4C", "QH 9D 8C 7S 5H 4D", "3H 6D 5C 9C TH TD")
    assert choose(E, strong) == Bid.TWO
    assert choose(HeuristicPlayer(), strong) > Bid.TWO


def test_it_uses_integers_only_and_plays_whole_games() -> None:
    tree = ast.parse(Path(easy_module.__file__).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        assert not (isinstance(node, ast.Constant) and isinstance(node.value, float))
        assert not isinstance(node, ast.Div)
    outcome = play_game([E] * 4, seed=2026)
    assert outcome.winner is not None
