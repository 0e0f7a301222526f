"""The dialogs of the family's decisions: each offers exactly the engine's legal actions for its
decision, reports what is tapped or typed, and that action is applied; whole hands of every
variant play with your decisions made in the dialogs by taps."""

from __future__ import annotations

import pytest
from decision_helpers import DecisionUI, answer, heuristic_discards, reach, tap_card

from palm_pitch.app import ids
from palm_pitch.app.decisions import Decision, bid_offer, decision_of, discard_actions
from palm_pitch.cards import Card, Rank, Suit
from palm_pitch.family.actions import FOLD, KEEP, PASS, Bid, Call, Discard, Look, NameTrump
from palm_pitch.family.engine import Phase, new_game
from palm_pitch.family.players import FamilyHeuristic
from palm_pitch.family.rules import AllPass
from palm_pitch.family.variants import all_variants, get_variant
from palm_pitch.family.views import seat_view
from palm_pitch.rng import Rng

AUCTIONS = [rules.name for rules in all_variants() if rules.auction]


def bids_shown(ui: DecisionUI) -> set[Bid]:
    """Every bid the open bid dialog offers: its buttons, and with Doubled ticked the others."""
    dialog = ui.decisions.bid
    shown = {bid for button, bid in dialog.buttons.items() if ui.usable(button)}
    if ui.usable(ids.FamilyBidDoubledCheckbox):
        ui.tap(ids.FamilyBidDoubledCheckbox)
        shown |= {bid for button, bid in dialog.buttons.items() if ui.usable(button)}
        ui.tap(ids.FamilyBidDoubledCheckbox)
    return shown


@pytest.mark.parametrize("name", AUCTIONS)
def test_the_bid_dialog_offers_exactly_the_legal_bids(name: str) -> None:
    """Every variant with an auction: the buttons are the engine's legal bids, no more, no fewer."""
    state = reach(name, Decision.BID)
    ui = DecisionUI()
    ui.ask(state)
    assert ui.form_id() == ids.FamilyBidForm
    assert bids_shown(ui) == set(state.legal_actions()) == set(bid_offer(state).actions())


def test_the_variant_s_range_and_its_moon() -> None:
    state = reach("ten-point", Decision.BID)
    ui = DecisionUI()
    ui.ask(state)
    labels = [ui.form.control(b).label for b in ui.decisions.bid.buttons if ui.usable(b)]
    assert labels[-2:] == ["Pass", "Shoot the Moon"]
    high = state.high_bid
    lowest = state.rules.min_bid if high is None else high.bid.points + 1
    assert labels[:-2] == [str(n) for n in range(lowest, 11)]
    assert not ui.usable(ids.FamilyBidDoubledCheckbox) and not ui.usable(ids.FamilyBidBlindButton)


def test_a_tapped_bid_is_reported_and_applies() -> None:
    state = reach("ten-point", Decision.BID)
    top = max(bid.points for bid in state.legal_actions() if not bid.moon)  # type: ignore[union-attr]
    ui = DecisionUI()
    ui.ask(state)
    button = ui.decisions.bid._button_of(Bid(top))
    assert button is not None
    ui.tap(button)
    assert ui.answers == [(Bid(top),)] and ui.form_id() is None
    after = state.apply(Bid(top))
    assert after.bids[-1].bid == Bid(top)


def test_bid_keys_two_digits_the_moon_and_pass() -> None:
    state = reach("nine-five", Decision.BID)  # bids 9 to 18
    assert Bid(12) in state.legal_actions()
    ui = DecisionUI()
    ui.ask(state)
    ui.key("1")  # 1 starts 10 to 18: the dialog waits for the next digit, and says so
    assert ui.answers == [] and ui.text(ids.FamilyBidContextField).endswith("Bid 1_? Type its last digit.")
    ui.app.key("\x1b")  # Esc takes the digit back
    assert "Type its last digit" not in ui.text(ids.FamilyBidContextField)
    ui.key("12")
    assert ui.answers == [(Bid(12),)]
    ui.ask(state)
    ui.key("m")  # asks for the moon; Enter bids it
    assert ui.answers == [(Bid(12),)] and ui.text(ids.FamilyBidContextField).endswith(
        "Bid Smudge? Enter bids it."
    )
    ui.key("\n")
    assert ui.answers[-1] == (Bid(moon=True),)
    ui.ask(state)
    ui.key("m\x1b\n")  # asked, taken back: Enter is Pass
    assert ui.answers[-1] == (PASS,)
    ui.ask(state)
    ui.key("p")
    assert ui.answers[-1] == (PASS,)


def test_doubled_bids_six_for_twelve() -> None:
    state = reach("oklahoma", Decision.BID)
    ui = DecisionUI()
    ui.ask(state)
    plain = {
        bid
        for b, bid in ui.decisions.bid.buttons.items()
        if ui.usable(b) and not bid.moon and not bid.is_pass
    }
    assert plain and all(not bid.doubled for bid in plain)
    ui.key("d")
    assert ui.form.control(ids.FamilyBidDoubledCheckbox).on
    assert ui.text(ids.FamilyBidContextField).endswith("Doubled: a bid scores or costs twice.")
    doubled = {bid for b, bid in ui.decisions.bid.buttons.items() if ui.usable(b) and bid.doubled}
    assert doubled == {bid for bid in state.legal_actions() if isinstance(bid, Bid) and bid.doubled}
    six = ui.decisions.bid._button_of(Bid(6, doubled=True))
    assert six is not None and ui.form.control(six).label == "6"
    ui.tap(six)
    assert ui.answers == [(Bid(6, doubled=True),)]
    assert state.apply(Bid(6, doubled=True)).bids[-1].bid.stake == 12


def test_the_blind_moon_only_for_a_player_who_has_not_looked() -> None:
    blind = reach("nine-five-blind", Decision.BID, blind=True)
    looked = reach("nine-five-blind", Decision.BID)
    ui = DecisionUI()
    ui.ask(blind)
    assert (
        ui.usable(ids.FamilyBidBlindButton)
        and ui.form.control(ids.FamilyBidBlindButton).label == "Blind Smudge"
    )
    ui.key("b\n")
    assert ui.answers == [(Bid(moon=True, blind=True),)]
    if looked.looked[0]:
        ui.ask(looked)
        assert not ui.usable(ids.FamilyBidBlindButton)


def test_a_forced_bidder_cannot_pass() -> None:
    names = [
        rules.name
        for rules in all_variants()
        if rules.auction and rules.all_pass in (AllPass.FORCED_DEALER, AllPass.DEALER_STUCK)
    ]
    for name in names:
        try:
            state = reach(name, Decision.BID, seeds=range(1, 200), hands=6)
        except AssertionError:
            continue
        if PASS in state.legal_actions():
            continue
        ui = DecisionUI()
        ui.ask(state)
        assert not ui.usable(ids.FamilyBidPassButton)
        assert ui.text(ids.FamilyBidContextField).endswith("You must bid.")
        ui.key("\n\x1bp")  # Enter, Esc and P never make a bid the rules refuse
        assert ui.answers == [] and ui.form_id() == ids.FamilyBidForm
        return
    pytest.skip("no forced bid reached")


def test_look_or_bid_blind() -> None:
    state = reach("abacos", Decision.LOOK)
    ui = DecisionUI()
    ui.ask(state)
    assert ui.form_id() == ids.LookForm
    assert "lose a card at random" in ui.text(ids.LookContextField)
    ui.app.key("\x1b")  # no way back: Esc does nothing
    assert ui.answers == [] and ui.form_id() == ids.LookForm
    ui.key("\n")
    assert ui.answers == [(Look(True),)]
    ui.ask(state)
    ui.tap(ids.LookBlindButton)
    assert ui.answers[-1] == (Look(False),)
    assert state.apply(Look(False)).looked[0] is False
    man_o_war = reach("man-o-war", Decision.LOOK)
    ui.ask(man_o_war)
    assert "lose a card to the bidder" in ui.text(ids.LookContextField)


def test_name_trump_offers_the_four_suits_and_defaults_to_the_longest() -> None:
    state = reach("ten-point", Decision.TRUMP)
    ui = DecisionUI()
    ui.ask(state)
    assert ui.form_id() == ids.TrumpForm and ui.form.title == "Name Trump"
    offered = {button: action for button, action in ui.decisions.trump.buttons.items() if ui.usable(button)}
    assert set(offered.values()) == set(state.legal_actions()) == {NameTrump(suit) for suit in Suit}
    ui.key("\n")
    (chosen,) = ui.answers[-1]
    assert isinstance(chosen, NameTrump)
    counts = {suit: sum(1 for c in state.hands[0] if isinstance(c, Card) and c.suit is suit) for suit in Suit}
    assert counts[chosen.suit] == max(counts.values())
    ui.ask(state)
    ui.key("h")
    assert ui.answers[-1] == (NameTrump(Suit.HEARTS),)
    assert state.apply(NameTrump(Suit.HEARTS)).trump.suit is Suit.HEARTS  # type: ignore[union-attr]


def test_sub_trump_leaves_trump_out() -> None:
    state = reach("two-trump", Decision.SUB_TRUMP)
    assert state.trump is not None
    ui = DecisionUI()
    ui.ask(state)
    assert ui.form.title == "Name Sub-Trump"
    offered = {action for button, action in ui.decisions.trump.buttons.items() if ui.usable(button)}
    assert offered == set(state.legal_actions()) and len(offered) == 3
    assert not ui.usable(ids.TrumpSpadesButton + state.trump.suit)
    ui.key("shdc"[state.trump.suit])  # trump's own key does nothing
    assert ui.answers == []
    other = next(iter(offered))
    ui.key("shdc"[other.suit])  # type: ignore[union-attr]
    assert ui.answers == [(other,)]


@pytest.mark.parametrize("name", ["razzle-dazzle", "ten-point-five-handed", "ten-point-five-no-blind"])
def test_the_call_dialog_offers_exactly_the_cards_you_may_call(name: str) -> None:
    state = reach(name, Decision.CALL)
    ui = DecisionUI()
    ui.ask(state)
    dialog = ui.decisions.call
    assert dialog.offered() == {action.card for action in state.legal_actions()}  # type: ignore[union-attr]
    for suit in Suit:  # the ranks shown in each suit are the cards you do not hold
        ui.tap(ids.CallSpadesButton + suit)
        shown = {
            rank for rank in Rank if ui.usable(ids.CallRank0Button + sorted(Rank, reverse=True).index(rank))
        }
        assert shown == {rank for rank in Rank if Card(rank, suit) not in state.hands[0]}
    ui.key("\n")
    (call,) = ui.answers[-1]
    assert isinstance(call, Call) and call in state.legal_actions()
    assert state.apply(call).called == call.card


def test_call_keys_and_the_default() -> None:
    state = reach("razzle-dazzle", Decision.CALL)
    trump = state.trump
    assert trump is not None
    ui = DecisionUI()
    ui.ask(state)
    default = next(member for member in trump.members if member not in state.hands[0])
    assert ui.decisions.call.card == default
    text = ui.text(ids.CallContextField)
    assert text.startswith("Whoever holds the card you call plays with you.")
    target = next(
        Card(rank, suit)
        for suit in Suit
        for rank in sorted(Rank, reverse=True)
        if Card(rank, suit) not in state.hands[0]
    )
    ui.key("shdc"[target.suit])
    ui.key(
        {Rank.ACE: "a", Rank.KING: "k", Rank.QUEEN: "q", Rank.JACK: "j", Rank.TEN: "0"}.get(
            target.rank, str(int(target.rank))
        )
    )
    assert ui.text(ids.CallContextField).endswith(
        f"of {('spades', 'hearts', 'diamonds', 'clubs')[target.suit]}."
    )
    ui.app.key("\x1b")
    assert ui.answers == []
    ui.key("\n")
    assert ui.answers == [(Call(target),)]


def test_fold_or_play_on() -> None:
    state = reach("contway", Decision.FOLD)
    assert FOLD in state.legal_actions()
    ui = DecisionUI()
    ui.ask(state)
    assert ui.form_id() == ids.FoldForm and set(ui.decisions.fold.buttons.values()) == {FOLD, None}
    ui.key("\n")  # Play On: no action, you lead
    assert ui.answers == [()]
    ui.ask(state)
    ui.app.key("\x1b")  # Esc is Play On too
    assert ui.answers[-1] == ()
    ui.ask(state)
    ui.key("f")
    assert ui.answers[-1] == (FOLD,)
    folded = state.apply(FOLD)
    assert folded.phase in (Phase.SCORE, Phase.GAME_OVER) and folded.results[-1]


DISCARDS = [
    "ten-point",
    "setback-nine-card",
    "setback-draw",
    "setback-widow",
    "partnership-draw",
    "man-o-war",
    "six-and-a-half",
    "contway",
    "nine-five-regional",
]


@pytest.mark.parametrize("name", DISCARDS)
def test_the_discard_dialog_marks_by_taps_and_puts_out_what_the_rules_allow(name: str) -> None:
    state = reach(name, Decision.DISCARD)
    ui = DecisionUI()
    ui.ask(state)
    offer = ui.decisions.discard.offer
    assert offer is not None and ui.form_id() == ids.DiscardForm
    legal = {action.card for action in state.legal_actions() if isinstance(action, Discard)}
    assert offer.discardable == legal and offer.hand == state.hands[0]
    assert (KEEP in state.legal_actions()) == (offer.least == 0)
    marked = heuristic_discards(state)
    if offer.least:  # too few marked: Discard beeps and the dialog stays
        ui.tap(ids.DiscardDiscardButton)
        assert ui.answers == [] and ui.sounds and ui.form_id() == ids.DiscardForm
    for index, card in enumerate(offer.hand):
        if card in marked:
            tap_card(ui, index)
    assert ui.decisions.discard.marked == set(marked)
    assert ui.text(ids.DiscardContextField).endswith(f"{len(marked)} marked.")
    ui.key("\n")
    (actions,) = ui.answers
    assert actions == discard_actions(state, marked)
    after = state
    for action in actions:
        after = after.apply(action)
    assert not (after.phase is Phase.DISCARD and after.to_move == 0 and after.jobs == state.jobs)
    assert set(after.out_of_play) >= marked


def test_a_kept_card_cannot_be_marked() -> None:
    state = reach("partnership-draw", Decision.DISCARD)  # trumps stay in the hand
    ui = DecisionUI()
    ui.ask(state)
    offer = ui.decisions.discard.offer
    assert offer is not None
    kept = [index for index, card in enumerate(offer.hand) if card not in offer.discardable]
    if not kept:
        pytest.skip("no trump in this hand")
    tap_card(ui, kept[0])
    assert ui.decisions.discard.marked == set() and ui.sounds
    assert ui.text(ids.DiscardContextField).startswith("Trumps stay in your hand.")


def test_discard_keys_mark_cards_of_the_row_with_the_arrow() -> None:
    state = reach("ten-point", Decision.DISCARD)  # the bidder searches the stock: two or three rows
    ui = DecisionUI()
    ui.ask(state)
    offer = ui.decisions.discard.offer
    assert offer is not None and len(offer.hand) > 10
    ui.key("1")
    assert ui.decisions.discard.marked == {offer.hand[0]}
    ui.key("1")
    assert ui.decisions.discard.marked == set()
    from palm_pitch.app.dialogs_family_discard import row_counts

    rows = row_counts(len(offer.hand))
    ui.app.key(0x1F)  # Down: the next row
    ui.key("2")
    assert ui.decisions.discard.marked == {offer.hand[rows[0] + 1]}
    assert offer.new_cards and offer.new_cards <= set(offer.hand)


WHOLE_HANDS = [rules.name for rules in all_variants() if 2 <= rules.players <= 6]


@pytest.mark.parametrize("name", WHOLE_HANDS)
def test_whole_hands_with_your_decisions_made_in_the_dialogs(name: str) -> None:
    """Two hands of every variant of 2 to 6 players: at seat 0 every decision but a card is made
    by taps in its dialog (the heuristic's choice; its discards as one turn), the dialog reports
    exactly that, and the actions it reports apply in turn."""
    rules = get_variant(name)
    player = FamilyHeuristic()
    ui = DecisionUI()
    state = new_game(rules, 5)
    rng = Rng(5)
    asked: list[Decision] = []
    while not state.is_over and state.hand_number <= 2:
        if state.phase in (Phase.DEAL, Phase.SCORE):
            state = state.advance()
            continue
        seat = state.to_move
        assert seat is not None
        decision = decision_of(state, seat)
        if seat != 0 or decision is Decision.PLAY:
            state = state.apply(player.choose(seat_view(state, seat), rng))
            continue
        assert decision is not None
        asked.append(decision)
        ui.ask(state)
        if decision is Decision.DISCARD:
            marked = heuristic_discards(state)
            actions = answer(ui, state, Discard(next(iter(marked))) if marked else KEEP)
            assert {action.card for action in actions if isinstance(action, Discard)} == marked
        else:
            choice = player.choose(seat_view(state, seat), rng)
            actions = answer(ui, state, choice)
            if decision is Decision.FOLD and choice != FOLD:
                assert actions == ()
                actions = (choice,)  # played on: the card goes on the table
            else:
                assert actions == (choice,)
        for action in actions:
            state = state.apply(action)
        assert ui.app.system.modal == []
    assert state.hand_number > 2 or state.is_over
    if rules.auction:
        assert Decision.BID in asked or Decision.LOOK in asked


@pytest.mark.parametrize(
    "name",
    [
        "palm_pitch.app.decisions",
        "palm_pitch.app.decision_words",
        "palm_pitch.app.decision_dialogs",
        "palm_pitch.app.dialogs_family_bid",
        "palm_pitch.app.dialogs_family_discard",
    ],
)
def test_docstring_examples(name: str) -> None:
    import doctest
    import importlib

    failures, tried = doctest.testmod(importlib.import_module(name))
    assert tried > 0 and failures == 0


def test_the_table_s_dispatch_has_a_dialog_for_every_kind_but_the_cards() -> None:
    """The family table opens these dialogs through its dispatch; the list of choices is left
    only for Nine-Five Regional's scrap claim (a trump back, or keep: a list of a few lines)."""
    from palm_pitch.app.decision_dialogs import SessionDialog
    from palm_pitch.app.family_choice import ChoiceDialog
    from palm_pitch.app.family_decisions import TABLE_MODES, dialog_factory
    from palm_pitch.app.family_session import DECISIONS

    for kind in DECISIONS:
        if kind is Phase.CLAIM:
            assert dialog_factory(kind) is ChoiceDialog
        elif kind not in TABLE_MODES:
            assert dialog_factory(kind) is SessionDialog, kind


def test_through_the_table_s_dispatch_discards_come_one_at_a_time() -> None:
    """On a :class:`FamilySession` the discard dialog answers one action at a time, as the table
    applies them: shown once, then the rest of its discards without showing it again."""
    from palm_pitch.app.family_decisions import DecisionDialogs
    from palm_pitch.app.family_session import FamilySession
    from palm_pitch.app.family_texts import FamilyTexts
    from palm_pitch.app.resources import load_desktop_resources

    session = FamilySession(get_variant("ten-point"), seed=1)
    for _ in range(2000):
        if session.decision is Phase.DISCARD:
            break
        if session.phase is Phase.SCORE:
            session.next_hand()
        elif session.decision is not None:
            session.apply(FamilyHeuristic().choose(session.view(), Rng(1)))
        else:
            session.apply(session.computer_action())
    assert session.decision is Phase.DISCARD
    ui = DecisionUI()
    dispatch = DecisionDialogs(ui.app, FamilyTexts(load_desktop_resources()))
    got: list[object] = []
    dispatch.open(Phase.DISCARD, session, got.append)
    assert ui.form_id() == ids.DiscardForm and ui.form.title in ("The Stock", "Discard and Draw", "Discard")
    marked = heuristic_discards(session.state)
    from palm_pitch.app.decision_dialogs import SessionDialog, decisions_of
    from palm_pitch.app.dialogs_family_discard import card_rects

    assert isinstance(dispatch.dialog_for(Phase.DISCARD), SessionDialog)

    hand = decisions_of(ui.app).discard.offer.hand  # type: ignore[union-attr]
    for index, card in enumerate(hand):
        if card in marked:
            form = ui.form
            rect = card_rects(len(hand), form.gadget(ids.DiscardCardsGadget).bounds)[index]
            ui.app.tap(form.bounds.x + rect.x + 3, form.bounds.y + rect.y + 4)
    ui.key("\n")
    put_out = []
    while got and isinstance(got[-1], Discard | type(KEEP)):
        action = got.pop()
        put_out.append(action)
        session.apply(action)  # type: ignore[arg-type]
        if session.decision is not Phase.DISCARD:
            break
        dispatch.open(Phase.DISCARD, session, got.append)
        assert ui.app.system.modal == []  # not shown again
    assert {a.card for a in put_out if isinstance(a, Discard)} == marked


GREMLIN_KEYS = "0123456789abcdefhjklmpqstx\n\x1b\x1e\x1f"


@pytest.mark.parametrize(
    "name",
    ["ten-point", "oklahoma", "nine-five-blind", "razzle-dazzle", "contway", "abacos", "two-trump", "wahoo"],
)
def test_gremlins_in_the_dialogs_only_ever_answer_legal_actions(name: str) -> None:
    """Random taps anywhere on the screen and random keys while each dialog of two hands is up:
    nothing breaks, and whatever a dialog answers applies in turn (the rules refuse none of it)."""
    rules = get_variant(name)
    player = FamilyHeuristic()
    gremlin = Rng(99)
    ui = DecisionUI()
    state = new_game(rules, 11)
    rng = Rng(11)
    events = 0
    while not state.is_over and state.hand_number <= 2:
        if state.phase in (Phase.DEAL, Phase.SCORE):
            state = state.advance()
            continue
        seat = state.to_move
        assert seat is not None
        decision = decision_of(state, seat)
        if seat != 0 or decision is Decision.PLAY:
            state = state.apply(player.choose(seat_view(state, seat), rng))
            continue
        ui.ask(state)
        answered = len(ui.answers)
        for _ in range(400):
            if len(ui.answers) > answered:
                break
            events += 1
            if gremlin.below(3) == 0:
                ui.app.key(GREMLIN_KEYS[gremlin.below(len(GREMLIN_KEYS))])
            else:
                ui.app.tap(gremlin.below(160), gremlin.below(160))
        if len(ui.answers) == answered:  # the gremlin never answered: a person does
            ui.app.system.modal[-1].finish(ui.app.system.modal[-1].form.default_button)
            if len(ui.answers) == answered:
                state = state.apply(player.choose(seat_view(state, seat), rng))
                continue
        actions = ui.answers[-1]
        if decision is Decision.FOLD and not actions:
            actions = (next(a for a in state.legal_actions() if a != FOLD),)
        if not actions:
            state = state.apply(player.choose(seat_view(state, seat), rng))
            continue
        for action in actions:
            state = state.apply(action)  # IllegalActionError would fail the test
    assert events > 0


def test_a_discard_dialog_closed_by_the_system_with_a_wrong_count_answers_nothing() -> None:
    state = reach("ten-point", Decision.DISCARD)
    ui = DecisionUI()
    ui.ask(state)
    tap_card(ui, 0)
    ui.app.system.modal[-1].finish(ids.DiscardDiscardButton)  # as appStopEvent does
    assert ui.answers == [] and ui.app.system.modal == []


def test_the_hint_key_gives_the_expert_s_bid_and_enter_takes_it() -> None:
    from palm_pitch.app.family_hints import family_bid_hint

    words, reasons = {}, set()
    for name in ("auction-pitch", "setback", "partnership-pitch", "nine-five"):
        for seed in range(8):
            state = reach(name, Decision.BID, range(seed, seed + 60))
            seat = state.to_move
            assert seat is not None
            view = seat_view(state, seat)
            hint = family_bid_hint(view)
            assert hint.bid in view.legal
            if seed == 0:
                assert family_bid_hint(view) == hint  # the same position, the same hint
            usual = FamilyHeuristic().choose(view, Rng(0))
            if hint.phrase in (ids.PassHintPhrase, ids.PlainPassHintPhrase):  # the reason is the heuristic's
                assert hint.bid == usual
            if hint.phrase == ids.SetPassHintPhrase:  # the search passes where the heuristic bids
                assert hint.bid.is_pass and isinstance(usual, Bid) and not usual.is_pass
            ui = DecisionUI()
            ui.ask(state)
            ui.key("?")  # no hints in this app: nothing happens
            assert "Hint" not in ui.text(ids.FamilyBidContextField) and ui.answers == []
            ui.app.gives_hints = True  # type: ignore[attr-defined]
            ui.key("?")
            line = ui.text(ids.FamilyBidContextField).rsplit("\n", 1)[-1]
            field = ui.form.field_object(ids.FamilyBidContextField)
            assert line.startswith("Hint: ")
            assert ui.form.live_window.fonts[field.font].text_width(line) <= field.bounds.width  # one line
            words[hint.phrase] = line
            reasons.add(hint.phrase)
            ui.key("\n")
            assert ui.answers == [(hint.bid,)]
    assert ids.BidHintPhrase in reasons and ids.PassHintPhrase in reasons
    assert words[ids.BidHintPhrase].split(" in ")[-1] in {"spades.", "hearts.", "diamonds.", "clubs."}
    assert words[ids.PassHintPhrase].startswith("Hint: pass (no suit worth ")


def test_esc_takes_the_bid_hint_back() -> None:
    state = reach("auction-pitch", Decision.BID)
    ui = DecisionUI()
    ui.app.gives_hints = True  # type: ignore[attr-defined]
    ui.ask(state)
    ui.key("?\x1b\n")  # hinted, taken back: Enter is Pass
    assert ui.answers == [(PASS,)]
