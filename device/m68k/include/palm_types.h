/* Palm OS types for 68k C programs built with Debian's m68k-linux-gnu-gcc.
 *
 * The scalar types of PalmTypes.h, and (from the generated palm_structs.h) the structures a
 * program reads and fills itself (EventType, RectangleType, SysAppInfoType, DateTimeType ...),
 * laid out as Palm OS 3.5 lays them out: 16- and 32-bit members on 2-byte boundaries (GCC's m68k
 * default), one-byte enums (-fshort-enums). Structures Palm OS keeps private (FormType,
 * ControlType, WindowType ...) are incomplete types, used only through pointers and the API. The
 * generated palm_traps.h includes this file; tests/emulator check these layouts against
 * palm_sdk.structs, the declaration the emulator uses.
 *
 * Callbacks: Palm OS calls form event handlers as Boolean handler(EventType *) and the C
 * prototypes here match that. Callbacks that take a 16-bit argument (gadget handlers, list
 * drawing functions) get a Palm-layout stack GCC cannot read without -mshort, so write them
 * as GCC functions and give Palm OS the adapter PALM_GADGET_HANDLER / PALM_LIST_DRAW_FUNCTION
 * makes (below).
 */
#ifndef PALM_TYPES_H
#define PALM_TYPES_H

typedef unsigned char UInt8;
typedef signed char Int8;
typedef unsigned short UInt16;
typedef signed short Int16;
typedef unsigned long UInt32;
typedef signed long Int32;
typedef unsigned char Boolean;
typedef char Char;
typedef UInt16 WChar;
typedef UInt16 Err;
typedef Int16 Coord;
typedef UInt32 LocalID;
typedef UInt32 DmResType;
typedef UInt16 DmResID;
typedef UInt16 FrameType;
typedef UInt8 IndexedColorType;
typedef UInt8 FontID;
typedef UInt8 SndSysBeepType;
typedef UInt8 WinDrawOperation;
typedef UInt8 PatternType;
typedef UInt8 UnderlineModeType;
typedef UInt8 FormObjectKind;
typedef UInt8 ControlStyleType;

typedef void *MemPtr;
typedef struct _opaque *MemHandle;
typedef void *DmOpenRef;
typedef struct WindowType WindowType;
typedef WindowType *WinHandle;
typedef struct FormType FormType;
typedef struct ControlType ControlType;
typedef struct FieldType FieldType;
typedef struct ListType ListType;
typedef struct ScrollBarType ScrollBarType;
typedef struct MenuBarType MenuBarType;
typedef struct BitmapType BitmapType;
typedef BitmapType *BitmapPtr;

#define true 1
#define false 0
#ifndef NULL
#define NULL ((void *)0)
#endif

/* PointType, RectangleType, RGBColorType, EventType, SysAppInfoType, DateTimeType and
 * FormGadgetType: generated from palm_sdk/structs.py. */
#include "palm_structs.h"

typedef UInt8 CustomPatternType[8];

/* DateType (SDK DateTime.h): the packed date, bit fields the generator does not declare. */
typedef struct {
    UInt16 year : 7;  /* years since 1904 */
    UInt16 month : 4;
    UInt16 day : 5;
} DateType;
typedef DateType *DatePtr;

typedef Boolean FormEventHandlerType(EventType *eventP);
/* Palm OS's prototypes of these two take 16-bit arguments: see PALM_GADGET_HANDLER below. */
typedef Boolean FormGadgetHandlerType(FormGadgetTypeInCallback *gadgetP, UInt16 cmd, void *paramP);
typedef void ListDrawDataFuncType(Int16 itemNum, RectangleType *bounds, Char **itemsText);
typedef ListDrawDataFuncType *ListDrawDataFuncPtr;

/* PALM_GADGET_HANDLER(name, impl): defines `name`, a gadget handler Palm OS can call (cmd in a
 * 2-byte slot), which calls `Boolean impl(FormGadgetTypeInCallback *, UInt32 cmd, void *)`, an
 * ordinary GCC function. Give `name` to FrmSetGadgetHandler. */
#define PALM_GADGET_HANDLER(name, impl)                                                       \
    __attribute__((used)) Boolean impl(FormGadgetTypeInCallback *gadgetP, UInt32 cmd, void *paramP); \
    extern FormGadgetHandlerType name;                                                        \
    __asm__(".text\n\t.even\n" #name ":\n\t"                                                  \
            "move.l 10(%sp),-(%sp)\n\t"     /* paramP: Palm offset 6, +4 return address */  \
            "moveq #0,%d0\n\t"                                                                \
            "move.w 12(%sp),%d0\n\t"        /* cmd: Palm offset 4 */                          \
            "move.l %d0,-(%sp)\n\t"                                                           \
            "move.l 12(%sp),-(%sp)\n\t"     /* gadgetP: Palm offset 0 */                      \
            "bsr.w " #impl "\n\t"                                                                \
            "lea 12(%sp),%sp\n\t"                                                             \
            "rts")

/* PALM_LIST_DRAW_FUNCTION(name, impl): the same for a list drawing function; `impl` is
 * `void impl(Int32 itemNum, RectangleType *bounds, Char **itemsText)`. */
#define PALM_LIST_DRAW_FUNCTION(name, impl)                                                   \
    __attribute__((used)) void impl(Int32 itemNum, RectangleType *bounds, Char **itemsText);  \
    extern ListDrawDataFuncType name;                                                         \
    __asm__(".text\n\t.even\n" #name ":\n\t"                                                  \
            "move.l 10(%sp),-(%sp)\n\t"     /* itemsText: Palm offset 6 */                    \
            "move.l 10(%sp),-(%sp)\n\t"     /* bounds: Palm offset 2, +8 */                   \
            "move.w 12(%sp),%d0\n\t"        /* itemNum: Palm offset 0, +8 */                  \
            "ext.l %d0\n\t"                                                                   \
            "move.l %d0,-(%sp)\n\t"                                                           \
            "bsr.w " #impl "\n\t"                                                                \
            "lea 12(%sp),%sp\n\t"                                                             \
            "rts")

#endif /* PALM_TYPES_H */
