"""Front ends: shells that move input into a Palm application and its pixels out.

- :mod:`palm_pitch.frontends.shell`: what a desktop window does, without a toolkit - where a click
  lands on the Palm (screen or silkscreen), which key is which Palm key, the framebuffer as PPM
  bytes, redrawing only what changed, and real time turned into virtual ticks.
- :mod:`palm_pitch.frontends.silkscreen`: the silkscreen strip below the screen, drawn with the
  screen model's own drawing calls.
- :mod:`palm_pitch.frontends.tk`: the Tk window (``run_window``) - the only module that imports
  tkinter.
- :mod:`palm_pitch.frontends.headless`: scripts of taps, keys and waits through the Pitch app, its
  screens out as PNGs (``palm-pitch headless``).
- :mod:`palm_pitch.frontends.gremlins`: seeded random events through the Pitch app, with the game
  checked after each.

The window's shell drives any object with the screen model's ``Application`` interface (see
:class:`palm_pitch.frontends.shell.PalmApp`) and knows nothing of the game; ``headless`` and
``gremlins`` start the Pitch app itself.
"""
