"""A cursor over tokens, and the constant expressions and strings of PilRC sources.

Expressions follow PILRC ``pilrc.c WGetConstEx``: numbers, symbols, parentheses and the binary
operators ``+ - * /`` evaluated **left to right without precedence** (``2+3*4`` is 20, as in
PilRC), plus PilRC's ``a | b`` (``a`` for left-to-right languages). Division truncates toward
zero, as in C. A leading ``-`` negates **the whole rest of the expression** (``WGetConstExFactor``
returns ``0 - WGetConstEx()``): ``-5+20`` is -25, as shipped apps were built; where that differs
from ordinary arithmetic a warning names the place. A ``#define``d name that is also a
reserved word (``Title``, ``Index`` …) stands for its value wherever a number is expected, as in
PilRC, whose ``WGetConst`` looks every identifier up. Strings may be concatenated with ``+`` or
``\\`` (``PchGetString``). Values stay below 2**64 in magnitude and nest at most
:data:`MAX_NESTING` deep; past either the error names the place.
"""

from __future__ import annotations

from collections.abc import Callable

from prc_tools.errors import RcpError
from prc_tools.rcp.keywords import canonical, is_keyword
from prc_tools.rcp.lexer import NUMBER_LIMIT, Token

IdentifierHook = Callable[[Token], int | None]
"""Gives the value of an identifier inside an expression (``PREVLEFT`` …), or ``None``."""

TokenWarning = Callable[[Token, str], None]

MAX_NESTING = 100
"""The deepest an expression may nest parentheses and leading minus signs."""


class Cursor:
    """Reads a token list front to back; every ``expect`` names what it wanted on failure."""

    def __init__(self, tokens: list[Token], warn: TokenWarning | None = None) -> None:
        if not tokens or tokens[-1].kind != "eof":
            raise ValueError("a token list ends with an eof token")
        self.tokens = tokens
        self.index = 0
        self.warn: TokenWarning = warn or (lambda token, message: None)
        self.depth = 0  # parentheses and minus signs open in the expression being read
        self.unknown: Callable[[Token], int] | None = None
        """Gives an unknown identifier a value (``GENERATEHEADER``'s automatic IDs) instead of an error."""

    def peek(self, ahead: int = 0) -> Token:
        return self.tokens[min(self.index + ahead, len(self.tokens) - 1)]

    def next(self) -> Token:
        token = self.peek()
        if token.kind != "eof":
            self.index += 1
        return token

    def at_end(self) -> bool:
        return self.peek().kind == "eof"

    def at_word(self, *words: str) -> bool:
        token = self.peek()
        return token.kind == "ident" and canonical(token.text) in words

    def take_word(self, *words: str) -> Token | None:
        """Consume the next token if it is one of the reserved ``words``."""
        return self.next() if self.at_word(*words) else None

    def expect_word(self, word: str, what: str | None = None) -> Token:
        if not self.at_word(word):
            raise self.expected(what or word.upper())
        return self.next()

    def take_punct(self, symbol: str) -> Token | None:
        return self.next() if self.peek().is_punct(symbol) else None

    def expect_punct(self, symbol: str) -> Token:
        if not self.peek().is_punct(symbol):
            raise self.expected(f"'{symbol}'")
        return self.next()

    def expected(self, what: str, token: Token | None = None) -> RcpError:
        """``expected <what>, got <token>`` at the token (default: the next one)."""
        token = token or self.peek()
        return token.error(f"expected {what}, got {token.describe()}")

    # -- values --------------------------------------------------------------------------------

    def at_string(self) -> bool:
        return self.peek().kind == "string"

    def string(self, what: str) -> str:
        """A string, possibly several joined with ``+`` or ``\\``."""
        if not self.at_string():
            raise self.expected(what)
        parts = [str(self.next().value)]
        while (self.peek().is_punct("+") or self.peek().is_punct("\\")) and self.peek(1).kind == "string":
            self.next()
            parts.append(str(self.next().value))
        return "".join(parts)

    def constant(self, what: str) -> int:
        """One number or numeric symbol, no arithmetic (PILRC ``WGetConst``, used where PilRC reads
        several numbers in a row: ``TRANSPARENT r g b``, ``BPP``, ``DENSITY``)."""
        token = self.peek()
        if token.kind == "number" or (token.kind == "ident" and isinstance(token.value, int)):
            self.next()
            return int(token.value or 0)
        raise self.expected(what)

    def expression(self, what: str, hook: IdentifierHook | None = None) -> int:
        """A constant expression (see the module docstring)."""
        value = self._factor(what, hook)
        while True:
            token = self.peek()
            if token.kind != "punct" or token.text not in "+-*/|" or len(token.text) != 1:
                return value
            self.next()
            right = self._factor(what, hook)
            if token.text == "+":
                value += right
            elif token.text == "-":
                value -= right
            elif token.text == "*":
                value *= right
            elif token.text == "/":
                if right == 0:
                    raise token.error("division by zero")
                value = abs(value) // abs(right) * (1 if (value < 0) == (right < 0) else -1)
            # '|' keeps the left-to-right alternative
            if not -NUMBER_LIMIT < value < NUMBER_LIMIT:
                raise token.error(f"the value of {what} passes 64 bits here")

    def _factor(self, what: str, hook: IdentifierHook | None) -> int:
        token = self.peek()
        if token.is_punct("(") or token.is_punct("-"):
            if self.depth >= MAX_NESTING:
                raise token.error(f"{what} nests parentheses or minus signs more than {MAX_NESTING} deep")
            self.depth += 1
            try:
                return self._nested(token, what, hook)
            finally:
                self.depth -= 1
        return self._simple(token, what, hook)

    def _nested(self, token: Token, what: str, hook: IdentifierHook | None) -> int:
        """``( expression )`` or ``- expression``."""
        if token.is_punct("("):
            self.next()
            value = self.expression(what, hook)
            self.expect_punct(")")
            return value
        self.next()
        start = self.index
        value = -self.expression(what, hook)
        if self._has_sum(start, self.index):
            self.warn(
                token,
                f"PilRC negates everything after this minus: the value is {value}; "
                "write (-a)+b if you mean that, or parenthesise the rest",
            )
        return value

    def _simple(self, token: Token, what: str, hook: IdentifierHook | None) -> int:
        """A number or a symbol."""
        if token.kind == "number":
            self.next()
            return int(token.value or 0)
        if token.kind == "ident":
            if hook is not None:
                resolved = hook(token)
                if resolved is not None:
                    self.next()
                    return resolved
            if isinstance(token.value, int):  # a reserved word that is also a #define
                self.next()
                return token.value
            if self.unknown is not None and not is_keyword(token.text):
                self.next()
                return self.unknown(token)
            if canonical(token.text) not in ("begin", "end"):
                raise token.error(f"expected {what}, got unknown symbol '{token.text}' (not #defined)")
        if token.kind == "string":
            raise token.error(f"expected {what}, got the string {token.describe()}")
        raise self.expected(what)

    def _has_sum(self, start: int, end: int) -> bool:
        """Whether tokens[start:end] hold a ``+`` or ``-`` outside parentheses (after the first
        factor): the only operators for which PilRC's negation differs from arithmetic's."""
        depth = 0
        for position in range(start, end):
            token = self.tokens[position]
            if token.is_punct("("):
                depth += 1
            elif token.is_punct(")"):
                depth -= 1
            elif depth == 0 and position > start and (token.is_punct("+") or token.is_punct("-")):
                previous = self.tokens[position - 1]
                if not (previous.kind == "punct" and previous.text in "+-*/|("):
                    return True
        return False
