"""PilRC's reserved words (PILRC ``pilrc.h`` ``rgrwt`` table, all 269 of them), case-insensitive,
with their aliases.

A reserved word is never replaced by a ``#define`` of the same name, as in PilRC, where the
keyword check comes before the symbol lookup. :func:`canonical` maps an alias (``tBTN``,
``DEFAULTBUTTON``, ``ON`` …) to the word the parser looks for.
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
    "bitmapcolour16k": "bitmapcolor16k",
    "bitmapcolour24k": "bitmapcolor24k",
    "bitmapcolour32k": "bitmapcolor32k",
    "icongray": "icongrey",
    "icongray16": "icongrey16",
    "iconcolour": "iconcolor",
    "smallicongray": "smallicongrey",
    "smallicongray16": "smallicongrey16",
    "smalliconcolour": "smalliconcolor",
    "tais": "categories",
    "autocompress": "compress",
    "transparent": "transparency",
    "transparentindex": "transparencyindex",
    "colourtable": "colortable",
    "nocolourtable": "nocolortable",
    "numcolumns": "columns",
    "numrows": "rows",
    "widths": "columnwidths",
    "input": "in",
    "output": "out",
}

_KEYWORD_LINES = (
    "tfld tlst ttbl tfbm tlbl tttl tpul tgsi tgdt tbtn tpbn tcbx tput tslt trep tsld tscl form begin",
    "end modal savebehind nosavebehind helpid defaultbtnid menuid nograffitistateindicator enabled",
    "disabled usable nonusable leftanchor rightanchor group font frame noframe boldframe rectframe",
    "vertical graphical extended nonextended editable noneditable underlined singleline multiplelines",
    "dynamicsize leftalign hasscrollbar rightalign maxchars visibleitems autoshift numeric checked",
    "search bitmap bitmapgrey bitmapgrey16 bitmapcolor16 bitmapcolor bitmapcolor16k bitmapcolor24k",
    "bitmapcolor32k bitmapfamily bitmapfamilyspecial bitmapfamilyex bpp density bootscreenfamily",
    "bitmappalette palette integer prevleft prevright prevwidth prevtop prevbottom prevheight menu",
    "pulldown menuitem separator value min max pagesize feedback thumbid backgroundid bitmapid",
    "selectedbitmapid alert message buttons information confirmation warning error version",
    "stringtable string file applicationiconname application categories wordlist longwordlist",
    "bytelist palettetable midi translation locale launchercategory fontfamily fontindex fontmap",
    "fonttype firstchar lastchar maxwidth kernmax ndescent frectwidth frectheight owtloc ascent",
    "descent leading rowwords flag state graffitiinputarea creator language country area screen",
    "graffiti index keydownchr keydownkeycode keydownmodifiers countrylocalisation number name",
    "dateformat longdateformat weekstartday timeformat numberformat currencyname currencysymbol",
    "currencyuniquesymbol currencydecimalplaces daylightsavings minuteswestofgmt measurementsystem",
    "locales languages countrys countryname timezone feature entry keyboard defaultitem",
    "sysapplicationpreferences priority stacksize minheapspace hardsoftbuttondefault tablelist type",
    "charsetlist texttable tabletype defaultoutput numelementbits numindexeddatalenbits numresultbits",
    "indexdataoffset classes cases casesperstate action nextstate in out offset rwnumuniqueresults",
    "rwnumuniqueresulttablebits searchtable offset_s0 offset_sd offset_sk offset_sm offset_su",
    "offset_sp offset_sa offset_sg offset_sr center right bottom auto at id autoid columns rows",
    "columnwidths define equ include undef ifdef ifndef else endif line extern icon icongrey",
    "icongrey16 iconcolor iconfamily smallicon smallicongrey smallicongrey16 smalliconcolor",
    "smalliconfamily iconfamilyex smalliconfamilyex trap hex data transparency transparencyindex",
    "colortable nocolortable nocompress compress forcecompress compressscanline compressrle",
    "compresspackbits compressbest rsctype includeclut depth2 depth4 depth8 depth16 resetautoid",
    "generateheader navigation initialstate initialobjectid jumpobjectid bottomleftobjectid above",
    "below skip forceinteraction bigbutton navigationmap row public short int static final",
)

KEYWORDS = frozenset(word for line in _KEYWORD_LINES for word in line.split()) | frozenset(ALIASES)


def canonical(word: str) -> str:
    """The lower-case reserved word an identifier stands for (aliases resolved)."""
    lowered = word.lower()
    return ALIASES.get(lowered, lowered)


def is_keyword(word: str) -> bool:
    return word.lower() in KEYWORDS
