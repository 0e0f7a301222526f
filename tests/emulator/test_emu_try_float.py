"""The Error Manager's Try/Catch, the New Float Manager and the heap queries, from 68k code and from
the documentation.

The try_float program runs ErrorBase.h's ErrTry/ErrCatch (a throw from a called function, a
rethrow to an outer block, ErrLongJump's result), FlpEmDispatch and FlpDispatch calls (doubles
through the hidden result pointer, MathLib's trap word 0x0306) and the card and heap queries,
under ``--strict``; the rest checks what FloatMgr.h and ErrorBase.h say one case at a time.
"""

from __future__ import annotations

import math
import struct
from pathlib import Path

import pytest

from emulator.device import Device
from emulator.errors import AppFault
from emulator.traps.exceptions import ExceptionTraps
from emulator.traps.float_em import FloatTraps, ascii_to_float, base10, float_to_ascii
from palm_sdk.float_manager import (
    FLOAT_EM_SELECTORS,
    flpDivByZero,
    flpEqual,
    flpGreater,
    flpInexact,
    flpInvalid,
    flpLess,
    flpOverflow,
    flpUnderflow,
    flpUnordered,
)


def test_the_program_runs_every_check_clean_under_strict(programs: Path) -> None:
    device = Device(programs / "try_float.prc", strict=True)
    assert device.fault is None, device.fault
    form = device.kernel.ui.system.active_form
    assert form is not None and form.form_id == 1000
    device.close()
    assert device.fault is None and device.kernel.violations == []


@pytest.fixture
def floats(programs: Path) -> FloatTraps:
    device = Device(programs / "try_float.prc")
    manager = device.kernel.managers["FloatTraps"]
    assert isinstance(manager, FloatTraps)
    manager.fpscr = 0
    return manager


def test_the_selectors_are_the_sdk_s_in_order() -> None:
    names = [name for name, _, _ in FLOAT_EM_SELECTORS.values()]
    assert (names[0], names[11], names[25], names[35], names[46], names[54]) == (
        "_fp_round", "_f_ftod", "_f_cmp", "_d_cmp", "_f_add", "_d_div",
    )  # fmt: skip
    assert len(names) == 55


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [(1.0, 2.0, flpLess), (2.0, 1.0, flpGreater), (0.0, -0.0, flpEqual), (math.nan, 1.0, flpUnordered)],
)
def test_cmp_answers_the_four_documented_constants(
    floats: FloatTraps, a: float, b: float, expected: int
) -> None:
    assert floats.op_d_cmp(a, b) == expected
    assert floats.fpscr == 0  # _d_cmp is quiet; _d_cmpe is not
    floats.op_d_cmpe(a, b)
    assert floats.fpscr == (flpInvalid if expected == flpUnordered else 0)


def test_the_sticky_bits_are_raised_by_what_raises_them_and_stay(floats: FloatTraps) -> None:
    assert floats.op_d_add(1.0, 2.0) == 3.0 and floats.fpscr == 0
    assert floats.op_d_div(1.0, 3.0) == 1.0 / 3.0 and floats.fpscr == flpInexact
    assert floats.op_d_div(1.0, 0.0) == math.inf and floats.fpscr & flpDivByZero
    assert floats.op_d_mul(1e308, 10.0) == math.inf and floats.fpscr & flpOverflow
    assert math.isnan(floats.op_d_sub(math.inf, math.inf)) and floats.fpscr & flpInvalid
    assert floats.op_d_mul(1e-308, 1e-10) != 0 and floats.fpscr & flpUnderflow
    floats.op_fp_set_fpscr(0)
    assert floats.op_fp_get_fpscr() == 0
    assert math.isnan(floats.op_d_div(0.0, 0.0)) and floats.fpscr == flpInvalid


def test_single_precision_rounds_from_the_exact_double(floats: FloatTraps) -> None:
    third = floats.op_f_div(1.0, 3.0)
    assert struct.pack(">f", third) == bytes.fromhex("3eaaaaab")
    assert floats.op_f_mul(3e38, 10.0) == math.inf and floats.fpscr & flpOverflow
    assert floats.op_d_dtof(1e300) == math.inf


@pytest.mark.parametrize(
    ("value", "low", "high", "expected", "invalid"),
    [(-2.5, -(2**31), 2**31 - 1, -2, False), (2.9, 0, 2**32 - 1, 2, False),
     (1e10, -(2**31), 2**31 - 1, 2**31 - 1, True), (-1.0, 0, 2**32 - 1, 0, True),
     (math.nan, -(2**31), 2**31 - 1, 0, True)],
)  # fmt: skip
def test_conversions_truncate_toward_zero_and_clamp_invalid_values(
    floats: FloatTraps, value: float, low: int, high: int, expected: int, invalid: bool
) -> None:
    assert floats._convert(value, low, high) == expected
    assert bool(floats.fpscr & flpInvalid) == invalid


def test_rounding_is_to_nearest_whatever_is_asked(floats: FloatTraps) -> None:
    assert [floats.op_fp_round(mode) for mode in range(4)] == [0, 0, 0, 0]


def test_base10_info_gives_nine_digits_and_calls_zero_negative() -> None:
    assert base10(3.14159265358979) == (314159265, -8, 0)
    assert base10(-1e-5) == (100000000, -13, 1)
    assert base10(0.0) == (0, 0, 1)
    assert base10(9.999999999) == (100000000, -7, 0)  # the rounding carries into a new digit


def test_ftoa_and_atof_round_trip_nine_digits() -> None:
    for value in (1.0, -0.00125, 123456789.0, 6.02214076e23, -1.5e-300):
        text = float_to_ascii(value)
        assert math.isclose(ascii_to_float(text.encode()), value, rel_tol=1e-8), text
    assert ascii_to_float(b"12abc") == 12.0 and ascii_to_float(b"-") == 0.0


def test_an_unknown_selector_stops_the_application_with_its_number(programs: Path) -> None:
    device = Device(programs / "try_float.prc")
    manager = device.kernel.managers["FloatTraps"]
    assert isinstance(manager, FloatTraps)
    device.kernel.cpu.set_d(2, 99)
    with pytest.raises(AppFault, match="FlpEmDispatch has no selector 99"):
        manager.FlpEmDispatch()


def test_a_throw_with_nothing_to_catch_it_is_a_fatal_error(programs: Path) -> None:
    device = Device(programs / "try_float.prc")
    manager = device.kernel.managers["ExceptionTraps"]
    assert isinstance(manager, ExceptionTraps)
    assert device.kernel.memory.u32(manager.ErrExceptionList()) == 0
    with pytest.raises(AppFault, match="ErrThrow\\(5\\) with no ErrTry"):
        manager.ErrThrow(5)


def test_a_long_jump_to_a_buffer_never_filled_is_refused(programs: Path) -> None:
    device = Device(programs / "try_float.prc")
    manager = device.kernel.managers["ExceptionTraps"]
    assert isinstance(manager, ExceptionTraps)
    buffer = device.kernel.memory.allocate(48, label="a jump buffer")
    with pytest.raises(AppFault, match="did not fill"):
        manager.ErrLongJump(buffer.address, 1)
