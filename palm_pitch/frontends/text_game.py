"""The text game: Pitch in a terminal, South against three computer players, no Palm screen.

:func:`play_text_game` plays a :class:`~palm_pitch.app.GameSession` (the window's game: the same
steps, take-backs and saves), shows South's table as lines of text, reads South's bids and cards
(``pass``, ``2``, ``3``, ``4``, ``smudge`` or a card like ``TD``; ``u`` takes back your last bid or
card, ``points`` shows the points so far, ``h`` gives a hint: the Expert's bid or card and why, as
the window's Game > Hint does; ``q`` quits) and says what the computer players in the
other seats do, until the game ends. With ``saves`` (a :class:`~palm_pitch.app.Storage`) the game
is saved after every step, as the window saves it, so ``q``, end of input or a killed terminal
loses nothing and ``palm-pitch play`` resumes it. Input and output are passed in (``read_line``
and a text stream), so the game is tested without a terminal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TextIO

from palm_pitch.actions import Action, Bid, parse_action
from palm_pitch.app import GameSession, hint_for, points_so_far
from palm_pitch.cards import Card
from palm_pitch.rules import get_ruleset
from palm_pitch.state import SEAT_NAMES, GameState, Phase

HELP = ("type a bid (pass, 2, 3, 4, smudge) or a card like TD; u takes back, points shows the points,"
        " h gives a hint, q quits")
SHOWN = 24  # characters of a refused line that are shown back
TEAMS = ("you and North", "West and East")


class Saves(Protocol):
    """Where the game is kept (:class:`palm_pitch.app.Storage`)."""

    def save_game(self, session: GameSession) -> bool: ...


def _name(seat: int) -> str:
    return "You" if seat == 0 else SEAT_NAMES[seat]


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in sorted(cards, key=lambda c: (c.suit, -c.rank))) or "-"


def _shown(text: str) -> str:
    """A refused line as it is shown back: printable characters only, at most :data:`SHOWN`."""
    clean = "".join(c if c.isprintable() else "?" for c in text[:SHOWN])
    return clean + ("..." if len(text) > SHOWN else "")


def _steals(state: GameState, action: Action) -> bool:
    """The dealer matches the high bid (a steal), from ``state`` before the bid."""
    bids = [bid for bid in state.bids if bid != Bid.PASS]
    return (
        isinstance(action, Bid) and action != Bid.PASS and state.to_move == state.dealer
        and bool(bids) and action == max(bids)
    )


def _show_table(state: GameState, out: TextIO) -> None:
    deals = "you deal" if state.dealer == 0 else f"{_name(state.dealer)} deals"
    print(f"Hand {state.hand_number}, {deals}."
          f" Scores: you and North {state.scores[0]}, West and East {state.scores[1]}.", file=out)
    first = (state.dealer + 1) % 4
    bids = [f"{_name((first + i) % 4)} {bid.label}" for i, bid in enumerate(state.bids)]
    if bids:
        print("Bids: " + ", ".join(bids), file=out)
    if state.trump is not None:
        print(f"Trump: {state.trump.plural}; {_name(state.pitcher or 0)} pitched"
              f" {state.high_bid.label}.", file=out)
    if state.trick:
        plays = ", ".join(f"{_name(s)} {c}" for s, c in state.current_trick.plays)
        print(f"Trick: {plays}", file=out)
    print(f"Your cards: {_cards(state.hand(0))}", file=out)


def _show_result(state: GameState, out: TextIO) -> None:
    result = state.result
    if result is None:
        return
    if result.pitcher is None:
        print("Everyone passed.", file=out)
    else:
        def name(team: int | None) -> str:
            return "nobody" if team is None else TEAMS[team]

        print(f"High {name(result.high)}, Low {name(result.low)}, Jack {name(result.jack)},"
              f" Game {name(result.game)} ({result.game_pips[0]}:{result.game_pips[1]}).", file=out)
        verdict = "made it" if result.made else "were set back" if result.pitcher == 0 else "was set back"
        bids = state.bids
        stole = len(bids) == 4 and result.pitcher == state.dealer and bids[3] != Bid.PASS
        took = "stole at" if stole and bids[3] == max(bids[:3]) else "bid"
        print(f"{_name(result.pitcher)} {took} {Bid(result.bid or 2).label} and {verdict}."
              f" Hand: {result.hand_score[0]:+d} / {result.hand_score[1]:+d}.", file=out)
    print(f"Scores: you and North {result.scores_after[0]}, West and East {result.scores_after[1]}.",
          file=out)
    if state.winner is not None:
        print("You win!" if state.winner == 0 else "West and East win.", file=out)


def _show_points(state: GameState, out: TextIO) -> None:
    """Points So Far: who holds High, Low and Jack, and each team's card points for Game."""
    so_far = points_so_far(state) if state.phase is Phase.PLAY else None
    if so_far is None:
        print("No card has been played in this hand yet.", file=out)
        return
    parts = []
    for label, point in (("High", so_far.high), ("Low", so_far.low), ("Jack", so_far.jack)):
        if point.card is None:
            parts.append(f"{label} not yet")
        else:
            who = "on the table" if point.team is None else TEAMS[point.team]
            parts.append(f"{label} {point.card} ({who})")
    print(f"So far: {', '.join(parts)}; points for Game: you and North {so_far.pips[0]},"
          f" West and East {so_far.pips[1]}.", file=out)


class _Game:
    """One terminal game (see the module docstring)."""

    def __init__(self, session: GameSession, out: TextIO, saves: Saves | None) -> None:
        self.session = session
        self.out = out
        self.saves = saves

    def say(self, text: str = "", end: str = "\n") -> None:
        print(text, end=end, file=self.out, flush=True)

    def save(self) -> None:
        if self.saves is not None and not self.saves.save_game(self.session):
            self.say("(The game could not be saved.)")

    def take(self, action: Action) -> None:
        before = self.session.state
        seat = before.to_move or 0
        if _steals(before, action):
            told = f"steal{'' if seat == 0 else 's'} at {action.label}"  # type: ignore[union-attr]
        elif seat == 0:
            told = _told(action, "pass", "bid", "play")
        else:
            told = _told(action, "passes", "bids", "plays")
        self.say(f"{_name(seat)} {told}.")
        state = self.session.apply(action)
        self.save()
        if isinstance(action, Card) and len(state.tricks) > len(before.tricks):
            winner = state.tricks[-1].winner or 0
            self.say(f"{_name(winner)} {'take' if winner == 0 else 'takes'} the trick.")
        if state.result is not None and state.phase in (Phase.SCORE, Phase.GAME_OVER):
            _show_result(state, self.out)

    def take_back(self) -> None:
        if not self.session.can_take_back:
            self.say("Nothing of yours to take back in this hand.")
            return
        self.session.take_back()
        self.save()
        plays = ", ".join(f"{_name(seat)} {action.label if isinstance(action, Bid) else action}"
                          for seat, action in self.session.taken_back[-1].plays)
        self.say(f"Taken back: {plays}.")

    def quit(self) -> int:
        self.save()
        self.say("\nBye." + (" The game is saved: `palm-pitch play` resumes it." if self.saves else ""))
        return 0

    def south(self, read_line: Callable[[], str]) -> int | None:
        """South's turn: one line read and answered (a number: the game stops with it)."""
        state = self.session.state
        _show_table(state, self.out)
        prompt = "Your bid" if state.phase is Phase.BID else "Your card"
        legal = " ".join(str(a) for a in state.legal_actions())
        self.say(f"{prompt} ({legal})? ", end="")
        line = read_line()
        text = line.strip()
        word = text.lower()
        if not line or word in ("q", "quit"):
            return self.quit()
        if word in ("u", "undo"):
            self.take_back()
        elif word in ("points", "?"):
            _show_points(state, self.out)
        elif word in ("h", "hint"):
            hinted, why = hint_for(self.session)
            self.say(f"Hint: {hinted.label if isinstance(hinted, Bid) else hinted} - {why}.")
        elif not text:
            self.say(f"Nothing typed: {HELP}.")
        else:
            try:
                action = parse_action(text)
            except ValueError:
                self.say(f"Not a bid or a card: {_shown(text)} ({HELP}).")
                return None
            if isinstance(action, Card) and state.phase is Phase.BID:
                self.say(f"Bidding is not over: bid first ({legal}).")
            elif isinstance(action, Bid) and state.phase is Phase.PLAY:
                self.say(f"Bidding is over: play a card ({legal}).")
            elif (reason := state.why_illegal(action)) is not None:
                self.say(reason)
            else:
                self.take(action)
        return None

    def run(self, read_line: Callable[[], str]) -> int:
        session = self.session
        announced = -1
        while not session.state.is_over:
            state = session.state
            if state.phase is Phase.SCORE:
                session.next_hand()
                self.save()
                continue
            if state.hand_number != announced:
                announced = state.hand_number
                deals = "deal" if state.dealer == 0 else "deals"
                self.say(f"\nHand {state.hand_number}: {_name(state.dealer)} {deals}.")
            if session.computer_to_act:
                self.take(session.computer_action())
                continue
            stopped = self.south(read_line)
            if stopped is not None:
                return stopped
        return 0


def play_text_game(
    seed: int,
    ruleset_name: str,
    read_line: Callable[[], str],
    out: TextIO,
    saves: Saves | None = None,
    resumed: GameSession | None = None,
    level: str = "normal",
) -> int:
    """The terminal game: South is the human, the others computer players of ``level`` (Easy,
    Normal, Hard, Expert). ``resumed``: a saved game to go on with, at its own level (else a new
    one from ``seed``); ``saves``: where each step is saved."""
    session = resumed if resumed is not None else GameSession(get_ruleset(ruleset_name), seed, level)
    game = _Game(session, out, saves)
    if resumed is not None:
        state = session.state
        print(f"Palm Pitch ({session.ruleset.name}, seed {session.seed}): the saved game, hand"
              f" {state.hand_number}, you and North {state.scores[0]}, West and East {state.scores[1]}.",
              file=out)
    else:
        players = "" if session.level == "normal" else f", {session.level} players"
        print(f"Palm Pitch ({session.ruleset.name}, seed {seed}{players})."
              " Bid with pass/2/3/4/smudge, play a card"
              " like TD; u takes back, points shows the points so far, h gives a hint, q quits.", file=out)
    game.save()
    return game.run(read_line)


def _told(action: Action, passes: str, bids: str, plays: str) -> str:
    """``passes``, ``bids 3``, ``bids Smudge`` or ``plays TD`` (the verbs given)."""
    if action == Bid.PASS:
        return passes
    return f"{bids} {action.label}" if isinstance(action, Bid) else f"{plays} {action}"
