/* table_draw.h: drawing the table's three gadgets (the desktop's table_draw.py, TableDrawing, with
 * the Scene of game.py computed from the App as it is drawn). */
#ifndef PITCH_TABLE_DRAW_H
#define PITCH_TABLE_DRAW_H

#include "app.h"

/* The main form opens: its gadgets get their handlers and the form is drawn. */
void table_draw_open(App *app);

/* One of the main form's gadgets (MainScoreGadget, MainTableGadget, MainStatusGadget) drawn in
 * `bounds` (app_gadget_handler). */
void table_draw_gadget(App *app, UInt16 id, const RectangleType *bounds);

/* The table again (the desktop's PitchApp.redraw): Play or New Game, the scores, the table, the
 * status line. Never inlined: benchmarks/device_app.py counts the instructions of a call. */
__attribute__((noinline)) void table_draw_all(App *app);

/* The status line's text now (the desktop's TableController.status). */
void table_status(App *app, Char *out);

Boolean table_auto_playing(App *app);

#endif
