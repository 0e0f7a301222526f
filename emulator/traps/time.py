"""Time Manager and date traps: virtual ticks and seconds, and the calendar conversions.

Time is virtual (see :mod:`emulator.kernel`): ``TimGetTicks`` counts the screen model's ticks
(100 a second) and ``TimGetSeconds`` is the start time the caller gave plus those ticks, so a
run is the same every time. Seconds count from 1904-01-01 as on Palm OS; ``DateTimeType`` is
:data:`palm_sdk.structs.DateTimeType` (seven ``Int16``: second, minute, hour, day, month, year,
weekDay) and ``DateType`` packs year since 1904 (7 bits), month (4) and day (5) into a word.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from emulator.traps import Manager, trap
from palm_sdk.structs import DateTimeType

EPOCH = datetime(1904, 1, 1, tzinfo=UTC)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def moment(seconds: int) -> datetime:
    return EPOCH + timedelta(seconds=seconds & 0xFFFFFFFF)


FIRST_YEAR, LAST_YEAR = 1904, 2040  # what a UInt32 of seconds since 1904 reaches
LAST_DATE_YEAR = 1904 + 0x7F  # DateType's 7 bits of year
DAYS_LIMIT = (datetime(LAST_DATE_YEAR, 12, 31, tzinfo=UTC) - EPOCH).days


def date_word(day: datetime) -> int:
    year = min(max(day.year, FIRST_YEAR), LAST_DATE_YEAR)
    return ((year - 1904) << 9) | (day.month << 5) | day.day


def days_in_month(month: int, year: int) -> int:
    """The days of ``month`` (1..12) of any proleptic Gregorian ``year``."""
    if month == 2:
        return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def word_date(word: int) -> datetime:
    year, month, day = 1904 + (word >> 9), (word >> 5) & 0x0F, word & 0x1F
    return datetime(year, max(1, min(month, 12)), max(1, min(day, 31)), tzinfo=UTC)


class TimeTraps(Manager):
    """``TimeMgr.h``, ``DateTime.h``: see the module docstring."""

    @trap("TimGetTicks")
    def TimGetTicks(self) -> int:
        """UInt32 TimGetTicks(void)"""
        return self.kernel.ticks & 0xFFFFFFFF

    @trap("TimGetSeconds")
    def TimGetSeconds(self) -> int:
        """UInt32 TimGetSeconds(void)"""
        return self.kernel.seconds()

    @trap("TimSetSeconds")
    def TimSetSeconds(self, seconds: int) -> None:
        """void TimSetSeconds(UInt32 seconds)"""
        self.kernel.start_seconds = (seconds - self.kernel.ticks // 100) & 0xFFFFFFFF

    def _put_date_time(self, address: int, when: datetime) -> None:
        weekday = (when.weekday() + 1) % 7  # Sunday = 0
        self.mem.write(address, DateTimeType.pack({
            "second": when.second, "minute": when.minute, "hour": when.hour, "day": when.day,
            "month": when.month, "year": when.year, "weekDay": weekday,
        }))  # fmt: skip

    def _date_time(self, address: int, what: str) -> datetime:
        """A ``DateTimeType``; one out of range (an all-zero one ...) is reported, as the debug
        ROM does, and used clamped to 1904..2040, months 1..12."""
        fields = DateTimeType.unpack(self.mem.read(address, DateTimeType.size))
        second, minute, hour = fields["second"], fields["minute"], fields["hour"]
        day, month, year = fields["day"], fields["month"], fields["year"]
        valid = FIRST_YEAR <= year <= LAST_YEAR and 1 <= month <= 12
        if not (valid and 1 <= day <= days_in_month(month, year) and 0 <= hour < 24 and 0 <= minute < 60
                and 0 <= second < 60):  # fmt: skip
            self.kernel.report(
                "bad-parameter",
                f"{what}: {year:04d}-{month:02d}-{day:02d} {hour:02d}:{minute:02d}:{second:02d} "
                f"is not a date and time of {FIRST_YEAR}..{LAST_YEAR}",
            )
        base = datetime(min(max(year, FIRST_YEAR), LAST_YEAR), max(1, min(month, 12)), 1, tzinfo=UTC)
        return base + timedelta(days=day - 1, hours=hour, minutes=minute, seconds=second)

    @trap("TimSecondsToDateTime")
    def TimSecondsToDateTime(self, seconds: int, dateTimeP: int) -> None:
        """void TimSecondsToDateTime(UInt32 seconds, DateTimePtr dateTimeP)"""
        self._put_date_time(dateTimeP, moment(seconds))

    @trap("TimDateTimeToSeconds")
    def TimDateTimeToSeconds(self, dateTimeP: int) -> int:
        """UInt32 TimDateTimeToSeconds(DateTimePtr dateTimeP)"""
        return int((self._date_time(dateTimeP, "TimDateTimeToSeconds") - EPOCH).total_seconds()) & 0xFFFFFFFF

    @trap("TimAdjust")
    def TimAdjust(self, dateTimeP: int, adjustment: int) -> None:
        """void TimAdjust(DateTimePtr dateTimeP, Int32 adjustment)"""
        self._put_date_time(
            dateTimeP, self._date_time(dateTimeP, "TimAdjust") + timedelta(seconds=adjustment)
        )

    @trap("DateSecondsToDate")
    def DateSecondsToDate(self, seconds: int, date: int) -> None:
        """void DateSecondsToDate(UInt32 seconds, DatePtr date)"""
        self.mem.put_u16(date, date_word(moment(seconds)))

    @trap("DateToDays")
    def DateToDays(self, date: int) -> int:
        """UInt32 DateToDays(DateType date)"""
        return (word_date(date) - EPOCH).days

    @trap("DateDaysToDate")
    def DateDaysToDate(self, days: int, date: int) -> None:
        """void DateDaysToDate(UInt32 days, DatePtr date)"""
        if days > DAYS_LIMIT:
            self.kernel.report("bad-parameter", f"DateDaysToDate: day {days} is past {LAST_DATE_YEAR}")
            days = DAYS_LIMIT
        self.mem.put_u16(date, date_word(EPOCH + timedelta(days=days)))

    @trap("DateAdjust")
    def DateAdjust(self, dateP: int, adjustment: int) -> None:
        """void DateAdjust(DatePtr dateP, Int32 adjustment)"""
        days = (word_date(self.mem.u16(dateP)) - EPOCH).days + adjustment
        if not 0 <= days <= DAYS_LIMIT:
            self.kernel.report(
                "bad-parameter", f"DateAdjust by {adjustment} days leaves 1904..{LAST_DATE_YEAR}"
            )
            days = min(max(days, 0), DAYS_LIMIT)
        self.mem.put_u16(dateP, date_word(EPOCH + timedelta(days=days)))

    @trap("DayOfWeek")
    def DayOfWeek(self, month: int, day: int, year: int) -> int:
        """Int16 DayOfWeek(Int16 month, Int16 day, Int16 year)"""
        try:
            return (datetime(year, month, day).weekday() + 1) % 7
        except ValueError:
            return 0

    @trap("DaysInMonth")
    def DaysInMonth(self, month: int, year: int) -> int:
        """Int16 DaysInMonth(Int16 month, Int16 year)"""
        if not 1 <= month <= 12:
            return 0
        return days_in_month(month, year)

    @trap("DateToAscii")
    def DateToAscii(self, months: int, days: int, years: int, dateFormat: int, pString: int) -> None:
        """void DateToAscii(UInt8 months, UInt8 days, UInt16 years, DateFormatType dateFormat,
        Char *pString)"""
        year = years % 100
        formats = {
            0: f"{months}/{days}/{year:02d}",  # dfMDYWithSlashes
            1: f"{days}/{months}/{year:02d}",  # dfDMYWithSlashes
            2: f"{days}.{months}.{year:02d}",  # dfDMYWithDots
            3: f"{days}-{months}-{year:02d}",  # dfDMYWithDashes
            4: f"{year:02d}/{months}/{days}",  # dfYMDWithSlashes
            5: f"{year:02d}.{months}.{days}",  # dfYMDWithDots
            6: f"{year:02d}-{months}-{days}",  # dfYMDWithDashes
            7: f"{months}-{days}-{year:02d}",  # dfMDYWithDashes
        }
        text = formats.get(dateFormat, f"{MONTHS[(months - 1) % 12]} {days}, {years}")
        self.mem.write(pString, text.encode() + b"\0")

    @trap("TimeToAscii")
    def TimeToAscii(self, hours: int, minutes: int, timeFormat: int, pString: int) -> None:
        """void TimeToAscii(UInt8 hours, UInt8 minutes, TimeFormatType timeFormat, Char *pString)"""
        if timeFormat in (4, 5, 6):  # tfColon24h, tfDot24h, tfHours24h
            separator = "." if timeFormat == 5 else ":"
            text = f"{hours}{separator}{minutes:02d}"
        else:
            twelve = hours % 12 or 12
            suffix = "am" if hours < 12 else "pm"
            separator = "." if timeFormat in (2, 3) else ":"
            text = f"{twelve}{separator}{minutes:02d}" + (f" {suffix}" if timeFormat in (1, 3) else suffix)
        self.mem.write(pString, text.encode() + b"\0")


MANAGER = TimeTraps
