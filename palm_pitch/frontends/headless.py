"""The headless renderer of the Pitch app: ``palm-pitch headless``, scripts in, screens out as PNGs.

:func:`render` runs a script (the commands are :mod:`palm_os.shells.script`'s: tap, pen,
key, wait, shot) through the same app the window shows (:func:`palm_pitch.app.create_app`), from
a seed and, if given, the saves of a data folder, and writes the screens it asks for. The script
runner itself knows nothing of Pitch, so the emulator's ``palm-emu headless`` runs the same
scripts through an emulated ``Pitch.prc`` and the two can be compared pixel for pixel.
"""

from __future__ import annotations

from pathlib import Path

from palm_os.shells.script import (
    KEYS,
    Command,
    ScriptError,
    key_of,
    parse_script,
    run,
    run_script,
)
from palm_pitch.app import create_app

__all__ = ["KEYS", "Command", "ScriptError", "key_of", "parse_script", "render", "run", "run_script"]


def render(
    script: str,
    out_dir: Path,
    *,
    seed: int = 0,
    data_dir: Path | None = None,
    source: str = "<script>",
    device_profile: bool = False,
) -> list[Path]:
    """Parse ``script``, start the Pitch app (``seed``, saves in ``data_dir`` if given; in the
    device profile, offering what the Palm device offers, if asked), run it.
    A command after the one that stopped the app (Home) is a :class:`ScriptError`: it would only
    shoot a blank screen (the screens shot before it are written, the game saved)."""
    commands = parse_script(script, source)
    app = create_app(seed=seed, data_dir=data_dir, device_profile=device_profile)
    written: list[Path] = []
    for number, command in enumerate(commands):
        written += run(app, [command], out_dir)
        if app.stopped and number + 1 < len(commands):
            rest = len(commands) - number - 1
            raise ScriptError(source, command.line, f"the app stopped here (Home); the {rest} command"
                              f"{'s' if rest > 1 else ''} after it cannot run")
    if not app.stopped:
        app.save_on_exit()
    return written
