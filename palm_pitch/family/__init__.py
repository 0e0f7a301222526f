"""The High-Low-Jack family: every game of the seeds as a ruleset of one general engine.

What it is for: the Palm game (``palm_pitch.state``, twinned move for move by the C core) plays one
family of rules - four seats, two teams, 52 cards, six cards, one auction. This package is the
readable specification of the whole family: decks with jokers and removed ranks, off-cards that
belong to trump, 2 to 9 players alone or in teams or with a called partner, deals with a widow or
blind, bidding with any range, discards and draws, trump named or pitched, trick rules, and
scoring points as data. ``docs/variants.md`` describes every variant; ``variants`` names them.

Modules, lowest first (each imports only those before it and the Palm game's core below it: the
cards, the PRNG, the refusal error and its rulesets): ``deck``, ``rules``, ``variants``, ``actions``,
``trumps``, ``scoring``, then the engine - ``state`` (the fields and phases), the steps of a hand
``hand_end``, ``tricks``, ``stages`` (from the auction to the play: discards, draws, calls),
``auction``, ``deal``, and ``engine`` joining them into ``FamilyState`` - then ``views``,
``players``, ``match``, ``record``. No I/O, no clock, no global random.
"""
