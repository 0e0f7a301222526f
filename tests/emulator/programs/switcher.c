/* Switcher: asks the system to launch another application (SysUIAppSwitch) and returns when
 * its appStopEvent comes, as a Palm application does before the switch.
 *
 *   launch code 0      switches to "EmuSwitchee" with launch code 0x8123 and a parameter block
 *                      it gave to the system ({'SWCH', 40}); returns 1;
 *   launch code 0x8002 switches to the database DmFindDatabase does not find (local ID 0): a
 *                      device goes back to the launcher; returns 2;
 *   launch code 0x8003 asks twice, to a missing database and then to "EmuSwitchee" with
 *                      {'SWCH', 50}: the last request wins; returns 3. */
#include "check.h"

typedef struct {
    UInt32 magic;
    UInt32 value;
} SwitchBlock;

static MemPtr block_of(UInt32 value)
{
    SwitchBlock *block = (SwitchBlock *)MemPtrNew(sizeof(SwitchBlock));
    CHECK(block != NULL);
    block->magic = fourcc('S', 'W', 'C', 'H');
    block->value = value;
    CHECK(MemPtrSetOwner(block, 0) == 0); /* the system's now: it outlives this application */
    return block;
}

static void wait_for_stop(void)
{
    EventType event;
    do {
        EvtGetEvent(&event, evtWaitForever);
    } while (event.eType != appStopEvent);
}

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    LocalID switchee = DmFindDatabase(0, "EmuSwitchee");
    (void)cmdPBP;
    (void)launchFlags;

    if (cmd == sysAppLaunchCmdNormalLaunch) {
        CHECK(switchee != 0);
        CHECK(SysUIAppSwitch(0, switchee, 0x8123, block_of(40)) == 0);
        wait_for_stop();
        return 1;
    }
    if (cmd == 0x8002) {
        CHECK(SysUIAppSwitch(0, DmFindDatabase(0, "NoSuchApp"), 0, NULL) == 0);
        wait_for_stop();
        return 2;
    }
    if (cmd == 0x8003) {
        CHECK(SysUIAppSwitch(0, 0, 0, block_of(99)) == 0);
        CHECK(SysUIAppSwitch(0, switchee, 0x8123, block_of(50)) == 0);
        wait_for_stop();
        return 3;
    }
    return 0;
}
