"""``python -m palm_pitch``: the same as the ``palm-pitch`` command (see :mod:`palm_pitch.cli`)."""

from __future__ import annotations

import sys

from palm_pitch.cli import main

sys.exit(main())
