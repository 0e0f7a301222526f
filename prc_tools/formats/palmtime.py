"""Palm OS dates: unsigned seconds since 1904-01-01 00:00:00.

PFFS p.14: the database dates are "the number of seconds since 12:00 A.M. on January 1, 1904".
Unix time converts with a fixed offset of 2082844800 s (66 years with 17 leap days), the same
``EPOCH_1904`` Palm::PDB uses. Palm OS itself keeps local time; this project stores UTC so that
builds are reproducible anywhere.

``PalmDate`` is a construct adapter between the on-disk UInt32 and a timezone-aware ``datetime``;
every UInt32 value maps to exactly one ``datetime`` (1904-01-01 .. 2040-02-06), so parse and build
are inverse.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import construct as c

PALM_EPOCH = datetime(1904, 1, 1, tzinfo=UTC)
UNIX_TO_PALM = 2082844800
"""Seconds from 1904-01-01 to 1970-01-01: ``palm = unix + UNIX_TO_PALM``."""

PILRC_DATE = 0xADC0BEA0
"""The fixed date PilRC and prc-tools 0.5 write when not asked for a timestamp (PILRC util.c
``WriteOutResourceDB``): 1996-05-16 11:14:40. Our default build date, for reproducible builds."""


def from_palm_seconds(seconds: int) -> datetime:
    """A Palm UInt32 date to an aware ``datetime`` in UTC.

    >>> from_palm_seconds(PILRC_DATE).isoformat()
    '1996-05-16T11:14:40+00:00'
    """
    if not 0 <= seconds <= 0xFFFFFFFF:
        raise ValueError(f"Palm date {seconds} does not fit in 32 bits")
    return PALM_EPOCH + timedelta(seconds=seconds)


def to_palm_seconds(moment: datetime) -> int:
    """An aware ``datetime`` to Palm seconds; ``ValueError`` outside 1904..2040 or when naive.

    >>> to_palm_seconds(datetime(1970, 1, 1, tzinfo=UTC))
    2082844800
    """
    if moment.tzinfo is None:
        raise ValueError("Palm dates need an aware datetime (e.g. tzinfo=UTC)")
    delta = moment - PALM_EPOCH
    seconds = delta.days * 86400 + delta.seconds
    if not 0 <= seconds <= 0xFFFFFFFF:
        raise ValueError(f"{moment.isoformat()} is outside the Palm date range 1904..2040")
    return seconds


def from_unix_seconds(seconds: int) -> datetime:
    """Unix seconds (e.g. ``SOURCE_DATE_EPOCH``) to an aware ``datetime``."""
    return from_palm_seconds(seconds + UNIX_TO_PALM)


PalmDate = c.ExprAdapter(
    c.Int32ub,
    lambda obj, ctx: from_palm_seconds(obj),
    lambda obj, ctx: to_palm_seconds(obj),
)
"""UInt32 seconds since 1904 on disk, ``datetime`` (UTC) in Python."""
