"""The statements of a PilRC ``.rcp`` file, compiled to typed resources.

:func:`parse_rcp` preprocesses a file and parses every statement into a
:class:`CompiledResource` (type, ID, typed value, source position). Supported statements:
``FORM`` (:mod:`.forms`), ``MENU`` and ``ALERT`` (:mod:`.menus`), ``BITMAP``/``ICON``/``SMALLICON``
and their grey and family forms (:mod:`.bitmaps`), and here::

    STRING ID n "text" | STRING ID n FILE "help.txt"     -> tSTR ("..." at the end becomes "…")
    STRINGTABLE ID n "prefix" "s0" "s1" ...               -> tSTL
    VERSION [ID 1] "1.0"                                  -> tver
    APPLICATIONICONNAME ID 1000 "Pitch"                   -> tAIN
    APPLICATION ID 1 "PPch"                               -> APPL
    LAUNCHERCATEGORY [ID 1000] "Games"                    -> taic
    HEX "type" ID n 0x01 0x0203.w "text" ...              -> raw bytes (numbers: byte, or .w/.l)
    DATA "type" ID n "file.bin"                           -> raw bytes of a file (e.g. a 68k code 1)

Two resources with the same type and ID are an error naming both places.

May import: the standard library, ``prc_tools.errors``, ``prc_tools.formats``, ``prc_tools.rcp`` modules.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from prc_tools.formats.binary import cstring
from prc_tools.formats.strings import (
    AppIconName,
    ApplicationId,
    LauncherCategory,
    StringList,
    StringResource,
    VersionString,
)
from prc_tools.rcp.bitmaps import parse_bitmap
from prc_tools.rcp.context import ParseContext
from prc_tools.rcp.cursor import Cursor
from prc_tools.rcp.forms import parse_form
from prc_tools.rcp.items import SCREEN, parse_item, syntax
from prc_tools.rcp.keywords import canonical
from prc_tools.rcp.lexer import Token
from prc_tools.rcp.menus import parse_alert, parse_menu, with_ellipsis
from prc_tools.rcp.preprocessor import Preprocessor, read_source

MAX_STRINGS = 384  # PILRC ParseDumpStringTable: "Number of strings in table must be less than 384"
ID_ONLY = syntax("resource", "id", "locale")
BITMAP_WORDS = (
    "bitmap",
    "bitmapgrey",
    "bitmapgrey16",
    "bitmapfamily",
    "bitmapfamilyex",
    "icon",
    "smallicon",
    "iconfamily",
    "smalliconfamily",
    "iconfamilyex",
    "smalliconfamilyex",
    "bitmapcolor16",
    "bitmapcolor",
    "bitmapcolor16k",
    "bitmapcolor24k",
    "bitmapcolor32k",
)
STATEMENTS = (
    "FORM, MENU, ALERT, BITMAP, ICON, SMALLICON, STRING, STRINGTABLE, VERSION, APPLICATIONICONNAME, "
    "APPLICATION, LAUNCHERCATEGORY, HEX or DATA"
)
UNSUPPORTED_STATEMENTS = (
    "categories",
    "font",
    "fontfamily",
    "integer",
    "wordlist",
    "longwordlist",
    "bytelist",
    "trap",
    "midi",
    "palette",
    "palettetable",
    "translation",
    "navigation",
    "generateheader",
    "resetautoid",
    "bootscreenfamily",
)


@dataclass(frozen=True)
class CompiledResource:
    """One resource made from source: its value is a typed facade (``build()``) or raw bytes."""

    type: str
    id: int
    value: object
    where: Token

    def data(self) -> bytes:
        if isinstance(self.value, bytes):
            return self.value
        build = getattr(self.value, "build", None)
        if build is None:
            raise TypeError(f"{self.value!r} cannot be built")
        data = build()
        assert isinstance(data, bytes)
        return data


def parse_rcp(
    path: str | os.PathLike[str],
    include_dirs: Sequence[str | os.PathLike[str]] = (),
    warn: Callable[[str], None] | None = None,
) -> tuple[list[CompiledResource], Preprocessor]:
    """Compile every statement of an ``.rcp`` file; ``RcpError`` at the first mistake."""
    preprocessor = Preprocessor(include_dirs)
    tokens = preprocessor.process(path)
    context = ParseContext(
        Cursor(tokens), Path(path).parent, [Path(d) for d in include_dirs], warn or (lambda message: None)
    )
    resources: list[CompiledResource] = []
    seen: dict[tuple[str, int], Token] = {}
    while not context.cursor.at_end():
        compiled = _statement(context)
        key = (compiled.type, compiled.id)
        if key in seen:
            first = seen[key]
            raise compiled.where.error(
                f"duplicate resource {compiled.type!r} {compiled.id} "
                f"(first defined at {first.file}:{first.line}:{first.column})"
            )
        seen[key] = compiled.where
        resources.append(compiled)
    return resources, preprocessor


def _statement(context: ParseContext) -> CompiledResource:
    cursor = context.cursor
    keyword = cursor.peek()
    word = canonical(keyword.text) if keyword.kind == "ident" else ""
    if word == "form":
        cursor.next()
        form_id, form, where = parse_form(context)
        return CompiledResource("tFRM", form_id, form, where)
    if word == "menu":
        cursor.next()
        menu_id, bar, where = parse_menu(context)
        return CompiledResource("MBAR", menu_id, bar, where)
    if word == "alert":
        cursor.next()
        alert_id, alert, where = parse_alert(context)
        return CompiledResource("Talt", alert_id, alert, where)
    if word in BITMAP_WORDS:
        cursor.next()
        if word.startswith("bitmapcolor"):
            raise keyword.error(
                f"{keyword.text.upper()}: colour bitmaps are not supported (1, 2 or 4 bpp grey)"
            )
        resource_type, resource_id, family, where = parse_bitmap(context, keyword, word)
        return CompiledResource(resource_type, resource_id, family, where)
    simple = {
        "string": _string,
        "stringtable": _string_table,
        "version": _version,
        "applicationiconname": _app_icon_name,
        "application": _application,
        "launchercategory": _launcher_category,
        "hex": _hex,
        "data": _data,
    }
    if word in simple:
        cursor.next()
        return simple[word](context, keyword)
    if word in UNSUPPORTED_STATEMENTS:
        raise keyword.error(
            f"{keyword.text.upper()} is not supported by this compiler (supported: {STATEMENTS})"
        )
    raise cursor.expected(f"a statement ({STATEMENTS})")


def _id(context: ParseContext) -> tuple[int, Token]:
    where = context.cursor.peek()
    return parse_item(context, SCREEN, ID_ONLY).id, where


def _text(context: ParseContext, what: str) -> tuple[str, Token]:
    token = context.cursor.peek()
    text = context.cursor.string(what)
    try:
        cstring(text)
    except ValueError as error:
        raise token.error(str(error)) from None
    return text, token


def _string(context: ParseContext, keyword: Token) -> CompiledResource:
    cursor = context.cursor
    string_id, where = _id(context)
    if cursor.take_word("file"):
        name_token = cursor.peek()
        name = cursor.string("a file name in quotes after FILE")
        text = read_source(context.find_file(name, name_token), name_token)
    else:
        cursor.take_punct("\\")
        text, _ = _text(context, 'the string text in quotes (or FILE "name")')
    text = with_ellipsis(text).replace("\r\n", "\n").replace("\r", "\n")
    try:
        cstring(text)
    except ValueError as error:
        raise where.error(str(error)) from None
    return CompiledResource("tSTR", string_id, StringResource(text), where)


def _string_table(context: ParseContext, keyword: Token) -> CompiledResource:
    table_id, where = _id(context)
    prefix, _ = _text(context, 'the STRINGTABLE prefix string (may be "")')
    strings = []
    while context.cursor.at_string():
        token = context.cursor.peek()
        strings.append(_text(context, "a string")[0])
        if len(strings) >= MAX_STRINGS:
            raise token.error(f"a string table holds fewer than {MAX_STRINGS} strings")
    return CompiledResource("tSTL", table_id, StringList(prefix, tuple(strings)), where)


def _version(context: ParseContext, keyword: Token) -> CompiledResource:
    if context.cursor.at_string():
        version_id, where = 1, keyword
    else:
        where = context.cursor.peek()
        version_id = context.resource_id("version ID")
    text, _ = _text(context, 'the version text in quotes, like "1.0"')
    return CompiledResource("tver", version_id, VersionString(text), where)


def _app_icon_name(context: ParseContext, keyword: Token) -> CompiledResource:
    name_id, where = _id(context)
    text, _ = _text(context, "the application icon name in quotes")
    return CompiledResource("tAIN", name_id, AppIconName(text), where)


def _application(context: ParseContext, keyword: Token) -> CompiledResource:
    app_id, where = _id(context)
    creator, token = _text(context, 'the creator ID in quotes, like "PPch"')
    if len(creator) != 4 or any(ord(ch) > 0xFF for ch in creator):
        raise token.error(f'APPLICATION needs a 4-character creator ID, not "{creator}"')
    return CompiledResource("APPL", app_id, ApplicationId(creator), where)


def _launcher_category(context: ParseContext, keyword: Token) -> CompiledResource:
    cursor = context.cursor
    category_id, where = 1000, keyword
    if cursor.at_word("id", "autoid"):
        where = cursor.peek()
        category_id = context.resource_id("launcher category ID")
        if category_id != 1000:
            context.warning(where, "the launcher reads the category from ID 1000 only")
    if cursor.at_word("locale"):
        raise cursor.peek().error("LOCALE is not supported: this compiler builds one language")
    text, _ = _text(context, "the launcher category name in quotes")
    return CompiledResource("taic", category_id, LauncherCategory(text), where)


def _raw_type(context: ParseContext, keyword: Token) -> str:
    token = context.cursor.peek()
    resource_type = context.cursor.string(f"the resource type in quotes after {keyword.text.upper()}")
    if len(resource_type) != 4 or any(ord(ch) > 0xFF for ch in resource_type):
        raise token.error(f'a resource type has 4 characters, not "{resource_type}"')
    return resource_type


def _hex(context: ParseContext, keyword: Token) -> CompiledResource:
    cursor = context.cursor
    resource_type = _raw_type(context, keyword)
    resource_id, where = _id(context)
    data = bytearray()
    while True:
        token = cursor.peek()
        if token.kind == "string":
            text, _ = _text(context, "a string")
            data += cstring(text)[:-1]
        elif token.kind == "number":
            cursor.next()
            value = int(token.value or 0)
            size = {"l": 4, "w": 2}.get(token.size, 1)
            if not 0 <= value < 1 << (8 * size):
                raise token.error(f"HEX value {value} does not fit in {size} byte(s)")
            data += value.to_bytes(size, "big")
        else:
            break
    return CompiledResource(resource_type, resource_id, bytes(data), where)


def _data(context: ParseContext, keyword: Token) -> CompiledResource:
    cursor = context.cursor
    resource_type = _raw_type(context, keyword)
    resource_id, where = _id(context)
    name_token = cursor.peek()
    name = cursor.string("the data file name in quotes")
    if not name:
        raise name_token.error("DATA needs a file name")
    path = context.find_file(name, name_token)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise name_token.error(f"cannot read {path}: {error.strerror or error}") from None
    return CompiledResource(resource_type, resource_id, data, where)


__all__ = ["CompiledResource", "parse_rcp"]
