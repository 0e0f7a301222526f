"""``NAVIGATION``: the ``fnav`` resource of the Treo 600 SDK (five-way navigation order of a form).

As PILRC ``pilrc.c ParseNavigation`` reads and writes it::

    NAVIGATION ID n INITIALSTATE flags [INITIALOBJECTID id] [JUMPOBJECTID id] [BOTTOMLEFTOBJECTID id]
    BEGIN
        ID object [ABOVE id] [BELOW id] [SKIP] [FORCEINTERACTION] [BIGBUTTON]
        ...
    END
    or, instead of BEGIN ... END:
    NAVIGATIONMAP
        ROW id [SKIP] [FORCEINTERACTION] [BIGBUTTON] id ...   // above: the previous row's first,
        ROW ...                                              // below: the next row's first
    END

Resource (``szRCNAVIGATION``, ``szRCNAVIGATIONITEM``): UInt16 version 1, UInt16 numOfObjects,
UInt16 headerSizeInBytes 20, UInt16 navElementSizeInBytes 8, UInt32 navFlags, UInt16
initialObjectIDHint, jumpObjectIDHint, bottomLeftObjectIDHint, UInt16 0; then per object UInt16
objectID, objectFlags (1 skip, 2 force interaction, 0x8000 big button), aboveObjectID,
belowObjectID.
"""

from __future__ import annotations

from dataclasses import dataclass

from prc_tools.rcp.context import CompiledResource, ParseContext
from prc_tools.rcp.lexer import Token

HEADER_HINTS = ("initialstate", "initialobjectid", "jumpobjectid", "bottomleftobjectid")
FLAGS = {"skip": 0x0001, "forceinteraction": 0x0002, "bigbutton": 0x8000}


@dataclass
class Entry:
    object_id: int
    flags: int = 0
    above: int = 0
    below: int = 0


def navigation(context: ParseContext, keyword: Token) -> CompiledResource | None:
    cursor = context.cursor
    where = cursor.peek()
    resource_id = context.resource_id("NAVIGATION resource ID")
    hints: dict[str, int] = {}
    locale = None
    while True:
        if cursor.at_word(*HEADER_HINTS):
            word = cursor.next().text.lower()
            hints[word] = cursor.expression(f"a value after {word.upper()}")
        elif cursor.take_word("locale"):
            locale = cursor.string('the locale in quotes after LOCALE, like "fr_FR"')
        elif cursor.take_word("version"):
            cursor.expression("the NAVIGATION version")
        else:
            break
    if "initialstate" not in hints:
        raise where.error("INITIALSTATE is required in a NAVIGATION resource")
    if cursor.take_word("begin"):
        entries = _list(context)
    elif cursor.take_word("navigationmap"):
        entries = _map(context)
    else:
        raise cursor.expected("BEGIN or NAVIGATIONMAP")
    if not context.wanted(locale):
        return None
    data = bytearray()
    for value in (1, len(entries), 20, 8):
        data += value.to_bytes(2, "big")
    data += (hints["initialstate"] & 0xFFFFFFFF).to_bytes(4, "big")
    for name in HEADER_HINTS[1:]:
        data += (hints.get(name, 0) & 0xFFFF).to_bytes(2, "big")
    data += bytes(2)
    for entry in entries:
        for value in (entry.object_id, entry.flags, entry.above, entry.below):
            data += (value & 0xFFFF).to_bytes(2, "big")
    return CompiledResource("fnav", resource_id, bytes(data), where)


def _modifiers(context: ParseContext, entry: Entry) -> None:
    cursor = context.cursor
    while True:
        if cursor.at_word(*FLAGS):
            entry.flags |= FLAGS[cursor.next().text.lower()]
        elif cursor.take_word("above"):
            entry.above = cursor.expression("the object ID after ABOVE")
        elif cursor.take_word("below"):
            entry.below = cursor.expression("the object ID after BELOW")
        else:
            return


def _list(context: ParseContext) -> list[Entry]:
    entries = []
    while True:  # PilRC reads at least one entry
        entry = Entry(context.resource_id("navigation object ID"))
        _modifiers(context, entry)
        entries.append(entry)
        if context.cursor.take_word("end"):
            return entries


def _map(context: ParseContext) -> list[Entry]:
    cursor = context.cursor
    entries: list[Entry] = []
    previous_row: list[Entry] = []
    above = 0
    while not cursor.take_word("end"):
        if not cursor.take_word("row"):
            raise cursor.expected("ROW or END")
        row = []
        while True:
            entry = Entry(cursor.expression("a form object ID"), above=above)
            _modifiers(context, entry)
            row.append(entry)
            if cursor.at_word("end", "row"):
                break
        for earlier in previous_row:
            earlier.below = row[0].object_id
        above = row[0].object_id
        previous_row = row
        entries += row
    return entries
