"""Writes the images of ``bitmaps.rcp`` into ``images/`` (run it from anywhere; they are committed).

BMPs of every depth PilRC reads (1, 4, 8 with a palette; 16 in 5-5-5 and 5-6-5; 24; 32), PPM/PGM/PBM
in ASCII and raw form with several maxvals, X11 bitmaps, a palette file and icon-sized images. The
12x4 test picture holds greys on both sides of every quantisation threshold and colours that are
nearly equidistant from two palette entries, where PilRC's rounding and tie rules show. All of it
is this project's own work (MIT).
"""

from __future__ import annotations

import struct
from pathlib import Path

out = Path(__file__).resolve().parent / "images"
out.mkdir(exist_ok=True)

# 12 x 4 pixels: greys around every threshold, pure and near-tie colours
W, H = 12, 4
rows = [
    [
        (0, 0, 0),
        (255, 255, 255),
        (127, 127, 127),
        (128, 128, 128),
        (64, 64, 64),
        (191, 191, 191),
        (192, 192, 192),
        (85, 85, 85),
        (86, 86, 86),
        (170, 170, 170),
        (42, 42, 42),
        (213, 213, 213),
    ],
    [
        (255, 0, 0),
        (0, 255, 0),
        (0, 0, 255),
        (255, 255, 0),
        (0, 255, 255),
        (255, 0, 255),
        (128, 0, 0),
        (0, 128, 0),
        (0, 0, 128),
        (128, 128, 0),
        (0, 128, 128),
        (128, 0, 128),
    ],
    [
        (200, 100, 50),
        (50, 100, 200),
        (100, 200, 50),
        (17, 17, 17),
        (238, 238, 238),
        (153, 102, 51),
        (204, 51, 153),
        (10, 250, 10),
        (127, 128, 129),
        (96, 96, 96),
        (160, 160, 160),
        (224, 224, 224),
    ],
    [
        (1, 2, 3),
        (254, 253, 252),
        (120, 130, 140),
        (140, 130, 120),
        (51, 51, 51),
        (102, 102, 102),
        (153, 153, 153),
        (204, 204, 204),
        (12, 34, 56),
        (210, 180, 140),
        (75, 0, 130),
        (255, 165, 0),
    ],
]


def bmp(path, bits, pixels, palette=None, bitfields=None, top_down=False):
    h = len(pixels)
    w = len(pixels[0])
    stride = ((w * bits + 31) // 32) * 4
    data = bytearray()
    order = pixels if top_down else pixels[::-1]
    for row in order:
        line = bytearray(stride)
        for x, v in enumerate(row):
            if bits == 24:
                line[3 * x : 3 * x + 3] = bytes((v[2], v[1], v[0]))
            elif bits == 32:
                line[4 * x : 4 * x + 4] = bytes((v[2], v[1], v[0], 0))
            elif bits == 16:
                r, g, b = v
                if bitfields:  # 565
                    word = ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3)
                else:
                    word = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3)
                line[2 * x : 2 * x + 2] = struct.pack("<H", word)
            else:
                per = 8 // bits
                line[x // per] |= v << (8 - bits * (x % per + 1))
        data += line
    pal = b"".join(bytes((b, g, r, 0)) for r, g, b in (palette or []))
    masks = struct.pack("<III", 0xF800, 0x07E0, 0x001F) if bitfields else b""
    header_size = 40
    offset = 14 + header_size + len(pal) + len(masks)
    info = struct.pack(
        "<IiiHHIIiiII",
        header_size,
        w,
        -h if top_down else h,
        1,
        bits,
        3 if bitfields else 0,
        len(data),
        2835,
        2835,
        len(palette or []),
        0,
    )
    path.write_bytes(
        b"BM" + struct.pack("<IHHI", offset + len(data), 0, 0, offset) + info + pal + masks + data
    )


bmp(out / "c24.bmp", 24, rows)
bmp(out / "c32.bmp", 32, rows)
bmp(out / "c16.bmp", 16, rows)
bmp(out / "c16b.bmp", 16, rows, bitfields=True)
# palette images: index rows into a palette of the distinct colours
palette = []
for row in rows:
    for c in row:
        if c not in palette:
            palette.append(c)
idx = [[palette.index(c) for c in row] for row in rows]
bmp(out / "c8.bmp", 8, idx, palette=palette)
bmp(out / "c8td.bmp", 8, idx, palette=palette, top_down=True)
pal16 = palette[:16]
idx16 = [[pal16.index(c) if c in pal16 else 0 for c in row] for row in rows]
bmp(out / "c4.bmp", 4, idx16, palette=pal16)
mono = [[1 if sum(c) < 382 else 0 for c in row] for row in rows]
bmp(out / "m1.bmp", 1, mono, palette=[(255, 255, 255), (0, 0, 0)])
bmp(out / "m1inv.bmp", 1, mono, palette=[(0, 0, 0), (255, 255, 255)])


def pnm(path, magic, maxval, pixels):
    h = len(pixels)
    w = len(pixels[0])
    head = f"{magic}\n# made for palm-prc tests\n{w} {h}\n" + ("" if magic in ("P1", "P4") else f"{maxval}\n")
    if magic == "P6":
        body = bytes(v for row in pixels for c in row for v in c)
        path.write_bytes(head.encode() + body)
    elif magic == "P5":
        path.write_bytes(head.encode() + bytes(v for row in pixels for v in row))
    elif magic == "P3":
        path.write_text(
            head + "\n".join(" ".join(f"{c[0]} {c[1]} {c[2]}" for c in row) for row in pixels) + "\n"
        )
    elif magic == "P2" or magic == "P1":
        path.write_text(head + "\n".join(" ".join(str(v) for v in row) for row in pixels) + "\n")
    elif magic == "P4":
        body = bytearray()
        for row in pixels:
            line = bytearray((w + 7) // 8)
            for x, v in enumerate(row):
                line[x // 8] |= v << (7 - x % 8)
            body += line
        path.write_bytes(head.encode() + body)


pnm(out / "c.ppm", "P6", 255, rows)
pnm(out / "c100.ppm", "P3", 100, [[tuple(v * 100 // 255 for v in c) for c in row] for row in rows])
greys = [[(c[0] * 3 + c[1] * 5 + c[2] * 2) // 10 for c in row] for row in rows]
pnm(out / "g.pgm", "P5", 255, greys)
pnm(out / "g15.pgm", "P2", 15, [[v * 15 // 255 for v in row] for row in greys])
pnm(out / "g1000.pgm", "P2", 1000, [[v * 1000 // 255 for v in row] for row in greys])
pnm(out / "m.pbm", "P1", 1, mono)
pnm(out / "m4.pbm", "P4", 1, mono)
# X11 bitmap 12x4
xbits = []
for row in mono:
    v = 0
    for x, b in enumerate(row):
        v |= b << x
    xbits += [v & 0xFF, v >> 8]
(out / "m.xbm").write_text(
    "#define m_width 12\n#define m_height 4\nstatic unsigned char m_bits[] = {\n   "
    + ", ".join(f"0x{b:02x}" for b in xbits)
    + "};\n"
)
# a 9x3 xbm (width%16 in 1..8 takes PilRC's pad-skip path)
x9 = [[(x + y) % 2 for x in range(9)] for y in range(3)]
xb = []
for row in x9:
    v = 0
    for x, b in enumerate(row):
        v |= b << x
    xb += [v & 0xFF, v >> 8]
(out / "n.xbm").write_text(
    "#define n_width 9\n#define n_height 3\nstatic char n_bits[] = {\n"
    + ",".join(f"0x{b:02x}" for b in xb)
    + "};\n"
)
# a user palette: 16 colours
(out / "user.pal").write_text("\n".join(f"{r} {g} {b}" for r, g, b in palette[:16]) + "\n")
# icons
big = [[(0, 0, 0) if (x // 4 + y // 4) % 2 else (255, 255, 255) for x in range(32)] for y in range(32)]
bmp(out / "icon.bmp", 24, big)
bmp(out / "icon22.bmp", 24, [r[:32] for r in big[:22]])
bmp(
    out / "icon8.bmp",
    8,
    [[1 if c == (0, 0, 0) else 0 for c in r] for r in big],
    palette=[(255, 255, 255), (0, 0, 0)],
)
bmp(out / "small.bmp", 24, [r[:15] for r in big[:9]])
bmp(out / "icon64.bmp", 24, [[c for c in r for _ in (0, 1)] for r in big for _ in (0, 1)][:44])
bmp(
    out / "small30.bmp",
    24,
    [r[:30] for r in [[c for c in r for _ in (0, 1)] for r in big for _ in (0, 1)][:18]],
)
