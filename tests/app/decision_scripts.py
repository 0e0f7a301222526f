"""Hand scripts of the decision dialogs: a whole hand of a variant where your decisions are taps and
keys in their dialogs, with shots of the screen (``tests/golden/decisions/scripts/*.txt``).

A script names the variant and the seed, then says what you tap and type. The game runs on its
own (the heuristic plays the other seats, and your cards, which the table plays) until you face a
decision a dialog asks; the dialog opens and the script's next lines answer it:

=======================  ==========================================================
``variant NAME``         the variant (first lines)
``seed N``               the seed
``shot NAME``            the screen now, compared with ``tests/golden/decisions/NAME.png``
``tap LABEL``            tap the control of the open dialog with that label
``key TEXT``             type the characters (``\\n`` Enter, ``\\e`` Esc)
``card N``               tap card N (from 1) of the discard dialog
``expect TEXT``          the transcript so far has the line TEXT (``you: discard AC``)
=======================  ==========================================================

The script ends when the hand is scored; the transcript (every action, yours marked, and the
hand's result) is compared with the script's ``.out`` beside it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from decision_helpers import DecisionUI, tap_card

from palm_os.framebuffer import Framebuffer
from palm_pitch.app.decisions import Decision, decision_of
from palm_pitch.family.actions import FOLD, FamilyAction
from palm_pitch.family.engine import FamilyState, Phase, new_game
from palm_pitch.family.players import FamilyHeuristic
from palm_pitch.family.record import result_line
from palm_pitch.family.variants import get_variant
from palm_pitch.family.views import seat_view
from palm_pitch.rng import Rng

SCRIPTS = Path(__file__).resolve().parents[1] / "golden" / "decisions" / "scripts"


class ScriptError(AssertionError):
    """A line of a script that cannot be done (names the script and the line)."""


@dataclass
class HandRun:
    """What a script did: the shots taken and the transcript of the hand."""

    shots: list[tuple[str, Framebuffer]] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)


def run_script(path: Path) -> HandRun:
    """Play the hand of script ``path`` (see the module docstring)."""
    commands = [
        (number, line.strip())
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if line.strip() and not line.lstrip().startswith("#")
    ]
    settings = {}
    while commands and commands[0][1].split()[0] in ("variant", "seed"):
        _, line = commands.pop(0)
        word, _, value = line.partition(" ")
        settings[word] = value
    rules = get_variant(settings["variant"])
    seed = int(settings["seed"])
    ui = DecisionUI()
    run = HandRun()
    player = FamilyHeuristic()
    rng = Rng(seed)
    state = new_game(rules, seed).advance()
    played_on: int | None = None  # the lead (tricks finished) where you chose to play on

    def fail(number: int, why: str) -> ScriptError:
        return ScriptError(f"{path.name}:{number}: {why}")

    while state.phase not in (Phase.SCORE, Phase.GAME_OVER):
        seat = state.to_move
        assert seat is not None
        decision = decision_of(state, seat)
        asked_here = decision is Decision.FOLD and played_on == len(state.tricks)
        if seat != 0 or decision is Decision.PLAY or asked_here:
            action = player.choose(seat_view(state, seat), rng)
            if seat == 0 and action == FOLD:  # you chose to play on: your card, then
                action = state.legal_actions()[0]
            run.lines.append(f"seat {seat}: {action}")
            state = state.apply(action)
            continue
        assert decision is not None
        run.decisions.append(decision)
        ui.ask(state)
        before = len(ui.answers)
        while len(ui.answers) == before:
            if not commands:
                hand = ui.decisions.discard.offer.hand if decision is Decision.DISCARD else ()  # type: ignore[union-attr]
                cards = " ".join(f"{number}:{card}" for number, card in enumerate(hand, 1))
                raise fail(0, f"the script ends with the {decision.value} dialog open {cards}")
            number, line = commands.pop(0)
            _do(ui, state, run, number, line, fail)
        actions: tuple[FamilyAction, ...] = ui.answers[-1]
        if decision is Decision.FOLD and not actions:
            run.lines.append("you: play on")
            played_on = len(state.tricks)  # the table asks once a lead
        for action in actions:
            run.lines.append(f"you: {action}")
            state = state.apply(action)
    for number, line in commands:  # shots and checks after the hand
        _do(ui, state, run, number, line, fail)
    assert state.result is not None
    run.lines.append(result_line(state.result))
    return run


def _do(ui: DecisionUI, state: FamilyState, run: HandRun, number: int, line: str, fail) -> None:  # type: ignore[no-untyped-def]
    word, _, rest = line.partition(" ")
    if word == "shot":
        run.shots.append((rest, ui.app.screen.framebuffer.copy()))
    elif word == "tap":
        form = ui.form
        if form is None:
            raise fail(number, "no dialog is open")
        found = [obj.id for obj in form.objects if getattr(obj, "label", None) == rest and obj.usable]
        if len(found) != 1:
            raise fail(number, f"{len(found)} controls labelled {rest!r}")
        ui.tap(found[0])
    elif word == "key":
        ui.key(rest.replace("\\n", "\n").replace("\\e", "\x1b"))
    elif word == "card":
        tap_card(ui, int(rest) - 1)
    elif word == "expect":
        if rest not in run.lines:
            raise fail(number, f"the transcript has no line {rest!r}")
    else:
        raise fail(number, f"unknown command {word!r}")


def script_paths() -> list[Path]:
    return sorted(SCRIPTS.glob("*.txt"))
