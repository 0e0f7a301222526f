/* StrPrintF, the one variadic trap, as a function over the StrVPrintF trap.
 *
 * Palm OS's _Palm_va_list is a pointer to the arguments on the stack, which is what GCC's
 * va_list is on the 68k. GCC's int is 32 bits (no -mshort), so every integer argument takes
 * 4 bytes: format them with %ld, %lu, %lx (Palm OS reads %d as 2 bytes).
 */
#include <palm_traps.h>

Int16 StrPrintF(Char *s, const Char *formatStr, ...)
{
    __builtin_va_list args;
    Int16 length;

    __builtin_va_start(args, formatStr);
    length = StrVPrintF(s, formatStr, (_Palm_va_list)args);
    __builtin_va_end(args);
    return length;
}
