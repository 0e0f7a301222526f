"""PilRC's preprocessor: ``#define``, ``#undef``, ``#include``, ``#ifdef``/``#ifndef``/``#else``/``#endif``.

As in PILRC ``pilrc.c ParseDirectives``/``ParseCInclude``/``AddDefineSymbol``:

- ``#define NAME value`` evaluates ``value`` at once, as a constant expression or a string; a
  ``#define NAME`` with nothing after it defines ``NAME`` as 0 (an include guard). A symbol may
  not be defined twice with different values. Function-like macros are not supported.
- ``#include "file"`` reads a file next to the including one, then in the include directories.
  A name whose extension starts with ``r`` (``.rcp``) is resource source, spliced in; anything
  else (``.h``, ``.inc``) is a header, of which only the directives and assembler-style
  ``NAME equ value`` lines count (``;`` starts a comment there) - so a header of ``#define``\\ s
  is the one source of resource IDs for both the ``.rcp`` and the program. A missing
  ``<system.h>`` header is skipped.
- Conditionals nest; ``#error`` stops with its message. ``#if`` is not supported.
- Includes nest at most :data:`MAX_INCLUDE_DEPTH` deep, and one compilation reads at most
  :data:`MAX_INCLUDES` of them.
- ``__PILRC__`` and ``__rcp__`` are defined as 1, as PilRC defines them.

Afterwards every identifier naming a symbol (and not a reserved word) is replaced by a number or
string token at the same position, so the parser sees values. A reserved word that is also a
numeric symbol keeps its kind and carries the value, for where a number is expected.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from prc_tools.rcp.cursor import Cursor
from prc_tools.rcp.keywords import is_keyword
from prc_tools.rcp.lexer import Token, tokenize
from prc_tools.rcp.source import read_source

MAX_INCLUDE_DEPTH = 32
MAX_INCLUDES = 1024
"""The most ``#include``\\ s one compilation reads: inside the depth limit a file may include
the next twice, and 22 such files would read 4 million."""
PREDEFINED = ("__rcp__", "__PILRC__")
"""Symbols PilRC defines (``pilrc.c ParseFile``), so sources can tell it is PilRC reading them."""


@dataclass(frozen=True)
class Symbol:
    """A ``#define``: its value, whether it had none (defined as 0), and where it was defined."""

    value: int | str
    valueless: bool
    where: Token


class Preprocessor:
    """Runs the directives of one compilation; keeps the symbols and the files read."""

    def __init__(
        self, include_dirs: Sequence[str | os.PathLike[str]] = (), warn: Callable[[str], None] | None = None
    ) -> None:
        self.include_dirs = [Path(d) for d in include_dirs]
        self.symbols: dict[str, Symbol] = {}
        self.files: list[Path] = []
        self.warn = warn or (lambda message: None)
        for name in PREDEFINED:
            self.symbols[name] = Symbol(1, False, Token("ident", name, "<pilrc>", 0, 0))

    def token_warning(self, token: Token, message: str) -> None:
        self.warn(f"{token.file}:{token.line}:{token.column}: warning: {message}")

    def process(self, path: str | os.PathLike[str]) -> list[Token]:
        """The tokens of an ``.rcp`` file after preprocessing, ending with ``eof``."""
        tokens, end = self._process(Path(path), header=False, depth=0, position=None)
        return [*tokens, end]

    def read_header(self, path: str | os.PathLike[str]) -> None:
        """Read a C header for its directives only."""
        self._process(Path(path), header=True, depth=0, position=None)

    def numeric_symbols(self) -> dict[str, int]:
        """The symbols with a numeric value (include guards without a value left out)."""
        return {
            name: symbol.value
            for name, symbol in self.symbols.items()
            if isinstance(symbol.value, int) and not symbol.valueless and name not in PREDEFINED
        }

    # -- the work ----------------------------------------------------------------------------------

    def _process(
        self, path: Path, *, header: bool, depth: int, position: Token | None
    ) -> tuple[list[Token], Token]:
        """The output tokens of one file (none for a header) and that file's ``eof`` token."""
        if depth > MAX_INCLUDE_DEPTH:
            assert position is not None
            raise position.error(f"#include nested more than {MAX_INCLUDE_DEPTH} deep (a cycle?)")
        if len(self.files) > MAX_INCLUDES:
            assert position is not None
            raise position.error(f"more than {MAX_INCLUDES} #includes read (a file included over and over?)")
        self.files.append(path)
        tokens = tokenize(read_source(path, position, self.warn), str(path), semicolon_comments=header)
        output: list[Token] = []
        # each open conditional: (its #ifdef token, active before it, this branch active, seen #else)
        stack: list[tuple[Token, bool, bool, bool]] = []
        active = True
        i = 0
        while tokens[i].kind != "eof":
            token = tokens[i]
            if token.is_punct("#"):
                line, i = self._directive_line(tokens, i + 1, token)
                active = self._directive(token, line, path, header, depth, active, stack, output)
                continue
            i += 1
            if active and header and token.kind == "ident" and tokens[i].is_word("equ"):
                line, i = self._directive_line(tokens, i + 1, token)
                self._define(token, [token, *line])
                continue
            if active and not header:
                output.append(self._substitute(token))
        if stack:
            raise stack[-1][0].error("this conditional has no matching #endif")
        return output, tokens[i]

    @staticmethod
    def _directive_line(tokens: list[Token], i: int, hash_token: Token) -> tuple[list[Token], int]:
        """The tokens of a directive: the rest of its line, joined over ``\\`` or a trailing ``+``."""
        line: list[Token] = []
        current = hash_token.line
        while tokens[i].kind != "eof" and tokens[i].line == current and tokens[i].file == hash_token.file:
            line.append(tokens[i])
            i += 1
            if tokens[i].line != current and line and (line[-1].is_punct("\\") or line[-1].is_punct("+")):
                if line[-1].is_punct("\\"):
                    line.pop()
                current = tokens[i].line
        return line, i

    def _directive(
        self,
        hash_token: Token,
        line: list[Token],
        path: Path,
        header: bool,
        depth: int,
        active: bool,
        stack: list[tuple[Token, bool, bool, bool]],
        output: list[Token],
    ) -> bool:
        if not line or line[0].kind != "ident":
            raise hash_token.error("expected a directive name after '#'")
        name = line[0].text
        args = line[1:]
        if name in ("ifdef", "ifndef"):
            if active:
                symbol = self._name(line[0], args)
                defined = symbol.text in self.symbols
                branch = defined if name == "ifdef" else not defined
            else:
                branch = False
            stack.append((line[0], active, branch, False))
            return active and branch
        if name == "else":
            if not stack:
                raise line[0].error("#else without #ifdef")
            opener, outer, branch, seen_else = stack.pop()
            if seen_else:
                raise line[0].error("second #else for the same #ifdef")
            stack.append((opener, outer, not branch, True))
            return outer and not branch
        if name == "endif":
            if not stack:
                raise line[0].error("#endif without #ifdef")
            return stack.pop()[1]
        if not active:
            return active
        if name == "define":
            self._define(line[0], args)
        elif name == "undef":
            self.symbols.pop(self._name(line[0], args).text, None)
        elif name == "include":
            self._include(line[0], args, path, header, depth, output)
        elif name == "error":
            raise line[0].error("#error " + " ".join(t.text for t in args))
        elif name in ("pragma", "line") and header:
            pass
        elif name in ("if", "elif"):
            raise line[0].error(f"#{name} is not supported; use #ifdef or #ifndef")
        else:
            raise line[0].error(
                f"unknown directive #{name} (supported: #define #undef #include #ifdef #ifndef #else #endif)"
            )
        return active

    @staticmethod
    def _name(directive: Token, args: list[Token]) -> Token:
        if not args or args[0].kind != "ident":
            raise (args[0] if args else directive).error(f"expected a symbol name after #{directive.text}")
        if len(args) > 1:
            raise args[1].error(f"unexpected {args[1].describe()} after #{directive.text} {args[0].text}")
        return args[0]

    def _define(self, directive: Token, args: list[Token]) -> None:
        if not args or args[0].kind != "ident":
            raise (args[0] if args else directive).error("expected a symbol name after #define")
        name = args[0]
        rest = args[1:]
        if (
            rest
            and rest[0].is_punct("(")
            and rest[0].line == name.line
            and rest[0].column == name.column + len(name.text)
        ):
            raise rest[0].error(f"function-like macro {name.text}(...) is not supported")
        if not rest:
            symbol = Symbol(0, True, name)
        else:
            cursor = Cursor(
                [self._substitute(t) for t in rest] + [tokenize("", name.file)[-1]], self.token_warning
            )
            value: int | str
            value = cursor.string("a value") if cursor.at_string() else cursor.expression("a constant value")
            if not cursor.at_end():
                raise cursor.peek().error(
                    f"unexpected {cursor.peek().describe()} in the value of {name.text}"
                )
            symbol = Symbol(value, False, name)
        previous = self.symbols.get(name.text)
        if previous is not None and (previous.value, previous.valueless) != (symbol.value, symbol.valueless):
            where = previous.where
            raise name.error(
                f"{name.text} is already defined as {previous.value!r} "
                f"at {where.file}:{where.line}:{where.column}"
            )
        if previous is None:
            self.symbols[name.text] = symbol

    def _include(
        self, directive: Token, args: list[Token], path: Path, header: bool, depth: int, output: list[Token]
    ) -> None:
        system = bool(args) and args[0].is_punct("<")
        if system:
            closing = next((k for k, t in enumerate(args) if t.is_punct(">")), None)
            if closing is None:
                raise directive.error("expected #include <file> with a closing '>'")
            name = "".join(t.text for t in args[1:closing])
        elif len(args) == 1 and args[0].kind == "string":
            name = str(args[0].value)
        else:
            raise (args[0] if args else directive).error(
                'expected a file name in quotes after #include, like "ids.h"'
            )
        found = self._find(name, path.parent)
        if found is None:
            if system:
                return
            raise directive.error(
                f'cannot find include file "{name}" (searched {self._searched(path.parent)})'
            )
        rcp = found.suffix[1:2].lower() == "r"
        tokens, _ = self._process(found, header=not rcp, depth=depth + 1, position=args[0])
        if rcp and not header:
            output.extend(tokens)

    def _find(self, name: str, here: Path) -> Path | None:
        for directory in (here, *self.include_dirs):
            candidate = directory / name
            if candidate.is_file():
                return candidate
        return None

    def _searched(self, here: Path) -> str:
        return ", ".join(str(d) for d in (here, *self.include_dirs))

    def _substitute(self, token: Token) -> Token:
        if token.kind != "ident":
            return token
        symbol = self.symbols.get(token.text)
        if symbol is None:
            return token
        if is_keyword(token.text):
            return replace(token, value=symbol.value) if isinstance(symbol.value, int) else token
        kind = "number" if isinstance(symbol.value, int) else "string"
        return replace(token, kind=kind, value=symbol.value)


def read_header(
    path: str | os.PathLike[str], include_dirs: Iterable[str | os.PathLike[str]] = ()
) -> dict[str, int]:
    """The numeric ``#define``\\ s of a C header (the app reads resource IDs this way).

    >>> import pathlib, tempfile
    >>> header = pathlib.Path(tempfile.mkdtemp()) / "ids.h"
    >>> _ = header.write_text("#ifndef IDS_H\\n#define IDS_H\\n#define FormMain 1000\\n"
    ...                       "#define ButtonOK (FormMain + 1)\\n#endif\\n")
    >>> read_header(header)
    {'FormMain': 1000, 'ButtonOK': 1001}
    """
    preprocessor = Preprocessor(list(include_dirs))
    preprocessor.read_header(path)
    return preprocessor.numeric_symbols()
