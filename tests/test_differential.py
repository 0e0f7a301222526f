"""Differential tests: the real engine against the independent reference referee
(tools/reference_referee.py), and the C engine (``with_c``) against both, through the one harness
(tools/differential_harness.py), on random games of every named ruleset and of random switch
combinations, with random, heuristic, pass-happy and bid-happy players and random starting scores.
The C engine's own tests (its players' numbers, whole games of its players, the harness catching a
wrong C engine) are in tests/cengine/test_c_differential.py.

At every step: the seat to move and the legal bids or cards (text and order); in the checked games
also ``why_illegal`` and ``apply`` for every bid or card, and the mover's view. At every deal: the
dealer and the hands (the referee deals from its own PRNG, written from the rng spec). At every
hand's end: the full result, the match scores, winner and game over; and the hand's record replayed
(``palm-pitch replay``'s code path) against the referee. Long runs: ``tools/differential.py``.
"""

from __future__ import annotations

import io
import json
import random
from contextlib import redirect_stdout
from pathlib import Path

import pytest
from differential_harness import (
    PLAYER_KINDS,
    Contender,
    Mismatch,
    Tally,
    c_contender,
    make_players,
    play_and_compare,
    random_ruleset,
    random_scores,
    ref_rules,
    run_many,
)
from hypothesis import given, settings
from hypothesis import strategies as st
from reference_referee import RefMatch, replay_hand, replay_json

from palm_pitch.actions import action_text
from palm_pitch.cengine.ruleset_record import switches
from palm_pitch.cli import main as cli_main
from palm_pitch.match import play_game
from palm_pitch.players import HeuristicPlayer, RandomPlayer
from palm_pitch.record import GameRecord, HandRecord, hand_result_json
from palm_pitch.rules import (
    LowTo,
    Ruleset,
    Trumping,
    all_rulesets,
    get_ruleset,
)

HANDS = Path(__file__).parent / "hands"


@pytest.fixture(scope="module", params=["python_only", "with_c"])
def contenders(request: pytest.FixtureRequest) -> tuple[Contender, ...]:
    """The engines held to the Python engine and the referee: none, or the C engine (built by
    tests/conftest.py's c_engine_library; ``make -C device test`` and the sanitizer run take these
    with ``-k with_c``)."""
    if request.param == "python_only":
        return ()
    request.getfixturevalue("c_engine_library")
    return (c_contender(),)


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.name)
def test_every_named_ruleset_step_by_step(ruleset: Ruleset, contenders: tuple[Contender, ...]) -> None:
    tally = Tally()
    # One game checked to the last detail (why_illegal and apply for every bid and card), and
    # more with a mix of players.
    tally.add(play_and_compare(ruleset, 11, ("random", "heuristic", "passer", "greedy"), max_hands=8,
                               check_why=True, check_records=True, contenders=contenders))
    rnd = random.Random(ruleset.name)
    for _ in range(6):
        kinds = [rnd.choice(PLAYER_KINDS) for _ in range(4)]
        tally.add(play_and_compare(ruleset, rnd.randrange(2**32), kinds, random_scores(rnd, ruleset.target),
                                   max_hands=20, check_records=True, contenders=contenders))
    assert tally.hands >= 20


def test_random_switch_combinations(contenders: tuple[Contender, ...]) -> None:
    tally = run_many(110, seed=2026, check_records=True, max_hands=10, contenders=contenders,
                     check_why_every=10)
    assert tally.games == 110 and tally.steps > 15000
    assert len(tally.rulesets) >= 2 and tally.all_pass_hands > 0 and tally.game_overs > 0


def test_heuristic_games_to_the_end_in_every_named_ruleset() -> None:
    tally = Tally()
    for ruleset in all_rulesets():
        tally.add(play_and_compare(ruleset, 7, ("heuristic",) * 4, max_hands=100))
    assert tally.game_overs == len(all_rulesets())


rulesets = st.builds(
    Ruleset,
    name=st.just("hypothesis"),
    target=st.integers(1, 60),
    **{switch.name: st.sampled_from(switch.enum) for switch in switches()},  # every switch the record has
)


@settings(max_examples=30, deadline=None)
@given(ruleset=rulesets, seed=st.integers(0, 2**32 - 1), scores=st.tuples(st.integers(-40, 60),
       st.integers(-40, 60)), kinds=st.lists(st.sampled_from(PLAYER_KINDS), min_size=4, max_size=4))
def test_any_switches_any_scores(ruleset: Ruleset, seed: int, scores: tuple[int, int],
                                 kinds: list[str], contenders: tuple[Contender, ...]) -> None:
    play_and_compare(ruleset, seed, kinds, scores, max_hands=3, check_why=bool(contenders),
                     check_records=True, contenders=contenders)


def test_the_harness_catches_a_wrong_referee() -> None:
    """The comparison is live: a referee with one switch flipped disagrees within a few games."""
    import differential_harness

    real = differential_harness.ref_rules
    try:
        differential_harness.ref_rules = lambda r: real(r.replace(target=r.target + 1))  # type: ignore[assignment]
        with pytest.raises(Mismatch, match=r"winner|scores"):
            run_many(30, seed=5, rulesets=[get_ruleset("palm-11")], max_hands=60)
        differential_harness.ref_rules = lambda r: real(r.replace(low_to=LowTo.HOLDER))  # type: ignore[assignment]
        with pytest.raises(Mismatch, match="hand result"):
            run_many(30, seed=5, rulesets=[get_ruleset("palm")], max_hands=20)
        differential_harness.ref_rules = lambda r: real(r.replace(trumping=Trumping.WHEN_VOID))  # type: ignore[assignment]
        with pytest.raises(Mismatch, match="legal actions"):
            run_many(5, seed=5, rulesets=[get_ruleset("palm")], max_hands=20)
    finally:
        differential_harness.ref_rules = real


# ------------------------------------------------------------------------------ records and the CLI


def test_the_hand_fixtures_agree_with_the_referee() -> None:
    fixtures = sorted(HANDS.glob("*.result.json"))
    assert len(fixtures) >= 10
    for expected_path in fixtures:
        record = json.loads(expected_path.with_name(expected_path.name.replace(".result", "")).read_text())
        rules = ref_rules(get_ruleset(record.get("ruleset", "palm")))
        before = record.get("scores_before", [0, 0])
        ref = replay_hand(rules, record["dealer"], record["hands"], record["bids"], record["plays"],
                          (before[0], before[1]))
        assert replay_json(ref) == json.loads(expected_path.read_text()), expected_path.name


def test_palm_pitch_replay_output_on_random_hand_records(tmp_path: Path) -> None:
    """The ``palm-pitch replay`` command itself (in process), on hands of random games."""
    checked = 0
    for seed, name in enumerate(["palm", "low-to-holder", "strict-follow", "setback-11", "bid-only"]):
        ruleset = get_ruleset(name)
        outcome = play_game([RandomPlayer(), HeuristicPlayer(), RandomPlayer(), HeuristicPlayer()],
                            seed=seed, ruleset=ruleset, max_hands=4)
        for result in outcome.results:
            if result.pitcher is None:
                continue
            data = HandRecord.from_result(result, name).to_json()
            path = tmp_path / f"{name}-{checked}.json"
            path.write_text(json.dumps(data))
            out = io.StringIO()
            with redirect_stdout(out):
                assert cli_main(["replay", str(path)]) == 0
            ref = replay_hand(ref_rules(ruleset), data["dealer"], data["hands"], data["bids"], data["plays"],
                              (data["scores_before"][0], data["scores_before"][1]))
            assert json.loads(out.getvalue()) == replay_json(ref)
            checked += 1
    assert checked >= 10


def test_game_records_replay_in_the_referee_and_round_trip_as_text() -> None:
    """A whole game's record (ruleset + seed + actions), replayed by the referee with its own deals:
    every action legal, and the same hand results, scores and winner as the engine's replay; the
    text and JSON forms give the same record back, which replays to the identical state, also when
    cut in the middle of an auction or a trick. Pass-happy players bring in thrown-in hands."""
    all_passed = 0
    for seed in (0, 1, 40, 2026):  # (seed 40: thrown-in hands even with the heuristic's keener bids)
        for name in ("palm", "setback-11", "bid-only"):
            ruleset = get_ruleset(name)
            players = make_players(["heuristic", "passer", "heuristic", "random" if seed else "passer"])
            outcome = play_game(players, seed=seed, ruleset=ruleset, max_hands=40)
            record = outcome.record
            again = GameRecord.from_text(record.to_text())
            assert again == record and again.to_text() == record.to_text()
            assert GameRecord.from_json_text(record.to_json_text()) == record
            assert again.replay() == outcome.final
            ref = RefMatch(ref_rules(ruleset), seed)
            for action in record.actions:
                if ref.hand is None or ref.hand.result is not None:
                    ref.deal()
                ref.act(action_text(action))
            final = outcome.final
            assert [replay_json(r) for r in ref.results] == [hand_result_json(r) for r in final.results]
            assert ref.scores == final.scores and ref.winner == final.winner and ref.over == final.is_over
            all_passed += sum(r.pitcher is None for r in final.results)
            for cut in (len(record.actions) // 3, len(record.actions) // 2 + 1):
                part = GameRecord(record.ruleset, record.seed, record.actions[:cut], record.tags)
                assert GameRecord.from_text(part.to_text()).replay() == part.replay()
                states = [state for _, state in part.states()]
                assert states[-1] == part.replay()
    assert all_passed > 0


def test_random_ruleset_helper_covers_every_switch() -> None:
    rnd = random.Random(1)
    seen = [random_ruleset(rnd) for _ in range(300)]
    assert len(switches()) >= 7
    for switch in switches():
        assert {getattr(r, switch.name) for r in seen} == set(switch.enum), switch.name


def test_the_games_drawn_are_exactly_the_c_engines_rulesets() -> None:
    """The long runs' rulesets: every named ruleset the C engine plays, and random combinations of
    its switches, and nothing the C engine cannot play."""
    from palm_pitch.cengine.ruleset_record import c_rulesets, in_c_family

    rnd = random.Random(2)
    seen = [random_ruleset(rnd) for _ in range(400)]
    assert all(in_c_family(ruleset) for ruleset in seen)
    assert {r.name for r in seen} - {"random"} == {r.name for r in c_rulesets()}
    assert {r for r in seen if r.name != "random"} == set(c_rulesets())
