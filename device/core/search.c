/* search.c: the Hard and Expert search players (see search.h). Host build only. */
#include "search.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "heuristic.h"
#include "match.h"
#include "rng.h"
#include "state.h"
#include "win_table.h"

/* What the root view says, gathered once. */
typedef struct observation {
    pp_ruleset rules;
    uint8_t seat, dealer, nbids, nplayed;
    uint8_t bids[4];
    uint8_t played[24];      /* the cards in play order, the current trick's last */
    uint8_t played_by[24];   /* the seat of each */
    int16_t scores[2];
    uint8_t left[4];         /* cards each seat holds */
    uint8_t voids[4];        /* bit s: the seat is known to hold no card of suit s */
    pp_cards hand;           /* the seat's own cards now */
    pp_cards seen_by[4];     /* the cards each seat has played */
    uint8_t unseen[52];
    uint8_t nunseen;
} observation;

static void observe(const pp_view *view, observation *obs)
{
    uint8_t i, j, s, trump, strict, seat = pp_view_seat(view);
    pp_cards seen;
    memset(obs, 0, sizeof *obs);
    pp_rules_copy(&obs->rules, pp_view_rules(view));
    obs->seat = seat;
    obs->dealer = pp_view_dealer(view);
    obs->nbids = pp_view_nbids(view);
    for (i = 0; i < obs->nbids; i++)
        obs->bids[i] = pp_view_bid_at(view, i);
    obs->scores[0] = pp_view_score(view, 0);
    obs->scores[1] = pp_view_score(view, 1);
    trump = pp_view_trump(view);
    strict = obs->rules.trumping == PP_TRUMPING_WHEN_VOID;
    for (i = 0; i <= pp_view_ntricks(view); i++) {
        const pp_trick *trick = i < pp_view_ntricks(view) ? pp_view_trick_at(view, i) : pp_view_trick(view);
        if (!trick)
            break;
        for (j = 0; j < trick->count; j++) {
            uint8_t who = (uint8_t)((trick->leader + j) & 3u), card = trick->cards[j];
            uint8_t suit = pp_card_suit(card), led = pp_card_suit(trick->cards[0]);
            obs->played[obs->nplayed] = card;
            obs->played_by[obs->nplayed++] = who;
            pp_cards_add(&obs->seen_by[who], card);
            /* A card of a third suit on a plain lead proves a void in the suit led; so does a
             * non-trump on a trump lead; under strict follow any card not of the suit led. */
            if (j > 0 && suit != led && (strict || suit != trump))
                obs->voids[who] |= (uint8_t)(1u << led);
        }
    }
    obs->hand = *pp_view_hand(view);
    seen = obs->hand;
    for (s = 0; s < 4; s++) {
        obs->left[s] = pp_view_cards_left(view, s);
        for (j = 0; j < 4; j++)
            seen.suit[j] |= obs->seen_by[s].suit[j];
    }
    for (i = 0; i < 52; i++)
        if (!pp_cards_has(&seen, i))
            obs->unseen[obs->nunseen++] = i;
}

/* One deal of the unseen cards: the most constrained seats first, each taking uniformly from the
 * cards left that it may hold. Returns 0, or -1 when the voids cannot be met this time. */
static int deal_world(const observation *obs, uint32_t *rng, int ignore_voids, pp_cards hands[4])
{
    uint8_t cards[52], order[3], n = obs->nunseen, taken = 0, k = 0, i, j;
    memcpy(cards, obs->unseen, n);
    for (i = 0; i < 4; i++) {
        if (i == obs->seat)
            continue;
        for (j = k; j > 0; j--) {  /* insertion by more voids first, then seat order */
            uint8_t a = order[j - 1];
            if (pp_word_count(obs->voids[a]) >= pp_word_count(obs->voids[i]))
                break;
            order[j] = a;
        }
        order[j] = i;
        k++;
    }
    for (i = 0; i < 4; i++)
        pp_cards_clear(&hands[i]);
    hands[obs->seat] = obs->hand;
    for (k = 0; k < 3; k++) {
        uint8_t seat = order[k], need = obs->left[seat], position = taken;
        while (need) {
            uint8_t card;
            if (position >= n)
                return -1;
            j = (uint8_t)(position + pp_rng_below(rng, (uint32_t)(n - position)));
            card = cards[j];
            cards[j] = cards[position];
            cards[position] = card;
            if (ignore_voids || !(obs->voids[seat] >> pp_card_suit(card) & 1u)) {
                cards[position] = cards[taken];
                cards[taken++] = card;
                pp_cards_add(&hands[seat], card);
                need--;
            }
            position++;
        }
    }
    return 0;
}

/* How likely the heuristic's bidding makes a bid, given the bid it would make. */
static double bid_likelihood(uint8_t actual, uint8_t model)
{
    int diff = (int)actual - (int)model;
    if (diff == 0)
        return 1.0;
    if (actual != PP_PASS && model != PP_PASS && (diff == 1 || diff == -1))
        return 0.35;
    if ((actual == PP_PASS && model == PP_BID_TWO) || (actual == PP_BID_TWO && model == PP_PASS))
        return 0.3;
    return 0.06;
}

/* The hand dealt as the hands `current` and the cards each seat has played: 0, or -1 if refused. */
static int deal_root(const observation *obs, const pp_cards current[4], pp_state *state)
{
    pp_cards dealt[4];
    uint8_t i, j;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 4; j++)
            dealt[i].suit[j] = (uint16_t)(current[i].suit[j] | obs->seen_by[i].suit[j]);
    return pp_state_from_deal(state, &obs->rules, dealt, obs->dealer, obs->scores[0], obs->scores[1], 1) != 0
        ? -1 : 0;
}

/* The world's state at the root: dealt, the auction and the cards replayed; its weight (0 when the
 * replay is refused, which legal play never causes).
 *
 * Without `mix` the weight is one model of the other seats: each bid by bid_likelihood, each card
 * unlike the heuristic's by `play_weight`. With `mix` (for each seat, the chance that it bids and
 * plays as the heuristic does), each other seat is read by a mixture of two models, a sharp one
 * (bids by bid_likelihood squared, each unlike card by `sharp_weight`) and that soft one, and the
 * world's weight is the product over the seats of mix * sharp + (1 - mix) * soft: a seat that
 * plays as the heuristic is read sharply, one that does not (a search player, a person) falls back
 * to the soft reading, seat by seat. With `seat_weight`, each seat's own factor of the weight goes
 * there too (1 for the searching seat): a seat's bids and cards depend on its cards alone. */
static double replay(const observation *obs, const pp_cards current[4], const pp_search_params *params,
                     pp_state *state, double seat_weight[4])
{
    double weight = 1.0, play_weight = params->play_weight / 100.0;
    double sharp_weight = params->sharp_weight / 100.0;
    int mixed = params->mix[0] || params->mix[1] || params->mix[2] || params->mix[3];
    double sharp[4] = {1.0, 1.0, 1.0, 1.0}, soft[4] = {1.0, 1.0, 1.0, 1.0};
    uint8_t i;
    if (deal_root(obs, current, state) != 0)
        return 0.0;
    for (i = 0; i < obs->nbids; i++) {
        uint8_t seat = state->to_move;
        if (seat != obs->seat) {
            pp_view view;
            pp_action model;
            double likelihood;
            pp_view_make(&view, state, seat);
            model = pp_heuristic_choose(&view);
            likelihood = bid_likelihood(obs->bids[i], PP_BID_OF_ACTION(model));
            weight *= likelihood;
            soft[seat] *= likelihood;
            sharp[seat] *= params->sharp_bids && likelihood < 1.0 ? sharp_weight : likelihood * likelihood;
        }
        if (pp_state_apply(state, PP_ACTION_OF_BID(obs->bids[i])) != PP_OK)
            return 0.0;
    }
    for (i = 0; i < obs->nplayed; i++) {
        uint8_t seat = state->to_move;
        if ((play_weight > 0.0 || mixed) && seat != obs->seat) {  /* a card unlike the heuristic's */
            pp_view view;
            pp_view_make(&view, state, seat);
            if (pp_heuristic_choose(&view) != obs->played[i]) {
                if (play_weight > 0.0) {
                    weight *= play_weight;
                    soft[seat] *= play_weight;
                }
                sharp[seat] *= sharp_weight;
            }
        }
        if (pp_state_apply(state, obs->played[i]) != PP_OK)
            return 0.0;
    }
    for (i = 0; i < 4; i++) {
        double mix = params->mix[i] / (double)PP_MIX_ONE;
        double own = mixed ? mix * sharp[i] + (1.0 - mix) * soft[i] : soft[i];
        if (i == obs->seat)
            own = 1.0;
        if (seat_weight)
            seat_weight[i] = own;
        if (mixed)
            weight = i == 0 ? own : weight * own;
    }
    return weight;
}

/* The world's state at the root for the hands `current`, unweighed: 0, or -1 if refused. */
static int replay_only(const observation *obs, const pp_cards current[4], pp_state *state)
{
    uint8_t i;
    if (deal_root(obs, current, state) != 0)
        return -1;
    for (i = 0; i < obs->nbids; i++)
        if (pp_state_apply(state, PP_ACTION_OF_BID(obs->bids[i])) != PP_OK)
            return -1;
    for (i = 0; i < obs->nplayed; i++)
        if (pp_state_apply(state, obs->played[i]) != PP_OK)
            return -1;
    return 0;
}

static int cards_meet(const pp_cards *a, const pp_cards *b)
{
    return ((a->suit[0] & b->suit[0]) | (a->suit[1] & b->suit[1]) | (a->suit[2] & b->suit[2])
            | (a->suit[3] & b->suit[3])) != 0;
}

/* An index drawn in proportion to the weights whose running sums are `sums[0..n)` (uniformly when
 * they are all 0). */
static uint32_t draw_weighted(const double *sums, uint32_t n, uint32_t *rng)
{
    double at;
    uint32_t low = 0, high = n - 1;
    if (sums[n - 1] <= 0.0)
        return pp_rng_below(rng, n);
    at = sums[n - 1] * (pp_rng_below(rng, 1u << 24) + 0.5) / 16777216.0;
    while (low < high) {
        uint32_t middle = (low + high) / 2;
        if (sums[middle] > at)
            high = middle;
        else
            low = middle + 1;
    }
    return low;
}

/* `count` worlds recombined seat by seat (`recombine`): a seat's bids and plays depend on its own
 * cards and what is public alone, so its weight in replay() is the same whatever the other hidden
 * hands. Each of count * oversample candidate deals gives every other seat a candidate hand with
 * its own weight; a world takes, seat by seat, a hand drawn in proportion to that weight, redrawn
 * where it shares a card with a hand already taken. The candidates meet the voids one by one, so
 * the worlds do; what the weights keep of N candidates is then N hands a seat, not N deals, and a
 * reading that is sharp for three seats at once still finds deals. */
static uint32_t make_worlds_recombined(const observation *obs, const pp_search_params *params, uint32_t *rng,
                                       pp_state *worlds, uint32_t count)
{
    uint32_t candidates = count * (params->oversample ? params->oversample : 1u), i, kept = 0, tries = 0;
    pp_cards *hands = malloc((size_t)candidates * 4 * sizeof *hands);
    double *sums = malloc((size_t)candidates * 4 * sizeof *sums);
    uint8_t others[3], nothers = 0, s;
    if (!hands || !sums) {
        free(hands);
        free(sums);
        return 0;
    }
    for (s = 0; s < 4; s++)
        if (s != obs->seat)
            others[nothers++] = s;
    for (i = 0; i < candidates; i++) {
        pp_cards deal[4];
        pp_state scratch;
        double seat_weight[4];
        int attempts = 0;
        while (deal_world(obs, rng, attempts >= 20, deal) != 0)
            attempts++;
        if (replay(obs, deal, params, &scratch, seat_weight) <= 0.0)
            for (s = 0; s < 4; s++)
                seat_weight[s] = 0.0;
        for (s = 0; s < 4; s++) {
            hands[s * candidates + i] = deal[s];
            sums[s * candidates + i] = (i ? sums[s * candidates + i - 1] : 0.0) + seat_weight[s];
        }
    }
    while (kept < count && tries < count * 64u) {
        pp_cards world[4], taken = obs->hand;
        uint8_t first = (uint8_t)pp_rng_below(rng, 3), k, ok = 1;
        tries++;
        world[obs->seat] = obs->hand;
        for (k = 0; k < 3 && ok; k++) {
            uint8_t seat = others[(first + k) % 3];
            int redraws;
            ok = 0;
            for (redraws = 0; redraws < 16; redraws++) {
                uint32_t pick = draw_weighted(&sums[seat * candidates], candidates, rng);
                const pp_cards *hand = &hands[seat * candidates + pick];
                if (!cards_meet(hand, &taken)) {
                    world[seat] = *hand;
                    for (s = 0; s < 4; s++)
                        taken.suit[s] |= hand->suit[s];
                    ok = 1;
                    break;
                }
            }
        }
        if (ok && replay_only(obs, world, &worlds[kept]) == 0)
            kept++;
    }
    for (i = 0; kept < count && i < candidates; i++)  /* never in practice: whole candidates */
        if (replay_only(obs, (pp_cards[4]){hands[i], hands[candidates + i], hands[2 * candidates + i],
                                          hands[3 * candidates + i]}, &worlds[kept]) == 0)
            kept++;
    free(hands);
    free(sums);
    return kept;
}

/* `count` worlds by importance resampling from count * oversample candidates. */
static uint32_t make_worlds(const observation *obs, const pp_search_params *params, uint32_t *rng,
                            pp_state *worlds, uint32_t count)
{
    uint32_t candidates = count * (params->oversample ? params->oversample : 1u), i, kept = 0;
    pp_state *pool;
    double *weights, total = 0.0, step, at;
    if (params->recombine)
        return make_worlds_recombined(obs, params, rng, worlds, count);
    pool = malloc(candidates * sizeof *pool);
    weights = malloc(candidates * sizeof *weights);
    if (!pool || !weights) {
        free(pool);
        free(weights);
        return 0;
    }
    for (i = 0; i < candidates; i++) {
        pp_cards hands[4];
        int tries = 0;
        while (deal_world(obs, rng, tries >= 20, hands) != 0)
            tries++;
        weights[i] = replay(obs, hands, params, &pool[i], NULL);
        total += weights[i];
    }
    if (total <= 0.0) {  /* nobody bids like the model: every candidate alike */
        for (i = 0; i < candidates; i++)
            weights[i] = 1.0;
        total = candidates;
    }
    /* Systematic resampling. */
    step = total / count;
    at = step * (pp_rng_below(rng, 1u << 16) + 0.5) / 65536.0;
    total = 0.0;
    for (i = 0; i < candidates && kept < count; i++) {
        total += weights[i];
        while (kept < count && at < total) {
            worlds[kept++] = pool[i];
            at += step;
        }
    }
    while (kept < count)  /* rounding at the end */
        worlds[kept++] = pool[candidates - 1];
    free(pool);
    free(weights);
    return kept;
}

int32_t pp_search_win_chance(int32_t mine_short, int32_t theirs_short)
{
    if (mine_short < 1)
        mine_short = 1;
    if (theirs_short < 1)
        theirs_short = 1;
    if (mine_short > PP_WIN_TABLE_SIZE)
        mine_short = PP_WIN_TABLE_SIZE;
    if (theirs_short > PP_WIN_TABLE_SIZE)
        theirs_short = PP_WIN_TABLE_SIZE;
    return pp_win_table[mine_short - 1][theirs_short - 1];
}

/* The seat holding the auction's high bid so far (PP_NONE when all passed): the last to bid it,
 * since the dealer takes a bid by matching it. */
static uint8_t high_bidder(const pp_state *state)
{
    uint8_t i, holder = PP_NONE;
    for (i = 0; i < state->nbids; i++)
        if (state->bids[i] != PP_PASS && state->bids[i] == state->high_bid)
            holder = (uint8_t)((state->dealer + 1u + i) & 3u);
    return holder;
}

/* The block (`block` in pp_search_params): the bid a seat of the searching team makes in a playout when the
 * other team would go out on any bid it makes (within 3 of the target), that team holds the
 * auction or nobody does, and no partner is left to bid after this seat: the cheapest bid that
 * takes the contract, 4 when an opponent dealer is still to bid (it may match anything less);
 * PP_NONE when the rule does not apply (the heuristic decides). The heuristic passes such hands,
 * and a playout where the partner passes them makes passing look like handing over the match:
 * the search's partner, and the search itself later in the match, block there. */
static pp_action block_bid(const pp_state *state, const pp_action *legal, uint8_t n)
{
    uint8_t seat = state->to_move, team = seat & 1u, holder = high_bidder(state), i, want;
    uint8_t left = (uint8_t)(4u - state->nbids), dealer_after = state->dealer != seat;
    if (state->scores[team ^ 1u] < state->rules.target - 3)
        return PP_NONE;
    if (holder != PP_NONE && (holder & 1u) == team)
        return PP_NONE;
    for (i = 1; i < left; i++)  /* the seats still to bid after this one */
        if ((((seat + i) & 3u) & 1u) == team)
            return PP_NONE;
    want = (uint8_t)(dealer_after && (state->dealer & 1u) != team ? PP_BID_FOUR : PP_PASS);
    for (i = 0; i < n; i++)  /* bids ascending after the pass */
        if (legal[i] != PP_ACTION_OF_BID(PP_PASS) && PP_BID_OF_ACTION(legal[i]) >= want)
            return legal[i];
    return n > 1 ? legal[n - 1] : PP_NONE;
}

/* The match-win chance (0..1) of a team `mine_short` points short against one `theirs_short`
 * short when it scores `edge` times as fast as the table's players (the table is of equal ones):
 * its distance counts 1 / edge, linearly between the table's whole points. */
static double win_chance(int32_t mine_short, int32_t theirs_short, double edge)
{
    double at = mine_short / edge, low, part;
    if (edge == 1.0)
        return pp_search_win_chance(mine_short, theirs_short) / 10000.0;
    if (at < 1.0)
        at = 1.0;
    low = floor(at);
    part = at - low;
    return ((1.0 - part) * pp_search_win_chance((int32_t)low, theirs_short)
            + part * pp_search_win_chance((int32_t)low + 1, theirs_short)) / 10000.0;
}

/* The heuristic plays every seat to the end of the hand (with `block`, the searching team's seats
 * bid by block_bid where it applies); the reward for `team`, in 0..1: the chance of winning the
 * match weighted `win_share`, the hand's points the rest;
 * `edge` as in win_chance(). */
static double rollout(pp_state *state, uint8_t team, double win_share, int block, double edge)
{
    const pp_hand_result *r;
    double win = 0.0, points;
    int diff;
    while (state->phase == PP_PHASE_BID || state->phase == PP_PHASE_PLAY) {
        pp_view view;
        pp_action action = PP_NONE;
        if (block && state->phase == PP_PHASE_BID && (state->to_move & 1u) == team) {
            pp_action legal[PP_MAX_ACTIONS];
            uint8_t n = pp_state_legal_actions(state, legal);
            action = block_bid(state, legal, n);
        }
        if (action == PP_NONE) {
            pp_view_make(&view, state, state->to_move);
            action = pp_heuristic_choose(&view);
        }
        if (pp_state_apply(state, action) != PP_OK)
            return 0.5;  /* never: the heuristic plays legal actions */
    }
    r = &state->result;
    if (win_share > 0.0) {
        int16_t target = state->rules.target;
        if (r->winner != PP_NONE)
            win = r->winner == team ? 1.0 : 0.0;
        else
            win = win_chance(target - r->scores_after[team], target - r->scores_after[team ^ 1u], edge);
        if (win_share >= 1.0)
            return win;
    }
    /* hand score difference (at most 10 either way with a Smudge) and 10 for the match */
    diff = r->hand_score[team] - r->hand_score[team ^ 1u];
    if (r->winner != PP_NONE)
        diff += r->winner == team ? 10 : -10;
    if (diff > 20)
        diff = 20;
    if (diff < -20)
        diff = -20;
    points = (diff + 20) / 40.0;
    return win_share * win + (1.0 - win_share) * points;
}

/* Whether the action `lead` clearly leads the others after `k` worlds (see PP_STOP_EVERY). */
static int clearly_ahead(const double *values, uint32_t k, uint8_t n, uint8_t lead, double z)
{
    uint8_t a;
    for (a = 0; a < n; a++) {
        double sum = 0.0, squares = 0.0, mean, variance;
        uint32_t w;
        if (a == lead)
            continue;
        for (w = 0; w < k; w++) {
            double d = values[w * n + lead] - values[w * n + a];
            sum += d;
            squares += d * d;
        }
        mean = sum / k;
        variance = (squares - sum * mean) / (k - 1);
        if (variance <= 1e-12) {
            if (mean < -1e-9)
                return 0;
            continue;  /* ahead, or level, in every world */
        }
        /* the other action is worth at most PP_STOP_MARGIN more, z standard errors sure */
        if (mean + PP_STOP_MARGIN / 1e6 < z * sqrt(variance / k))
            return 0;
    }
    return 1;
}

static int32_t pimc(const observation *obs, const pp_state *worlds, uint32_t nworlds, const pp_action *legal,
                    uint8_t n, double win_share, double stop_z, int block, double edge, pp_search_result *out)
{
    double totals[PP_MAX_ACTIONS] = {0};
    double *values = malloc((size_t)nworlds * n * sizeof *values);
    uint32_t w, used = nworlds;
    uint8_t a, best = 0;
    if (!values)
        return -1;
    for (w = 0; w < nworlds; w++) {
        for (a = 0; a < n; a++) {
            pp_state state = worlds[w];
            if (pp_state_apply(&state, legal[a]) != PP_OK) {
                free(values);
                return -1;
            }
            values[w * n + a] = rollout(&state, obs->seat & 1u, win_share, block, edge);
            totals[a] += values[w * n + a];
        }
        if (stop_z > 0.0 && w + 1 < nworlds && (w + 1) % PP_STOP_EVERY == 0 && w + 1 >= 2 * PP_STOP_EVERY) {
            uint8_t lead = 0;
            for (a = 1; a < n; a++)
                if (totals[a] > totals[lead] + 1e-9)
                    lead = a;
            if (clearly_ahead(values, w + 1, n, lead, stop_z)) {
                used = w + 1;
                break;
            }
        }
    }
    free(values);
    for (a = 0; a < n; a++) {
        out->value[a] = (int32_t)(totals[a] / used * 1e6);
        out->visits[a] = used;
        if (totals[a] > totals[best] + 1e-9)
            best = a;
    }
    out->playouts = used * n;
    out->worlds = used;
    out->action = legal[best];
    return 0;
}

/* ISMCTS nodes: children as a list; `team` the team of the seat whose action led here. */
typedef struct node {
    int32_t first_child, next_sibling;
    uint32_t visits, avail;
    double reward;
    pp_action action;
    uint8_t team;
} node;

static int32_t ismcts(const observation *obs, const pp_state *worlds, uint32_t nworlds, uint32_t iterations,
                      double c, double win_share, int others, uint32_t *rng, pp_search_result *out)
{
    uint32_t capacity = iterations + 2, used = 1, it;
    node *nodes = calloc(capacity, sizeof *nodes);
    int32_t path[64], child, best;
    uint8_t team = obs->seat & 1u;
    if (!nodes)
        return -1;
    nodes[0].first_child = -1;
    nodes[0].next_sibling = -1;
    for (it = 0; it < iterations; it++) {
        pp_state state = worlds[it % nworlds];
        int32_t at = 0, depth = 0, k;
        double r;
        path[depth++] = 0;
        while (state.phase == PP_PHASE_BID || state.phase == PP_PHASE_PLAY) {
            pp_action legal[PP_MAX_ACTIONS], untried[PP_MAX_ACTIONS];
            uint8_t n = pp_state_legal_actions(&state, legal), nu = 0, i;
            int32_t pick = -1;
            double best_score = -1.0;
            if (others && state.to_move != obs->seat) {
                pp_view view;
                pp_view_make(&view, &state, state.to_move);
                pp_state_apply(&state, pp_heuristic_choose(&view));
                continue;
            }
            for (i = 0; i < n; i++) {
                int found = 0;
                for (child = nodes[at].first_child; child >= 0; child = nodes[child].next_sibling)
                    if (nodes[child].action == legal[i]) {
                        found = 1;
                        nodes[child].avail++;
                        break;
                    }
                if (!found)
                    untried[nu++] = legal[i];
            }
            /* Progressive widening: the heuristic's action first, then one more untried action each
             * time the node's visits reach twice its children. */
            if (nu && used < capacity) {
                uint32_t children = 0;
                pp_action action = PP_NONE;
                pp_view view;
                pp_action guess;
                for (child = nodes[at].first_child; child >= 0; child = nodes[child].next_sibling)
                    children++;
                pp_view_make(&view, &state, state.to_move);
                guess = pp_heuristic_choose(&view);
                for (i = 0; i < nu; i++)
                    if (untried[i] == guess)
                        action = guess;
                if (action == PP_NONE && nodes[at].visits >= 2 * children)
                    action = untried[pp_rng_below(rng, nu)];
                if (action != PP_NONE) {
                    node *fresh = &nodes[used];
                    fresh->action = action;
                    fresh->team = state.to_move & 1u;
                    fresh->first_child = -1;
                    fresh->next_sibling = nodes[at].first_child;
                    fresh->avail = 1;
                    nodes[at].first_child = (int32_t)used;
                    at = (int32_t)used++;
                    pp_state_apply(&state, action);
                    if (depth < 64)
                        path[depth++] = at;
                    break;
                }
            }
            for (child = nodes[at].first_child; child >= 0; child = nodes[child].next_sibling) {
                double score;
                uint8_t legal_here = 0;
                for (i = 0; i < n; i++)
                    legal_here |= legal[i] == nodes[child].action;
                if (!legal_here)
                    continue;
                score = nodes[child].visits
                    ? nodes[child].reward / nodes[child].visits
                        + c * sqrt(log((double)nodes[child].avail) / nodes[child].visits)
                    : 1e9;
                if (score > best_score) {
                    best_score = score;
                    pick = child;
                }
            }
            if (pick < 0)
                break;  /* the node pool is full and nothing here is known: roll out */
            at = pick;
            pp_state_apply(&state, nodes[at].action);
            if (depth < 64)
                path[depth++] = at;
        }
        r = rollout(&state, team, win_share, 0, 1.0);
        for (k = 0; k < depth; k++) {
            node *on = &nodes[path[k]];
            on->visits++;
            on->reward += on->team == team ? r : 1.0 - r;
        }
    }
    best = -1;
    for (child = nodes[0].first_child; child >= 0; child = nodes[child].next_sibling) {
        int32_t a;
        for (a = 0; a < out->nactions; a++)
            if (out->actions[a] == nodes[child].action) {
                out->visits[a] = nodes[child].visits;
                out->value[a] = nodes[child].visits
                    ? (int32_t)(nodes[child].reward / nodes[child].visits * 1e6) : 0;
            }
    }
    /* The most visited; ties to the first legal action. */
    for (child = 0; child < out->nactions; child++)
        if (best < 0 || out->visits[child] > out->visits[best])
            best = child;
    out->action = out->actions[best];
    out->playouts = iterations;
    free(nodes);
    return 0;
}

int32_t pp_search_choose(const pp_view *view, const pp_search_params *params, pp_search_result *out)
{
    observation obs;
    pp_action legal[PP_MAX_ACTIONS];
    uint8_t n, i;
    uint32_t rng = pp_rng_seed_state(params->seed), count, nworlds;
    pp_state *worlds;
    int32_t status;
    double win_share = params->reward == PP_REWARD_WIN ? 1.0 - params->points_share / 100.0 : 0.0;
    memset(out, 0, sizeof *out);
    out->action = PP_NONE;
    n = pp_view_legal_actions(view, legal);
    if (!n)
        return -1;
    out->nactions = n;
    for (i = 0; i < n; i++)
        out->actions[i] = legal[i];
    if (n == 1) {
        out->action = legal[0];
        return 0;
    }
    observe(view, &obs);
    count = params->worlds ? params->worlds : 1u;
    if (params->bid_worlds && pp_view_phase(view) == PP_PHASE_BID)
        count = params->bid_worlds;
    worlds = malloc(count * sizeof *worlds);
    if (!worlds)
        return -1;
    nworlds = make_worlds(&obs, params, &rng, worlds, count);
    out->worlds = nworlds;
    if (!nworlds) {
        free(worlds);
        return -1;
    }
    if (params->iterations)
        status = ismcts(&obs, worlds, nworlds, params->iterations, params->exploration / 100.0,
                        win_share, params->others != 0, &rng, out);
    else
        status = pimc(&obs, worlds, nworlds, legal, n, win_share, params->stop_z / 100.0, params->block != 0,
                      params->edge ? params->edge / 100.0 : 1.0, out);
    free(worlds);
    if (status != 0)
        out->action = PP_NONE;
    return status;
}

int32_t pp_search_worlds(const pp_view *view, const pp_search_params *params, uint32_t count, pp_cards *hands)
{
    observation obs;
    uint32_t rng = pp_rng_seed_state(params->seed), made, w;
    pp_state *worlds = malloc(count * sizeof *worlds);
    uint8_t s;
    if (!worlds || !count) {
        free(worlds);
        return -1;
    }
    observe(view, &obs);
    made = make_worlds(&obs, params, &rng, worlds, count);
    for (w = 0; w < made; w++)
        for (s = 0; s < 4; s++)
            hands[w * 4 + s] = worlds[w].hands[s];
    free(worlds);
    return (int32_t)made;
}

uint32_t pp_search_match_wins(const pp_ruleset *rules, int16_t score0, int16_t score1, uint32_t games,
                              uint32_t seed)
{
    static const uint8_t kinds[4] = {PP_PLAYER_HEURISTIC, PP_PLAYER_HEURISTIC, PP_PLAYER_HEURISTIC,
                                     PP_PLAYER_HEURISTIC};
    uint32_t game, wins = 0, decisions = 0;
    for (game = 0; game < games; game++) {
        pp_state state;
        uint32_t rngs[4];
        pp_state_new_game(&state, rules, seed + game, score0, score1);
        pp_match_player_rngs(seed + game, rngs);
        while (state.phase != PP_PHASE_GAME_OVER && state.hand_number < 200) {
            pp_reason reason = state.phase == PP_PHASE_DEAL || state.phase == PP_PHASE_SCORE
                ? pp_state_advance(&state)
                : pp_match_play_hand(&state, kinds, rngs, 0, 0, &decisions);
            if (reason != PP_OK)
                break;
        }
        wins += state.winner == 0;
    }
    return wins;
}
