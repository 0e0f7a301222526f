"""Forms: the kinds of form object, alert types, gadget commands and the Form Manager's constants.

SDK 3.5 ``Core/UI/Form.h``: ``enum formObjects`` (typedef ``FormObjectKind``, the ``objectType``
byte of a ``tFRM``'s object list), ``enum alertTypes`` (typedef ``AlertType``, the first word of a
``Talt``), the ``FormGadgetHandlerType`` commands, and the ids Form Manager calls return or take.
"""

from enum import IntEnum


class FormObjectKind(IntEnum):
    """``FormObjectKind`` (``Form.h`` ``enum formObjects``)."""

    frmFieldObj = 0
    frmControlObj = 1
    frmListObj = 2
    frmTableObj = 3
    frmBitmapObj = 4
    frmLineObj = 5
    frmFrameObj = 6
    frmRectangleObj = 7
    frmLabelObj = 8
    frmTitleObj = 9
    frmPopupObj = 10
    frmGraffitiStateObj = 11
    frmGadgetObj = 12
    frmScrollBarObj = 13


class AlertType(IntEnum):
    """``AlertType`` (``Form.h`` ``enum alertTypes``): chooses the icon beside an alert's message."""

    informationAlert = 0
    confirmationAlert = 1
    warningAlert = 2
    errorAlert = 3


# FormGadgetHandlerType commands (Form.h)
formGadgetDrawCmd = 0
formGadgetEraseCmd = 1
formGadgetHandleEventCmd = 2
formGadgetDeleteCmd = 3

noFocus = 0xFFFF  # FrmGetFocus: no object has the focus
frmInvalidObjectId = 0xFFFF  # FrmGetObjectId of an object without an id
frmNoSelectedControl = 0xFF  # FrmGetControlGroupSelection: no control of the group is on
frmRedrawUpdateCode = 0x8000  # FrmUpdateForm's code for "redraw the whole form"
