/* bid.h: your bid (the desktop's bid.py, BidDialog): BidForm with the bids so far in its field
 * and a button for each bid the rules allow now (the dealer's steal as "Steal 3" in place of the
 * 3), centred in one row. Keys: 2, 3, 4, S or 5 (Smudge), P and Enter (Pass, when you may pass);
 * a key with the command modifier never bids, Esc does nothing. */
#ifndef PITCH_BID_H
#define PITCH_BID_H

#include "app.h"

/* Run the dialog for South's bid; the bid value, or PP_NONE when it closed without one. */
UInt8 bid_dialog(App *app);

#endif
