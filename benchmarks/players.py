"""The computer players measured: duels, decision costs, and the calibration of the heuristic's bids.

Run: ``.venv/bin/python benchmarks/players.py COMMAND``:

- ``duel A B [--games N] [--seed S] [--ruleset NAME]``: A and B as partnerships over N games, every
  deal seed played from both sides (see :mod:`palm_pitch.duel` for every figure printed), with the
  decision times of both players. Players: ``heuristic``, ``easy``, ``random``, ``pimc``,
  ``pimc:N`` (N worlds per decision), ``hard``, ``expert``, a search level with other settings
  (``hard:bid_worlds=256,stop_z=3``, ``expert:worlds=400``; ``+`` between them in ``ladder``), and
  the heuristic with other numbers:
  ``heuristic:before`` (its bidding before the retuning against the search, ``bid_teacher.py``),
  ``heuristic:take=6`` (one margin for every bid of rule 4's ``TAKE_FROM_PARTNER``: 6 was the rule
  before the table), ``heuristic:take=never``, or any constants: ``heuristic:STEAL_MARGIN=-2,
  BID_AT=0/0/32/44/60/66``.
- ``partner [--deals N] [--seed S]``: the data behind ``TAKE_FROM_PARTNER``: in N deals played by
  four heuristic players, at every dealer's turn with its partner holding the high bid h, the hand
  is played out both ways - the dealer takes the bid, or passes - and the dealer's team's hand
  score (its points less the other team's) is compared, by h and by how far the dealer's suit
  value is above ``BID_AT[h]``.
- ``ladder [--levels easy,normal,hard,expert] [--games N] [--jobs J] [--dask ADDRESS]``: every
  level against every other over N duplicate games (N / 2 deal seeds each played from both sides),
  on J local processes or a Dask cluster (:mod:`palm_pitch.ladder`), cut short after ``--minutes M``
  if given (the pairings take turns, so each has played alike), resumable with ``--out FOLDER``
  (each shard kept there as it finishes; run again to play the rest; ``--report`` prints what is
  there): a table of the win rates with
  95% intervals, bid make rates (all bids and 3-bids), blunders, then every pairing's full report
  with the decision times (median, p95).
- ``cost [--decisions N] [--players hard,expert]``: what one decision of the heuristic (and of the
  easy player, or of the players named) costs in this Python: mean, median, 95th percentile and
  slowest, over whole games of four players.
- ``calibrate [--hands N] [--seed S]``: the data behind rule 1 of the heuristic (the suit value):
  in N simulated hands a random seat pitches each suit it holds, four heuristic players play the
  hand out, and the points its side took are fitted by least squares to the features of rule 1
  (printed as the weights, in sixteenths of a point); then the make rate of each bid is shown
  against the suit value, which is how the thresholds ``BID_AT`` were chosen.

Long duels against ``pimc`` take seconds per game: run them under ``nice -n 10``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from palm_pitch.actions import Action, Bid
from palm_pitch.cards import CARDS, SUIT_MASKS
from palm_pitch.duel import Duel, report, run_duel
from palm_pitch.match import play_hand, player_rngs
from palm_pitch.players import EasyPlayer, HeuristicPlayer, Player, make_player
from palm_pitch.players import heuristic as h
from palm_pitch.rng import Rng
from palm_pitch.rules import get_ruleset
from palm_pitch.state import Phase, new_game
from palm_pitch.views import PlayerView

# ------------------------------------------------------------------------------------------ duel


class Tables(HeuristicPlayer):
    """The heuristic with some of its tuned numbers replaced (for duels): ``overrides`` maps a
    constant of :mod:`palm_pitch.players.heuristic` to the value it takes during this player's
    decisions (bids and plays)."""

    def __init__(self, overrides: dict[str, object], name: str) -> None:
        unknown = [key for key in overrides if not hasattr(h, key)]
        if unknown:
            raise KeyError(f"the heuristic has no constant {unknown[0]!r}")
        self.overrides = overrides
        self.name = name

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        kept = {key: getattr(h, key) for key in self.overrides}
        for key, value in self.overrides.items():
            setattr(h, key, value)
        try:
            return super().choose(view, rng)
        finally:
            for key, value in kept.items():
                setattr(h, key, value)


BEFORE_EXPERT: dict[str, object] = {
    "STEAL_MARGIN": (0, 0, -4, -4, -4, -4),
    "OVER_OPPONENT": 0,
    "OVER_PARTNER": 6,
    "PRESSURE": (10, 10, 10, 4, 4),
}
"""The bidding numbers before they were retuned against the search (``bid_teacher.py``): the
player ``heuristic:before``."""


def _constant(text: str) -> object:
    return tuple(int(x) for x in text.split("/")) if "/" in text else int(text)


def bench_player(name: str) -> Player:
    """A player of the registry; ``heuristic:before`` (:data:`BEFORE_EXPERT`);
    ``heuristic:take=M`` / ``heuristic:take=never`` (one margin for every bid of rule 4's
    ``TAKE_FROM_PARTNER``); or ``heuristic:NAME=VALUE,...`` with any constants of the heuristic
    (a table written ``a/b/c``), e.g. ``heuristic:BID_AT=0/0/32/44/60/66,STEAL_MARGIN=-2``."""
    kind, _, option = name.partition(":")
    if kind == "heuristic" and option == "before":
        return Tables(BEFORE_EXPERT, name)
    if kind == "heuristic" and option.startswith("take="):
        margin = 255 if option == "take=never" else int(option[5:])
        return Tables({"TAKE_FROM_PARTNER": (margin,) * 6}, name)
    if kind == "heuristic" and option:
        pairs = (item.split("=", 1) for item in option.split(","))
        return Tables({key.strip(): _constant(value.strip()) for key, value in pairs}, name)
    return make_player(name)


def cmd_duel(args: argparse.Namespace) -> None:
    a, b = bench_player(args.a), bench_player(args.b)
    deals = (args.games + 1) // 2
    started = time.perf_counter()

    def progress(duel):  # type: ignore[no-untyped-def]
        if args.progress:
            print(f"  {duel.a.games} games: {duel.a.name} {duel.a.wins}, {duel.b.name} {duel.b.wins}"
                  f" ({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)

    duel = run_duel(a, b, deals, seed=args.seed, ruleset=get_ruleset(args.ruleset),
                    clock=time.perf_counter, progress=progress)
    for line in report(duel):
        print(line)
    print(f"  ({time.perf_counter() - started:.0f} s)")


# ---------------------------------------------------------------------------------------- ladder


def cmd_ladder(args: argparse.Namespace) -> None:
    from palm_pitch import ladder

    levels = [name.strip() for name in args.levels.split(",") if name.strip()]
    started = time.perf_counter()
    store = None
    if args.out:
        try:
            store = ladder.ShardStore(args.out, ladder.fingerprint(levels, args.ruleset))
        except (ladder.LadderStoreError, OSError) as error:
            print(f"players.py ladder: {error}", file=sys.stderr)
            sys.exit(2)
    if args.report:
        if store is None:
            print("players.py ladder: --report needs --out FOLDER", file=sys.stderr)
            sys.exit(2)
        with ladder.local_executor(1) as idle:  # nothing is submitted
            results = ladder.run_ladder(levels, (args.games + 1) // 2, idle, seed=args.seed,
                                        shard_deals=args.shard, ruleset=args.ruleset, store=store, play=False)
        _print_ladder(args, levels, results, started)
        return
    if args.dask:
        from distributed import Client  # the optional extra: pip install '.[cluster]'

        client = Client(args.dask)
        executor = client.get_executor()
    else:
        executor = ladder.local_executor(args.jobs)

    def progress(done: int, total: int) -> None:
        if args.progress:
            print(f"  {done}/{total} shards ({time.perf_counter() - started:.0f} s)", file=sys.stderr,
                  flush=True)

    with executor:
        results = ladder.run_ladder(levels, (args.games + 1) // 2, executor, seed=args.seed,
                                    shard_deals=args.shard, ruleset=args.ruleset, progress=progress,
                                    seconds=None if args.minutes is None else 60 * args.minutes,
                                    store=store)
    _print_ladder(args, levels, results, started)


def _print_ladder(args: argparse.Namespace, levels: list[str], results: dict[tuple[str, str], Duel],
                  started: float) -> None:
    from palm_pitch import ladder

    print(f"ladder of {', '.join(levels)}: up to {(args.games + 1) // 2 * 2} games per pairing, ruleset"
          f" {args.ruleset}, seed {args.seed}; B is the later level ({time.perf_counter() - started:.0f} s)")
    for line in ladder.table(results):
        print(line)
    for line in ladder.reports(results):
        print(line)


# ------------------------------------------------------------------------------------------ cost


def decision_times(player: Player, count: int) -> list[float]:
    """Seconds per decision with a choice (more than one legal action), whole games of four."""
    rngs = player_rngs(0)
    times: list[float] = []
    seed = 0
    clock = time.perf_counter
    while len(times) < count:
        state = new_game(seed=seed)
        seed += 1
        while state.phase is not Phase.GAME_OVER and state.hand_number < 200:
            if state.phase is Phase.DEAL or state.phase is Phase.SCORE:
                state = state.advance()
                continue
            seat = state.to_move or 0
            view = PlayerView(state, seat)
            started = clock()
            action = player.choose(view, rngs[seat])
            took = clock() - started
            if len(view.legal_actions()) > 1:
                times.append(took)
            state = state.apply(action)
    return times


def cmd_cost(args: argparse.Namespace) -> None:
    players: list[Player] = [make_player(name) for name in args.players.split(",")] if args.players else [
        HeuristicPlayer(), EasyPlayer()]
    for player in players:
        runs = [decision_times(player, args.decisions) for _ in range(args.repeat)]
        times = min(runs, key=statistics.median)
        ordered = sorted(times)
        mean = statistics.mean(times)
        print(f"{player.name}: {len(times)} decisions with a choice: mean {1e6 * mean:.1f} us,"
              f" median {1e6 * ordered[len(ordered) // 2]:.1f} us,"
              f" p95 {1e6 * ordered[int(0.95 * len(ordered))]:.1f} us, slowest {1e6 * ordered[-1]:.0f} us"
              f" (best median of {args.repeat} runs)")


# --------------------------------------------------------------------------------------- partner


def cmd_partner(args: argparse.Namespace) -> None:
    players: list[Player] = [HeuristicPlayer()] * 4
    rngs = player_rngs(args.seed)
    table: dict[tuple[int, int], list[int]] = {}
    started = time.perf_counter()
    for number in range(args.deals):
        state = new_game(seed=(args.seed + number) & 0xFFFFFFFF).deal()
        dealer = state.dealer
        while state.phase is Phase.BID and state.to_move != dealer:
            seat = state.to_move or 0
            state = state.apply(players[seat].choose(PlayerView(state, seat), rngs[seat]))
        if state.phase is not Phase.BID:
            continue
        high = max(int(bid) for bid in state.bids)
        if not high or state.bids.index(Bid(high)) != 1 or Bid(high) not in state.legal_actions():
            continue  # (the first to bid the high bid sits opposite the dealer)
        level, v = h.bid_level(state.hands[dealer], True, 0)
        if level < high:
            continue
        team = dealer & 1
        scores = []
        for action in (Bid(high), Bid.PASS):
            result = play_hand(state.apply(action), players, rngs).result
            assert result is not None
            scores.append(result.hand_score[team] - result.hand_score[1 - team])
        row = table.setdefault((high, min(20, (v - h.BID_AT[high]) // 2 * 2)), [0, 0, 0])
        gain = scores[0] - scores[1]
        row[0] += 1
        row[1] += gain
        row[2] += gain * gain
    print(f"{args.deals} deals ({time.perf_counter() - started:.0f} s): the dealer's team's hand score"
          " when the dealer takes its partner's bid h, less when it passes")
    print("  bid  value - BID_AT[bid]  hands   gain per hand (95%)")
    for (bid, over), (n, total, squares) in sorted(table.items()):
        mean = total / n
        half = 1.96 * max(squares / n - mean * mean, 0.0) ** 0.5 / n ** 0.5
        print(f"  {bid:>3}  {over:>+8}{'+' if over == 20 else ' '}{'':>11}{n:>6}   {mean:+.2f} +- {half:.2f}")


# ------------------------------------------------------------------------------------- calibrate

FEATURES = (
    [f"top {r}" for r in "23456789TJQKA"]
    + [f"low {r}" for r in "2345"]
    + [f"length {n}" for n in range(2, 7)]
    + ["jack held", "jack guarded", "ten held", "side aces", "side tens"]
)


def features(hand: int, suit: int) -> list[int]:
    """The rule-1 features of a hand for a trump suit, one value per :data:`FEATURES` entry."""
    own = hand >> (13 * suit) & 0x1FFF
    top = own.bit_length() - 1
    low = (own & -own).bit_length() - 1
    length = own.bit_count()
    row = [int(top == r) for r in range(13)]
    row += [int(low == r) for r in range(4)]
    row += [int(length == n) for n in range(2, 7)]
    jack = own >> 9 & 1
    row += [jack, int(bool(jack and (own >> 12 & 1 or own >> 11 & 1 or length >= 3)))]
    row += [own >> 8 & 1]
    aces = tens = 0
    for other in range(4):
        if other != suit:
            cards = hand >> (13 * other) & 0x1FFF
            aces += cards >> 12 & 1
            tens += cards >> 8 & 1
    row += [aces, tens]
    return row


def least_squares(rows: list[list[int]], targets: list[float]) -> list[float]:
    """Weights w minimising sum (row . w - target)^2 (normal equations, Gaussian elimination, with a
    tiny ridge so that features never seen do not make the system singular)."""
    n = len(rows[0])
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for row, target in zip(rows, targets, strict=True):
        nonzero = [(i, x) for i, x in enumerate(row) if x]
        for i, x in nonzero:
            b[i] += x * target
            for j, y in nonzero:
                a[i][j] += x * y
    for i in range(n):
        a[i][i] += 1e-3
    for column in range(n):
        pivot = max(range(column, n), key=lambda r: abs(a[r][column]))
        a[column], a[pivot] = a[pivot], a[column]
        b[column], b[pivot] = b[pivot], b[column]
        for r in range(n):
            if r != column and a[r][column]:
                factor = a[r][column] / a[column][column]
                for c in range(column, n):
                    a[r][c] -= factor * a[column][c]
                b[r] -= factor * b[column]
    return [b[i] / a[i][i] for i in range(n)]


def pitch_samples(hands: int, seed: int) -> list[tuple[int, int, int, int, int]]:
    """``(hand, suit, points taken, tricks taken, jack dealt)`` of the pitcher's side for each suit a
    random seat holds, in ``hands`` simulated deals played out by four heuristic players."""
    rng = Rng(seed)
    players = [HeuristicPlayer()] * 4
    rngs = player_rngs(seed)
    samples = []
    for number in range(hands):
        start = new_game(seed=(seed + number) & 0xFFFFFFFF).deal()
        pitcher = rng.below(4)
        hand = start.hands[pitcher]
        for suit in range(4):
            if not hand & SUIT_MASKS[suit]:
                continue
            state = start
            while state.phase is Phase.BID:  # the pitcher bids 2, everyone else passes
                seat = state.to_move
                state = state.apply(Bid.TWO if seat == pitcher else Bid.PASS)
            own = hand >> (13 * suit) & 0x1FFF
            card = h._pitch(own << (13 * suit))
            state = state.apply(CARDS[card])
            final = play_hand(state, players, rngs)
            result = final.result
            assert result is not None
            team = pitcher & 1
            samples.append((hand, suit, result.points[team], result.tricks_won[team],
                            int(result.jack_card is not None)))
    return samples


def cmd_calibrate(args: argparse.Namespace) -> None:
    started = time.perf_counter()
    samples = pitch_samples(args.hands, args.seed)
    rows = [features(hand, suit) for hand, suit, *_ in samples]
    weights = least_squares(rows, [16.0 * points for _, _, points, _, _ in samples])
    print(f"{len(samples)} pitches from {args.hands} deals ({time.perf_counter() - started:.0f} s);"
          " points taken by the pitcher's side, in 16ths of a point:")
    for name, weight in zip(FEATURES, weights, strict=True):
        print(f"  {name:<14}{weight:7.1f}")
    print("make rate of each bid by the heuristic's suit value (rule 1):")
    buckets: dict[int, list[int]] = {}
    for hand, suit, points, _, _ in samples:
        buckets.setdefault(h.suit_value(hand, suit) // 4 * 4, []).append(points)
    print("  value   pitches  mean points   make 2  make 3  make 4")
    for value in sorted(buckets):
        taken = buckets[value]
        if len(taken) < 30:
            continue
        rates = [sum(p >= b for p in taken) / len(taken) for b in (2, 3, 4)]
        print(f"  {value:>3}+ {len(taken):>9} {statistics.mean(taken):>12.2f}"
              + "".join(f"  {100 * r:5.0f}%" for r in rates))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    duel = commands.add_parser("duel", help="two players over duplicate games")
    duel.add_argument("a")
    duel.add_argument("b")
    duel.add_argument("--games", type=int, default=2000)
    duel.add_argument("--seed", type=int, default=0)
    duel.add_argument("--ruleset", default="palm")
    duel.add_argument("--progress", action="store_true", help="a line on stderr after each game")
    duel.set_defaults(run=cmd_duel)
    partner = commands.add_parser("partner", help="the dealer taking its partner's bid, both ways")
    partner.add_argument("--deals", type=int, default=100000)
    partner.add_argument("--seed", type=int, default=100000)
    partner.set_defaults(run=cmd_partner)
    ladder = commands.add_parser("ladder", help="every level against every other")
    ladder.add_argument("--levels", default="easy,normal,hard,expert")
    ladder.add_argument("--games", type=int, default=1000, help="games per pairing")
    ladder.add_argument("--seed", type=int, default=0)
    ladder.add_argument("--jobs", type=int, default=2, help="local worker processes")
    ladder.add_argument("--dask", metavar="ADDRESS", help="a Dask scheduler to run the shards on instead")
    ladder.add_argument("--shard", type=int, default=5, help="deal seeds per shard")
    ladder.add_argument("--ruleset", default="palm")
    ladder.add_argument("--minutes", type=float, help="stop after this long: the shards done are reported")
    ladder.add_argument("--progress", action="store_true", help="a line on stderr after each shard")
    ladder.add_argument("--out", metavar="FOLDER",
                        help="keep every finished shard there; a later run plays only the shards missing")
    ladder.add_argument("--report", action="store_true",
                        help="play nothing: the figures of the shards kept in --out")
    ladder.set_defaults(run=cmd_ladder)
    cost = commands.add_parser("cost", help="the heuristic's decision cost")
    cost.add_argument("--decisions", type=int, default=50000)
    cost.add_argument("--repeat", type=int, default=3)
    cost.add_argument("--players", help="players to time, by name (default heuristic,easy), e.g. hard,expert")
    cost.set_defaults(run=cmd_cost)
    calibrate = commands.add_parser("calibrate", help="fit the heuristic's suit value")
    calibrate.add_argument("--hands", type=int, default=20000)
    calibrate.add_argument("--seed", type=int, default=1)
    calibrate.set_defaults(run=cmd_calibrate)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
