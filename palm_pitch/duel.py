"""Duplicate matches between two computer players, and the figures that judge them.

What it is for: ``palm-pitch duel A B`` and ``benchmarks/players.py`` measure one player against
another. Player A and player B are each a partnership (A in two opposite seats, B in the other two).
Every game seed is played twice with the seats swapped: the same deals, in the same order, come to
A's seats in one game and to B's in the other (duplicate deals), so the luck of the cards cancels
out and what is left is the players' skill. :func:`run_duel` plays the games; :func:`report` turns
the figures into the lines the command prints.

The figures, per player (its two seats over all its games):

- games won, with a 95% interval (Wilson's score interval over the games: conservative here, as
  the two games of a deal are negatively correlated); points per hand (the hand scores of its team,
  a set counting minus the bid) for and against;
- as pitcher: hands pitched, made and set; made by bid (2, 3, 4, Smudge), by the highest trump the
  pitcher held (ace, king, queen, jack, ten or lower), for forced bids (the dealer after three
  passes) and for steals (the dealer matching the high bid), and of those the steals from the
  dealer's own partner (who then does not play the contract it bid);
- blunders, judged after the hand with every card known:

  * *Low thrown*: a player plays the card that turns out to be Low into a trick its opponents win,
    while holding a higher trump without game points (3..9 of trump);
  * *point thrown*: a player not leading plays a ten or the jack of trump that does not beat the
    card then winning, into a trick its opponents win, while it could play a card of rank 2..9 that
    is not the hand's Low;
  * *partner overtrumped*: a player beats its partner's winning card with a trump (not the Low, the
    jack or the ten of trump, which it may mean to score) although no opponent still to play could
    beat the partner's card and it had a legal card that would not;
  * *4 or Smudge without the ace*: a bid of 4 or Smudge won by a pitcher not holding the ace of the
    suit it pitched.
- with a clock, the time of each decision that had a choice (more than one legal action), bids and
  plays apart: count, median, 95th percentile, slowest.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from palm_pitch.actions import Action, Bid
from palm_pitch.cards import CARDS, SUIT_MASKS, Card
from palm_pitch.match import play_game
from palm_pitch.players.base import Player
from palm_pitch.rng import Rng
from palm_pitch.rules import PALM, Ruleset, Trumping
from palm_pitch.scoring import HandResult
from palm_pitch.views import PlayerView

TOP_TRUMPS = ("ace", "king", "queen", "jack", "ten or lower")
"""The rows of "made by the pitcher's highest trump"."""
BID_ROWS = (Bid.TWO, Bid.THREE, Bid.FOUR, Bid.SMUDGE)


@dataclass
class Tally:
    """How many, and how many of those succeeded."""

    count: int = 0
    made: int = 0

    def add(self, made: bool) -> None:
        self.count += 1
        self.made += made

    @property
    def rate(self) -> float:
        return self.made / self.count if self.count else 0.0


@dataclass
class Blunders:
    """The blunder counters of one player (see the module docstring)."""

    low_thrown: int = 0
    point_thrown: int = 0
    partner_overtrumped: int = 0
    top_bid_without_ace: int = 0


@dataclass
class SideStats:
    """Everything measured for one player of a duel (over both seatings)."""

    name: str
    games: int = 0
    wins: int = 0
    hands: int = 0
    points_for: int = 0
    points_against: int = 0
    pitched: Tally = field(default_factory=Tally)
    by_bid: dict[int, Tally] = field(default_factory=lambda: {int(bid): Tally() for bid in BID_ROWS})
    by_top: dict[str, Tally] = field(default_factory=lambda: {name: Tally() for name in TOP_TRUMPS})
    forced: Tally = field(default_factory=Tally)
    steals: Tally = field(default_factory=Tally)
    partner_steals: Tally = field(default_factory=Tally)
    blunders: Blunders = field(default_factory=Blunders)
    taken: list[list[int]] = field(default_factory=lambda: [[0] * 5, [0] * 5])
    """Pitching (row 0) and defending (row 1): hands, then how many of them it took High, Low, the
    Jack (when dealt) and Game."""
    jacks: list[int] = field(default_factory=lambda: [0, 0])
    """Pitching and defending: hands in which the jack of trump was dealt."""
    bid_times: list[float] = field(default_factory=list)
    play_times: list[float] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class Duel:
    """The result of :func:`run_duel`: the two players' figures and each deal's pair of games."""

    a: SideStats
    b: SideStats
    ruleset: Ruleset
    seed: int
    pairs: list[tuple[int, int]] = field(default_factory=list)
    """Per deal seed, A's wins in its two games (0, 1 or 2) and the games finished (normally 2)."""
    unfinished: int = 0

    @property
    def games(self) -> int:
        return self.a.games


def wilson(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson's score interval for a proportion (95% by default), as fractions."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * ((p * (1 - p) / trials + z * z / (4 * trials * trials)) ** 0.5) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


class _Timed:
    """A player whose decisions with a choice are timed with ``clock`` into two lists."""

    def __init__(self, player: Player, clock: Callable[[], float], bids: list[float],
                 plays: list[float]) -> None:
        self.name = player.name
        self._player = player
        self._clock = clock
        self._bids = bids
        self._plays = plays

    def choose(self, view: PlayerView, rng: Rng) -> Action:
        clock = self._clock
        started = clock()
        action = self._player.choose(view, rng)
        took = clock() - started
        if len(view.legal_actions()) > 1:
            (self._bids if isinstance(action, Bid) else self._plays).append(took)
        return action


def run_duel(
    a: Player,
    b: Player,
    deals: int,
    seed: int = 0,
    ruleset: Ruleset = PALM,
    max_hands: int = 200,
    clock: Callable[[], float] | None = None,
    progress: Callable[[Duel], None] | None = None,
) -> Duel:
    """Play ``deals`` game seeds (``seed``, ``seed + 1``, ...) twice each, A first in seats South and
    North, then in West and East, and gather the figures. ``progress`` is called after each game."""
    duel = Duel(SideStats(a.name), SideStats(b.name), ruleset, seed)
    players: tuple[Player, Player] = (a, b)
    if clock is not None:
        players = (_Timed(a, clock, duel.a.bid_times, duel.a.play_times),
                   _Timed(b, clock, duel.b.bid_times, duel.b.play_times))
    for number in range(deals):
        game_seed = (seed + number) & 0xFFFFFFFF
        wins = finished = 0
        for a_team in (0, 1):
            first, second = players if a_team == 0 else players[::-1]
            outcome = play_game([first, second, first, second], seed=game_seed, ruleset=ruleset,
                                max_hands=max_hands)
            sides = (duel.a, duel.b) if a_team == 0 else (duel.b, duel.a)  # by team
            for side in sides:
                side.games += 1
            if outcome.winner is None:
                duel.unfinished += 1
            else:
                finished += 1
                sides[outcome.winner].wins += 1
                wins += outcome.winner == a_team
            for result in outcome.results:
                _count_hand(result, ruleset, sides)
            if progress is not None:
                progress(duel)
        duel.pairs.append((wins, finished))
    return duel


def _count_hand(result: HandResult, ruleset: Ruleset, sides: Sequence[SideStats]) -> None:
    for team in (0, 1):
        sides[team].hands += 1
        sides[team].points_for += result.hand_score[team]
        sides[team].points_against += result.hand_score[1 - team]
    pitcher, bid, trump = result.pitcher, result.bid, result.trump
    if pitcher is None or bid is None or trump is None:
        return
    for team in (0, 1):
        role = 0 if team == pitcher & 1 else 1
        row = sides[team].taken[role]
        row[0] += 1
        row[1] += result.high == team
        row[2] += result.low == team
        row[3] += result.jack == team
        row[4] += result.game == team
        sides[team].jacks[role] += result.jack is not None
    side = sides[pitcher & 1]
    made = bool(result.made)
    side.pitched.add(made)
    side.by_bid[int(bid)].add(made)
    dealt = dealt_hands(result)
    trumps = dealt[pitcher] & SUIT_MASKS[trump]
    top = (trumps.bit_length() - 1) % 13 + 2
    side.by_top[TOP_TRUMPS[min(14 - top, 4)]].add(made)
    if all(earlier == Bid.PASS for earlier in result.bids[:3]):
        side.forced.add(made)
    elif pitcher == result.dealer and bid == max(result.bids[:3]):
        side.steals.add(made)
        if result.bids.index(bid) == 1:  # the first to bid it sits opposite the dealer
            side.partner_steals.add(made)
    if bid >= Bid.FOUR and top != 14:
        side.blunders.top_bid_without_ace += 1
    for seat, counts in enumerate(hand_blunders(result, ruleset)):
        blunders = sides[seat & 1].blunders
        blunders.low_thrown += counts[0]
        blunders.point_thrown += counts[1]
        blunders.partner_overtrumped += counts[2]


def dealt_hands(result: HandResult) -> list[int]:
    """The four hands as dealt (bitmasks by seat): every card dealt is played in the six tricks."""
    hands = [0, 0, 0, 0]
    for trick in result.tricks:
        for position, card in enumerate(trick.cards):
            hands[(trick.leader + position) & 3] |= card.bit
    return hands


def _beats(card: Card, best: Card, trump: int) -> bool:
    if card.suit == best.suit:
        return card.index > best.index
    return card.suit == trump


def _legal(hand: int, led: int | None, trump: int, ruleset: Ruleset) -> int:
    if led is None:
        return hand
    follow = hand & SUIT_MASKS[led]
    if not follow:
        return hand
    return follow | hand & SUIT_MASKS[trump] if ruleset.trumping == Trumping.ANY_TIME else follow


def hand_blunders(result: HandResult, ruleset: Ruleset) -> list[tuple[int, int, int]]:
    """Per seat, ``(low thrown, point thrown, partner overtrumped)`` in a played hand (the module
    docstring defines them)."""
    trump = result.trump
    counts = [[0, 0, 0] for _ in range(4)]
    if trump is None or result.low_card is None:
        return [(0, 0, 0)] * 4
    hands = dealt_hands(result)
    t_mask = SUIT_MASKS[trump]
    low = result.low_card
    jack_bit = 1 << (13 * trump + 9)
    ten_bit = 1 << (13 * trump + 8)
    # Trumps above the Low without game points (3..9); ranks 2..9 of every suit have no game points.
    zero_point_above_low = t_mask & ~((2 << low.index) - 1) & ~(((1 << 5) - 1) << (13 * trump + 8))
    zero_point = 0
    for suit in range(4):
        zero_point |= 0xFF << (13 * suit)
    zero_point &= ~low.bit
    for trick in result.tricks:
        assert trick.winner is not None
        winning_team = trick.winner & 1
        led = trick.cards[0].suit
        best, best_seat = trick.cards[0], trick.leader
        hands[trick.leader] ^= best.bit
        for position in range(1, 4):
            seat = (trick.leader + position) & 3
            card = trick.cards[position]
            hand = hands[seat]
            legal = _legal(hand, led, trump, ruleset)
            team = seat & 1
            lost = winning_team != team
            if lost and card is low and hand & zero_point_above_low:
                counts[seat][0] += 1
            if (lost and (card.rank == 10 or card.bit == jack_bit) and not _beats(card, best, trump)
                    and legal & zero_point):
                counts[seat][1] += 1
            if (best_seat == (seat + 2) & 3 and card.suit == trump and _beats(card, best, trump)
                    and card is not low and not card.bit & (jack_bit | ten_bit)):
                sure = True
                for later in range(position + 1, 4):
                    other = (trick.leader + later) & 3
                    mask = _legal(hands[other], led, trump, ruleset)
                    while mask and sure:
                        bit = mask & -mask
                        if _beats(_card(bit), best, trump):
                            sure = False
                        mask ^= bit
                alternative = False
                mask = legal
                while mask:
                    bit = mask & -mask
                    if not _beats(_card(bit), best, trump):
                        alternative = True
                    mask ^= bit
                if sure and alternative:
                    counts[seat][2] += 1
            if _beats(card, best, trump):
                best, best_seat = card, seat
            hands[seat] ^= card.bit
    return [(c[0], c[1], c[2]) for c in counts]


def _card(bit: int) -> Card:
    return CARDS[bit.bit_length() - 1]


# ------------------------------------------------------------------------------------------ report


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _times(values: list[float]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    median = ordered[len(ordered) // 2]
    return (f"{len(values)} decisions, median {_ms(median)}, p95 {_ms(_percentile(values, 0.95))},"
            f" slowest {_ms(ordered[-1])}")


def _ms(seconds: float) -> str:
    return f"{1000 * seconds:.1f} ms" if seconds >= 0.001 else f"{1e6 * seconds:.0f} us"


def _rate(tally: Tally) -> str:
    if not tally.count:
        return "-"
    return f"{tally.made}/{tally.count} {100 * tally.rate:.0f}%"


def report(duel: Duel) -> list[str]:
    """The duel's figures as text lines (what ``palm-pitch duel`` prints)."""
    a, b = duel.a, duel.b
    name_a, name_b = a.name, b.name
    if name_a == name_b:
        name_a, name_b = f"{name_a} (A)", f"{name_b} (B)"
    deals = len(duel.pairs)
    lines = [f"duel {name_a} vs {name_b}: {a.games} games, {deals} deal seeds"
             f" {duel.seed}..{duel.seed + deals - 1} each played from both sides;"
             f" ruleset {duel.ruleset.name}"]
    for side, name in ((a, name_a), (b, name_b)):
        low, high = wilson(side.wins, side.games)
        lines.append(f"  {name}: won {side.wins} of {side.games} games ({100 * side.win_rate:.1f}%,"
                     f" 95% interval {100 * low:.1f}-{100 * high:.1f}%)")
    if duel.unfinished:
        lines.append(f"  unfinished games: {duel.unfinished}")
    split = sum(1 for wins, finished in duel.pairs if finished == 2 and wins == 1)
    lines.append(f"  deals won both times: {name_a} {sum(1 for w, _ in duel.pairs if w == 2)},"
                 f" {name_b} {sum(1 for w, f in duel.pairs if f == 2 and w == 0)}; split {split}")
    width = max(22, len(name_a) + 2, len(name_b) + 2)
    lines.append("")
    lines.append(f"  {'':<30}{name_a:>{width}}{name_b:>{width}}")

    def row(label: str, left: str, right: str) -> None:
        lines.append(f"  {label:<30}{left:>{width}}{right:>{width}}")

    def per_hand(side: SideStats) -> str:
        if not side.hands:
            return "-"
        return f"{side.points_for / side.hands:+.2f} / {side.points_against / side.hands:+.2f}"

    row("hands", str(a.hands), str(b.hands))
    row("points per hand (for/against)", per_hand(a), per_hand(b))
    row("hands pitched, made", _rate(a.pitched), _rate(b.pitched))
    row("set", f"{a.pitched.count - a.pitched.made}", f"{b.pitched.count - b.pitched.made}")
    for bid in BID_ROWS:
        row(f"  bid {bid.label} made", _rate(a.by_bid[bid]), _rate(b.by_bid[bid]))
    for top in TOP_TRUMPS:
        row(f"  top trump {top}, made", _rate(a.by_top[top]), _rate(b.by_top[top]))
    row("  forced dealer bids, made", _rate(a.forced), _rate(b.forced))
    row("  steals, made", _rate(a.steals), _rate(b.steals))
    row("    from the partner, made", _rate(a.partner_steals), _rate(b.partner_steals))
    def taken(side: SideStats, role: int) -> str:
        row = side.taken[role]
        if not row[0]:
            return "-"
        shares = (row[1] / row[0], row[2] / row[0], row[3] / max(1, side.jacks[role]), row[4] / row[0])
        return " ".join(f"{100 * share:.0f}" for share in shares)

    row("H/L/J/G % taken pitching", taken(a, 0), taken(b, 0))
    row("H/L/J/G % taken defending", taken(a, 1), taken(b, 1))
    row("Low thrown", str(a.blunders.low_thrown), str(b.blunders.low_thrown))
    row("ten or jack thrown", str(a.blunders.point_thrown), str(b.blunders.point_thrown))
    row("partner overtrumped", str(a.blunders.partner_overtrumped), str(b.blunders.partner_overtrumped))
    row("4 or Smudge without the ace", str(a.blunders.top_bid_without_ace),
        str(b.blunders.top_bid_without_ace))
    for side, name in ((a, name_a), (b, name_b)):
        if side.bid_times or side.play_times:
            lines.append(f"  {name} bid time: {_times(side.bid_times)}")
            lines.append(f"  {name} play time: {_times(side.play_times)}")
    return lines
