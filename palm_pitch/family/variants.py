"""Every named game of the family as a ruleset, and the registry of them by name.

What it is for: ``docs/variants.md`` describes each game and cites its source; here each is one
:class:`~palm_pitch.family.rules.FamilyRules` value built from a few readable helpers (a trump order
with off-cards and jokers, the ten-point family's scoring cards). ``palm-pitch variants`` lists them;
``palm-pitch play --ruleset NAME`` plays them.

The six Palm rulesets (``palm`` ... ``bid-only``, the switches of :mod:`palm_pitch.rules`) are here
too, built from those switches by :func:`from_palm_ruleset`, and the C engine plays exactly those.

>>> get_variant("ten-point").total_points, get_variant("ten-point").target
(10, 52)
>>> len(variant_names()) >= 35
True
"""

from __future__ import annotations

import dataclasses

from palm_pitch import rules as palm_rules
from palm_pitch.family.rules import (
    HALF,
    PLAIN_TRUMPS,
    AllPass,
    DealerSteal,
    Discard,
    FamilyRules,
    FirstLead,
    MadeBid,
    Moon,
    MoonFailed,
    MoonMade,
    PointKind,
    PointRule,
    Receiver,
    Searcher,
    SetPenalty,
    Teams,
    TrickWinner,
    TrumpBy,
    Trumping,
    WinRule,
    card_point,
    game,
    high,
    low,
    score_text,
)

# ------------------------------------------------------------------------------ building blocks


def trump_order(off: tuple[str, ...] = (), jokers: tuple[str, ...] = (),
                jokers_below: str = "T") -> tuple[str, ...]:
    """The trump members highest first: the trump suit, each off-card (``"J"`` gives the off-jack)
    just below its own rank, and the jokers (``"BJ"``, ``"LJ"``) together just above
    ``jokers_below`` (``"T"``: between the jacks and the ten; ``""``: below everything)."""
    order: list[str] = []
    for rank in PLAIN_TRUMPS:
        if rank == jokers_below:
            order.extend(jokers)
        order.append(rank)
        if rank in off:
            order.append("off" + rank)
    if not jokers_below:
        order.extend(jokers)
    return tuple(order)


OFF_JACK_TRUMPS = trump_order(off=("J",))
JOKER_TRUMPS = trump_order(off=("J",), jokers=("BJ", "LJ"))
"""A K Q J offJ BJ LJ T 9 .. 2: seed 003's ten-point order."""


def ten_point_points(jokers: bool = True, three: bool = True, off_three: bool = False,
                     other_offs: tuple[str, ...] = (), two_kept: bool = True) -> tuple[PointRule, ...]:
    """The ten-point family's scoring cards (seed 003): the ace, jack, off-jack, the jokers, the ten,
    the three (3), the two (kept by its player unless the game is "dirty"), and the off-cards asked
    for (the off-three 3, the others 1 each)."""
    two = Receiver.PLAYER if two_kept else Receiver.CAPTURER
    points = [card_point("High", "A")]
    if "A" in other_offs:
        points.append(card_point("Off-Ace", "offA"))
    points += [card_point("Jack", "J"), card_point("Off-Jack", "offJ")]
    if jokers:
        points += [card_point("Big Joker", "BJ"), card_point("Little Joker", "LJ")]
    points.append(card_point("Ten", "T"))
    if "T" in other_offs:
        points.append(card_point("Off-Ten", "offT"))
    if three:
        points.append(card_point("Three", "3", 3))
    if off_three:
        points.append(card_point("Off-Three", "off3", 3))
    points.append(card_point("Low", "2", receiver=two))
    if "2" in other_offs:
        points.append(card_point("Off-Two", "off2", receiver=two))
    return tuple(points)


def from_palm_ruleset(palm: palm_rules.Ruleset) -> FamilyRules:
    """The family form of one of the Palm game's rulesets (switch for switch), played by the C engine."""
    steal = {palm_rules.DealerSteal.MATCH_ANY: DealerSteal.MATCH_ANY,
             palm_rules.DealerSteal.MATCH_FOUR: DealerSteal.MATCH_TOP,
             palm_rules.DealerSteal.NONE: DealerSteal.NONE}[palm.dealer_steal]
    all_pass = {palm_rules.AllPass.FORCED_DEALER: AllPass.FORCED_DEALER,
                palm_rules.AllPass.REDEAL: AllPass.REDEAL_NEXT,
                palm_rules.AllPass.DEALER_SET_BACK: AllPass.DEALER_SET_BACK}[palm.all_pass]
    smudge_wins = palm.smudge is palm_rules.Smudge.WINS_GAME
    moon = None if palm.smudge is palm_rules.Smudge.OFF else Moon(
        "Smudge", 5, made=MoonMade.WINS_GAME if smudge_wins else MoonMade.SCORES)
    points_taken = palm.made_bid_scores is palm_rules.MadeBidScores.POINTS_TAKEN
    low_receiver = Receiver.CAPTURER if palm.low_to is palm_rules.LowTo.TRICK_WINNER else Receiver.PLAYER
    return FamilyRules(
        name=palm.name, description=palm.description, seed_source="seeds/000, 001 (the Palm game's switches)",
        target=palm.target, dealer_steal=steal, all_pass=all_pass, moon=moon,
        points=(high(), low(low_receiver), card_point("Jack", "J"), game()),
        trumping=Trumping.ANY_TIME if palm.trumping is palm_rules.Trumping.ANY_TIME else Trumping.WHEN_VOID,
        win_rule=WinRule.MADE_BID if palm.win_rule is palm_rules.WinRule.MADE_BID else WinRule.COUNT_OUT,
        made_bid=MadeBid.POINTS_TAKEN if points_taken else MadeBid.BID,
        c_engine=True,
    )


_REGISTRY: dict[str, FamilyRules] = {}


def register(rules: FamilyRules) -> FamilyRules:
    """Add a ruleset under its (unique, lower-case) name."""
    key = rules.name.lower()
    if key in _REGISTRY:
        raise ValueError(f"a ruleset is already registered as {rules.name!r}")
    _REGISTRY[key] = rules
    return rules


def get_variant(name: str) -> FamilyRules:
    """The ruleset of that name (any case); ``KeyError`` naming the choices."""
    try:
        return _REGISTRY[name.lower()]
    except KeyError:
        raise KeyError(f"unknown ruleset {name!r} (see `palm-pitch variants`)") from None


def variant_names() -> tuple[str, ...]:
    """Every registered name, in registration order (the Palm game first)."""
    return tuple(_REGISTRY)


def all_variants() -> tuple[FamilyRules, ...]:
    """Every registered ruleset, in registration order."""
    return tuple(_REGISTRY.values())


def summary_line(rules: FamilyRules) -> str:
    """One line for ``palm-pitch variants``: players, points, target, description."""
    if rules.teams is Teams.FIXED:
        size = rules.players // rules.team_count
        players = f"{rules.players} in {rules.team_count} teams of {size}"
    elif rules.teams is Teams.CALLED:
        players = f"{rules.players}, called partner"
    else:
        players = f"{rules.players} alone"
    return (f"{rules.name:<22} {players:<18} {score_text(rules.total_points):>2} points  to {rules.target:<3}"
            f" {rules.description}")


# --------------------------------------------------------------------------- the Palm game's six

for _palm in palm_rules.all_rulesets():
    register(from_palm_ruleset(_palm))

PALM = get_variant("palm")

# ------------------------------------------------------------------------ seed 002: the classics

AUCTION_PITCH = FamilyRules(
    name="auction-pitch", seed_source="seeds/002 Auction Pitch",
    description="Cutthroat auction pitch: bid 1-4, all pass redeals, the maker counted out first",
    players=4, teams=Teams.NONE, min_bid=1, max_bid=4, moon=None, dealer_steal=DealerSteal.NONE,
    all_pass=AllPass.REDEAL_SAME, points=(high(), low(Receiver.PLAYER), card_point("Jack", "J"), game()),
    target=11, win_rule=WinRule.COUNT_OUT, maker_counts_first=True)
register(AUCTION_PITCH)
register(AUCTION_PITCH.replace(
    name="pitch", seed_source="seeds/002 Pitch without auction",
    description="Pitch without auction: the eldest pitches, everyone scores what it takes",
    auction=False, win_rule=WinRule.COUNT_OUT, maker_counts_first=False))
register(AUCTION_PITCH.replace(
    name="auction-pitch-3", players=3, description="Auction pitch for three players"))
register(AUCTION_PITCH.replace(
    name="joker-pitch", seed_source="seeds/002 Off-Jack, Jokers and odd trumps",
    description="Auction pitch with a joker as the lowest trump and a point of its own",
    jokers=1, trump_order=trump_order(jokers=("BJ",), jokers_below=""),
    points=(high(), low(Receiver.PLAYER), card_point("Jack", "J"), card_point("Joker", "BJ"), game())))
register(AUCTION_PITCH.replace(
    name="reverse-pitch", seed_source="seeds/002 Reverse Pitch",
    description="Auction pitch where the lowest card takes each trick", trick_winner=TrickWinner.LOWEST))
register(AUCTION_PITCH.replace(
    name="backdoor", seed_source="seeds/002 Backdoor Win",
    description="Auction pitch where a score of -11 or lower wins too", backdoor=-11))
register(PALM.replace(
    name="partnership-pitch", seed_source="seeds/002 Partnership Pitch", c_engine=False,
    description="Partnership pitch by the book: bid 2-4, shoot the moon for 5, anyone wins by count-out",
    moon=Moon("Shoot the Moon", 5), dealer_steal=DealerSteal.NONE, win_rule=WinRule.COUNT_OUT))
register(PALM.replace(
    name="partnership-pitch-3x2", players=6, team_count=3, c_engine=False,
    seed_source="seeds/002 Partnership Pitch (three teams of two)",
    description="Six players in three teams of two, Palm rules"))
register(PALM.replace(
    name="partnership-pitch-2x3", players=6, team_count=2, c_engine=False,
    seed_source="seeds/002 Partnership Pitch (two teams of three)",
    description="Six players in two teams of three, Palm rules"))
register(PALM.replace(
    name="capture-low", seed_source="seeds/002 Capture Low", c_engine=False,
    description="Palm rules, but the lowest trump in play takes the trick it falls in", capture_low=True))
register(PALM.replace(
    name="barn", seed_source="seeds/002 Barn Pitch", c_engine=False, trump_by=TrumpBy.NAMED,
    description="Trump named, then broken: the maker leads another suit; trump only when void until broken",
    first_lead=FirstLead.MAKER_NOT_TRUMP))
register(PALM.replace(
    name="abacos", seed_source="seeds/002 Abacos Pitch", c_engine=False, look_or_not=True,
    description="Look or bid blind: who looked loses a card at random after the auction"))
register(PALM.replace(
    name="man-o-war", seed_source="seeds/002 Man-O-War Pitch", c_engine=False, look_or_not=True,
    maker_takes_lost_cards=True,
    description="Abacos, but the maker takes the lost cards and discards as many"))
register(FamilyRules(
    name="contway", seed_source="seeds/002 Contway 6-point",
    description="Six points with off-jack and joker; toss any cards and redraw; the maker may fold",
    jokers=1, trump_order=trump_order(off=("J",), jokers=("BJ",)),
    points=(high(), low(Receiver.PLAYER), card_point("Jack", "J"), card_point("Off-Jack", "offJ"),
            card_point("Joker", "BJ"), game()),
    jokers_break_game_ties=True, moon=None, max_bid=6, dealer_steal=DealerSteal.NONE,
    all_pass=AllPass.DEALER_STUCK, trump_by=TrumpBy.NAMED, discard=Discard.CHOSEN_ANY, refill=True,
    first_lead=FirstLead.MAKER_TRUMP, fold=True, floor_zero=True, target=11, win_rule=WinRule.MAKER_FIRST))
register(get_variant("contway").replace(
    name="contway-3", players=3, teams=Teams.NONE, description="Contway 6-point for three, no teams"))

# ------------------------------------------------------------------------------- seed 004: Setback

SETBACK = FamilyRules(
    name="setback", seed_source="seeds/004 Setback",
    description="Setback: four alone, bid 2-4, dealer forced at 2, strict follow suit, 11 points",
    players=4, teams=Teams.NONE, moon=None, dealer_steal=DealerSteal.NONE, all_pass=AllPass.DEALER_STUCK,
    trumping=Trumping.WHEN_VOID, target=11, win_rule=WinRule.MAKER_FIRST)
register(SETBACK)
register(SETBACK.replace(name="setback-15", target=15, description="Setback to 15"))
register(SETBACK.replace(name="setback-21", target=21, description="Setback to 21"))
register(SETBACK.replace(
    name="setback-trump-any-time", trumping=Trumping.ANY_TIME, dealer_steal=DealerSteal.MATCH_ANY,
    description="Setback where trump may be played at any time and the dealer may take the bid"))
register(SETBACK.replace(
    name="setback-jick", trump_order=OFF_JACK_TRUMPS,
    points=(high(), low(), card_point("Jack", "J"), card_point("Jick", "offJ"), game()), max_bid=5,
    description="Setback with the jick: the off-jack is a trump below the jack and a fifth point"))
register(SETBACK.replace(
    name="setback-jokers", jokers=2, trump_order=JOKER_TRUMPS, joker_pips=1, max_bid=7,
    points=(high(), card_point("Jack", "J"), card_point("Off-Jack", "offJ"), card_point("Joker", "BJ"),
            card_point("Off-Joker", "LJ"), low(), game()),
    description="Setback with two jokers and the off-jack: seven points, jokers count 1 for Game"))
register(SETBACK.replace(
    name="setback-widow", widow=6, widow_to_maker=True,
    description="Setback with a widow: the maker takes six more cards and discards six"))
register(SETBACK.replace(
    name="setback-draw", trump_by=TrumpBy.NAMED, discard=Discard.UP_TO_FOUR, refill=True,
    description="Setback with a draw: trump named, then each discards up to four and draws back to six"))
register(SETBACK.replace(
    name="setback-coke", coke_redeal=True,
    description="Setback where a hand of only threes to nines is redealt"))
register(SETBACK.replace(
    name="setback-2", players=2, removed_ranks=frozenset({3, 4, 5}),
    description="Setback for two without the threes, fours and fives"))
register(SETBACK.replace(name="setback-3", players=3, description="Setback for three"))
register(SETBACK.replace(name="setback-5", players=5, description="Setback for five"))
register(SETBACK.replace(
    name="setback-8", players=8, removed_ranks=frozenset({3}),
    description="Setback for eight without the threes"))
register(SETBACK.replace(
    name="setback-4x2", players=8, teams=Teams.FIXED, team_count=2, removed_ranks=frozenset({3}),
    description="Setback for eight in two teams of four"))
register(SETBACK.replace(
    name="setback-nine-card", hand_size=9, trump_by=TrumpBy.NAMED, discard=Discard.NON_TRUMPS, refill=True,
    searcher=Searcher.DEALER,
    description="Nine cards, trump named, non-trumps out, back to six; the dealer picks from the stock"))
register(SETBACK.replace(
    name="six-and-a-half", hand_size=9, discard_before_trump=3, seed_source="seeds/004 Six and a half",
    description="Nine cards each, three discarded before trump is pitched, no draw"))

# ------------------------------------------------------------------- seed 003: ten-point pitch

TEN_POINT_MOON = Moon("Shoot the Moon", 10, all_tricks=False, made=MoonMade.TO_TARGET,
                      failed=MoonFailed.LOSES_GAME)
"""Seed 003's moon: every point; made, the score goes to the target (to 0 from below 0); failed,
the game is lost."""

SEVEN_POINTS = (high(), low(), card_point("Jack", "J"), card_point("Off-Jack", "offJ"),
                card_point("Big Joker", "BJ"), card_point("Little Joker", "LJ"), game())
"""High, Low, Jack, Off-Jack, the two jokers and Game (Cell, Seven Point)."""

TEN_POINT = FamilyRules(
    name="ten-point", seed_source="seeds/003 Pitch (10-point)",
    description="Ten-point pitch: nine cards, trumps only, the two kept by its player, 52 points",
    jokers=2, trump_order=JOKER_TRUMPS, points=ten_point_points(), hand_size=9, min_bid=4, max_bid=10,
    moon=TEN_POINT_MOON, dealer_steal=DealerSteal.NONE, all_pass=AllPass.DEALER_STUCK, trump_by=TrumpBy.NAMED,
    discard=Discard.NON_TRUMPS, refill=True, searcher=Searcher.MAKER, trumps_only=True,
    first_lead=FirstLead.MAKER_TRUMP, target=52, win_rule=WinRule.MAKER_FIRST)
register(TEN_POINT)
for _name, _points, _text in (
    ("five-point", ten_point_points(jokers=False, three=False), "jokers and three count nothing"),
    ("seven-point-ten", ten_point_points(three=False), "the three counts nothing"),
    ("eight-point", ten_point_points(jokers=False), "the jokers count nothing"),
    ("thirteen-point", ten_point_points(off_three=True), "the off-three is a trump worth 3"),
    ("eleven-point", ten_point_points(jokers=False, off_three=True), "off-three worth 3, jokers nothing"),
    ("sixteen-point", ten_point_points(off_three=True, other_offs=("A", "T", "2")), "every off-card a point"),
    ("fifteen-point", ten_point_points(off_three=True, other_offs=("A", "T")),
     "every off-card but the off-two"),
    ("fourteen-point", ten_point_points(jokers=False, off_three=True, other_offs=("A", "T", "2")),
     "every off-card, no jokers"),
):
    _total = int(sum(point.value for point in _points))
    _offs = tuple(point.member[3:] for point in _points if point.member.startswith("off"))
    register(TEN_POINT.replace(
        name=_name, points=_points, max_bid=_total, min_bid=max(2, _total * 2 // 5),
        moon=dataclasses.replace(TEN_POINT_MOON, value=_total),
        trump_order=trump_order(off=("J", *_offs), jokers=("BJ", "LJ")),
        seed_source=f"seeds/003 {_total} Point", description=f"{_total}-point pitch: {_text}"))
register(TEN_POINT.replace(
    name="dirty", points=ten_point_points(two_kept=False), seed_source='seeds/003 "Dirty"',
    description="Ten-point pitch where the two must be carried like any other card"))
register(TEN_POINT.replace(
    name="reverse-hierarchy", trick_winner=TrickWinner.LOWEST, seed_source="seeds/003 Reverse Hierarchy",
    description="Ten-point pitch with the ranks upside down: the two takes everything"))
FIVE_HANDED = TEN_POINT.replace(
    name="ten-point-five-handed", players=5, teams=Teams.CALLED, called_partner=True, hand_size=10, widow=4,
    moon=dataclasses.replace(TEN_POINT_MOON, failed=MoonFailed.SET_BACK),
    blind_to_maker_after_trump=True, refill=False, searcher=Searcher.NOBODY,
    seed_source="seeds/003 Five-Handed",
    description="Five alone, ten cards and a blind of four; the maker calls a card for a partner")
register(FIVE_HANDED)
register(FIVE_HANDED.replace(
    name="ten-point-five-no-blind", widow=0, blind_to_maker_after_trump=False,
    description="Five-handed ten-point with no blind (the four cards left over stay out)"))

# ------------------------------------------------------------------ seed 002: the ten-point kin

OKLAHOMA = TEN_POINT.replace(
    name="oklahoma", seed_source="seeds/002 Oklahoma Ten-Point", hand_size=6, min_bid=1, max_bid=9,
    moon=Moon("Shoot the Moon", 10, all_tricks=False), doubled_bids=True, searcher=Searcher.NOBODY,
    first_lead=FirstLead.MAKER_ANY, target=52,
    description="Six cards, bid 1-9 or '6 for 12' doubled, moon at 10; non-trumps out and redrawn")
register(OKLAHOMA)
CAMPBELL = TEN_POINT.replace(
    name="campbell", seed_source="seeds/002 Campbell Ten-Point", min_bid=5, max_bid=9,
    moon=Moon("Shoot the Moon", 10, all_tricks=False), doubled_bids=True, target=32,
    description="Nine cards, bid 5 up or doubled, the maker takes the widow; 32 wins, the maker first")
register(CAMPBELL)
register(CAMPBELL.replace(
    name="campbell-eleven", seed_source="seeds/002 Campbell Eleven-Point", target=51, max_bid=10,
    trump_order=trump_order(off=("A", "J"), jokers=("BJ", "LJ")),
    points=ten_point_points(other_offs=("A",)), moon=Moon("Shoot the Moon", 11, all_tricks=False),
    description="Campbell with the off-ace, a trump below the ace and a point; 51 wins"))
register(OKLAHOMA.replace(
    name="razzle-dazzle", seed_source="seeds/002 Razzle-Dazzle", players=5, teams=Teams.CALLED,
    called_partner=True, refill=False, searcher=Searcher.MAKER, doubled_bids=False,
    description="Oklahoma for five: the maker takes the deck and calls a partner; no redraw"))
register(OKLAHOMA.replace(
    name="wahoo", seed_source="seeds/002 Wahoo Ten-Point", min_bid=5, max_bid=9, doubled_bids=False,
    discard=Discard.NONE, refill=False, searcher=Searcher.MAKER, trumps_only=False,
    description="Bid 5 up (the dealer stuck with 5), moon 10; the maker takes the deck, others keep six"))
register(FamilyRules(
    name="susqy-river", seed_source="seeds/002 Susqy River Ten-Point",
    description="Seven cards, Five of trump worth 5, low to its capturer, last trick; 50 wins",
    players=4, teams=Teams.NONE, hand_size=7, play_size=7, min_bid=2, max_bid=10, moon=None,
    dealer_steal=DealerSteal.NONE, all_pass=AllPass.FORCED_DEALER, trump_by=TrumpBy.NAMED,
    discard=Discard.NON_TRUMPS, refill=True,
    points=(high(), low(), card_point("Jack", "J"), game(), card_point("Five", "5", 5),
            PointRule("Last trick", PointKind.LAST_TRICK)),
    target=50, win_rule=WinRule.MAKER_FIRST))

# ------------------------------------------------------------------ seed 002: other point forms

register(PALM.replace(
    name="roadhouse", seed_source="seeds/002 Roadhouse Pitch", c_engine=False, teams=Teams.NONE,
    description="Alone, bid 2-4 or the moon for 15, strict follow suit, 15 to win by two",
    moon=Moon("Shoot the Moon", 15), dealer_steal=DealerSteal.NONE, trumping=Trumping.WHEN_VOID,
    target=15, win_rule=WinRule.MAKER_FIRST, win_by=2))
CELL = FamilyRules(
    name="cell", seed_source="seeds/002 Cell Pitch",
    description="Kentucky seven-point: off-jack and two jokers, bid 3-7, non-trumps out and redrawn, 21",
    jokers=2, trump_order=JOKER_TRUMPS,
    points=SEVEN_POINTS, min_bid=3, max_bid=7, moon=None, dealer_steal=DealerSteal.NONE,
    trump_by=TrumpBy.NAMED,
    discard=Discard.NON_TRUMPS, refill=True, target=21, win_rule=WinRule.MAKER_FIRST)
register(CELL)
register(CELL.replace(
    name="missouri-seven", removed_ranks=frozenset({2, 3, 4, 5, 6}), widow=10, discard=Discard.NONE,
    refill=False,
    seed_source="seeds/002 Cell Pitch (Southeast Missouri)",
    description="Seven-point with a 34-card deck (no twos to sixes) and a blind of ten; no discards"))
register(FamilyRules(
    name="maryland-jack", seed_source="seeds/002 Maryland Jack",
    description="Alone, bid 2-4: the maker scores its bid (+1 if exact); others score only on a set",
    players=4, teams=Teams.NONE, trump_order=OFF_JACK_TRUMPS, moon=None, dealer_steal=DealerSteal.NONE,
    points=(high(), low(), card_point("Jack", "J"), card_point("Off-Jack", "offJ", anyone_claims=True)),
    made_bid=MadeBid.BID_BONUS_IF_EXACT, defenders_score_only_when_set=True, trumping=Trumping.WHEN_VOID,
    target=11, win_rule=WinRule.MAKER_FIRST))
register(get_variant("maryland-jack").replace(
    name="maryland-jack-tens", description="Maryland Jack with a Game point for the most tens",
    points=(*get_variant("maryland-jack").points, game(PointKind.TENS, anyone_claims=True))))
register(TEN_POINT.replace(
    name="high-five", seed_source="seeds/002 High Five",
    description="Nine cards; the Five and Off-Five of trump 5 each, 17 points; bid 6-17; 52",
    trump_order=trump_order(off=("J", "5"), jokers=("BJ", "LJ")),
    points=(*SEVEN_POINTS[:-1], card_point("Ten", "T"), card_point("Five", "5", 5),
            card_point("Off-Five", "off5", 5)),
    min_bid=6, max_bid=16, moon=Moon("Shoot the Moon", 17, all_tricks=False), trumps_only=True))
register(TEN_POINT.replace(
    name="seven-point", seed_source="seeds/002 Seven Point",
    description="Eastern Nebraska: High, Low, Jack, Off-Jack, two Jokers, Game; jokers break Game ties",
    points=SEVEN_POINTS, jokers_break_game_ties=True, min_bid=3, max_bid=7,
    moon=Moon("Shoot the Moon", 7, all_tricks=False),
    trumps_only=False, target=21))
register(PALM.replace(
    name="partnership-draw", seed_source="seeds/002 Partnership Draw Pitch", c_engine=False,
    description="New Yorker: trump named, non-trumps discarded at will and redrawn; 15 wins",
    trump_by=TrumpBy.NAMED, discard=Discard.CHOSEN_NON_TRUMPS, refill=True, moon=Moon("Shoot the Moon", 5),
    target=15, win_rule=WinRule.MAKER_FIRST))

NINE_FIVE = FamilyRules(
    name="nine-five", seed_source="seeds/002 Nine-Five; seeds/004 Nines and Fives",
    description="Partners, nine cards; the Nine and Five of trump count 9 and 5; bid 9-18, Smudge 19; 100",
    points=(high(), low(), card_point("Jack", "J"), game(), card_point("Nine", "9", 9),
            card_point("Five", "5", 5)),
    hand_size=9, min_bid=9, max_bid=18, moon=Moon("Smudge", 19), dealer_steal=DealerSteal.NONE,
    all_pass=AllPass.FORCED_DEALER, forced_by_nine=True, trump_by=TrumpBy.NAMED, discard=Discard.NON_TRUMPS,
    refill=True, searcher=Searcher.DEALER, target=100, win_rule=WinRule.MADE_BID, lose_at=-100)
register(NINE_FIVE)
register(NINE_FIVE.replace(
    name="nine-five-hotshot", max_bid=17,
    moon=Moon("Hotshot", 18, made=MoonMade.WINS_GAME, failed=MoonFailed.LOSES_GAME),
    description="Nine-Five where 18 is hotshot: all 18 points win the game, failing loses it"))
register(NINE_FIVE.replace(
    name="nine-five-regional", seed_source="seeds/002 Nine_Five Regional (Northwest Connecticut)",
    first_lead=FirstLead.LEFT_OF_MAKER, all_pass=AllPass.REDEAL_NEXT, discard=Discard.CHOSEN_ANY,
    scrap_claims=True,
    searcher=Searcher.NOBODY, win_rule=WinRule.MAKER_FIRST, lose_at=None,
    description="Northwest Connecticut: left of the maker leads, all pass redeals, discard at will,"
    " trumps claimed from the scrap"))
register(NINE_FIVE.replace(
    name="nine-five-blind", look_or_not=True, moon=Moon("Smudge", 19, blind_value=20),
    description="Nine-Five with the blind smudge (20), bid before looking; lookers lose a card"))
register(FamilyRules(
    name="juniper", seed_source="seeds/002 Juniper Pitch",
    description="Nine players in three teams of three, all 54 cards; a set team falls to -1",
    players=9, team_count=3, jokers=2, trump_order=JOKER_TRUMPS,
    points=(high(), card_point("Jack", "J"), card_point("Big Joker", "BJ", HALF),
            card_point("Little Joker", "LJ", HALF), low(), game()),
    min_bid=1, max_bid=5, moon=None, dealer_steal=DealerSteal.NONE, set_penalty=SetPenalty.TO_MINUS_ONE,
    target=21, win_rule=WinRule.MAKER_FIRST))
register(FamilyRules(
    name="two-trump", seed_source="seeds/002 Two-Trump",
    description="Alone, 54 cards: trump and sub-trump named, unranked jokers, nine points, 26",
    players=5, teams=Teams.NONE, jokers=2, trump_order=PLAIN_TRUMPS, unranked_jokers=True, sub_trump=True,
    points=(high(), low(), card_point("Jack", "J"), PointRule("Sub-High", PointKind.SUB_HIGH),
            PointRule("Sub-Low", PointKind.SUB_LOW), PointRule("Sub-Jack", PointKind.SUB_JACK),
            card_point("Big Joker", "BJ"), card_point("Little Joker", "LJ"), game()),
    min_bid=3, max_bid=9, moon=None, dealer_steal=DealerSteal.NONE, trump_by=TrumpBy.NAMED,
    target=26, win_rule=WinRule.MAKER_FIRST))
register(get_variant("two-trump").replace(
    name="two-trump-double-down", double_down_override=True,
    seed_source="seeds/002 Two-Trump (the Double Down Override)",
    description="Two-Trump where a joker may always follow the other joker's lead"))
