"""The ``palm-pitch`` command: the edge where files, standard streams, the clock and exit codes live.

Subcommands (``main`` is an argparse dispatcher; later ones such as ``headless`` plug in the same way):

- ``palm-pitch`` / ``palm-pitch window [--scale 1..4] [--seed S] [--data-dir DIR]``: the game in its
  Palm window (Tk, :mod:`palm_pitch.frontends.tk`), from ``palm_pitch.app.create_app``. Saves go to
  ``--data-dir``, default ``$XDG_DATA_HOME/palm-pitch`` or ``~/.local/share/palm-pitch``.
- ``palm-pitch play [--seed S] [--ruleset NAME]``: a small text game in the terminal (you are South
  with North as partner, against two heuristic players).
- ``palm-pitch replay FILE``: replay one hand record (JSON; ``-`` = stdin), print the result as JSON.
- ``palm-pitch simulate --games N --seed S --team0 heuristic --team1 random [--ruleset NAME]``.
- ``palm-pitch duel A B [--games N]``: two computer players over duplicate games
  (:mod:`palm_pitch.duel_command`).
- ``palm-pitch record FILE [--to json|text]``: read a whole-game record (JSON or text), replay it to
  check it, and print it in the other (or the chosen) form.
- ``palm-pitch headless --seed N --script FILE --out DIR [--data-dir DIR]``: run a script of pen and
  key events through the Palm app and write the screens it asks for as 160x160 one-bit PNGs
  (:mod:`palm_pitch.frontends.headless`); saves only with ``--data-dir``.

Errors a user can cause are one line on stderr (``<command>: <what>: <why>``) and exit status 2.

May import: anything of ``palm_pitch`` and the standard library.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import secrets
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from palm_pitch import duel_command
from palm_pitch.actions import Action, Bid, parse_action
from palm_pitch.cards import Card
from palm_pitch.match import play_game, player_rngs, summarize
from palm_pitch.players import PLAYER_NAMES, HeuristicPlayer, make_player
from palm_pitch.record import TEAM_NAMES, GameRecord, HandRecord, RecordError, hand_result_json
from palm_pitch.rules import get_ruleset, ruleset_names
from palm_pitch.state import SEAT_NAMES, GameState, Phase, new_game
from palm_pitch.views import PlayerView


class UsageError(Exception):
    """A user error: printed as one line, exit status 2."""


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {path}: not UTF-8 text") from None


# ------------------------------------------------------------------------------------------ replay


def cmd_replay(args: argparse.Namespace) -> int:
    text = _read(args.file)
    try:
        result = HandRecord.from_json_text(text).replay()
    except RecordError as error:
        raise UsageError(str(error)) from None
    print(json.dumps(hand_result_json(result)))
    return 0


# ---------------------------------------------------------------------------------------- simulate


def cmd_simulate(args: argparse.Namespace) -> int:
    try:
        ruleset = get_ruleset(args.ruleset)
        team0, team1 = make_player(args.team0), make_player(args.team1)
    except KeyError as error:
        raise UsageError(error.args[0]) from None
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    players = [team0, team1, team0, team1]
    started = time.perf_counter()
    outcomes = [
        play_game(players, seed=(args.seed + i) & 0xFFFFFFFF, ruleset=ruleset, max_hands=args.max_hands)
        for i in range(args.games)
    ]
    elapsed = time.perf_counter() - started
    summary = summarize(outcomes)
    names = (args.team0, args.team1)
    print(f"ruleset {ruleset.name}: {summary.games} games, seeds {args.seed}..{args.seed + args.games - 1}")
    for team, stats in enumerate(summary.teams):
        share = 100.0 * stats.games_won / summary.games
        print(f"team {team} ({TEAM_NAMES[team]}, {names[team]}): won {stats.games_won} games ({share:.1f}%);"
              f" pitched {stats.hands_pitched} hands, made {100 * stats.make_rate:.1f}%,"
              f" set {100 * stats.set_rate:.1f}%, average winning bid {stats.average_bid:.2f};"
              f" smudges bid {stats.smudges_bid}, without the ace {stats.smudges_without_ace};"
              f" top bids without the ace {stats.max_bids_without_ace}")
    if summary.unfinished:
        print(f"unfinished (hit --max-hands {args.max_hands}): {summary.unfinished} games")
    print(f"hands played: {summary.hands} ({summary.hands / summary.games:.1f} per game)")
    rate = summary.decisions / elapsed if elapsed > 0 else 0.0
    print(f"decisions: {summary.decisions} in {elapsed:.2f} s ({rate:.0f} per second)")
    return 0


# ------------------------------------------------------------------------------------------ record


def cmd_record(args: argparse.Namespace) -> int:
    text = _read(args.file)
    try:
        is_json = text.lstrip().startswith("{")
        record = GameRecord.from_json_text(text) if is_json else GameRecord.from_text(text)
        final = record.replay()
        target = args.to or ("text" if is_json else "json")
        sys.stdout.write(record.to_text() if target == "text" else record.to_json_text())
    except RecordError as error:
        raise UsageError(str(error)) from None
    print(f"; {len(record.actions)} actions, scores {final.scores[0]}:{final.scores[1]}", file=sys.stderr)
    return 0


# -------------------------------------------------------------------------------------- text game


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in sorted(cards, key=lambda c: (c.suit, -c.rank))) or "-"


def _show_table(state: GameState, out: TextIO) -> None:
    view = PlayerView(state, 0)
    print(f"Hand {state.hand_number}, dealer {SEAT_NAMES[state.dealer]}."
          f" Scores: you and North {state.scores[0]}, West and East {state.scores[1]}.", file=out)
    bids = [f"{SEAT_NAMES[(state.dealer + 1 + i) % 4]} {bid.label}" for i, bid in enumerate(view.bids)]
    if bids:
        print("Bids: " + ", ".join(bids), file=out)
    if state.trump is not None:
        print(f"Trump: {state.trump.plural}; {SEAT_NAMES[state.pitcher or 0]} pitched"
              f" {state.high_bid.label}.", file=out)
    if state.trick:
        plays = ", ".join(f"{SEAT_NAMES[s]} {c}" for s, c in state.current_trick.plays)
        print(f"Trick: {plays}", file=out)
    print(f"Your cards: {_cards(view.hand)}", file=out)


def _show_result(state: GameState, out: TextIO) -> None:
    result = state.result
    if result is None:
        return
    if result.pitcher is None:
        print("Everyone passed.", file=out)
    else:
        def name(team: int | None) -> str:
            return "nobody" if team is None else ("you and North" if team == 0 else "West and East")

        print(f"High {name(result.high)}, Low {name(result.low)}, Jack {name(result.jack)},"
              f" Game {name(result.game)} ({result.game_pips[0]}:{result.game_pips[1]}).", file=out)
        verdict = "made" if result.made else "was set"
        print(f"{SEAT_NAMES[result.pitcher]} bid {Bid(result.bid or 2).label} and {verdict}."
              f" Hand: {result.hand_score[0]:+d} / {result.hand_score[1]:+d}.", file=out)
    print(f"Scores: you and North {result.scores_after[0]}, West and East {result.scores_after[1]}.",
          file=out)
    if state.winner is not None:
        print("You win!" if state.winner == 0 else "West and East win.", file=out)


def play_text_game(seed: int, ruleset_name: str, read_line: Callable[[], str], out: TextIO) -> int:
    """The terminal game: South is the human, the others heuristic players."""
    ruleset = get_ruleset(ruleset_name)
    computer = HeuristicPlayer()
    rngs = player_rngs(seed)
    state = new_game(ruleset, seed)
    print(f"Palm Pitch ({ruleset.name}, seed {seed}). Bid with pass/2/3/4/smudge, play a card like TD;"
          " q quits.", file=out)
    while not state.is_over:
        if state.phase is Phase.DEAL:
            state = state.deal()
            print(f"\nHand {state.hand_number}: {SEAT_NAMES[state.dealer]} deals.", file=out)
            continue
        if state.phase is Phase.SCORE:
            state = state.next_hand()
            continue
        seat = state.to_move or 0
        if seat != 0:
            action: Action = computer.choose(PlayerView(state, seat), rngs[seat])
            print(f"{SEAT_NAMES[seat]} {_told(action, 'passes', 'bids', 'plays')}.", file=out)
        else:
            _show_table(state, out)
            prompt = "Your bid" if state.phase is Phase.BID else "Your card"
            legal = " ".join(str(a) for a in state.legal_actions())
            print(f"{prompt} ({legal})? ", end="", file=out, flush=True)
            line = read_line()
            if not line or line.strip().lower() in ("q", "quit"):
                print("\nBye.", file=out)
                return 0
            try:
                action = parse_action(line)
            except ValueError:
                print(f"Not a bid or a card: {line.strip()}", file=out)
                continue
            reason = state.why_illegal(action)
            if reason is not None:
                print(reason, file=out)
                continue
            print(f"You {_told(action, 'pass', 'bid', 'play')}.", file=out)
        state = state.apply(action)
        if state.phase is Phase.PLAY and not state.trick and state.tricks:
            print(f"{SEAT_NAMES[state.tricks[-1].winner or 0]} wins the trick.", file=out)
        if state.result is not None:
            _show_result(state, out)
    return 0


def _told(action: Action, passes: str, bids: str, plays: str) -> str:
    """``passes``, ``bids 3``, ``bids Smudge`` or ``plays TD`` (the verbs given)."""
    if action == Bid.PASS:
        return passes
    return f"{bids} {action.label}" if isinstance(action, Bid) else f"{plays} {action}"


def cmd_play(args: argparse.Namespace) -> int:
    seed = args.seed if args.seed is not None else secrets.randbelow(1 << 32)
    try:
        get_ruleset(args.ruleset)
    except KeyError as error:
        raise UsageError(error.args[0]) from None
    return play_text_game(seed, args.ruleset, sys.stdin.readline, sys.stdout)


# ------------------------------------------------------------------------------------------ window

NO_APP = "the game app is not installed in this build; try `palm-pitch play` for the text game"


def default_data_dir(environ: dict[str, str] | None = None) -> Path:
    """Where saves live: ``$XDG_DATA_HOME/palm-pitch``, else ``~/.local/share/palm-pitch``."""
    env = os.environ if environ is None else environ
    base = env.get("XDG_DATA_HOME", "")
    root = Path(base) if os.path.isabs(base) else Path.home() / ".local" / "share"
    return root / "palm-pitch"


def _fallback_commands(args: argparse.Namespace) -> str:
    """The commands that work without a window, as a hint: ``headless`` once it exists, ``play``."""
    names = [name for name in ("headless", "play") if name in args.command_names]
    return " / ".join(f"`palm-pitch {name}`" for name in names)


def cmd_window(args: argparse.Namespace) -> int:
    """The Palm window: lazily import the game app and the Tk shell, then run until closed."""
    try:
        create_app = getattr(importlib.import_module("palm_pitch.app"), "create_app", None)
    except ModuleNotFoundError as error:
        if error.name != "palm_pitch.app":
            raise  # the app is there but broken: a bug, not a missing feature
        create_app = None
    if create_app is None:
        print(f"palm-pitch: {NO_APP}", file=sys.stderr)
        return 2
    try:
        from palm_pitch.frontends import tk
    except ModuleNotFoundError as error:  # a Python without tkinter (Debian: apt install python3-tk)
        if error.name not in ("tkinter", "_tkinter"):
            raise
        print(f"palm-pitch: cannot open a window: this Python has no tkinter ({error});"
              f" try {_fallback_commands(args)}", file=sys.stderr)
        return 2
    if args.seed is not None and not 0 <= args.seed <= 0xFFFFFFFF:
        raise UsageError(f"--seed must be 0..4294967295, not {args.seed}")
    try:
        root = tk.open_root("Pitch")
    except tk.NoDisplayError as error:
        fallback = _fallback_commands(args)
        if os.environ.get("DISPLAY"):
            why = f"{error} (try {fallback})"  # e.g. couldn't connect to display ":9"
        else:
            why = f"no display (set DISPLAY, or try {fallback})"
        print(f"palm-pitch: cannot open a window: {why}", file=sys.stderr)
        return 2
    try:
        data_dir = Path(args.data_dir) if args.data_dir is not None else default_data_dir()
        try:
            data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise UsageError(f"cannot use data directory {data_dir}: {error.strerror or error}") from None
        app = create_app(seed=args.seed, data_dir=data_dir)
    except BaseException:
        root.destroy()
        raise
    tk.run_window(app, scale=args.scale, title="Pitch", root=root)
    return 0


# ---------------------------------------------------------------------------------------- headless


def cmd_headless(args: argparse.Namespace) -> int:
    from palm_pitch.frontends.headless import ScriptError, render

    script = _read(args.script)
    source = "<stdin>" if args.script == "-" else args.script
    data_dir = Path(args.data_dir) if args.data_dir else None
    try:
        written = render(script, Path(args.out), seed=args.seed, data_dir=data_dir, source=source)
    except ScriptError as error:
        raise UsageError(str(error)) from None
    except OSError as error:
        raise UsageError(f"cannot write to {args.out}: {error.strerror or error}") from None
    for path in written:
        print(path)
    return 0


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 <= value <= 0xFFFFFFFF:
        raise argparse.ArgumentTypeError(f"{value} is not 0..4294967295")
    return value


# -------------------------------------------------------------------------------------------- main


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="palm-pitch", description="Pitch as it was on Palm OS.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    window = commands.add_parser("window", help="play in the Palm window (the default)")
    window.add_argument("--scale", type=int, default=2, choices=range(1, 5), metavar="1..4",
                        help="window size: Palm pixels times this (default 2)")
    window.add_argument("--seed", type=int, help="deal seed 0..4294967295 of a new game (default: random)")
    window.add_argument("--data-dir", help="where the game is saved (default: $XDG_DATA_HOME/palm-pitch"
                        " or ~/.local/share/palm-pitch)")
    window.set_defaults(run=cmd_window)

    play = commands.add_parser("play", help="play a text game in the terminal")
    play.add_argument("--seed", type=int, help="deal seed 0..4294967295 (default: random)")
    play.add_argument("--ruleset", default="palm", help=f"one of: {', '.join(ruleset_names())}")
    play.set_defaults(run=cmd_play)

    replay = commands.add_parser("replay", help="replay one hand record (JSON) and print its result")
    replay.add_argument("file", help="hand record file, or - for standard input")
    replay.set_defaults(run=cmd_replay)

    simulate = commands.add_parser("simulate", help="play many computer games and print figures")
    simulate.add_argument("--games", type=int, default=100)
    simulate.add_argument("--seed", type=int, default=0, help="seed of the first game (then +1 each)")
    simulate.add_argument("--team0", default="heuristic", choices=PLAYER_NAMES, help="South and North")
    simulate.add_argument("--team1", default="random", choices=PLAYER_NAMES, help="West and East")
    simulate.add_argument("--ruleset", default="palm", help=f"one of: {', '.join(ruleset_names())}")
    simulate.add_argument("--max-hands", type=int, default=500, help="give a game up after this many hands")
    simulate.set_defaults(run=cmd_simulate)

    record = commands.add_parser("record", help="check a whole-game record and convert it (JSON <-> text)")
    record.add_argument("file", help="game record (JSON or text), or - for standard input")
    record.add_argument("--to", choices=("json", "text"), help="output form (default: the other one)")
    record.set_defaults(run=cmd_record)

    headless = commands.add_parser(
        "headless", help="run a script of taps and keys through the app; save PNGs"
    )
    headless.add_argument("--seed", type=_seed, default=0, help="deal seed 0..4294967295 (default 0)")
    headless.add_argument("--script", required=True, help="script file (tap, pen, key, wait, shot), or -")
    headless.add_argument("--out", required=True, help="folder for the PNG screens")
    headless.add_argument("--data-dir", help="folder of saved games and preferences (default: none)")
    headless.set_defaults(run=cmd_headless)
    duel_command.add_parser(commands)
    parser.set_defaults(command_names=tuple(commands.choices))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``palm-pitch``; returns the exit status (0 ok, 2 user error)."""
    parser = _parser()
    words = list(sys.argv[1:] if argv is None else argv)
    if not words or (words[0].startswith("-") and words[0] not in ("-h", "--help")):
        words = ["window", *words]  # no command: the window (options go to it)
    args = parser.parse_args(words)
    try:
        status: int = args.run(args)
        return status
    except UsageError as error:
        print(f"{args.command}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
