"""Facts of the Palm OS SDK as data: the one home of every Palm OS constant the project uses.

Enums, event numbers, virtual key codes, error and launch codes, resource types, screen and
digitizer geometry, and the system trap table (number, Palm OS name, argument layout). The screen
model (``palm_os``), the database tools (``prc_tools``), the emulator and, through a
generated header, the C build all take their Palm constants from here; no second copy exists.
"""
