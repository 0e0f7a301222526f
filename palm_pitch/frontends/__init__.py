"""Front ends: shells that move input into a Palm application and its pixels out.

- :mod:`palm_pitch.frontends.shell`: what a desktop window does, without a toolkit - where a click
  lands on the Palm (screen or silkscreen), which key is which Palm key, the framebuffer as PPM
  bytes, redrawing only what changed, and real time turned into virtual ticks; and the
  :class:`~palm_pitch.frontends.shell.PalmApp` protocol every front end drives.
- :mod:`palm_pitch.frontends.silkscreen`: the silkscreen strip below the screen, drawn with the
  screen model's own drawing calls.
- :mod:`palm_pitch.frontends.tk`: the Tk window (``run_window``) - the only module that imports
  tkinter.
- :mod:`palm_pitch.frontends.script`: scripts of taps, keys and waits through any ``PalmApp``,
  screens out as PNGs (what ``palm-emu headless`` reuses);
  :mod:`palm_pitch.frontends.headless` runs them through the Pitch app (``palm-pitch headless``).
- :mod:`palm_pitch.frontends.text_game`: Pitch in a terminal without the Palm screen
  (``palm-pitch play``).

The shells know nothing of the game; ``headless`` starts the Pitch app through its front door
(:func:`palm_pitch.app.create_app`) and ``text_game`` plays the core directly. Gremlins, which
check the Pitch app against the engine, are the app's (:mod:`palm_pitch.app.gremlins`).
"""
