"""The text game: Pitch in a terminal, South against three computer players, no Palm screen.

:func:`play_text_game` deals from a seed, shows South's table as lines of text, reads South's
bids and cards (``pass``, ``2``, ``3``, ``4``, ``smudge`` or a card like ``TD``; ``q`` quits) and
says what the heuristic players in the other seats do, until the game ends. Input and output
are passed in (``read_line`` and a text stream), so the game is tested without a terminal;
``palm-pitch play`` gives it standard input and output.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TextIO

from palm_pitch.actions import Action, Bid, parse_action
from palm_pitch.cards import Card
from palm_pitch.match import player_rngs
from palm_pitch.players import HeuristicPlayer
from palm_pitch.rules import get_ruleset
from palm_pitch.state import SEAT_NAMES, GameState, Phase, new_game
from palm_pitch.views import PlayerView


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in sorted(cards, key=lambda c: (c.suit, -c.rank))) or "-"


def _show_table(state: GameState, out: TextIO) -> None:
    view = PlayerView(state, 0)
    print(f"Hand {state.hand_number}, dealer {SEAT_NAMES[state.dealer]}."
          f" Scores: you and North {state.scores[0]}, West and East {state.scores[1]}.", file=out)
    bids = [f"{SEAT_NAMES[(state.dealer + 1 + i) % 4]} {bid.label}" for i, bid in enumerate(view.bids)]
    if bids:
        print("Bids: " + ", ".join(bids), file=out)
    if state.trump is not None:
        print(f"Trump: {state.trump.plural}; {SEAT_NAMES[state.pitcher or 0]} pitched"
              f" {state.high_bid.label}.", file=out)
    if state.trick:
        plays = ", ".join(f"{SEAT_NAMES[s]} {c}" for s, c in state.current_trick.plays)
        print(f"Trick: {plays}", file=out)
    print(f"Your cards: {_cards(view.hand)}", file=out)


def _show_result(state: GameState, out: TextIO) -> None:
    result = state.result
    if result is None:
        return
    if result.pitcher is None:
        print("Everyone passed.", file=out)
    else:
        def name(team: int | None) -> str:
            return "nobody" if team is None else ("you and North" if team == 0 else "West and East")

        print(f"High {name(result.high)}, Low {name(result.low)}, Jack {name(result.jack)},"
              f" Game {name(result.game)} ({result.game_pips[0]}:{result.game_pips[1]}).", file=out)
        verdict = "made" if result.made else "was set"
        print(f"{SEAT_NAMES[result.pitcher]} bid {Bid(result.bid or 2).label} and {verdict}."
              f" Hand: {result.hand_score[0]:+d} / {result.hand_score[1]:+d}.", file=out)
    print(f"Scores: you and North {result.scores_after[0]}, West and East {result.scores_after[1]}.",
          file=out)
    if state.winner is not None:
        print("You win!" if state.winner == 0 else "West and East win.", file=out)


def play_text_game(seed: int, ruleset_name: str, read_line: Callable[[], str], out: TextIO) -> int:
    """The terminal game: South is the human, the others heuristic players."""
    ruleset = get_ruleset(ruleset_name)
    computer = HeuristicPlayer()
    rngs = player_rngs(seed)
    state = new_game(ruleset, seed)
    print(f"Palm Pitch ({ruleset.name}, seed {seed}). Bid with pass/2/3/4/smudge, play a card like TD;"
          " q quits.", file=out)
    while not state.is_over:
        if state.phase is Phase.DEAL:
            state = state.deal()
            print(f"\nHand {state.hand_number}: {SEAT_NAMES[state.dealer]} deals.", file=out)
            continue
        if state.phase is Phase.SCORE:
            state = state.next_hand()
            continue
        seat = state.to_move or 0
        if seat != 0:
            action: Action = computer.choose(PlayerView(state, seat), rngs[seat])
            print(f"{SEAT_NAMES[seat]} {_told(action, 'passes', 'bids', 'plays')}.", file=out)
        else:
            _show_table(state, out)
            prompt = "Your bid" if state.phase is Phase.BID else "Your card"
            legal = " ".join(str(a) for a in state.legal_actions())
            print(f"{prompt} ({legal})? ", end="", file=out, flush=True)
            line = read_line()
            if not line or line.strip().lower() in ("q", "quit"):
                print("\nBye.", file=out)
                return 0
            try:
                action = parse_action(line)
            except ValueError:
                print(f"Not a bid or a card: {line.strip()}", file=out)
                continue
            reason = state.why_illegal(action)
            if reason is not None:
                print(reason, file=out)
                continue
            print(f"You {_told(action, 'pass', 'bid', 'play')}.", file=out)
        state = state.apply(action)
        if state.phase is Phase.PLAY and not state.trick and state.tricks:
            print(f"{SEAT_NAMES[state.tricks[-1].winner or 0]} wins the trick.", file=out)
        if state.result is not None:
            _show_result(state, out)
    return 0


def _told(action: Action, passes: str, bids: str, plays: str) -> str:
    """``passes``, ``bids 3``, ``bids Smudge`` or ``plays TD`` (the verbs given)."""
    if action == Bid.PASS:
        return passes
    return f"{bids} {action.label}" if isinstance(action, Bid) else f"{plays} {action}"
