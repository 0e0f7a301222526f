"""Write docs/palm_api.md from the screen model's table of Palm OS calls (palm_os/palm_api.py).

Run after changing the table: ``.venv/bin/python tools/palm_api.py`` (``--check`` only says whether
the document is up to date; the tests check it too).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from palm_os.palm_api import render

DOC = Path(__file__).resolve().parent.parent / "docs" / "palm_api.md"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="exit 1 if the document is out of date")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        current = DOC.read_text(encoding="utf-8") if DOC.exists() else ""
        if current != text:
            print(f"{DOC} is out of date: run python tools/palm_api.py", file=sys.stderr)
            return 1
        return 0
    DOC.write_text(text, encoding="utf-8")
    print(DOC)
    return 0


if __name__ == "__main__":
    sys.exit(main())
