/* dialogs_common.h: what the secondary dialogs (dialogs_*.c) share: the dialog on the screen,
 * its objects and their bounds, its gadgets' drawing, the keys every dialog takes, text drawn to a
 * right edge (the desktop's dialogs_records.draw_right).
 *
 * While FrmDoDialog runs, the dialog is the active form and its window the draw window, so a
 * gadget is drawn by calling its drawing function with the bounds FrmGetObjectBounds gives (the
 * desktop's form.draw_object of a gadget comes to the same: erase, draw). */
#ifndef PITCH_DIALOGS_COMMON_H
#define PITCH_DIALOGS_COMMON_H

#include "app.h"

/* The dialog up (FrmGetActiveForm while FrmDoDialog runs). */
FormType *dialog_form(void);

/* An object of the dialog by id; its bounds (window coordinates). */
void *dialog_object(UInt16 id);
void dialog_bounds(UInt16 id, RectangleType *r);

/* Give a gadget of the dialog its handler (at frmOpenEvent, before the form is drawn). */
void dialog_set_gadget(UInt16 id, FormGadgetHandlerType *handler);

/* Enter (or Esc) hits `button` as a tap would (CtlHitControl): true if the event was one. Palm OS
 * 3.5 leaves these keys to the form; the desktop's dialogs close on them. */
Boolean dialog_enter_key(const EventType *event, UInt16 button);

/* A handler for a dialog that only closes (About, Hands Dealt, Points So Far): Enter or Esc hits
 * its default button. */
Boolean dialog_plain_handler(EventType *event);

/* The levels the device plays: Easy and Normal (the desktop's search players, Hard and Expert,
 * are not here). */
#define DEVICE_LEVELS 2

/* A push-button group of the four levels, from the Easy button `easy` (consecutive ids), before
 * the form is drawn: `level`'s button on, Hard's and Expert's hidden. */
void dialog_levels(UInt16 easy, UInt8 level);

/* Draw `text` in the current font with its last column of ink at `right`; returns its width. */
Int16 dialog_draw_right(const Char *text, Coord right, Coord y);

/* The dialog's title, kept in app->dialog.dialogTitle (FrmSetTitle keeps the pointer). */
void dialog_set_title(App *app, const Char *title);

/* A scroll bar of the dialog: its value, range and page (SclGetScrollBar), and set again
 * (SclSetScrollBar, drawn again if shown). */
typedef struct BarValues {
    Int16 value, min, max, page;
} BarValues;
void dialog_get_bar(UInt16 id, BarValues *bar);
void dialog_set_bar(UInt16 id, const BarValues *bar);

/* The hand of a key: 0 (not one of them), -1 (page up) or 1 (page down; `space` too if asked). */
Int16 dialog_page_key(const EventType *event, Boolean space);

#endif
