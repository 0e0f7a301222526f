"""PilRC's reserved words (PILRC ``pilrc.h`` ``rgrwRW`` table), case-insensitive, with aliases.

A reserved word is never replaced by a ``#define`` of the same name, as in PilRC, where the
keyword check comes before the symbol lookup. :func:`canonical` maps an alias (``tBTN``,
``DEFAULTBUTTON``, ``ON`` …) to the word the parser looks for.

May import: the standard library only.
"""

from __future__ import annotations

ALIASES = {
    "tfld": "field",
    "tlst": "list",
    "ttbl": "table",
    "tfbm": "formbitmap",
    "tlbl": "label",
    "tttl": "title",
    "tpul": "popuplist",
    "tgsi": "graffitistateindicator",
    "tgdt": "gadget",
    "tbtn": "button",
    "tpbn": "pushbutton",
    "tcbx": "checkbox",
    "tput": "popuptrigger",
    "tslt": "selectortrigger",
    "trep": "repeatbutton",
    "tsld": "slider",
    "tscl": "scrollbar",
    "tfrm": "form",
    "defaultbutton": "defaultbtnid",
    "fontid": "font",
    "multipleline": "multiplelines",
    "on": "checked",
    "minvalue": "min",
    "maxvalue": "max",
    "mbar": "menu",
    "talt": "alert",
    "tver": "version",
    "tstl": "stringtable",
    "tstr": "string",
    "appl": "application",
    "taic": "launchercategory",
    "bitmapgray": "bitmapgrey",
    "bitmapgray16": "bitmapgrey16",
    "bitmapcolour16": "bitmapcolor16",
    "bitmapcolour": "bitmapcolor",
}

_KEYWORD_LINES = (
    "form begin end modal savebehind nosavebehind helpid defaultbtnid menuid nograffitistateindicator",
    "enabled disabled usable nonusable leftanchor rightanchor group font frame noframe boldframe",
    "rectframe vertical graphical extended nonextended editable noneditable underlined singleline",
    "multiplelines dynamicsize leftalign hasscrollbar rightalign maxchars visibleitems autoshift",
    "numeric checked search bitmap bitmapgrey bitmapgrey16 bitmapcolor16 bitmapcolor bitmapcolor16k",
    "bitmapcolor24k bitmapcolor32k bitmapfamily bitmapfamilyspecial bitmapfamilyex bpp density",
    "bitmappalette palette integer prevleft prevright prevwidth prevtop prevbottom prevheight menu",
    "pulldown menuitem separator value min max pagesize feedback thumbid backgroundid bitmapid",
    "selectedbitmapid alert message buttons information confirmation warning error version",
    "stringtable string file applicationiconname application categories launchercategory locale id at",
    "auto autoid center right bottom title button pushbutton checkbox popuptrigger selectortrigger",
    "repeatbutton label field list popuplist graffitistateindicator gadget formbitmap scrollbar",
    "slider table icon smallicon iconfamily smalliconfamily iconfamilyex smalliconfamilyex nocompress",
    "compress forcecompress hex data transparency transparentindex colortable nocolortable",
    "noditherflag",
)

KEYWORDS = frozenset(word for line in _KEYWORD_LINES for word in line.split()) | frozenset(ALIASES)


def canonical(word: str) -> str:
    """The lower-case reserved word an identifier stands for (aliases resolved)."""
    lowered = word.lower()
    return ALIASES.get(lowered, lowered)


def is_keyword(word: str) -> bool:
    return word.lower() in KEYWORDS
