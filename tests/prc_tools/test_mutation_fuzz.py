"""Seeded mutation fuzzes of palm-prc's inputs, small enough for the suite (``tools/mutation_fuzz.py``
runs thousands): every mutated database, ``.rcp`` source and ELF is refused in one line or handled,
never a traceback, never past the time limit; a database that parses rebuilds byte for byte."""

from __future__ import annotations

import pytest
from mutation_fuzz import TIME_LIMIT, elf_seeds, mutate, run


@pytest.mark.parametrize(("kind", "cases"), [("databases", 400), ("rcp", 150), ("elf", 400)])
def test_mutated_inputs_are_refused_or_handled(kind: str, cases: int) -> None:
    tally = run(kind, seed=2026, cases=cases)
    assert tally.cases == cases and tally.failures == [], tally.line()
    assert tally.rebuild_differs == 0, tally.line()
    assert tally.refused > cases // 10 and tally.accepted > 0, tally.line()  # the mutations bite both ways
    assert tally.slowest < TIME_LIMIT


def test_the_mutations_are_seeded() -> None:
    import random

    seed = elf_seeds()[1]
    assert mutate(random.Random("x"), seed) == mutate(random.Random("x"), seed)
    assert len({mutate(random.Random(n), seed) for n in range(50)}) > 45
