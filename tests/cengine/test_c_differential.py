"""The C engine (device/core/) against the Python engine: its players' whole games and their
numbers, and the one differential harness (tools/differential_harness.py) catching a wrong C engine.
The games of every named ruleset and of random switch combinations, played by the Python engine,
the referee and the C engine together, are tests/test_differential.py's (``with_c``); the long run
is ``tools/differential.py --engine c``.
"""

from __future__ import annotations

import ast
import ctypes
import re
from pathlib import Path

import pytest
from differential_harness import (
    Contender,
    Mismatch,
    Tally,
    c_contender,
    compare_states,
    play_and_compare,
    run_many,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from palm_pitch.actions import Action, Bid
from palm_pitch.cards import CARDS
from palm_pitch.cengine import CGame, _library
from palm_pitch.players import easy, heuristic
from palm_pitch.rng import Rng
from palm_pitch.rules import (
    DealerSteal,
    LowTo,
    Ruleset,
    Trumping,
    all_rulesets,
    get_ruleset,
)
from palm_pitch.state import new_game
from palm_pitch.views import PlayerView

DEVICE = Path(__file__).resolve().parents[2] / "device"


def _c(engine: type[CGame] = CGame) -> tuple[Contender, ...]:
    """The C engine as the harness's contender (``engine``: a subclass playing it wrong)."""
    return (Contender("C", engine.new_game, c_contender().player_kinds),)


@pytest.mark.parametrize("kind", ["heuristic", "easy"])
def test_computer_games_to_the_end_in_every_named_ruleset(kind: str) -> None:
    """Four heuristic (or easy) players, every decision compared, until a team wins."""
    tally = Tally()
    for ruleset in all_rulesets():
        for seed in (7, 2026):
            tally.add(play_and_compare(ruleset, seed, (kind,) * 4, max_hands=100, contenders=_c(),
                                       referee=False))
    assert tally.game_overs == 2 * len(all_rulesets())


def _words(mask: int) -> ctypes.Array[ctypes.c_uint16]:
    return (ctypes.c_uint16 * 4)(*(mask >> (13 * s) & 0x1FFF for s in range(4)))


hands = st.lists(st.integers(0, 51), min_size=6, max_size=6, unique=True).map(
    lambda cards: sum(1 << c for c in cards))


@settings(max_examples=300, deadline=None)
@given(mask=hands, smudge=st.booleans(), relief=st.sampled_from([0, *heuristic.CLOSING, *heuristic.PRESSURE]))
def test_the_heuristics_hand_values(mask: int, smudge: bool, relief: int) -> None:
    """Rules 1, 2 and 5 (suit values, best suit, bid level with the match relief, the pitch card)
    for any six cards."""
    lib = _library.library()
    words = _words(mask)
    for suit in range(4):
        assert lib.pp_heuristic_suit_value(ctypes.byref(words), suit) == heuristic.suit_value(mask, suit)
        if mask >> (13 * suit) & 0x1FFF:
            assert lib.pp_heuristic_pitch_card(ctypes.byref(words), suit) == heuristic.pitch_card(mask, suit)
    value = ctypes.c_int16()
    level = lib.pp_heuristic_bid_level(ctypes.byref(words), int(smudge), relief, ctypes.byref(value))
    assert (level, value.value) == heuristic.bid_level(mask, smudge, relief)


def test_the_heuristics_match_relief() -> None:
    lib = _library.library()
    for mine in range(-8, 12):
        for theirs in range(-8, 12):
            assert lib.pp_heuristic_match_relief(mine, theirs) == heuristic.match_relief(mine, theirs)


@settings(max_examples=200, deadline=None)
@given(mask=hands, smudge=st.booleans())
def test_the_easy_players_hand_values(mask: int, smudge: bool) -> None:
    """The easy player's rules 1 and 2 for any six cards."""
    lib = _library.library()
    words = _words(mask)
    for suit in range(4):
        assert lib.pp_easy_evaluate_suit(ctypes.byref(words), suit) == easy.evaluate_suit(mask, suit)
    value = ctypes.c_int16()
    level = lib.pp_easy_bid_level(ctypes.byref(words), int(smudge), ctypes.byref(value))
    assert (level, value.value) == easy.bid_level(mask, smudge)


def _c_constants(source: str) -> dict[str, object]:
    """``#define NAME value`` and ``static const uint8_t NAME[n] = {...};`` of a C source."""
    found: dict[str, object] = {}
    for name, value in re.findall(r"^#define ([A-Z][A-Z_0-9]*) \(?(-?\d+)\)?\s", source, re.MULTILINE):
        found[name] = int(value)
    for name, values in re.findall(r"^static const u?int\d+_t ([A-Z][A-Z_0-9]*)\[\d+\] = \{([^}]*)\};",
                                   source, re.MULTILINE):
        found[name] = tuple(int(v) for v in values.split(","))
    return found


def test_the_heuristics_constants_are_the_pythons() -> None:
    """Every constant of palm_pitch/players/heuristic.py (its tuned parameters) is in the header
    heuristic.c includes, generated from it, with the same value."""
    assigned = {target.id for node in ast.parse(Path(heuristic.__file__).read_text()).body
                if isinstance(node, ast.Assign) for target in node.targets if isinstance(target, ast.Name)}
    python = {name: getattr(heuristic, name) for name in assigned if name.isupper() and name[0] != "_"}
    c = _c_constants((DEVICE / "core" / "heuristic_tables.h").read_text())
    assert len(python) >= 20
    assert {name: c.get(name) for name in python} == python


def test_the_comparison_catches_a_difference(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison is live: a C engine playing with one switch flipped is caught within a few
    games, and so is a state one step out or dealt from another seed."""
    import differential_harness

    palm = get_ruleset("palm")
    for flip, expected in ((lambda r: r.replace(low_to=LowTo.HOLDER), "result"),
                           (lambda r: r.replace(trumping=Trumping.WHEN_VOID), "legal actions"),
                           (lambda r: r.replace(target=r.target + 1), "winner|result|phase|player.s choice"),
                           (lambda r: r.replace(dealer_steal=DealerSteal.NONE), "legal actions|why_illegal")):

        class Flipped(CGame):
            @classmethod
            def new_game(cls, ruleset: Ruleset = palm, seed: int = 0,
                         scores: tuple[int, int] = (0, 0)) -> CGame:
                return CGame.new_game(flip(ruleset), seed, scores)  # noqa: B023

        with pytest.raises(Mismatch, match=expected):
            run_many(40, seed=5, rulesets=[get_ruleset("palm-11")], max_hands=60, contenders=_c(Flipped),
                     referee=False)

    class Contrary(CGame):
        def choose(self, kind: str, rng: Rng) -> Action:
            choice = super().choose(kind, rng)
            legal = self.legal_actions()
            return legal[-1] if kind == "heuristic" and choice != legal[-1] else choice

    with pytest.raises(Mismatch, match="heuristic player's choice"):
        play_and_compare(palm, 3, ("heuristic",) * 4, max_hands=5, contenders=_c(Contrary))

    class Cheat:
        """Plays the first card it does not hold: both engines must refuse it alike."""

        name = "cheat"

        def choose(self, view: PlayerView, rng: Rng) -> Action:
            legal = view.legal_actions()
            if isinstance(legal[0], Bid):
                return legal[-1]
            return next(card for card in CARDS if card.bit & ~view.hand_mask)

    monkeypatch.setattr(differential_harness, "make_players", lambda kinds: [Cheat()] * 4)
    tally = play_and_compare(palm, 3, ("passer",) * 4, max_hands=5, contenders=_c())
    assert tally.events["a player's illegal choice, refused alike"] == 1 and tally.steps == 4
    monkeypatch.undo()
    state = new_game(palm, 5).deal()
    game = CGame.new_game(palm, 6)
    game.deal()
    with pytest.raises(Mismatch, match="hands"):
        compare_states(state, game, "")
    game = CGame.new_game(palm, 5)
    game.deal()
    game.apply(game.legal_actions()[0])
    with pytest.raises(Mismatch, match="to_move"):
        compare_states(state, game, "")


def test_the_snapshot_layout_is_the_c_engines() -> None:
    """The harness reads ``pp_capi_snapshot`` with struct: the same size as the ctypes layout the
    library checks itself against."""
    from differential_harness import SNAPSHOT_LAYOUT

    assert SNAPSHOT_LAYOUT.size == ctypes.sizeof(_library.Snapshot) == _library.library().pp_capi_sizeof(2)


def _mid_play(seed: int) -> tuple[object, CGame]:
    """A Python state and its C twin after the auction, a trick and two cards of the next."""
    state, game = new_game(get_ruleset("palm"), seed).deal(), CGame.new_game(get_ruleset("palm"), seed)
    game.deal()
    while len(state.tricks) < 1 or len(state.trick) < 2:
        action = state.legal_actions()[-1]
        state, game = state.apply(action), game.apply(action)
    return state, game


def test_plain_values_agree_exactly_when_the_fields_do() -> None:
    """Along whole games the two states' plain values are equal and so are their fields; states
    of another seed differ in both."""
    from differential_harness import c_state_key, python_state_key

    from palm_pitch.engine import engine_fields

    for seed in (1, 2, 3):
        state, game = new_game(get_ruleset("palm-11"), seed), CGame.new_game(get_ruleset("palm-11"), seed)
        other = CGame.new_game(get_ruleset("palm-11"), seed + 10)
        for _ in range(200):
            assert python_state_key(state) == c_state_key(game)
            assert engine_fields(state) == game.fields()
            assert python_state_key(state) != c_state_key(other)
            if state.is_over:
                break
            if state.phase in (state.phase.DEAL, state.phase.SCORE):
                state, game, other = state.advance(), game.advance(), other.advance()
                continue
            action = state.legal_actions()[seed % len(state.legal_actions())]
            state, game = state.apply(action), game.apply(action)
            if other.why_illegal(action) is None:
                other.apply(action)
            elif other.to_move is not None:
                other.apply(other.legal_actions()[0])


@pytest.mark.parametrize(("field", "index", "named"), [
    ("phase", None, "phase"), ("to_move", None, "to_move"), ("dealer", None, "dealer"),
    ("trump", None, "trump"), ("leader", None, "leader"), ("high_bid", None, "high_bid"),
    ("pitcher", None, "pitcher"),
    ("winner", None, "winner"), ("hand_number", None, "hand_number"), ("scores", 1, "scores"),
    ("bids", 2, "bids"), ("nbids", None, "bids"), ("rng_state", None, "rng_state"), ("hands", 3, "hands"),
    ("dealt", 0, "dealt"), ("won", 1, "won"), ("trick_leader", 0, "tricks"), ("trick_winner", 0, "tricks"),
    ("trick_cards", 0, "tricks"), ("trick_cards", 1, "trick"), ("trick_count", 1, "trick"),
    ("ntricks", None, "trick"),
])  # fmt: skip
def test_a_difference_in_any_field_is_named(field: str, index: int | None, named: str) -> None:
    """A C state one value off in any field (mid-play: a trick done, two cards in the next) is
    caught by the plain-value comparison and named by the field-by-field one."""
    state, game = _mid_play(4)
    compare_states(state, game, "")

    class OneOff(CGame):
        def snapshot(self) -> _library.Snapshot:
            snapshot = super().snapshot()
            values = {"phase": 5, "trump": 4, "high_bid": 6, "bids": 6, "to_move": 4, "pitcher": 4,
                      "nbids": 4}
            step = 2 if field in ("bids", "high_bid") else 1  # (a C bid of 0 and of 1 are both a pass)
            if index is None:
                setattr(snapshot, field, (getattr(snapshot, field) + step) % values.get(field, 1 << 30))
            elif field == "trick_cards":
                snapshot.trick_cards[index][0] = (snapshot.trick_cards[index][0] + 1) % 52
            else:
                array = getattr(snapshot, field)
                array[index] = (array[index] + step) % values.get(field, 1 << 30)
            return snapshot

    wrong = OneOff(game.copy()._buffer, game.ruleset)
    with pytest.raises(Mismatch, match=f"state differs in .*{named}"):
        compare_states(state, wrong, "")
