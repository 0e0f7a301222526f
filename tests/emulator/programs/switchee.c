/* Switchee: the application Switcher switches to (SysUIAppSwitch). Launched with 0x8123, it
 * checks that it is the UI application with new globals and reads the parameter block
 * ({'SWCH', value}); it returns value + 2. Launched normally (alone), it returns 7. */
#include "check.h"

typedef struct {
    UInt32 magic;
    UInt32 value;
} SwitchBlock;

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags)
{
    const SwitchBlock *block = (const SwitchBlock *)cmdPBP;

    if (cmd == sysAppLaunchCmdNormalLaunch)
        return 7;
    CHECK(cmd == 0x8123);
    CHECK((launchFlags & sysAppLaunchFlagUIApp) != 0);
    CHECK((launchFlags & sysAppLaunchFlagNewGlobals) != 0);
    CHECK(block != NULL && block->magic == fourcc('S', 'W', 'C', 'H'));
    return block->value + 2;
}
