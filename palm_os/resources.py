"""Where the screen model gets forms, menus, alerts, strings and bitmaps: a resource source.

The application's UI is declared once, in ``resources/pitch.rcp``, compiled by ``prc_tools``. The
screen's managers never parse that themselves: they ask a :class:`ResourceSource` for plain
values, which the adapter over a compiled database provides
(:class:`~palm_os.compiled.CompiledResources`: ``DmGetResource`` + a mapping from the
``prc_tools`` facades to the classes below). :class:`ResourceTable` is the in-memory source
that tests use for small forms built in test code.

What each resource must be turned into:

* ``tFRM`` -> :class:`~palm_os.forms.Form` with its objects (``controls`` classes);
* ``MBAR`` -> :class:`~palm_os.menus.MenuBar`;
* ``Talt`` -> :class:`~palm_os.alerts.AlertTemplate`;
* ``tSTR`` -> ``str``;
* ``Tbmp`` -> :class:`~palm_os.bitmap.Bitmap`.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Protocol

from palm_os.alerts import AlertTemplate
from palm_os.bitmap import Bitmap
from palm_os.forms import Form
from palm_os.menus import MenuBar


class ResourceNotFound(KeyError):
    """``dmErrResourceNotFound``: no resource of that type and id."""

    def __init__(self, kind: str, resource_id: int) -> None:
        super().__init__(f"no {kind} resource with id {resource_id}")
        self.kind = kind
        self.resource_id = resource_id

    def __str__(self) -> str:
        return str(self.args[0])


class ResourceSource(Protocol):
    """The resources of the running application (``DmGetResource``)."""

    def form(self, form_id: int) -> Form:
        """A new, uninitialised ``Form`` for a ``tFRM`` (a fresh copy on every call)."""

    def menu_bar(self, menu_id: int) -> MenuBar:
        """A new ``MenuBar`` for an ``MBAR``."""

    def alert(self, alert_id: int) -> AlertTemplate:
        """The ``Talt``."""

    def string(self, string_id: int) -> str:
        """The ``tSTR`` text."""

    def bitmap(self, bitmap_id: int) -> Bitmap:
        """The ``Tbmp``."""


class ResourceTable:
    """An in-memory :class:`ResourceSource`: dicts of plain values, copied on each request.

    >>> from palm_os.geometry import Rect
    >>> table = ResourceTable(forms={1000: Form(1000, Rect(0, 0, 160, 160))})
    >>> table.form(1000) is table.form(1000)
    False
    >>> table.string(5)
    Traceback (most recent call last):
    ...
    palm_os.resources.ResourceNotFound: no tSTR resource with id 5
    """

    def __init__(
        self,
        forms: Mapping[int, Form] | None = None,
        menus: Mapping[int, MenuBar] | None = None,
        alerts: Mapping[int, AlertTemplate] | None = None,
        strings: Mapping[int, str] | None = None,
        bitmaps: Mapping[int, Bitmap] | None = None,
    ) -> None:
        self.forms: dict[int, Form] = dict(forms or {})
        self.menus: dict[int, MenuBar] = dict(menus or {})
        self.alerts: dict[int, AlertTemplate] = dict(alerts or {})
        self.strings: dict[int, str] = dict(strings or {})
        self.bitmaps: dict[int, Bitmap] = dict(bitmaps or {})

    def form(self, form_id: int) -> Form:
        if form_id not in self.forms:
            raise ResourceNotFound("tFRM", form_id)
        return copy.deepcopy(self.forms[form_id])

    def menu_bar(self, menu_id: int) -> MenuBar:
        if menu_id not in self.menus:
            raise ResourceNotFound("MBAR", menu_id)
        return copy.deepcopy(self.menus[menu_id])

    def alert(self, alert_id: int) -> AlertTemplate:
        if alert_id not in self.alerts:
            raise ResourceNotFound("Talt", alert_id)
        return self.alerts[alert_id]

    def string(self, string_id: int) -> str:
        if string_id not in self.strings:
            raise ResourceNotFound("tSTR", string_id)
        return self.strings[string_id]

    def bitmap(self, bitmap_id: int) -> Bitmap:
        if bitmap_id not in self.bitmaps:
            raise ResourceNotFound("Tbmp", bitmap_id)
        return self.bitmaps[bitmap_id]
