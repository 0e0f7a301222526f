"""Records: one hand as JSON (replay format), and a whole game as JSON or readable text.

What it is for: exchanging hands and games with other tools and people, and replaying them exactly.
Parsing is strict and every error a user can cause is a :class:`RecordError` with one short line
naming the field, bid or card and the reason (the command line prints it, exit status 2).

**Hand record** (input of ``palm-pitch replay``)::

    {"ruleset": "palm", "dealer": 0-3, "hands": [[6 cards] x 4 by seat],
     "bids": [4 entries in bidding order from left of the dealer: null = pass, 2, 3, 4 or "smudge"],
     "plays": [the 24 cards in the order played], "scores_before": [team0, team1]}

``ruleset`` and ``scores_before`` are optional (``"palm"`` and ``[0, 0]``); other keys are ignored.
Seats: 0 South, 1 West, 2 North, 3 East; teams 0 = seats 0 and 2, 1 = seats 1 and 3; cards like
``"AS"``, ``"TD"``, ``"2C"``. When every player passes (only in rulesets without a forced dealer
bid) ``plays`` is empty. **Hand result** (its output), keys in this order::

    {"pitcher": seat, "bid": 2-5, "trump": "S", "tricks": [{"leader": seat, "cards": [4 cards],
     "winner": seat} x 6], "points": {"high": team, "low": team, "jack": team|null,
     "game": team|null}, "game_pips": [t0, t1], "hand_score": [d0, d1], "made": true|false,
     "scores_after": [t0, t1], "winner": team|null}

(after an all-pass hand: pitcher, bid, trump, the points and made are null and tricks is empty).

**Game record**: ruleset + seed + the players' actions, which replay a whole game exactly, because
every deal comes from the seeded PRNG in the state. JSON::

    {"ruleset": "palm", "seed": 42, "tags": {"Team0": "heuristic"},
     "actions": ["pass", "2", "pass", "3", "AS", "4S", ...]}

Text (like PGN; ``[Tag "value"]`` lines, then one line per auction and per trick; the words after the
actions -- dealer, seats, winners, scores -- are annotations, recomputed on writing and ignored on
reading)::

    [Ruleset "palm"]
    [Seed "2026"]

    Hand 1, dealer West, scores 0:0
    Bids: N pass, E 2, S 3, W pass
    1. S: AH 3H 8H QH, won by S
    2. S: 3S 4S 2S 6S, won by E
    ...
    6. S: 7H QD QC 9D, won by S
    Result: N/S pitched 3 in hearts, took HLJG, made it; N/S +4, E/W +0; scores 4:0
    ...
    Game over: E/W wins 24:13

Each auction line lists the bids in order (seat letter S, W, N, E and the bid); each trick line
gives its number, the leader, the four cards in play order and the winner. A record that stops in
the middle of an auction or a trick ends with that partial line (and no winner).

House rules that no registered ruleset has are the named ruleset's switches changed:
``"switches": {"target": 15, "low_to": 1}`` in JSON, ``[Switches "target=15 low_to=1"]`` in text
(field names of :class:`~palm_pitch.rules.Ruleset`, enum values as numbers).

Actions a player took back (the app's Undo) are kept beside the actions that stand, which alone
replay: ``"taken_back": [{"from": 18, "plays": ["S 7H", "W 8H"]}]`` in JSON, and in text a line
``Taken back from action 18: S 7H, W 8H`` after the line holding action 18 (the one played
instead), meaning the 18th action on, as then played, was taken back. A take-back inside a line
of play that a later one took back is listed at the later one's place.
"""

from palm_pitch.record.fields import RecordError
from palm_pitch.record.game import SWITCH_NAMES, TEAM_NAMES, GameRecord, TakenBack
from palm_pitch.record.hand import SCORE_LIMIT, HandRecord, hand_result_json, replay_hand_json

__all__ = [
    "SCORE_LIMIT",
    "SWITCH_NAMES",
    "TEAM_NAMES",
    "GameRecord",
    "HandRecord",
    "RecordError",
    "TakenBack",
    "hand_result_json",
    "replay_hand_json",
]
