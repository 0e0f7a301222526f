"""The two errors a user of ``prc_tools`` can cause, each one clear line.

- :class:`PrcFormatError`: bytes that are not a valid Palm database or resource. It says what is
  wrong and at which byte offset (of the file, or of the resource when decoding one on its own).
- :class:`RcpError`: a resource source (``.rcp``, header, image) that cannot be compiled. It names
  ``file:line:column`` and what was expected.

The command line prints ``str(error)`` and exits with status 2 for either, never a traceback.
"""

from __future__ import annotations


class PrcFormatError(ValueError):
    """Invalid or truncated PRC/PDB bytes, or an undecodable resource.

    >>> str(PrcFormatError("numRecords says 3 entries but the file ends", 78))
    'numRecords says 3 entries but the file ends (at offset 78 = 0x4E)'
    """

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message, offset)
        self.message = message
        self.offset = offset

    def __str__(self) -> str:
        return f"{self.message} (at offset {self.offset} = 0x{self.offset:X})"

    def within(self, context: str, base: int) -> PrcFormatError:
        """The same error seen from an enclosing file: ``context`` prefixed, offset moved by ``base``."""
        return PrcFormatError(f"{context}: {self.message}", base + self.offset)


class RcpError(ValueError):
    """An error in resource source, with its position.

    >>> str(RcpError("expected a number, got 'BEGIN'", "pitch.rcp", 12, 7))
    "pitch.rcp:12:7: expected a number, got 'BEGIN'"
    """

    def __init__(self, message: str, file: str, line: int, column: int) -> None:
        super().__init__(message, file, line, column)
        self.message = message
        self.file = file
        self.line = line
        self.column = column

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.message}"
