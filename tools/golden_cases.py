"""The golden screens of the Pitch app: which script makes each, from which seed and saved game.

Every golden under ``tests/golden/app/`` is a ``shot`` of one script in
``tests/golden/app/scripts/``, run by the headless renderer (``palm-pitch headless``) with the
case's seed and, for late-game situations, a data folder holding a saved game that four heuristic
players reached from the same seed (South then plays on by taps, choosing as the heuristic would,
so the game goes exactly as it did in the simulation). The scripts are written by
``tools/golden_scripts.py``, which finds the moments by playing the app with taps; this table is
what the test and the tool share. ``tools/golden_seeds.py`` checks that each seed still shows what
its case is named for (and finds another when the computer players change).

How each situation is reached:

* ``table`` (seed 1): North deals; the new game's table; East bids 2 and the bid dialog opens
  ("Top 2 or pass"); South plays on as the heuristic would. At the first of South's turns in a
  trick at which it holds a card it may not play (trick 2), that card is raised and Play says why;
  then the right card is raised;
  the trick on the table with two cards; a finished trick (the winning card inverted); East made
  its bid of 2 (summary).
* ``steal`` (seed 30): South deals, West bids 2: the bid dialog offers "Steal 2".
* ``forced`` (seed 172): South deals and the others pass: no Pass button.
* ``set_back`` (seed 149): East deals, steals South's 2 and is set back (summary).
* ``smudge`` (seed 155, saved game at the start of hand 8): South bids Smudge by taps (the
  heuristic bids it about once in 27,000 hands, too rarely to wait for) and makes it.
* ``play_on`` (seed 252, saved at the start of hand 12): West bids 3 and is set back; we reach 21
  on defence, which does not win: the summary says so.
* ``game_won`` (seed 6, saved at the start of hand 17): South deals, steals at 3, makes it and wins 21 to -1;
  after OK, the table at the end of the game with New Game in place of Play.
* ``game_lost`` (seed 5, saved at the start of hand 13): East steals South's 3, makes it, and
  they win 23 to 14.
* ``menus`` (seed 1): the Game menu, then the Options menu.
* ``dialogs`` (seed 1): Rules (and a page further), About, Preferences (and a popup list; then
  All pass: Redeal and OK, and the offer of a new game with the new rules, declined),
  Hand Summary and Score History before any hand ends, the New Game confirmation once a bid has
  been made.
* ``tricks`` (seed 1): Game > Last Trick before any trick (the alert), then after two tricks
  (the second trick, and a page back the first).
* ``records`` (seed 0, saved at the start of hand 12): at South's first card, Score History
  (the last hands, then a page up), then after hand 12 Statistics and its Reset confirmation.
* ``damaged`` (seed 1): the saved game's checksum is wrong: the damaged-save alert.
* ``features`` (seed 1, a data folder with the Memo Pad's database, "Play forced cards" on):
  Options > Keyboard (and a page further); Undo and Points So Far before South has played (their
  alerts); Points So Far after two tricks; the table after Ctrl+Z took back South's card; the
  forced card waiting to be played for South; the summary's Hands (the four hands as dealt);
  Game > Export (the record is now in the Memo Pad).
* ``stolen`` (seed 30): South deals and steals West's 2: the table says "You stole at 2".
* ``no_export`` (seed 1, no data folder): Game > Export has nowhere to write.
* ``keep_trick`` (seed 1, Preferences' Pause "Tap"): the first finished trick waits on the table,
  the status line saying "tap to go on"; space goes on, and a tap after the next trick.
* ``desktop`` (seed 1, a data folder; the desktop app itself, not its device profile, so the
  device is not held to these): the Game menu with Hint; Preferences with the four levels
  (Expert chosen for the next new game, this one stays at Normal); a hint for South's bid under
  the bid dialog and for South's first card (raised); Statistics at Normal with the hints asked,
  then at Expert; the Rules' page on the computer players.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from app_helpers import heuristic_session, save_fixture

from palm_pitch.app.memopad import MEMO_FILE, new_memo_pad
from palm_pitch.app.persistence import GAME_FILE, Storage
from palm_pitch.app.savedata import Preferences
from palm_pitch.state import Phase

ROOT = Path(__file__).resolve().parents[1]
GOLDEN_DIR = ROOT / "tests" / "golden" / "app"
SCRIPT_DIR = GOLDEN_DIR / "scripts"


@dataclass(frozen=True)
class Case:
    """One script: its seed, the saved game it starts from, the goldens it shoots."""

    name: str
    seed: int
    shots: tuple[str, ...]
    saved_hand: int | None = None
    """Start from a game that four heuristic players brought to the start of this hand."""
    damaged_save: bool = False
    """Start with a saved game whose checksum is wrong."""
    data_folder: bool = False
    """Run with a data folder (empty, or holding :attr:`prefs`)."""
    prefs: Preferences | None = None
    """Preferences saved in the data folder before the app starts."""
    memo_pad: bool = False
    """The data folder holds the Memo Pad's database (empty, as a handheld's has it)."""
    device_profile: bool = True
    """The app runs in its device profile (offering what the device offers), and the device is
    held to the same screens; False for what the desktop alone shows (Hard and Expert, hints)."""

    @property
    def script(self) -> Path:
        return SCRIPT_DIR / f"{self.name}.txt"

    def prepare(self, data_dir: Path) -> Path | None:
        """Fill ``data_dir`` as the case needs; returns the data folder to run with, or None."""
        if self.saved_hand is not None:
            target = self.saved_hand

            def at_start(session):  # type: ignore[no-untyped-def]
                state = session.state
                return state.hand_number == target and state.phase is Phase.BID and not state.bids

            save_fixture(data_dir, heuristic_session(self.seed, at_start))
            return data_dir
        if self.damaged_save:
            data_dir.mkdir(parents=True, exist_ok=True)
            session = heuristic_session(self.seed, lambda s: len(s.steps) >= 5)
            save_fixture(data_dir, session)
            path = data_dir / GAME_FILE
            data = bytearray(path.read_bytes())
            data[-1] ^= 0xFF  # the last action byte: the record's checksum no longer matches
            path.write_bytes(bytes(data))
            return data_dir
        if self.data_folder:
            data_dir.mkdir(parents=True, exist_ok=True)
            if self.prefs is not None:
                Storage(data_dir).save_preferences(self.prefs)
            if self.memo_pad:
                (data_dir / MEMO_FILE).write_bytes(new_memo_pad().build())
            return data_dir
        return None


CASES = (
    Case(
        "table",
        1,
        (
            "new_game",
            "bid_normal",
            "illegal_card",
            "card_selected",
            "trick_in_progress",
            "trick_complete",
            "summary_made",
        ),
    ),
    Case("steal", 30, ("bid_steal", "bid_smudge_asked")),
    Case("forced", 172, ("bid_forced",)),
    Case("set_back", 149, ("summary_set_back",)),
    Case("smudge", 155, ("summary_smudge",), saved_hand=8),
    Case("play_on", 252, ("summary_play_on",), saved_hand=12),
    Case("game_won", 6, ("game_over_won", "game_over_table"), saved_hand=17),
    Case("game_lost", 5, ("game_over_lost",), saved_hand=13),
    Case("menus", 1, ("menu_game", "menu_options")),
    Case(
        "dialogs",
        1,
        (
            "rules",
            "rules_page_2",
            "about",
            "preferences",
            "preferences_list",
            "new_rules",
            "game_info",
            "no_summary",
            "score_history_empty",
            "new_game_confirm",
        ),
    ),
    Case("tricks", 1, ("no_trick", "last_trick", "last_trick_first")),
    Case(
        "records",
        0,
        ("score_history", "score_history_top", "statistics", "statistics_reset"),
        saved_hand=12,
    ),
    Case("damaged", 1, ("damaged_save",), damaged_save=True),
    Case(
        "features",
        1,
        (
            "keyboard",
            "keyboard_page_2",
            "no_undo",
            "no_points",
            "points_so_far",
            "taken_back",
            "auto_play",
            "hands_dealt",
            "exported",
        ),
        data_folder=True,
        prefs=Preferences(autoPlay=True),
        memo_pad=True,
    ),
    Case("stolen", 30, ("stolen",)),
    Case("no_export", 1, ("no_export",)),
    Case("keep_trick", 1, ("trick_tap",), data_folder=True, prefs=Preferences(keepTrick=True)),
    Case(
        "desktop",
        1,
        (
            "menu_game_desktop",
            "preferences_levels",
            "hint_bid",
            "hint_card",
            "statistics_levels",
            "statistics_expert",
            "rules_levels",
        ),
        data_folder=True,
        device_profile=False,
    ),
)
