"""What a file is when it is not a Palm database: so an error can say so instead of blaming a field.

A Palm database has no magic number: its first 32 bytes are a name. Files that are commonly found
under the same extensions (Microsoft's ``.pdb`` debug symbols above all) or mistaken for one are
recognised here by their own signatures, and :func:`identify_foreign` says what they are.

>>> identify_foreign(b"Microsoft C/C++ MSF 7.00\\r\\n\\x1aDS\\0\\0\\0" + bytes(40))
'a Microsoft program database (debug symbols, MSF 7.00), not a Palm database'
>>> identify_foreign(b"Pitch" + bytes(80)) is None
True
"""

from __future__ import annotations

SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"Microsoft C/C++ MSF 7.00", "a Microsoft program database (debug symbols, MSF 7.00)"),
    (b"Microsoft C/C++ program database", "a Microsoft program database (debug symbols, version 2)"),
    (b"BSJB", "a .NET metadata file (portable program database)"),
    (b"PK\x03\x04", "a ZIP archive"),
    (b"\x1f\x8b", "a gzip-compressed file"),
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"GIF8", "a GIF image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"%PDF-", "a PDF document"),
    (b"\x7fELF", "an ELF executable or object file"),
    (b"MZ", "a DOS/Windows executable"),
    (b"{\\rtf", "an RTF document"),
)
"""File signatures (at offset 0) and what they mean."""


def identify_foreign(data: bytes) -> str | None:
    """A description of ``data`` when its signature shows it is not a Palm database, else ``None``."""
    for magic, what in SIGNATURES:
        if data.startswith(magic):
            return f"{what}, not a Palm database"
    if data[:40].lstrip().startswith((b"<?xml", b"<!DOCTYPE", b"<html", b"<HTML")):
        return "an XML or HTML text file, not a Palm database"
    return None
