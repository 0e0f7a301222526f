"""Drive the Python engine and the C engine (device/core/ through palm_pitch.cengine) side by side and
fail on the first difference.

Used by tests/cengine/test_c_differential.py (a few hundred games) and tools/c_differential.py (the
long run). It reuses the generators of tools/differential_harness.py (random rulesets over every
switch, starting scores near, at or past the target, the pass-happy and bid-happy test players), so
the C engine is held to the same games the Python engine is held to against the reference referee.

Compared, step by step:

- after every transition, the whole state field by field (phase, seat to move, every hand, trump,
  leader, the trick and the tricks, the cards won, dealer, scores, the dealing PRNG's state word,
  the deal, the bids, the high bid, the pitcher, the winner, the hand number, and the result of the
  hand just finished: points, cards, pips, made, hand score, scores, winner);
- at every decision, the legal actions (order included); with ``check_why``, ``why_illegal`` for
  every bid, every card and a non-action, the refusal (and its reason) of ``apply`` for each refused
  one with the state left unchanged, and the refusals of deal / next hand / advance;
- the players: a player the C core has (random; the heuristic once ported) chooses in both engines
  from the same view and generator, and the choices and the generators' states must agree; the
  other test players (pass-happy, bid-happy) choose in Python and both engines apply the choice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from differential_harness import (
    ALL_BIDS,
    PLAYER_KINDS,
    Mismatch,
    Tally,
    classify,
    make_players,
    random_ruleset,
    random_scores,
    ref_rules,
    result_extras,
)

from palm_pitch.actions import Action, IllegalActionError, action_text
from palm_pitch.cards import CARDS
from palm_pitch.cengine import PLAYER_KINDS as C_PLAYER_KINDS
from palm_pitch.cengine import CGame
from palm_pitch.match import player_rngs
from palm_pitch.record import hand_result_json
from palm_pitch.rng import Rng
from palm_pitch.rules import Ruleset
from palm_pitch.state import GameState, Phase, new_game
from palm_pitch.views import PlayerView

NOT_AN_ACTION = object()
"""Something that is neither a bid nor a card (the engines must say so, not crash)."""


def engine_fields(state: GameState) -> dict[str, Any]:
    """A Python state in the terms of :meth:`CGame.fields`."""
    table = state.table
    return {
        "phase": state.phase,
        "to_move": state.to_move,
        "hands": state.hands,
        "trump": state.trump,
        "leader": state.leader,
        "trick": state.trick,
        "tricks": state.tricks,
        "won": state.won,
        "dealer": table.dealer,
        "scores": table.scores,
        "rng_state": table.rng_state,
        "dealt": table.dealt,
        "bids": table.bids,
        "high_bid": table.high_bid,
        "pitcher": table.pitcher,
        "winner": table.winner,
        "hand_number": table.hand_number,
        "result": state.result,
    }


class Where:
    """Which game and step a comparison is at (written out only when it fails)."""

    def __init__(self, ruleset: Ruleset, seed: int, scores: tuple[int, int], kinds: Sequence[str]) -> None:
        self.game = f"ruleset={ruleset!r} seed={seed} scores={scores} players={list(kinds)}"
        self.hand = 0
        self.actions: list[str] = []

    def __str__(self) -> str:
        return f"[{self.game} hand={self.hand} after {self.actions}]"


def _same(what: str, python: object, c: object, where: object) -> None:
    if python != c:
        raise Mismatch(f"{what}: Python {python!r} != C {c!r} {where}")


def compare_states(state: GameState, game: CGame, where: object) -> None:
    """The two states agree in every field (the first differing fields are named)."""
    python, c = engine_fields(state), game.fields()
    differing = [key for key in python if python[key] != c[key]]
    if differing:
        details = "; ".join(f"{key}: Python {python[key]!r} != C {c[key]!r}" for key in differing)
        raise Mismatch(f"state differs in {', '.join(differing)} {where}: {details}")


def _refusal(function: Any, *args: object) -> str | None:
    try:
        function(*args)
    except IllegalActionError as error:
        return error.reason
    return None


def compare_refusals(state: GameState, game: CGame, where: object) -> None:
    """Every bid, every card and a non-action: the same ``why_illegal``; each refused one is
    refused by ``apply`` in both engines with that reason, and the C game is left unchanged; and
    the same refusals of deal, next hand and advance."""
    before = game.fields()
    for candidate in (*ALL_BIDS, *CARDS, NOT_AN_ACTION):
        text = "a non-action" if candidate is NOT_AN_ACTION else action_text(candidate)  # type: ignore[arg-type]
        reason = state.why_illegal(candidate)  # type: ignore[arg-type]
        _same(f"why_illegal({text})", reason, game.why_illegal(candidate), where)
        if reason is not None:
            _same(f"apply({text}) refused", reason, _refusal(state.apply, candidate), where)
            _same(f"C apply({text}) refused", reason, _refusal(game.apply, candidate), where)
    for step in ("deal", "next_hand", "advance"):
        python_reason = _refusal(getattr(state, step))
        if python_reason is not None:
            _same(f"{step}() refused", python_reason, _refusal(getattr(game.copy(), step)), where)
    after = game.fields()
    _same("the C state after refused actions", before, after, where)


def play_and_compare_c(
    ruleset: Ruleset,
    seed: int,
    kinds: Sequence[str] = ("random",) * 4,
    scores: tuple[int, int] = (0, 0),
    max_hands: int = 200,
    check_why: bool = False,
) -> Tally:
    """Play one game in both engines with these players, comparing every step."""
    tally = Tally(games=1, rulesets={ruleset.name})
    rules = ref_rules(ruleset)
    players = make_players(kinds)
    rngs = player_rngs(seed)
    c_rngs = [Rng.from_state(rng.state) for rng in rngs]
    state = new_game(ruleset, seed, scores)
    game = CGame.new_game(ruleset, seed, scores)
    where = Where(ruleset, seed, scores, kinds)
    compare_states(state, game, where)
    for hand_number in range(1, max_hands + 1):
        where.hand = hand_number
        where.actions = actions = []
        if state.phase is Phase.SCORE:
            if check_why:
                compare_refusals(state, game, where)
            state = state.next_hand()
            game.next_hand()
            compare_states(state, game, where)
        if check_why:
            compare_refusals(state, game, where)
        state = state.deal()
        game.deal()
        compare_states(state, game, where)
        while state.phase in (Phase.BID, Phase.PLAY):
            seat = state.to_move
            assert seat is not None
            _same("legal actions", state.legal_actions(), game.legal_actions(), where)
            if check_why:
                compare_refusals(state, game, where)
            kind = kinds[seat]
            action: Action = players[seat].choose(PlayerView(state, seat), rngs[seat])
            if kind in C_PLAYER_KINDS:
                _same(f"{kind} player's choice", action, game.choose(kind, c_rngs[seat]), where)
                _same(f"{kind} player's generator", rngs[seat].state, c_rngs[seat].state, where)
            try:
                state = state.apply(action)
            except IllegalActionError as error:
                # A player chose an illegal action (a defect of the player, which a game would stop
                # on): the C engine must refuse it for the same reason; the game ends here.
                _same(f"refusal of {action_text(action)}", error.reason, _refusal(game.apply, action), where)
                tally.events["a player's illegal choice, refused alike"] += 1
                return tally
            game.apply(action)
            actions.append(action_text(action))
            tally.steps += 1
            compare_states(state, game, where)
        tally.hands += 1
        result = state.result
        assert result is not None
        if result.pitcher is None:
            tally.all_pass_hands += 1
        tally.events.update(classify(rules, {**hand_result_json(result), **result_extras(result),
                                             "bids": [int(bid) for bid in result.bids]}))
        if state.is_over:
            tally.game_overs += 1
            if check_why:
                compare_refusals(state, game, where)
            break
    return tally


def run_many_c(games: int, seed: int = 0, check_why_every: int = 0, rulesets: Sequence[Ruleset] | None = None,
               max_hands: int = 200) -> Tally:
    """``games`` games with random rulesets (or cycling through ``rulesets``), random starting scores
    and a random mix of players, deterministic for a given ``seed``; every ``check_why_every``-th
    game (0: none) also checks every refusal at every step."""
    rnd = random.Random(seed)
    total = Tally()
    for number in range(games):
        ruleset = rulesets[number % len(rulesets)] if rulesets else random_ruleset(rnd)
        scores = random_scores(rnd, ruleset.target)
        kinds = [rnd.choice(PLAYER_KINDS) for _ in range(4)]
        game_seed = rnd.randrange(2**32)
        check_why = bool(check_why_every) and number % check_why_every == 0
        total.add(play_and_compare_c(ruleset, game_seed, kinds, scores, max_hands, check_why))
    return total
