"""The statements that make text resources, as PILRC ``pilrc.c`` parses and emits them::

    STRING ID n [LOCALE "l"] "text" | FILE "help.txt"    -> tSTR ("..." at the end becomes "…")
    STRINGTABLE ID n [LOCALE "l"] "prefix" "s0" "s1" ...   -> tSTL
    CATEGORIES ID n [LOCALE "l"] "Unfiled" "Business" ...  -> tAIS (15 characters each, 16 names)
    VERSION [ID 1] "1.0"                                   -> tver
    APPLICATIONICONNAME ID 1000 [LOCALE "l"] "Pitch"       -> tAIN
    APPLICATION ID 1 [LOCALE "l"] "PPch"                   -> APPL
    LAUNCHERCATEGORY [ID 1000] [LOCALE "l"] "Games"        -> taic

``STRING`` turns every carriage return into a line feed, one for one (``ParseDumpString``): a
``FILE`` saved with CRLF line ends therefore gets an empty line after each line, as PilRC builds
it, and a warning says so. A statement with a ``LOCALE`` other than the one chosen makes nothing.
"""

from __future__ import annotations

from prc_tools.formats.binary import cstring
from prc_tools.formats.strings import (
    AppIconName,
    AppInfoStrings,
    ApplicationId,
    LauncherCategory,
    StringList,
    StringResource,
    VersionString,
)
from prc_tools.rcp.context import CompiledResource, ParseContext
from prc_tools.rcp.items import SCREEN, Item, parse_item, syntax
from prc_tools.rcp.lexer import Token
from prc_tools.rcp.menus import with_ellipsis
from prc_tools.rcp.source import read_source

MAX_STRINGS = 384  # PILRC ParseDumpStringTable: "Number of strings in table must be less than 384"
CATEGORY_LENGTH = 16  # SDK35 Category.h dmCategoryLength, with the NUL
CATEGORY_COUNT = 16  # dmRecNumCategories
ID_ONLY = syntax("resource", "id", "locale")


def header(context: ParseContext) -> tuple[Item, Token]:
    """``[ID] n`` and its attributes (``LOCALE``), and where the ID was written."""
    where = context.cursor.peek()
    return parse_item(context, SCREEN, ID_ONLY), where


def text(context: ParseContext, what: str) -> tuple[str, Token]:
    """A string (joined over ``+`` and ``\\``), checked to be Palm Latin without NUL."""
    token = context.cursor.peek()
    value = context.cursor.string(what)
    try:
        cstring(value)
    except ValueError as error:
        raise token.error(str(error)) from None
    return value, token


def string(context: ParseContext, keyword: Token) -> CompiledResource | None:
    cursor = context.cursor
    item, where = header(context)
    if cursor.take_word("file"):
        name_token = cursor.peek()
        name = cursor.string("a file name in quotes after FILE")
        value = read_source(context.find_file(name, name_token), name_token, context.warn)
        value = value.split("\0", 1)[0]  # PilRC reads the file as one C string
        where_text = name_token
    else:
        cursor.take_punct("\\")
        value, where_text = text(context, 'the string text in quotes (or FILE "name")')
    if "\r\n" in value:
        context.warning(
            where_text,
            "PilRC turns each CR into a line feed, so CRLF line ends become two line breaks; "
            "use LF (\\n) line ends",
        )
    value = with_ellipsis(value).replace("\r", "\n")
    try:
        cstring(value)
    except ValueError as error:
        raise where_text.error(str(error)) from None
    return _made(context, item, CompiledResource("tSTR", item.id, StringResource(value), where))


def string_table(context: ParseContext, keyword: Token) -> CompiledResource | None:
    item, where = header(context)
    prefix, _ = text(context, 'the STRINGTABLE prefix string (may be "")')
    strings = []
    while context.cursor.at_string():
        token = context.cursor.peek()
        strings.append(text(context, "a string")[0])
        if len(strings) >= MAX_STRINGS:
            raise token.error(f"a string table holds fewer than {MAX_STRINGS} strings")
    return _made(context, item, CompiledResource("tSTL", item.id, StringList(prefix, tuple(strings)), where))


def categories(context: ParseContext, keyword: Token) -> CompiledResource | None:
    item, where = header(context)
    names: list[str] = []
    while context.cursor.at_string():
        name, token = text(context, "a category name")
        if len(name) >= CATEGORY_LENGTH:
            context.warning(token, f"a category name has at most 15 characters: {name[:15]!r} is kept")
            name = name[: CATEGORY_LENGTH - 1]
        if len(names) == CATEGORY_COUNT:
            context.warning(token, f"more than {CATEGORY_COUNT} categories: a database has {CATEGORY_COUNT}")
        names.append(name)
    names += [""] * (CATEGORY_COUNT - len(names))
    return _made(context, item, CompiledResource("tAIS", item.id, AppInfoStrings(tuple(names)), where))


def version(context: ParseContext, keyword: Token) -> CompiledResource | None:
    if context.cursor.at_string():
        version_id, where = 1, keyword
    else:
        where = context.cursor.peek()
        version_id = context.resource_id("version ID")
    value, _ = text(context, 'the version text in quotes, like "1.0"')
    return CompiledResource("tver", version_id, VersionString(value), where)


def app_icon_name(context: ParseContext, keyword: Token) -> CompiledResource | None:
    item, where = header(context)
    value, _ = text(context, "the application icon name in quotes")
    return _made(context, item, CompiledResource("tAIN", item.id, AppIconName(value), where))


def application(context: ParseContext, keyword: Token) -> CompiledResource | None:
    item, where = header(context)
    creator, token = text(context, 'the creator ID in quotes, like "PPch"')
    if len(creator) != 4 or any(ord(ch) > 0xFF for ch in creator):
        raise token.error(f'APPLICATION needs a 4-character creator ID, not "{creator}"')
    return _made(context, item, CompiledResource("APPL", item.id, ApplicationId(creator), where))


def launcher_category(context: ParseContext, keyword: Token) -> CompiledResource | None:
    cursor = context.cursor
    category_id, where, locale = 1000, keyword, None
    while not cursor.at_string():
        if cursor.at_word("id", "autoid"):
            where = cursor.peek()
            category_id = context.resource_id("launcher category ID")
            if category_id != 1000:
                context.warning(where, "the launcher reads the category from ID 1000 only")
        elif cursor.take_word("locale"):
            locale = cursor.string('the locale in quotes after LOCALE, like "fr_FR"')
        else:
            raise cursor.expected("the launcher category name in quotes")
    value, _ = text(context, "the launcher category name in quotes")
    if not context.wanted(locale):
        return None
    return CompiledResource("taic", category_id, LauncherCategory(value), where)


def _made(context: ParseContext, item: Item, resource: CompiledResource) -> CompiledResource | None:
    """The resource, or ``None`` when it belongs to a locale that was not chosen."""
    return resource if context.wanted(item.locale) else None
