"""The C search players (device/core/search.c through palm_pitch.cengine.search): legal,
deterministic choices that depend on nothing the seat cannot see, strong bids on strong hands,
and the generated match-win table."""

from __future__ import annotations

import ctypes

import pytest
from pitch_helpers import act, deal

from palm_pitch.actions import Action, Bid
from palm_pitch.cards import Card
from palm_pitch.cengine._library import SearchResult, library
from palm_pitch.cengine.game import CGame
from palm_pitch.cengine.search import (
    REWARD_WIN,
    CSearchPlayer,
    SearchSettings,
    game_of_view,
    sample_worlds,
    search,
)
from palm_pitch.players import HeuristicPlayer, make_player
from palm_pitch.players.win_table import WIN_TABLE, WIN_TABLE_SIZE
from palm_pitch.rng import Rng
from palm_pitch.state import GameState, Phase, new_game
from palm_pitch.views import PlayerView

HARD = SearchSettings(worlds=24)
EXPERT = SearchSettings(worlds=24, iterations=400, reward=REWARD_WIN)


def midgame(seed: int, steps: int) -> GameState:
    state = new_game(seed=seed).deal()
    heuristic = HeuristicPlayer()
    for _ in range(steps):
        if state.phase not in (Phase.BID, Phase.PLAY):
            break
        seat = state.to_move
        assert seat is not None
        state = state.apply(heuristic.choose(PlayerView(state, seat), Rng(seat)))
    return state


@pytest.mark.parametrize("settings", [HARD, EXPERT], ids=["pimc", "ismcts"])
def test_choices_are_legal_and_repeat_with_the_seed(settings: SearchSettings) -> None:
    for seed, steps in ((1, 0), (2, 3), (3, 6), (4, 11), (5, 20)):
        state = midgame(seed, steps)
        if state.phase not in (Phase.BID, Phase.PLAY):
            continue
        view = PlayerView(state, state.to_move)  # type: ignore[arg-type]
        first = search(view, settings, 99)
        again = search(view, settings, 99)
        legal = view.legal_actions()
        assert first.nactions == len(legal)
        assert first.action == again.action and list(first.value) == list(again.value)
        assert CSearchPlayer("x", settings).choose(view, Rng(7)) in legal
        if len(legal) > 1:
            assert first.playouts > 0 and first.worlds == settings.worlds


def test_the_search_reads_only_its_seats_view() -> None:
    """South's view is the same over three deals of the other hands: a C game holding the true
    hidden hands gives the very same values as the game built from the view alone."""
    south = "AS KS JS 2S 3S 7H"
    others = ["9H 8D 7C 6H 5D 4C", "QH 9D 8C 7S 5H 4D", "3H 6D 5C 9C TH TD"]
    answers = set()
    for shift in range(3):
        hands = others[shift:] + others[:shift]
        state = deal(south, *hands)  # South bids first (East deals)
        view = PlayerView(state, 0)
        true_game = CGame.from_deal(_dealt(state), state.dealer)
        values = _values(true_game, 0)
        assert values == _values(game_of_view(view), 0)
        answers.add((values[0], tuple(values[1])))
    assert len(answers) == 1


def _dealt(state: GameState) -> list[list[Card]]:
    return [list(PlayerView(state, seat).hand) for seat in range(4)]


def _values(game: CGame, seat: int) -> tuple[int, list[int]]:
    params = HARD.params(5)
    result = SearchResult()
    assert library().pp_capi_search(game._buffer, seat, ctypes.byref(params), ctypes.byref(result)) == 0
    return result.action, list(result.value)


def test_a_strong_hand_bids_and_junk_passes() -> None:
    strong = deal("AS KS JS 2S 3S 7H", "9H 8D 7C 6H 5D 4C", "QH 9D 8C 7S 5H 4D", "3H 6D 5C 9C TH TD")
    junk = act(deal("AS KS JS 2S 3S 7H", "QH 9D 8C 7S 5H 4D", "3H 6D 5C 9C TH TD", "9H 8D 7C 6H 5D 4C"),
               "3 pass pass")
    for name in ("hard", "expert"):
        player = make_player(name)
        assert isinstance(player, CSearchPlayer)
        assert player.choose(PlayerView(strong, 0), Rng(2)) in (Bid.THREE, Bid.FOUR, Bid.SMUDGE)
        assert player.choose(PlayerView(junk, 3), Rng(2)) == Bid.PASS


def test_the_win_table_is_the_one_the_c_reads() -> None:
    lib = library()
    assert len(WIN_TABLE) == WIN_TABLE_SIZE and all(len(row) == WIN_TABLE_SIZE for row in WIN_TABLE)
    for a, b in ((1, 1), (3, 17), (20, 2), (WIN_TABLE_SIZE, 1)):
        assert lib.pp_search_win_chance(a, b) == WIN_TABLE[a - 1][b - 1]
    assert lib.pp_search_win_chance(500, -4) == WIN_TABLE[-1][0]  # clamped
    for a in range(WIN_TABLE_SIZE):
        for b in range(WIN_TABLE_SIZE):
            assert abs(WIN_TABLE[a][b] + WIN_TABLE[b][a] - 10000) <= 1
            if a:
                assert WIN_TABLE[a][b] <= WIN_TABLE[a - 1][b]


def test_a_bid_takes_its_own_worlds_and_a_clear_play_stops_early() -> None:
    bidding = deal("AS KS JS 2S 3S 7H", "9H 8D 7C 6H 5D 4C", "QH 9D 8C 7S 5H 4D", "3H 6D 5C 9C TH TD")
    settings = SearchSettings(worlds=40, bid_worlds=96)
    assert search(PlayerView(bidding, 0), settings, 3).worlds == 96
    # South pitched spades holding every top trump: leading the ace of spades wins the trick in
    # every world, and leading the 7 of hearts gives the trick away in most.
    leading = act(bidding, "4 pass pass pass")
    view = PlayerView(leading, 0)
    full = search(view, SearchSettings(worlds=160), 3)
    early = search(view, SearchSettings(worlds=160, stop_z=3.0), 3)
    assert early.worlds < full.worlds == 160 and early.worlds % 16 == 0
    assert early.playouts == early.worlds * early.nactions
    assert early.action == full.action
    assert search(view, SearchSettings(worlds=160, stop_z=3.0), 3).worlds == early.worlds  # deterministic
    # No early stop at a bid among close choices within the first worlds: the stop needs a clear lead.
    assert search(PlayerView(bidding, 0), SearchSettings(worlds=48, stop_z=50.0), 3).worlds == 48


def test_the_points_share_blends_the_two_rewards() -> None:
    """A share of 1 is the points reward exactly, 0 the match-win chance alone; a share between
    gives each action that blend of the two values (the same worlds: the same seed)."""
    for seed, steps in ((11, 0), (12, 9), (13, 14)):
        state = midgame(seed, steps)
        view = PlayerView(state, state.to_move)  # type: ignore[arg-type]
        points = search(view, SearchSettings(worlds=32), 4)
        win = search(view, SearchSettings(worlds=32, reward=REWARD_WIN), 4)
        assert list(search(view, SearchSettings(worlds=32, reward=REWARD_WIN, points_share=1.0), 4).value) \
            == list(points.value)
        assert list(search(view, SearchSettings(worlds=32, reward=REWARD_WIN, points_share=0.0), 4).value) \
            == list(win.value)
        blend = search(view, SearchSettings(worlds=32, reward=REWARD_WIN, points_share=0.25), 4)
        for a in range(blend.nactions):
            assert abs(blend.value[a] - (0.25 * points.value[a] + 0.75 * win.value[a])) <= 2


def test_plays_weigh_the_worlds() -> None:
    """Weighing the worlds by the other seats' plays changes them once cards are played (weight 1
    is the same as not weighing), and never before."""
    changed = 0
    for seed, steps in ((21, 9), (22, 12), (23, 15), (24, 18)):
        state = midgame(seed, steps)
        view = PlayerView(state, state.to_move)  # type: ignore[arg-type]
        plain = search(view, SearchSettings(worlds=48), 6)
        assert list(search(view, SearchSettings(worlds=48, play_weight=1.0), 6).value) == list(plain.value)
        weighed = search(view, SearchSettings(worlds=48, play_weight=0.2), 6)
        changed += list(weighed.value) != list(plain.value)
    assert changed >= 3
    bidding = midgame(25, 1)
    view = PlayerView(bidding, bidding.to_move)  # type: ignore[arg-type]
    assert list(search(view, SearchSettings(worlds=48, play_weight=0.2), 6).value) == \
        list(search(view, SearchSettings(worlds=48), 6).value)


def test_a_level_with_other_settings_is_named_by_them() -> None:
    player = make_player("hard:bid_worlds=256,stop_z=3")
    assert isinstance(player, CSearchPlayer) and player.name == "hard:bid_worlds=256,stop_z=3"
    assert player.settings.bid_worlds == 256 and player.settings.stop_z == 3.0
    assert make_player("expert:worlds=300+stop_z=2").settings.worlds == 300  # type: ignore[attr-defined]
    assert make_player("hard:").settings == make_player("hard").settings  # type: ignore[attr-defined]
    with pytest.raises(KeyError, match="no setting 'depth'"):
        make_player("hard:depth=3")
    with pytest.raises(KeyError, match="not a number"):
        make_player("expert:worlds=many")


def test_the_playouts_block_for_the_searching_team_at_the_end_of_a_match() -> None:
    """East-West at 20 go out on any bid they make. South bids first with a weak hand and North
    after it: in playouts with ``block`` North takes the contract from them (the heuristic would
    pass its cards), so South's pass is worth more there than with the heuristic bidding alone;
    far from the target the rule never applies and the values are the same."""
    hands = ("4S 6H 8D 9C 3C 5D", "AS KS JS 2S 3S 7H", "QH 9D 8C 7S 5H 4D", "3H 6D 5C TC TH TD")
    end = deal(*hands, scores=(10, 20))
    view = PlayerView(end, 0)
    plain = search(view, SearchSettings(worlds=96), 8)
    block = search(view, SearchSettings(worlds=96, block=1), 8)
    assert plain.actions[0] == block.actions[0] == 0x40  # the pass
    assert block.value[0] > plain.value[0]
    early = PlayerView(deal(*hands, scores=(10, 5)), 0)
    assert list(search(early, SearchSettings(worlds=96, block=1), 8).value) == \
        list(search(early, SearchSettings(worlds=96), 8).value)


def _normal_game_to(seed: int, cards_played: int) -> tuple[GameState, list[tuple[int, Action]]]:
    """A hand of four Normal players from seed ``seed`` until South is to play with at least
    ``cards_played`` cards on the table, and every action taken so far with its seat."""
    state = new_game(seed=seed).deal()
    heuristic = HeuristicPlayer()
    actions: list[tuple[int, Action]] = []
    while not (state.phase == Phase.PLAY and state.to_move == 0
               and sum(isinstance(action, Card) for _, action in actions) >= cards_played):
        seat = state.to_move
        assert seat is not None
        action = heuristic.choose(PlayerView(state, seat), Rng(seat))
        actions.append((seat, action))
        state = state.apply(action)
    return state, actions


def _reads_as_normal(state: GameState, actions: list[tuple[int, Action]],
                     world: tuple[tuple[Card, ...], ...]) -> bool:
    """Whether Normal, dealt the world's hands (and the cards already played), would have made every
    decision the other seats made."""
    dealt = [list(hand) for hand in world]
    for seat, action in actions:
        if isinstance(action, Card):
            dealt[seat].append(action)
    game = CGame.from_deal(dealt, state.dealer, state.ruleset, state.scores)
    for _, action in actions:
        mover = game.to_move
        if mover != 0 and len(game.legal_actions()) > 1 and game.choose("heuristic", Rng(0)) != action:
            return False
        game.apply(action)
    return True


@pytest.mark.parametrize(("seed", "cards_played"), [(3, 4), (12, 13)])
def test_recombined_worlds_read_every_seat_and_stay_many(seed: int, cards_played: int) -> None:
    """Read exactly as Normal (every seat Normal for sure, a decision unlike Normal's weight 0), every
    world the search samples deals each other seat a hand on which Normal decides as that seat did.
    Whole candidate deals find few such deals among 16 a world, so the same ones repeat; drawn seat
    by seat from the same candidates (``recombine``) the worlds are as consistent and many more of
    them differ."""
    state, actions = _normal_game_to(seed, cards_played)
    view = PlayerView(state, 0)
    distinct = []
    for recombine in (0, 1):
        settings = SearchSettings(worlds=64, oversample=16, mix=1.0, sharp_weight=0.0, sharp_bids=1,
                                  recombine=recombine)
        worlds = sample_worlds(view, settings, 5, 64, (1.0, 1.0, 1.0, 1.0))
        assert len(worlds) == 64
        for world in worlds:
            assert world[0] == state.hand(0)
            assert len(set().union(*world)) == sum(len(hand) for hand in world)  # no card twice
        assert all(_reads_as_normal(state, actions, world) for world in worlds)
        distinct.append(len(set(worlds)))
    assert distinct[1] > 2 * distinct[0]


def test_an_edge_shortens_the_searching_teams_way_to_the_target() -> None:
    """``edge`` counts the searching team's distance to the target as that many times shorter: an
    edge of 1 is the table itself; a larger edge raises the match-win chance that ends every playout
    (the same worlds: the same seed), never lowering an action's value, and here raising some."""
    for seed, steps in ((11, 0), (12, 9), (13, 14)):
        state = midgame(seed, steps)
        view = PlayerView(state, state.to_move)  # type: ignore[arg-type]
        plain = search(view, SearchSettings(worlds=32, reward=REWARD_WIN), 4)
        assert list(search(view, SearchSettings(worlds=32, reward=REWARD_WIN, edge=1.0), 4).value) \
            == list(plain.value)
        edged = search(view, SearchSettings(worlds=32, reward=REWARD_WIN, edge=1.5), 4)
        assert all(edged.value[a] >= plain.value[a] for a in range(plain.nactions))
        assert any(edged.value[a] > plain.value[a] for a in range(plain.nactions))
