"""The family on the command line: ``palm-pitch variants``, the text game of every variant (every
decision, bad input refused in one line with nothing lost), ``simulate``, ``duel``, ``replay`` and
``record`` of family records."""

from __future__ import annotations

import io
import json
import random
import re

import pytest

from palm_pitch.cli import main
from palm_pitch.family.match import play_game
from palm_pitch.family.players import FamilyHeuristic, FamilyRandom
from palm_pitch.family.record import FamilyRecord, FamilyRecordError
from palm_pitch.family.variants import all_variants, get_variant, variant_names
from palm_pitch.family_command import is_family_variant
from palm_pitch.frontends.family_game import play_family_game

FAMILY_ONLY = [name for name in variant_names() if is_family_variant(name)]


def test_variants_lists_every_variant_with_players_points_and_target(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["variants"]) == 0
    lines = capsys.readouterr().out.splitlines()
    listed = [line.split()[0] for line in lines[1:-1]]
    assert listed == list(variant_names()) and len(listed) >= 35
    ten = next(line for line in lines if line.startswith("ten-point "))
    assert "4 in 2 teams of 2" in ten and "10 points" in ten and "to 52" in ten


class ScriptedHuman:
    """Answers each prompt of the text game: something refused first and now and then, else a legal
    action."""

    BAD = ("discard ZZ", "call 1X", "99", "trump Q", "hello")

    def __init__(self, out: io.StringIO, seed: int, limit: int) -> None:
        self.out, self.random, self.left = out, random.Random(seed), limit
        self.refusals = 0
        self.pending_check: str | None = None

    def __call__(self) -> str:
        text = self.out.getvalue()
        prompt = text[text.rfind("\n") + 1:]
        match = re.search(r"\(([^()]*)\)\? $", prompt)
        assert match, f"no prompt at the end of: {prompt!r}"
        if self.pending_check is not None:  # after a refusal: one line, then the same table again
            after = text[len(self.pending_check):].splitlines()
            assert len(after[0].strip()) > 0 and after[1].startswith("Hand "), after[:2]
            self.pending_check = None
        self.left -= 1
        if self.left <= 0:
            return "q\n"
        options = match.group(1).split(" ")
        if self.refusals == 0 or self.random.random() < 0.1:  # something refused at the first prompt
            self.refusals += 1
            self.pending_check = text
            return self.random.choice(self.BAD) + "\n"
        choice = self.random.choice(options)
        if choice in ("trump", "sub", "call", "discard", "claim"):  # two-word actions: rebuild them
            words = match.group(1).split(" ")
            pairs = [" ".join(words[i:i + 2]) for i in range(0, len(words) - 1) if words[i] == choice]
            return self.random.choice(pairs) + "\n"
        index = options.index(choice)
        if index > 0 and options[index - 1] in ("trump", "sub", "call", "discard", "claim"):
            return f"{options[index - 1]} {choice}\n"
        return choice + "\n"


@pytest.mark.parametrize("name", FAMILY_ONLY)
def test_the_text_game_plays_every_variant_and_refuses_bad_input_in_one_line(name: str) -> None:
    out = io.StringIO()
    human = ScriptedHuman(out, seed=len(name), limit=120)
    assert play_family_game(7, name, human, out) == 0
    text = out.getvalue()
    assert "Traceback" not in text
    assert "wins the game" in text or "win the game" in text or text.rstrip().endswith("Bye.")
    assert human.refusals > 0


def test_play_with_a_family_ruleset_and_an_unknown_one(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--ruleset", "ten-point", "--seed", "3"]) == 0
    assert "ten-point" in capsys.readouterr().out
    assert main(["play", "--ruleset", "no-such-game"]) == 2
    assert "no-such-game" in capsys.readouterr().err


def test_simulate_and_duel_play_family_variants(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--ruleset", "setback-3", "--games", "4"]) == 0
    out = capsys.readouterr().out
    assert "ruleset setback-3: 4 games" in out and "seat 0" not in out.splitlines()[0]
    assert main(["simulate", "--ruleset", "cell", "--engine", "c", "--games", "2"]) == 2
    assert "does not play cell" in capsys.readouterr().err
    assert main(["duel", "heuristic", "random", "--ruleset", "wahoo", "--games", "2"]) == 0
    assert "A heuristic" in capsys.readouterr().out
    assert main(["duel", "easy", "random", "--ruleset", "wahoo", "--games", "2"]) == 2


def test_replay_and_record_of_a_family_game(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    rules = get_variant("nine-five")
    outcome = play_game(rules, [FamilyHeuristic(), FamilyRandom()] * 2, seed=5)
    record = FamilyRecord.of_game(rules, 5, outcome.actions, outcome.final)
    path = tmp_path / "game.json"
    path.write_text(record.to_json_text())
    assert main(["replay", str(path)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["scores"] == list(outcome.final.scores) and replayed["winner"] == outcome.winner
    assert main(["record", str(path)]) == 0
    text = capsys.readouterr().out
    assert FamilyRecord.from_text(text) == record
    broken = record.to_json()
    broken["actions"][4] = "discard ZZ"
    path.write_text(json.dumps(broken))
    assert main(["record", str(path)]) == 2
    assert "actions[4]: unknown card 'ZZ'" in capsys.readouterr().err


@pytest.mark.parametrize("name", [rules.name for rules in all_variants()][::7])
def test_records_round_trip_and_replay_for_variants(name: str) -> None:
    rules = get_variant(name)
    players = [FamilyHeuristic() if seat % 2 else FamilyRandom() for seat in range(rules.players)]
    outcome = play_game(rules, players, seed=2, max_hands=12)
    record = FamilyRecord.of_game(rules, 2, outcome.actions, outcome.final)
    assert FamilyRecord.from_json_text(record.to_json_text()) == record
    assert FamilyRecord.from_text(record.to_text()) == record
    assert record.replay().scores == outcome.final.scores


def test_a_record_that_does_not_replay_names_the_action_and_the_reason() -> None:
    from palm_pitch.family.actions import parse_action
    from palm_pitch.family.record import FamilyRecordError

    record = FamilyRecord("palm", 1, (parse_action("9"),))
    with pytest.raises(FamilyRecordError, match=r"action 1 \(9\): Bids are 2 to 4 or Smudge"):
        record.replay()
    with pytest.raises(FamilyRecordError, match="version"):
        FamilyRecord.from_json_text('{"format": "palm-pitch-family", "version": 9}')


def test_a_records_level_round_trips_and_a_wrong_one_is_named() -> None:
    record = FamilyRecord("auction-pitch", 3, (), level="expert")
    assert FamilyRecord.from_json_text(record.to_json_text()) == record
    assert '[Level "expert"]' in record.to_text()
    assert FamilyRecord.from_text(record.to_text()) == record
    assert FamilyRecord.from_json_text(FamilyRecord("auction-pitch", 3, ()).to_json_text()).level is None
    with pytest.raises(FamilyRecordError, match="level: 3 is not the name of a level"):
        FamilyRecord.from_json_text(record.to_json_text().replace('"expert"', '3'))
    with pytest.raises(FamilyRecordError, match=r"\[Level\]: 'Ex pert' is not the name of a level"):
        FamilyRecord.from_text(record.to_text().replace('"expert"', '"Ex pert"'))


def test_an_unknown_word_in_the_text_game_says_what_to_type() -> None:
    out = io.StringIO()
    answers = iter(["hello\n", "q\n"])
    assert play_family_game(4, "ten-point", lambda: next(answers), out) == 0
    refusal = next(line for line in out.getvalue().splitlines() if "hello" in line)
    expected = "Unknown action 'hello': type one of the choices in brackets as shown, or q to quit."
    assert refusal.endswith(expected)


def test_h_in_the_family_text_game_gives_the_windows_hints_for_bids_and_cards() -> None:
    from palm_pitch.app import family_bid_hint_for, family_hint_for
    from palm_pitch.family.actions import PASS
    from palm_pitch.family.engine import Phase, new_game
    from palm_pitch.family.search import decision_rng
    from palm_pitch.family.views import seat_view
    from palm_pitch.frontends.family_game import seat_name

    out = io.StringIO()
    answers = iter(["h\n", "pass\n", "h\n", "q\n"])  # seed 3: you bid, then lead... your first card
    assert play_family_game(3, "auction-pitch", lambda: next(answers), out) == 0
    lines = out.getvalue().splitlines()
    bid_hint, hint = [line for line in lines if "Hint: " in line]
    state, actions = new_game(get_variant("auction-pitch"), 3), []  # the positions of the hints, again
    heuristic = FamilyHeuristic()
    while state.phase is not Phase.PLAY or state.to_move != 0:
        if state.phase in (Phase.DEAL, Phase.SCORE):
            state = state.advance()
            continue
        seat = state.to_move
        if seat == 0 and state.phase is Phase.BID:  # the bid dialog's line, and the bid to type
            bid, line = family_bid_hint_for(seat_view(state, 0), seat_name)
            assert bid_hint.endswith(f"{line} (type {bid})") and line.startswith("Hint: ")
        rng = decision_rng(3, seat, len(actions))
        action = PASS if seat == 0 else heuristic.choose(seat_view(state, seat), rng)
        state, actions = state.apply(action), [*actions, action]
    card, why = family_hint_for(seat_view(state, 0), 3, len(actions), seat_name)
    assert hint.endswith(f"Hint: {card} - {why}.") and card in state.legal_actions()
