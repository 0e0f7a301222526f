"""Thinking off the UI's path: the computer players' choices and the hints, inline or on a worker.

A :class:`Thought` is one choice being made: :meth:`Thinker.start` begins it with a job (a call
that returns the action) and the app asks :attr:`Thought.ready` and :attr:`Thought.result` when
it wants it, from its own loop, so nothing is ever called back on another thread.

* :class:`InlineThinker` runs the job at once, on the caller's thread: the headless renderer, the
  golden scripts and the tests use it, so a script gives the same screens however fast the
  machine is (the job is pure: its result depends only on the state and the generator it is given).
* :class:`WorkerThinker` runs jobs one at a time on a worker thread (the window's): the search
  players think for up to a second, and the window keeps drawing, the pause runs, a tap still
  hurries and the menus still open meanwhile. A thought the game no longer needs (a take-back, a
  new game) is let finish and its result dropped. The C engine's playouts release the GIL.

>>> thought = InlineThinker().start(lambda: 42)
>>> thought.ready, thought.result
(True, 42)
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Generic, Protocol, TypeVar

T = TypeVar("T")

THINK_POLL = 5
"""Ticks between two looks at a choice (or a hint) still being made."""


class Thought(Generic[T]):
    """A choice being made: :attr:`ready` once it is made, then :attr:`result` (the job's error,
    if it raised, is raised again there)."""

    def __init__(self, future: Future[T]) -> None:
        self._future = future

    @property
    def ready(self) -> bool:
        return self._future.done()

    @property
    def result(self) -> T:
        return self._future.result()


class Thinker(Protocol):
    """Where jobs run."""

    def start(self, job: Callable[[], T]) -> Thought[T]:
        """Begin ``job``."""
        ...

    def close(self) -> None:
        """Let go of any worker (jobs running finish, their results unused)."""
        ...


class InlineThinker:
    """Runs each job at once, on the caller's thread (deterministic for scripts)."""

    def start(self, job: Callable[[], T]) -> Thought[T]:
        future: Future[T] = Future()
        try:
            future.set_result(job())
        except Exception as error:
            future.set_exception(error)
        return Thought(future)

    def close(self) -> None:
        return None


class WorkerThinker:
    """Runs jobs one at a time on a worker thread."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pitch-thinking")

    def start(self, job: Callable[[], T]) -> Thought[T]:
        return Thought(self._pool.submit(job))

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
