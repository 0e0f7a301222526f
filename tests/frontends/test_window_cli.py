"""``palm-pitch`` with no command opens the window: the CLI wiring, without the game or a display.

The game arrives as ``palm_pitch.app.create_app(seed=..., data_dir=...)``; these tests stand in
a fake for it (and for the Tk window where one would open), so they run before the game exists.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import palm_os.shells
import palm_pitch.app
from palm_pitch import cli

NO_DISPLAY = (
    "palm-pitch: cannot open a window: no display"
    " (set DISPLAY, or try `palm-pitch headless` / `palm-pitch play`)\n"
)


@pytest.fixture
def no_display(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DISPLAY", raising=False)
    os.unsetenv("DISPLAY")  # also from the C environment, where an earlier Tk may have put it


@pytest.fixture
def fake_create_app(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Installs ``palm_pitch.app.create_app``, recording its keyword arguments."""
    calls: list[dict[str, Any]] = []

    def create_app(**kwargs: Any) -> object:
        calls.append(kwargs)
        return "the app"

    monkeypatch.setattr(palm_pitch.app, "create_app", create_app, raising=False)
    return calls


class FakeRoot:
    def __init__(self) -> None:
        self.destroyed = False

    def destroy(self) -> None:
        self.destroyed = True


@pytest.fixture
def fake_window(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Replaces the Tk window: ``open_root`` gives a fake root, ``run_window`` records its call."""
    pytest.importorskip("_tkinter")
    from palm_os.shells import tk

    seen: dict[str, Any] = {"root": FakeRoot()}
    monkeypatch.setattr(tk, "open_root", lambda title: seen["root"])

    def run_window(app: object, **kwargs: Any) -> None:
        seen["run"] = (app, kwargs)

    monkeypatch.setattr(tk, "run_window", run_window)
    return seen


def test_no_command_means_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    commands: list[tuple[str, int]] = []
    monkeypatch.setattr(cli, "cmd_window", lambda args: commands.append((args.command, args.scale)) or 0)
    assert cli.main([]) == 0
    assert cli.main(["--scale", "3"]) == 0  # options without a command go to the window
    assert commands == [("window", 2), ("window", 3)]


def test_without_a_display_it_says_so_in_one_line(
    no_display: None, fake_create_app: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("_tkinter")
    assert cli.main(["window", "--seed", "5"]) == 2
    assert capsys.readouterr() == ("", NO_DISPLAY)
    assert fake_create_app == []  # the game is not even started


def test_an_unreachable_display_is_named_in_one_line(
    monkeypatch: pytest.MonkeyPatch, fake_create_app: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("_tkinter")
    monkeypatch.setenv("DISPLAY", ":9876")  # no X server there
    assert cli.main([]) == 2
    err = capsys.readouterr().err
    assert err.startswith("palm-pitch: cannot open a window: ") and ":9876" in err
    assert err.endswith("(try `palm-pitch headless` / `palm-pitch play`)\n") and err.count("\n") == 1
    assert fake_create_app == []


def test_the_window_gets_the_app_made_with_seed_and_data_dir(
    tmp_path: Path, fake_create_app: list[dict[str, Any]], fake_window: dict[str, Any]
) -> None:
    data = tmp_path / "saves" / "here"
    assert cli.main(["window", "--scale", "3", "--seed", "7", "--data-dir", str(data)]) == 0
    assert fake_create_app == [{"seed": 7, "data_dir": data, "threaded": True}]  # (thinking on a worker)
    assert data.is_dir()
    app, options = fake_window["run"]
    assert app == "the app"
    assert options == {"scale": 3, "title": "Pitch", "root": fake_window["root"]}


def test_the_default_data_dir_follows_xdg(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake_create_app: list[dict[str, Any]],
    fake_window: dict[str, Any],
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert cli.main([]) == 0
    assert fake_create_app == [{"seed": None, "data_dir": tmp_path / "xdg" / "palm-pitch", "threaded": True}]
    assert (tmp_path / "xdg" / "palm-pitch").is_dir()
    assert fake_window["run"][1]["scale"] == 2


def test_default_data_dir() -> None:
    home = Path.home()
    assert cli.default_data_dir({}) == home / ".local" / "share" / "palm-pitch"
    assert cli.default_data_dir({"XDG_DATA_HOME": "/data"}) == Path("/data/palm-pitch")
    # the XDG spec: a relative path is invalid and ignored
    assert cli.default_data_dir({"XDG_DATA_HOME": "rel"}) == home / ".local" / "share" / "palm-pitch"


def test_a_data_dir_that_cannot_be_made_is_one_line(
    tmp_path: Path,
    fake_create_app: list[dict[str, Any]],
    fake_window: dict[str, Any],
    capsys: pytest.CaptureFixture[str],
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    assert cli.main(["window", "--data-dir", str(blocker / "sub")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"window: cannot use data directory {blocker / 'sub'}: ") and err.count("\n") == 1
    assert fake_window["root"].destroyed and fake_create_app == []


def test_a_bad_seed_or_scale_is_refused(capsys: pytest.CaptureFixture[str], fake_create_app: Any) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["window", "--seed", "-1"])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err == (
        "window: argument --seed: must be 0..4294967295, not -1 (see palm-pitch window --help)\n"
    )
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["window", "--scale", "5"])
    assert exit_info.value.code == 2


def test_an_app_that_fails_to_start_closes_the_window_and_raises(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fake_window: dict[str, Any]
) -> None:
    def create_app(**kwargs: Any) -> object:
        raise RuntimeError("broken build")

    monkeypatch.setattr(palm_pitch.app, "create_app", create_app, raising=False)
    with pytest.raises(RuntimeError, match="broken build"):
        cli.main(["window", "--data-dir", str(tmp_path)])
    assert fake_window["root"].destroyed


def test_the_console_command_fails_cleanly_without_a_display(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env["XDG_DATA_HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-m", "palm_pitch"], capture_output=True, text=True,
                          timeout=60, check=False, env=env)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    has_game = getattr(palm_pitch.app, "create_app", None) is not None
    assert done.stderr == (NO_DISPLAY if has_game else f"palm-pitch: {cli.NO_APP}\n")


def test_a_python_without_tkinter_is_one_line(
    monkeypatch: pytest.MonkeyPatch, fake_create_app: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]
) -> None:

    monkeypatch.delattr(palm_os.shells, "tk", raising=False)
    monkeypatch.delitem(sys.modules, "palm_os.shells.tk", raising=False)
    monkeypatch.setitem(sys.modules, "tkinter", None)  # import tkinter fails, as without python3-tk
    assert cli.main([]) == 2
    err = capsys.readouterr().err
    assert err.startswith("palm-pitch: cannot open a window: this Python has no tkinter (")
    assert err.endswith("try `palm-pitch headless` / `palm-pitch play`\n") and err.count("\n") == 1
    assert fake_create_app == []


