"""``DbgMessage``: a message for the debugger, which this device does not have attached.

``void DbgMessage(const Char *aStr)`` (``DebugMgr.h``) sends a text to the debugger on the serial
port (the Palm Debugger's console, or POSE's log); with no debugger listening it goes nowhere
and the application goes on. Here the messages are kept in :attr:`DebuggerTraps.messages` (the
last :data:`KEPT` of them) and shown by ``--trace``, the nearest thing to a debugger's console.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from emulator.traps import Manager, trap

if TYPE_CHECKING:
    from emulator.kernel import Kernel

KEPT = 100  # the messages kept, the newest


class DebuggerTraps(Manager):
    """See the module docstring."""

    def __init__(self, kernel: Kernel) -> None:
        super().__init__(kernel)
        self.messages: list[str] = []

    @trap("DbgMessage")
    def DbgMessage(self, aStr: int) -> None:
        """void DbgMessage(const Char *aStr)"""
        text = self.mem.cstring(aStr).decode("cp1252", errors="replace") if aStr else ""
        self.messages = [*self.messages[-(KEPT - 1) :], text]
        if self.kernel.trace is not None:
            self.kernel.trace(f"DbgMessage: {text}")


MANAGER = DebuggerTraps
