"""Each Palm OS call, type and constant the screen model mirrors, and the Python that stands for it.

This table is the one place the mapping is written: ``docs/palm_api.md`` is generated from it
(``python tools/palm_api.py``), a test checks that every Python name here exists and that the
document is up to date, and the emulator's trap handlers bind the real traps to the same names
(trap numbers and stack layouts are ``palm_sdk.traps``'). Names are Pythonic; enum members keep the
Palm constant names (``EventKind.ctlSelectEvent``, ``FontID.boldFont``). Calls that Palm OS makes
on global state (the draw state, the draw window, the active form, the event queue) are methods
of the objects that hold that state: :class:`~palm_os.draw_state.GraphicsState`
(``System.graphics``), :class:`~palm_os.window.Screen`, the
:class:`~palm_os.event_manager.EventManager` (``System.events``) and the
:class:`~palm_os.system.System`. Calls that take an object (``CtlSetValue(controlP, v)``)
are methods of the object.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    """One Palm OS name and its counterpart: a dotted path (module, then attributes), and a note."""

    palm: str
    python: str
    note: str = ""


@dataclass(frozen=True)
class Section:
    title: str
    intro: str
    entries: tuple[Entry, ...]


def _entries(module: str, rows: str) -> tuple[Entry, ...]:
    """Rows ``Palm | attribute path | note``, one a line; paths are relative to ``module`` unless
    they start with a package name."""
    found = []
    for line in rows.strip().splitlines():
        palm, path, *note = (part.strip() for part in line.split("|"))
        absolute = path.startswith(("palm_sdk.", "palm_pitch."))
        found.append(Entry(palm, path if absolute else f"{module}.{path}", note[0] if note else ""))
    return tuple(found)


UI = "palm_os"

SECTIONS: tuple[Section, ...] = (
    Section(
        "Window Manager: windows and drawing",
        "Drawing calls are methods of `Window` (coordinates relative to the window). An emulated "
        "`WinDrawChars` draws in `System.draw_window`, which `FrmSetActiveForm` and modal "
        "dialogs set to their form's window, as on Palm OS.",
        _entries(
            UI,
            """
            WinGetDrawWindow | system.System.draw_window |
            WinSetDrawWindow | system.System.set_draw_window | returns the previous window; None: the display
            WinGetActiveWindow | system.System.active_window |
            WinSetActiveWindow | window.Screen.set_active_window | it becomes the draw window too
            WinGetDisplayWindow | window.Screen.display_window |
            WinCreateWindow | window.Screen.window | or Window(screen, bounds, frame)
            WinDeleteWindow | window.Screen.forget_window |
            WinGetWindowBounds | window.Window.bounds |
            WinSetWindowBounds | window.Window.set_bounds |
            WinGetWindowExtent | window.Window.extent |
            WinDisplayToWindowPt | window.Window.display_to_window |
            WinWindowToDisplayPt | window.Window.window_to_display |
            WinDrawWindowFrame | window.Window.draw_window_frame |
            WinEraseWindow | window.Window.erase_window |
            WinDrawChars | window.Window.draw_chars | (x, y): the line's top-left; str or Palm bytes
            WinDrawChar | window.Window.draw_char |
            WinDrawInvertedChars | window.Window.draw_inverted_chars |
            WinEraseChars | window.Window.erase_chars |
            WinInvertChars | window.Window.invert_chars |
            WinPaintChars | window.Window.paint_chars | with the transfer mode
            WinDrawTruncChars | window.Window.draw_truncated_chars |
            WinDrawLine | window.Window.draw_line |
            WinEraseLine | window.Window.erase_line |
            WinInvertLine | window.Window.invert_line |
            WinDrawGrayLine | window.Window.draw_gray_line |
            WinFillLine | window.Window.fill_line | with the pattern
            WinPaintLine | window.Window.paint_line |
            WinDrawPixel | window.Window.draw_pixel |
            WinErasePixel | window.Window.erase_pixel |
            WinInvertPixel | window.Window.invert_pixel |
            WinGetPixel | window.Window.get_pixel |
            WinPaintPixel | window.Window.paint_pixel |
            WinDrawRectangle | window.Window.draw_rectangle | corner radius (d + 1) // 2
            WinEraseRectangle | window.Window.erase_rectangle |
            WinInvertRectangle | window.Window.invert_rectangle |
            WinFillRectangle | window.Window.fill_rectangle | with the pattern
            WinPaintRectangle | window.Window.paint_rectangle | pattern and transfer mode
            WinDrawRectangleFrame | window.Window.draw_rectangle_frame | drawn outside the rectangle
            WinEraseRectangleFrame | window.Window.erase_rectangle_frame |
            WinInvertRectangleFrame | window.Window.invert_rectangle_frame |
            WinDrawGrayRectangleFrame | window.Window.draw_gray_rectangle_frame |
            WinPaintRectangleFrame | window.Window.paint_rectangle_frame |
            WinGetFramesRectangle | shapes.frames_rectangle |
            WinDrawBitmap | window.Window.draw_bitmap | copies
            WinPaintBitmap | window.Window.paint_bitmap | with the transfer mode
            WinSetClip | window.Window.set_clip |
            WinResetClip | window.Window.reset_clip |
            WinGetClip | window.Window.get_clip |
            WinClipRectangle | window.Window.clip_rectangle |
            WinSaveBits | window.Window.save_bits | returns SavedBits
            WinRestoreBits | window.Window.restore_bits |
            """,
        ),
    ),
    Section(
        "Window Manager: the draw state",
        "One draw state for the whole screen (`System.graphics`, also reached through any "
        "window), so an emulated `FntSetFont` changes the font every later drawing uses.",
        _entries(
            UI,
            """
            DrawStateType | draw_state.DrawState |
            WinSetDrawMode | draw_state.GraphicsState.set_draw_mode | returns the previous mode
            WinSetPattern | draw_state.GraphicsState.set_pattern | 8 bytes, MSB = leftmost
            WinGetPattern | draw_state.GraphicsState.get_pattern |
            WinSetPatternType | draw_state.GraphicsState.set_pattern_type |
            WinSetForeColor | draw_state.GraphicsState.set_fore_color | index; 1 bit: 0 white, else black
            WinSetBackColor | draw_state.GraphicsState.set_back_color |
            WinSetTextColor | draw_state.GraphicsState.set_text_color |
            WinSetUnderlineMode | draw_state.GraphicsState.set_underline_mode | kept and returned; not drawn
            WinPushDrawState | draw_state.GraphicsState.push |
            WinPopDrawState | draw_state.GraphicsState.pop |
            FntSetFont | draw_state.GraphicsState.set_font | returns the previous font id
            FntGetFont | draw_state.GraphicsState.font_id |
            FntGetFontPtr | draw_state.GraphicsState.font |
            """,
        ),
    ),
    Section(
        "Font Manager",
        "The `Fnt*` measuring calls use the current font: `System.graphics.font`.",
        _entries(
            UI,
            """
            FntCharWidth | fonts.Font.char_width |
            FntCharsWidth | fonts.Font.text_width |
            FntLineHeight | fonts.Font.line_height |
            FntCharHeight | fonts.Font.height |
            FntBaseLine | fonts.Font.ascent |
            FntDescenderHeight | fonts.Font.descent |
            FntAverageCharWidth | fonts.Font.average_char_width |
            FntWordWrap | fonts.Font.word_wrap | Font.wrap gives the lines
            FntCharsInWidth | fonts.Font.chars_in_width |
            FntWidthToOffset | fonts.Font.width_to_offset |
            FntDefineFont | fonts.FontSet.add |
            """,
        ),
    ),
    Section(
        "Event Manager",
        "Time is virtual (100 ticks a second) and nothing blocks: `EvtGetEvent` returns None when "
        "there is nothing yet, and the caller gives input or moves time on "
        "(`EventManager.next_nil_tick` says when a `nilEvent` comes). Coordinates are display "
        "coordinates.",
        _entries(
            UI,
            """
            EventType | events.Event | the data union flattened into keyword fields
            EvtGetEvent | system.System.get_event | nilEvent after the timeout; a tracked stroke: its form
            EvtGetEvent (raw) | event_manager.EventManager.get_event |
            EvtAddEventToQueue | event_manager.EventManager.add_event |
            EvtAddUniqueEventToQueue | events.EventQueue.add_unique |
            EvtEventAvail | event_manager.EventManager.event_avail |
            EvtGetPen | event_manager.EventManager.get_pen |
            EvtEnqueueKey | event_manager.EventManager.enqueue_key |
            EvtEnqueuePenPoint | events.Digitizer.pen_down | and pen_move, pen_up (the 160x220 digitizer)
            EvtFlushPenQueue | events.EventQueue.flush_pen |
            EvtFlushKeyQueue | events.EventQueue.flush_keys |
            EvtGetPenBtnList | events.SILKSCREEN_BUTTONS |
            TimGetTicks | system.System.ticks |
            SysTicksPerSecond | palm_sdk.events.sysTicksPerSecond |
            """,
        ),
    ),
    Section(
        "Form Manager",
        "Forms are live after `FrmInitForm`, which gives each object its form and index. "
        "By-index and by-id calls are `Form` methods.",
        _entries(
            UI,
            """
            FormType | forms.Form |
            FrmInitForm | system.System.init_form |
            FrmDeleteForm | system.System.delete_form |
            FrmDrawForm | forms.Form.draw | saves the bits behind (saveBehind)
            FrmEraseForm | forms.Form.erase |
            FrmGotoForm | system.System.goto_form |
            FrmPopupForm | system.System.popup_form |
            FrmReturnToForm | system.System.return_to_form |
            FrmGetActiveForm | system.System.active_form |
            FrmSetActiveForm | system.System.set_active_form | its window becomes the draw window
            FrmGetFormPtr | system.System.get_form |
            FrmUpdateForm | system.System.update_form |
            FrmCloseAllForms | system.System.close_all_forms |
            FrmDispatchEvent | system.System.dispatch_event |
            FrmSetEventHandler | forms.Form.set_event_handler |
            FrmHandleEvent | forms.Form.handle_event | pen tracking: form_events.PenTracker
            FrmGetFormId | forms.Form.form_id |
            FrmGetNumberOfObjects | forms.Form.objects | its length
            FrmGetObjectIndex | forms.Form.get_object_index |
            FrmGetObjectId | forms.Form.get_object_id |
            FrmGetObjectPtr | forms.Form.get_object |
            FrmGetObjectType | forms.Form.get_object_kind |
            FrmGetObjectBounds | forms.Form.get_object_bounds |
            FrmSetObjectBounds | forms.Form.set_object_bounds |
            FrmShowObject | forms.Form.show_object |
            FrmHideObject | forms.Form.hide_object |
            FrmGetControlValue | forms.Form.get_control_value | by object index
            FrmSetControlValue | forms.Form.set_control_value | by object index
            FrmGetControlGroupSelection | forms.Form.get_control_group_selection |
            FrmSetControlGroupSelection | forms.Form.set_control_group_selection |
            FrmCopyLabel | forms.Form.copy_label |
            FrmGetTitle | forms.Form.title |
            FrmSetTitle | forms.Form.set_title | also FrmCopyTitle
            FrmSetGadgetHandler | forms.Form.set_gadget_handler |
            FrmGetGadgetData | forms.Form.get_gadget_data |
            FrmSetGadgetData | forms.Form.set_gadget_data |
            FrmSetMenu | forms.Form.set_menu |
            FrmGetFocus | forms.Form.focus |
            FrmSetFocus | forms.Form.set_focus |
            FrmGetWindowHandle | forms.Form.window |
            FrmVisible | forms.Form.visible |
            FormGadgetHandlerType | controls.GadgetHandler | (gadget, cmd, event): application.gadget_handler
            """,
        ),
    ),
    Section(
        "Form objects: controls, labels, fields, lists, scroll bars",
        "Object calls take the object alone, as on Palm OS, and redraw it if its form is shown.",
        _entries(
            UI,
            """
            ControlType | controls.Control |
            CtlDrawControl | controls.Control.draw |
            CtlEraseControl | controls.Control.erase |
            CtlGetValue | controls.Control.value |
            CtlSetValue | controls.Control.set_value |
            CtlGetLabel | controls.Control.get_label |
            CtlSetLabel | controls.Control.set_label | a popup trigger resizes to it
            CtlEnabled | controls.Control.enabled |
            CtlSetEnabled | controls.Control.set_enabled |
            CtlSetUsable | controls.Control.set_usable |
            CtlHitControl | controls.Control.hit | queues its ctlSelectEvent
            CtlHandleEvent | form_events.PenTracker.handle | reached through FrmHandleEvent
            FormLabelType | controls.Label |
            FormTitleType | controls.Title |
            FormBitmapType | controls.FormBitmap |
            FormGadgetType | controls.Gadget |
            FormPopupType | controls.Popup |
            FrmGraffitiStateType | controls.GraffitiStateIndicator | drawn as nothing
            FieldType | controls.Field | display only
            FldDrawField | controls.Field.draw |
            FldSetTextPtr | controls.Field.set_text | and draws it
            FldGetTextPtr | controls.Field.get_text |
            ListType | controls.ListObject |
            LstDrawList | controls.ListObject.draw |
            LstGetSelection | controls.ListObject.get_selection |
            LstSetSelection | controls.ListObject.set_selection | scrolled into view
            LstGetSelectionText | controls.ListObject.get_selection_text |
            LstSetListChoices | controls.ListObject.set_choices |
            LstGetNumberOfItems | controls.ListObject.number_of_items |
            LstSetDrawFunction | controls.ListObject.set_draw_function |
            LstPopupList | form_events.PenTracker.handle | a popup trigger's ctlSelectEvent pops its list up
            SliderControlType | sliders.Slider | sliderCtl and feedbackSliderCtl
            CtlGetSliderValues | sliders.Slider.get_slider_values |
            CtlSetSliderValues | sliders.Slider.set_slider_values | None leaves a number as it is
            TableType | tables.Table |
            TblDrawTable | tables.Table.draw |
            TblRedrawTable | tables.Table.draw | only_invalid=True
            TblEraseTable | tables.Table.erase |
            TblSetItemStyle | tables.Table.set_item_style |
            TblGetItemBounds | tables.Table.item_bounds |
            TblSelectItem | tables.Table.select_item |
            TblUnhighlightSelection | tables.Table.unhighlight |
            TblMarkRowInvalid | tables.Table.mark_invalid | no row: TblMarkTableInvalid
            TblInsertRow | tables.Table.insert_row |
            TblRemoveRow | tables.Table.remove_row |
            TblGetLastUsableRow | tables.Table.last_usable_row |
            TblHandleEvent | form_events.PenTracker.handle | tblEnterEvent, tblSelectEvent, tblExitEvent
            TableItemType | tables.TableItem |
            TableColumnAttrType | tables.TableColumn | draw, load_data, save_data: the callbacks
            TableRowAttrType | tables.TableRow |
            FrmNewForm | dynamic_forms.new_form |
            FrmNewLabel, CtlNewControl, FldNewField ... | dynamic_forms.add_object |
            FrmRemoveObject | dynamic_forms.remove_object |
            ScrollBarType | controls.ScrollBar |
            SclDrawScrollBar | controls.ScrollBar.draw |
            SclGetScrollBar | controls.ScrollBar.get_scroll_bar |
            SclSetScrollBar | controls.ScrollBar.set_scroll_bar |
            """,
        ),
    ),
    Section(
        "Menus, alerts and dialogs",
        "Modal dialogs are states of the event loop (`System.modal`); a caller that must block, "
        "as an emulated `FrmAlert` does, runs one with `System.run_modal`.",
        _entries(
            UI,
            """
            MenuBarType | menus.MenuBar | with menus.Menu and menus.MenuItem; separator: text "-"
            MenuInit | menus.ActiveMenuBar | the System makes it from the active form's menu_rsc_id
            MenuDrawMenu | menus.ActiveMenuBar.open |
            MenuEraseStatus | menus.ActiveMenuBar.close |
            MenuHandleEvent | system.System.handle_menu_event |
            MenuGetActiveMenu | system.System.menu |
            MenuHideItem | menus.ActiveMenuBar.hide_item |
            MenuShowItem | menus.ActiveMenuBar.show_item |
            MenuAddItem | menus.ActiveMenuBar.add_item | on menuOpenEvent, as Palm OS 3.5 applications do
            AlertTemplateType | alerts.AlertTemplate |
            FrmAlert | system.System.alert | the result (button index) by callback
            FrmCustomAlert | system.System.alert | with s1, s2, s3 for ^1 ^2 ^3
            FrmDoDialog | system.System.do_dialog | the result (button id) by callback
            FrmHelp | system.System.show_help |
            (blocking) | system.System.run_modal | for a caller that cannot return to a loop
            """,
        ),
    ),
    Section(
        "System and resources",
        "",
        _entries(
            UI,
            """
            SysHandleEvent | system.System.handle_system_event | Applications button: appStopEvent
            SndPlaySystemSound | system.System.play_system_sound | to the front end's sound output
            SysCopyStringResource | system.System.string |
            SysStringByIndex | compiled.CompiledResources.string_list | the tSTL's strings
            DmGetResource | resources.ResourceSource | form, menu_bar, alert, string, bitmap
            DmGetResource('Tbmp') | system.System.bitmap | application bitmap, else a system bitmap
            RectangleType | geometry.Rect | and the Rct* calls as methods
            PointType | geometry.Point |
            BitmapType | bitmap.Bitmap | 1 bit deep
            AppEventLoop | application.Application.step | run_until_idle, advance: the desktop loop
            """,
        ),
    ),
    Section(
        "Constants (palm_sdk)",
        "Every Palm OS constant lives in `palm_sdk`, once; the screen model re-exports the enums.",
        _entries(
            "palm_sdk",
            """
            eventsEnum | events.EventKind |
            FontID | fonts.FontID |
            ControlStyleType | controls.ControlStyle |
            ButtonFrameType | controls.ButtonFrame |
            JustificationType | controls.Justification |
            FormObjectKind | forms.FormObjectKind |
            AlertType | forms.AlertType |
            WinDrawOperation | window.DrawMode |
            PatternType | window.PatternType |
            FrameType | window.FrameType |
            UnderlineModeType | window.UnderlineMode |
            vchr*, commandKeyMask ... | keys |
            chr*, symbol* | chars |
            Err codes | errors |
            sysAppLaunchCmd* | launch |
            resource types | resources |
            screen and digitizer | screen |
            SndSysBeepType | sound.SndSysBeepType |
            """,
        ),
    ),
)

PREFACE = """\
# The screen model and the Palm OS API it mirrors

<!-- Generated from palm_os/palm_api.py by `python tools/palm_api.py`; edit that, not this. -->

`palm_os` reproduces the Palm OS 3.5 UI managers on a 160x160 one-bit screen, and this table
maps each Palm OS call, type and constant it models to its Python counterpart, so the emulator
can bind the real traps to them (the trap numbers and stack layouts are in `palm_sdk.traps`) and
a Palm programmer can find their way. Paths are relative to `palm_os` (the constants to
`palm_sdk`). Names are Pythonic; enum members keep the Palm constant names.

Palm OS keeps the draw state, the draw window, the active form and the event queue for the whole
system, and so does the model: `System.graphics` (the draw state), `System.screen` (the draw and
active windows), `System.events` (the Event Manager) and the `System` itself (forms, menus, modal
dialogs). A trap handler calls them with Palm's arguments and needs no desktop loop. Form objects
are positioned relative to their form, as on Palm OS.
"""

ADAPTER = """\
## Compiled resources (`compiled.CompiledResources`)

The screen model asks a `ResourceSource` for plain values; `compiled.CompiledResources` serves
them from a compiled database (the bytes of a `.prc`), mapping each `prc_tools` facade field by
field (the enums are `palm_sdk`'s on both sides):

* `tFRM` -> `Form(form_id=formID, bounds, modal=windowFlags.modal, save_behind=attr.saveBehind,
  usable=attr.usable, help_rsc_id=helpRscId, menu_rsc_id=menuRscId, default_button=defaultButton,
  frame=frameType as a FrameType word, objects=[...])` in the resource's object order: title ->
  `Title`, label -> `Label`, control (style 0-5) -> `Control`, field -> `Field`, list -> `ListObject`,
  popup -> `Popup`, form bitmap -> `FormBitmap`, gadget -> `Gadget`, scroll bar -> `ScrollBar`,
  Graffiti shift indicator -> `GraffitiStateIndicator`, table -> `Table` (`ui_table`: columns,
  rows, items), slider -> `Slider`. `form(id)` returns a new `Form` each time.
* `MBAR` -> `MenuBar([Menu(title, [MenuItem(id, text, shortcut, hidden)])])` (the geometry is
  computed with the model's fonts, as PilRC computes it).
* `Talt` -> `AlertTemplate(alertType, title, message, buttons, helpRscID, defaultButton)`.
* `tSTR` -> `str` (code page 1252); `tSTL` -> its strings.
* `Tbmp` (its 1-bit member) -> `Bitmap` (bit x = column x, 1 = black).
"""

NOT_MODELLED = """\
## Not modelled

Editable fields (text entry, insertion point, Graffiti recognition), the editing of a table's
text items, colour and grayscale depths, off-screen windows other than saved bits, underlined
text (the mode is kept), `winEnterEvent`/`winExitEvent`, the command toolbar of OS 3.5's command stroke
(the shortcut itself works), Find and Calculator. During a modal dialog `FrmGetActiveForm` still
names the form below it (the dialog gets the events and the draw window).
"""


def render() -> str:
    """``docs/palm_api.md``."""
    parts = [PREFACE]
    for section in SECTIONS:
        parts.append(f"## {section.title}\n")
        if section.intro:
            parts.append(f"{section.intro}\n")
        parts.append("| Palm OS | Python | Note |\n| --- | --- | --- |")
        prefix = "palm_sdk." if section.entries[0].python.startswith("palm_sdk.") else f"{UI}."
        for entry in section.entries:
            python = entry.python.removeprefix(prefix)
            parts.append(f"| `{entry.palm}` | `{python}` | {entry.note} |")
        parts.append("")
    parts.append(ADAPTER)
    parts.append(NOT_MODELLED)
    return "\n".join(parts)
