"""The Pitch application written against the Palm screen model, plus its saved data.

``savedata`` defines the app's own Palm databases (saved game, preferences, statistics) at the
byte level, so the desktop app and a later C build on the device read and write the same files.
"""
