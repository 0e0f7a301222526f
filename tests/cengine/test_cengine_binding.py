"""The ctypes binding (palm_pitch.cengine): the build that ``pip install`` makes, loading and its
one-line refusals, the C core's registry of rulesets, the PRNG bit for bit, hand records replayed
through the C state machine, and whole games and simulations inside C against the Python engine.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from outside_tools import require_tool

from palm_pitch import cengine
from palm_pitch.actions import Bid, IllegalActionError, parse_action
from palm_pitch.cards import Card
from palm_pitch.cengine import CGame, _library
from palm_pitch.cengine.game import action_code, action_of
from palm_pitch.match import play_game, summarize
from palm_pitch.players import RandomPlayer
from palm_pitch.record import HandRecord
from palm_pitch.rng import Rng, deal_from, derive_seed, seed_state
from palm_pitch.rules import all_rulesets, get_ruleset
from palm_pitch.state import DealError, from_deal

ROOT = Path(__file__).resolve().parents[2]

HANDS = ROOT / "tests" / "hands"


def test_the_installed_build_loads_without_help() -> None:
    """``pip install`` (setup.py, ``make -C device host``) puts the library beside the binding, and
    it loads with no environment variable. (An install without a C compiler has none: skipped.)"""
    here = Path(_library.__file__).parent
    built = [p for p in here.iterdir() if p.name.startswith("_pitchcore")]
    require_tool(bool(built), "the C engine built by pip install (palm_pitch/cengine/_pitchcore*)")
    env = {key: value for key, value in os.environ.items() if key != _library.ENV_LIBRARY}
    code = ("from palm_pitch import cengine; print(cengine.unavailable_reason());"
            " print(cengine.simulate(['random'] * 4, 3).decisions)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT,
                          check=True)
    assert done.stdout.split() == ["None", str(summarize(play_game([RandomPlayer()] * 4, seed=s)
                                                         for s in range(3)).decisions)]


def test_a_missing_or_wrong_library_is_one_line(tmp_path: Path) -> None:
    code = "from palm_pitch import cengine; print(cengine.available()); print(cengine.unavailable_reason())"
    for path, expected in ((tmp_path / "none.so", "cannot load the C engine"),
                           (Path(sys.executable), "cannot load the C engine")):
        env = {**os.environ, _library.ENV_LIBRARY: str(path)}
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                              check=True)
        lines = done.stdout.splitlines()
        assert lines[0] == "False" and expected in lines[1] and len(lines) == 2


def test_the_named_rulesets_are_the_python_registry() -> None:
    lib = _library.library()
    names = [lib.pp_rules_name(i).decode() for i in range(len(all_rulesets()))]
    assert names == [r.name for r in all_rulesets()]
    assert lib.pp_rules_name(len(all_rulesets())) is None
    for index, ruleset in enumerate(all_rulesets()):
        out = _library.Ruleset()
        assert lib.pp_rules_named(index, out) == 0
        expected = cengine.game.c_ruleset(ruleset)
        assert bytes(out) == bytes(expected), ruleset.name
        assert lib.pp_rules_valid(out) == 1
    broken = cengine.game.c_ruleset(get_ruleset("palm"))
    broken.smudge = 4
    assert lib.pp_rules_valid(broken) == 0


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(1, 2**32 - 1), stream=st.integers(0, 255),
       dealer=st.integers(0, 3))
def test_the_prng_bit_for_bit(seed: int, n: int, stream: int, dealer: int) -> None:
    import ctypes

    lib = _library.library()
    assert lib.pp_rng_seed_state(seed) == seed_state(seed)
    x = seed_state(seed)
    assert lib.pp_rng_next_state(x) == Rng.from_state(x).next_u32()
    state, rng = ctypes.c_uint32(x), Rng.from_state(x)
    for bound in (n, 1, 2, 52, 6, n % 97 + 1):
        assert lib.pp_rng_below(ctypes.byref(state), bound) == rng.below(bound)
        assert state.value == rng.state
    assert lib.pp_rng_derive_seed(seed, stream) == derive_seed(seed, stream)
    items = list(range(24))
    array = (ctypes.c_uint8 * 24)(*items)
    rng.shuffle(items)
    lib.pp_rng_shuffle(ctypes.byref(state), array, 24)
    assert list(array) == items and state.value == rng.state
    game = CGame.new_game(seed=seed)
    snapshot = game.snapshot()
    hands, after = deal_from(snapshot.rng_state, snapshot.dealer)
    game.deal()
    assert tuple(game.fields()["dealt"]) == hands and game.snapshot().rng_state == after


def test_actions_round_trip() -> None:
    for action in (*Bid, *(Card.from_index(i) for i in range(52))):
        assert action_of(action_code(action)) == action
    assert action_code("TD") == action_code(3) == action_code(None) == 0xFF
    with pytest.raises(ValueError):
        action_of(0x41)


def test_hand_records_replayed_in_c() -> None:
    """Every hand fixture replayed through the C state machine gives the Python engine's result."""
    fixtures = sorted(HANDS.glob("*.json"))
    checked = 0
    for path in fixtures:
        if path.name.endswith(".result.json"):
            continue
        record = HandRecord.from_json_text(path.read_text())
        expected = record.replay()
        data = json.loads(path.read_text())
        ruleset = get_ruleset(data.get("ruleset", "palm"))
        before = tuple(data.get("scores_before", (0, 0)))
        hands = [[Card.from_str(c) for c in hand] for hand in data["hands"]]
        game = CGame.from_deal(hands, data["dealer"], ruleset, before)
        for bid in data["bids"]:
            game.apply(parse_action("pass" if bid is None else str(bid)))
        for card in data["plays"]:
            game.apply(parse_action(card))
        assert game.result == expected, path.name
        checked += 1
    assert checked >= 10


def test_refusals_leave_the_game_as_it_was() -> None:
    game = CGame.new_game(seed=3)
    with pytest.raises(IllegalActionError, match="Cards not dealt yet"):
        game.apply(Bid.TWO)
    with pytest.raises(IllegalActionError, match="The hand is not over"):
        game.next_hand()
    game.deal()
    with pytest.raises(IllegalActionError, match="Not time to deal"):
        game.deal()
    with pytest.raises(IllegalActionError, match="A player must act"):
        game.advance()
    before = game.fields()
    with pytest.raises(IllegalActionError, match="Bidding is not over"):
        game.apply(Card.from_str("AS"))
    assert game.why_illegal("AS") == "Not a bid or a card"
    assert game.fields() == before
    copy = game.copy()
    copy.apply(Bid.PASS)
    assert game.fields() == before and copy.fields() != before


def test_bad_arguments_are_refused_before_c() -> None:
    with pytest.raises(ValueError, match="seed"):
        CGame.new_game(seed=-1)
    with pytest.raises(ValueError, match="scores"):
        CGame.new_game(scores=(40000, 0))
    with pytest.raises(ValueError, match="targets"):
        CGame.new_game(get_ruleset("palm").replace(target=10**6))
    hands = from_deal([[Card.from_index(6 * s + i) for i in range(6)] for s in range(4)], 0).dealt
    with pytest.raises(DealError):
        CGame.from_deal([[Card.from_index(0)] * 6] * 4, 0)
    with pytest.raises(DealError):
        CGame.from_deal([list(Card.from_index(i) for i in range(52) if h >> i & 1) for h in hands], 4)
    with pytest.raises(KeyError, match="no 'pimc' player"):
        cengine.simulate(["pimc"] * 4, 1)


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.name)
def test_whole_games_inside_c_are_the_python_games(ruleset: object) -> None:
    """match.play_game and summarize in Python; the same games played wholly inside C."""
    players = [RandomPlayer()] * 4
    for seed in (0, 1, 2**32 - 1):
        outcome = play_game(players, seed=seed, ruleset=ruleset, max_hands=40)  # type: ignore[arg-type]
        actions, final = cengine.play_game(["random"] * 4, seed=seed, ruleset=ruleset,  # type: ignore[arg-type]
                                           max_hands=40)
        assert actions == outcome.record.actions
        assert final.scores == outcome.final.scores and final.winner == outcome.final.winner
    outcomes = [play_game(players, seed=seed, ruleset=ruleset, max_hands=60)  # type: ignore[arg-type]
                for seed in range(20)]
    assert cengine.simulate(["random"] * 4, 20, ruleset=ruleset, max_hands=60) == summarize(outcomes)  # type: ignore[arg-type]
