"""The statements of a PilRC ``.rcp`` file, compiled to typed resources.

:func:`parse_rcp` preprocesses a file and parses every statement into a
:class:`CompiledResource` (type, ID, typed value, source position). Supported statements:
``FORM`` (:mod:`.forms`), ``MENU`` and ``ALERT`` (:mod:`.menus`), ``BITMAP``/``ICON``/``SMALLICON``
and their grey, colour and family forms (:mod:`.bitmaps`), the text resources ``STRING``,
``STRINGTABLE``, ``CATEGORIES``, ``VERSION``, ``APPLICATIONICONNAME``, ``APPLICATION``,
``LAUNCHERCATEGORY`` (:mod:`.texts`), the data resources ``HEX``, ``DATA``, ``INTEGER``,
``WORDLIST``, ``LONGWORDLIST``, ``BYTELIST``, ``TRAP`` (:mod:`.data`), ``FONT`` (:mod:`.fonts`),
``NAVIGATION`` (:mod:`.navigation`), and here::

    RESETAUTOID n                  AUTOIDs count up from n + 1 (PILRC ParseResetAutoID)
    GENERATEHEADER "ids.h"         from here on an unknown name gets an AUTOID; ``compile_rcp``
                                   writes them to that header (PILRC WriteIncFile)
    TRANSLATION "lang" BEGIN "a" = "b" ... END
                                   read and not applied: PilRC applies it only for a language
                                   chosen with -L, which palm-prc does not offer

Two resources with the same type and ID are an error naming both places.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path

from prc_tools.rcp import data, texts
from prc_tools.rcp.bitmaps import parse_bitmap
from prc_tools.rcp.context import CompiledResource, ParseContext
from prc_tools.rcp.cursor import Cursor
from prc_tools.rcp.data import LIST_FORMS, number_list
from prc_tools.rcp.fonts import font_family_statement, font_statement
from prc_tools.rcp.forms import parse_form
from prc_tools.rcp.keywords import canonical
from prc_tools.rcp.lexer import Token
from prc_tools.rcp.menus import parse_alert, parse_menu
from prc_tools.rcp.navigation import navigation
from prc_tools.rcp.preprocessor import Preprocessor

BITMAP_WORDS = (
    "bitmap",
    "bitmapgrey",
    "bitmapgrey16",
    "bitmapfamily",
    "bitmapfamilyex",
    "bitmapfamilyspecial",
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
    "FORM, MENU, ALERT, BITMAP (and its GREY, COLOR, FAMILY forms), ICON, SMALLICON, STRING, "
    "STRINGTABLE, CATEGORIES, VERSION, APPLICATIONICONNAME, APPLICATION, LAUNCHERCATEGORY, HEX, "
    "DATA, INTEGER, WORDLIST, LONGWORDLIST, BYTELIST, TRAP, MIDI, PALETTE, PALETTETABLE, FONT, FONTFAMILY, "
    "NAVIGATION, RESETAUTOID, GENERATEHEADER or TRANSLATION"
)
UNSUPPORTED_STATEMENTS = ("bootscreenfamily",)
CHECKED_DUPLICATES = ("tFRM", "MBAR", "Talt", "tSTR", "tSTL", "tAIS")
"""The types whose duplicates PilRC refuses (``vfCheckDupes``); others it silently writes twice."""


def parse_rcp(
    path: str | os.PathLike[str],
    include_dirs: Sequence[str | os.PathLike[str]] = (),
    warn: Callable[[str], None] | None = None,
    locale: str | None = None,
) -> tuple[list[CompiledResource], ParseContext]:
    """Compile every statement of an ``.rcp`` file; ``RcpError`` at the first mistake. Returns the
    resources and the finished context (``generated_header`` and ``header_text()`` for a source
    with ``GENERATEHEADER``).

    A resource with ``LOCALE "xx_YY"`` is compiled only when ``locale`` names it (PilRC ``-Loc``);
    resources without a locale always are (PILRC ``DesirableLocale``). Two resources of the same
    type and ID are an error for the types PilRC checks (forms, menus, alerts, strings, string
    tables, categories); for the others PilRC writes both, the second over the first, and so does
    palm-prc, with a warning.
    """
    report = warn or (lambda message: None)
    preprocessor = Preprocessor(include_dirs, report)
    tokens = preprocessor.process(path)
    context = ParseContext(
        Cursor(tokens), Path(path).parent, [Path(d) for d in include_dirs], report, locale=locale
    )
    context.cursor.warn = context.warning
    resources: list[CompiledResource] = []
    seen: dict[tuple[str, int], Token] = {}
    while not context.cursor.at_end():
        compiled = _statement(context)
        if compiled is None:
            continue
        key = (compiled.type, compiled.id)
        if key in seen:
            first = seen[key]
            place = f"{first.file}:{first.line}:{first.column}"
            if compiled.type in CHECKED_DUPLICATES:
                raise compiled.where.error(
                    f"duplicate resource {compiled.type!r} {compiled.id} (first defined at {place})"
                )
            context.warning(
                compiled.where, f"this {compiled.type!r} {compiled.id} replaces the one at {place}"
            )
            resources = [r for r in resources if (r.type, r.id) != key]
        seen[key] = compiled.where
        resources.append(compiled)
    return resources, context


SIMPLE: dict[str, Callable[[ParseContext, Token], CompiledResource | None]] = {
    "string": texts.string,
    "stringtable": texts.string_table,
    "categories": texts.categories,
    "version": texts.version,
    "applicationiconname": texts.app_icon_name,
    "application": texts.application,
    "launchercategory": texts.launcher_category,
    "hex": data.hex_data,
    "data": data.file_data,
    "integer": data.integer,
    "trap": data.trap,
    "midi": data.midi,
    "palette": data.palette,
    "palettetable": data.palette_table,
    "font": font_statement,
    "fontfamily": font_family_statement,
    "navigation": navigation,
}


def _statement(context: ParseContext) -> CompiledResource | None:
    cursor = context.cursor
    keyword = cursor.peek()
    word = canonical(keyword.text) if keyword.kind == "ident" else ""
    makers = {"form": ("tFRM", parse_form), "menu": ("MBAR", parse_menu), "alert": ("Talt", parse_alert)}
    if word in makers:
        cursor.next()
        resource_type, maker = makers[word]
        made = maker(context)
        return None if made is None else CompiledResource(resource_type, made[0], made[1], made[2])
    if word in BITMAP_WORDS:
        cursor.next()
        bitmap = parse_bitmap(context, keyword, word)
        return None if bitmap is None else CompiledResource(*bitmap)
    if word in SIMPLE:
        cursor.next()
        return SIMPLE[word](context, keyword)
    if word == "resetautoid":
        cursor.next()
        context.reset_auto_id(cursor.expression("the value AUTOIDs count up from"))
        return None
    if word == "generateheader":
        cursor.next()
        context.generate_header(cursor.string('the header file name after GENERATEHEADER, like "ids.h"'))
        return None
    if word == "translation":
        cursor.next()
        cursor.string('the language in quotes after TRANSLATION, like "FRENCH"')
        cursor.expect_word("begin", "BEGIN (after the TRANSLATION line)")
        context.skip_to_end()
        return None
    if word in LIST_FORMS:
        cursor.next()
        return number_list(context, keyword, word)
    if word in UNSUPPORTED_STATEMENTS:
        raise keyword.error(
            f"{keyword.text.upper()} is not supported by this compiler (supported: {STATEMENTS})"
        )
    raise cursor.expected(f"a statement ({STATEMENTS})")


__all__ = ["CompiledResource", "parse_rcp"]
