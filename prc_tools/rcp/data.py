"""The statements that make data resources, as PILRC ``pilrc.c`` emits them::

    HEX "type" ID n [LOCALE "l"] 0x01 0x0203.w "text" ...   -> raw bytes (numbers: byte, .w, .l)
    DATA "type" ID n [LOCALE "l"] "file.bin"                -> the bytes of a file (e.g. code 1)
    INTEGER ID n [LOCALE "l"] [VALUE] v                     -> tint: Int32
    WORDLIST ID n [LOCALE "l"] BEGIN 1 2 3 END              -> wrdl: UInt16 count, UInt16s
    LONGWORDLIST ID n [LOCALE "l"] BEGIN 1 2 3 END          -> DLST: UInt16 default item 0,
                                                                UInt16 count, UInt32s
    BYTELIST ID n [LOCALE "l"] BEGIN 1 2 3 END              -> BLST: UInt16 default item 0,
                                                                UInt16 count, bytes
    TRAP ID n [VALUE] trap                                  -> TRAP: UInt16 (0xA000 added)
    MIDI ID n "file.mid"                                    -> MIDI: the bytes of the file
    PALETTE ID n "file.pal"                                 -> PALT: (index, r, g, b) per colour
    PALETTETABLE ID n BEGIN r g b x ... END                 -> tclt: UInt16 count, 4 bytes per entry
"""

from __future__ import annotations

from prc_tools.formats.binary import cstring
from prc_tools.rcp.context import CompiledResource, ParseContext
from prc_tools.rcp.items import SCREEN, parse_item, syntax
from prc_tools.rcp.lexer import Token
from prc_tools.rcp.palettes import read_palette_entries
from prc_tools.rcp.source import read_input
from prc_tools.rcp.texts import header, text

INTEGER_SYNTAX = syntax("INTEGER", "id", "locale value")
LIST_FORMS = {  # keyword: (resource type, header bytes, element size)
    "wordlist": ("wrdl", False, 2),
    "longwordlist": ("DLST", True, 4),
    "bytelist": ("BLST", True, 1),
}


def raw_type(context: ParseContext, keyword: Token) -> str:
    token = context.cursor.peek()
    resource_type = context.cursor.string(f"the resource type in quotes after {keyword.text.upper()}")
    if len(resource_type) != 4 or any(ord(ch) > 0xFF for ch in resource_type):
        raise token.error(f'a resource type has 4 characters, not "{resource_type}"')
    return resource_type


def hex_data(context: ParseContext, keyword: Token) -> CompiledResource | None:
    cursor = context.cursor
    resource_type = raw_type(context, keyword)
    item, where = header(context)
    data = bytearray()
    while True:
        token = cursor.peek()
        if token.kind == "string":
            data += cstring(text(context, "a string")[0])[:-1]
        elif token.kind == "number":
            cursor.next()
            value = int(token.value or 0)
            size = {"l": 4, "w": 2}.get(token.size, 1)
            if not 0 <= value < 1 << (8 * size):
                raise token.error(f"HEX value {value} does not fit in {size} byte(s)")
            data += value.to_bytes(size, "big")
        else:
            break
    if not context.wanted(item.locale):
        return None
    return CompiledResource(resource_type, item.id, bytes(data), where)


def file_data(context: ParseContext, keyword: Token) -> CompiledResource | None:
    cursor = context.cursor
    resource_type = raw_type(context, keyword)
    item, where = header(context)
    name_token = cursor.peek()
    name = cursor.string("the data file name in quotes")
    if not name:
        raise name_token.error("DATA needs a file name")
    if not context.wanted(item.locale):
        return None
    path = context.find_file(name, name_token)
    data = read_input(path, name_token)
    return CompiledResource(resource_type, item.id, data, where)


def integer(context: ParseContext, keyword: Token) -> CompiledResource | None:
    where = context.cursor.peek()
    item = parse_item(context, SCREEN, INTEGER_SYNTAX)
    value = item.value if "value" in item.seen else context.cursor.expression("the INTEGER value")
    if not context.wanted(item.locale):
        return None
    return CompiledResource("tint", item.id, (value & 0xFFFFFFFF).to_bytes(4, "big"), where)


def number_list(context: ParseContext, keyword: Token, word: str) -> CompiledResource | None:
    cursor = context.cursor
    resource_type, with_default, size = LIST_FORMS[word]
    item, where = header(context)
    cursor.expect_word("begin", f"BEGIN (after the {keyword.text.upper()} line)")
    if not context.wanted(item.locale):
        context.skip_to_end()
        return None
    values = []
    while not cursor.take_word("end"):
        values.append(cursor.expression("a number or END") & ((1 << (8 * size)) - 1))
    data = bytearray(bytes(2) if with_default else b"")  # default item: PilRC reads it only internally
    data += len(values).to_bytes(2, "big")
    for value in values:
        data += value.to_bytes(size, "big")
    return CompiledResource(resource_type, item.id, bytes(data), where)


def midi(context: ParseContext, keyword: Token) -> CompiledResource | None:
    cursor = context.cursor
    where = cursor.peek()
    resource_id = context.resource_id("MIDI resource ID")
    name_token = cursor.peek()
    name = cursor.string("the MIDI file name in quotes")
    path = context.find_file(name, name_token) if name else None
    data = read_input(path, name_token, "MIDI file") if path is not None else b""
    if not data:
        raise name_token.error(f'MIDI needs a file that is not empty, not "{name}"')
    return CompiledResource("MIDI", resource_id, data, where)


def palette(context: ParseContext, keyword: Token) -> CompiledResource | None:
    """PILRC ``ParseDumpPalette``: every colour of the file as (index, r, g, b)."""
    cursor = context.cursor
    where = cursor.peek()
    resource_id = context.resource_id("PALETTE resource ID")
    name_token = cursor.peek()
    name = cursor.string("the palette file name in quotes")
    if not name:
        raise name_token.error("PALETTE needs a file name")
    colours = read_palette_entries(context.find_file(name, name_token), name_token)
    data = b"".join(bytes((index & 0xFF, *colour)) for index, colour in enumerate(colours))
    return CompiledResource("PALT", resource_id, data, where)


def palette_table(context: ParseContext, keyword: Token) -> CompiledResource | None:
    """PILRC ``ParseDumpPaletteTable``: numbers in fours until ``END``."""
    cursor = context.cursor
    where = cursor.peek()
    resource_id = context.resource_id("PALETTETABLE resource ID")
    cursor.expect_word("begin", "BEGIN (after the PALETTETABLE line)")
    values = []
    while not cursor.take_word("end"):
        token = cursor.peek()
        value = cursor.constant("a colour component or END")
        if not 0 <= value <= 0xFF:
            raise token.error("a colour component is 0..255")
        values.append(value)
    if len(values) % 4:
        raise where.error("PALETTETABLE: colours have four components (index r g b)")
    return CompiledResource("tclt", resource_id, (len(values) // 4).to_bytes(2, "big") + bytes(values), where)


def trap(context: ParseContext, keyword: Token) -> CompiledResource | None:
    cursor = context.cursor
    where = cursor.peek()
    trap_id = context.resource_id("TRAP resource ID")
    cursor.take_word("value")
    number = cursor.expression("the trap number") & 0xFFFF
    if not number & 0xA000:
        number |= 0xA000
    if trap_id < 1000:
        raise where.error("a TRAP resource ID is 1000 or more (HackMaster)")
    return CompiledResource("TRAP", trap_id, number.to_bytes(2, "big"), where)
