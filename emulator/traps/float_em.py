"""The New Float Manager: ``FlpEmDispatch`` (the 68k floating-point emulator) and ``FlpDispatch``
(``FlpAToF``, ``FlpFToA``, ``FlpBase10Info``, ``FlpCorrectedAdd``/``Sub``, ``FlpVersion``).

The selector is in D2 and the arguments on the stack, laid out as :mod:`palm_sdk.float_manager`
says (a ``FlpDouble`` result through the hidden pointer first on the stack, which is also left
in A0). Arithmetic is IEEE 754 as the emulator's is: singles and doubles exact to the last bit
(Python's doubles, a single rounded from the exact double of its operation), round to nearest
(``_fp_round`` answers ``flpToNearest`` whatever it is asked: ``FloatMgr.h`` tells a program to
read the mode it got from its result). The fpscr's sticky bits are kept: ``flpInvalid`` (an
invalid operation, an ordered comparison or a conversion to an integer of a NaN or of a value out
of range, which gives the nearest end of the range, or 0 for a NaN), ``flpDivByZero``,
``flpOverflow``, ``flpUnderflow`` and ``flpInexact``. ``FlpFToA`` writes
``[-]x.yyyyyyyye[-]zz`` (nine significant digits, as ``FlpBase10Info`` gives them: a mantissa of
nine digits and a power of ten; a zero "negative", as the header warns); ``FlpAToF`` reads the
longest number at the start of its string (0 if there is none).
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction

from emulator.traps import Manager, selector_trap
from palm_sdk.errors import flpErrorClass
from palm_sdk.float_manager import (
    FLOAT_EM_SELECTORS,
    FLOAT_SELECTORS,
    flpDivByZero,
    flpEqual,
    flpGreater,
    flpInexact,
    flpInvalid,
    flpLess,
    flpOverflow,
    flpToNearest,
    flpUnderflow,
    flpUnordered,
    flpVersion,
)

flpErrOutOfRange = flpErrorClass | 1
ARG_SIZES = {"f": 4, "d": 8, "l": 4, "q": 8, "w": 2, "p": 4}
STICKY = flpInvalid | flpOverflow | flpUnderflow | flpDivByZero | flpInexact
NUMBER = re.compile(rb"\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)")
SMALLEST_NORMAL = {"f": 2.0**-126, "d": 2.0**-1022}


class FloatError(Exception):
    """A selector the float manager does not have."""


def to_single(value: float) -> tuple[float, bool]:
    """``value`` rounded to an IEEE single, and whether that overflowed to infinity."""
    try:
        return struct.unpack(">f", struct.pack(">f", value))[0], False
    except OverflowError:
        return math.copysign(math.inf, value), True


def single_bits(value: float) -> int:
    return int.from_bytes(struct.pack(">f", to_single(value)[0]), "big")


def to_integer(value: float, low: int, high: int) -> tuple[int, bool]:
    """``value`` truncated toward zero into ``low..high``; and whether it was invalid."""
    if math.isnan(value):
        return 0, True
    if math.isinf(value):
        return (high if value > 0 else low), True
    whole = math.trunc(value)
    if whole < low:
        return low, True
    if whole > high:
        return high, True
    return whole, False


def base10(value: float) -> tuple[int, int, int]:
    """(mantissa of nine digits, power of ten, sign bit) of a finite ``value``.

    >>> base10(1.0), base10(-123.456), base10(0.0)
    ((100000000, -8, 0), (123456000, -6, 1), (0, 0, 1))
    """
    sign = 1 if math.copysign(1.0, value) < 0 else 0
    if value == 0:
        return 0, 0, 1  # FloatMgr.h: "FlpBase10Info reports that zero is negative"
    digits = Decimal(abs(value))
    exponent = digits.adjusted() - 8
    mantissa = int(digits.scaleb(-exponent).to_integral_value())
    if mantissa >= 10**9:  # rounding carried into a tenth digit
        mantissa //= 10
        exponent += 1
    return mantissa, exponent, sign


def float_to_ascii(value: float) -> str:
    """``FlpFToA``'s text.

    >>> float_to_ascii(1.0), float_to_ascii(-0.00125), float_to_ascii(6.02214076e23)
    ('1.00000000e00', '-1.25000000e-03', '6.02214076e23')
    """
    mantissa, exponent, sign = base10(value)
    if mantissa == 0:
        return "0.00000000e00"
    digits = f"{mantissa:09d}"
    power = exponent + 8
    return f"{'-' if sign else ''}{digits[0]}.{digits[1:]}e{'-' if power < 0 else ''}{abs(power):02d}"


def ascii_to_float(text: bytes) -> float:
    """``FlpAToF``: the number at the start of ``text``.

    >>> ascii_to_float(b"  -2.5e3xyz"), ascii_to_float(b"abc"), ascii_to_float(b".5")
    (-2500.0, 0.0, 0.5)
    """
    match = NUMBER.match(text)
    return float(match.group(1)) if match else 0.0


class FloatTraps(Manager):
    """``FloatMgr.h``: see the module docstring."""

    def __init__(self, kernel: object) -> None:
        super().__init__(kernel)  # type: ignore[arg-type]
        self.fpscr = 0

    # -- the calling convention ------------------------------------------------------------

    def _call(self, table: dict[int, tuple[str, str, str]], trap: str) -> None:
        selector = self.cpu.d(2) & 0xFFFF
        entry = table.get(selector)
        if entry is None:
            raise self.kernel.fault(
                "unimplemented-trap", f"{trap} has no selector {selector}", self.kernel.trap_pc
            )
        name, result_kind, kinds = entry
        sp = self.kernel.trap_sp
        result_at = 0
        if result_kind in "dq":
            result_at = self.mem.u32(sp)
            sp += 4
        values: list[float | int] = []
        for kind in kinds:
            raw = self.mem.read(sp, ARG_SIZES[kind])
            sp += len(raw)
            if kind == "f":
                values.append(struct.unpack(">f", raw)[0])
            elif kind == "d":
                values.append(struct.unpack(">d", raw)[0])
            elif kind == "w":
                values.append(int.from_bytes(raw, "big", signed=True))
            else:
                values.append(int.from_bytes(raw, "big"))
        operation: Callable[..., float | int] = getattr(self, "op" + name)
        result = operation(*values)
        if result_kind == "f":
            self.cpu.set_d(0, single_bits(float(result)))
        elif result_kind == "d":
            self.mem.write(result_at, struct.pack(">d", float(result)))
            self.cpu.set_a(0, result_at)
        elif result_kind == "q":
            self.mem.write(result_at, (int(result) & (2**64 - 1)).to_bytes(8, "big"))
            self.cpu.set_a(0, result_at)
        elif result_kind in "lw":
            self.cpu.set_d(0, int(result) & 0xFFFFFFFF)

    @selector_trap("FlpEmDispatch")
    def FlpEmDispatch(self) -> None:
        """The float emulator: ``_d_add``, ``_f_ftoi`` ... by the selector in D2."""
        self._call(FLOAT_EM_SELECTORS, "FlpEmDispatch")

    @selector_trap("FlpDispatch")
    def FlpDispatch(self) -> None:
        """``FlpAToF``, ``FlpFToA`` ... by the selector in D2."""
        self._call(FLOAT_SELECTORS, "FlpDispatch")

    # -- exceptions ------------------------------------------------------------------------

    def _arith(self, kind: str, a: float, b: float, op: str) -> float:
        """``a op b`` rounded to ``kind`` (``f`` or ``d``), the fpscr's bits set."""
        flags = 0
        if op == "/" and b == 0:
            if math.isnan(a) or a == 0:
                result, flags = math.nan, (0 if math.isnan(a) else flpInvalid)
            else:
                result = math.copysign(math.inf, a) * math.copysign(1.0, b)
                flags = 0 if math.isinf(a) else flpDivByZero
        else:
            result = {"+": a + b, "-": a - b, "*": a * b, "/": a / b if b else 0.0}[op]
        overflowed = False
        if kind == "f":
            result, overflowed = to_single(result)
        finite = math.isfinite(a) and math.isfinite(b)
        if math.isnan(result) and not (math.isnan(a) or math.isnan(b)):
            flags |= flpInvalid
        elif math.isinf(result) and finite and not flags:
            flags |= flpOverflow | flpInexact
        elif finite and math.isfinite(result) and not (op == "/" and b == 0):
            fa, fb = Fraction(a), Fraction(b)
            exact = {"+": fa + fb, "-": fa - fb, "*": fa * fb, "/": fa / fb if b else fa}[op]
            if Fraction(result) != exact:
                flags |= flpInexact
                if abs(result) < SMALLEST_NORMAL[kind]:
                    flags |= flpUnderflow
        if overflowed:
            flags |= flpOverflow | flpInexact
        self.fpscr |= flags
        return result

    def _convert(self, value: float, low: int, high: int) -> int:
        whole, invalid = to_integer(value, low, high)
        if invalid:
            self.fpscr |= flpInvalid
        elif whole != value:
            self.fpscr |= flpInexact
        return whole

    def _compare(self, a: float, b: float, signalling: bool) -> int:
        if math.isnan(a) or math.isnan(b):
            if signalling:
                self.fpscr |= flpInvalid
            return flpUnordered
        return flpEqual if a == b else flpLess if a < b else flpGreater

    def _single(self, value: float) -> float:
        result, overflowed = to_single(value)
        if overflowed:
            self.fpscr |= flpOverflow | flpInexact
        elif result != value and not math.isnan(value):
            self.fpscr |= flpInexact
        return result

    # -- FlpEmDispatch's operations --------------------------------------------------------

    def op_fp_round(self, mode: int) -> int:
        return flpToNearest

    def op_fp_get_fpscr(self) -> int:
        return self.fpscr

    def op_fp_set_fpscr(self, value: int) -> int:
        self.fpscr = value & STICKY
        return 0

    def op_f_utof(self, value: int) -> float:
        return self._single(float(value))

    def op_f_itof(self, value: int) -> float:
        return self._single(float(value - (1 << 32) if value & 0x80000000 else value))

    def op_f_ulltof(self, value: int) -> float:
        return self._single(float(value))

    def op_f_lltof(self, value: int) -> float:
        return self._single(float(value - (1 << 64) if value >> 63 else value))

    def op_d_utod(self, value: int) -> float:
        return float(value)

    def op_d_itod(self, value: int) -> float:
        return float(value - (1 << 32) if value & 0x80000000 else value)

    def op_d_ulltod(self, value: int) -> float:
        return float(value)

    def op_d_lltod(self, value: int) -> float:
        return float(value - (1 << 64) if value >> 63 else value)

    def op_f_ftod(self, value: float) -> float:
        return value

    op_f_ftoq = op_f_ftod
    op_d_dtoq = op_f_ftod
    op_d_qtod = op_f_ftod

    def op_d_dtof(self, value: float) -> float:
        return self._single(value)

    op_f_qtof = op_d_dtof

    def op_f_ftou(self, value: float) -> int:
        return self._convert(value, 0, 2**32 - 1)

    def op_f_ftoi(self, value: float) -> int:
        return self._convert(value, -(2**31), 2**31 - 1)

    def op_f_ftoull(self, value: float) -> int:
        return self._convert(value, 0, 2**64 - 1)

    def op_f_ftoll(self, value: float) -> int:
        return self._convert(value, -(2**63), 2**63 - 1)

    op_d_dtou = op_f_ftou
    op_d_dtoi = op_f_ftoi
    op_d_dtoull = op_f_ftoull
    op_d_dtoll = op_f_ftoll

    def op_f_cmp(self, a: float, b: float) -> int:
        return self._compare(a, b, False)

    def op_f_cmpe(self, a: float, b: float) -> int:
        return self._compare(a, b, True)

    def op_f_feq(self, a: float, b: float) -> int:
        return int(self._compare(a, b, False) == flpEqual)

    def op_f_fne(self, a: float, b: float) -> int:
        return int(self._compare(a, b, False) != flpEqual)

    def op_f_flt(self, a: float, b: float) -> int:
        return int(self._compare(a, b, True) == flpLess)

    def op_f_fle(self, a: float, b: float) -> int:
        return int(self._compare(a, b, True) in (flpLess, flpEqual))

    def op_f_fgt(self, a: float, b: float) -> int:
        return int(self._compare(a, b, True) == flpGreater)

    def op_f_fge(self, a: float, b: float) -> int:
        return int(self._compare(a, b, True) in (flpGreater, flpEqual))

    def op_f_fun(self, a: float, b: float) -> int:
        return int(self._compare(a, b, False) == flpUnordered)

    def op_f_for(self, a: float, b: float) -> int:
        return int(self._compare(a, b, False) != flpUnordered)

    op_d_cmp, op_d_cmpe, op_d_feq, op_d_fne = op_f_cmp, op_f_cmpe, op_f_feq, op_f_fne
    op_d_flt, op_d_fle, op_d_fgt, op_d_fge = op_f_flt, op_f_fle, op_f_fgt, op_f_fge
    op_d_fun, op_d_for = op_f_fun, op_f_for

    def op_f_neg(self, value: float) -> float:
        return -value

    op_d_neg = op_f_neg

    def op_f_add(self, a: float, b: float) -> float:
        return self._arith("f", a, b, "+")

    def op_f_sub(self, a: float, b: float) -> float:
        return self._arith("f", a, b, "-")

    def op_f_mul(self, a: float, b: float) -> float:
        return self._arith("f", a, b, "*")

    def op_f_div(self, a: float, b: float) -> float:
        return self._arith("f", a, b, "/")

    def op_d_add(self, a: float, b: float) -> float:
        return self._arith("d", a, b, "+")

    def op_d_sub(self, a: float, b: float) -> float:
        return self._arith("d", a, b, "-")

    def op_d_mul(self, a: float, b: float) -> float:
        return self._arith("d", a, b, "*")

    def op_d_div(self, a: float, b: float) -> float:
        return self._arith("d", a, b, "/")

    # -- FlpDispatch's operations ----------------------------------------------------------

    def opFlpBase10Info(self, a: float, mantissaP: int, exponentP: int, signP: int) -> int:
        if not math.isfinite(a):
            return flpErrOutOfRange
        mantissa, exponent, sign = base10(a)
        self.mem.put_u32(mantissaP, mantissa)
        self.mem.write(exponentP, (exponent & 0xFFFF).to_bytes(2, "big"))
        self.mem.write(signP, sign.to_bytes(2, "big"))
        return 0

    def opFlpFToA(self, a: float, s: int) -> int:
        if not math.isfinite(a):
            self.mem.write(s, (b"-INF" if a < 0 else b"INF" if a > 0 else b"NaN") + b"\0")
            return flpErrOutOfRange
        self.mem.write(s, float_to_ascii(a).encode("ascii") + b"\0")
        return 0

    def opFlpAToF(self, s: int) -> float:
        return ascii_to_float(self.mem.cstring(s, 400))

    def _corrected(self, a: float, b: float, result: float, how_accurate: int) -> float:
        """The sum set to 0 when it lost ``how_accurate`` or more bits to cancellation."""
        if result == 0 or how_accurate <= 0 or not math.isfinite(result):
            return result
        largest = max(abs(a), abs(b))
        if largest and math.frexp(largest)[1] - math.frexp(result)[1] >= how_accurate:
            return 0.0
        return result

    def opFlpCorrectedAdd(self, a: float, b: float, how_accurate: int) -> float:
        return self._corrected(a, b, self._arith("d", a, b, "+"), how_accurate)

    def opFlpCorrectedSub(self, a: float, b: float, how_accurate: int) -> float:
        return self._corrected(a, b, self._arith("d", a, b, "-"), how_accurate)

    def opFlpVersion(self) -> int:
        return flpVersion


MANAGER = FloatTraps
