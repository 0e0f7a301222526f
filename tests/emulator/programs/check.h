/* Test programs' helpers: CHECK stops the program with its file, line and condition.
 *
 * A failed CHECK calls ErrDisplayFileLineMsg, which on a device shows the fatal-error dialog
 * and in the emulator stops the application with "file:line: message" (an AppFault the tests
 * see). PilotMain returns 0 when every check passed.
 */
#ifndef CHECK_H
#define CHECK_H

#include <palm_traps.h>

#define CHECK(cond)                                                          \
    do {                                                                     \
        if (!(cond))                                                         \
            ErrDisplayFileLineMsg(__FILE__, (UInt16)__LINE__, "CHECK(" #cond ")"); \
    } while (0)

static __inline__ int streq(const Char *a, const Char *b)
{
    return StrCompare(a, b) == 0;
}

#define fourcc(a, b, c, d) (((UInt32)(a) << 24) | ((UInt32)(b) << 16) | ((UInt32)(c) << 8) | (UInt32)(d))

#endif
