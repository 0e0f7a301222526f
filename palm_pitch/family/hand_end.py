"""The end of a hand in the family's engine: the maker's fold, and the score once no seat holds a card.

What it is for: the last step of every hand played or folded - the tricks go to
:func:`palm_pitch.family.scoring.score_hand`, and the state takes the result, the new scores and
the winner if the game is over (phase SCORE or GAME_OVER).
"""

from __future__ import annotations

import dataclasses

from palm_pitch.cards import Suit
from palm_pitch.family.actions import (
    PASS,
)
from palm_pitch.family.scoring import (
    Contract,
    score_hand,
)
from palm_pitch.family.state import (
    Phase,
    S,
    replace_state,
)
from palm_pitch.family.trumps import (
    trump_table,
)


def fold_hand(state: S) -> S:
    return end_hand(state, folded=True)


def end_hand(state: S, folded: bool = False) -> S:
    assert state.maker is not None
    table = state.trump
    if table is None:  # folded before the pitch: no trump; nothing but the maker's loss counts
        table = trump_table(state.rules, Suit.SPADES)
    maker = state.maker if state.rules.auction else None
    bid = state.contract if state.contract is not None else PASS
    result = score_hand(state.rules, state.hand_number, state.dealer, Contract(maker, bid, state.partner),
                        table, state.tricks, state.scores, folded)
    if folded and state.trump is None:
        result = dataclasses.replace(result, trump=None)
    phase = Phase.SCORE if result.winner is None else Phase.GAME_OVER
    return replace_state(state, phase=phase, to_move=None, scores=result.scores_after,
                         results=(*state.results, result), winner=result.winner, trick=None)
