"""The save after every step: how long it takes and how big the saved game gets.

Run: ``.venv/bin/python benchmarks/saves.py [FOLDER]``. Four heuristic players play whole games
of seed 1 and 2 through a :class:`~palm_pitch.app.session.GameSession`; after every step the game
is saved as the app saves it (``Storage.save_game``: build the PDB, write it to a temporary file,
``fsync``, rename, ``fsync`` the folder) into ``FOLDER`` (default: a temporary folder, which may
be in memory - give a folder on the disk you play on for the figure that matters). Prints the
median, 95th percentile and worst time of a save, the size of the last save, and how long
resuming the finished game takes (reading the file and replaying every step).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from palm_pitch.actions import Action
from palm_pitch.app.persistence import GAME_FILE, Storage
from palm_pitch.app.session import GameSession
from palm_pitch.players import HeuristicPlayer
from palm_pitch.rng import Rng
from palm_pitch.state import Phase
from palm_pitch.views import PlayerView


def choice(session: GameSession, player: HeuristicPlayer) -> Action:
    seat = session.state.to_move
    assert seat is not None
    return player.choose(PlayerView(session.state, seat), Rng(0))


def run(folder: Path) -> None:
    storage = Storage(folder)
    player = HeuristicPlayer()
    times: list[float] = []
    for seed in (1, 2):
        session = GameSession(seed=seed)
        while session.phase is not Phase.GAME_OVER:
            if session.phase is Phase.SCORE:
                session.next_hand()
            else:
                session.apply(choice(session, player))
            started = time.perf_counter()
            storage.save_game(session)
            times.append(time.perf_counter() - started)
    size = (folder / GAME_FILE).stat().st_size
    started = time.perf_counter()
    resumed = Storage(folder).load_game()
    resume = time.perf_counter() - started
    assert resumed is not None and resumed.state == session.state
    times.sort()
    print(f"saves: {len(times)} (after every step of two whole games) into {folder}")
    print(f"time per save: median {statistics.median(times) * 1000:.2f} ms,"
          f" 95th percentile {times[int(len(times) * 0.95)] * 1000:.2f} ms, worst {times[-1] * 1000:.2f} ms")
    print(f"saved game at the end: {size} bytes ({len(session.steps)} steps)")
    print(f"resume of the finished game (read + replay): {resume * 1000:.1f} ms")


def main() -> int:
    if len(sys.argv) > 1:
        run(Path(sys.argv[1]))
        return 0
    with tempfile.TemporaryDirectory() as folder:
        run(Path(folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
