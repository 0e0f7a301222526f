/* The entry point of code 1: the Palm OS launch protocol around the application's PilotMain.
 *
 * Palm OS starts an application at offset 0 of its code 1 resource with no arguments; the
 * startup code asks SysAppStartup for the launch command, its parameter block and the launch
 * flags, calls PilotMain, hands the same pointers back to SysAppExit and returns PilotMain's
 * result in D0 (docs/palm_os.md §3.2; prc-tools crt0 and CodeWarrior's __Startup__ do the same).
 * palm.ld places this function first and refuses to link if it is not.
 */
#include <palm_traps.h>

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags);

__attribute__((section(".text.entry"), used)) UInt32 start(void)
{
    SysAppInfoPtr appInfo;
    MemPtr prevGlobals;
    MemPtr globals;
    UInt32 result;

    if (SysAppStartup(&appInfo, &prevGlobals, &globals) != errNone) {
        SndPlaySystemSound(sndError);
        return (UInt32)-1;
    }
    result = PilotMain((UInt16)appInfo->cmd, appInfo->cmdPBP, appInfo->launchFlags);
    SysAppExit(appInfo, prevGlobals, globals);
    return result;
}
