"""``palm-pitch duel A B``: two computer players over duplicate games, from the command line.

What it is for: the command's arguments, its clock and its output; the games and the figures are
:mod:`palm_pitch.duel`'s. :func:`add_parser` is the hook that :mod:`palm_pitch.cli` calls.
"""

from __future__ import annotations

import argparse
import sys
import time

from palm_pitch import family_command
from palm_pitch.duel import Duel, report, run_duel
from palm_pitch.players import PLAYER_NAMES, make_player
from palm_pitch.rules import get_ruleset

HELP = "two computer players as partnerships over duplicate games; print the figures"


def add_parser(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add ``duel`` to ``palm-pitch``'s subcommands."""
    duel = commands.add_parser("duel", help=HELP, description=HELP + ".")
    names = ", ".join(PLAYER_NAMES)
    duel.add_argument("a", metavar="A", help=f"player A: {names}, or pimc:N (N worlds per decision)")
    duel.add_argument("b", metavar="B", help="player B (the same choices)")
    duel.add_argument("--games", type=int, default=200,
                      help="games to play (default 200); each deal seed is played twice, seats swapped,"
                           " so an odd number is rounded up")
    duel.add_argument("--seed", type=int, default=0, help="the first deal seed (then +1 each)")
    duel.add_argument("--ruleset", default="palm",
                      help="palm (the default) or any name of `palm-pitch variants`")
    duel.add_argument("--max-hands", type=int, default=200, help="give a game up after this many hands")
    duel.add_argument("--progress", action="store_true", help="a line on stderr after each game")
    duel.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """The command: 0 on success, 2 (with one line on stderr) for a bad argument."""
    if family_command.is_family_variant(args.ruleset):
        if args.games < 1 or args.max_hands < 1:
            print("duel: --games and --max-hands must be at least 1", file=sys.stderr)
            return 2
        try:
            return family_command.duel(args.ruleset, args.a, args.b, args.games, args.seed, args.max_hands,
                                       sys.stdout)
        except family_command.FamilyUsageError as error:
            print(f"duel: {error}", file=sys.stderr)
            return 2
    try:
        a, b = make_player(args.a), make_player(args.b)
        ruleset = get_ruleset(args.ruleset)
    except KeyError as error:
        print(f"duel: {error.args[0]}", file=sys.stderr)
        return 2
    if args.games < 1 or args.max_hands < 1:
        print("duel: --games and --max-hands must be at least 1", file=sys.stderr)
        return 2
    if not 0 <= args.seed <= 0xFFFFFFFF:
        print(f"duel: --seed must be 0..4294967295, not {args.seed}", file=sys.stderr)
        return 2
    last = args.seed + (args.games + 1) // 2 - 1  # each deal seed is played twice
    if last > 0xFFFFFFFF:
        print(f"duel: --seed {args.seed} with --games {args.games} runs past seed 4294967295",
              file=sys.stderr)
        return 2
    started = time.perf_counter()

    def progress(duel: Duel) -> None:
        if args.progress:
            print(f"{duel.a.games} games: {duel.a.name} {duel.a.wins}, {duel.b.name} {duel.b.wins}"
                  f" ({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)

    duel = run_duel(a, b, (args.games + 1) // 2, seed=args.seed, ruleset=ruleset,
                    max_hands=args.max_hands, clock=time.perf_counter, progress=progress)
    for line in report(duel):
        print(line)
    print(f"  ({time.perf_counter() - started:.1f} s)")
    return 0
