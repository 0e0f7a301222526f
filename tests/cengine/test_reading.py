"""Reading the other players over a match (palm_pitch.cengine.reading) and the search's mixture
of two models of each seat (``mix`` in SearchSettings; ``replay`` in device/core/search.c)."""

from __future__ import annotations

from pitch_helpers import deal

from palm_pitch.cengine.reading import agreement, hand_agreement, normal_chance
from palm_pitch.cengine.search import SearchSettings, search
from palm_pitch.match import play_game
from palm_pitch.players import make_player
from palm_pitch.rules import PALM
from palm_pitch.state import GameState
from palm_pitch.views import PlayerView


def test_normal_agrees_with_itself_at_every_decision_and_the_others_do_not() -> None:
    normal, other = make_player("normal"), make_player("random")
    outcome = play_game([other, normal, other, normal], seed=4)
    counts = agreement(outcome.results, PALM)
    for seat in (1, 3):  # Normal: every decision with a choice is Normal's
        agreed, decisions = counts[seat]
        assert decisions > 10 and agreed == decisions
    for seat in (0, 2):
        agreed, decisions = counts[seat]
        assert decisions > 10 and agreed < decisions
    # the totals are the hands' counts summed
    by_hand = [hand_agreement(result, PALM) for result in outcome.results]
    assert counts[1] == (sum(h[1][0] for h in by_hand), sum(h[1][1] for h in by_hand))


def test_the_chance_of_normal_follows_the_evidence() -> None:
    assert normal_chance(0, 0, 0.5, 0.05, 0.75) == 0.5  # nothing read: the prior
    assert normal_chance(30, 30, 0.5, 0.05, 0.75) > 0.999  # a whole hand and more as Normal
    assert normal_chance(21, 30, 0.5, 0.05, 0.75) < 0.001  # a search player's share unlike Normal's
    assert normal_chance(28, 30, 0.5, 0.05, 0.75) > 0.9  # two slips in 30 look like Normal still
    assert normal_chance(10, 10, 0.5, 0.05, 0.75) > normal_chance(5, 5, 0.5, 0.05, 0.75)
    assert normal_chance(8, 10, 0.2, 0.05, 0.75) < normal_chance(8, 10, 0.8, 0.05, 0.75)


def _midplay() -> GameState:
    state = deal("AS KS JS 2S 3S 7H", "9H 8D 7C 6H 5D 4C", "QH 9D 8C 7S 5H 4D", "3H 6D 5C 9C TH TD")
    for action in ("pass", "3", "pass", "pass"):
        state = state.apply(state.legal_actions()[0] if action == "pass" else
                            next(a for a in state.legal_actions() if str(int(a)) == action))
    normal = make_player("normal")
    from palm_pitch.rng import Rng
    for _ in range(6):
        seat = state.to_move
        assert seat is not None
        state = state.apply(normal.choose(PlayerView(state, seat), Rng(seat)))
    return state


def test_the_mixture_reads_the_seats_and_all_soft_is_the_soft_model() -> None:
    """With every seat's chance 0 the mixture is the soft model exactly; a chance of 1 for the
    seats that played reads them by the sharp model, which changes the worlds."""
    state = _midplay()
    view = PlayerView(state, state.to_move)  # type: ignore[arg-type]
    soft = SearchSettings(worlds=48, play_weight=0.7)
    plain = search(view, soft, 6)
    params_zero = soft.params(6, (0.0, 0.0, 0.0, 0.0))
    assert list(params_zero.mix) == [0, 0, 0, 0]
    sharp = SearchSettings(worlds=48, play_weight=0.7, mix=0.999, sharp_weight=0.01)
    assert list(sharp.params(6, (1.0, 1.0, 1.0, 1.0)).mix) == [10000] * 4
    read = search(view, sharp, 6)  # no finished hand: every seat at the prior, 0.999
    assert list(read.value) != list(plain.value)
    again = search(view, sharp, 6)
    assert list(again.value) == list(read.value)  # deterministic


def test_a_match_of_normal_seats_is_read_as_normal() -> None:
    normal = make_player("normal")
    outcome = play_game([normal] * 4, seed=9)
    state = outcome.final
    view = PlayerView(state, 0)
    chances = SearchSettings(worlds=8, mix=0.5).normal_chances(view)
    assert all(chance > 0.999 for chance in chances)
