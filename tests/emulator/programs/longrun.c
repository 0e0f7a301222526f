/* LongRun: computations longer than the compatibility tool's budget, for its watchdog policy.
 *   0x8001  a long computation (about 8,000,000 instructions) that calls StrLen and SysRandom
 *           between its rounds, as a benchmark calls the Float Manager: it ends, and returns its
 *           checksum;
 *   0x8002  an endless loop polling the clock (TimGetTicks and SysTicksPerSecond), which in
 *           palm-emu moves only while the application waits: it never ends. */
#include "check.h"

static UInt32 crunch(UInt32 rounds, UInt32 sum)
{
    UInt32 i;
    for (i = 0; i < rounds; i++)
        sum = sum * 31 + (sum >> 3) + i;
    return sum;
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    UInt32 sum = 1, round;
    (void)cmdPBP;
    (void)launchFlags;

    if (cmd == 0x8001) {
        for (round = 0; round < 40; round++) {
            sum = crunch(10000, sum);
            sum += (UInt32)StrLen("round");
            sum += (UInt32)SysRandom(0);
        }
        return sum | 1;
    }
    if (cmd == 0x8002) {
        for (;;)
            sum += TimGetTicks() + SysTicksPerSecond();
    }
    return 0;
}
