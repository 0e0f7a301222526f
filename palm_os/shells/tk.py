"""The desktop window: a Palm application's screen and silkscreen in a Tk window.

This is the only module that imports tkinter, and the only place that schedules work with
``after()``. Everything it does besides drawing and scheduling lives in
:class:`~palm_os.shells.shell.PalmShell` (tested without a display): mouse button 1 is the
stylus on the 160x160 screen and the silkscreen strip, keys become Palm keys (M opens the menu,
see :func:`~palm_os.shells.shell.palm_key`), and an ``after()`` timer moves the
application's virtual clock on by the real time elapsed and pastes the rows that changed - when
the application's next timer is due (``next_wakeup``), else every 20 ms
(:meth:`~palm_os.shells.shell.PalmShell.next_poll_ms`), so an idle window costs no CPU.

The zoom (1 to 4 times the Palm's size, at most what fits the screen the window is on) changes
while the window runs: Ctrl+1 to Ctrl+4, Ctrl+plus and Ctrl+minus, or the menu of the right mouse
button. The application's system
sounds ring Tk's bell where the shell says so
(:func:`~palm_os.shells.shell.rings_the_bell`).

Closing the window, or the application stopping itself (the Applications button), calls the
application's ``save_on_exit()`` once if it has one. An exception raised by the application
inside a Tk callback closes the window (without saving: the state may be inconsistent) and is
raised again by :func:`run_window`; Ctrl+C in the terminal saves, closes and raises
``KeyboardInterrupt``.

Usage::

    from palm_os.shells.tk import run_window
    run_window(app, scale=2, title="Pitch")   # returns when the window closes
"""

from __future__ import annotations

import tkinter
from types import TracebackType

from palm_os.geometry import SCREEN_WIDTH
from palm_os.shells.shell import (
    MAX_SCALE,
    MIN_SCALE,
    Palette,
    PalmApp,
    PalmShell,
    fitting_scale,
    rings_the_bell,
    zoom_for_key,
)

CONTROL_MASK = 0x0004  # Tk event.state bits (X11 modifier masks)
ALT_MASK = 0x0008  # Mod1


class NoDisplayError(Exception):
    """Tk could not open a window (no ``DISPLAY``, or the X server refused)."""


def open_root(title: str = "Pitch") -> tkinter.Tk:
    """The Tk root window, or :class:`NoDisplayError` naming why there is none."""
    try:
        root = tkinter.Tk(className="PalmPitch")
    except tkinter.TclError as error:
        raise NoDisplayError(str(error)) from None
    root.title(title)
    return root


class PalmWindow:
    """A :class:`PalmShell` shown in a Tk toplevel: one canvas with the screen and silkscreen images."""

    def __init__(
        self, root: tkinter.Tk, app: PalmApp, scale: int = 2, palette: Palette | None = None
    ) -> None:
        self.root = root
        # the largest zoom that fits the screen the window is on (a 768-pixel-high one: x3)
        self.max_scale = fitting_scale(root.winfo_screenwidth(), root.winfo_screenheight())
        scale = min(scale, self.max_scale)
        self.shell = PalmShell(app, scale, palette)
        self.closed = False
        self.error: BaseException | None = None
        self._after_id: str | None = None
        colours = self.shell.palette
        root.resizable(False, False)
        self.canvas = tkinter.Canvas(
            root, background=Palette.hex(colours.case), highlightthickness=0, borderwidth=0
        )
        self.canvas.pack()
        # Each area has a 1:1 image that patches are pasted into, zoomed into the one shown.
        self.images: dict[str, tkinter.PhotoImage] = {}
        self._sources: dict[str, tkinter.PhotoImage] = {}
        self._lay_out()
        self.zoom = tkinter.IntVar(master=root, value=scale)
        self.menu = tkinter.Menu(root, tearoff=False)
        for number in range(MIN_SCALE, MAX_SCALE + 1):
            self.menu.add_radiobutton(
                label=f"Zoom x{number}",
                accelerator=f"Ctrl+{number}",
                variable=self.zoom,
                value=number,
                command=lambda number=number: self.set_zoom(number),  # type: ignore[misc]
                state="normal" if number <= self.max_scale else "disabled",
            )
        self.canvas.bind("<ButtonPress-1>", self._on_press)
        self.canvas.bind("<B1-Motion>", self._on_motion)
        self.canvas.bind("<ButtonRelease-1>", self._on_release)
        self.canvas.bind("<ButtonPress-3>", self._on_menu)
        root.bind("<KeyPress>", self._on_key)
        root.protocol("WM_DELETE_WINDOW", self.close)
        root.report_callback_exception = self._on_error
        set_sound_output = getattr(app, "set_sound_output", None)
        if callable(set_sound_output):
            set_sound_output(self._sound)
        self.canvas.focus_set()
        self.redraw()

    def _lay_out(self) -> None:
        """The canvas and its two images at the shell's scale (again after a zoom)."""
        layout = self.shell.layout
        width, height = layout.size
        self.canvas.delete("all")
        self.canvas.configure(width=width, height=height)
        for name, area in (("screen", layout.screen), ("silkscreen", layout.silkscreen)):
            image = tkinter.PhotoImage(master=self.root, width=area.width, height=area.height)
            self.canvas.create_image(area.x, area.y, image=image, anchor="nw")
            self.images[name] = image
            self._sources.setdefault(
                name,
                tkinter.PhotoImage(
                    master=self.root, width=area.width // layout.scale, height=area.height // layout.scale
                ),
            )

    def set_zoom(self, scale: int) -> None:
        """Show the Palm ``scale`` (1..4, at most what fits the screen) times its size, at once."""
        scale = min(max(scale, MIN_SCALE), MAX_SCALE, self.max_scale)
        self.zoom.set(scale)
        if self.shell.set_scale(scale):
            self._lay_out()
            self.redraw()

    # -- running ---------------------------------------------------------------------------

    def run(self) -> None:
        """Run until the window closes; raise what the application raised, if anything."""
        if not self.closed:
            self._schedule()
            try:
                self.root.mainloop()
            except KeyboardInterrupt:  # Ctrl+C while Tk waits: a normal exit that saves
                self.close()
                raise
        if self.error is not None:
            raise self.error

    def redraw(self) -> None:
        """Paste the rows that changed (and the silkscreen, when a button is pressed or let go)."""
        call, scale = self.root.tk.call, self.shell.layout.scale
        for patch in self.shell.patches():
            source, shown = self._sources[patch.target].name, self.images[patch.target].name
            call(source, "put", patch.ppm, "-format", "ppm", "-to", 0, patch.y)
            bottom = patch.y + patch.height
            call(shown, "copy", source, "-from", 0, patch.y, SCREEN_WIDTH, bottom, "-to", 0, patch.y * scale,
                 "-zoom", scale, scale)

    def close(self) -> None:
        """Save (if the application can) and destroy the window; only the first call counts."""
        if self.closed:
            return
        self.closed = True
        if self._after_id is not None:
            self.root.after_cancel(self._after_id)
            self._after_id = None
        try:
            self.shell.save_on_exit()
        finally:
            self.root.destroy()

    # -- callbacks -------------------------------------------------------------------------

    def poll(self) -> None:
        """Catch virtual time up with real time, then close or redraw (what the timer does)."""
        self.shell.tick()
        self._after_event()

    def _schedule(self) -> None:
        if self._after_id is not None:
            self.root.after_cancel(self._after_id)
        self._after_id = self.root.after(self.shell.next_poll_ms(), self._scheduled_poll)

    def _scheduled_poll(self) -> None:
        self._after_id = None
        self.poll()
        if not self.closed:
            self._schedule()

    def _after_event(self) -> None:
        if self.shell.stopped:
            self.close()
        else:
            self.redraw()
            if self._after_id is not None:
                self._schedule()  # input may have set a timer sooner than the one awaited

    def _on_press(self, event: tkinter.Event[tkinter.Misc]) -> str:
        self.shell.press(event.x, event.y)
        self._after_event()
        return "break"

    def _on_motion(self, event: tkinter.Event[tkinter.Misc]) -> str:
        self.shell.motion(event.x, event.y)
        self._after_event()
        return "break"

    def _on_release(self, event: tkinter.Event[tkinter.Misc]) -> str:
        self.shell.release(event.x, event.y)
        self._after_event()
        return "break"

    def _on_key(self, event: tkinter.Event[tkinter.Misc]) -> str | None:
        state = event.state if isinstance(event.state, int) else 0
        control = bool(state & CONTROL_MASK)
        zoom = zoom_for_key(event.keysym, control, self.shell.layout.scale)
        if zoom is not None:
            self.set_zoom(zoom)
            return "break"
        taken = self.shell.key_press(event.keysym, event.char, control=control, alt=bool(state & ALT_MASK))
        if not taken:
            return None
        self._after_event()
        return "break"

    def _on_menu(self, event: tkinter.Event[tkinter.Misc]) -> str:
        """The right mouse button: the window's menu (zoom)."""
        self.menu.tk_popup(event.x_root, event.y_root)
        return "break"

    def _sound(self, sound: int) -> None:
        if rings_the_bell(sound) and not self.closed:
            self.root.bell()

    def _on_error(
        self, kind: type[BaseException], value: BaseException, traceback: TracebackType | None
    ) -> None:
        if self.error is None:
            self.error = value
        if self.closed:
            return
        if isinstance(value, KeyboardInterrupt):
            self.close()  # Ctrl+C in the terminal: a normal exit that saves
            return
        self.closed = True
        if self._after_id is not None:
            self.root.after_cancel(self._after_id)
            self._after_id = None
        self.root.destroy()


def run_window(
    app: PalmApp,
    *,
    scale: int = 2,
    title: str = "Pitch",
    root: tkinter.Tk | None = None,
    palette: Palette | None = None,
) -> None:
    """Show ``app`` in a window ``scale`` (1..4) times the Palm's size; return when it closes.

    ``root`` is a Tk root from :func:`open_root` (default: one is opened here, raising
    :class:`NoDisplayError` when there is no display). ``app`` is anything with the screen
    model's ``Application`` interface (:class:`~palm_os.shells.shell.PalmApp`), plus
    optionally ``stopped`` and ``save_on_exit()``.
    """
    if root is None:
        root = open_root(title)
    else:
        root.title(title)
    try:
        window = PalmWindow(root, app, scale, palette)
    except BaseException:
        root.destroy()
        raise
    window.run()
