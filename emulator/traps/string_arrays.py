"""``SysFormPointerArrayToStrings`` (``SystemMgr.h``): an array of pointers to packed strings.

Given ``stringCount`` NUL-terminated strings back to back, Palm OS returns a new handle (the
caller's, to free) to an array of ``stringCount`` pointers, one to the start of each string - the
form ``LstSetListChoices`` takes. The strings stay where they are; the array points into them.
"""

from __future__ import annotations

from emulator.memory import OutOfMemory
from emulator.traps import Manager, trap

MAX_STRING = 0x10000  # a string inside one chunk: 64 KB at most


class StringArrayTraps(Manager):
    """See the module docstring."""

    @trap("SysFormPointerArrayToStrings")
    def SysFormPointerArrayToStrings(self, c: int, stringCount: int) -> int:
        """MemHandle SysFormPointerArrayToStrings(Char *c, Int16 stringCount)"""
        if stringCount <= 0 or not c:
            return 0
        pointers = []
        at = c
        for _ in range(stringCount):
            pointers.append(at)
            at += len(self.mem.cstring(at, MAX_STRING)) + 1
        try:
            chunk = self.mem.allocate(
                4 * stringCount, movable=True, label="a string pointer array", pc=self.kernel.trap_pc,
                data=b"".join(p.to_bytes(4, "big") for p in pointers),
            )  # fmt: skip
        except OutOfMemory:
            return 0
        return chunk.handle or 0


MANAGER = StringArrayTraps
