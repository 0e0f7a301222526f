/* Workloads for benchmarks/emulator.py, one per launch code:
 *   0x8001  a CPU-bound loop (integer arithmetic, 32-bit multiplies, memory), 1,000,000 rounds
 *   0x8002  the same loop, 1,000 rounds (the benchmark counts its instructions exactly)
 *   0x8003  100,000 trap calls (TimGetTicks, StrLen and FtrGet in turn)
 * The result is a checksum, so the work cannot be optimised away. */
#include "check.h"

static UInt32 crunch(UInt32 rounds)
{
    UInt32 table[16];
    UInt32 sum = 0x12345678UL, i;
    for (i = 0; i < 16; i++)
        table[i] = i * 0x9E3779B9UL;
    for (i = 0; i < rounds; i++) {
        UInt32 *slot = &table[i & 15];
        *slot = (*slot ^ sum) + (sum >> 3);
        sum = sum * 31 + *slot;
    }
    return sum;
}

static UInt32 traps(UInt32 calls)
{
    UInt32 sum = 0, value, i;
    for (i = 0; i < calls; i += 3) {
        sum += TimGetTicks();
        sum += (UInt32)StrLen("benchmark");
        if (FtrGet(sysFtrCreator, sysFtrNumROMVersion, &value) == errNone)
            sum += value;
    }
    return sum;
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    (void)cmdPBP;
    (void)launchFlags;
    switch (cmd) {
    case 0x8001: return crunch(1000000UL);
    case 0x8002: return crunch(1000UL);
    case 0x8003: return traps(100000UL);
    default: return 0;
    }
}
