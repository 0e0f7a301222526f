"""The differential harness: the Python engine, the reference referee and any other engine that
answers :class:`palm_pitch.engine.Engine` (the C engine) played side by side, failing on the first
difference.

Used by tests/test_differential.py (a few seconds of games, with and without the C engine) and the
long runs of tools/differential.py (``--engine c`` adds the C engine). Compared:

- against the referee (``referee=True``): at every step the seat to move and the legal actions
  (text and order; with ``check_why`` also ``why_illegal`` for every bid and card, and the mover's
  :class:`PlayerView`); at every deal the dealer and the four hands; at every hand's end the full
  result (the ``palm-pitch replay`` JSON plus the points per team, the High/Low/Jack cards, the
  bids and the scores before) and the match state (scores, winner, game over); with
  ``check_records``, the hand's record (it holds the hand the referee played) and its replay
  through ``palm-pitch replay``'s code path (it gives the referee's result);
- against each other engine (a :class:`Contender`): after every transition the whole state field
  by field (:data:`palm_pitch.engine.FIELDS`: phase, seat to move, hands, trump, trick and tricks,
  cards won, dealer, scores, the dealing PRNG's state, the deal, bids, pitcher, winner, hand number,
  the hand's result); at every decision the legal actions; with ``check_why`` every refusal (each
  bid, each card and a non-action: ``why_illegal``, ``apply`` refusing with that reason and leaving
  the state unchanged, and deal / next hand / advance); and the choices of the players the other
  engine has itself (its ``choose``) with their generators' states.

Long runs in batches, in worker processes and in shards: tools/differential_shards.py.
"""

from __future__ import annotations

import json
import random
import struct
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from reference_referee import BID_TEXT, RefHand, RefMatch, RefRules, replay_hand, replay_json, sort_cards

from palm_pitch.actions import Action, Bid, IllegalActionError, action_text, parse_action
from palm_pitch.cards import CARDS, Card
from palm_pitch.cengine.game import CGame
from palm_pitch.cengine.ruleset_record import c_rulesets, switches
from palm_pitch.engine import engine_fields
from palm_pitch.match import player_rngs
from palm_pitch.players import EasyPlayer, HeuristicPlayer, RandomPlayer
from palm_pitch.players.base import Player
from palm_pitch.record import HandRecord, hand_result_json, replay_hand_json
from palm_pitch.rng import Rng
from palm_pitch.rules import (
    AllPass,
    DealerSteal,
    LowTo,
    MadeBidScores,
    Ruleset,
    Smudge,
    Trumping,
    WinRule,
    all_rulesets,
)
from palm_pitch.scoring import HandResult, Trick
from palm_pitch.state import GameState, Phase, from_deal, new_game
from palm_pitch.views import PlayerView

ALL_BIDS = (Bid.PASS, Bid.TWO, Bid.THREE, Bid.FOUR, Bid.SMUDGE)

LOW_TO = {LowTo.TRICK_WINNER: "trick winner", LowTo.HOLDER: "holder"}
STEAL = {DealerSteal.MATCH_ANY: "any", DealerSteal.MATCH_FOUR: "four", DealerSteal.NONE: "none"}
ALL_PASS = {AllPass.FORCED_DEALER: "forced", AllPass.REDEAL: "redeal", AllPass.DEALER_SET_BACK: "set back"}
SMUDGE = {Smudge.FIVE: "five", Smudge.WINS_GAME: "wins game", Smudge.OFF: "off"}
TRUMPING = {Trumping.ANY_TIME: "any time", Trumping.WHEN_VOID: "when void"}
WIN = {WinRule.MADE_BID: "made bid", WinRule.COUNT_OUT: "count out"}
MADE = {MadeBidScores.POINTS_TAKEN: "points", MadeBidScores.BID: "bid"}


def ref_rules(ruleset: Ruleset) -> RefRules:
    """The referee's rules for an engine ruleset (every switch mapped by meaning)."""
    return RefRules(
        target=ruleset.target,
        low_to=LOW_TO[ruleset.low_to],
        steal=STEAL[ruleset.dealer_steal],
        all_pass=ALL_PASS[ruleset.all_pass],
        smudge=SMUDGE[ruleset.smudge],
        trumping=TRUMPING[ruleset.trumping],
        win=WIN[ruleset.win_rule],
        made_scores=MADE[ruleset.made_bid_scores],
    )


def random_ruleset(rnd: random.Random) -> Ruleset:
    """A named ruleset or a random combination of every switch (targets from the catalogue, small
    ones that end games quickly, and odd ones)."""
    if rnd.random() < 0.3:
        return rnd.choice(c_rulesets())
    target = rnd.choice([21, 11, 15, 32, 52, 1, 2, 3, 5, 7, rnd.randint(1, 60)])
    drawn = {switch.name: rnd.choice(list(switch.enum)) for switch in switches()}
    return Ruleset(name="random", target=target, **drawn)  # type: ignore[arg-type]


def random_scores(rnd: random.Random, target: int) -> tuple[int, int]:
    """Starting scores: mostly 0:0, else near the target, negative, tied, or past it."""
    pick = rnd.random()
    if pick < 0.5:
        return (0, 0)
    if pick < 0.8:
        near, other = rnd.randint(target - 6, target), rnd.randint(target - 6, target + 4)
        return (near, other) if rnd.random() < 0.5 else (other, near)
    if pick < 0.9:
        both = rnd.randint(target - 5, target + 5)
        return (both, both)
    return (rnd.randint(-30, 5), rnd.randint(-30, 5))


class PasserPlayer:
    """A test player that passes three times in four when it may, else acts like the random player
    (so that hands where everybody passes, and forced dealers, come up often)."""

    name = "passer"

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        legal = view.legal_actions()
        if Bid.PASS in legal and rng.below(4) != 0:
            return Bid.PASS
        return legal[rng.below(len(legal))]


class GreedyPlayer:
    """A test player that bids the highest bid it may (steals included) and plays randomly, so
    that Smudges and steals of every size come up often."""

    name = "greedy"

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        legal = view.legal_actions()
        if isinstance(legal[0], Bid):
            return legal[-1]
        return legal[rng.below(len(legal))]


PLAYER_KINDS = ("random", "heuristic", "easy", "passer", "greedy")


def make_players(kinds: Sequence[str]) -> list[Player]:
    made: dict[str, Player] = {"random": RandomPlayer(), "heuristic": HeuristicPlayer(), "easy": EasyPlayer(),
                               "passer": PasserPlayer(), "greedy": GreedyPlayer()}
    return [made[kind] for kind in kinds]


@dataclass
class Tally:
    games: int = 0
    hands: int = 0
    steps: int = 0
    all_pass_hands: int = 0
    game_overs: int = 0
    rulesets: set[str] = field(default_factory=set)
    events: Counter[str] = field(default_factory=Counter)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.hands += other.hands
        self.steps += other.steps
        self.all_pass_hands += other.all_pass_hands
        self.game_overs += other.game_overs
        self.rulesets |= other.rulesets
        self.events.update(other.events)


class Mismatch(AssertionError):
    pass


@dataclass(frozen=True)
class Contender:
    """Another engine held to the Python engine: how it starts a match, and the kinds of player it
    has itself (``choose(kind, rng)``), whose choices are compared with the Python players'."""

    name: str
    new_game: Callable[[Ruleset, int, tuple[int, int]], Any]  # -> an Engine with fields() (and choose)
    player_kinds: frozenset[str] = frozenset()


def c_contender() -> Contender:
    """The C engine (``palm_pitch.cengine``), loaded when first asked for."""
    from palm_pitch.cengine import PLAYER_KINDS as C_PLAYER_KINDS
    from palm_pitch.cengine import CGame

    return Contender("C", CGame.new_game, frozenset(C_PLAYER_KINDS))


NOT_AN_ACTION = object()
"""Something that is neither a bid nor a card (the engines must say so, not crash)."""


class Where:
    """Which game and step a comparison is at (written out only when it fails)."""

    def __init__(self, ruleset: Ruleset, seed: int, scores: tuple[int, int], kinds: Sequence[str]) -> None:
        self.game = f"ruleset={ruleset!r} seed={seed} scores={scores} players={list(kinds)}"
        self.hand = 0
        self.actions: list[str] = []

    def __str__(self) -> str:
        return f"[{self.game} hand={self.hand} after {self.actions}]"


def _where(ruleset: Ruleset, seed: int, scores: tuple[int, int], kinds: Sequence[str], hand: int) -> str:
    return f"[ruleset={ruleset!r} seed={seed} scores={scores} players={list(kinds)} hand={hand}]"


def _check(condition: bool, what: str, engine: object, referee: object, where: object) -> None:
    if not condition:
        raise Mismatch(f"{what}: engine {engine!r} != referee {referee!r} {where}")


def _same(what: str, python: object, other: object, where: object, name: str = "C") -> None:
    if python != other:
        raise Mismatch(f"{what}: Python {python!r} != {name} {other!r} {where}")


# ------------------------------------------------------------------- states compared as plain values
#
# Comparing :data:`palm_pitch.engine.FIELDS` as Python objects costs most of a step: the C state is
# turned into cards, tricks and enums after every transition. The same comparison is made on plain
# values: each engine's state as a tuple of ints (cards by index, None where ``CGame.fields`` gives
# None), one C call and one ``struct`` unpack for the C engine. The two keys are equal exactly when
# every field but ``result`` is (the enums are ints); ``result`` (a finished hand, a step or two in
# a hand) is compared as objects. When the keys differ, the fields are compared one by one to name
# the difference.

SNAPSHOT_LAYOUT = struct.Struct("=12i 2i 4i I i 4Q 4Q 2Q 7i 7i 7i 28i 13i 4i 2i 2i 2i 2i 2i")
"""``pp_capi_snapshot`` (palm_pitch.cengine._library.Snapshot) as :mod:`struct` reads it."""

_SCORE = int(Phase.SCORE)
_BID_VALUE = (0, 0, 2, 3, 4, 5)
"""A C bid (1: no bid yet) as the Python engine's Bid value (``CGame.fields`` maps it alike)."""


class _LastTricks:
    """The plain value of the last completed tricks turned into one, kept while they are the same
    (they change four times less often than the state): for the Python engine the same tuple
    object, for the C engine the same count and snapshot values."""

    def __init__(self) -> None:
        self.source: Any = None
        self.count = -1
        self.value: tuple[Any, ...] = ()

    def of_python(self, tricks: tuple[Trick, ...]) -> tuple[Any, ...]:
        if tricks is not self.source:
            self.source = tricks
            self.value = tuple((trick.leader, tuple(card.index for card in trick.cards), trick.winner)
                               for trick in tricks)  # fmt: skip
        return self.value

    def of_c(self, count: int, values: tuple[int, ...]) -> tuple[Any, ...]:
        """``values``: the snapshot's leaders[7], winners[7], counts[7] and cards[28]; the tricks
        as ``CGame.fields`` reads them (four cards each, the winner as stored)."""
        if count != self.count or values != self.source:
            self.source, self.count = values, count
            leaders, winners, cards = values[0:7], values[7:14], values[21:49]
            self.value = tuple((leaders[t], cards[4 * t:4 * t + 4], winners[t]) for t in range(count))
        return self.value


_python_last_tricks = _LastTricks()
_c_last_tricks = _LastTricks()


def python_state_key(state: GameState) -> tuple[Any, ...]:
    """The Python state's fields (all but ``result``) as plain values, and whether it has a result."""
    table = state.table
    return (state.phase, state.to_move, state.hands, state.trump, state.leader,
            tuple(card.index for card in state.trick), _python_last_tricks.of_python(state.tricks),
            state.won, table.dealer, table.scores, table.rng_state, table.dealt, table.bids, table.high_bid,
            table.pitcher, table.winner, table.hand_number, state.result is not None)  # fmt: skip


def c_state_key(game: CGame) -> tuple[Any, ...]:
    """A C state's fields as :func:`python_state_key` gives a Python state's, read the way
    ``CGame.fields`` reads them (a negative seat or suit is None; a C bid of 1, none yet, a pass)."""
    values = SNAPSHOT_LAYOUT.unpack_from(game.snapshot())
    (phase, to_move, dealer, trump, leader, high_bid, pitcher, winner, nbids, ntricks, hand_number,
     has_result) = values[:12]  # fmt: skip
    current = 51 + 4 * ntricks
    return (phase, None if to_move < 0 else to_move, values[20:24], None if trump < 0 else trump, leader,
            values[current:current + values[44 + ntricks]], _c_last_tricks.of_c(ntricks, values[30:79]),
            values[28:30], dealer, values[12:14], values[18], values[24:28],
            tuple([_BID_VALUE[bid] for bid in values[14:14 + min(nbids, 4)]]), _BID_VALUE[high_bid],
            None if pitcher < 0 else pitcher, None if winner < 0 else winner, hand_number,
            bool(has_result) and phase >= _SCORE)  # fmt: skip


def _none(value: int) -> int | None:
    return None if value < 0 else value


def compare_states(state: GameState, other: Any, where: object, name: str = "C") -> None:
    """The two states agree in every field (the first differing fields are named). A C engine's
    state (a ``CGame`` whose ``fields`` is the C engine's own) is compared as plain values first."""
    plain = isinstance(other, CGame) and type(other).fields is CGame.fields
    if plain:
        python_key, their_key = python_state_key(state), c_state_key(other)
        if python_key == their_key and (state.result is None or state.result == other.result):
            return
    python, theirs = engine_fields(state), other.fields()
    differing = [key for key in python if python[key] != theirs[key]]
    if differing:
        details = "; ".join(f"{key}: Python {python[key]!r} != {name} {theirs[key]!r}" for key in differing)
        raise Mismatch(f"state differs in {', '.join(differing)} {where}: {details}")
    if plain:
        raise Mismatch(f"state differs as plain values {where}:"
                       f" Python {python_key!r} != {name} {their_key!r}")


def _refusal(function: Any, *args: object) -> str | None:
    try:
        function(*args)
    except IllegalActionError as error:
        return error.reason
    return None


def compare_refusals(state: GameState, other: Any, where: object, name: str = "C") -> None:
    """Every bid, every card and a non-action: the same ``why_illegal``; each refused one is
    refused by ``apply`` in both engines with that reason, and the other engine's state is left
    unchanged; and the same refusals of deal, next hand and advance."""
    before = other.fields()
    for candidate in (*ALL_BIDS, *CARDS, NOT_AN_ACTION):
        text = "a non-action" if candidate is NOT_AN_ACTION else action_text(candidate)  # type: ignore[arg-type]
        reason = state.why_illegal(candidate)  # type: ignore[arg-type]
        _same(f"why_illegal({text})", reason, other.why_illegal(candidate), where, name)
        if reason is not None:
            _same(f"apply({text}) refused", reason, _refusal(state.apply, candidate), where, name)
            _same(f"{name} apply({text}) refused", reason, _refusal(other.apply, candidate), where, name)
    for step in ("deal", "next_hand", "advance"):
        python_reason = _refusal(getattr(state, step))
        if python_reason is not None:
            _same(f"{step}() refused", python_reason, _refusal(getattr(other.copy(), step)), where, name)
    _same(f"the {name} state after refused actions", before, other.fields(), where, name)


def _refuses(state: GameState, action: Action) -> bool:
    try:
        state.apply(action)
    except IllegalActionError:
        return True
    return False


def classify(rules: RefRules, result: dict[str, Any]) -> list[str]:
    """Names of the situations a hand's result (the referee's) is an example of, for the figures."""
    events = []
    before, after, winner = result["scores_before"], result["scores_after"], result["winner"]
    if result["pitcher"] is None:
        events.append(f"all passed ({rules.all_pass})")
    else:
        pitching = result["pitcher"] % 2
        bid, made = result["bid"], result["made"]
        events.append(f"bid {bid} {'made' if made else 'set'}")
        if result["tricks"] and all(t["winner"] % 2 == pitching for t in result["tricks"]):
            events.append(f"bid {bid}: every trick taken")
        if result["high_card"] == result["low_card"]:
            events.append("one trump in play" + (" (the jack)" if result["jack_card"] else ""))
        if result["jack_card"] is None:
            events.append("jack not dealt")
        if result["points"]["game"] is None:
            events.append("game tie")
        if not made and result["points_count"][pitching] == bid - 1:
            events.append("set one point short")
        if winner is None and max(after) >= rules.target:
            events.append("a score at or past the target, no winner")
        if winner is None and made and after[pitching] >= rules.target and after[0] == after[1]:
            events.append("pitcher made it into a tie at the target: plays on")
        if winner is not None:
            if winner != pitching:
                events.append("won by the defenders (count-out)")
            elif after[winner] <= after[1 - winner]:
                events.append("won by the pitcher without the higher score")
            elif after[winner] < rules.target:
                events.append("won below the target (Smudge wins the game)")
            else:
                events.append(f"won by the pitcher ({rules.win})")
        if result["bids"][3] == bid and bid in result["bids"][:3]:
            events.append(f"dealer stole a {bid}")
        if result["bids"][:3] == [0, 0, 0]:
            events.append("dealer bid after three passes")
    if after[0] < 0 and after[1] < 0:
        events.append("both teams negative")
    if before[0] >= rules.target or before[1] >= rules.target:
        events.append("hand started with a score at or past the target")
    return events


def result_extras(result: HandResult) -> dict[str, Any]:
    return {
        "dealer": result.dealer,
        "scores_before": list(result.scores_before),
        "points_count": list(result.points),
        "high_card": None if result.high_card is None else str(result.high_card),
        "low_card": None if result.low_card is None else str(result.low_card),
        "jack_card": None if result.jack_card is None else str(result.jack_card),
    }


def compare_result(result: HandResult, ref: dict[str, Any], where: str) -> None:
    engine_json = hand_result_json(result)
    _check(engine_json == replay_json(ref), "hand result", engine_json, replay_json(ref), where)
    extras = result_extras(result)
    ref_extras = {key: ref[key] for key in extras}
    _check(extras == ref_extras, "hand result extras", extras, ref_extras, where)


def play_and_compare(
    ruleset: Ruleset,
    seed: int,
    kinds: Sequence[str] = ("random",) * 4,
    scores: tuple[int, int] = (0, 0),
    max_hands: int = 200,
    check_why: bool = False,
    check_records: bool = False,
    contenders: Sequence[Contender] = (),
    referee: bool = True,
) -> Tally:
    """Play one game through the Python engine with these players, checking it against the
    referee (unless ``referee`` is False) and every contender (see the module docstring)."""
    tally = Tally(games=1, rulesets={ruleset.name})
    rules = ref_rules(ruleset)
    players = make_players(kinds)
    rngs = player_rngs(seed)
    other_rngs = [[Rng.from_state(rng.state) for rng in rngs] for _ in contenders]
    state: GameState = new_game(ruleset, seed, scores)
    others = [contender.new_game(ruleset, seed, scores) for contender in contenders]
    ref = RefMatch(rules, seed, scores) if referee else None
    where = Where(ruleset, seed, scores, kinds)

    def compare_all() -> None:
        for contender, other in zip(contenders, others, strict=True):
            compare_states(state, other, where, contender.name)

    def refusals_all() -> None:
        if check_why:
            for contender, other in zip(contenders, others, strict=True):
                compare_refusals(state, other, where, contender.name)

    compare_all()
    if ref is not None:
        _check(state.dealer == ref.dealer, "first dealer", state.dealer, ref.dealer, where)
    for hand_number in range(1, max_hands + 1):
        where.hand = hand_number
        where.actions = actions = []
        if state.phase is Phase.SCORE:
            refusals_all()
            state = state.next_hand()
            others = [other.next_hand() for other in others]
            compare_all()
        refusals_all()
        state = state.deal()
        others = [other.deal() for other in others]
        compare_all()
        _check(state.phase is Phase.BID, "phase after the deal", state.phase, "BID", where)
        ref_hand = ref.deal() if ref is not None else None
        if ref_hand is not None:
            _check(state.dealer == ref_hand.dealer, "dealer", state.dealer, ref_hand.dealer, where)
            engine_hands = [[str(c) for c in state.dealt_hand(seat)] for seat in range(4)]
            ref_hands = [sort_cards(h) for h in ref_hand.dealt]
            _check(engine_hands == ref_hands, "deal", engine_hands, ref_hands, where)
        while state.phase in (Phase.BID, Phase.PLAY):
            seat = state.to_move
            assert seat is not None
            legal = state.legal_actions()
            for contender, other in zip(contenders, others, strict=True):
                _same("legal actions", legal, other.legal_actions(), where, contender.name)
            refusals_all()
            view = PlayerView(state, seat)
            ref_legal: list[str] = []
            if ref_hand is not None:
                _check(seat == ref_hand.to_move, "seat to move", seat, ref_hand.to_move, where)
                engine_legal = [action_text(a) for a in legal]
                ref_legal = ref_hand.legal()  # asked once a step (the referee recomputes it each time)
                _check(engine_legal == ref_legal, "legal actions", engine_legal, ref_legal, where)
                if check_why:
                    _check_why_with_referee(state, view, ref_legal, actions, where)
            if kinds[seat] == "random" and ref_hand is not None:
                # RandomPlayer's documented rule: action rng.below(n) of the n legal actions, in
                # legal_actions() order; with a single legal action, no draw.
                probe = Rng.from_state(rngs[seat].state)
                expected = ref_legal[probe.below(len(ref_legal))] if len(ref_legal) > 1 else ref_legal[0]
                action = players[seat].choose(view, rngs[seat])
                _check(action_text(action) == expected, "RandomPlayer's choice", action_text(action),
                       expected, where)
                _check(rngs[seat].state == probe.state, "RandomPlayer's generator", rngs[seat].state,
                       probe.state, where)
            else:
                action = players[seat].choose(view, rngs[seat])
            for contender, other, their_rngs in zip(contenders, others, other_rngs, strict=True):
                if kinds[seat] in contender.player_kinds:
                    kind = kinds[seat]
                    _same(f"{kind} player's choice", action, other.choose(kind, their_rngs[seat]), where,
                          contender.name)
                    _same(f"{kind} player's generator", rngs[seat].state, their_rngs[seat].state, where,
                          contender.name)
            text = action_text(action)
            try:
                state = state.apply(action)
            except IllegalActionError as error:
                # A player chose an illegal action (a defect of the player, which a game would stop
                # on): every other engine must refuse it for the same reason; the game ends here.
                for contender, other in zip(contenders, others, strict=True):
                    _same(f"refusal of {text}", error.reason, _refusal(other.apply, action), where,
                          contender.name)
                tally.events["a player's illegal choice, refused alike"] += 1
                return tally
            others = [other.apply(action) for other in others]
            compare_all()
            if ref is not None:
                ref.act(text)
            actions.append(text)
            tally.steps += 1
        tally.hands += 1
        result = state.result
        assert result is not None
        if ref_hand is not None:
            _check(ref_hand.result is not None, "hand over", result, ref_hand.result, where)
            assert ref is not None and ref_hand.result is not None
            compare_result(result, ref_hand.result, str(where))
            bids = [BID_TEXT[int(b)] for b in result.bids]
            ref_bids = [BID_TEXT[b] for b in ref_hand.bids]
            _check(bids == ref_bids, "bids", bids, ref_bids, where)
            _check(state.scores == ref.scores, "match scores", state.scores, ref.scores, where)
            _check(state.winner == ref.winner, "match winner", state.winner, ref.winner, where)
            _check(state.is_over == ref.over, "game over", state.is_over, ref.over, where)
            _check((state.phase is Phase.GAME_OVER) == ref.over, "phase", state.phase, ref.over, where)
            tally.events.update(classify(rules, ref_hand.result))
        else:
            tally.events.update(classify(rules, {**hand_result_json(result), **result_extras(result),
                                                 "bids": [int(bid) for bid in result.bids]}))
        if result.pitcher is None:
            tally.all_pass_hands += 1
        elif check_records and ref_hand is not None:
            compare_record_with_hand(result, ruleset, ref_hand, str(where))
        if state.is_over:
            tally.game_overs += 1
            refusals_all()
            break
    return tally


def _check_why_with_referee(state: GameState, view: PlayerView, ref_legal: list[str], actions: list[str],
                            where: object) -> None:
    """The view's legal actions, and ``why_illegal`` and ``apply`` for every bid or card, against
    the referee's legal actions."""
    view_legal = [action_text(a) for a in view.legal_actions()]
    _check(view_legal == ref_legal, "the view's legal actions", view_legal, ref_legal, where)
    candidates = ALL_BIDS if state.phase is Phase.BID else CARDS
    for candidate in candidates:
        text = action_text(candidate)
        refused = state.why_illegal(candidate) is not None
        _check(refused == (text not in ref_legal), f"why_illegal({text}) after {actions}",
               state.why_illegal(candidate), ref_legal, where)
        if refused:
            _check(_refuses(state, candidate), f"apply refuses {text} after {actions}",
                   "accepted", ref_legal, where)


def compare_record(result: HandResult, ruleset: Ruleset, rules: RefRules, where: str) -> None:
    """The hand's record replayed by the engine's replay path (as ``palm-pitch replay`` does) and by
    the referee give the same JSON; the record needs a registered ruleset name, so other rulesets go
    through the engine's replay with the ruleset object swapped in."""
    named = ruleset in all_rulesets()
    record = HandRecord.from_result(result, ruleset.name if named else "palm")
    data = record.to_json()
    ref = replay_hand(rules, data["dealer"], data["hands"], data["bids"], data["plays"],
                      (data["scores_before"][0], data["scores_before"][1]))
    if named:
        engine_json = replay_hand_json(json.dumps(data))
    else:
        engine_json = hand_result_json(_replay_with(data, ruleset))
    _check(engine_json == replay_json(ref), "replayed record", engine_json, replay_json(ref), where)


def compare_record_with_hand(result: HandResult, ruleset: Ruleset, ref_hand: RefHand, where: str) -> None:
    """The hand's record holds the hand the referee played (dealer, hands, bids, plays, scores
    before, in the referee's reading of the record's bid values) and the engine's replay of it (as
    ``palm-pitch replay`` does) gives the referee's result. This is :func:`compare_record` without
    its second referee pass: the referee is deterministic, so its replay of a record that holds the
    hand it played gives the result it already has."""
    named = ruleset in all_rulesets()
    record = HandRecord.from_result(result, ruleset.name if named else "palm")
    data = record.to_json()
    assert ref_hand.result is not None
    played = {"dealer": ref_hand.dealer, "hands": [sort_cards(hand) for hand in ref_hand.dealt],
              "bids": [BID_TEXT[bid] for bid in ref_hand.bids],
              "plays": [card for trick in ref_hand.tricks for card in trick.cards],
              "scores_before": list(ref_hand.scores_before)}
    recorded = {"dealer": data["dealer"], "hands": data["hands"], "plays": data["plays"],
                "bids": ["pass" if bid is None else str(bid).lower() for bid in data["bids"]],
                "scores_before": data["scores_before"]}
    _check(recorded == played, "record", recorded, played, where)
    if named:
        engine_json = replay_hand_json(json.dumps(data))
    else:
        engine_json = hand_result_json(_replay_with(data, ruleset))
    ref_json = replay_json(ref_hand.result)
    _check(engine_json == ref_json, "replayed record", engine_json, ref_json, where)


def _replay_with(data: dict[str, Any], ruleset: Ruleset) -> HandResult:
    """The engine's replay of a hand record's JSON under a ruleset object (not only a name)."""
    hands = [[Card.from_str(c) for c in hand] for hand in data["hands"]]
    state = from_deal(hands, data["dealer"], ruleset, tuple(data["scores_before"]))
    for bid in data["bids"]:
        state = state.apply(parse_action("pass" if bid is None else str(bid)))
    for card in data["plays"]:
        state = state.apply(parse_action(card))
    assert state.result is not None
    return state.result


def run_in_batches(run_batch: Callable[[int, int], Tally], games: int, seed: int, batch: int) -> Tally:
    """A long run (tools/differential.py, tools/c_differential.py): ``run_batch(count, batch_seed)``
    for batches of ``batch`` games with seeds ``seed``, ``seed + 1``, ..., a progress line after each.
    A :class:`Mismatch` is raised again with the games done and the batch's seed, which replay it."""
    total = Tally()
    start = time.perf_counter()
    done = 0
    batch_seed = seed
    try:
        while done < games:
            count = min(batch, games - done)
            total.add(run_batch(count, batch_seed))
            done += count
            batch_seed += 1
            print(f"{done} games, {total.hands} hands, {total.steps} steps compared"
                  f" ({time.perf_counter() - start:.0f} s)", flush=True)
    except Mismatch as error:
        raise Mismatch(f"after {done} games (batch seed {batch_seed}):\n{error}") from None
    return total


def run_many(games: int, seed: int = 0, check_why: bool = False,
             check_records: bool = False, rulesets: Sequence[Ruleset] | None = None,
             max_hands: int = 200, contenders: Sequence[Contender] = (), referee: bool = True,
             check_why_every: int = 0) -> Tally:
    """``games`` games with random rulesets (or cycling through ``rulesets``), random starting
    scores and a random mix of players; deterministic for a given ``seed``. Every game checks
    every refusal with ``check_why``, else every ``check_why_every``-th one (0: none)."""
    rnd = random.Random(seed)
    total = Tally()
    for number in range(games):
        ruleset = rulesets[number % len(rulesets)] if rulesets else random_ruleset(rnd)
        scores = random_scores(rnd, ruleset.target)
        kinds = [rnd.choice(PLAYER_KINDS) for _ in range(4)]
        game_seed = rnd.randrange(2**32)
        why = check_why or (bool(check_why_every) and number % check_why_every == 0)
        total.add(play_and_compare(ruleset, game_seed, kinds, scores, max_hands, why, check_records,
                                   contenders, referee))
    return total
