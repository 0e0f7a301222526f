/* packed_text.h: the long texts (Rules, Keyboard), kept PalmDoc-compressed in TxtC resources
 * (prc_tools/formats/packed_text.py: the stream, and the desktop's unpacking). */
#ifndef PITCH_PACKED_TEXT_H
#define PITCH_PACKED_TEXT_H

#include "app.h"

#define packedTextRscType 0x54787443UL /* 'TxtC' (prc_tools.formats.packed_text.PACKED_TEXT_TYPE) */
#define TEXT_FEATURE 2                 /* FtrPtrNew(APP_CREATOR, TEXT_FEATURE): the unpacked text */

/* The TxtC resource `id` unpacked and terminated, in feature memory (the storage heap: a 3 KB
 * text costs the dynamic heap nothing); NULL if it is missing or there is no room. A stream that
 * would write past the length its header gives, or reach back before the start, ends the text
 * there. */
Char *packed_text_open(UInt16 id);
/* Free what packed_text_open made (nothing if it made nothing). */
void packed_text_close(void);

#endif
