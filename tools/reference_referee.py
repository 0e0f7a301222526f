"""An independent reference referee for Palm Pitch: slow, plain and meant to be obviously right.

Written from the rules (docs/rules.md, which follows the Palm game's own rules and help text),
and the *documented* meaning of each house-rule switch (the docstrings of ``palm_pitch.rules`` and
``palm_pitch.scoring``), without reading or importing the engine. Cards are
two-character strings (``"TD"``), hands are lists of strings, bids are ints (0 = pass, 2, 3, 4,
5 = Smudge) and actions are the engine's text forms (``"pass"``, ``"2"`` .. ``"4"``, ``"smudge"``,
``"TD"``). Nothing here is optimised; every rule is spelled out where it is used.

The differential tests (tests/test_differential.py, tools/differential.py) drive the real engine and
this referee side by side and compare legal bids and plays at every step, and every hand's result
and the match state at every hand's end.

Also here: the portable PRNG (deals, first dealer), written from the specification in the
``palm_pitch.rng`` docstring only, so the referee deals its own cards from a seed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# ------------------------------------------------------------------------------------- cards

RANKS = "23456789TJQKA"  # rank order, low to high (ace high)
SUITS = "SHDC"  # the suit order of card indices: index = 13 * suit + rank - 2
PIPS = {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}  # the Game point's card values

BID_TEXT = {0: "pass", 2: "2", 3: "3", 4: "4", 5: "smudge"}
TEXT_BID = {text: bid for bid, text in BID_TEXT.items()}


def rank(card: str) -> int:
    """2..14 (ace 14)."""
    return RANKS.index(card[0]) + 2


def suit(card: str) -> str:
    return card[1]


def pips(card: str) -> int:
    return PIPS.get(card[0], 0)


def card_of_index(index: int) -> str:
    """The card with index ``13 * suit + rank - 2`` (suits S H D C, ranks 2..A)."""
    return RANKS[index % 13] + SUITS[index // 13]


def index_of(card: str) -> int:
    """The card's index (``13 * suit + rank - 2``), looked up in :data:`CARD_INDEX`."""
    return CARD_INDEX[card]


CARD_INDEX = {card_of_index(index): index for index in range(52)}
"""Each card's index, from :func:`card_of_index` (sorting hands asks for it at every step)."""


def sort_cards(cards: list[str]) -> list[str]:
    """Index order: suits S H D C, ranks ascending (the engine's order for hands and legal plays)."""
    return sorted(cards, key=index_of)


def team(seat: int) -> int:
    """Seats 0 South and 2 North are team 0; 1 West and 3 East team 1."""
    return seat % 2


# ------------------------------------------------------------------------------------- rules


@dataclass(frozen=True)
class RefRules:
    """The switches of docs/rules.md that the engine implements; defaults are palm."""

    target: int = 21
    low_to: str = "trick winner"  # or "holder"
    steal: str = "any"  # "any" bid may be matched by the dealer, "four" only, or "none"
    all_pass: str = "forced"  # the dealer must bid; or "redeal"; or "set back" (dealer's team -2)
    smudge: str = "five"  # or "wins game" (a made Smudge wins at once), or "off"
    trumping: str = "any time"  # or "when void"
    win: str = "made bid"  # or "count out"
    made_scores: str = "points"  # a made bid scores the points taken, or "bid"


# ----------------------------------------------------------------------------------- auction


def legal_bids(rules: RefRules, bids_so_far: list[int]) -> list[int]:
    """The bids open to the next bidder (pass first, then lowest first).

    The bidders go in turn from the dealer's left; the fourth is the dealer.
    """
    is_dealer = len(bids_so_far) == 3
    high = max(bids_so_far, default=0)
    top = 4 if rules.smudge == "off" else 5
    legal = []
    # Pass is always allowed, except the dealer after three passes when the dealer is forced to bid.
    if not (is_dealer and high == 0 and rules.all_pass == "forced"):
        legal.append(0)
    for bid in range(2, top + 1):
        # A bid must beat the high bid; the dealer may steal by matching it: any bid, only a 4, or
        # never.
        dealer_may_match = is_dealer and (rules.steal == "any" or (rules.steal == "four" and bid == 4))
        if bid > high or (bid == high and dealer_may_match):
            legal.append(bid)
    return legal


def auction_winner(dealer: int, bids: list[int]) -> tuple[int, int] | None:
    """``(pitcher seat, bid)`` after the four bids, or None if all passed.

    The highest bidder pitches; a dealer who matched the highest bid (a steal) pitches.
    """
    high = max(bids)
    if high == 0:
        return None
    seats = [(dealer + 1 + i) % 4 for i in range(4)]
    if bids[3] == high:  # the dealer bid the high bid (by beating it or matching it)
        return seats[3], high
    return seats[bids.index(high)], high


# -------------------------------------------------------------------------------------- play


def legal_plays(rules: RefRules, hand: list[str], trick: list[str], trump: str | None) -> list[str]:
    """The cards of ``hand`` that may be played to ``trick`` (in index order)."""
    if not trick:
        return sort_cards(hand)  # any card may be led (the pitch: its suit becomes trump)
    led = suit(trick[0])
    followers = [c for c in hand if suit(c) == led]
    if not followers:
        return sort_cards(hand)  # void in the suit led: anything
    if rules.trumping == "any time":
        trumps = [c for c in hand if suit(c) == trump]
        return sort_cards(list(set(followers) | set(trumps)))
    return sort_cards(followers)  # strict: follow suit


def trick_winner(cards: list[str], trump: str) -> int:
    """Position in ``cards`` (play order) of the winner: the highest trump, else the highest of the
    suit led."""
    trumps = [i for i in range(len(cards)) if suit(cards[i]) == trump]
    if trumps:
        return max(trumps, key=lambda i: rank(cards[i]))
    led = suit(cards[0])
    following = [i for i in range(len(cards)) if suit(cards[i]) == led]
    return max(following, key=lambda i: rank(cards[i]))


# ----------------------------------------------------------------------------------- scoring


@dataclass
class RefTrick:
    leader: int
    cards: list[str]
    winner: int | None = None


def score_hand(
    rules: RefRules,
    dealer: int,
    dealt: list[list[str]],
    bids: list[int],
    tricks: list[RefTrick],
    scores_before: tuple[int, int],
) -> dict[str, Any]:
    """The hand's result in the ``palm-pitch replay`` output format, plus a few extra keys
    (``points_count``, ``high_card``, ``low_card``, ``jack_card``, ``scores_before``, ``dealer``)."""
    extra: dict[str, Any] = {"dealer": dealer, "bids": list(bids), "scores_before": list(scores_before)}
    contract = auction_winner(dealer, bids)
    if contract is None:
        # Everybody passed (only where the dealer is not forced): no points are played for.
        hand_score = [0, 0]
        if rules.all_pass == "set back":
            hand_score[team(dealer)] = -2
        after = [scores_before[0] + hand_score[0], scores_before[1] + hand_score[1]]
        return {
            "pitcher": None, "bid": None, "trump": None, "tricks": [],
            "points": {"high": None, "low": None, "jack": None, "game": None},
            "game_pips": [0, 0], "hand_score": hand_score, "made": None, "scores_after": after,
            "winner": None,
            **extra, "points_count": [0, 0], "high_card": None, "low_card": None, "jack_card": None,
        }
    pitcher, bid = contract
    pitching = team(pitcher)
    defending = 1 - pitching
    trump = suit(tricks[0].cards[0])

    # Who holds (was dealt) and who captured each card.
    holder_team = {card: team(seat) for seat in range(4) for card in dealt[seat]}
    captured_by: dict[str, int] = {}
    for trick in tricks:
        assert trick.winner is not None
        for card in trick.cards:
            captured_by[card] = team(trick.winner)

    trumps_in_play = [card for card in holder_team if suit(card) == trump]  # the lead is one: never empty
    high_card = max(trumps_in_play, key=rank)
    low_card = min(trumps_in_play, key=rank)
    jack_card = "J" + trump if "J" + trump in trumps_in_play else None

    high = captured_by[high_card]  # (always its holder's team: the highest trump wins its trick)
    low = captured_by[low_card] if rules.low_to == "trick winner" else holder_team[low_card]
    jack = captured_by[jack_card] if jack_card is not None else None
    game_pips = [0, 0]
    for card, side in captured_by.items():
        game_pips[side] += pips(card)
    if game_pips[0] > game_pips[1]:
        game: int | None = 0
    elif game_pips[1] > game_pips[0]:
        game = 1
    else:
        game = None  # a tie for Game scores for no one

    points = [0, 0]
    for taker in (high, low, jack, game):
        if taker is not None:
            points[taker] += 1

    tricks_won = sum(1 for trick in tricks if trick.winner is not None and team(trick.winner) == pitching)
    # A Smudge needs all six tricks and all four points; a bid of 2-4 needs that many points.
    made = (tricks_won == 6 and points[pitching] == 4) if bid == 5 else points[pitching] >= bid

    hand_score = [0, 0]
    if made:
        if bid == 5:
            hand_score[pitching] = 5
        elif rules.made_scores == "points":
            hand_score[pitching] = points[pitching]
        else:
            hand_score[pitching] = bid
    else:
        hand_score[pitching] = -bid
    hand_score[defending] = points[defending]
    after = [scores_before[0] + hand_score[0], scores_before[1] + hand_score[1]]

    winner: int | None = None
    if rules.smudge == "wins game" and bid == 5 and made:
        winner = pitching
    elif rules.win == "made bid":
        if made and after[pitching] >= rules.target and after[pitching] != after[defending]:
            winner = pitching
    else:
        # Count-out: credit the points one at a time, High, Low, Jack, Game (then a made Smudge's
        # fifth), the pitcher's only if it made its bid and only up to what it scores; the first
        # team whose running score reaches the target wins. A set pitcher's loss comes last.
        running = list(scores_before)
        budget = hand_score[pitching] if made else 0
        credits = [side for side in (high, low, jack, game) if side is not None]
        if bid == 5 and made:
            credits.append(pitching)
        for side in credits:
            if side == pitching:
                if budget == 0:
                    continue
                budget -= 1
            running[side] += 1
            if running[side] >= rules.target:
                winner = side
                break

    return {
        "pitcher": pitcher,
        "bid": bid,
        "trump": trump,
        "tricks": [{"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in tricks],
        "points": {"high": high, "low": low, "jack": jack, "game": game},
        "game_pips": game_pips,
        "hand_score": hand_score,
        "made": made,
        "scores_after": after,
        "winner": winner,
        **extra,
        "points_count": points,
        "high_card": high_card,
        "low_card": low_card,
        "jack_card": jack_card,
    }


REPLAY_KEYS = ("pitcher", "bid", "trump", "tricks", "points", "game_pips", "hand_score", "made",
               "scores_after", "winner")


def replay_json(result: dict[str, Any]) -> dict[str, Any]:
    """Just the keys of the ``palm-pitch replay`` output, in its order."""
    return {key: result[key] for key in REPLAY_KEYS}


# ------------------------------------------------------------------------------------- hands


@dataclass
class RefHand:
    """One hand, from the deal to the score, driven one action (text) at a time."""

    rules: RefRules
    dealer: int
    dealt: list[list[str]]
    scores_before: tuple[int, int] = (0, 0)
    bids: list[int] = field(default_factory=list)
    held: list[list[str]] = field(default_factory=list)
    tricks: list[RefTrick] = field(default_factory=list)
    pitcher: int | None = None
    trump: str | None = None
    result: dict[str, Any] | None = None

    def __post_init__(self) -> None:
        all_cards = [card for hand in self.dealt for card in hand]
        assert all(len(hand) == 6 for hand in self.dealt) and len(set(all_cards)) == 24
        self.held = [list(hand) for hand in self.dealt]

    @property
    def phase(self) -> str:
        if self.result is not None:
            return "over"
        return "bid" if len(self.bids) < 4 else "play"

    @property
    def to_move(self) -> int | None:
        if self.phase == "bid":
            return (self.dealer + 1 + len(self.bids)) % 4
        if self.phase == "play":
            trick = self.tricks[-1]
            return (trick.leader + len(trick.cards)) % 4
        return None

    def legal(self) -> list[str]:
        """The legal actions as text: bids pass-first then lowest first; cards in index order."""
        if self.phase == "bid":
            return [BID_TEXT[bid] for bid in legal_bids(self.rules, self.bids)]
        if self.phase == "play":
            seat = self.to_move
            assert seat is not None
            return legal_plays(self.rules, self.held[seat], self.tricks[-1].cards, self.trump)
        return []

    def act(self, action: str) -> None:
        if action not in self.legal():
            raise ValueError(f"referee: {action} is not legal here")
        if self.phase == "bid":
            self.bids.append(TEXT_BID[action])
            if len(self.bids) == 4:
                contract = auction_winner(self.dealer, self.bids)
                if contract is None:
                    self._finish()
                else:
                    self.pitcher = contract[0]
                    self.tricks.append(RefTrick(self.pitcher, []))
            return
        seat = self.to_move
        assert seat is not None
        self.held[seat].remove(action)
        trick = self.tricks[-1]
        if self.trump is None:
            self.trump = suit(action)  # the pitcher's first card names trump
        trick.cards.append(action)
        if len(trick.cards) == 4:
            trick.winner = (trick.leader + trick_winner(trick.cards, self.trump)) % 4
            if len(self.tricks) == 6:
                self._finish()
            else:
                self.tricks.append(RefTrick(trick.winner, []))

    def _finish(self) -> None:
        self.result = score_hand(self.rules, self.dealer, self.dealt, self.bids, self.tricks,
                                 self.scores_before)


def replay_hand(rules: RefRules, dealer: int, hands: list[list[str]], bids: list[int | str | None],
                plays: list[str], scores_before: tuple[int, int] = (0, 0)) -> dict[str, Any]:
    """A hand record (the ``palm-pitch replay`` input: bids as null/2/3/4/"smudge") -> its result."""
    hand = RefHand(rules, dealer, [list(h) for h in hands], scores_before)
    for bid in bids:
        hand.act("pass" if bid is None else str(bid).lower())
    for card in plays:
        hand.act(card)
    assert hand.result is not None, "the record stops before the end of the hand"
    return hand.result


# ---------------------------------------------------------------------- the PRNG, from its spec

M32 = 0xFFFFFFFF


def spec_seed_state(seed: int) -> int:
    x = seed & M32
    x = ((~x) + (x << 15)) & M32
    x = x ^ (x >> 12)
    x = (x + (x << 2)) & M32
    x = x ^ (x >> 4)
    x = (x + (x << 3) + (x << 11)) & M32
    x = x ^ (x >> 16)
    return x if x != 0 else 0x6D2B79F5


def spec_next(x: int) -> int:
    x = (x ^ (x << 13)) & M32
    x = x ^ (x >> 17)
    x = (x ^ (x << 5)) & M32
    return x


def spec_below(x: int, n: int) -> tuple[int, int]:
    """``(value, new state)``: masked rejection, at least one step."""
    mask = 0
    while mask < n - 1:
        mask = mask * 2 + 1
    while True:
        x = spec_next(x)
        r = x & mask
        if r < n:
            return r, x


def spec_deal(x: int, dealer: int) -> tuple[list[list[str]], int]:
    """Deal 24 cards by rejection, five 6-bit chunks a step; three to each seat from the dealer's
    left, twice. Returns the hands by seat (in dealing order) and the new state."""
    chosen: list[int] = []
    while len(chosen) < 24:
        x = spec_next(x)
        for k in range(5):
            c = (x >> (6 * k)) & 63
            if c < 52 and c not in chosen:
                chosen.append(c)
                if len(chosen) == 24:
                    break
    hands: list[list[str]] = [[], [], [], []]
    for p, c in enumerate(chosen):
        hands[(dealer + 1 + (p // 3) % 4) % 4].append(card_of_index(c))
    return hands, x


# ------------------------------------------------------------------------------------- match


class RefMatch:
    """A whole match from a seed: the first dealer is ``below(4)`` right after seeding; each deal
    continues the same generator; the deal passes left after every hand (a thrown-in hand too)."""

    def __init__(self, rules: RefRules, seed: int, scores: tuple[int, int] = (0, 0)) -> None:
        self.rules = rules
        self.rng = spec_seed_state(seed)
        self.dealer, self.rng = spec_below(self.rng, 4)
        self.scores = scores
        self.winner: int | None = None
        self.hand: RefHand | None = None
        self.results: list[dict[str, Any]] = []

    @property
    def over(self) -> bool:
        return self.winner is not None

    def deal(self) -> RefHand:
        assert not self.over and (self.hand is None or self.hand.result is not None)
        if self.hand is not None:
            self.dealer = (self.dealer + 1) % 4
        dealt, self.rng = spec_deal(self.rng, self.dealer)
        self.hand = RefHand(self.rules, self.dealer, dealt, self.scores)
        return self.hand

    def legal(self) -> list[str]:
        return [] if self.hand is None else self.hand.legal()

    def act(self, action: str) -> dict[str, Any] | None:
        """Apply an action; at the hand's end, the result (scores and winner updated)."""
        assert self.hand is not None and not self.over
        self.hand.act(action)
        result = self.hand.result
        if result is None:
            return None
        self.scores = (result["scores_after"][0], result["scores_after"][1])
        self.winner = result["winner"]
        self.results.append(result)
        return result
