"""Shells that move input into any Palm application and its pixels out.

- :mod:`palm_os.shells.shell`: what a desktop window does, without a toolkit - where a click
  lands on the Palm (screen or silkscreen), which key is which Palm key, the framebuffer as PPM
  bytes, redrawing only what changed, and real time turned into virtual ticks; and the
  :class:`~palm_os.shells.shell.PalmApp` protocol every front end drives.
- :mod:`palm_os.shells.silkscreen`: the silkscreen strip below the screen, drawn with the
  screen model's own drawing calls.
- :mod:`palm_os.shells.tk`: the Tk window (``run_window``) - the only module that imports
  tkinter.
- :mod:`palm_os.shells.script`: scripts of taps, keys and waits through any ``PalmApp``, screens
  out as PNGs (``palm-pitch headless`` and ``palm-emu headless`` both run them).

They know nothing of any application: the Pitch app and the emulated device both answer ``PalmApp``.
"""
