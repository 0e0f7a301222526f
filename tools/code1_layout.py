"""Lay out the sections of Pitch's ``code`` 1 so that every PC-relative reference reaches.

Run: ``python tools/code1_layout.py OUT.ld STARTUP.o OBJECT.o ...`` (``device/Makefile`` runs it on
the link-time-optimised app and the runtime). Writes a linker-script fragment, one input section a
line, that ``device/pitch.ld`` includes after the entry code; exits 1 naming the references it
could not bring within reach, 2 if an object cannot be read.

Why: a flat ``code`` 1 reaches everything PC-relative with a 16-bit displacement, so no reference
may span more than 32 KB, and code 1 is more than 32 KB. Each function and constant is a section
of its own (``-ffunction-sections -fdata-sections``); the sections that more sections refer to go
in the middle, those few refer to at the ends ("organ pipe"), then any reference still too long
has its target moved next to it, until none is. Only sections reachable from the entry are laid
out (the rest ``--gc-sections`` drops). The layout is a pure function of the objects (named by
file name, never by folder), so the build stays reproducible wherever it runs; the linker still
checks every reference ("relocation truncated").

May import: the standard library and ``check_m68k`` (the ELF reader beside it).
"""

from __future__ import annotations

import sys
from pathlib import Path

from check_m68k import SHF_ALLOC, SHN_COMMON, SHN_UNDEF, CheckError, Elf

REACH = 32767
ENTRY = ".text.entry"
Node = tuple[str, str]  # (object file, section name)


def graph(paths: list[Path]) -> tuple[dict[Node, int], dict[Node, set[Node]]]:
    """The allocated sections (with their sizes) and which sections each one refers to."""
    # Objects are named by file name alone: the layout sorts by name, and a folder in the name would
    # make the bytes depend on where the build runs.
    names = [path.name for path in paths]
    if len(set(names)) != len(names):
        raise CheckError(f"two objects share a file name: {' '.join(names)}")
    elves = [Elf.parse(path.name, path.read_bytes()) for path in paths]
    sizes: dict[Node, int] = {}
    globals_: dict[str, Node] = {}
    for elf in elves:
        for section in elf.sections:
            if section.flags & SHF_ALLOC and section.size:
                sizes[(elf.name, section.name)] = section.size
        for symbol in elf.symbols:
            if symbol.bind != 0 and symbol.section not in (SHN_UNDEF, SHN_COMMON) and symbol.section < 0xFF00:
                globals_[symbol.name] = (elf.name, elf.sections[symbol.section].name)
    refs: dict[Node, set[Node]] = {node: set() for node in sizes}
    for elf in elves:
        for section, _offset, _kind, symbol in elf.relocations():
            source = (elf.name, section.name)
            if symbol.section == SHN_UNDEF:
                target = globals_.get(symbol.name)
            elif symbol.section < 0xFF00:
                target = (elf.name, elf.sections[symbol.section].name)
            else:
                target = None
            if target is not None and target != source and source in refs and target in sizes:
                refs[source].add(target)
    return sizes, refs


def reachable(entry: Node, refs: dict[Node, set[Node]]) -> set[Node]:
    seen, todo = {entry}, [entry]
    while todo:
        for target in sorted(refs[todo.pop()]):
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return seen


def too_far(order: list[Node], sizes: dict[Node, int], refs: dict[Node, set[Node]],
            start: int) -> list[tuple[Node, Node]]:
    """The references whose two sections span more than the reach (each section padded to even)."""
    at: dict[Node, int] = {}
    for node in order:
        at[node] = start
        start += sizes[node] + (sizes[node] & 1)
    far = []
    for source in order:
        for target in sorted(refs[source]):
            if target in at:
                low = min(at[source], at[target])
                high = max(at[source] + sizes[source], at[target] + sizes[target])
                if high - low > REACH:
                    far.append((source, target))
    return far


def layout(sizes: dict[Node, int], refs: dict[Node, set[Node]], entry: Node) -> list[Node]:
    live = reachable(entry, refs)
    referrers = {node: 0 for node in live}
    for source in live:
        for target in refs[source]:
            referrers[target] += 1
    ranked = sorted(live - {entry}, key=lambda node: (-referrers[node], node))
    left: list[Node] = []
    right: list[Node] = []
    for rank, node in enumerate(ranked):
        (left if rank % 2 else right).append(node)
    order = left[::-1] + right
    start = sizes[entry]
    for _ in range(4 * len(order)):
        far = too_far(order, sizes, refs, start)
        if not far:
            return order
        source, target = far[0]
        order.remove(target)
        order.insert(order.index(source) + 1, target)
    # the simple moves went round in circles: cut the sections in three instead - the entry's
    # end, the middle, the far end - with no reference between the two ends; each end at least the
    # size beyond the reach, so the middle and either end together stay within it
    order = _three_blocks(live, entry, sizes, refs) or order
    if not too_far(order, sizes, refs, start):
        return order
    raise SystemExit("\n".join(f"{s[0]}({s[1]}) -> {t[0]}({t[1]}): more than 32 KB apart"
                               for s, t in too_far(order, sizes, refs, start)) or "no layout found")


def _three_blocks(live: set[Node], entry: Node, sizes: dict[Node, int],
                  refs: dict[Node, set[Node]]) -> list[Node] | None:
    """Sections ordered as three blocks with no reference between the first and the last."""
    padded = {node: sizes[node] + (sizes[node] & 1) for node in live}
    need = sum(padded.values()) - REACH + 64
    near: dict[Node, set[Node]] = {node: set() for node in live}
    for source in live:
        for target in refs[source]:
            if target in live:
                near[source].add(target)
                near[target].add(source)
    far_end: list[Node] = []
    shut = {entry} | near[entry]  # what the far end may not hold: the entry's end and its neighbours
    closed: set[Node] = set()  # the far end's neighbours: the entry's end may not hold them
    size = 0
    while size < need:
        free = [node for node in live if node not in shut and node not in far_end]
        if not free:
            return None
        node = min(free, key=lambda n: (len(near[n] - closed - set(far_end)) / padded[n], n))
        far_end.append(node)
        closed |= near[node]
        size += padded[node]
    chosen = set(far_end)
    first = [entry]
    size = padded[entry]
    for node in sorted(live - chosen - closed - {entry}, key=lambda n: (-padded[n], n)):
        if size >= need:
            break
        first.append(node)
        size += padded[node]
    if size < need:
        return None
    middle = sorted(live - chosen - set(first))
    return first[1:] + middle + far_end


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print("usage: code1_layout.py OUT.ld STARTUP.o OBJECT.o ...", file=sys.stderr)
        return 2
    out, paths = Path(argv[0]), [Path(p) for p in argv[1:]]
    try:
        sizes, refs = graph(paths)
    except (CheckError, OSError) as error:
        print(f"code1_layout: {error}", file=sys.stderr)
        return 2
    entry = (paths[0].name, ENTRY)
    if entry not in sizes:
        print(f"code1_layout: {paths[0]}: no {ENTRY} section (the entry code)", file=sys.stderr)
        return 2
    try:
        order = layout(sizes, refs, entry)
    except SystemExit as error:
        print(f"code1_layout: {error}", file=sys.stderr)
        return 1
    lines = [f"*{Path(name).name}({section})" for name, section in order]
    out.write_text("/* written by tools/code1_layout.py: do not edit */\n" + "\n".join(lines) + "\n",
                   encoding="ascii")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
