"""Form objects' own constants: control styles and frames, field justification, list selection.

SDK 3.5 ``Core/UI/Control.h`` (``enum controlStyles``, typedef ``ControlStyleType``, the
``style`` byte of a ``ControlType``; ``enum buttonFrames``, typedef ``ButtonFrameType``, the
``frame`` bits of its attributes), ``Core/UI/Field.h`` (``enum justifications``, typedef
``JustificationType``) and ``Core/UI/List.h`` (``noListSelection``).
"""

from enum import IntEnum


class ControlStyle(IntEnum):
    """``ControlStyleType`` (``Control.h`` ``enum controlStyles``)."""

    buttonCtl = 0
    pushButtonCtl = 1
    checkboxCtl = 2
    popupTriggerCtl = 3
    selectorTriggerCtl = 4
    repeatingButtonCtl = 5
    sliderCtl = 6
    feedbackSliderCtl = 7


class ButtonFrame(IntEnum):
    """``ButtonFrameType`` (``Control.h`` ``enum buttonFrames``)."""

    noButtonFrame = 0
    standardButtonFrame = 1
    boldButtonFrame = 2
    rectangleButtonFrame = 3


class Justification(IntEnum):
    """``JustificationType`` (``Field.h`` ``enum justifications``) of a field's text."""

    leftAlign = 0
    centerAlign = 1
    rightAlign = 2


noListSelection = -1  # LstGetSelection: no item is selected (List.h)
