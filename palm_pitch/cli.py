"""The ``palm-pitch`` command: the edge where files, standard streams, the clock and exit codes live.

Subcommands (``main`` is an argparse dispatcher; each ``cmd_*`` function is one):

- ``palm-pitch`` / ``palm-pitch window [--scale 1..4] [--seed S] [--data-dir DIR]``: the game in its
  Palm window (Tk, :mod:`palm_os.shells.tk`), from ``palm_pitch.app.create_app``. Saves go to
  ``--data-dir``, default ``$XDG_DATA_HOME/palm-pitch`` or ``~/.local/share/palm-pitch``.
- ``palm-pitch play [--seed S] [--ruleset NAME] [--level L] [--new] [--data-dir DIR]``: a small text
  game in the terminal (you are South with North as partner, against two computer players of the
  level: easy, normal, hard or expert; ``simulate`` and ``duel`` take the level names as players;
  :mod:`palm_pitch.frontends.text_game`), saved after every step and resumed as the window's is;
  a family variant's game is saved beside it (:mod:`palm_pitch.family_saves`).
- ``palm-pitch replay FILE``: replay one hand record (JSON; ``-`` = stdin), print the result as JSON.
- ``palm-pitch simulate --games N --seed S --team0 heuristic --team1 random [--ruleset NAME]
  [--engine python|c]`` (``c``: the same games played inside the C core, :mod:`palm_pitch.cengine`).
- ``palm-pitch duel A B [--games N]``: two computer players over duplicate games
  (:mod:`palm_pitch.duel_command`).
- ``palm-pitch record FILE [--to json|text]``: read a whole-game record (JSON or text), replay it to
  check it, and print it in the other (or the chosen) form.
- ``palm-pitch headless --seed N --script FILE --out DIR [--data-dir DIR] [--device-profile]``: run
  a script of pen and key events through the Palm app and write the screens it asks for as 160x160
  one-bit PNGs (:mod:`palm_pitch.frontends.headless`); saves only with ``--data-dir``;
  ``--device-profile`` offers exactly what the device offers (as ``palm-emu headless``).
- ``palm-pitch variants``: every game of the High-Low-Jack family this program plays, one line each;
  ``play``, ``simulate``, ``duel``, ``replay`` and ``record`` take any of them (a variant that is
  not one of the Palm game's own rulesets, or a family game record, goes to
  :mod:`palm_pitch.family_command`).
- ``palm-pitch prc -o FILE``: write ``Pitch.prc``, the app's resources compiled (the same bytes as
  ``palm-prc build resources/pitch.rcp``), from the resources this installation carries.

Errors a user can cause are one line on stderr (``<command>: <what>: <why>``) and exit status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import secrets
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from palm_pitch import duel_command, family_command
from palm_pitch.family.record import is_family_record
from palm_pitch.frontends.text_game import play_text_game
from palm_pitch.match import Summary, play_game, summarize
from palm_pitch.players import PLAYER_NAMES, make_player
from palm_pitch.players.levels import LEVELS
from palm_pitch.record import TEAM_NAMES, GameRecord, HandRecord, RecordError, hand_result_json
from palm_pitch.rules import Ruleset, get_ruleset
from prc_tools.fileio import MAX_SOURCE_BYTES, InputTooLarge, read_limited

RULESET_HELP = "palm (the default) or any name of `palm-pitch variants`"


class UsageError(Exception):
    """A user error: printed as one line, exit status 2."""


SEED_LIMIT = 0xFFFFFFFF
"""Seeds are 32-bit (the portable PRNG's, and the saved games')."""


def _read(path: str) -> str:
    """The text of ``path`` (``-``: standard input), without a UTF-8 byte order mark."""
    try:
        if path == "-":
            stream = getattr(sys.stdin, "buffer", None)  # (a test's StringIO has none)
            limit = MAX_SOURCE_BYTES + 1
            data = stream.read(limit) if stream else sys.stdin.read(limit).encode()
            if len(data) > MAX_SOURCE_BYTES:
                raise InputTooLarge(f"standard input is larger than {MAX_SOURCE_BYTES >> 20} MB")
        else:
            data = read_limited(path, MAX_SOURCE_BYTES, "input")
        text = data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")  # as text mode reads
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror or error}") from None
    except InputTooLarge as error:
        raise UsageError(f"cannot read {error}") from None
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {path}: not UTF-8 text") from None
    return text.removeprefix("\ufeff")  # Windows editors start UTF-8 files with one


def _data_dir(path: Path) -> Path:
    """``path`` as the folder of saves, made if missing; a :class:`UsageError` if it cannot be one."""
    if path.exists() and not path.is_dir():
        raise UsageError(f"cannot use data directory {path}: not a directory")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"cannot use data directory {path}: {error.strerror or error}") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise UsageError(f"cannot use data directory {path}: not writable")
    return path


# ------------------------------------------------------------------------------------------ replay


HAND_RECORD_KEYS = ("dealer", "hands", "bids", "plays")


def _json_object(text: str) -> dict[str, object] | None:
    """``text`` as a JSON object, or None (not JSON, or not an object: the parser says why)."""
    try:
        value = json.loads(text.lstrip("\ufeff"))
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _claims(text: str) -> list[tuple[int, str, str]]:
    """The lines of a text game record that state results (line number, kind, the claim): each
    trick's winner, each hand's heading and result, the end of the game."""
    found = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = " ".join(raw.split())
        trick = re.fullmatch(r"(\d+)\. [SWNE]: .*?(, won by [SWNE])", line)
        if trick:
            found.append((number, "trick", trick.group(2)[2:]))
        elif line.startswith(("Hand ", "Result:", "Game over:")):
            found.append((number, line.split()[0], line))
    return found


def _check_claims(text: str, record: GameRecord) -> None:
    """Every trick winner, score and result a text record states must be what its cards give
    (:class:`UsageError` naming the first line that is not)."""
    right: dict[str, list[str]] = {}
    for _number, kind, claim in _claims(record.to_text()):
        right.setdefault(kind, []).append(claim)
    seen: dict[str, int] = {}
    for number, kind, claim in _claims(text):
        index = seen.get(kind, 0)
        seen[kind] = index + 1
        truth = right.get(kind, [])
        if index >= len(truth):
            raise UsageError(f"line {number}: \"{claim[:60]}\": the cards played end before it")
        if claim != truth[index]:
            raise UsageError(f"line {number}: says \"{claim[:60]}\", but the cards give \"{truth[index]}\"")


def cmd_replay(args: argparse.Namespace) -> int:
    text = _read(args.file)
    if is_family_record(text):
        return _family(lambda: family_command.replay(text, sys.stdout))
    data = _json_object(text)
    if data is not None:
        if "actions" in data and "hands" not in data:
            raise UsageError("this is a game record; use `palm-pitch record` to check or convert it")
        missing = [key for key in HAND_RECORD_KEYS if key not in data]
        if missing:
            needs = ", ".join(HAND_RECORD_KEYS)
            raise UsageError(f"a hand record needs {needs}; missing: {', '.join(missing)}")
    try:
        result = HandRecord.from_json_text(text).replay()
    except RecordError as error:
        raise UsageError(str(error)) from None
    print(json.dumps(hand_result_json(result)))
    return 0


# ---------------------------------------------------------------------------------------- simulate


def _family(run: Callable[[], int]) -> int:
    """Run a family command, its user errors as ours."""
    try:
        return run()
    except family_command.FamilyUsageError as error:
        raise UsageError(str(error)) from None


def cmd_simulate(args: argparse.Namespace) -> int:
    if family_command.is_family_variant(args.ruleset):
        if args.engine == "c":
            raise UsageError(f"--engine c: the C engine does not play {args.ruleset}"
                             " (it plays the Palm game's rulesets)")
        if args.games < 1 or args.max_hands < 1:
            raise UsageError("--games and --max-hands must be at least 1")
        return _family(lambda: family_command.simulate(args.ruleset, args.team0, args.team1, args.games,
                                                       args.seed, args.max_hands, sys.stdout))
    try:
        ruleset = get_ruleset(args.ruleset)
        team0, team1 = make_player(args.team0), make_player(args.team1)
    except KeyError as error:
        raise UsageError(error.args[0]) from None
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.max_hands < 1:
        raise UsageError(f"--max-hands must be at least 1, not {args.max_hands}")
    if args.seed + args.games - 1 > SEED_LIMIT:
        raise UsageError(f"--seed {args.seed} with --games {args.games} runs past seed {SEED_LIMIT}")
    players = [team0, team1, team0, team1]
    started = time.perf_counter()
    if args.engine == "c":
        summary = _simulate_in_c(args, ruleset)
        elapsed = time.perf_counter() - started
    else:
        outcomes = [
            play_game(players, seed=args.seed + i, ruleset=ruleset, max_hands=args.max_hands)
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


def _simulate_in_c(args: argparse.Namespace, ruleset: Ruleset) -> Summary:
    """``simulate --engine c``: the same games (seeds, deals, players' generators) inside the C core."""
    from palm_pitch import cengine

    reason = cengine.unavailable_reason()
    if reason is not None:
        raise UsageError(f"--engine c: {reason}")
    try:
        return cengine.simulate([args.team0, args.team1] * 2, args.games, args.seed, ruleset, args.max_hands)
    except (KeyError, ValueError) as error:
        raise UsageError(f"--engine c: {error.args[0]}") from None


# ------------------------------------------------------------------------------------------ record


def cmd_record(args: argparse.Namespace) -> int:
    text = _read(args.file)
    if is_family_record(text):
        def convert() -> int:
            status, summary = family_command.record(text, args.to, sys.stdout)
            print(summary, file=sys.stderr)
            return status
        return _family(convert)
    data = _json_object(text)
    if data is not None and "actions" not in data and ("hands" in data or "dealer" in data):
        raise UsageError("this is a hand record; use `palm-pitch replay` to play it through")
    try:
        is_json = text.lstrip().startswith("{")
        record = GameRecord.from_json_text(text) if is_json else GameRecord.from_text(text)
        final = record.replay()
        if not is_json:
            _check_claims(text, record)
        target = args.to or ("text" if is_json else "json")
        sys.stdout.write(record.to_text() if target == "text" else record.to_json_text())
    except RecordError as error:
        raise UsageError(str(error)) from None
    print(f"; {len(record.actions)} actions, scores {final.scores[0]}:{final.scores[1]}", file=sys.stderr)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    seed = args.seed if args.seed is not None else secrets.randbelow(1 << 32)
    if family_command.is_family_variant(args.ruleset):
        return _family(lambda: _play_family_saved(args, seed))
    try:
        get_ruleset(args.ruleset)
    except KeyError as error:
        raise UsageError(error.args[0]) from None
    return _play_saved(args, seed)


def _play_saved(args: argparse.Namespace, seed: int) -> int:
    """The text game, saved after every step in its own folder (the window's data folder's
    ``terminal``, or ``--data-dir``) and resumed from there, as the window resumes its game. A
    new game (``--seed``) never replaces an unfinished saved one without ``--new``."""
    from palm_pitch.app import Storage

    folder = _data_dir(Path(args.data_dir) if args.data_dir else default_data_dir() / "terminal")
    storage = Storage(folder)
    storage.lock()  # DataDirInUse (a user error): another game on this folder
    try:
        saved = storage.load_game()
        for damage in storage.damage:
            print(f"play: {damage.path}: {damage.detail}; set aside, a new game starts", file=sys.stderr)
        if saved is not None and saved.state.is_over:
            saved = None
        if saved is not None and not args.new and args.seed is not None:
            raise UsageError(f"an unfinished game is saved in {folder}: play without --seed to go on"
                             " with it, or add --new to give it up")
        if saved is not None and not args.new and args.level not in (None, saved.level):
            raise UsageError(f"an unfinished game against {saved.level} players is saved in {folder}:"
                             " play without --level to go on with it, or add --new to give it up")
        resumed = saved if not args.new else None
        level = args.level or "normal"
        return play_text_game(seed, args.ruleset, sys.stdin.readline, sys.stdout, storage, resumed, level)
    finally:
        storage.unlock()


def _play_family_saved(args: argparse.Namespace, seed: int) -> int:
    """The text game of a family variant, saved in the same folder as the Palm game's
    (``family-game.json``, :mod:`palm_pitch.family_saves`) under the same lock."""
    from palm_pitch.app import Storage

    folder = _data_dir(Path(args.data_dir) if args.data_dir else default_data_dir() / "terminal")
    storage = Storage(folder)
    storage.lock()  # DataDirInUse (a user error): another game on this folder
    try:
        return family_command.play_saved(folder, seed, args.ruleset, args.seed is not None, args.new,
                                         sys.stdin.readline, sys.stdout, sys.stderr, args.level)
    finally:
        storage.unlock()


# ------------------------------------------------------------------------------------------ window



def default_data_dir(environ: dict[str, str] | None = None) -> Path:
    """Where saves live: ``$XDG_DATA_HOME/palm-pitch``, else ``~/.local/share/palm-pitch``."""
    env = os.environ if environ is None else environ
    base = env.get("XDG_DATA_HOME", "")
    root = Path(base) if os.path.isabs(base) else Path.home() / ".local" / "share"
    return root / "palm-pitch"


FALLBACK_COMMANDS = "`palm-pitch headless` / `palm-pitch play`"
"""The commands that work without a window, as a hint."""


def cmd_window(args: argparse.Namespace) -> int:
    """The Palm window: lazily import the game app and the Tk shell, then run until closed."""
    from palm_pitch.app import create_app

    try:
        from palm_os.shells import tk
    except ModuleNotFoundError as error:  # a Python without tkinter (Debian: apt install python3-tk)
        if error.name not in ("tkinter", "_tkinter"):
            raise
        print(f"palm-pitch: cannot open a window: this Python has no tkinter ({error});"
              f" try {FALLBACK_COMMANDS}", file=sys.stderr)
        return 2
    try:
        root = tk.open_root("Pitch")
    except tk.NoDisplayError as error:
        fallback = FALLBACK_COMMANDS
        if os.environ.get("DISPLAY"):
            why = f"{error} (try {fallback})"  # e.g. couldn't connect to display ":9"
        else:
            why = f"no display (set DISPLAY, or try {fallback})"
        print(f"palm-pitch: cannot open a window: {why}", file=sys.stderr)
        return 2
    try:
        data_dir = _data_dir(Path(args.data_dir) if args.data_dir is not None else default_data_dir())
        app = create_app(seed=args.seed, data_dir=data_dir, threaded=True)
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
    data_dir = _data_dir(Path(args.data_dir)) if args.data_dir else None
    if Path(args.out).exists() and not Path(args.out).is_dir():
        raise UsageError(f"cannot write to {args.out}: not a directory")
    try:
        written = render(script, Path(args.out), seed=args.seed, data_dir=data_dir, source=source,
                         device_profile=args.device_profile)
    except ScriptError as error:
        raise UsageError(str(error)) from None
    except OSError as error:
        raise UsageError(f"cannot write to {args.out}: {error.strerror or error}") from None
    for path in written:
        print(path)
    return 0


# --------------------------------------------------------------------------------------------- prc


def cmd_prc(args: argparse.Namespace) -> int:
    from palm_pitch.app import pitch_prc
    from prc_tools.compiler import build_date
    from prc_tools.fileio import write_atomic

    try:
        data = pitch_prc(build_date())
    except ValueError as error:  # SOURCE_DATE_EPOCH outside the Palm dates
        raise UsageError(str(error)) from None
    if args.output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return 0
    if not args.output:
        raise UsageError("-o: give a file name (or - for standard output)")
    folder = Path(args.output).parent
    if not folder.is_dir():
        raise UsageError(f"cannot write {args.output}: no folder {folder}")
    try:
        write_atomic(args.output, data)
    except OSError as error:
        raise UsageError(f"cannot write {args.output}: {error.strerror or error}") from None
    return 0


def _whole_number(text: str) -> int:
    """A decimal whole number of at most 18 digits (argparse's ``int`` takes ``1_000``, other
    scripts' digits, and numbers too long to convert)."""
    if not re.fullmatch(r"\s*[+-]?[0-9]{1,18}\s*", text):
        shown = text if len(text) <= 20 else text[:20] + "..."
        raise argparse.ArgumentTypeError(f"not a whole number of at most 18 digits: {shown!r}")
    return int(text)


def _seed(text: str) -> int:
    value = _whole_number(text)
    if not 0 <= value <= SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"must be 0..{SEED_LIMIT}, not {value}")
    return value


class _Parser(argparse.ArgumentParser):
    """argparse, with its errors as one line (``play: argument --seed: ...``) and exit status 2."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("palm-pitch ")
        self.exit(2, f"{command}: {message} (see {self.prog} --help)\n")


# -------------------------------------------------------------------------------------------- main


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="palm-pitch", description="Pitch as it was on Palm OS.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    window = commands.add_parser("window", help="play in the Palm window (the default)")
    window.add_argument("--scale", type=int, default=2, choices=range(1, 5), metavar="1..4",
                        help="window size: Palm pixels times this (default 2)")
    window.add_argument("--seed", type=_seed, help="deal seed 0..4294967295 of a new game (default: random)")
    window.add_argument("--data-dir", help="where the game is saved (default: $XDG_DATA_HOME/palm-pitch"
                        " or ~/.local/share/palm-pitch)")
    window.set_defaults(run=cmd_window)

    play = commands.add_parser("play", help="play a text game in the terminal")
    play.add_argument("--seed", type=_seed, help="deal seed 0..4294967295 of a new game (default: random)")
    play.add_argument("--new", action="store_true", help="give up the saved game and start a new one")
    play.add_argument("--data-dir", help="where the game is saved (default: the window's data folder's"
                      " terminal)")
    play.add_argument("--ruleset", default="palm", help=RULESET_HELP)
    play.add_argument("--level", choices=LEVELS,
                      help="the computer players of a new game: easy, normal (the default: what the"
                           " handheld plays), hard or expert (the search players); a family game: normal,"
                           " hard or expert")
    play.set_defaults(run=cmd_play)

    replay = commands.add_parser("replay", help="replay one hand record (JSON) and print its result")
    replay.add_argument("file", help="hand record file, or - for standard input")
    replay.set_defaults(run=cmd_replay)

    simulate = commands.add_parser("simulate", help="play many computer games and print figures")
    simulate.add_argument("--games", type=_whole_number, default=100)
    simulate.add_argument("--seed", type=_seed, default=0, help="seed of the first game (then +1 each)")
    simulate.add_argument("--team0", default="heuristic", choices=PLAYER_NAMES, help="South and North")
    simulate.add_argument("--team1", default="random", choices=PLAYER_NAMES, help="West and East")
    simulate.add_argument("--ruleset", default="palm", help=RULESET_HELP)
    simulate.add_argument("--max-hands", type=_whole_number, default=500,
                          help="give a game up after this many hands")
    simulate.add_argument("--engine", choices=("python", "c"), default="python",
                          help="play the games in the Python engine or inside the C core (same games)")
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
    headless.add_argument("--device-profile", action="store_true",
                          help="offer what the Palm device offers (the Palm game alone, Easy and Normal"
                               " players, no hints), so the screens are those of Pitch.prc")
    headless.set_defaults(run=cmd_headless)

    prc = commands.add_parser("prc", help="write Pitch.prc (the Palm OS app: its 68k code and resources)")
    prc.add_argument("-o", "--output", required=True, help="the .prc file to write (- for standard output)")
    prc.set_defaults(run=cmd_prc)
    duel_command.add_parser(commands)
    family_command.add_parser(commands)
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
    except BrokenPipeError:
        # The reader went away (`palm-pitch record GAME.txt | head`): stop quietly, and point
        # standard output at /dev/null so that Python's flush at exit has nowhere to fail. (Before
        # the clause for every Exception, which would take it first.)
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as error:
        if not getattr(error, "is_user_error", False):  # the app's own, such as DataDirInUse
            raise
        print(f"{args.command}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
