"""Engine throughput: random full hands per second, heuristic decisions per second.

Run: ``.venv/bin/python benchmarks/engine.py [--hands N] [--decisions N] [--repeat R]``. Prints the
best of R runs of each figure (the machine is shared, so the best run is the stable one).

- *Random full hands*: the real engine API end to end -- deal from the state's PRNG, four bids and
  24 plays, each chosen by :class:`RandomPlayer` from a :class:`PlayerView` (``legal_actions``) and
  applied with ``GameState.apply`` (which checks legality), then the scoring. A new game is started
  for every hand, so a long game's history does not pile up.
- *Heuristic decisions*: :class:`HeuristicPlayer` choosing for every seat through whole games; the
  figure is decisions per second and the mean time per decision.
"""

from __future__ import annotations

import argparse
import gc
import time

from palm_pitch.match import play_hand, player_rngs
from palm_pitch.players import HeuristicPlayer, RandomPlayer
from palm_pitch.state import Phase, new_game
from palm_pitch.views import PlayerView


def random_hands(count: int) -> float:
    """Seconds for ``count`` random full hands."""
    players = [RandomPlayer()] * 4
    rngs = player_rngs(12345)
    started = time.perf_counter()
    for seed in range(count):
        play_hand(new_game(seed=seed).deal(), players, rngs)
    return time.perf_counter() - started


def heuristic_decisions(count: int) -> tuple[int, float, float]:
    """(decisions, seconds, slowest decision's seconds) for at least ``count`` heuristic decisions
    (whole games)."""
    player = HeuristicPlayer()
    rngs = player_rngs(0)
    decisions = 0
    elapsed = 0.0
    slowest = 0.0
    seed = 0
    while decisions < count:
        state = new_game(seed=seed)
        seed += 1
        while state.phase is not Phase.GAME_OVER and state.hand_number < 200:
            if state.phase is Phase.DEAL or state.phase is Phase.SCORE:
                state = state.advance()
                continue
            seat = state.to_move or 0
            view = PlayerView(state, seat)
            started = time.perf_counter()
            action = player.choose(view, rngs[seat])
            took = time.perf_counter() - started
            elapsed += took
            slowest = max(slowest, took)
            decisions += 1
            state = state.apply(action)
    return decisions, elapsed, slowest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--decisions", type=int, default=50000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    gc.collect()
    best_hands = min(random_hands(args.hands) for _ in range(args.repeat))
    print(f"random full hands: {args.hands / best_hands:,.0f} per second"
          f" ({1e6 * best_hands / args.hands:.1f} us per hand, best of {args.repeat})")
    runs = [heuristic_decisions(args.decisions) for _ in range(args.repeat)]
    decisions, seconds, slowest = min(runs, key=lambda run: run[1] / run[0])
    print(f"heuristic decisions: {decisions / seconds:,.0f} per second"
          f" ({1e6 * seconds / decisions:.1f} us per decision on average, slowest {1e6 * slowest:.0f} us;"
          f" best of {args.repeat})")


if __name__ == "__main__":
    main()
