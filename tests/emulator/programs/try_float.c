/* The Error Manager's Try/Catch, the New Float Manager and the heap queries, checked from 68k code
 * as the SDK describes them: ErrTry/ErrCatch written out as ErrorBase.h's macros write them
 * (ErrExceptionList, ErrSetJump, ErrThrow through a called function, a rethrow to an outer
 * block, ErrLongJump's result); FlpEmDispatch's arithmetic, conversions and comparisons on
 * floats and doubles (a double result through the hidden pointer), the fpscr's sticky bits, the
 * same trap called with MathLib's trap word 0x0306, and FlpDispatch's FlpFToA, FlpAToF and
 * FlpVersion; MemNumCards, MemNumHeaps, MemNumRAMHeaps, MemHeapFlags and MemCardInfo.
 * Everything runs at frmOpenEvent; PilotMain returns 0 when every check passed. */
#include "check.h"
#include "form_loop.h"

#define FORM 1000

/* ErrorBase.h ErrExceptionType: the list link, the jump buffer (D3-D7, PC, A2-A7), the error. */
typedef struct ExceptionType {
    struct ExceptionType *nextP;
    UInt32 state[12];
    Int32 err;
} ExceptionType;

static void __attribute__((noinline)) thrower(Int32 err)
{
    ErrThrow(err);
}

/* ErrTry { thrower(err) } ErrCatch(e) { return e } ErrEndCatch: the error caught, or 0. */
static Int32 __attribute__((noinline)) try_throw(Int32 err, volatile Int16 *reached)
{
    ExceptionType t;
    volatile Int32 caught = 0;
    t.err = 0;
    t.nextP = (ExceptionType *)*ErrExceptionList();
    *ErrExceptionList() = (MemPtr)&t;
    if (ErrSetJump(t.state) == 0) {
        if (err)
            thrower(err);
        *reached = 1;
        *ErrExceptionList() = (MemPtr)t.nextP;
    } else {
        caught = t.err;
        *ErrExceptionList() = (MemPtr)t.nextP;
    }
    return caught;
}

/* An inner block that catches and throws its error on, plus one: the outer block gets it. */
static Int32 __attribute__((noinline)) rethrow(Int32 err)
{
    ExceptionType outer;
    volatile Int32 caught = 0;
    volatile Int16 reached = 0;
    outer.err = 0;
    outer.nextP = (ExceptionType *)*ErrExceptionList();
    *ErrExceptionList() = (MemPtr)&outer;
    if (ErrSetJump(outer.state) == 0) {
        Int32 inner = try_throw(err, &reached);
        ErrThrow(inner + 1);
        *ErrExceptionList() = (MemPtr)outer.nextP;
    } else {
        caught = outer.err;
        *ErrExceptionList() = (MemPtr)outer.nextP;
    }
    return caught;
}

static void exceptions(void)
{
    volatile Int16 reached = 0;
    UInt32 buf[12];
    volatile Int16 jumps = 0;
    Int16 result;

    CHECK(*ErrExceptionList() == NULL);
    CHECK(try_throw(0, &reached) == 0 && reached == 1);
    reached = 0;
    CHECK(try_throw(0x1234567, &reached) == 0x1234567 && reached == 0);
    CHECK(rethrow(41) == 42);
    CHECK(*ErrExceptionList() == NULL); /* every block unlinked */

    result = ErrSetJump(buf);
    jumps++;
    if (jumps == 1)
        ErrLongJump(buf, 7);
    else if (jumps == 2) {
        CHECK(result == 7);
        ErrLongJump(buf, 0);
    } else
        CHECK(result == 1); /* a result of 0 comes back as 1 */
    CHECK(jumps == 3);
}

/* FlpEmDispatch / FlpDispatch with the selector in D2 and `words` long words as the arguments. */
static UInt32 float_call(UInt32 selector, const UInt32 *words, UInt32 count, Boolean emulator)
{
    register UInt32 result __asm__("d0");
    UInt32 bytes = count * 4;
    const UInt32 *next = words + count;
    UInt32 left = count;
    if (emulator)
        __asm__ __volatile__(
            "tst.l %[left]\n\tbeq.s 2f\n\t1: move.l -(%[next]),-(%%sp)\n\tsubq.l #1,%[left]\n\tbne.s 1b\n\t"
            "2: move.l %[sel],%%d2\n\ttrap #15\n\t.word 0xa306\n\tadd.l %[bytes],%%sp"
            : "=d"(result), [next] "+a"(next), [left] "+d"(left)
            : [sel] "g"(selector), [bytes] "g"(bytes)
            : "d1", "d2", "a0", "a1", "cc", "memory");
    else
        __asm__ __volatile__(
            "tst.l %[left]\n\tbeq.s 2f\n\t1: move.l -(%[next]),-(%%sp)\n\tsubq.l #1,%[left]\n\tbne.s 1b\n\t"
            "2: move.l %[sel],%%d2\n\ttrap #15\n\t.word 0xa305\n\tadd.l %[bytes],%%sp"
            : "=d"(result), [next] "+a"(next), [left] "+d"(left)
            : [sel] "g"(selector), [bytes] "g"(bytes)
            : "d1", "d2", "a0", "a1", "cc", "memory");
    return result;
}

/* _d_add as MathLib calls it: the trap word 0x0306, which the dispatcher reads as 0xA306. */
static void add_as_mathlib(const UInt32 *words)
{
    const UInt32 *next = words + 5;
    UInt32 left = 5;
    __asm__ __volatile__(
        "1: move.l -(%[next]),-(%%sp)\n\tsubq.l #1,%[left]\n\tbne.s 1b\n\t"
        "moveq #51,%%d2\n\ttrap #15\n\t.word 0x0306\n\tlea 20(%%sp),%%sp"
        : [next] "+a"(next), [left] "+d"(left)
        :
        : "d0", "d1", "d2", "a0", "a1", "cc", "memory");
}

#define SEL_fp_get_fpscr 1
#define SEL_fp_set_fpscr 2
#define SEL_f_itof 4
#define SEL_d_itod 8
#define SEL_d_dtof 12
#define SEL_f_ftoi 18
#define SEL_d_dtoi 22
#define SEL_d_cmp 35
#define SEL_d_flt 39
#define SEL_f_add 46
#define SEL_f_div 49
#define SEL_d_add 51
#define SEL_d_mul 52
#define SEL_d_div 54
#define flpInvalid 0x8000
#define flpDivByZero 0x1000
#define flpInexact 0x0800
#define flpLess 1
#define flpUnordered 3

#define ONE_HI 0x3FF00000  /* 1.0 */
#define TWO_HI 0x40000000  /* 2.0 */
#define HALF_HI 0x3FE00000 /* 0.5 */
#define THREE_HI 0x40080000
#define NAN_HI 0x7FF80000
#define F_ONE 0x3F800000   /* 1.0f */
#define F_THREE 0x40400000 /* 3.0f */
#define F_ONE_THIRD 0x3EAAAAAB

static void floats(void)
{
    UInt32 d[2] = {0xDEADBEEF, 0xDEADBEEF};
    UInt32 args[5];
    Char text[24];

    /* 1.0 + 2.0 = 3.0, the double through the hidden pointer */
    args[0] = (UInt32)d; args[1] = ONE_HI; args[2] = 0; args[3] = TWO_HI; args[4] = 0;
    float_call(SEL_d_add, args, 5, true);
    CHECK(d[0] == THREE_HI && d[1] == 0);
    /* 0.5 * 2.0 = 1.0; 1.0 / 2.0 = 0.5 */
    args[1] = HALF_HI;
    float_call(SEL_d_mul, args, 5, true);
    CHECK(d[0] == ONE_HI && d[1] == 0);
    args[1] = ONE_HI;
    float_call(SEL_d_div, args, 5, true);
    CHECK(d[0] == HALF_HI && d[1] == 0);
    /* the same _d_add with MathLib's trap word */
    d[0] = d[1] = 0;
    args[1] = ONE_HI; args[3] = TWO_HI;
    add_as_mathlib(args);
    CHECK(d[0] == THREE_HI && d[1] == 0);

    /* _d_itod(-3), _d_dtoi(-2.5) truncates toward zero, _d_dtof(0.5) */
    args[1] = (UInt32)-3;
    float_call(SEL_d_itod, args, 2, true);
    CHECK(d[0] == (0x80000000u | THREE_HI) && d[1] == 0);
    args[0] = 0xC0040000; args[1] = 0; /* -2.5 */
    CHECK((Int32)float_call(SEL_d_dtoi, args, 2, true) == -2);
    args[0] = HALF_HI;
    CHECK(float_call(SEL_d_dtof, args, 2, true) == 0x3F000000);

    /* floats: 1.0f / 3.0f rounds to nearest and is inexact; _f_itof, _f_ftoi, _f_add */
    float_call(SEL_fp_set_fpscr, (const UInt32[]){0}, 1, true);
    CHECK(float_call(SEL_fp_get_fpscr, NULL, 0, true) == 0);
    CHECK(float_call(SEL_f_div, (const UInt32[]){F_ONE, F_THREE}, 2, true) == F_ONE_THIRD);
    CHECK(float_call(SEL_fp_get_fpscr, NULL, 0, true) & flpInexact);
    CHECK(float_call(SEL_f_itof, (const UInt32[]){3}, 1, true) == F_THREE);
    CHECK(float_call(SEL_f_ftoi, (const UInt32[]){F_THREE}, 1, true) == 3);
    CHECK(float_call(SEL_f_add, (const UInt32[]){F_ONE, F_ONE}, 2, true) == 0x40000000);
    /* 1.0f / 0.0f: infinity, and divide-by-zero is raised */
    CHECK(float_call(SEL_f_div, (const UInt32[]){F_ONE, 0}, 2, true) == 0x7F800000);
    CHECK(float_call(SEL_fp_get_fpscr, NULL, 0, true) & flpDivByZero);

    /* comparisons: 1.0 < 2.0; NaN is unordered, and an ordered test of it is invalid */
    CHECK(float_call(SEL_d_cmp, (const UInt32[]){ONE_HI, 0, TWO_HI, 0}, 4, true) == flpLess);
    CHECK(float_call(SEL_d_flt, (const UInt32[]){ONE_HI, 0, TWO_HI, 0}, 4, true) == 1);
    CHECK(float_call(SEL_d_cmp, (const UInt32[]){NAN_HI, 0, TWO_HI, 0}, 4, true) == flpUnordered);
    float_call(SEL_fp_set_fpscr, (const UInt32[]){0}, 1, true);
    CHECK(float_call(SEL_d_flt, (const UInt32[]){NAN_HI, 0, TWO_HI, 0}, 4, true) == 0);
    CHECK(float_call(SEL_fp_get_fpscr, NULL, 0, true) == flpInvalid);

    /* FlpDispatch: FlpFToA(-0.00125), FlpAToF("  2.5e2x") through the hidden pointer, FlpVersion */
    CHECK(float_call(1, (const UInt32[]){0xBF547AE1, 0x47AE147B, (UInt32)text}, 3, false) == 0);
    CHECK(streq(text, "-1.25000000e-03"));
    float_call(2, (const UInt32[]){(UInt32)d, (UInt32)"  2.5e2x"}, 2, false);
    CHECK(d[0] == 0x406F4000 && d[1] == 0); /* 250.0 */
    CHECK(float_call(5, NULL, 0, false) == 0x02008000);
}

static void heaps(void)
{
    Char name[32], maker[32];
    UInt16 version = 0;
    UInt32 rom = 0, ram = 0, free = 0;
    CHECK(MemNumCards() == 1);
    CHECK(MemNumHeaps(0) == 3 && MemNumRAMHeaps(0) == 2);
    CHECK(MemHeapFlags(2) & 0x0001);  /* the ROM heap is read-only */
    CHECK(!(MemHeapFlags(0) & 0x0001));
    CHECK(MemCardInfo(0, name, maker, &version, NULL, &rom, &ram, &free) == 0);
    CHECK(StrLen(name) > 0 && StrLen(maker) > 0 && version >= 1);
    CHECK(rom > 0 && ram > free && free > 0);
    CHECK(MemCardInfo(1, NULL, NULL, NULL, NULL, NULL, NULL, NULL) != 0);
}

static void checks(void)
{
    exceptions();
    floats();
    heaps();
}

CHECKS_PROGRAM(FORM, checks)
