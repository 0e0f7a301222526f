"""The search as the heuristic's teacher: every bid the heuristic makes, valued both ways.

Run: ``nice -n 10 .venv/bin/python benchmarks/bid_teacher.py collect --games N --out FILE`` then
``.venv/bin/python benchmarks/bid_teacher.py report FILE``.

What it is for: the numbers of the heuristic's bidding (``BID_AT``, ``STEAL_MARGIN``,
``OVER_PARTNER``, ``TAKE_FROM_PARTNER``, ``CLOSING``, ``PRESSURE`` in
:mod:`palm_pitch.players.heuristic`) were first chosen from make rates in self-play. Here the
search of the Hard and Expert levels judges them: four heuristic players play N whole games
(palm rules, seeds 0, 1, ...), and at every bid decision with a choice the C search (PIMC in the
host engine: ``--worlds`` deals consistent with the seat's cards and the auction, weighted by how
likely the heuristic's bidding makes the bids so far, every legal bid played out in each by the
heuristic) gives the mean hand score difference of the seat's team for every legal bid (the points
reward: a set counts minus the bid, 10 more for the side that wins the match). Each decision is one
JSON line: the kind of position, the heuristic's suit value and level, the match relief, the bid
it chose and every bid's value. ``report`` prints, by kind of position and by the suit value's
distance from the threshold that decides there, the mean value of the heuristic's bid and of the
best alternative, which is where a threshold is too high or too low.

Needs the C engine (``_pitchcore``): the search runs there.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict

from palm_pitch.actions import Bid
from palm_pitch.cengine.game import action_of
from palm_pitch.cengine.search import REWARD_POINTS, SearchSettings, search
from palm_pitch.match import player_rngs
from palm_pitch.players import HeuristicPlayer
from palm_pitch.players import heuristic as h
from palm_pitch.rules import PALM, Smudge
from palm_pitch.state import Phase, new_game
from palm_pitch.views import PlayerView

KINDS = ("open", "over_opponent", "over_partner", "dealer_forced", "dealer_partner", "dealer_steal")
"""The kinds of bidding position (rules 3 and 4 of the heuristic)."""


def position(view: PlayerView) -> dict[str, int | str]:
    """What the heuristic's bidding sees in ``view``: kind, high bid, suit value, level, relief."""
    ruleset = view.ruleset
    seat, dealer = view.seat, view.dealer
    team = seat & 1
    mine, theirs = view.scores[team], view.scores[1 - team]
    relief = h.match_relief(ruleset.target - mine, ruleset.target - theirs)
    level, v = h.bid_level(view.hand_mask, ruleset.smudge != Smudge.OFF, relief)
    high, high_seat = 0, -1
    for number, bid in enumerate(view.bids):
        if bid > high:
            high, high_seat = int(bid), (dealer + 1 + number) & 3
    partner = high_seat == (seat + 2) & 3
    if seat != dealer:
        kind = "open" if high == 0 else "over_partner" if partner else "over_opponent"
    else:
        kind = "dealer_forced" if high == 0 else "dealer_partner" if partner else "dealer_steal"
    return {"kind": kind, "high": high, "v": v, "level": level, "relief": relief, "mine": mine,
            "theirs": theirs, "hand": view.hand_mask, "seat": seat, "dealer": dealer,
            "bids": [int(bid) for bid in view.bids], "scores": list(view.scores)}


def collect(games: int, seed: int, worlds: int, out, progress: bool) -> int:  # type: ignore[no-untyped-def]
    """Play ``games`` heuristic games and write one JSON line per bid decision with a choice."""
    player = HeuristicPlayer()
    settings = SearchSettings(worlds=worlds, reward=REWARD_POINTS)
    written = 0
    started = time.perf_counter()
    for number in range(games):
        game_seed = seed + number
        rngs = player_rngs(game_seed)
        state = new_game(seed=game_seed, ruleset=PALM)
        while state.phase is not Phase.GAME_OVER and state.hand_number < 200:
            if state.phase is Phase.DEAL or state.phase is Phase.SCORE:
                state = state.advance()
                continue
            seat = state.to_move or 0
            view = PlayerView(state, seat)
            action = player.choose(view, rngs[seat])
            if state.phase is Phase.BID and len(view.legal_actions()) > 1:
                result = search(view, settings, (game_seed << 8) ^ written)
                row = position(view)
                row["chose"] = int(action)  # type: ignore[call-overload]
                row["values"] = {str(int(action_of(result.actions[i]))): result.value[i]  # type: ignore[call-overload]
                                 for i in range(result.nactions)}
                out.write(json.dumps(row) + "\n")
                written += 1
            state = state.apply(action)
        if progress:
            print(f"  {number + 1} games, {written} bid decisions ({time.perf_counter() - started:.0f} s)",
                  file=sys.stderr, flush=True)
    return written


POINTS = 40 / 1e6
"""A search value (millionths of the 0..1 reward) in points of hand score difference."""


def threshold(row: dict) -> int:  # type: ignore[type-arg]
    """The suit value's distance from the threshold that decides the heuristic's bid in ``row``."""
    v, high, relief = row["v"], row["high"], row["relief"]
    kind = row["kind"]
    if kind == "open" or kind == "over_opponent":
        return v - (h.BID_AT[max(3, high + 1)] + (h.OVER_OPPONENT if high else 0) - relief)
    if kind == "over_partner":
        return v - (h.BID_AT[high + 1] + h.OVER_PARTNER - relief) if high < 5 else 0
    if kind == "dealer_partner":
        return v - (h.BID_AT[high] + h.TAKE_FROM_PARTNER[high] - relief)
    if kind == "dealer_steal":
        return v - (h.BID_AT[high] + h.STEAL_MARGIN[high] - relief)
    return v - (h.BID_AT[3] - relief)


def _rows(path: str) -> list[dict]:  # type: ignore[type-arg]
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def report(path: str, width: int) -> None:
    rows = _rows(path)
    print(f"{len(rows)} bid decisions; values: the team's mean hand score difference, in points")
    agree = sum(1 for r in rows if max(r["values"], key=lambda k: r["values"][k]) == str(r["chose"]))
    print(f"the search agrees with the heuristic in {agree} ({100 * agree / len(rows):.1f}%)")
    for kind in KINDS:
        mine = [r for r in rows if r["kind"] == kind]
        if not mine:
            continue
        lost = sum(max(r["values"].values()) - r["values"][str(r["chose"])] for r in mine) * POINTS
        print(f"\n{kind}: {len(mine)} decisions, {lost / len(mine):.3f} points lost per decision against the"
              " search's choice")
        for high in sorted({r["high"] for r in mine}):
            group = [r for r in mine if r["high"] == high]
            bids = sorted({int(k) for r in group for k in r["values"]})
            print(f"  high bid {high}: distance from threshold, decisions, heuristic's bid,"
                  " mean value of each bid (points), search's pick")
            buckets: dict[int, list[dict]] = defaultdict(list)  # type: ignore[type-arg]
            for r in group:
                buckets[max(-6, min(6, threshold(r) // width))].append(r)
            for bucket in sorted(buckets):
                b = buckets[bucket]
                chose = defaultdict(int)
                picks = defaultdict(int)
                for r in b:
                    chose[r["chose"]] += 1
                    picks[int(max(r["values"], key=lambda k: r["values"][k]))] += 1
                means = []
                for bid in bids:
                    vals = [r["values"][str(bid)] for r in b if str(bid) in r["values"]]
                    mean = f"{sum(vals) / len(vals) * POINTS - 20:+.2f}({len(vals)})" if vals else "-"
                    means.append(f"{bid}:{mean}")
                print(f"    {bucket * width:>+4}..{bucket * width + width - 1:>+4} {len(b):>5}  "
                      f"{dict(sorted(chose.items()))}  {'  '.join(means)}  {dict(sorted(picks.items()))}")


def _constant(text: str) -> object:
    return tuple(int(x) for x in text.split("/")) if "/" in text else int(text)


def compare(path: str, changes: str) -> None:
    """What the heuristic's bids would gain with other numbers (``NAME=VALUE,...``, a table written
    ``a/b/c``), decision by decision, by the search's values of the bids it would make instead."""
    overrides = {key.strip(): _constant(value.strip())
                 for key, value in (item.split("=", 1) for item in changes.split(",") if item)}
    rows = _rows(path)
    kept = {key: getattr(h, key) for key in overrides}
    gains: dict[str, list[float]] = defaultdict(list)
    changed: dict[str, int] = defaultdict(int)
    try:
        for key, value in overrides.items():
            setattr(h, key, value)
        for r in rows:
            bids = tuple(Bid(b) for b in r["bids"])
            new = int(h.choose_bid(r["hand"], r["seat"], r["dealer"], bids, tuple(r["scores"]), PALM))
            gain = (r["values"][str(new)] - r["values"][str(r["chose"])]) * POINTS
            gains[r["kind"]].append(gain)
            gains["all"].append(gain)
            changed[r["kind"]] += new != r["chose"]
            changed["all"] += new != r["chose"]
    finally:
        for key, value in kept.items():
            setattr(h, key, value)
    print(f"{changes}: gain in points per decision (95% interval), decisions changed")
    for kind in (*KINDS, "all"):
        values = gains.get(kind)
        if not values:
            continue
        n = len(values)
        mean = sum(values) / n
        half = 1.96 * (sum((x - mean) ** 2 for x in values) / max(1, n - 1) / n) ** 0.5
        print(f"  {kind:<15} {n:>6}  {mean:+.4f} +- {half:.4f}  changed {changed[kind]}"
              f"  (total {sum(values):+.1f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("collect", help="bid decisions of heuristic games, valued by the search")
    run.add_argument("--games", type=int, default=50)
    run.add_argument("--seed", type=int, default=0)
    run.add_argument("--worlds", type=int, default=200)
    run.add_argument("--out", required=True)
    run.add_argument("--progress", action="store_true")
    show = commands.add_parser("report", help="where the heuristic's bids lose, by position")
    show.add_argument("path")
    show.add_argument("--width", type=int, default=4, help="suit-value bucket width")
    what_if = commands.add_parser("compare", help="the gain of other numbers, by the search's values")
    what_if.add_argument("path")
    what_if.add_argument("changes", nargs="+", help="NAME=VALUE,... (a table a/b/c)")
    args = parser.parse_args()
    if args.command == "compare":
        for changes in args.changes:
            compare(args.path, changes)
    elif args.command == "collect":
        with open(args.out, "w", encoding="utf-8") as out:
            count = collect(args.games, args.seed, args.worlds, out, args.progress)
        print(f"{count} bid decisions written to {args.out}")
    else:
        report(args.path, args.width)


if __name__ == "__main__":
    main()
