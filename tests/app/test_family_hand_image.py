"""Your hand drawn as one cached image gives the pixels of drawing each card over the one before.

:meth:`FamilyTableDrawing.hand_image` and the two transfers that lay it on the table (its cover
cleared, its ink overlaid) must leave every pixel as the card-by-card drawing does, whatever lies
under the hand, for hands of 1 to 10 cards of any family deck with any cards raised.
"""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from palm_pitch.app import family_layout as fl
from palm_pitch.app.cards_art import offscreen
from palm_pitch.app.family_draw import FamilyScene
from palm_pitch.app.pitch_app import PitchApp
from palm_pitch.cards import CARDS
from palm_pitch.family.deck import BIG_JOKER, LITTLE_JOKER

APP = PitchApp(seed=1)
DRAWING = APP.family_drawing
DECK = (*CARDS, BIG_JOKER, LITTLE_JOKER)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=10, unique=True),
       st.data(), st.lists(st.integers(0, (1 << 160) - 1), min_size=160, max_size=160))
def test_the_hand_image_gives_the_pixels_of_each_card(hand: list, data: st.DataObject,
                                                      under: list[int]) -> None:
    count = len(hand)
    selected = data.draw(st.none() | st.integers(0, count - 1))
    marked = frozenset(data.draw(st.lists(st.integers(0, count - 1), max_size=3)))
    scene = dataclasses.replace(FamilyScene(), hand=tuple(hand), selected=selected, marked=marked)
    fast, slow = offscreen(APP.art.fonts, 160, 160), offscreen(APP.art.fonts, 160, 160)
    fast.framebuffer.rows[:] = under
    slow.framebuffer.rows[:] = under
    DRAWING._hand(fast, scene)
    DRAWING._hand(fast, scene)  # the second time from the cache
    for index, card in enumerate(hand):
        raised = index == selected or index in marked
        r = fl.hand_card_rect(index, count, raised=raised)
        slow.draw_bitmap(DRAWING.face(card), r.x, r.y)
    assert fast.framebuffer.rows == slow.framebuffer.rows
    assert fast.graphics.state.draw_mode == slow.graphics.state.draw_mode  # the mode put back
