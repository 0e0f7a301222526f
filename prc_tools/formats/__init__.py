"""Palm OS binary formats: construct ``Struct``\\ s with SDK field names, behind typed facades.

One module per concept: ``container`` (PRC/PDB databases), ``palmtime`` (1904 dates),
``form``/``form_objects`` (``tFRM``), ``bitmap`` (``Tbmp``/``tAIB``), ``strings`` (``tSTR``,
``tSTL``, ``tAIN``, ``tver``, ``taic``, ``APPL``), ``menu`` (``MBAR``), ``alert`` (``Talt``),
``appcode`` (``code`` 0, ``data`` 0, ``pref`` 0), ``registry`` (type -> decoder). Every facade is a
frozen dataclass with ``parse(bytes)`` and ``build() -> bytes``; damaged bytes raise
:class:`~prc_tools.errors.PrcFormatError` with the offset.

May import: the standard library, construct, ``prc_tools.errors``.
"""

from prc_tools.formats.alert import Alert, AlertType
from prc_tools.formats.appcode import CodeZero, DataZero, InitBlock, SysAppPrefs
from prc_tools.formats.bitmap import Bitmap, BitmapCompressionType, BitmapFamily
from prc_tools.formats.common import FontID, Point, Rect
from prc_tools.formats.container import (
    DatabaseAttributes,
    Record,
    RecordAttributes,
    RecordDatabase,
    Resource,
    ResourceDatabase,
    parse_database,
)
from prc_tools.formats.form import (
    ButtonFrameType,
    Control,
    ControlStyleType,
    Field,
    Form,
    FormAttr,
    FormBitmap,
    FormObject,
    FormObjectKind,
    FrameBits,
    Gadget,
    GraffitiStateIndicator,
    Label,
    List,
    PopupList,
    ScrollBar,
    SliderControl,
    Table,
    TableColumn,
    TableItem,
    TableRow,
    Title,
    WindowFlags,
)
from prc_tools.formats.menu import Menu, MenuBar, MenuItem
from prc_tools.formats.registry import decode_resource, decoder_for
from prc_tools.formats.strings import (
    AppIconName,
    AppInfoStrings,
    ApplicationId,
    LauncherCategory,
    StringList,
    StringResource,
    TextResource,
    VersionString,
)

__all__ = [
    "Alert",
    "AlertType",
    "AppIconName",
    "AppInfoStrings",
    "ApplicationId",
    "Bitmap",
    "BitmapCompressionType",
    "BitmapFamily",
    "ButtonFrameType",
    "CodeZero",
    "Control",
    "ControlStyleType",
    "DataZero",
    "DatabaseAttributes",
    "Field",
    "FontID",
    "Form",
    "FormAttr",
    "FormBitmap",
    "FormObject",
    "FormObjectKind",
    "FrameBits",
    "Gadget",
    "GraffitiStateIndicator",
    "InitBlock",
    "Label",
    "LauncherCategory",
    "List",
    "Menu",
    "MenuBar",
    "MenuItem",
    "Point",
    "PopupList",
    "Record",
    "RecordAttributes",
    "RecordDatabase",
    "Rect",
    "Resource",
    "ResourceDatabase",
    "ScrollBar",
    "SliderControl",
    "StringList",
    "StringResource",
    "SysAppPrefs",
    "Table",
    "TableColumn",
    "TableItem",
    "TableRow",
    "TextResource",
    "Title",
    "VersionString",
    "WindowFlags",
    "decode_resource",
    "decoder_for",
    "parse_database",
]
