"""Resuming a saved game full of take-backs: how long the replay takes.

Run: ``.venv/bin/python benchmarks/restore.py``. South bids and takes the bid back 1,000, 8,000
and 32,000 times (a save holds at most 65,535 steps, so about 32,700 such take-backs); the save
is written, read back and replayed as the app does when it starts (``Storage.load_game``). Prints
the time of each and the time per take-back, which stays flat when the replay is linear.
"""

from __future__ import annotations

import dataclasses
import tempfile
import time
from pathlib import Path

from palm_pitch.app.persistence import GAME_FILE, Storage, saved_game, step_byte
from palm_pitch.app.savedata import UNDO_USED, SavedGame
from palm_pitch.app.session import TAKE_BACK, GameSession, Step


def bid_taken_back(times: int) -> SavedGame:
    session = GameSession(seed=1)
    while not session.human_to_act:
        session.apply(session.computer_action())
    bid = session.state.legal_actions()[-1]
    steps: list[Step] = [*session.steps, *[bid, TAKE_BACK] * times]
    game = saved_game(session)
    return dataclasses.replace(game, actions=bytes(step_byte(step) for step in steps), flags=UNDO_USED)


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        storage = Storage(Path(folder))
        for times in (1_000, 8_000, 32_000):
            bid_taken_back(times).save(Path(folder) / GAME_FILE)
            started = time.perf_counter()
            session = storage.load_game()
            took = time.perf_counter() - started
            assert session is not None and len(session.taken_back) == times, storage.damage
            print(f"{times:6,} take-backs: restored in {took:6.3f} s ({took / times * 1e6:5.1f} us each)")


if __name__ == "__main__":
    main()
