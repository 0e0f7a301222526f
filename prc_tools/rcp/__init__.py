"""A PilRC-compatible resource compiler front end: lexer, preprocessor and statement parsers.

- :func:`parse_rcp` compiles an ``.rcp`` file into typed resources (:class:`CompiledResource`).
- :func:`read_header` reads the ``#define``\\ s of a C header, so that a program and its
  ``.rcp`` share one header of resource IDs.

Errors are :class:`~prc_tools.errors.RcpError` with ``file:line:column``.
"""

from prc_tools.rcp.parser import CompiledResource, parse_rcp
from prc_tools.rcp.preprocessor import Preprocessor, read_header

__all__ = ["CompiledResource", "Preprocessor", "parse_rcp", "read_header"]
