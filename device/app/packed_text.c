/* packed_text.c: a TxtC resource unpacked into feature memory (see packed_text.h). The tokens:
 * 0x01-0x08 n literal bytes; 0x00, 0x09-0x7F the byte; 0x80-0xBF with the next byte a copy of
 * 3-10 bytes from 1-2047 back; 0xC0-0xFF a space and the byte XOR 0x80. */
#include "packed_text.h"

/* The text being unpacked: `at` bytes made of `length`, those from `flushed` on still in `buffer`
 * (written with one DmWrite for each BUFFER bytes, not one a byte). */
#define BUFFER 32
typedef struct Unpacking {
    Char *text;
    UInt16 at, length, flushed;
    UInt8 buffer[BUFFER];
} Unpacking;

static void flush(Unpacking *u)
{
    if (u->at > u->flushed)
        DmWrite(u->text, u->flushed, u->buffer, u->at - u->flushed);
    u->flushed = u->at;
}

/* The next byte of the text, if within its length. */
static __attribute__((noinline)) void emit(Unpacking *u, UInt8 c)
{
    if (u->at - u->flushed == BUFFER)
        flush(u);
    if (u->at < u->length)
        u->buffer[u->at++ - u->flushed] = c;
}

/* Byte `at` of the text made so far. */
static UInt8 made(const Unpacking *u, UInt16 at)
{
    return at >= u->flushed ? u->buffer[at - u->flushed] : (UInt8)u->text[at];
}

Char *packed_text_open(UInt16 id, UInt16 feature)
{
    MemHandle handle = DmGetResource(packedTextRscType, id);
    const UInt8 *in, *end;
    Unpacking u;

    u.text = NULL;
    u.at = u.flushed = 0;
    if (handle == NULL)
        return NULL;
    in = MemHandleLock(handle);
    end = in + MemHandleSize(handle);
    u.length = (UInt16)(in[0] << 8 | in[1]);
    in += 2;
    /* A feature an earlier run left (it stopped without its app_stop) is freed and made again.
     * Not freed first whatever happens: PumpkinOS's FtrPtrFree leaves the feature registered, so
     * freeing one already freed would free that memory twice there. */
    if (FtrPtrNew(APP_CREATOR, feature, u.length + 1UL, (void **)&u.text) != errNone
        && (FtrPtrFree(APP_CREATOR, feature) != errNone
            || FtrPtrNew(APP_CREATOR, feature, u.length + 1UL, (void **)&u.text) != errNone)) {
        u.text = NULL;
        in = end;
    }
    while (in < end) {
        UInt8 token = *in++;
        if (token >= 0x01 && token <= 0x08) {
            if (token > end - in)
                break;
            while (token--)
                emit(&u, *in++);
        } else if (token >= 0xC0) {
            emit(&u, ' ');
            emit(&u, token ^ 0x80);
        } else if (token >= 0x80) {
            UInt16 distance, count;
            if (in == end)
                break;
            distance = (UInt16)((token << 8 | *in) >> 3 & 0x7FF);
            count = (UInt16)((*in++ & 7) + 3);
            if (distance == 0 || distance > u.at)
                break;
            while (count--) /* the copy may overlap what it makes */
                emit(&u, made(&u, (UInt16)(u.at - distance)));
        } else {
            emit(&u, token);
        }
    }
    if (u.text != NULL) {
        flush(&u);
        DmSet(u.text, u.at, 1, 0);
    }
    MemHandleUnlock(handle);
    DmReleaseResource(handle);
    return u.text;
}

void packed_text_close(UInt16 feature)
{
    FtrPtrFree(APP_CREATOR, feature);
}
