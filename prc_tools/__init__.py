"""Palm OS databases: PRC/PDB containers, resource formats and a PilRC-compatible compiler.

This package imports nothing else of the project's, so it can serve the game, the build and the
emulator alike.
"""
