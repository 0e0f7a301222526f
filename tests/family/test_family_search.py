"""Hard and Expert in every variant of the family (palm_pitch.family.search): a hand of each with
search players at every seat, the search deciding in the play, and its worlds reachable states."""

from __future__ import annotations

import pytest

from palm_pitch.family.actions import Look
from palm_pitch.family.engine import Phase, new_game
from palm_pitch.family.search import BID_CANDIDATES, FamilySearch, auction_world, bid_candidates, world
from palm_pitch.family.state import bid_rank
from palm_pitch.family.variants import get_variant, variant_names
from palm_pitch.family.views import seat_view
from palm_pitch.rng import Rng


@pytest.mark.parametrize("name", variant_names())
def test_hard_and_expert_play_a_hand_of_every_variant(name: str) -> None:
    rules = get_variant(name)
    players = [FamilySearch("hard" if seat % 2 == 0 else "expert", worlds=2, bid_worlds=2)
               for seat in range(rules.players)]
    rng = Rng(3)
    for seed in range(4):  # a hand that reaches the play (not thrown in)
        state = new_game(rules, seed).advance()
        while state.phase not in (Phase.SCORE, Phase.GAME_OVER):
            seat = state.to_move
            assert seat is not None
            view = seat_view(state, seat)
            if view.phase is Phase.PLAY and len(view.legal) > 1:
                # every world is a state of the play that agrees with what the seat sees
                sample = world(view, rng)
                assert sample.hands[seat] == state.hands[seat] and sample.tricks == state.tricks
                assert [len(hand) for hand in sample.hands] == [len(hand) for hand in state.hands]
            state = state.apply(players[seat].choose(view, rng))
        if sum(player.searched for player in players):
            return
    raise AssertionError(f"{name}: no play decision was searched in four hands")


def test_the_search_is_deterministic_and_named() -> None:
    rules = get_variant("palm")
    state = new_game(rules, 5).advance()
    while state.phase is not Phase.PLAY:
        seat = state.to_move
        assert seat is not None
        state = state.apply(FamilySearch().choose(seat_view(state, seat), Rng(seat)))
    view = seat_view(state, state.to_move)  # type: ignore[arg-type]
    assert FamilySearch("expert").choose(view, Rng(9)) == FamilySearch("expert").choose(view, Rng(9))
    assert FamilySearch("expert").worlds > FamilySearch("hard").worlds


def test_the_decision_cost_benchmark_times_the_searched_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks.family_search import decision_times, main

    times = decision_times(get_variant("auction-pitch"), "hard", seeds=1, hands=1)
    assert set(times) == {Phase.BID, Phase.PLAY} and all(times.values())  # seat 0 bids and plays
    assert all(0.0 < seconds < 60.0 for seconds in times[Phase.BID] + times[Phase.PLAY])
    assert main(["--level", "hard", "--seeds", "1", "--hands", "1", "auction-pitch"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("hard (8 deals a bid, 8 a play decision)")
    assert lines[2].startswith("auction-pitch")
    assert lines[-1].startswith("highest p95")


def test_the_worlds_keep_the_voids_the_play_has_shown() -> None:
    from palm_pitch.family.search import shown_voids

    rules = get_variant("auction-pitch")
    heuristic, rng, checked = FamilySearch("hard", worlds=1).model, Rng(5), 0
    for seed in range(30):
        state = new_game(rules, seed).advance()
        while state.phase not in (Phase.SCORE, Phase.GAME_OVER):
            seat = state.to_move
            assert seat is not None
            view = seat_view(state, seat)
            voids = shown_voids(view)
            for other, suits in voids.items():  # what it shows is true of the real deal
                assert all(view.trump is not None and view.trump.suit_of(card) not in suits
                           for card in state.hands[other])
            if view.phase is Phase.PLAY and voids:
                for _ in range(10):
                    sample = world(view, rng)
                    for other, suits in voids.items():
                        assert all(view.trump.suit_of(card) not in suits  # type: ignore[union-attr]
                                   for card in sample.hands[other])
                checked += 1
            state = state.apply(heuristic.choose(view, rng))
    assert checked > 20  # positions where a void had been shown


def _first_bids(name: str, seeds: range):
    """The views of every bid with a choice in the first hands of ``seeds`` (the heuristic bidding),
    each with the state it was taken in."""
    rules = get_variant(name)
    heuristic = FamilySearch(worlds=0, bid_worlds=0)
    for seed in seeds:
        state = new_game(rules, seed).advance()
        while state.phase is Phase.BID:
            seat = state.to_move
            assert seat is not None
            view = seat_view(state, seat)
            if len(view.legal) > 1:
                yield state, view
            state = state.apply(heuristic.choose(view, Rng(seed)))


@pytest.mark.parametrize("name", ["setback", "ten-point", "setback-widow", "setback-jokers"])
def test_the_bid_worlds_are_deals_that_come_to_the_same_auction(name: str) -> None:
    rng, checked = Rng(7), 0
    for state, view in _first_bids(name, range(6)):
        rules = state.rules
        for _ in range(5):
            sample = auction_world(view, rng)
            if sample is None:  # a coke hand thrown in: the only deal refused in these games
                assert rules.coke_redeal
                continue
            assert sample.hands[view.seat] == state.hands[view.seat]
            assert sample.bids == state.bids and sample.to_move == view.seat and sample.phase is Phase.BID
            assert sample.dealer == state.dealer and sample.scores == state.scores
            assert [len(hand) for hand in sample.hands] == [len(hand) for hand in state.hands]
            assert len(sample.widow) == len(state.widow)
            cards = [*[card for hand in sample.hands for card in hand], *sample.widow, *sample.stock]
            dealt = [*[card for hand in state.hands for card in hand], *state.widow, *state.stock]
            assert sorted(map(str, cards)) == sorted(map(str, dealt))
            assert sample.legal_actions() == view.legal
            checked += 1
    assert checked > 20


def test_the_searched_bid_keeps_the_heuristic_s_unless_another_is_clearly_better() -> None:
    heuristic, changed, searched = FamilySearch(worlds=0, bid_worlds=0), 0, 0
    for _, view in _first_bids("setback", range(6)):
        usual = heuristic.choose(view, Rng(1))
        stubborn = FamilySearch("expert", bid_margin=1000.0)  # no bid is that much better
        assert stubborn.choose(view, Rng(2)) == usual and stubborn.bids_searched == 1
        expert = FamilySearch("expert")
        bid = expert.choose(view, Rng(2))
        assert bid in view.legal and expert.bids_searched == 1 and expert.searched == 0
        assert bid == FamilySearch("expert").choose(view, Rng(2))  # deterministic
        changed += bid != usual
        searched += 1
    assert searched > 10 and 0 < changed < searched  # it bids otherwise sometimes, not always


@pytest.mark.parametrize("name", ["abacos", "man-o-war", "nine-five-blind"])
def test_look_or_not_bids_are_searched_in_deals_that_make_the_looks_again(name: str) -> None:
    """A seat that looked bids by search, in deals where every look and bid so far is made again
    (each seat here looks or not by the seed); one bidding unseen bids as the heuristic does."""
    rules = get_variant(name)
    assert rules.look_or_not
    expert, heuristic, rng = FamilySearch("expert"), FamilySearch(worlds=0, bid_worlds=0), Rng(3)
    worlds = unseen = 0
    for seed in range(8):
        state = new_game(rules, seed).advance()
        while state.phase in (Phase.LOOK, Phase.BID):
            seat = state.to_move
            assert seat is not None
            view = seat_view(state, seat)
            if view.phase is Phase.LOOK:
                state = state.apply(Look((seed + seat) % 3 != 0))
                continue
            if len(view.legal) > 1 and not view.hand:  # bidding unseen: the heuristic's bid
                searched = expert.bids_searched
                assert expert.choose(view, Rng(seed)) == heuristic.choose(view, Rng(seed))
                assert expert.bids_searched == searched
                unseen += 1
            elif len(view.legal) > 1:
                for _ in range(3):
                    sample = auction_world(view, rng)
                    if sample is None:  # a deal the auction rules out (a nine that must bid)
                        continue
                    assert sample.looked == state.looked and sample.bids == state.bids
                    assert sample.to_move == seat and sample.hands[seat] == state.hands[seat]
                    assert sample.legal_actions() == view.legal
                    worlds += 1
            state = state.apply(heuristic.choose(view, Rng(seed)))
    assert worlds > 10 and unseen > 0
    searched = FamilySearch("expert")
    for seed in range(4):
        state = new_game(rules, seed).advance()
        while state.phase in (Phase.LOOK, Phase.BID):
            seat = state.to_move
            assert seat is not None
            state = state.apply(searched.choose(seat_view(state, seat), Rng(seed)))
    assert searched.bids_searched > 0  # Expert looks, and then bids by search


def test_a_long_range_of_bids_is_weighed_around_the_heuristic_s() -> None:
    heuristic, checked = FamilySearch(worlds=0, bid_worlds=0), 0
    for state, view in _first_bids("sixteen-point", range(4)):
        usual = heuristic.choose(view, Rng(1))
        bids = bid_candidates(view, usual)
        assert len(view.legal) > BID_CANDIDATES == len(bids)
        assert usual in bids and view.legal[0] in bids and str(view.legal[0]) == "pass"
        ranks = sorted(bid_rank(state.rules, bid) for bid in bids if str(bid) != "pass")
        every = sorted(bid_rank(state.rules, bid) for bid in view.legal if str(bid) != "pass")
        start = every.index(ranks[0])
        assert every[start:start + len(ranks)] == ranks  # a run of neighbours, not a scatter
        checked += 1
    assert checked > 8
    few = next(view for _, view in _first_bids("setback", range(3)))
    assert bid_candidates(few, few.legal[0]) == few.legal  # five bids or fewer: all weighed
