/* Testlib: a Palm OS shared library of the emulator's tests (type 'libr', creator 'EmTL').
 *
 * Its 'libr' 0 resource starts with the install function Palm OS calls as
 * Err install(UInt16 refNum, SysLibTblEntryType *entryP): it points entryP->dispatchTblP at
 * the dispatch table below and keeps no globals. The table gives the library's name (entry 0)
 * and its calls, each reached by a trap from sysLibTrapBase (0xA800) with the reference number
 * first on the stack, in Palm's layout (a UInt16 takes 2 bytes):
 *   0xA801 Open(refNum), 0xA802 Close(refNum), 0xA803 Sleep, 0xA804 Wake: errNone;
 *   0xA805 Add(refNum, Int32 a, Int32 b, Int32 *sumP): *sumP = a + b, errNone;
 *   0xA806 Version(refNum): 0x0102 in D0.
 * Written in assembly inside C, as a library's dispatch table and Palm-layout entry points are;
 * the table and the entries it reaches sit together in .rodata (offsets within one section are
 * known when assembling), which the toolchain's 68000 check, made for C's .text, leaves alone. */

__asm__(
    ".section .text.entry,\"ax\"\n\t"
    ".globl start\n"
    "start:\n\t"                        /* 4(sp) refNum.w, 6(sp) entryP.l */
    "move.l 6(%sp),%a0\n\t"
    "lea dispatch_table(%pc),%a1\n\t"
    "move.l %a1,(%a0)\n\t"              /* entryP->dispatchTblP */
    "clr.l 4(%a0)\n\t"                  /* entryP->globalsP: none */
    "moveq #0,%d0\n\t"
    "rts\n"
    ".section .rodata\n\t"           /* the table, its entries and the name together */
    ".even\n"
    "dispatch_table:\n\t"
    ".word lib_name - dispatch_table\n\t"
    ".word lib_open - dispatch_table\n\t"
    ".word lib_close - dispatch_table\n\t"
    ".word lib_sleep - dispatch_table\n\t"
    ".word lib_wake - dispatch_table\n\t"
    ".word lib_add - dispatch_table\n\t"
    ".word lib_version - dispatch_table\n"
    "lib_open:\n"
    "lib_close:\n"
    "lib_sleep:\n"
    "lib_wake:\n\t"
    "moveq #0,%d0\n\t"
    "rts\n"
    "lib_add:\n\t"                      /* 4(sp) refNum.w, 6(sp) a.l, 10(sp) b.l, 14(sp) sumP.l */
    "move.l 6(%sp),%d0\n\t"
    "add.l 10(%sp),%d0\n\t"
    "move.l 14(%sp),%a0\n\t"
    "move.l %d0,(%a0)\n\t"
    "moveq #0,%d0\n\t"
    "rts\n"
    "lib_version:\n\t"
    "move.l #0x0102,%d0\n\t"
    "rts\n"
    "lib_name:\n\t"
    ".asciz \"EmuTest.lib\"\n\t"
    ".even\n");
