"""The search player and its parts: the voids a seat may infer, the worlds it samples, the
perfect-information playouts (checked against the engine), and its decisions."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from pitch_helpers import act, deal

from palm_pitch.actions import Bid
from palm_pitch.cards import CARDS, FULL_DECK_MASK, SUIT_MASKS, Card
from palm_pitch.match import play_game
from palm_pitch.players import EasyPlayer, HeuristicPlayer, PimcPlayer, RandomPlayer, make_player
from palm_pitch.players.playout import playout, score
from palm_pitch.players.worlds import WorldSampler, known_voids, played_by_seat
from palm_pitch.rng import Rng
from palm_pitch.rules import PALM, Trumping
from palm_pitch.state import GameState, Phase, apply, new_game
from palm_pitch.views import PlayerView

C = Card.from_str
STRICT = PALM.replace(name="strict-test", trumping=Trumping.WHEN_VOID)


def random_position(seed: int, steps: int, ruleset=PALM) -> GameState:  # type: ignore[no-untyped-def]
    """A state ``steps`` random actions into a hand (stopping at its end)."""
    state = new_game(ruleset, seed).deal()
    player = RandomPlayer()
    rng = Rng(seed)
    for _ in range(steps):
        if state.phase not in (Phase.BID, Phase.PLAY):
            break
        seat = state.to_move
        assert seat is not None
        state = apply(state, player.choose(PlayerView(state, seat), rng))
    return state


# ------------------------------------------------------------------------------------------ voids

# North pitches spades (the AS); East, South and West follow in different ways.
HANDS = ("3D 4D 5D 6D 7D 8D", "2H 3H 4H 5H 6H 7H", "AS KS QS 2C 3C 4C", "2S 3S 9H TH 9D TD")


def test_only_a_card_of_a_third_suit_or_a_non_trump_on_trump_proves_a_void() -> None:
    state = act(deal(*HANDS, dealer=1), "2 pass pass pass AS 2S 3D 2H")
    voids = known_voids(PlayerView(state, 2))
    assert voids[3] == 0  # East followed trump
    assert voids[0] == 1 << 0 and voids[1] == 1 << 0  # South and West showed out of trump
    state = act(state, "KS 3S 4D 3H")
    assert known_voids(PlayerView(state, 0))[3] == 0  # East followed trump again


def east_on_a_club_lead(east: str, card: str, ruleset=PALM) -> int:  # type: ignore[no-untyped-def]
    """East's inferred voids after North's club lead, East playing ``card``."""
    north = "AS KS QS 2C 3C 4C"
    state = act(deal("3D 4D 5D 6D 7D 8D", "2H 3H 4H 5H 6H 7H", north, east, dealer=1, ruleset=ruleset),
                f"2 pass pass pass AS 2S 3D 2H 2C {card}")
    return known_voids(PlayerView(state, 0))[3]


def test_a_trump_on_a_plain_lead_proves_a_void_only_under_strict_follow() -> None:
    # East trumps North's club lead holding a club: allowed in palm rules, and it proves nothing.
    assert east_on_a_club_lead("2S 3S 9H TH 9D 5C", "3S") == 0
    # East without a club trumps: palm rules still prove nothing; strict follow proves the void.
    assert east_on_a_club_lead("2S 3S 9H TH 9D TD", "3S") == 0
    assert east_on_a_club_lead("2S 3S 9H TH 9D TD", "3S", STRICT) == 1 << 3
    # A heart on a club lead (neither clubs nor trump) proves it under both.
    assert east_on_a_club_lead("2S 3S 9H TH 9D TD", "9H") == 1 << 3
    assert east_on_a_club_lead("2S 3S 9H TH 9D TD", "9H", STRICT) == 1 << 3


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(4, 27), st.booleans())
def test_inferred_voids_are_true(seed: int, steps: int, strict: bool) -> None:
    state = random_position(seed, steps, STRICT if strict else PALM)
    if state.phase is not Phase.PLAY:
        return
    seat = state.to_move
    assert seat is not None
    voids = known_voids(PlayerView(state, seat))
    for other in range(4):
        for suit in range(4):
            if voids[other] >> suit & 1:
                assert not state.hands[other] & SUIT_MASKS[suit]


# ----------------------------------------------------------------------------------------- worlds


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 27), st.integers(0, 2**32 - 1))
def test_sampled_worlds_are_consistent_with_the_view(seed: int, steps: int, world_seed: int) -> None:
    state = random_position(seed, steps)
    if state.phase not in (Phase.BID, Phase.PLAY):
        return
    seat = state.to_move
    assert seat is not None
    view = PlayerView(state, seat)
    sampler = WorldSampler(view)
    played = played_by_seat(view)
    voids = known_voids(view)
    hands = sampler.sample(Rng(world_seed))
    assert hands[seat] == state.hands[seat]
    seen = state.hands[seat] | view.played_mask
    taken = 0
    for other in range(4):
        assert hands[other].bit_count() == state.cards_left(other)
        assert not hands[other] & taken
        taken |= hands[other]
        if other != seat:
            assert not hands[other] & seen
            for suit in range(4):
                if voids[other] >> suit & 1:
                    assert not hands[other] & SUIT_MASKS[suit]
    assert not taken & (played[0] | played[1] | played[2] | played[3])


def test_worlds_cover_the_unseen_cards_evenly_without_voids() -> None:
    state = new_game(seed=3).deal()
    sampler = WorldSampler(PlayerView(state, 0))
    rng = Rng(5)
    counts = [0] * 52
    for _ in range(2000):
        hands = sampler.sample(rng)
        for card in range(52):
            if (hands[1] | hands[2] | hands[3]) >> card & 1:
                counts[card] += 1
    unseen = [counts[c] for c in range(52) if not state.hands[0] >> c & 1]
    # Each unseen card is in another hand 18 times in 46: 2000 * 18 / 46 = 783.
    assert all(650 < n < 920 for n in unseen), unseen
    assert all(counts[c] == 0 for c in range(52) if state.hands[0] >> c & 1)


# --------------------------------------------------------------------------------------- playouts


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(5, 27), st.booleans())
def test_a_playout_plays_legal_cards_and_scores_as_the_engine(seed: int, steps: int, strict: bool) -> None:
    """Play the real hidden cards out with the playout policy, then replay the same cards through
    the engine: every card is legal there, and the engine's result is the playout's."""
    ruleset = STRICT if strict else PALM
    state = random_position(seed, steps, ruleset)
    if state.phase is not Phase.PLAY or state.trump is None:
        return
    moves: list[int] = []
    trump = int(state.trump)
    dealt = state.dealt
    everything = dealt[0] | dealt[1] | dealt[2] | dealt[3]
    won = playout(list(state.hands), trump, state.leader, [c.index for c in state.trick],
                  list(state.won), strict, everything & SUIT_MASKS[trump], moves)
    final = state
    for card in moves:
        final = apply(final, CARDS[card])  # raises IllegalActionError on an illegal card
    assert final.phase in (Phase.SCORE, Phase.GAME_OVER)
    assert tuple(won) == final.won
    mine = score(ruleset, state.dealer, state.pitcher, state.high_bid, trump, dealt, won,  # type: ignore[arg-type]
                 state.scores)
    assert final.result is not None
    assert mine.hand_score == final.result.hand_score and mine.winner == final.result.winner


def test_the_playout_feeds_the_low_to_the_partners_sure_trick() -> None:
    # North leads the master AS (East holds a trump); South, holding the 2S (Low) and the 9S, gives
    # the 2S to its partner's sure trick.
    hands = [0] * 4
    hands[0] = sum(C(t).bit for t in ("2S", "9S"))
    hands[1] = sum(C(t).bit for t in ("3H", "4H"))
    hands[2] = sum(C(t).bit for t in ("AS", "5H"))
    hands[3] = sum(C(t).bit for t in ("3S", "7H"))
    moves: list[int] = []
    trumps = (hands[0] | hands[2] | hands[3]) & SUIT_MASKS[0]
    playout(hands, 0, 2, [], [0, 0], False, trumps, moves)
    assert [CARDS[c].text for c in moves[:4]] == ["AS", "3S", "2S", "3H"]


# ------------------------------------------------------------------------------------------- pimc

FAST = PimcPlayer(worlds=12, bid_worlds=6)


def test_pimc_plays_whole_games_legally_and_deterministically() -> None:
    players = [FAST, EasyPlayer(), FAST, EasyPlayer()]
    first = play_game(players, seed=11, max_hands=3)
    again = play_game(players, seed=11, max_hands=3)
    assert first.record.actions == again.record.actions
    random.seed(1)  # the global generator is not used
    third = play_game(players, seed=11, max_hands=3)
    assert third.record.actions == first.record.actions
    assert len(first.results) == 3


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 27), st.integers(0, 1000))
def test_pimc_decides_from_what_its_seat_may_know(seed: int, steps: int, swap: int) -> None:
    """Exchange hidden cards between two other hands: same information set, same decision."""
    state = random_position(seed, steps)
    if state.phase not in (Phase.BID, Phase.PLAY):
        return
    seat = state.to_move
    assert seat is not None
    others = [s for s in range(4) if s != seat]
    a, b = others[swap % 3], others[(swap // 3) % 3]
    if a == b or not state.hands[a] or not state.hands[b]:
        return
    card_a = state.hands[a] & -state.hands[a]
    card_b = state.hands[b] & -state.hands[b]
    hands = list(state.hands)
    hands[a] = hands[a] ^ card_a | card_b
    hands[b] = hands[b] ^ card_b | card_a
    other = state._replace(hands=tuple(hands))
    assert FAST.choose(PlayerView(other, seat), Rng(seed)) == FAST.choose(PlayerView(state, seat), Rng(seed))


def test_pimc_takes_the_jack_when_it_is_last_to_play() -> None:
    # West pitches the KH and leads a spade; East trumps it with the JH; South, last to play, holds
    # the AH: it takes the jack.
    state = act(deal("AH 4H 9C 8C 7D 6D", "KH 5H 2S 3S 4S 5S", "6S 7S 8S 9S TS 2D", "JH 3H QC KC AC 3D",
                     dealer=2), "pass pass 2 pass KH 2D 3H 4H 5S 6S JH")
    assert state.to_move == 0
    assert PimcPlayer(worlds=30).choose(PlayerView(state, 0), Rng(1)) == C("AH")


def test_pimc_bids_a_strong_hand_and_passes_junk() -> None:
    player = PimcPlayer(worlds=20, bid_worlds=20)
    state = deal("AS KS JS 2S 3S 7H", "9H 8D 7C 6H 5D 4C", "QH 9D 8C 7S 5H 4D", "3H 6D 5C 9C TH TD")
    assert player.choose(PlayerView(state, 0), Rng(2)) in (Bid.FOUR, Bid.SMUDGE)
    # Junk over an opponent's 3 (the partner passed): a 4 would surely be set.
    junk = act(deal("AS KS JS 2S 3S 7H", "QH 9D 8C 7S 5H 4D", "3H 6D 5C 9C TH TD", "9H 8D 7C 6H 5D 4C"),
               "3 pass pass")
    assert player.choose(PlayerView(junk, 3), Rng(2)) == Bid.PASS


def test_make_player_knows_the_search_player() -> None:
    player = make_player("pimc:7")
    assert isinstance(player, PimcPlayer) and player.worlds == 7
    assert isinstance(make_player("heuristic"), HeuristicPlayer)
    for bad in ("pimc:0", "pimc:x", "nobody"):
        try:
            make_player(bad)
        except KeyError:
            continue
        raise AssertionError(bad)
    assert FULL_DECK_MASK.bit_count() == 52
