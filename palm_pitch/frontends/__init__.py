"""Front ends: shells that move input into a Palm application and its pixels out.

- :mod:`palm_pitch.frontends.shell`: what a desktop window does, without a toolkit - where a click
  lands on the Palm (screen or silkscreen), which key is which Palm key, the framebuffer as PPM
  bytes, redrawing only what changed, and real time turned into virtual ticks.
- :mod:`palm_pitch.frontends.silkscreen`: the silkscreen strip below the screen, drawn with the
  screen model's own drawing calls.
- :mod:`palm_pitch.frontends.tk`: the Tk window (``run_window``) - the only module that imports
  tkinter.

A front end drives any object with the screen model's ``Application`` interface (see
:class:`palm_pitch.frontends.shell.PalmApp`); it knows nothing of the game.
"""
