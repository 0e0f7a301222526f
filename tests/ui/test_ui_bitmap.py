"""Bitmap: built from Tbmp rows and from text, back to Tbmp rows."""

from __future__ import annotations

import pytest

from palm_os.bitmap import Bitmap


def test_tbmp_worked_example_rows() -> None:
    # A Tbmp of 16x2, rowBytes 2: rows are MSB-first, 1 = black (SDK 3.5 Bitmap.h).
    bmp = Bitmap.from_packed(16, 2, 2, b"\x80\x01\xff\xff")
    assert bmp.to_text() == "#..............#\n################"
    assert bmp.to_row_bytes() == [b"\x80\x01", b"\xff\xff"]


def test_row_bytes_are_padded_to_16_bits() -> None:
    bmp = Bitmap.from_text("#.#")
    assert bmp.to_row_bytes() == [b"\xa0\x00"]


def test_rows_must_match_height_and_width() -> None:
    with pytest.raises(ValueError):
        Bitmap(2, 2, (1,))
    with pytest.raises(ValueError):
        Bitmap(2, 1, (4,))
