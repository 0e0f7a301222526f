"""Small helpers for building positions in tests: deals from card text, bids and plays from text."""

from __future__ import annotations

from palm_pitch.actions import Action, Bid, parse_action
from palm_pitch.cards import Card, parse_cards
from palm_pitch.rules import PALM, Ruleset
from palm_pitch.scoring import HandResult
from palm_pitch.state import GameState, Phase, from_deal


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def deal(south: str, west: str, north: str, east: str, dealer: int = 3, ruleset: Ruleset = PALM,
         scores: tuple[int, int] = (0, 0)) -> GameState:
    """A BID-phase state with these hands (dealer East by default, so South bids first)."""
    return from_deal([cards(south), cards(west), cards(north), cards(east)], dealer, ruleset, scores)


def act(state: GameState, text: str) -> GameState:
    """Apply space-separated actions: bids (pass 2 3 4 smudge) and cards (AS TD)."""
    for token in text.split():
        state = state.apply(parse_action(token))
    return state


def finish(state: GameState) -> GameState:
    """Play out the hand, each seat playing its lowest-index legal card (bids: the first legal)."""
    while state.phase in (Phase.BID, Phase.PLAY):
        state = state.apply(state.legal_actions()[0])
    return state


def result_of(state: GameState) -> HandResult:
    result = state.result
    assert result is not None
    return result


def bid(value: int | str) -> Action:
    return Bid.from_str(str(value))
