"""The New Float Manager (``FloatMgr.h``, SDK 3.5 and 4.0): the selectors of ``FlpDispatch`` and
``FlpEmDispatch`` and their constants.

Both traps take a selector in D2 (``FLOAT_TRAP``/``FLOAT_EM_TRAP``: ``moveq #sel, d2`` before
``TRAP #15``) and the arguments on the stack as usual. ``FlpEmDispatch`` is the 68k software
floating-point emulator that CodeWarrior's and HSPascal's float and double arithmetic calls: a
``FlpFloat`` is an IEEE single in 4 bytes, a ``FlpDouble`` an IEEE double in 8, and a function that
returns a ``FlpDouble`` takes a hidden first argument, the address where the result goes
(CodeWarrior returns structures so; ``FloatMgr.h`` notes that ``FlpBufferAToF(result, s)`` and
``FlpAToF(s)`` are therefore the same call). A prototype's argument kinds here are ``f`` (a
FlpFloat, 4 bytes), ``d`` (a FlpDouble, 8 bytes), ``l`` (a 32-bit integer), ``q`` (a 64-bit
integer), ``w`` (a 16-bit integer), ``p`` (a pointer); the result ``f``, ``d`` (through the
hidden pointer), ``l``, ``q`` (through the hidden pointer too), ``v`` (none).
"""

from __future__ import annotations

# FloatMgr.h sysFloatSelector (FlpDispatch)
sysFloatBase10Info = 0
sysFloatFToA = 1
sysFloatAToF = 2
sysFloatCorrectedAdd = 3
sysFloatCorrectedSub = 4
sysFloatVersion = 5

flpVersion = 0x02008000  # the first version of the New Float Manager (Palm OS 2.0)

# _fp_round modes
flpToNearest = 0
flpTowardZero = 1
flpDownward = 2
flpUpward = 3

# fpscr exception bits (_fp_get_fpscr, _fp_set_fpscr)
flpInvalid = 0x00008000
flpOverflow = 0x00004000
flpUnderflow = 0x00002000
flpDivByZero = 0x00001000
flpInexact = 0x00000800

# _f_cmp, _f_cmpe, _d_cmp, _d_cmpe results
flpEqual = 0
flpLess = 1
flpGreater = 2
flpUnordered = 3

# FlpEmDispatch selectors: number -> (name, result kind, argument kinds), FloatMgr.h
# sysFloatEmSelector, in order.
FLOAT_EM_SELECTORS: dict[int, tuple[str, str, str]] = dict(enumerate((
    ("_fp_round", "l", "l"), ("_fp_get_fpscr", "l", ""), ("_fp_set_fpscr", "v", "l"),
    ("_f_utof", "f", "l"), ("_f_itof", "f", "l"), ("_f_ulltof", "f", "q"), ("_f_lltof", "f", "q"),
    ("_d_utod", "d", "l"), ("_d_itod", "d", "l"), ("_d_ulltod", "d", "q"), ("_d_lltod", "d", "q"),
    ("_f_ftod", "d", "f"), ("_d_dtof", "f", "d"), ("_f_ftoq", "d", "f"), ("_f_qtof", "f", "d"),
    ("_d_dtoq", "d", "d"), ("_d_qtod", "d", "d"),
    ("_f_ftou", "l", "f"), ("_f_ftoi", "l", "f"), ("_f_ftoull", "q", "f"), ("_f_ftoll", "q", "f"),
    ("_d_dtou", "l", "d"), ("_d_dtoi", "l", "d"), ("_d_dtoull", "q", "d"), ("_d_dtoll", "q", "d"),
    ("_f_cmp", "l", "ff"), ("_f_cmpe", "l", "ff"), ("_f_feq", "l", "ff"), ("_f_fne", "l", "ff"),
    ("_f_flt", "l", "ff"), ("_f_fle", "l", "ff"), ("_f_fgt", "l", "ff"), ("_f_fge", "l", "ff"),
    ("_f_fun", "l", "ff"), ("_f_for", "l", "ff"),
    ("_d_cmp", "l", "dd"), ("_d_cmpe", "l", "dd"), ("_d_feq", "l", "dd"), ("_d_fne", "l", "dd"),
    ("_d_flt", "l", "dd"), ("_d_fle", "l", "dd"), ("_d_fgt", "l", "dd"), ("_d_fge", "l", "dd"),
    ("_d_fun", "l", "dd"), ("_d_for", "l", "dd"),
    ("_f_neg", "f", "f"), ("_f_add", "f", "ff"), ("_f_mul", "f", "ff"), ("_f_sub", "f", "ff"),
    ("_f_div", "f", "ff"),
    ("_d_neg", "d", "d"), ("_d_add", "d", "dd"), ("_d_mul", "d", "dd"), ("_d_sub", "d", "dd"),
    ("_d_div", "d", "dd"),
)))  # fmt: skip

# FlpDispatch selectors, the same way (w: an Int16 howAccurate; p: a pointer).
FLOAT_SELECTORS: dict[int, tuple[str, str, str]] = {
    sysFloatBase10Info: ("FlpBase10Info", "w", "dppp"),
    sysFloatFToA: ("FlpFToA", "w", "dp"),
    sysFloatAToF: ("FlpAToF", "d", "p"),
    sysFloatCorrectedAdd: ("FlpCorrectedAdd", "d", "ddw"),
    sysFloatCorrectedSub: ("FlpCorrectedSub", "d", "ddw"),
    sysFloatVersion: ("FlpVersion", "l", ""),
}
