"""What a table shows of one seat's view, worked out alone: the same as the whole view's.

:func:`visible_hand` and :func:`known_partners` let the table draw your hand and your partners
without the legal actions a :class:`SeatView` works out; through whole hands of many variants
(fixed teams, called partners, each alone, looking or not) they agree with :func:`seat_view`.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from palm_pitch.family.engine import Phase, new_game
from palm_pitch.family.variants import get_variant
from palm_pitch.family.views import known_partners, seat_view, visible_hand

VARIANTS = ["ten-point", "setback-3", "abacos", "razzle-dazzle", "partnership-pitch-2x3",
            "ten-point-five-handed", "nine-five-regional", "two-trump"]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(VARIANTS), st.integers(0, 2**16), st.randoms(use_true_random=False))
def test_the_display_parts_agree_with_the_whole_view(name: str, seed: int, rng: random.Random) -> None:
    state = new_game(get_variant(name), seed)
    for _ in range(300):
        if state.is_over:
            break
        for seat in range(state.rules.players if state.phase is not Phase.DEAL else 0):  # not dealt yet
            view = seat_view(state, seat)
            assert visible_hand(state, seat) == view.hand
            partners = {other for other in range(state.rules.players) if view.partner_of(other)}
            assert known_partners(state, seat) == partners
        actions = state.legal_actions()
        state = state.advance() if state.phase in (Phase.DEAL, Phase.SCORE) or not actions else \
            state.apply(rng.choice(actions))
