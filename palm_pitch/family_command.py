"""The command line of the family's variants: ``palm-pitch variants``, and ``play``, ``simulate``,
``duel``, ``replay`` and ``record`` for a variant that is not one of the Palm game's own rulesets.

What it is for: :mod:`palm_pitch.cli` keeps the Palm game's commands as they are and hands a
family variant (a name of ``palm-pitch variants`` that :mod:`palm_pitch.rules` does not know) and
a family record (``"format": "palm-pitch-family"``) to the functions here. Errors a user can cause
are :class:`FamilyUsageError` (one line; exit status 2).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from palm_pitch.family.match import play_game
from palm_pitch.family.players import FAMILY_PLAYERS, FamilyPlayer, make_family_player
from palm_pitch.family.record import FamilyRecord, FamilyRecordError
from palm_pitch.family.rules import FamilyRules, Teams, score_json, score_text
from palm_pitch.family.search import FAMILY_LEVELS, LEVEL_WORLDS, FamilySearch, levels_text
from palm_pitch.family.variants import all_variants, get_variant, summary_line
from palm_pitch.family_saves import (
    DamagedFamilySave,
    is_finished,
    load_family_save,
    set_aside,
    write_family_save,
)
from palm_pitch.frontends.family_game import play_family_game, unit_name
from palm_pitch.rules import ruleset_names


class FamilyUsageError(Exception):
    """A user error: printed as one line, exit status 2."""


def is_family_variant(name: str) -> bool:
    """True for a variant of ``palm-pitch variants`` that the Palm game's own rulesets do not have."""
    if name.lower() in ruleset_names():
        return False
    try:
        get_variant(name)
    except KeyError:
        return False
    return True


def variants_lines() -> list[str]:
    """``palm-pitch variants``: a heading, then one line per variant."""
    lines = [f"{'name':<22} {'players':<18} points  target  what it is"]
    lines += [summary_line(rules) for rules in all_variants()]
    lines.append(f"({len(all_variants())} variants; C engine: "
                 + ", ".join(rules.name for rules in all_variants() if rules.c_engine) + ")")
    return lines


def add_parser(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add ``variants`` to ``palm-pitch``'s subcommands."""
    variants = commands.add_parser("variants", help="list every game of the family this program plays")
    variants.set_defaults(run=lambda args: print("\n".join(variants_lines())) or 0)


def _rules(name: str) -> FamilyRules:
    try:
        return get_variant(name)
    except KeyError as error:
        raise FamilyUsageError(error.args[0]) from None


def _player(name: str) -> FamilyPlayer:
    if name in LEVEL_WORLDS:
        return FamilySearch(name)
    if name not in FAMILY_PLAYERS:
        raise FamilyUsageError(f"player {name!r} does not play the family's variants"
                               f" (choose {', '.join([*FAMILY_PLAYERS, *LEVEL_WORLDS])})")
    return make_family_player(name)


def seats_for(rules: FamilyRules, first: FamilyPlayer, others: FamilyPlayer) -> list[FamilyPlayer]:
    """``first`` in the seats of team 0 (or seat 0 alone), ``others`` everywhere else."""
    if rules.teams is Teams.FIXED:
        return [first if seat % rules.team_count == 0 else others for seat in range(rules.players)]
    return [first] + [others] * (rules.players - 1)


def play(seed: int, name: str, read_line: Callable[[], str], out: TextIO) -> int:
    """``palm-pitch play --ruleset NAME`` for a family variant, not saved."""
    _rules(name)
    return play_family_game(seed, name, read_line, out)


def play_saved(folder: Path, seed: int, name: str, seed_given: bool, new: bool,
               read_line: Callable[[], str], out: TextIO, err: TextIO, level: str | None = None) -> int:
    """``palm-pitch play --ruleset NAME`` for a family variant, saved in ``folder`` (whose lock the
    caller holds) and resumed from it: an unfinished game of ``name`` goes on at its own level; a
    new one (``--seed``), a game of another variant or at another ``level``, never replaces an
    unfinished saved game without ``new``; a damaged save is refused in one line and kept (``new``
    moves it aside). ``level``: the computer players of a new game (None: Normal)."""
    _rules(name)
    if level is not None and level not in FAMILY_LEVELS:
        raise FamilyUsageError(f"--level {level}: the family's games are played at"
                               f" {levels_text()} (easy plays the Palm game alone)")
    try:
        saved = load_family_save(folder)
    except DamagedFamilySave as error:
        if not new:
            raise FamilyUsageError(f"{error}; play with --new to move it aside and start a new game"
                                   ) from None
        print(f"play: {error}; moved aside as {set_aside(folder).name}, a new game starts", file=err)
        saved = None
    if saved is not None and is_finished(saved):
        saved = None
    if saved is not None and not new:
        if saved.ruleset != name:
            raise FamilyUsageError(f"an unfinished {saved.ruleset} game is saved in {folder}: play --ruleset"
                                   f" {saved.ruleset} to go on with it, or add --new to give it up")
        if seed_given:
            raise FamilyUsageError(f"an unfinished game is saved in {folder}: play without --seed to go on"
                                   " with it, or add --new to give it up")
        if level is not None and level != (saved.level or "normal"):
            raise FamilyUsageError(f"an unfinished game against {saved.level or 'normal'} players is saved in"
                                   f" {folder}: play without --level to go on with it, or add --new to give"
                                   " it up")
    resumed = saved if not new else None
    return play_family_game(seed, name, read_line, out, lambda record: write_family_save(folder, record),
                            resumed, level or "normal")


def simulate(name: str, first: str, others: str, games: int, seed: int, max_hands: int, out: TextIO) -> int:
    """``palm-pitch simulate --ruleset NAME``: ``first`` in team 0 (or seat 0), ``others`` elsewhere."""
    rules = _rules(name)
    players = seats_for(rules, _player(first), _player(others))
    started = time.perf_counter()
    outcomes = [play_game(rules, players, seed + game, max_hands) for game in range(games)]
    elapsed = time.perf_counter() - started
    units = rules.side_count
    wins = [sum(1 for outcome in outcomes if outcome.winner == unit) for unit in range(units)]
    unfinished = sum(1 for outcome in outcomes if outcome.winner is None)
    hands = sum(len(outcome.final.results) for outcome in outcomes)
    decisions = sum(len(outcome.actions) for outcome in outcomes)
    print(f"ruleset {rules.name}: {games} games, seeds {seed}..{seed + games - 1}", file=out)
    print(f"{unit_name(rules, 0)} ({first}): won {wins[0]} games ({100 * wins[0] / games:.1f}%)", file=out)
    rest = sum(wins[1:])
    print(f"the other {'teams' if rules.teams is Teams.FIXED else 'players'} ({others}): won {rest} games"
          f" ({100 * rest / games:.1f}%)", file=out)
    if unfinished:
        print(f"unfinished (hit --max-hands {max_hands}): {unfinished} games", file=out)
    print(f"hands played: {hands} ({hands / games:.1f} per game)", file=out)
    rate = decisions / elapsed if elapsed > 0 else 0.0
    print(f"decisions: {decisions} in {elapsed:.2f} s ({rate:.0f} per second)", file=out)
    return 0


def duel(name: str, a: str, b: str, games: int, seed: int, max_hands: int, out: TextIO) -> int:
    """``palm-pitch duel A B --ruleset NAME``: each seed twice, A in team 0 (or seat 0) against
    B, then B there against A; a game counts for the player in the winning seat's place."""
    rules = _rules(name)
    first, second = _player(a), _player(b)
    a_wins = b_wins = unfinished = 0
    pairs = (games + 1) // 2
    for game in range(pairs):
        for mine, theirs, mine_is_a in ((first, second, True), (second, first, False)):
            outcome = play_game(rules, seats_for(rules, mine, theirs), seed + game, max_hands)
            if outcome.winner is None:
                unfinished += 1
            elif (outcome.winner == 0) == mine_is_a:
                a_wins += 1
            else:
                b_wins += 1
    played = 2 * pairs
    print(f"ruleset {rules.name}: {played} games ({pairs} seeds from {seed}, seats swapped)", file=out)
    print(f"A {a} in team 0 or seat 0 against B {b} elsewhere, and the other way round:", file=out)
    print(f"  A {a}: {a_wins} games ({100 * a_wins / played:.1f}%); B {b}: {b_wins} games"
          f" ({100 * b_wins / played:.1f}%); unfinished {unfinished}", file=out)
    return 0


def replay(text: str, out: TextIO) -> int:
    """``palm-pitch replay FILE`` of a family game record: its result as JSON."""
    try:
        is_json = text.lstrip().startswith("{")
        record = FamilyRecord.from_json_text(text) if is_json else FamilyRecord.from_text(text)
        final = record.replay()
    except FamilyRecordError as error:
        raise FamilyUsageError(str(error)) from None
    hands = [{"hand": result.hand_number, "maker": result.maker,
              "bid": None if result.contract is None else str(result.contract),
              "trump": None if result.trump is None else result.trump.letter, "made": result.made,
              "points": {award.point: award.side for award in result.awards},
              "hand_scores": [score_json(value) for value in result.hand_scores],
              "scores_after": [score_json(value) for value in result.scores_after]}
             for result in final.results]
    print(json.dumps({"ruleset": record.ruleset, "seed": record.seed, "hands": hands,
                      "scores": [score_json(value) for value in final.scores], "winner": final.winner}),
          file=out)
    return 0


def record(text: str, to: str | None, out: TextIO) -> tuple[int, str]:
    """``palm-pitch record FILE`` of a family game record: check it, print it in the other form
    (or ``to``); returns the status and a summary line for standard error."""
    is_json = text.lstrip().startswith("{")
    try:
        game = FamilyRecord.from_json_text(text) if is_json else FamilyRecord.from_text(text)
        final = game.replay()
        target = to or ("text" if is_json else "json")
        out.write(game.to_text() if target == "text" else game.to_json_text())
    except FamilyRecordError as error:
        raise FamilyUsageError(str(error)) from None
    return 0, f"; {len(game.actions)} actions, scores {':'.join(map(score_text, final.scores))}"
