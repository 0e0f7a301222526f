"""The resources the UI managers read, looked up as ``DmGetResource`` looks them up.

On a device ``FrmAlert``, ``FrmInitForm``, ``FrmGetObjectPtr``'s bitmaps and the menu bar all
come through ``DmGetResource``: the open resource databases, the most recently opened first,
ending with the application's own. An application that opens a resource database of its own,
or makes resources in one (NS Basic's runtime writes the alerts it shows into its own
``NSBasic..pdb``), finds them there. :class:`OpenResources` is the screen model's
:class:`~palm_os.resources.ResourceSource` in the emulator: a resource found first in another
open database is decoded from that database's current bytes; everything else is the
application's own (:class:`~palm_os.compiled.CompiledResources`, decoded once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from palm_os.compiled import CompiledResources
from palm_os.resources import ResourceNotFound
from prc_tools.formats.container import Resource, ResourceDatabase

if TYPE_CHECKING:
    from emulator.kernel import Kernel
    from palm_os.alerts import AlertTemplate
    from palm_os.bitmap import Bitmap
    from palm_os.forms import Form
    from palm_os.menus import MenuBar


class OpenResources:
    """See the module docstring."""

    def __init__(self, own: CompiledResources, kernel: Kernel) -> None:
        self.own = own
        self.kernel = kernel

    def _other(self, kind: str, resource_id: int) -> CompiledResources | None:
        """The resource, decoded, when another open database has it first; else None."""
        card = self.kernel.card
        dbs = card.resource_dbs()
        if len(dbs) < 2:  # only the application's own: the common case, at no cost
            return None
        launch = self.kernel.launch_state
        own = card.open[launch.db_ref].db if launch is not None and launch.db_ref in card.open else None
        for db in dbs:
            if db is own:
                return None
            for slot in db.slots or []:
                if slot.type == kind and slot.id == resource_id:
                    data = bytes(slot.current(self.kernel.memory))
                    resource = Resource(kind, resource_id, data)
                    one = ResourceDatabase(
                        name=db.name[:31], type="rsrc", creator="open", resources=(resource,)
                    )
                    return CompiledResources(one)
        return None

    def form(self, form_id: int) -> Form:
        return (self._other("tFRM", form_id) or self.own).form(form_id)

    def menu_bar(self, menu_id: int) -> MenuBar:
        return (self._other("MBAR", menu_id) or self.own).menu_bar(menu_id)

    def alert(self, alert_id: int) -> AlertTemplate:
        return (self._other("Talt", alert_id) or self.own).alert(alert_id)

    def string(self, string_id: int) -> str:
        return (self._other("tSTR", string_id) or self.own).string(string_id)

    def bitmap(self, bitmap_id: int) -> Bitmap:
        return (self._other("Tbmp", bitmap_id) or self.own).bitmap(bitmap_id)

    def __getattr__(self, name: str) -> object:  # string lists, packed texts, ROM resources
        return getattr(self.own, name)


__all__ = ["OpenResources", "ResourceNotFound"]
