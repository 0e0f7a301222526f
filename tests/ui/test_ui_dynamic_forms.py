"""Forms made at run time (``FrmNewForm``, the ``...New...`` calls, ``FrmRemoveObject``) in the
screen model: a new form is loaded like ``FrmInitForm``'s and titled when given a title; a new
object goes at the end knowing its form and index; removing one moves the later ones down.
"""

from __future__ import annotations

from palm_os.controls import Control, Label, Title
from palm_os.dynamic_forms import add_object, new_form, remove_object
from palm_os.geometry import Point, Rect
from palm_os.system import System


def test_a_new_form_is_loaded_titled_and_takes_objects_at_the_end() -> None:
    system = System()
    form = new_form(system, 9, "Made", Rect(0, 20, 160, 140), True, 3, 0, 0)
    assert form in system.forms and form.window is not None and form.modal and form.default_button == 3
    assert isinstance(form.objects[0], Title) and form.title == "Made"
    index = add_object(form, Label(1, Point(5, 5), "one"))
    button = Control(2, Rect(5, 20, 30, 12), "Go")
    assert add_object(form, button) == index + 1 == 2
    assert button.form is form and button.index == 2
    remove_object(form, 1)
    assert button.index == 1 and form.get_object_index(2) == 1 and len(form.objects) == 2
    untitled = new_form(system, 10, "", Rect(0, 0, 160, 160), False, 0, 0, 0)
    assert untitled.objects == [] and untitled.title == ""
