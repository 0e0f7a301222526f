"""``palm-pitch play``, the terminal game: saved and resumed as the window's game is, Undo and
Points So Far, and every line answered in words a player can act on."""

from __future__ import annotations

import io
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from palm_pitch.app import Storage
from palm_pitch.frontends.text_game import play_text_game
from palm_pitch.state import Phase


def _first_legal(out: io.StringIO) -> str:
    text = out.getvalue()
    return text[text.rindex("(") + 1: text.rindex(")")].split()[0] + "\n"


def _script(out: io.StringIO, lines: list[str], then: Callable[[], str] | None = None) -> Callable[[], str]:
    """Answers: ``lines`` first, then ``then()`` (default: quit)."""
    queue = list(lines)

    def answer() -> str:
        if queue:
            return queue.pop(0)
        return then() if then is not None else "q\n"

    return answer


def test_q_saves_the_game_and_the_next_start_resumes_it(tmp_path: Path) -> None:
    out = io.StringIO()
    storage = Storage(tmp_path)
    play_text_game(0, "palm", _script(out, ["pass\n", "2H\n", "q\n"]), out, storage)
    assert "The game is saved" in out.getvalue()
    saved = Storage(tmp_path).load_game()
    assert saved is not None and saved.seed == 0 and len(saved.actions) > 4
    again = io.StringIO()
    play_text_game(99, "palm", _script(again, ["q\n"]), again, Storage(tmp_path), saved)
    text = again.getvalue()
    assert "the saved game, hand 1" in text and "Your card (" in text
    assert Storage(tmp_path).load_game().state == saved.state  # type: ignore[union-attr]


def test_end_of_input_saves_too(tmp_path: Path) -> None:
    out = io.StringIO()
    play_text_game(0, "palm", _script(out, ["pass\n"], lambda: ""), out, Storage(tmp_path))
    saved = Storage(tmp_path).load_game()
    assert saved is not None and len(saved.actions) >= 4


def test_u_takes_back_your_last_bid_or_card_and_it_is_saved(tmp_path: Path) -> None:
    out = io.StringIO()
    play_text_game(0, "palm", _script(out, ["pass\n", "2H\n", "u\n", "u\n", "q\n"]), out, Storage(tmp_path))
    text = out.getvalue()
    assert "Taken back: You 2H" in text and "Taken back: You Pass" in text
    saved = Storage(tmp_path).load_game()
    assert saved is not None and saved.undo_used and saved.state.phase is Phase.BID
    assert "Nothing of yours to take back" not in text


def test_points_shows_the_points_so_far() -> None:
    out = io.StringIO()
    play_text_game(0, "palm", _script(out, ["points\n", "pass\n", "points\n", "2H\n", "points\n"]), out)
    text = out.getvalue()
    assert "No card has been played in this hand yet." in text
    assert "So far: High KH (West and East), Low KH (on the table), Jack not yet" in text
    assert "points for Game: you and North 0, West and East" in text


def test_refusals_say_what_to_type() -> None:
    out = io.StringIO()
    play_text_game(0, "palm", _script(out, ["\n", "QS\n", "x" * 2_000_000 + "\n", "\x1b[31mred\n", "pass\n",
                                            "3\n"]), out)
    text = out.getvalue()
    assert "Nothing typed: type a bid (pass, 2, 3, 4, smudge) or a card like TD" in text
    assert "Bidding is not over: bid first (pass 3 4 smudge)." in text
    assert "Bidding is over: play a card (2H 7H AH)." in text
    assert "Not a bid or a card: " + "x" * 24 + "... (" in text
    assert len(text) < 10_000 and "\x1b" not in text  # nothing raw or huge echoed back
    assert "Not a bid or a card: ?[31mred (" in text


def test_every_trick_s_winner_is_told_and_you_are_you() -> None:
    out = io.StringIO()

    def answer() -> str:
        text = out.getvalue()
        if "Hand 2:" in text:
            return "q\n"
        return "pass\n" if "Your bid" in text[text.rfind("\n"):] else _first_legal(out)

    play_text_game(0, "palm", answer, out)
    hand_1 = out.getvalue().split("Hand 2:")[0]
    assert hand_1.count("takes the trick.") + hand_1.count("You take the trick.") == 6
    assert "South" not in out.getvalue()


def test_the_dealer_s_steal_is_named() -> None:
    """Seed 0, hand 2: West deals and matches North's 2."""
    out = io.StringIO()

    def answer() -> str:
        text = out.getvalue()
        if "Hand 3:" in text:
            return "q\n"
        return "pass\n" if "Your bid" in text[text.rfind("\n"):] else _first_legal(out)

    play_text_game(0, "palm", answer, out)
    text = out.getvalue()
    assert "West steals at 2." in text and "West stole at 2 and" in text


def test_the_command_saves_resumes_and_refuses_to_replace_a_saved_game(tmp_path: Path) -> None:
    def play(*args: str, stdin: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "palm_pitch.cli", "play", "--data-dir", str(tmp_path), *args]
        return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=60, check=False)

    first = play("--seed", "0", stdin="pass\nq\n")
    assert first.returncode == 0 and "The game is saved" in first.stdout, first.stderr
    refused = play("--seed", "5", stdin="q\n")
    assert refused.returncode == 2 and "add --new" in refused.stderr and refused.stdout == ""
    resumed = play(stdin="q\n")
    assert resumed.returncode == 0 and "(palm, seed 0): the saved game, hand 1" in resumed.stdout
    fresh = play("--seed", "5", "--new", stdin="q\n")
    assert fresh.returncode == 0 and "seed 5)" in fresh.stdout


def test_h_gives_the_windows_hint_and_takes_nothing(tmp_path: Path) -> None:
    from palm_pitch.app.hints import hint_rng, hint_text
    from palm_pitch.app.resources import load_resources
    from palm_pitch.app.texts import Texts
    from palm_pitch.players.hints import best_action
    from palm_pitch.views import PlayerView

    out = io.StringIO()
    storage = Storage(tmp_path)
    play_text_game(3, "palm", _script(out, ["h\n", "q\n"]), out, storage)
    hint = next(line for line in out.getvalue().splitlines() if "Hint: " in line)
    saved = storage.load_game()
    assert saved is not None and saved.state.phase is Phase.BID  # the hint bid nothing
    view = PlayerView(saved.state, 0)
    action = best_action(view, hint_rng(saved), "expert")  # the window's hint there: the same
    assert action in view.legal_actions()
    words = hint_text(Texts(load_resources()), view, action)
    assert hint.endswith(f"Hint: {action.label} - {words}.")  # type: ignore[union-attr]
