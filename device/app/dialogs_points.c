/* dialogs_points.c: Game > Points So Far (the desktop's dialogs_points.py).
 *
 * Only what the cards played show, as a player at the table could work it out: the highest trump
 * played so far and the team it is winning for (High, settled once it is the ace), the lowest
 * (Low: for the team that took its trick, or under "Low to the holder" the team of its player;
 * settled once it is the two and that team is known), the jack of trump once played, and each
 * team's count of card points in the tricks it has taken (Game). A card in the trick on the table
 * has no team yet when the trick decides it. Before trump is known NoPointsAlert says there is
 * nothing yet. */
#include "dialogs.h"

#include "dialogs_common.h"
#include "draw.h"
#include "texts.h"

#define LABEL_X 6
#define VALUE_X 50
#define TEAM_X 80
#define LINE 11

#define TEAM_OF(seat) ((UInt8)((seat) & 1))

/* One of High, Low and Jack as the hand stands. */
typedef struct Point {
    pp_card card;    /* PP_NONE: no such card played yet */
    UInt8 team;      /* PP_NONE: it lies in the trick on the table, which decides */
    Boolean settled; /* nothing still to be played can change it */
} Point;

typedef struct Tally {
    Point points[3]; /* High, Low, Jack */
    UInt8 pips[2];
} Tally;

/* A trump played: the card, its player, its trick's winner (PP_NONE: the trick is open). */
static void consider(const pp_state *state, Tally *t, pp_card card, UInt8 seat, UInt8 winner)
{
    UInt8 rank = pp_card_rank_bit(card), team;
    Point *high = &t->points[0], *low = &t->points[1], *jack = &t->points[2];
    if (pp_card_suit(card) != state->trump)
        return;
    if (high->card == PP_NONE || rank > pp_card_rank_bit(high->card)) {
        high->card = card;
        high->team = TEAM_OF(seat); /* the highest trump wins its trick */
        high->settled = rank == PP_RA;
    }
    if (low->card == PP_NONE || rank < pp_card_rank_bit(low->card)) {
        if (state->rules.low_to == PP_LOW_TO_HOLDER)
            team = TEAM_OF(seat);
        else
            team = winner == PP_NONE ? PP_NONE : TEAM_OF(winner);
        low->card = card;
        low->team = team;
        low->settled = rank == PP_R2 && team != PP_NONE;
    }
    if (rank == PP_RJ) {
        jack->card = card;
        jack->team = winner == PP_NONE ? PP_NONE : TEAM_OF(winner);
        jack->settled = winner != PP_NONE;
    }
}

/* What the cards played so far show; false before trump is known. */
static Boolean tally(const pp_state *state, Tally *t)
{
    UInt8 i, k, n;
    if (state->trump == PP_NONE)
        return false;
    for (i = 0; i < 3; i++) {
        t->points[i].card = PP_NONE;
        t->points[i].team = PP_NONE;
        t->points[i].settled = false;
    }
    t->pips[0] = t->pips[1] = 0;
    n = state->ntricks > 6 ? 6 : state->ntricks;
    for (i = 0; i <= n && i < 7; i++) {
        const pp_trick *trick = &state->tricks[i];
        Boolean open = i == n;
        UInt8 winner = open ? PP_NONE : trick->winner;
        for (k = 0; k < trick->count; k++) {
            consider(state, t, trick->cards[k], (UInt8)((trick->leader + k) & 3), winner);
            if (!open && winner != PP_NONE)
                t->pips[TEAM_OF(winner)] = (UInt8)(t->pips[TEAM_OF(winner)] + pp_card_pips(trick->cards[k]));
        }
    }
    return true;
}

void dialogs_points_draw(App *app, const RectangleType *b)
{
    const pp_state *state = &app->session.state;
    Tally t;
    Char text[TEXT_SIZE], name[NAME_CHARS], us[8], them[8];
    Coord y;
    UInt8 i;
    Int16 width;

    WinEraseRectangle(b, 0);
    if (!tally(state, &t))
        return;
    WinPushDrawState();
    FntSetFont(stdFont);
    y = (Coord)(b->topLeft.y + 2);
    width = draw_string(PointsTrumpString, NULL, NULL, LABEL_X, y);
    draw_bitmap(app, (UInt8)(BMP_SMALL_SUIT + state->trump), (Coord)(LABEL_X + width + 2), (Coord)(y + 2));
    y = (Coord)(y + LINE + 2);
    for (i = 0; i < 3; i++) {
        const Point *point = &t.points[i];
        draw_point_name(i, y);
        if (point->card == PP_NONE) {
            draw_string(PointsNotYetString, NULL, NULL, VALUE_X, y);
        } else {
            draw_card_text(app, point->card, VALUE_X, y);
            if (point->team == PP_NONE) {
                text_plain(text, sizeof text, PointsInPlayString);
            } else if (point->settled) {
                text_team(text, point->team);
            } else {
                text_team(name, point->team);
                text_get(text, sizeof text, PointsSoFarString, name, NULL, NULL);
            }
            draw_text(text, TEAM_X, y);
        }
        y = (Coord)(y + LINE);
    }
    draw_point_name(3, y);
    text_number(us, t.pips[0]);
    text_number(them, t.pips[1]);
    draw_string(PointsGameString, us, them, VALUE_X, y);
    WinPopDrawState();
}


static Boolean points_handler(EventType *event)
{
    if (event->eType == frmOpenEvent)
        return form_open_with_gadget(PointsGadget);
    return dialog_plain_handler(event);
}

void dialog_points(App *app)
{
    Tally t;
    if (!tally(&app->session.state, &t)) {
        app_note(app, NoPointsAlert);
        return;
    }
    app_do_dialog(app, PointsForm, points_handler);
}
