"""Fixtures of the screen-model tests: the system fonts (read once) and a blank screen."""

from __future__ import annotations

import pytest

from palm_os.fonts import FontSet
from palm_os.system_resources import system_fonts
from palm_os.window import Screen


@pytest.fixture(scope="session")
def fonts() -> FontSet:
    return system_fonts()


@pytest.fixture
def screen(fonts: FontSet) -> Screen:
    return Screen(fonts)


@pytest.fixture
def make_app(fonts: FontSet):  # type: ignore[no-untyped-def]
    """``make_app(form, ..., menus=..., alerts=..., strings=..., bitmaps=...)``: an Application on
    an in-memory resource table, recording every event it handles in ``app.log``."""
    from palm_os.application import Application
    from palm_os.resources import ResourceTable
    from palm_os.system_resources import system_bitmaps

    def make(*forms, menus=None, alerts=None, strings=None, bitmaps=None):  # type: ignore[no-untyped-def]
        table = ResourceTable(
            forms={form.form_id: form for form in forms},
            menus=menus,
            alerts=alerts,
            strings=strings,
            bitmaps=bitmaps,
        )
        app = Application(table, fonts=fonts, system_bitmaps=system_bitmaps())
        app.log = []
        return app

    return make
