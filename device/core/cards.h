/* cards.h: suits, ranks, the 52 cards and sets of cards (the twin of palm_pitch/cards.py).
 *
 * A card is a small integer, as in Python: index = 13 * suit + rank - 2 (0..51), suits in the
 * order S H D C, ranks 2..14 (ace high). A set of cards is a pp_cards: one 16-bit word per suit,
 * bit r for rank r + 2 (the 2 is bit 0, the ace bit 12), so Python's 52-bit mask is
 * suit[0] | suit[1] << 13 | suit[2] << 26 | suit[3] << 39. Sixteen-bit words suit the 68000,
 * whose registers are 32 bits but whose arithmetic is fastest on words.
 *
 * Everything here is a pure function of its arguments: no state, no library calls.
 */
#ifndef PP_CARDS_H
#define PP_CARDS_H

#include <stdint.h>

enum { PP_SPADES = 0, PP_HEARTS = 1, PP_DIAMONDS = 2, PP_CLUBS = 3 };

/* Ranks are stored as bit positions inside a suit's word: rank - 2. */
enum {
    PP_R2 = 0, PP_R3 = 1, PP_R4 = 2, PP_R5 = 3, PP_R6 = 4, PP_R7 = 5, PP_R8 = 6, PP_R9 = 7,
    PP_RT = 8, PP_RJ = 9, PP_RQ = 10, PP_RK = 11, PP_RA = 12
};

#define PP_NONE 0xFFu        /* "no seat / team / card / suit" in uint8_t fields (Python's None) */
#define PP_SUIT_BITS 0x1FFFu /* the 13 bits of one suit's word */

typedef uint8_t pp_card; /* 0..51 */

typedef struct pp_cards {
    uint16_t suit[4]; /* by suit; bit r = rank r + 2 */
} pp_cards;

/* Tables by card index (read-only data, reached PC-relative on the 68k). */
extern const uint8_t pp_card_suits[52];     /* the suit */
extern const uint8_t pp_card_rank_bits[52]; /* the rank's bit position */

/* The suit (0..3) of a card. */
static inline uint8_t pp_card_suit(pp_card card)
{
    return pp_card_suits[card];
}

/* The rank's bit position (0 for the 2 .. 12 for the ace) of a card. */
static inline uint8_t pp_card_rank_bit(pp_card card)
{
    return pp_card_rank_bits[card];
}

/* The card of a suit and a rank bit position. */
static inline pp_card pp_card_make(uint8_t suit, uint8_t rank_bit)
{
    return (pp_card)((suit << 3) + (suit << 2) + suit + rank_bit);
}

/* Sets of cards (inline: the engine's innermost operations). */
static inline int pp_cards_has(const pp_cards *set, pp_card card)
{
    return card < 52 && (set->suit[pp_card_suit(card)] >> pp_card_rank_bit(card) & 1u);
}

static inline void pp_cards_add(pp_cards *set, pp_card card)
{
    set->suit[pp_card_suit(card)] |= (uint16_t)(1u << pp_card_rank_bit(card));
}

static inline void pp_cards_remove(pp_cards *set, pp_card card)
{
    set->suit[pp_card_suit(card)] &= (uint16_t)~(1u << pp_card_rank_bit(card));
}

/* Game points ("pips") of a rank bit position: ten 10, ace 4, king 3, queen 2, jack 1, else 0. */
uint8_t pp_rank_pips(uint8_t rank_bit);

/* Game points of a card. */
uint8_t pp_card_pips(pp_card card);

/* Bit tricks on one suit's word. */
uint8_t pp_word_count(uint16_t word); /* number of cards */

uint8_t pp_word_highest(uint16_t word); /* highest rank bit, PP_NONE if empty */
uint8_t pp_word_lowest(uint16_t word);  /* lowest rank bit, PP_NONE if empty */
uint8_t pp_word_pips(uint16_t word);    /* game points of the cards */
uint8_t pp_word_nth(uint16_t word, uint8_t k); /* the k-th lowest rank bit (k < count) */

static inline void pp_cards_clear(pp_cards *set)
{
    set->suit[0] = set->suit[1] = set->suit[2] = set->suit[3] = 0;
}

int pp_cards_is_empty(const pp_cards *set);
uint8_t pp_cards_count(const pp_cards *set);
uint8_t pp_cards_pips(const pp_cards *set);
/* The cards in index order into out (room for 52); returns how many. */
uint8_t pp_cards_list(const pp_cards *set, pp_card *out);

#endif
