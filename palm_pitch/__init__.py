"""Palm Pitch: the card game Pitch as it was on Palm OS.

The pure game core (cards, rules, rng, state, scoring, views, players, match) lives in this
package beside the Palm screen model (``ui``), the application written against it (``app``) and
the shells at the edge (``frontends``, ``cli``). ``docs/architecture.md`` draws the packages and
the dependency graph (``tests/test_layering.py`` enforces it); ``docs/rules.md`` gives the rules.
"""
