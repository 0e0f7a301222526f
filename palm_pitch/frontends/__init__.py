"""The Pitch game's own front ends (the shells any Palm application can use are :mod:`palm_os.shells`).

- :mod:`palm_pitch.frontends.headless`: scripts of taps and keys through the Pitch app, screens
  out as PNGs (``palm-pitch headless``), on :mod:`palm_os.shells.script`.
- :mod:`palm_pitch.frontends.text_game`: Pitch in a terminal without the Palm screen
  (``palm-pitch play``).

``headless`` starts the Pitch app through its front door (:func:`palm_pitch.app.create_app`) and
``text_game`` plays the core directly. Gremlins, which check the Pitch app against the engine, are
the app's (:mod:`palm_pitch.app.gremlins`).
"""
