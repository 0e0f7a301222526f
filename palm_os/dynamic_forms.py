"""Forms made by the program (``Form.h``'s dynamic UI): ``FrmNewForm`` and the objects added to a
form after it was made (``FrmNewLabel``, ``CtlNewControl``, ``FldNewField``, ``LstNewList``,
``FrmNewBitmap``, ``FrmNewGadget``, ``FrmNewGsi``), and ``FrmRemoveObject``.

A new form is initialised (a window, the system as its context) and loaded like one
``FrmInitForm`` loaded; it has a title when given one. A new object goes at the end of the
form's object list, knows its form and index, and is drawn by the next ``FrmDrawForm`` (the
Palm OS reference leaves drawing to the program); a removed object goes from the list, the
objects after it moving down one index. On Palm OS these calls may move the form in memory
(they take a ``FormType **``): whoever gives the form an address gives it a new one after each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from palm_os.controls import Title
from palm_os.forms import Form
from palm_os.geometry import Rect
from palm_os.tables import AnyFormObject

if TYPE_CHECKING:
    from palm_os.system import System


def new_form(
    system: System, form_id: int, title: str, bounds: Rect, modal: bool, default_button: int,
    help_rsc_id: int, menu_rsc_id: int,
) -> Form:  # fmt: skip
    """``FrmNewForm``: a new, loaded form (not yet active, not drawn)."""
    form = Form(
        form_id=form_id, bounds=bounds, objects=[Title(title)] if title else [], modal=modal,
        save_behind=modal, help_rsc_id=help_rsc_id, menu_rsc_id=menu_rsc_id, default_button=default_button,
    )  # fmt: skip
    form.init(system)
    system.forms.append(form)
    return form


def add_object(form: Form, obj: AnyFormObject) -> int:
    """A new object at the end of the form's list: its index."""
    form.objects.append(obj)
    obj.form, obj.index = form, len(form.objects) - 1
    return obj.index


def remove_object(form: Form, index: int) -> None:
    """``FrmRemoveObject``: the object goes; the ones after it take the indexes below."""
    obj = form.objects.pop(index)
    obj.form, obj.index = None, -1
    for later, other in enumerate(form.objects):
        other.form, other.index = form, later
