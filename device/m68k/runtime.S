| The calls GCC makes that a 68000 has no instruction for, and the C memory functions GCC emits
| for struct copies, in 68000 code (Debian's libgcc has no 68000 multilib: its __divsi3 and
| __modsi3 use bsr.l, a 68020 instruction, docs/palm_os.md §3.6).
|
| GCC's m68k calling convention: 32-bit arguments on the stack from 4(%sp), result in %d0
| (pointers in %a0 too); %d0-%d1/%a0-%a1 may be clobbered, everything else is preserved.
| A division by zero executes divu by zero, so the CPU raises the zero-divide exception, as
| the 68000's own divide instructions do.

    .section .note.GNU-stack,"",@progbits
    .text

| UInt32 __mulsi3(UInt32 a, UInt32 b): the low 32 bits of a * b from three 16x16 multiplies.
    .globl __mulsi3
__mulsi3:
    move.w  4(%sp),%d0          | a.hi
    mulu.w  10(%sp),%d0         | a.hi * b.lo
    move.w  8(%sp),%d1          | b.hi
    mulu.w  6(%sp),%d1          | b.hi * a.lo
    add.w   %d1,%d0             | the cross products, of which the low halves count
    swap    %d0
    clr.w   %d0
    move.w  6(%sp),%d1          | a.lo
    mulu.w  10(%sp),%d1         | a.lo * b.lo
    add.l   %d1,%d0
    rts

| udivmod: %d0 / %d1 -> quotient %d0, remainder %d1 (shift and subtract, 32 steps).
| Uses %d2 and %a0, which the callers save.
udivmod:
    tst.l   %d1
    beq.s   .Lzero
    move.l  %d1,%a0             | the divisor
    moveq   #0,%d1              | the remainder so far
    moveq   #31,%d2
1:  add.l   %d0,%d0             | next dividend bit into X, a zero quotient bit in
    addx.l  %d1,%d1
    bcs.s   2f                  | the remainder has 33 bits: certainly >= the divisor
    cmp.l   %a0,%d1
    bcs.s   3f
2:  sub.l   %a0,%d1
    addq.l  #1,%d0              | the quotient bit is one
3:  dbra    %d2,1b
    rts
.Lzero:
    divu.w  %d1,%d0             | zero-divide exception, as a 68000 divide raises
    rts

| UInt32 __udivsi3(UInt32 n, UInt32 d)
    .globl __udivsi3
__udivsi3:
    move.l  %d2,-(%sp)
    move.l  8(%sp),%d0
    move.l  12(%sp),%d1
    bsr.w   udivmod
    move.l  (%sp)+,%d2
    rts

| UInt32 __umodsi3(UInt32 n, UInt32 d)
    .globl __umodsi3
__umodsi3:
    move.l  %d2,-(%sp)
    move.l  8(%sp),%d0
    move.l  12(%sp),%d1
    bsr.w   udivmod
    move.l  %d1,%d0
    move.l  (%sp)+,%d2
    rts

| Int32 __divsi3(Int32 n, Int32 d): truncates toward zero, as C does.
    .globl __divsi3
__divsi3:
    movem.l %d2-%d3,-(%sp)
    move.l  12(%sp),%d0
    move.l  16(%sp),%d1
    move.l  %d0,%d3
    eor.l   %d1,%d3             | sign of the quotient in bit 31
    tst.l   %d0
    bpl.s   1f
    neg.l   %d0
1:  tst.l   %d1
    bpl.s   2f
    neg.l   %d1
2:  bsr.w   udivmod
    tst.l   %d3
    bpl.s   3f
    neg.l   %d0
3:  movem.l (%sp)+,%d2-%d3
    rts

| Int32 __modsi3(Int32 n, Int32 d): the remainder has the sign of n, as C's % has.
    .globl __modsi3
__modsi3:
    movem.l %d2-%d3,-(%sp)
    move.l  12(%sp),%d0
    move.l  16(%sp),%d1
    move.l  %d0,%d3             | sign of the remainder in bit 31
    bpl.s   1f
    neg.l   %d0
1:  tst.l   %d1
    bpl.s   2f
    neg.l   %d1
2:  bsr.w   udivmod
    move.l  %d1,%d0
    tst.l   %d3
    bpl.s   3f
    neg.l   %d0
3:  movem.l (%sp)+,%d2-%d3
    rts

| void *memcpy(void *dst, const void *src, size_t n): forward, longs when both are even.
    .globl memcpy
memcpy:
    move.l  4(%sp),%a0
    move.l  8(%sp),%a1
    move.l  12(%sp),%d1
    move.l  %a0,%d0
copy_forward:                   | %a0 dst, %a1 src, %d1 count; returns %d0 (and %a0) = dst
    move.l  %d0,-(%sp)
    move.l  %d2,-(%sp)
    move.l  %a0,%d0
    move.l  %a1,%d2
    or.l    %d2,%d0
    move.l  (%sp)+,%d2
    btst    #0,%d0
    bne.s   3f                  | an odd address: bytes only
    bra.s   2f
1:  move.l  (%a1)+,(%a0)+
2:  subq.l  #4,%d1
    bcc.s   1b
    addq.l  #4,%d1
    bra.s   3f
4:  move.b  (%a1)+,(%a0)+
3:  subq.l  #1,%d1
    bcc.s   4b
    move.l  (%sp)+,%d0
    move.l  %d0,%a0
    rts

| void *memmove(void *dst, const void *src, size_t n): like memcpy, backward when dst > src.
    .globl memmove
memmove:
    move.l  4(%sp),%a0
    move.l  8(%sp),%a1
    move.l  12(%sp),%d1
    move.l  %a0,%d0
    cmp.l   %a1,%a0
    bls     copy_forward        | dst <= src: forward is safe
    add.l   %d1,%a0
    add.l   %d1,%a1
    bra.s   2f
1:  move.b  -(%a1),-(%a0)
2:  subq.l  #1,%d1
    bcc.s   1b
    move.l  %d0,%a0
    rts

| void *memset(void *dst, int c, size_t n)
    .globl memset
memset:
    move.l  4(%sp),%a0
    move.l  8(%sp),%d0
    move.l  12(%sp),%d1
    bra.s   2f
1:  move.b  %d0,(%a0)+
2:  subq.l  #1,%d1
    bcc.s   1b
    move.l  4(%sp),%d0
    move.l  %d0,%a0
    rts
