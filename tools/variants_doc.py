"""The facts of every variant in docs/variants.md, written from the registry (one source for them).

``docs/variants.md`` is written by hand (sources, decisions, the engine) except the block of facts
under each variant's heading, between ``<!-- facts NAME -->`` and ``<!-- /facts -->``, which this
module writes from :mod:`palm_pitch.family.variants`. ``python tools/variants_doc.py`` rewrites the
blocks in place; tests/family/test_docs.py checks that they are current and that every variant has
its section.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from palm_pitch.family.deck import build_deck
from palm_pitch.family.rules import (
    AllPass,
    DealerSteal,
    Discard,
    FamilyRules,
    FirstLead,
    MadeBid,
    MoonFailed,
    MoonMade,
    PointKind,
    Receiver,
    Searcher,
    SetPenalty,
    Teams,
    TrickWinner,
    TrumpBy,
    Trumping,
    WinRule,
    score_text,
)
from palm_pitch.family.variants import all_variants

DOC = Path(__file__).resolve().parent.parent / "docs" / "variants.md"
RANK_NAMES = {2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights",
              9: "nines", 10: "tens", 11: "jacks", 12: "queens", 13: "kings", 14: "aces"}
MEMBER_NAMES = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine", "8": "eight",
                "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two",
                "BJ": "big joker", "LJ": "little joker"}


def _member(name: str) -> str:
    if name.startswith("off"):
        return "off-" + MEMBER_NAMES.get(name[3:], name[3:])
    return MEMBER_NAMES.get(name, name)


MOON_MADE = {MoonMade.SCORES: "scores {value}", MoonMade.WINS_GAME: "wins the game",
             MoonMade.TO_TARGET: "takes the score to the target (to 0 from below 0)"}
MOON_FAILED = {MoonFailed.SET_BACK: "costs {value}", MoonFailed.LOSES_GAME: "loses the game"}
STEAL = {DealerSteal.NONE: "the dealer must overbid too",
         DealerSteal.MATCH_ANY: "the dealer may take the bid by matching it",
         DealerSteal.MATCH_TOP: "the dealer may match only a {max_bid}"}
ALL_PASS = {AllPass.FORCED_DEALER: "if all before pass, the dealer must bid",
            AllPass.DEALER_STUCK: "if all before pass, the dealer is given {min_bid}",
            AllPass.REDEAL_NEXT: "if all pass, the next dealer deals",
            AllPass.REDEAL_SAME: "if all pass, the same dealer deals again",
            AllPass.DEALER_SET_BACK: "if all pass, the dealer's side loses 2"}
DISCARDS = {Discard.NON_TRUMPS: "every player{skips} discards its plain cards, and any trumps beyond {size}",
            Discard.CHOSEN_NON_TRUMPS: "each player discards plain cards of its choice",
            Discard.CHOSEN_ANY: "each player discards any cards of its choice, trumps too",
            Discard.UP_TO_FOUR: "each player discards up to four cards"}
LEADS = {FirstLead.MAKER_ANY: "the maker leads any card",
         FirstLead.MAKER_TRUMP: "the maker leads, a trump if it has one",
         FirstLead.MAKER_NOT_TRUMP: "the maker leads; trump may not be led, nor played by one who can"
                                    " follow, until a trump has been played (trump broken)",
         FirstLead.LEFT_OF_MAKER: "the player left of the maker leads any card"}
FOLLOW = {Trumping.ANY_TIME: "follow suit or trump",
          Trumping.WHEN_VOID: "follow suit if able (trump only when void)"}
TAKER = {TrickWinner.HIGHEST: "the highest trump, else the highest card of the suit led",
         TrickWinner.LOWEST: "the lowest trump, else the lowest card of the suit led"}
KIND_TEXT = {PointKind.HIGH: "highest trump in play", PointKind.LOW: "lowest trump in play",
             PointKind.GAME: "most pips in tricks (ten 10, ace 4, king 3, queen 2, jack 1{jokers})",
             PointKind.TENS: "most tens in tricks", PointKind.LAST_TRICK: "last trick",
             PointKind.SUB_HIGH: "highest sub-trump in play", PointKind.SUB_LOW: "lowest sub-trump in play",
             PointKind.SUB_JACK: "jack of the sub-trump"}
MADE = {MadeBid.POINTS_TAKEN: "every point it took", MadeBid.BID: "its bid",
        MadeBid.BID_BONUS_IF_EXACT: "its bid, plus one if it took exactly its bid"}
SET = {SetPenalty.BID: "loses its bid", SetPenalty.TO_MINUS_ONE: "falls to -1"}
WIN = {WinRule.MADE_BID: "only the maker's side wins, on a made bid, at or above the target and not tied",
       WinRule.COUNT_OUT: "the points are counted one by one in the order above{maker}; the first to reach"
                          " the target wins",
       WinRule.MAKER_FIRST: "at the end of a hand a side at or above the target wins, the maker's first,"
                            " else the one ahead"}


def _players(rules: FamilyRules) -> str:
    if rules.teams is Teams.FIXED:
        size = rules.players // rules.team_count
        return (f"{rules.players} players in {rules.team_count} teams of {size}, partners every"
                f" {rules.team_count} seats (seat s plays for team s mod {rules.team_count})")
    if rules.teams is Teams.CALLED:
        return (f"{rules.players} players, each scoring alone; the maker calls a card, whose holder is"
                " its partner")
    return f"{rules.players} players, each alone"


def _deal(rules: FamilyRules) -> str:
    deal = f"{rules.hand_size} cards each, {rules.batch} at a time from the dealer's left"
    if rules.widow:
        use = "out of play"
        if rules.widow_to_maker:
            use = "the maker takes it before trump is known"
        elif rules.blind_to_maker_after_trump:
            use = "the maker takes it once trump is named"
        deal += f"; then {rules.widow} apart ({use})"
    if rules.coke_redeal:
        deal += "; a hand of only threes to nines is thrown in and dealt again"
    return deal


def _bidding(rules: FamilyRules) -> str:
    if not rules.auction:
        return "none; the player left of the dealer pitches, nobody is set"
    bids = f"bids {rules.min_bid} to {rules.max_bid}"
    if rules.doubled_bids:
        bids += ", each also doubled (\"6 for 12\", just above the plain 6)"
    moon = rules.moon
    if moon is not None:
        needs = "every point and every trick" if moon.all_tricks else "every point"
        made = MOON_MADE[moon.made].format(value=moon.value)
        failed = MOON_FAILED[moon.failed].format(value=moon.value)
        bids += f"; {moon.name} above them ({needs}; made it {made}, failed it {failed})"
        if moon.blind_value:
            bids += f"; a blind {moon.name} ({moon.blind_value}) by a player who has not looked"
    steal = STEAL[rules.dealer_steal].format(max_bid=rules.max_bid)
    all_pass = ALL_PASS[rules.all_pass].format(min_bid=rules.min_bid)
    more = ""
    if rules.forced_by_nine:
        more += "; a player holding a nine and another card of its suit may not pass while nobody has bid"
    if rules.look_or_not:
        more += ("; before bidding each player looks at its hand or not, and after the auction every"
                 " player who looked loses a card at random")
        if rules.maker_takes_lost_cards:
            more += ", which the maker takes, discarding as many"
    return f"one round from the dealer's left; {bids}; {steal}; {all_pass}{more}"


def _trump(rules: FamilyRules) -> str:
    order = " ".join(_member(name) for name in rules.trump_order)
    trump = "named by the maker"
    if rules.trump_by is TrumpBy.PITCH:
        trump = "the suit of the maker's first card (the pitch)"
    if rules.sub_trump:
        trump += ", with a sub-trump suit (above plain suits, below trump; followed as its own suit)"
    unranked = ""
    if rules.unranked_jokers:
        unranked = "; the jokers are unranked: they take no trick and follow no suit"
    if rules.double_down_override:
        unranked += " (on a joker led, the other joker may always be played: the Double Down Override)"
    return f"{trump}; trumps high to low: {order}{unranked}"


def _draws(rules: FamilyRules) -> str:
    draws = []
    if rules.discard_before_trump:
        draws.append(f"each player discards {rules.discard_before_trump} before trump is known")
    if rules.discard is not Discard.NONE:
        skips = " (not the maker)" if rules.searcher is Searcher.MAKER else ""
        draws.append(DISCARDS[rules.discard].format(skips=skips, size=rules.play_size))
    if rules.scrap_claims:
        draws.append("each player from the dealer's left may take discarded trumps back out of the scrap")
    if rules.refill:
        draws.append(f"the dealer deals each player back to {rules.play_size} from the stock")
    if rules.searcher is not Searcher.NOBODY:
        who = rules.searcher.name.lower()
        draws.append(f"the {who} takes the rest of the stock and keeps {rules.play_size}")
    if rules.trumps_only:
        draws.append("plain cards are dead: only trumps are played, and a player without trump is out")
    return "; ".join(draws)


def _play(rules: FamilyRules) -> str:
    taker = TAKER[rules.trick_winner]
    play = f"{LEADS[rules.first_lead]}; {FOLLOW[rules.trumping]}; a trick goes to {taker}"
    if rules.capture_low:
        play += ", except that the lowest trump in play takes the trick it falls in"
    if rules.fold:
        play += "; the maker may fold whenever it is to lead"
    return play


def _points(rules: FamilyRules) -> str:
    points = []
    for point in rules.points:
        if point.kind in KIND_TEXT:
            jokers = f", joker {rules.joker_pips}" if rules.joker_pips else ""
            what = KIND_TEXT[point.kind].format(jokers=jokers)
        elif point.member.startswith(("BJ", "LJ", "off")):
            what = _member(point.member)
        else:
            what = _member(point.member) + " of trump"
        to = "its player" if point.receiver is Receiver.PLAYER else "who takes it"
        if point.kind in (PointKind.GAME, PointKind.TENS, PointKind.LAST_TRICK):
            to = "that side"
        claim = ", anyone may claim it" if point.anyone_claims else ""
        points.append(f"{point.name} {score_text(point.value)} ({what}; to {to}{claim})")
    tie = "; a tie for Game scores for nobody"
    if rules.jokers_break_game_ties:
        tie = "; a tie for Game goes to the side with more jokers, else to nobody"
    if not any(point.kind in (PointKind.GAME, PointKind.TENS) for point in rules.points):
        tie = ""
    return f"({score_text(rules.total_points)}, counted in this order): {'; '.join(points)}{tie}"


def _scoring(rules: FamilyRules) -> str:
    others = "always score what they took"
    if rules.defenders_score_only_when_set:
        others = "score only when the maker is set (but points anyone may claim always)"
    scoring = (f"the maker's side scores {MADE[rules.made_bid]} if it made the bid, else"
               f" {SET[rules.set_penalty]}; the others {others}")
    if rules.floor_zero:
        scoring += "; no score goes below 0"
    return scoring


def _game(rules: FamilyRules) -> str:
    win = WIN[rules.win_rule].format(maker=", the maker's first" if rules.maker_counts_first else "")
    if rules.win_by > 1:
        win += f", by at least {rules.win_by}"
    if rules.backdoor is not None:
        win += f"; a score of {rules.backdoor} or less wins too (backdoor)"
    if rules.lose_at is not None:
        win += f"; a side at {rules.lose_at} or less loses"
    return f"to {rules.target}; {win}"


def facts(rules: FamilyRules) -> list[str]:
    """The facts of one ruleset, a line each (Markdown list items)."""
    deck = len(build_deck(rules.jokers, rules.removed_ranks))
    removed = ", ".join(RANK_NAMES[rank] for rank in sorted(rules.removed_ranks))
    jokers = {0: "", 1: ", one joker", 2: ", two jokers"}[rules.jokers]
    detail = f" (52{jokers}{f', without the {removed}' if removed else ''})" if jokers or removed else ""
    lines = [f"- **Deck**: {deck} cards{detail}.", f"- **Players**: {_players(rules)}.",
             f"- **Deal**: {_deal(rules)}.", f"- **Bidding**: {_bidding(rules)}.",
             f"- **Trump**: {_trump(rules)}."]
    draws = _draws(rules)
    if draws:
        lines.append(f"- **Discards and draws**: {draws}.")
    lines += [f"- **Play**: {_play(rules)}.", f"- **Points** {_points(rules)}.",
              f"- **Scoring**: {_scoring(rules)}.", f"- **Game**: {_game(rules)}.",
              f"- **C engine**: {'yes' if rules.c_engine else 'no (the Python engine)'}."]
    return lines


def rewrite(text: str) -> str:
    """``text`` with every facts block rewritten from the registry."""
    by_name = {rules.name: rules for rules in all_variants()}

    def block(match: re.Match[str]) -> str:
        name = match.group(1)
        return f"<!-- facts {name} -->\n" + "\n".join(facts(by_name[name])) + "\n<!-- /facts -->"

    return re.sub(r"<!-- facts ([\w-]+) -->.*?<!-- /facts -->", block, text, flags=re.DOTALL)


def main() -> int:
    text = DOC.read_text(encoding="utf-8")
    updated = rewrite(text)
    if updated != text:
        DOC.write_text(updated, encoding="utf-8")
        print(f"rewrote {DOC}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
