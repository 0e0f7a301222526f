/* The startup code of a prc-tools-style application: SysAppStartup, then (when the launch gives
 * it new globals) its own relocation of the data through the 'rloc' 0 resource, PilotMain,
 * SysAppExit. Nothing here may touch a global before the relocation - not even a call to a
 * function of this file, which -msep-data makes through the GOT: the GOT holds link-time offsets
 * until then, so the helpers are inlined. The chains are prc-tools' (dreloc.c): each relocated long holds
 * {Int16 next; UInt16 addend}, offsets from the start of the data, and receives addend + base.
 * A launcher that relocates (CodeWarrior's xref tables) leaves no 'rloc' 0: nothing to do. */
#include <palm_traps.h>

UInt32 PilotMain(UInt16 cmd, MemPtr cmdPBP, UInt16 launchFlags);
UInt32 start(void);

static __inline__ __attribute__((always_inline)) void relocate_chain(Int16 offset, UInt8 *data, UInt32 base)
{
    while (offset >= 0) {
        UInt8 *site = data + offset;
        Int16 next = (Int16)((site[0] << 8) | site[1]);
        UInt32 addend = ((UInt32)site[2] << 8) | site[3];
        UInt32 value = addend + base;
        site[0] = (UInt8)(value >> 24);
        site[1] = (UInt8)(value >> 16);
        site[2] = (UInt8)(value >> 8);
        site[3] = (UInt8)value;
        offset = next;
    }
}

static __inline__ __attribute__((always_inline)) UInt32 code_base(void)
{
    UInt32 address;
    __asm__("lea (start:w,%%pc),%%a0\n\tmove.l %%a0,%0" : "=d"(address) : : "a0");
    return address;
}

__attribute__((section(".text.entry"), used)) UInt32 start(void)
{
    SysAppInfoPtr appInfo;
    MemPtr prevGlobals, globals;
    UInt32 result;

    if (SysAppStartup(&appInfo, &prevGlobals, &globals) != errNone)
        return (UInt32)-1;
    if (appInfo->launchFlags & sysAppLaunchFlagNewGlobals) {
        MemHandle h = DmGet1Resource(0x726C6F63UL /* 'rloc' */, 0);
        if (h != NULL) {
            Int16 *heads = MemHandleLock(h);
            UInt8 *data = appInfo->globalsChunkP;  /* the data starts the globals chunk */
            relocate_chain(heads[0], data, (UInt32)data);
            relocate_chain(heads[1], data, code_base());
            MemHandleUnlock(h);
            DmReleaseResource(h);
        }
    }
    result = PilotMain((UInt16)appInfo->cmd, appInfo->cmdPBP, appInfo->launchFlags);
    SysAppExit(appInfo, prevGlobals, globals);
    return result;
}
