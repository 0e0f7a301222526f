"""The Memo Pad's database in the data folder: where Game > Export leaves the game record.

A Palm OS application has no folder to write a text file in; what it has for text a person reads
is the Memo Pad's database, MemoDB (type ``DATA``, creator ``memo``): a record per memo, its text
ending in a NUL, at most ``memoMaxLength`` bytes with the NUL. Game > Export on the desktop does
what the device build does (``device/app/dialogs_export.c``): the record's text split into memos
(:func:`split_memos`: a line never split, a new memo starting at a hand once one is three-quarters
full, the blank line before the hand ending the memo before), added at the end of MemoDB in
Unfiled and marked dirty, so the next HotSync takes them. The data folder is the handheld's
storage as a HotSync backup keeps it, so MemoDB is the file
:func:`prc_tools.database_file_name` names (``MemoDB.pdb``), the file the emulated device reads.

:func:`add_memos` keeps every record already there, refuses a MemoDB it cannot read
(:class:`MemoPadError`, one line; the file is left as it was) and writes atomically. Where there
is no MemoDB yet it makes one as the Memo Pad makes its own (``MemoGetDatabase``: the backup bit,
the AppInfo block of ``MemoAppInfoInit``: the categories Unfiled, Business and Personal, sorted
alphabetically). :func:`memo_text` reads the memos back as the text (``palm-pitch memos``).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from palm_sdk.databases import (
    DatabaseAttributes,
    dmCategoryLength,
    dmRecNumCategories,
    memoAppInfoSize,
    memoDBName,
    memoDBType,
    memoDefaultCategories,
    memoMaxLength,
    memoSortOrderOffset,
    soAlphabetic,
    sysFileCMemo,
)
from prc_tools import PrcFormatError, database_file_name, write_atomic
from prc_tools.fileio import MAX_DATABASE_BYTES, read_limited
from prc_tools.formats.container import Record, RecordAttributes, RecordDatabase

MEMO_FILE = database_file_name(memoDBName)  # MemoDB.pdb
MEMO_TEXT = memoMaxLength - 1
"""Text bytes of one memo: the NUL after them."""
MEMO_SOFT = memoMaxLength * 3 // 4
"""Past this many bytes, a new hand starts a new memo."""
ENCODING = "cp1252"  # the Palm's character set


class MemoPadError(Exception):
    """A MemoDB that is not the Memo Pad's database, or cannot be read: its path and the cause."""

    is_user_error = True

    def __init__(self, path: Path, cause: str) -> None:
        super().__init__(f"{path}: {cause}")
        self.path = path
        self.cause = cause


def split_memos(text: str) -> list[bytes]:
    """The memos ``text`` goes into, each without its NUL, as the device splits it.

    >>> split_memos("a\\n\\nHand 2\\nb\\n")
    [b'a\\n\\nHand 2\\nb\\n']
    """
    memos: list[bytes] = []
    current = b""
    previous_blank = False
    for line in text.encode(ENCODING).splitlines(keepends=True):
        hand = previous_blank and line.startswith(b"Hand ")
        previous_blank = line == b"\n"
        if current and (len(current) + len(line) > MEMO_TEXT or (hand and len(current) > MEMO_SOFT)):
            memos.append(current)
            current = b""
        current += line
    if current:
        memos.append(current)
    return memos


def memo_app_info() -> bytes:
    """The AppInfo block of a new MemoDB, as ``MemoAppInfoInit`` writes it."""
    block = bytearray(memoAppInfoSize)
    for index, name in enumerate(memoDefaultCategories):
        label = name.encode(ENCODING)
        block[2 + index * dmCategoryLength : 2 + index * dmCategoryLength + len(label)] = label
    ids = 2 + dmRecNumCategories * dmCategoryLength
    block[ids : ids + dmRecNumCategories] = bytes(range(dmRecNumCategories))
    block[ids + dmRecNumCategories] = dmRecNumCategories - 1  # the last unique ID
    block[memoSortOrderOffset] = soAlphabetic
    return bytes(block)


def new_memo_pad() -> RecordDatabase:
    """An empty MemoDB as the Memo Pad creates it."""
    return RecordDatabase(
        name=memoDBName,
        type=memoDBType,
        creator=sysFileCMemo,
        attributes=DatabaseAttributes.dmHdrAttrBackup,
        appInfo=memo_app_info(),
    )


def read_memo_pad(path: Path) -> RecordDatabase:
    """The MemoDB in ``path`` (:class:`MemoPadError` if it is not one or is damaged)."""
    try:
        database = RecordDatabase.parse(read_limited(path, MAX_DATABASE_BYTES, "Memo Pad database"))
    except (PrcFormatError, ValueError) as error:
        raise MemoPadError(path, f"not a readable Memo Pad database: {error}") from None
    if (database.type, database.creator) != (memoDBType, sysFileCMemo):
        kind = f"type {database.type!r}, creator {database.creator!r}"
        raise MemoPadError(path, f"not the Memo Pad's database: {kind}")
    return database


def add_memos(data_dir: Path, text: str) -> int:
    """Add ``text`` to the data folder's MemoDB as memos (made if missing); how many.

    ``OSError`` if the file cannot be read or written, :class:`MemoPadError` if it is damaged;
    either way the file is left as it was."""
    path = data_dir / MEMO_FILE
    database = read_memo_pad(path) if path.exists() else new_memo_pad()
    seed = max([database.uniqueIDSeed, *(record.uniqueID for record in database.records)])
    added = tuple(
        Record(memo + b"\0", uniqueID=seed + number, attributes=RecordAttributes.dmRecAttrDirty)
        for number, memo in enumerate(split_memos(text), start=1)
    )
    updated = dataclasses.replace(
        database,
        records=database.records + added,
        uniqueIDSeed=seed + len(added),
        modificationNumber=database.modificationNumber + 1,
    )
    write_atomic(path, updated.build())
    return len(added)
