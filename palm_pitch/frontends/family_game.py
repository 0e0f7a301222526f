"""The text game for every variant of the family: seat 0 is you, the others computer players.

:func:`play_family_game` deals from a seed under a named variant (``palm-pitch play --ruleset
NAME`` for any name of ``palm-pitch variants`` that is not one of the Palm game's own rulesets,
which keep :mod:`palm_pitch.frontends.text_game`), shows your table as lines of text, and reads
every decision the variant has: ``look``/``blind``, bids (``pass``, ``3``, ``6x2``, ``moon``),
``trump H``, ``sub S``, ``call AS``, ``discard 2C``/``keep``, ``claim 9H``, ``fold`` and cards like
``TD`` or ``BJ``; ``h`` gives a hint for your bid or card (the Expert's, and why, as the window's
bid dialog and Game > Hint give them); ``q`` quits. Bad input gets one line saying why, and the
game goes on where it was.
The computer players are of a level of :data:`~palm_pitch.family.search.FAMILY_LEVELS` (Normal,
the family heuristic, by default; Hard and Expert search the play). With ``save`` the game is
handed to it as a record after each of your actions and at the end (:mod:`palm_pitch.family_saves`
writes it to the data folder), and ``resumed`` goes on with a saved game at its own level: its
actions replay, and the computer players go on as they would have at once (each decision draws on
a generator of its own: :func:`~palm_pitch.family.search.decision_rng`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TextIO

from palm_pitch.app import family_bid_hint_for, family_hint_for
from palm_pitch.family.actions import Bid, FamilyAction, parse_action
from palm_pitch.family.deck import cards_text
from palm_pitch.family.engine import FamilyState, Phase, claimable_cards, new_game
from palm_pitch.family.players import FamilyPlayer
from palm_pitch.family.record import FamilyRecord, result_line
from palm_pitch.family.rules import FamilyRules, Teams, score_text
from palm_pitch.family.search import decision_rng, level_player
from palm_pitch.family.variants import get_variant, summary_line
from palm_pitch.family.views import seat_view

PROMPTS = {
    Phase.LOOK: "Look at your hand or bid blind",
    Phase.BID: "Your bid",
    Phase.NAME_TRUMP: "Name trump",
    Phase.NAME_SUB_TRUMP: "Name the sub-trump suit",
    Phase.CALL: "Call a card for a partner",
    Phase.DISCARD: "Discard",
    Phase.CLAIM: "Claim a trump from the scrap",
    Phase.PLAY: "Your card",
}


def seat_name(seat: int) -> str:
    """``you`` for seat 0, ``seat N`` for the others."""
    return "you" if seat == 0 else f"seat {seat}"


def unit_name(rules: FamilyRules, unit: int) -> str:
    """A score's owner: your team, team N, you, seat N."""
    if rules.teams is Teams.FIXED:
        seats = ", ".join(str(seat) for seat in range(rules.players) if seat % rules.team_count == unit)
        return f"{'your team' if unit == 0 else f'team {unit}'} (seats {seats})"
    return seat_name(unit)


def _show_table(state: FamilyState, out: TextIO) -> None:
    rules = state.rules
    view = seat_view(state, 0)
    scores = ", ".join(f"{unit_name(rules, unit)} {score_text(score)}"
                       for unit, score in enumerate(state.scores))
    print(f"Hand {state.hand_number}, dealer {seat_name(state.dealer)}. Scores: {scores}.", file=out)
    if state.bids:
        moon = rules.moon.name if rules.moon else "Moon"
        bids = ", ".join(f"{seat_name(entry.seat)} {entry.bid.label(moon)}" for entry in state.bids)
        print(f"Bids: {bids}", file=out)
    if state.trump is not None:
        sub = f", sub-trump {state.trump.sub_suit.plural}" if state.trump.sub_suit is not None else ""
        print(f"Trump: {state.trump.suit.plural}{sub}.", file=out)
    if state.called is not None:
        print(f"Called: {state.called}.", file=out)
    if state.trick is not None and state.trick.plays:
        plays = ", ".join(f"{seat_name(play.seat)} {play.card}" for play in state.trick.plays)
        print(f"Trick: {plays}", file=out)
    unseen = "(not looked at)" if state.hands[0] else "-"
    print(f"Your cards: {cards_text(view.hand) or unseen}", file=out)
    if state.phase is Phase.CLAIM:
        print(f"Scrap trumps: {cards_text(claimable_cards(state))}", file=out)
    if view.discard_down_to is not None:
        print(f"(down to {view.discard_down_to} cards)", file=out)


VERBS = {
    "look": ("look", "looks"), "blind": ("bid blind", "bids blind"),
    "keep": ("keep the rest", "keeps the rest"), "fold": ("fold", "folds"),
    "trump": ("name trump", "names trump"), "sub": ("name sub-trump", "names sub-trump"),
    "call": ("call", "calls"), "discard": ("discard", "discards"), "pass": ("pass", "passes"),
    "claim": ("claim", "claims"),
    "bid": ("bid", "bids"), "play": ("play", "plays"),
}
"""What each action is called, for you and for the others."""


def _told(action: FamilyAction, rules: FamilyRules, you: bool) -> str:
    """``passes``, ``bids 6 for 12``, ``discards 2C``, ``plays TD`` (``pass``, ``bid``... for you)."""
    person = 0 if you else 1
    text = str(action)
    if isinstance(action, Bid):
        if action.is_pass:
            return VERBS["pass"][person]
        return f"{VERBS['bid'][person]} {action.label(rules.moon.name if rules.moon else 'Moon')}"
    if text in VERBS:
        return VERBS[text][person]
    verb, _, rest = text.partition(" ")
    if rest and verb in VERBS:
        return f"{VERBS[verb][person]} {rest}"
    return f"{VERBS['play'][person]} {text}"


def _resume(record: FamilyRecord) -> tuple[FamilyState, list[FamilyAction]]:
    """The state after a saved game's actions (the record was checked by replaying it)."""
    state = new_game(record.rules, record.seed)
    for action in record.actions:
        while state.phase in (Phase.DEAL, Phase.SCORE):
            state = state.advance()
        state = state.apply(action)
    return state, list(record.actions)


def play_family_game(seed: int, ruleset_name: str, read_line: Callable[[], str], out: TextIO,
                     save: Callable[[FamilyRecord], bool] | None = None,
                     resumed: FamilyRecord | None = None, level: str = "normal") -> int:
    """The terminal game of a family variant: seat 0 is the human, the others computer players of
    ``level``. ``save`` (if given) takes the game after each of your actions and at the end, and
    says whether it was kept; ``resumed``: a saved game to go on with (its ruleset, seed and level,
    not the ones given; Normal where the save names none)."""
    if resumed is not None:
        seed, ruleset_name, level = resumed.seed, resumed.ruleset, resumed.level or "normal"
    rules = get_variant(ruleset_name)
    computer: FamilyPlayer = level_player(level)
    state = new_game(rules, seed)
    actions: list[FamilyAction] = []
    players = "" if level == "normal" else f", {level} players"

    def keep() -> None:
        record = FamilyRecord.of_game(rules, seed, tuple(actions), state if state.is_over else None, level)
        if save is not None and not save(record):
            print("(The game could not be saved.)", file=out)

    if resumed is not None:
        state, actions = _resume(resumed)
        scores = ", ".join(f"{unit_name(rules, unit)} {score_text(score)}"
                           for unit, score in enumerate(state.scores))
        print(f"Palm Pitch ({rules.name}, seed {seed}{players}): the saved game, hand {state.hand_number}."
              f" Scores: {scores}. Type q to quit.", file=out)
    else:
        print(f"Palm Pitch: {summary_line(rules).strip()} (seed {seed}{players}). Type h for a hint,"
              " q to quit.", file=out)
        keep()
    while not state.is_over:
        if state.phase is Phase.DEAL:
            state = state.advance()
            deals = "deal" if state.dealer == 0 else "deals"
            print(f"\nHand {state.hand_number}: {seat_name(state.dealer)} {deals}.", file=out)
            continue
        if state.phase is Phase.SCORE:
            state = state.advance()
            continue
        seat = state.to_move
        assert seat is not None
        if seat != 0:
            action = computer.choose(seat_view(state, seat), decision_rng(seed, seat, len(actions)))
            print(f"{seat_name(seat).capitalize()} {_told(action, rules, you=False)}.", file=out)
        else:
            _show_table(state, out)
            legal = " ".join(str(a) for a in state.legal_actions())
            print(f"{PROMPTS[state.phase]} ({legal})? ", end="", file=out, flush=True)
            line = read_line()
            if line.strip().lower() in ("h", "hint"):
                if state.phase is Phase.PLAY:
                    card, why = family_hint_for(seat_view(state, 0), seed, len(actions), seat_name)
                    print(f"Hint: {card} - {why}.", file=out)
                elif state.phase is Phase.BID:
                    bid, line = family_bid_hint_for(seat_view(state, 0), seat_name)
                    print(f"{line} (type {bid})", file=out)
                else:
                    print("Hints are given for your bids and cards.", file=out)
                continue
            if not line or line.strip().lower() in ("q", "quit"):
                saved = " The game is saved: `palm-pitch play --ruleset NAME` resumes it." if save else ""
                print(f"\nBye.{saved.replace('NAME', rules.name)}", file=out)
                return 0
            try:
                action = parse_action(line)
            except ValueError as error:
                print(f"{str(error).capitalize()}: type one of the choices in brackets as shown, or q to"
                      " quit.", file=out)
                continue
            reason = state.why_illegal(action)
            if reason is not None:
                print(reason, file=out)
                continue
            print(f"You {_told(action, rules, you=True)}.", file=out)
        before = len(state.tricks)
        state = state.apply(action)
        actions.append(action)
        if seat == 0:
            keep()
        if len(state.tricks) > before:
            winner = state.tricks[-1].winner
            takes = "take" if winner == 0 else "takes"
            taker = seat_name(winner if winner is not None else 0).capitalize()
            print(f"{taker} {takes} the trick.", file=out)
        if state.result is not None:
            print(result_line(state.result), file=out)
    keep()
    if state.winner is not None:
        wins = "win" if state.winner == 0 else "wins"
        print(f"{unit_name(rules, state.winner).capitalize()} {wins} the game.", file=out)
    return 0
