"""Scripts of pen and key events for any Palm application on the screen model, screens out as PNGs.

A script has one command per line; ``#`` starts a comment, and ``\\#`` is the character ``#``
itself (``key \\#`` presses it)::

    tap X Y            pen down and up at (X, Y) (y 160-219 is the silkscreen: Menu, Home ...)
    pen down X Y       pen up X Y       pen move X Y
    key NAME           a character (``key 3``, ``key s``) or a name: enter, space, backspace,
                       escape, menu, home, find, calc, pageup, pagedown; ``cmd+X`` is a menu
                       shortcut
    wait MS            let virtual time run MS milliseconds (computer players, timeouts)
    shot NAME          write NAME.png, the 160x160 one-bit screen, into the output folder

:func:`run_script` parses a script and runs it through the application a ``start`` function
returns - anything with the interface the window drives (:class:`~palm_os.shells.shell.PalmApp`):
the Pitch app for ``palm-pitch headless`` (:mod:`palm_pitch.frontends.headless`), an emulated
``.prc`` for ``palm-emu headless``. It runs in virtual time: nothing happens between commands
unless a ``wait`` lets it. Mistakes in a script are :class:`ScriptError`\\ s with ``file:line:``;
the command lines print them on one line (exit 2).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from palm_os.shells.shell import PalmApp
from palm_sdk.chars import chrBackspace, chrEscape, chrLeftArrow, chrLineFeed, chrRightArrow, chrSpace
from palm_sdk.events import sysTicksPerSecond
from palm_sdk.keys import DEVICE_KEYS, commandKeyMask
from palm_sdk.screen import DIGITIZER_HEIGHT, DIGITIZER_WIDTH

TICK_MS = 1000 // sysTicksPerSecond
MAX_WAIT_MS = 24 * 3600 * 1000

KEYS: dict[str, tuple[int, int]] = {
    "enter": (chrLineFeed, 0),
    "space": (chrSpace, 0),
    "backspace": (chrBackspace, 0),
    "escape": (chrEscape, 0),
    **{name: (DEVICE_KEYS[name], commandKeyMask) for name in ("menu", "home", "find", "calc")},
    "pageup": (DEVICE_KEYS["pageup"], commandKeyMask),
    "pagedown": (DEVICE_KEYS["pagedown"], commandKeyMask),
    "left": (chrLeftArrow, 0),
    "right": (chrRightArrow, 0),
}
"""Key names: (character, modifiers) of the ``keyDownEvent`` (the device's keys from ``palm_sdk``)."""

SHOT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


class ScriptError(ValueError):
    """A mistake in a script, with its file and line."""

    def __init__(self, source: str, line: int, message: str) -> None:
        super().__init__(f"{source}:{line}: {message}")
        self.source = source
        self.line = line


@dataclass(frozen=True)
class Command:
    """One script command: ``kind`` is tap, pen-down, pen-move, pen-up, key, wait or shot."""

    line: int
    kind: str
    x: int = 0
    y: int = 0
    chr: int = 0
    modifiers: int = 0
    ms: int = 0
    name: str = ""


def key_of(name: str) -> tuple[int, int]:
    """(character, modifiers) for a key name; ``ValueError`` if there is no such key."""
    lowered = name.lower()
    if lowered in KEYS:
        return KEYS[lowered]
    if lowered.startswith("cmd+") and len(name) == 5 and name[4].isprintable():
        return ord(name[4]), commandKeyMask
    if len(name) == 1 and 0x20 < ord(name) < 0x100:
        return ord(name), 0
    raise ValueError(f"unknown key {name!r} (a character, cmd+X, or one of {', '.join(KEYS)})")


def _number(word: str, what: str) -> int:
    if not re.fullmatch(r"-?[0-9]{1,12}", word):  # (a longer number is out of every range)
        shown = word if len(word) <= 20 else word[:20] + "..."
        raise ValueError(f"{what} must be a whole number of at most 12 digits, not {shown!r}")
    return int(word)


def _point(words: Sequence[str]) -> tuple[int, int]:
    if len(words) != 2:
        raise ValueError(f"expected X Y, got {' '.join(words) or 'nothing'}")
    x, y = _number(words[0], "X"), _number(words[1], "Y")
    if not (0 <= x < DIGITIZER_WIDTH and 0 <= y < DIGITIZER_HEIGHT):
        raise ValueError(f"({x}, {y}) is off the digitizer (x 0-159, y 0-219)")
    return x, y


def _command(number: int, words: list[str]) -> Command:
    verb, rest = words[0].lower(), words[1:]
    if verb == "tap":
        x, y = _point(rest)
        return Command(number, "tap", x, y)
    if verb == "pen":
        if not rest or rest[0].lower() not in ("down", "move", "up"):
            raise ValueError("expected pen down, pen move or pen up")
        x, y = _point(rest[1:])
        return Command(number, f"pen-{rest[0].lower()}", x, y)
    if verb == "key":
        if len(rest) != 1:
            raise ValueError("expected key NAME (the # key is written key \\#)")
        ch, modifiers = key_of(rest[0])
        return Command(number, "key", chr=ch, modifiers=modifiers)
    if verb == "wait":
        if len(rest) != 1:
            raise ValueError("expected wait MS")
        ms = _number(rest[0], "MS")
        if not 0 <= ms <= MAX_WAIT_MS:
            raise ValueError(f"wait {ms} is not 0 to {MAX_WAIT_MS} ms")
        return Command(number, "wait", ms=ms)
    if verb == "shot":
        if len(rest) != 1 or not SHOT_NAME.fullmatch(rest[0]):
            raise ValueError("expected shot NAME (letters, digits, _ . -)")
        return Command(number, "shot", name=rest[0])
    raise ValueError(f"unknown command {words[0]!r} (tap, pen, key, wait, shot)")


def _before_comment(line: str) -> str:
    r"""The line up to its comment: ``#`` starts one; ``\#`` is a ``#`` that does not.

    >>> _before_comment(r"key \# # the hash key")
    'key # '
    """
    return re.split(r"(?<!\\)#", line, maxsplit=1)[0].replace("\\#", "#")


def parse_script(text: str, source: str = "<script>") -> list[Command]:
    """The commands of a script; :class:`ScriptError` for the first mistake."""
    commands = []
    for number, raw in enumerate(text.splitlines(), start=1):
        words = _before_comment(raw).split()
        if not words:
            continue
        try:
            commands.append(_command(number, words))
        except ValueError as error:
            raise ScriptError(source, number, str(error)) from None
    return commands


def run(app: PalmApp, commands: Iterable[Command], out_dir: Path | None = None) -> list[Path]:
    """Run commands through any application with the screen model's interface (:class:`PalmApp`);
    returns the PNG files written (``shot`` needs ``out_dir``)."""
    written = []
    for command in commands:
        kind = command.kind
        if kind == "tap":
            app.pen_down(command.x, command.y)
            app.pen_up(command.x, command.y)
        elif kind == "pen-down":
            app.pen_down(command.x, command.y)
        elif kind == "pen-move":
            app.pen_move(command.x, command.y)
        elif kind == "pen-up":
            app.pen_up(command.x, command.y)
        elif kind == "key":
            app.key(command.chr, command.modifiers)
        elif kind == "wait":
            app.advance(command.ms // TICK_MS)
        elif kind == "shot" and out_dir is not None:
            out_dir.mkdir(parents=True, exist_ok=True)
            path = out_dir / f"{command.name}.png"
            path.write_bytes(app.screen.framebuffer.to_png())
            written.append(path)
    return written


def run_script(
    script: str, out_dir: Path, start: Callable[[], PalmApp], source: str = "<script>"
) -> list[Path]:
    """Parse ``script`` (a :class:`ScriptError` before anything starts), start the application,
    run the script, and let the application save as a window closing would (``save_on_exit``,
    unless it stopped itself). Returns the PNG files written."""
    commands = parse_script(script, source)
    app = start()
    written = run(app, commands, out_dir)
    save = getattr(app, "save_on_exit", None)
    if callable(save) and not getattr(app, "stopped", False):
        save()
    return written
