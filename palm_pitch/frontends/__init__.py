"""Front ends: they move events into the Pitch app and pixels out (``headless``; ``tk``)."""
