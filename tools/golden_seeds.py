"""Check, and find, the seeds of the app's golden cases: does each still show what its name says?

The golden scripts (``tools/golden_cases.py``) reach their situations by letting four heuristic
players play a seeded game (South by taps, choosing as the heuristic would). When the heuristic
changes, the same seed plays a different game: ``set_back`` may no longer be set back, ``game_won``
may be lost. This tool plays each case's seed with four heuristic players, exactly as the app's
session does, and checks the situation the case is named for; for a case that fails it searches
seeds (and, for the late-game cases, the hand to start from) until one shows it, and prints the
``Case`` line to put in ``tools/golden_cases.py``. Then run ``tools/golden_scripts.py`` and
``pytest tests/app/test_goldens.py --update-goldens`` and look at every changed PNG::

    .venv/bin/python tools/golden_seeds.py            # check every case, search for the failing ones
    .venv/bin/python tools/golden_seeds.py --search 3000
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass

from app_helpers import heuristic_choice
from golden_cases import CASES, Case

from palm_pitch.actions import Action, Bid
from palm_pitch.app.session import GameSession
from palm_pitch.rules import PALM
from palm_pitch.scoring import HandResult
from palm_pitch.state import GameState, Phase

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3


@dataclass
class Game:
    """A game of four heuristic players from one seed: every hand's result, and whether South, at
    its first turn in a trick of hand 1 that someone else led, held a card it could not play (and in
    which trick)."""

    seed: int
    results: list[HandResult]
    illegal_trick: int | None
    starts: list[GameState]
    """The state at the start of each hand (index 0: hand 1), before the first bid."""


def play(seed: int, max_hands: int = 60) -> Game:
    session = GameSession(PALM, seed)
    illegal_trick: int | None = None
    checked_first = False
    starts: list[GameState] = []
    while session.phase is not Phase.GAME_OVER and session.state.hand_number <= max_hands:
        state = session.state
        if state.phase is Phase.BID and not state.bids and len(starts) < state.hand_number:
            starts.append(state)
        if state.phase is Phase.SCORE:
            session.next_hand()
            continue
        if (not checked_first and state.hand_number == 1 and state.phase is Phase.PLAY
                and state.to_move == SOUTH and state.trick):
            legal = set(state.legal_actions())
            if any(card not in legal for card in state.hand(SOUTH)):
                checked_first = True
                illegal_trick = len(state.tricks) + 1
        session.apply(heuristic_choice(state))
    return Game(seed, list(session.state.results), illegal_trick, starts)


def _first(game: Game) -> HandResult | None:
    return game.results[0] if game.results else None


# Each check: (does the game show the situation, the hand to start from or None).
Check = Callable[[Game], "tuple[bool, int | None]"]


def table(game: Game) -> tuple[bool, int | None]:
    """North deals, East opens 2 (South is offered "Top 2 or pass"), East pitches at 2 and makes it;
    in one of the first four tricks South holds a card it may not play."""
    r = _first(game)
    ok = (r is not None and r.dealer == NORTH and r.bids[0] == Bid.TWO and r.pitcher == EAST
          and r.bid == Bid.TWO and bool(r.made) and game.illegal_trick is not None
          and game.illegal_trick <= 4)
    return ok, None


def steal(game: Game) -> tuple[bool, int | None]:
    """South deals, West opens 2, North and East pass, and South steals the 2 by matching."""
    r = _first(game)
    ok = (r is not None and r.dealer == SOUTH and tuple(r.bids[:3]) == (Bid.TWO, Bid.PASS, Bid.PASS)
          and r.bids[3] == Bid.TWO and r.pitcher == SOUTH)
    return ok, None


def forced(game: Game) -> tuple[bool, int | None]:
    """South deals and the other three pass: South must bid."""
    r = _first(game)
    return r is not None and r.dealer == SOUTH and all(b == Bid.PASS for b in r.bids[:3]), None


def set_back(game: Game) -> tuple[bool, int | None]:
    """East pitches at 2 in the first hand and is set back."""
    r = _first(game)
    return r is not None and r.pitcher == EAST and r.bid == Bid.TWO and r.made is False, None


def _hand(game: Game, wanted: Callable[[HandResult], bool], earliest: int) -> tuple[bool, int | None]:
    for number, result in enumerate(game.results, start=1):
        if number >= earliest and wanted(result):
            return True, number
    return False, None


def smudge_choice(state: GameState) -> Action:
    """South's choice in the ``smudge`` case: Smudge when it may bid it, else the heuristic's (the
    heuristic bids Smudge on about one hand in 27,000, too rarely to wait for)."""
    if state.phase is Phase.BID and state.to_move == SOUTH and Bid.SMUDGE in state.legal_actions():
        return Bid.SMUDGE
    return heuristic_choice(state)


def smudge(game: Game) -> tuple[bool, int | None]:
    """A hand (the 3rd or later) in which South, bidding Smudge by taps
    (:func:`smudge_choice`), pitches it and makes it."""
    for number, start in enumerate(game.starts, start=1):
        hand = start.hand(SOUTH)
        if number < 3 or not any(  # a suit with its ace, its jack and three more
            sum(c.suit == suit for c in hand) >= 5 and any(c.suit == suit and c.rank == 14 for c in hand)
            and any(c.suit == suit and c.rank == 11 for c in hand) for suit in {c.suit for c in hand}
        ):
            continue
        state = start
        while state.phase in (Phase.BID, Phase.PLAY):
            state = state.apply(smudge_choice(state))
        r = state.result
        if r is not None and r.pitcher == SOUTH and r.bid == Bid.SMUDGE and r.made:
            return True, number
    return False, None


def play_on(game: Game) -> tuple[bool, int | None]:
    """A hand in which East or West is set back while South and North reach the target on
    defence, which does not win the match."""
    return _hand(game, lambda r: (r.pitcher in (EAST, WEST) and r.made is False
                                  and r.scores_after[0] >= PALM.target and r.winner is None), 3)


def game_won(game: Game) -> tuple[bool, int | None]:
    """The last hand: South pitches, makes the bid and wins the match."""
    last = game.results[-1] if game.results else None
    ok = last is not None and last.winner == 0 and last.pitcher == SOUTH and bool(last.made)
    return ok, len(game.results) if ok else None


def game_lost(game: Game) -> tuple[bool, int | None]:
    """The last hand: East pitches, makes the bid, and East and West win the match."""
    last = game.results[-1] if game.results else None
    ok = last is not None and last.winner == 1 and last.pitcher == EAST and bool(last.made)
    return ok, len(game.results) if ok else None


def records(game: Game) -> tuple[bool, int | None]:
    """At least twelve hands with no winner yet after the twelfth (the Score History has eleven
    hands at the start of hand 12; the Statistics count hand 12)."""
    ok = len(game.results) >= 13 and game.results[11].winner is None
    return ok, 12 if ok else None


CHECKS: dict[str, Check] = {
    "table": table,
    "steal": steal,
    "stolen": steal,
    "forced": forced,
    "set_back": set_back,
    "smudge": smudge,
    "play_on": play_on,
    "game_won": game_won,
    "game_lost": game_lost,
    "records": records,
}
"""The cases whose situation depends on how the computer players play (the others - menus,
dialogs, the damaged save, ... - show the same screens in any game)."""


def check(case: Case, game: Game) -> bool:
    ok, hand = CHECKS[case.name](game)
    return ok and (case.saved_hand is None or hand == case.saved_hand)


def describe(hand: int | None, game: Game) -> str:
    r = game.results[(hand or 1) - 1]
    bids = " ".join(b.label for b in r.bids)
    return (f"hand {hand or 1}: dealer {'SWNE'[r.dealer]}, bids {bids}, pitcher"
            f" {'SWNE'[r.pitcher] if r.pitcher is not None else '-'} at"
            f" {r.bid.label if r.bid is not None else '-'}, made {r.made}, scores"
            f" {r.scores_after[0]}:{r.scores_after[1]}, winner {r.winner}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--search", type=int, default=2000, help="seeds to try for a failing case")
    args = parser.parse_args()
    games: dict[int, Game] = {}

    def game_of(seed: int) -> Game:
        if seed not in games:
            games[seed] = play(seed)
        return games[seed]

    failing = 0
    for case in CASES:
        if case.name not in CHECKS:
            continue
        game = game_of(case.seed)
        if check(case, game):
            note = "; South then bids Smudge by taps" if case.name == "smudge" else ""
            print(f"{case.name}: seed {case.seed} still shows it ({describe(case.saved_hand, game)}{note})")
            continue
        ok, hand = CHECKS[case.name](game)
        if ok:
            print(f"{case.name}: seed {case.seed} shows it from hand {hand}, not {case.saved_hand}:"
                  f" saved_hand={hand} ({describe(hand, game)})")
            failing += 1
            continue
        failing += 1
        for seed in range(args.search):
            game = game_of(seed)
            ok, hand = CHECKS[case.name](game)
            if ok:
                where = f", saved_hand={hand}" if case.saved_hand is not None else ""
                print(f"{case.name}: seed {case.seed} no longer shows it; seed {seed}{where} does"
                      f" ({describe(hand, game)})")
                break
        else:
            print(f"{case.name}: seed {case.seed} no longer shows it, and no seed below {args.search} does")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
