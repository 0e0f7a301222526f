"""The one game loop: four players, a ruleset and a seed in; a replayable game record out.

What it is for: simulations, tests, benchmarks and the text game all run games through
:func:`play_game` (or :func:`play_hand` for one hand), and :func:`summarize` turns finished games into
the figures ``palm-pitch simulate`` prints. No clock here: callers time it.

Determinism: the deals come from the game seed (the PRNG inside the state); seat ``s``'s player gets
``Rng(derive_seed(seed, s))`` for its own choices. So ``play_game`` with the same players, ruleset
and seed always plays the same game, and its record replays it without the players.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from palm_pitch.actions import Action, Bid
from palm_pitch.players.base import Player
from palm_pitch.record import GameRecord
from palm_pitch.rng import Rng, derive_seed
from palm_pitch.rules import PALM, Ruleset
from palm_pitch.scoring import HandResult
from palm_pitch.state import GameState, Phase, apply, new_game
from palm_pitch.views import PlayerView

_BID: Final = Phase.BID
_PLAY: Final = Phase.PLAY
_DEAL: Final = Phase.DEAL
_SCORE: Final = Phase.SCORE


@dataclass(frozen=True)
class GameOutcome:
    """A finished (or abandoned) game: its record, final state and how many decisions were made."""

    record: GameRecord
    final: GameState
    decisions: int

    @property
    def winner(self) -> int | None:
        """The winning team, or None if the game hit ``max_hands`` unfinished."""
        return self.final.winner

    @property
    def results(self) -> tuple[HandResult, ...]:
        return self.final.results


def player_rngs(seed: int) -> list[Rng]:
    """The four players' generators for a game seed (seat order)."""
    return [Rng(derive_seed(seed, seat) & 0xFFFFFFFF) for seat in range(4)]


def play_hand(state: GameState, players: Sequence[Player], rngs: Sequence[Rng],
              actions: list[Action] | None = None) -> GameState:
    """From a state in BID or PLAY, let the players act until the hand is over (SCORE/GAME_OVER).

    Actions taken are appended to ``actions`` if given.
    """
    while True:
        phase = state[0]
        if phase is not _PLAY and phase is not _BID:
            return state
        seat: int = state[1]  # type: ignore[assignment]
        action = players[seat].choose(PlayerView(state, seat), rngs[seat])
        state = apply(state, action)  # (state.apply(action), without the method's indirection)
        if actions is not None:
            actions.append(action)


def play_game(
    players: Sequence[Player],
    seed: int = 0,
    ruleset: Ruleset = PALM,
    max_hands: int = 500,
    tags: Iterable[tuple[str, str]] = (),
) -> GameOutcome:
    """Play one game: ``players`` by seat (South, West, North, East).

    Stops when a team wins or after ``max_hands`` hands (then ``winner`` is None).
    """
    if len(players) != 4:
        raise ValueError("play_game needs four players, by seat")
    state = new_game(ruleset, seed)
    rngs = player_rngs(seed)
    actions: list[Action] = []
    while True:
        phase = state.phase
        if phase is _DEAL:
            if state.hand_number >= max_hands:
                break
            state = state.deal()
        elif phase is _SCORE:
            state = state.next_hand()
        elif phase is Phase.GAME_OVER:
            break
        else:
            state = play_hand(state, players, rngs, actions)
    record = GameRecord(ruleset.name, seed, tuple(actions), tuple(tags))
    return GameOutcome(record, state, len(actions))


@dataclass
class TeamStats:
    """Figures for one team over many games."""

    games_won: int = 0
    hands_pitched: int = 0
    bids_made: int = 0
    bids_set: int = 0
    bid_total: int = 0
    smudges_bid: int = 0
    smudges_without_ace: int = 0
    """Smudge bids whose pitcher did not hold the ace of the suit it then pitched."""
    max_bids_without_ace: int = 0
    """Bids of the ruleset's maximum (Smudge, or 4 when Smudge is off) without the ace of trump."""

    @property
    def make_rate(self) -> float:
        return self.bids_made / self.hands_pitched if self.hands_pitched else 0.0

    @property
    def set_rate(self) -> float:
        return self.bids_set / self.hands_pitched if self.hands_pitched else 0.0

    @property
    def average_bid(self) -> float:
        return self.bid_total / self.hands_pitched if self.hands_pitched else 0.0


@dataclass
class Summary:
    """Figures over many games (``palm-pitch simulate``)."""

    games: int = 0
    unfinished: int = 0
    hands: int = 0
    decisions: int = 0
    teams: tuple[TeamStats, TeamStats] = field(default_factory=lambda: (TeamStats(), TeamStats()))
    """Figures by team (each summary its own: a default shared between summaries would add up)."""


def summarize(outcomes: Iterable[GameOutcome]) -> Summary:
    """Add up games: wins, hands, pitcher make/set rates and bids per team."""
    summary = Summary()
    for outcome in outcomes:
        summary.games += 1
        summary.decisions += outcome.decisions
        if outcome.winner is None:
            summary.unfinished += 1
        else:
            summary.teams[outcome.winner].games_won += 1
        results = outcome.results
        summary.hands += len(results)
        max_bid = outcome.final.ruleset.max_bid
        for result in results:
            if result.pitcher is None or result.bid is None or result.trump is None:
                continue
            team = summary.teams[result.pitcher & 1]
            team.hands_pitched += 1
            team.bid_total += int(result.bid)
            if result.made:
                team.bids_made += 1
            else:
                team.bids_set += 1
            holds_ace = any(
                card.rank == 14 and card.suit == result.trump
                for trick in result.tricks
                for seat, card in trick.plays
                if seat == result.pitcher
            )
            if result.bid == Bid.SMUDGE:
                team.smudges_bid += 1
                if not holds_ace:
                    team.smudges_without_ace += 1
            if result.bid >= max_bid and not holds_ace:
                team.max_bids_without_ace += 1
    return summary
