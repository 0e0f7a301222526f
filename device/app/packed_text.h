/* packed_text.h: the texts kept PalmDoc-compressed in TxtC resources (the Rules, the Keyboard and
 * the table's and dialogs' texts; docs/palm_os.md 2.8, prc_tools/formats/packed_text.py: the
 * stream, and the desktop's unpacking), unpacked into feature memory: the storage heap, so that
 * they cost the dynamic heap nothing. */
#ifndef PITCH_PACKED_TEXT_H
#define PITCH_PACKED_TEXT_H

#include "app.h"

#define packedTextRscType 0x54787443UL /* 'TxtC' (prc_tools.formats.packed_text.PACKED_TEXT_TYPE) */
/* Feature numbers (of APP_CREATOR) of the unpacked texts. */
#define TEXT_FEATURE 2                 /* the Rules or the Keyboard, while the dialog is up */
#define TEXTS_FEATURE 3                /* TableTexts (texts.c), from app_start to app_stop */

/* The TxtC resource `id` unpacked and terminated, as feature `feature`; NULL if it is missing or
 * there is no room. A stream that would write past the length its header gives, or reach back
 * before the start, ends the text there. */
Char *packed_text_open(UInt16 id, UInt16 feature);
/* Free what packed_text_open made as `feature` (nothing if it made nothing). */
void packed_text_close(UInt16 feature);

#endif
