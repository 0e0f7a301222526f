"""The golden cases still show what they are named for (tools/golden_seeds.py): ``set_back`` is set
back, ``game_won`` is won, ``forced`` is a forced dealer bid, ... with today's computer players."""

from __future__ import annotations

import pytest
from golden_cases import CASES
from golden_seeds import CHECKS, check, play

CHECKED = [case for case in CASES if case.name in CHECKS]


@pytest.mark.parametrize("case", CHECKED, ids=[case.name for case in CHECKED])
def test_the_seed_shows_the_situation(case) -> None:  # type: ignore[no-untyped-def]
    assert check(case, play(case.seed)), f"run tools/golden_seeds.py: {case.name} no longer shows it"


def test_a_seed_that_does_not_show_it_is_caught() -> None:
    by_name = {case.name: case for case in CASES}
    assert not check(by_name["game_won"], play(by_name["game_lost"].seed))
    assert not check(by_name["forced"], play(by_name["steal"].seed))
