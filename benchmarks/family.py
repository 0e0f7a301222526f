"""The heuristic against random players in every variant of the family: the table of docs/variants.md.

For each variant, over ``--games`` seeded games (default 500; seeds 0, 1, ...): in a team variant
the heuristic plays every seat of team 0 and random players the other teams; in a variant played
alone (or with a called partner) the heuristic plays seat 0 among random players. Printed per
variant: the heuristic's wins, the 95% Wilson interval of its winning share, the goal (team
variants 90%, the others 70%), whether the share meets it (``yes``; ``yes*`` when the whole interval
is clear of the goal too), the games cut off at ``--max-hands``, hands per game and the seconds of
play (summed over the worker processes). ``--jobs N`` plays the seeds in N processes; the figures
do not depend on it (every game is its seed's). Run::

    .venv/bin/python benchmarks/family.py                 # every variant, 500 games each
    .venv/bin/python benchmarks/family.py --games 100 --jobs 2 ten-point cell

Resumable: with ``--out FOLDER`` each variant's seeds are kept in ``FOLDER/VARIANT.json`` as every
piece of ``CHUNK`` seeds finishes (written whole, then renamed into place), with the commit that
played them; run the same command again and only the pieces missing are played, so a long run
survives being stopped. ``--report`` plays nothing and prints the table of what the folder holds
(a variant not finished is shown with the games it has). A file that cannot be read is moved aside
(``.damaged``) and its seeds played again; a file played with another ``--max-hands`` is refused.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from palm_pitch.family.match import play_game
from palm_pitch.family.players import FamilyHeuristic, FamilyRandom
from palm_pitch.family.rules import Teams
from palm_pitch.family.variants import all_variants, get_variant
from palm_pitch.family_command import seats_for

TEAM_GOAL = 90.0
ALONE_GOAL = 70.0
CHUNK = 25
"""Seeds handed to a worker at a time (and kept in ``--out`` at a time)."""
STORE_FORMAT = "palm-pitch-family-benchmark 1"


@dataclass(frozen=True)
class Tally:
    """What a run of seeds of one variant came to."""

    games: int = 0
    wins: int = 0
    cut: int = 0
    hands: int = 0
    seconds: float = 0.0

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.games + other.games, self.wins + other.wins, self.cut + other.cut,
                     self.hands + other.hands, self.seconds + other.seconds)


def play_seeds(name: str, first: int, count: int, max_hands: int) -> Tally:
    """The heuristic's tally over seeds ``first`` .. ``first + count - 1`` of variant ``name``."""
    rules = get_variant(name)
    players = seats_for(rules, FamilyHeuristic(), FamilyRandom())
    started = time.perf_counter()
    wins = cut = hands = 0
    for seed in range(first, first + count):
        outcome = play_game(rules, players, seed, max_hands)
        wins += outcome.winner == 0
        cut += outcome.winner is None
        hands += len(outcome.final.results)
    return Tally(count, wins, cut, hands, time.perf_counter() - started)


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a winning share, in percent."""
    if games == 0:
        return 0.0, 100.0
    share = wins / games
    centre = share + z * z / (2 * games)
    spread = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return 100.0 * (centre - spread) / scale, 100.0 * (centre + spread) / scale


def chunks(games: int) -> Iterator[tuple[int, int]]:
    """(first seed, count) pieces of ``range(games)``."""
    for first in range(0, games, CHUNK):
        yield first, min(CHUNK, games - first)


# ------------------------------------------------------------------------------ the kept rows


class StoreError(ValueError):
    """A folder of kept rows that does not fit this run (one line: the file and the cause)."""


class RowStore:
    """The pieces of every variant played so far, one JSON file a variant in ``folder``:
    ``{"format": ..., "variant": ..., "max_hands": ..., "pieces": {"FIRST": {"count": ...,
    "wins": ..., "cut": ..., "hands": ..., "seconds": ..., "commit": ...}}}``."""

    def __init__(self, folder: str | Path, max_hands: int, commit: str) -> None:
        self.folder = Path(folder)
        self.max_hands = max_hands
        self.commit = commit
        self.folder.mkdir(parents=True, exist_ok=True)

    def path(self, name: str) -> Path:
        return self.folder / f"{name}.json"

    def pieces(self, name: str) -> dict[int, dict[str, object]]:
        """The pieces kept for ``name`` by first seed (none for a damaged file, moved aside)."""
        path = self.path(name)
        if not path.exists():
            return {}
        try:
            data = json.loads(path.read_text())
            if data.get("format") != STORE_FORMAT or data.get("variant") != name:
                raise ValueError("not a row of this benchmark")
            pieces = {int(first): dict(piece) for first, piece in data["pieces"].items()}
            for piece in pieces.values():
                piece_tally(piece)
        except (ValueError, KeyError, TypeError, AttributeError):
            path.replace(path.with_suffix(".damaged"))
            return {}
        if data.get("max_hands") != self.max_hands:
            raise StoreError(f"{path}: played with --max-hands {data.get('max_hands')}, not {self.max_hands}")
        return pieces

    def keep(self, name: str, first: int, tally: Tally) -> None:
        """Add one piece to ``name``'s file (written whole, then renamed into place)."""
        pieces = self.pieces(name)
        pieces[first] = {"count": tally.games, "wins": tally.wins, "cut": tally.cut, "hands": tally.hands,
                         "seconds": round(tally.seconds, 3), "commit": self.commit}
        data = {"format": STORE_FORMAT, "variant": name, "max_hands": self.max_hands,
                "pieces": {str(first): pieces[first] for first in sorted(pieces)}}
        path = self.path(name)
        partial = path.with_name(path.name + ".partial")
        partial.write_text(json.dumps(data, indent=1) + "\n")
        os.replace(partial, path)

    def tally(self, name: str, games: int) -> tuple[Tally, list[tuple[int, int]]]:
        """The tally of the kept pieces among ``chunks(games)`` and the pieces still to play."""
        kept = self.pieces(name)
        total, missing = Tally(), []
        for first, count in chunks(games):
            piece = kept.get(first)
            tally = piece_tally(piece) if piece is not None else None
            if tally is not None and tally.games == count:
                total += tally
            else:
                missing.append((first, count))
        return total, missing

    def commits(self, name: str) -> set[str]:
        return {str(piece.get("commit", "?")) for piece in self.pieces(name).values()}


def piece_tally(piece: dict[str, object]) -> Tally:
    """The tally of one kept piece (``ValueError``/``KeyError``/``TypeError`` for a damaged one)."""
    def number(key: str) -> int:
        value = piece[key]
        if not isinstance(value, int):
            raise TypeError(f"{key} is not a whole number")
        return value

    seconds = piece["seconds"]
    if not isinstance(seconds, (int, float)):
        raise TypeError("seconds is not a number")
    return Tally(number("count"), number("wins"), number("cut"), number("hands"), float(seconds))


def head_commit() -> str:
    """The commit of the code being measured (``+dirty`` with uncommitted changes), or ``?``."""
    here = Path(__file__).resolve().parent
    try:
        commit = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=here, capture_output=True,
                                text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=here,
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"
    return commit + ("+dirty" if dirty else "")


# ------------------------------------------------------------------------------------ the table

HEADER = (f"{'variant':<24} {'kind':<6} {'heuristic wins':>15} {'95% interval':>14} {'goal':>5}  met "
          f" cut off  hands/game  seconds")


@dataclass(frozen=True)
class Row:
    """One variant's line of the table."""

    name: str
    team: bool
    tally: Tally

    @property
    def goal(self) -> float:
        return TEAM_GOAL if self.team else ALONE_GOAL

    @property
    def met(self) -> bool:
        return self.tally.games > 0 and 100.0 * self.tally.wins / self.tally.games >= self.goal

    @property
    def clear(self) -> bool:
        """The whole 95% interval is at or above the goal."""
        return self.met and wilson(self.tally.wins, self.tally.games)[0] >= self.goal

    def line(self) -> str:
        tally = self.tally
        games = max(tally.games, 1)
        share = 100.0 * tally.wins / games
        low, high = wilson(tally.wins, tally.games)
        verdict = ("yes*" if self.clear else "yes") if self.met else "NO"
        return (f"{self.name:<24} {'team' if self.team else 'alone':<6} {tally.wins:>6} ({share:5.1f}%)"
                f" {low:5.1f}-{high:5.1f}% {self.goal:>4.0f}%  {verdict:<4} {tally.cut:>6}"
                f"  {tally.hands / games:>10.1f}  {tally.seconds:>7.1f}")


def row_for(name: str, tally: Tally) -> Row:
    return Row(name, get_variant(name).teams is Teams.FIXED, tally)


def play_variant(name: str, games: int, max_hands: int, pool: ProcessPoolExecutor | None,
                 store: RowStore | None) -> Tally:
    """``name``'s tally over seeds 0 .. games-1: the kept pieces, the others played (and kept)."""
    total, missing = store.tally(name, games) if store is not None else (Tally(), list(chunks(games)))
    if pool is None:
        for first, count in missing:
            tally = play_seeds(name, first, count, max_hands)
            if store is not None:
                store.keep(name, first, tally)
            total += tally
        return total
    futures: list[tuple[int, Future[Tally]]] = [
        (first, pool.submit(play_seeds, name, first, count, max_hands)) for first, count in missing]
    for first, future in futures:
        tally = future.result()
        if store is not None:
            store.keep(name, first, tally)
        total += tally
    return total


def summary(rows: list[Row], games: int, names: list[str]) -> str:
    done = [row for row in rows if row.tally.games >= games]
    met = sum(row.met for row in done)
    clear = sum(row.clear for row in done)
    return (f"{met} of {len(done)} variants meet the goal over {games} games each ({clear} with the whole"
            f" interval clear); {len(names) - len(done)} of {len(names)} not finished")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("variants", nargs="*", help="variant names (default: all)")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--max-hands", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--out", metavar="FOLDER", help="keep each variant's pieces there; play the rest")
    parser.add_argument("--report", action="store_true", help="play nothing: the table of what --out holds")
    args = parser.parse_args(argv)
    try:
        names = [get_variant(name).name for name in args.variants] or [rules.name for rules in all_variants()]
    except KeyError as error:
        print(f"family.py: {error.args[0]}", file=sys.stderr)
        return 2
    if args.report and not args.out:
        print("family.py: --report needs --out FOLDER", file=sys.stderr)
        return 2
    try:
        store = RowStore(args.out, args.max_hands, head_commit()) if args.out else None
        if store is not None and args.report:
            return report(store, names, args.games)
        print(HEADER)
        rows = []
        pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
        try:
            for name in names:
                row = row_for(name, play_variant(name, args.games, args.max_hands, pool, store))
                rows.append(row)
                print(row.line(), flush=True)
        finally:
            if pool is not None:
                pool.shutdown()
    except (StoreError, OSError) as error:
        print(f"family.py: {error}", file=sys.stderr)
        return 2
    print(summary(rows, args.games, names))
    return 0 if all(row.met for row in rows) else 1


def report(store: RowStore, names: list[str], games: int) -> int:
    """The table of the rows kept in ``store`` (unfinished rows marked with their games)."""
    print(HEADER)
    rows = []
    for name in names:
        tally, missing = store.tally(name, games)
        if tally.games == 0:
            print(f"{name:<24} not played")
            continue
        row = row_for(name, tally)
        rows.append(row)
        note = f"  ({tally.games} of {games} games)" if missing else ""
        print(row.line() + note)
    print(summary(rows, games, names))
    commits = sorted({commit for name in names for commit in store.commits(name)})
    print(f"played by commit {', '.join(commits) or '-'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
