"""Open the demo application in the Tk window: ``python demo_window.py [--scale N] [--save FILE]``.

The real-window test runs this in a subprocess under Xvfb, so the window can be tested before
the game application exists. Prints ``ready`` once the window is built, and exits 0 when it closes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from demo_app import DemoApp

from palm_os.shells.tk import PalmWindow, open_root


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=int, default=2)
    parser.add_argument("--title", default="Palm Pitch demo")
    parser.add_argument("--save", type=Path)
    args = parser.parse_args()
    root = open_root(args.title)
    window = PalmWindow(root, DemoApp(args.save), args.scale)
    print("ready", flush=True)
    window.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
