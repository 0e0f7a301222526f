/* Palm OS types for 68k C programs built with Debian's m68k-linux-gnu-gcc.
 *
 * The scalar types of PalmTypes.h and the structures a program reads and fills itself
 * (EventType, RectangleType, SysAppInfoType, DateTimeType ...), laid out as Palm OS 3.5 lays
 * them out: 16- and 32-bit members on 2-byte boundaries (GCC's m68k default), one-byte enums
 * (-fshort-enums). Structures Palm OS keeps private (FormType, ControlType, WindowType ...) are
 * incomplete types, used only through pointers and the API. The generated palm_traps.h
 * includes this file; tests/emulator check these layouts against the emulator's.
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

typedef struct {
    Coord x;
    Coord y;
} PointType;

typedef struct {
    PointType topLeft;
    PointType extent;
} RectangleType;
typedef RectangleType *RectanglePtr;

typedef UInt8 CustomPatternType[8];

typedef struct {
    UInt8 index;
    UInt8 r;
    UInt8 g;
    UInt8 b;
} RGBColorType;

/* EventType (SDK Event.h): 24 bytes; eType, the pen fields, then a union of the event data. */
typedef struct {
    UInt16 eType;
    Boolean penDown;
    UInt8 tapCount;
    Coord screenX;
    Coord screenY;
    union {
        struct { UInt16 datum[8]; } generic;
        struct { PointType start; PointType end; } penUp;
        struct { WChar chr; UInt16 keyCode; UInt16 modifiers; } keyDown;
        struct { WinHandle enterWindow; WinHandle exitWindow; } winEnter;
        struct { WinHandle enterWindow; WinHandle exitWindow; } winExit;
        struct { UInt16 controlID; ControlType *pControl; } ctlEnter;
        struct { UInt16 controlID; ControlType *pControl; Boolean on; UInt8 reserved1; UInt16 value; } ctlSelect;
        struct { UInt16 controlID; ControlType *pControl; UInt32 time; UInt16 value; } ctlRepeat;
        struct { UInt16 controlID; ControlType *pControl; } ctlExit;
        struct { UInt16 fieldID; FieldType *pField; } fldEnter;
        struct { UInt16 fieldID; FieldType *pField; Coord newHeight; UInt16 currentPos; } fldHeightChanged;
        struct { UInt16 fieldID; FieldType *pField; } fldChanged;
        struct { UInt16 formID; } frmLoad;
        struct { UInt16 formID; } frmOpen;
        struct { UInt16 formID; UInt16 recordNum; UInt16 matchPos; UInt16 matchLen; UInt16 matchFieldNum;
                 UInt32 matchCustom; } frmGoto;
        struct { UInt16 formID; } frmClose;
        struct { UInt16 formID; UInt16 updateCode; } frmUpdate;
        struct { UInt16 formID; } frmTitleEnter;
        struct { UInt16 formID; } frmTitleSelect;
        struct { UInt16 listID; ListType *pList; Int16 selection; } lstEnter;
        struct { UInt16 listID; ListType *pList; } lstExit;
        struct { UInt16 listID; ListType *pList; Int16 selection; } lstSelect;
        struct { UInt16 controlID; ControlType *controlP; UInt16 listID; ListType *listP; Int16 selection;
                 Int16 priorSelection; } popSelect;
        struct { UInt16 itemID; } menu;
        struct { UInt16 menuRscID; Int16 cause; } menuOpen;
        struct { UInt16 scrollBarID; ScrollBarType *pScrollBar; Int16 value; Int16 newValue; Int32 time; } sclRepeat;
        struct { UInt16 scrollBarID; ScrollBarType *pScrollBar; Int16 value; Int16 newValue; } sclExit;
        struct { UInt16 gadgetID; struct FormGadgetType *gadgetP; } gadgetEnter;
        struct { UInt16 gadgetID; struct FormGadgetType *gadgetP; UInt16 selector; void *dataP; } gadgetMisc;
    } data;
} EventType;
typedef EventType *EventPtr;

/* SysAppInfoType (SDK SystemMgr.h): what SysAppStartup hands the startup code. */
typedef struct SysAppInfoType {
    Int16 cmd;
    MemPtr cmdPBP;
    UInt16 launchFlags;
    UInt32 taskID;
    MemHandle codeH;
    DmOpenRef dbP;
    UInt8 *stackP;
    UInt8 *globalsChunkP;
    UInt16 memOwnerID;
    MemPtr dmAccessP;
    Err dmLastErr;
    MemPtr errExceptionP;
    UInt8 *a5Ptr;
    UInt8 *stackEndP;
    UInt8 *globalEndP;
    struct SysAppInfoType *rootP;
    MemPtr extraP;
} SysAppInfoType;
typedef SysAppInfoType *SysAppInfoPtr;

/* DateTimeType (SDK DateTime.h) and the packed DateType. */
typedef struct {
    Int16 second;
    Int16 minute;
    Int16 hour;
    Int16 day;
    Int16 month;
    Int16 year;
    Int16 weekDay;
} DateTimeType;
typedef DateTimeType *DateTimePtr;

typedef struct {
    UInt16 year : 7;  /* years since 1904 */
    UInt16 month : 4;
    UInt16 day : 5;
} DateType;
typedef DateType *DatePtr;

/* FormGadgetType as a gadget handler sees it (SDK Form.h FormGadgetTypeInCallback). */
typedef struct FormGadgetType {
    UInt16 id;
    UInt16 attr;  /* FormGadgetAttrType: usable, extended, visible bits */
    RectangleType rect;
    const void *data;
    void *handler;
} FormGadgetType;
typedef FormGadgetType FormGadgetTypeInCallback;

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
