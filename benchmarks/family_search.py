"""What a decision of Hard and Expert costs in every game of the family (the Python engine's search).

For each variant (or those named), seat 0 is the level's player and every other seat the family
heuristic, over the first ``--hands`` hands of ``--seeds`` seeded games; each bid and each play
decision with a choice that seat takes is timed (its looks, calls and discards are the heuristic's,
a few microseconds; so are its bids in the games where a bid may be made unseen). Printed per
variant: the bids and the plays timed, the median and 95th percentile of each and the slowest
decision in milliseconds, then the highest 95th percentile; the mark is 1 s at the 95th percentile
on one core. The variants are sorted by their slowest decision. Run::

    .venv/bin/python benchmarks/family_search.py                  # Expert, every variant
    .venv/bin/python benchmarks/family_search.py --level hard setback-8 juniper
"""

from __future__ import annotations

import argparse
import time

from palm_pitch.family.engine import Phase, new_game
from palm_pitch.family.players import FamilyHeuristic
from palm_pitch.family.rules import FamilyRules
from palm_pitch.family.search import LEVEL_BID_WORLDS, LEVEL_WORLDS, FamilySearch, decision_rng
from palm_pitch.family.variants import all_variants, get_variant
from palm_pitch.family.views import seat_view

MARK_MS = 1000.0
"""The 95th percentile a level's decision must stay under: a computer player answers within a second."""


TIMED = (Phase.BID, Phase.PLAY)
"""The decisions timed: the ones the search takes."""


def decision_times(rules: FamilyRules, level: str, seeds: int, hands: int) -> dict[Phase, list[float]]:
    """The seconds of each bid and each play decision with a choice of seat 0 (the level's player)."""
    searcher, heuristic = FamilySearch(level), FamilyHeuristic()
    times: dict[Phase, list[float]] = {phase: [] for phase in TIMED}
    for seed in range(seeds):
        state, taken, number = new_game(rules, seed), 0, 0
        while taken < hands and state.phase is not Phase.GAME_OVER:
            if state.phase in (Phase.DEAL, Phase.SCORE):
                taken += state.phase is Phase.SCORE
                state = state.advance()
                continue
            seat = state.to_move
            assert seat is not None
            view = seat_view(state, seat)
            rng = decision_rng(seed, seat, number)
            if seat == 0:
                started = time.perf_counter()
                action = searcher.choose(view, rng)
                if view.phase in times and len(view.legal) > 1:
                    times[view.phase].append(time.perf_counter() - started)
            else:
                action = heuristic.choose(view, rng)
            state = state.apply(action)
            number += 1
    return times


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of the sorted ``values`` lie (nearest rank)."""
    return values[min(len(values) - 1, int(len(values) * share))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", help="variant names (default: every variant)")
    parser.add_argument("--level", choices=sorted(LEVEL_WORLDS), default="expert")
    parser.add_argument("--seeds", type=int, default=3, help="games per variant (default 3)")
    parser.add_argument("--hands", type=int, default=2, help="hands timed per game (default 2)")
    args = parser.parse_args(argv)
    variants = [get_variant(name) for name in args.variants] if args.variants else list(all_variants())
    rows = []
    for rules in variants:
        times = {phase: sorted(seconds) for phase, seconds in
                 decision_times(rules, args.level, args.seeds, args.hands).items()}
        figures = [(len(seconds), percentile(seconds, 0.5), percentile(seconds, 0.95)) if seconds
                   else (0, 0.0, 0.0) for seconds in times.values()]
        slowest = max((seconds[-1] for seconds in times.values() if seconds), default=0.0)
        if slowest:
            rows.append((slowest, rules.name, figures))
    rows.sort(reverse=True)
    print(f"{args.level} ({LEVEL_BID_WORLDS[args.level]} deals a bid, {LEVEL_WORLDS[args.level]} a play"
          f" decision), seat 0 among the family heuristic, {args.seeds} games x {args.hands} hands a"
          " variant; milliseconds:")
    print(f"{'variant':<26} {'bids':>5} {'median':>7} {'p95':>7} {'plays':>6} {'median':>7} {'p95':>7}"
          f" {'slowest':>8}")
    for slowest, name, ((bids, bid_median, bid_p95), (plays, play_median, play_p95)) in rows:
        print(f"{name:<26} {bids:>5} {bid_median * 1000:>7.0f} {bid_p95 * 1000:>7.0f} {plays:>6}"
              f" {play_median * 1000:>7.0f} {play_p95 * 1000:>7.0f} {slowest * 1000:>8.0f}")
    worst_p95 = max(max(row[2][0][2], row[2][1][2]) for row in rows) * 1000
    verdict = "met" if worst_p95 < MARK_MS else "NOT met"
    print(f"highest p95 {worst_p95:.0f} ms (mark {MARK_MS:.0f} ms): {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
