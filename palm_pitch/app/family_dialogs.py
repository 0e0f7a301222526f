"""The texts of a family game in a scrolling dialog: the hand's summary, Score History, Points So
Far, Hands Dealt, Game Info and the Rules of the variant played (``FamilyTextForm``).

Each text is built here from the game (:func:`summary_text`, :func:`history_text` ...) in the
words of ``family.rcp`` and shown by :class:`FamilyTextDialog`, which scrolls as the Rules do (the
scroll bar, the scroll buttons, the space bar; Done or Enter closes it). The variant's rules come
from ``resources/variants.txt``, written from ``docs/variants.md`` (``tools/variants_text.py``; a
test keeps the two in step).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from types import MappingProxyType

from palm_os.application import Application
from palm_os.form_drawing import field_lines
from palm_os.forms import Form
from palm_pitch.app import family_layout, ids
from palm_pitch.app.family_session import display_order
from palm_pitch.app.family_texts import FamilyTexts
from palm_pitch.app.scrolling import ScrollingDialog
from palm_pitch.family.deck import FamilyCard
from palm_pitch.family.engine import FamilyState
from palm_pitch.family.players import point_cards
from palm_pitch.family.rules import FamilyRules, Teams, score_text
from palm_pitch.family.scoring import HandResult
from palm_sdk.keys import vchrPageDown, vchrPageUp

VARIANTS_TEXT = ids.RESOURCES / "variants.txt"
"""Every variant's rules as the app shows them: ``== name`` lines, each followed by its text."""


@cache
def variant_rules() -> dict[str, str]:
    """The rules of each variant by name (from :data:`VARIANTS_TEXT`)."""
    texts: dict[str, list[str]] = {}
    name = None
    for line in VARIANTS_TEXT.read_text(encoding="utf-8").splitlines():
        if line.startswith("== "):
            name = line[3:].strip()
            texts[name] = []
        elif name is not None:
            texts[name].append(line)
    return {key: "\n".join(lines).strip() for key, lines in texts.items()}


def rules_text(rules: FamilyRules, texts: FamilyTexts | None = None) -> str:
    """Options > Rules for a variant: its one line, then its section of ``docs/variants.md``, then
    (with ``texts``) what the computer players' levels are in the family's games."""
    text = f"{rules.name}: {rules.description}\n\n{variant_rules().get(rules.name, '')}".strip()
    return text if texts is None else f"{text}\n\n{texts.get('rules_players')}"


class FamilyTextDialog(ScrollingDialog):
    """``FamilyTextForm``: a title and a text that scrolls."""

    form_id = ids.FamilyTextForm
    scroll_bar_id = ids.FamilyTextScrollBar
    done_button_id = ids.FamilyTextDoneButton
    page_keys = MappingProxyType({vchrPageUp: -1, vchrPageDown: 1, 0x20: 1})

    def __init__(self, app: Application) -> None:
        super().__init__(app)
        self.title = ""
        self.text = ""

    def open(self, title: str, text: str, on_close: Callable[[], None] | None = None) -> None:
        self.title = title
        self.text = text
        self.app.do_dialog(ids.FamilyTextForm, None if on_close is None else lambda _button: on_close())

    def prepare(self, form: Form) -> None:
        form.set_title(self.title)
        field = form.field_object(ids.FamilyTextField)
        field.text = self.text
        field.top_line = 0
        bar = form.scroll_bar(ids.FamilyTextScrollBar)
        visible = field.bounds.height // form.live_window.fonts[field.font].line_height
        bar.page_size = visible
        bar.value = 0
        bar.max_value = max(len(field_lines(field, form.live_window)) - visible, 0)

    def scroll_content(self, form: Form, top: int) -> None:
        field = form.field_object(ids.FamilyTextField)
        field.top_line = top
        form.set_field_text(ids.FamilyTextField, field.text)


# -- the texts --------------------------------------------------------------------------------


def seat_name(texts: FamilyTexts, players: int, seat: int) -> str:
    return texts.place(family_layout.place_of(players, seat))


def unit_names(texts: FamilyTexts, rules: FamilyRules, team_names: tuple[str, str]) -> tuple[str, ...]:
    """The name of each score: ``Us`` and ``Them`` (or a team's first seat), or each player."""
    if rules.teams is Teams.FIXED:
        if rules.team_count == 2:
            return team_names
        others = (seat_name(texts, rules.players, team) for team in range(1, rules.team_count))
        return (team_names[0], *others)
    return tuple(seat_name(texts, rules.players, seat) for seat in range(rules.players))


def side_name(result: HandResult, units: tuple[str, ...], side: int) -> str:
    """A side of the hand by name: its units' names joined (a maker and its called partner)."""
    return " & ".join(units[unit] for unit in result.sides.units_of_side(side))


def summary_text(result: HandResult, rules: FamilyRules, texts: FamilyTexts,
                 team_names: tuple[str, str]) -> str:
    """The summary of a hand: the contract, each point and who took it, made or set, the scores."""
    units = unit_names(texts, rules, team_names)
    lines: list[str] = []
    if result.maker is None or result.contract is None:
        lines.append(texts.get("sum_nobid"))
    else:
        maker = seat_name(texts, rules.players, result.maker)
        trump = texts.suit(result.trump) if result.trump is not None else "?"
        lines.append(texts.get("sum_contract", maker, texts.bid(result.contract, rules), trump))
        if result.partner is not None and result.partner != result.maker:
            lines.append(texts.get("sum_partner", seat_name(texts, rules.players, result.partner)))
        for award in result.awards:
            if award.side is None:
                lines.append(texts.get("sum_point_none", award.point))
                continue
            card = texts.card(award.card) if award.card is not None else score_text(award.value)
            lines.append(texts.get("sum_point", award.point, side_name(result, units, award.side), card))
        if result.folded:
            lines.append(texts.get("sum_folded", maker))
        elif result.made is not None:
            lines.append(texts.get("sum_made" if result.made else "sum_set", maker))
    lines.append(texts.get("sum_scores"))
    for unit, name in enumerate(units):
        change = result.hand_scores[unit]
        lines.append(texts.get("sum_score", name, score_text(result.scores_after[unit]),
                               score_text(change, signed=True)))
    if result.winner is not None:
        lines.append(texts.get("sum_winner", units[result.winner]))
    return "\n".join(lines)


def history_text(state: FamilyState, texts: FamilyTexts, team_names: tuple[str, str]) -> str:
    """Every hand's scores after it, one line a hand."""
    units = unit_names(texts, state.rules, team_names)
    lines = []
    for result in state.results:
        scores = "  ".join(f"{name} {score_text(score)}"
                           for name, score in zip(units, result.scores_after, strict=True))
        lines.append(texts.get("hist_hand", result.hand_number, scores))
    return "\n".join(lines)


def hands_text(deal: tuple[tuple[FamilyCard, ...], ...], texts: FamilyTexts) -> str:
    """A finished hand's hands as they were dealt, a seat a line, under their heading."""
    players = len(deal)
    lines = [texts.get("hands_title")]
    for seat, cards in enumerate(deal):
        shown = ", ".join(texts.card(card) for card in display_order(cards))
        lines.append(texts.get("hands_line", seat_name(texts, players, seat), shown))
    return "\n".join(lines)


def points_text(state: FamilyState, texts: FamilyTexts) -> str:
    """The scoring cards taken so far this hand (the Jack, the jokers, the Ten ...), and by whom;
    High, Low and Game are known when the hand is over."""
    if state.trump is None:
        return texts.get("points_none")
    worth = {card: rule for rule, card in point_cards(state.rules, state.trump)}
    players = state.rules.players
    lines = []
    for trick in state.tricks:
        if trick.winner is None:
            continue
        for play in trick.plays:
            rule = worth.get(play.card)
            if rule is not None:
                taker = seat_name(texts, players, trick.winner)
                lines.append(texts.get("sum_point", rule.name, taker, texts.card(play.card)))
    return "\n".join(lines) if lines else texts.get("points_none")


def info_text(rules: FamilyRules, texts: FamilyTexts, level: str | None = None) -> str:
    """Game Info of a variant: its name and description, players, cards, points and target, and
    (for a game being played) the computer players' ``level``."""
    count = texts.get("info_players", rules.players)
    if rules.teams is Teams.FIXED:
        players = texts.get("info_teams", count, rules.team_count, rules.players // rules.team_count)
    elif rules.teams is Teams.CALLED:
        players = texts.get("info_called", count)
    else:
        players = texts.get("info_alone", count)
    cards = texts.get("info_cards", rules.hand_size, score_text(rules.total_points))
    lines = [rules.description, players, cards, texts.get("info_target", rules.target)]
    if level is not None:
        lines.append(texts.get("info_level", level.capitalize()))
    return "\n".join(lines)
