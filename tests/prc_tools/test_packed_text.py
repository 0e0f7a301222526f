"""Packed texts (``TxtC``, PalmDoc compression): round trips, the stream's tokens, damaged streams
named at their offset, and the committed ``.txtc`` files made from their ``.txt`` sources."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pack_texts
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from prc_tools.errors import PrcFormatError
from prc_tools.formats.binary import PALM_LATIN
from prc_tools.formats.packed_text import PackedText, compress, decompress
from prc_tools.formats.registry import decode_resource

ROOT = Path(__file__).resolve().parents[2]

# Palm Latin characters without NUL, weighted towards text that repeats (as prose does)
TEXT = st.text(alphabet=st.sampled_from(PALM_LATIN[1:]), max_size=300) | st.lists(
    st.sampled_from(["the ", "trump", " ", "\n", "Jack", "é", "…", "\x01", "aaaaaaaaaaaa"]), max_size=80
).map("".join)


@given(TEXT)
@settings(max_examples=300)
def test_every_text_comes_back_from_its_packed_form(text: str) -> None:
    packed = PackedText(text).build()
    assert PackedText.parse(packed).text == text
    assert decode_resource("TxtC", packed) == PackedText(text)


@given(st.binary(max_size=400))
def test_compression_round_trips_any_bytes(data: bytes) -> None:
    assert decompress(compress(data), len(data)) == data


@pytest.mark.parametrize(
    ("data", "stream"),
    [
        (b"Jack", b"Jack"),  # plain bytes as they are
        (b" High", b"\xc8igh"),  # a space and a character in one byte
        (b"\x85\x01", b"\x02\x85\x01"),  # bytes 0x80-0xFF and 0x01-0x08 in a literal run
        (b"lowlowlow", b"low\x80\x1b"),  # 6 bytes from 3 back, overlapping what they make
        (b"ab" * 10, b"ab\x80\x17\x80\x15"),  # 10 (the longest), then 6 from 2 back
    ],
)
def test_the_tokens(data: bytes, stream: bytes) -> None:
    assert compress(data) == stream
    assert decompress(stream, len(data)) == data


def test_the_rules_pack_to_little_more_than_half() -> None:
    text = (ROOT / "resources" / "text" / "rules.txt").read_text(encoding="utf-8")
    assert len(PackedText(text).build()) < 0.6 * len(text)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"\x00", "a packed text needs its 2-byte length (at offset 1 = 0x1)"),
        (b"\x00\x05\x05ab", "a literal run of 5 bytes is cut short (at offset 2 = 0x2)"),
        (b"\x00\x05ab\x80", "a back-reference is cut short (at offset 4 = 0x4)"),
        (b"\x00\x05ab\x80\x18", "a back-reference reaches 3 bytes back, 2 are unpacked (at offset 4 = 0x4)"),
        (b"\x00\x01ab", "the text unpacks to more than the 1 bytes its header says (at offset 3 = 0x3)"),
        (b"\x00\x05ab", "the text unpacks to 2 bytes, its header says 5 (at offset 4 = 0x4)"),
    ],
)
def test_a_damaged_packed_text_is_named_at_its_offset(data: bytes, message: str) -> None:
    with pytest.raises(PrcFormatError) as caught:
        PackedText.parse(data)
    assert str(caught.value) == message


def test_a_line_of_the_table_of_texts_that_is_not_a_named_text_is_named() -> None:
    for line in ('TrumpString Trump', 'TrumpString "Tr"ump"', 'TrumpString "Trump\\n"', '"Trump"'):
        with pytest.raises(ValueError, match=r'^texts.txt:2: expected a name and a "text"'):
            pack_texts.named_texts(f"# the table\n{line}\n")


def test_a_text_that_cannot_be_packed_is_refused() -> None:
    with pytest.raises(ValueError, match="cannot hold a NUL"):
        PackedText("a\0b").build()
    with pytest.raises(ValueError, match="at most 65535 bytes"):
        PackedText("x" * 65536).build()


def test_the_committed_packed_texts_are_made_from_their_sources() -> None:
    """tools/pack_texts.py --check: a .txt edited without running the tool fails here."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "pack_texts.py"), "--check"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout
    for name in ("rules", "keyboard"):
        packed = (ROOT / "resources" / "text" / f"{name}.txtc").read_bytes()
        source = (ROOT / "resources" / "text" / f"{name}.txt").read_text(encoding="utf-8")
        assert PackedText.parse(packed).text == source


def test_the_check_names_a_stale_packed_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("rules", "keyboard", "family_keyboard"):
        (tmp_path / f"{name}.txt").write_text(f"The {name}, edited.\n", encoding="utf-8")
    table = '# a comment\nTrumpString  "Trump"\n\nNoneString "none"\n'
    (tmp_path / "texts.txt").write_text(table, encoding="utf-8")
    (tmp_path / "decisions.txt").write_text(table, encoding="utf-8")
    (tmp_path / "rules.txtc").write_bytes(PackedText("The rules, edited.\n").build())
    monkeypatch.setattr(pack_texts, "TEXTS", tmp_path)
    assert pack_texts.main(["--check"]) == 1
    assert not (tmp_path / "keyboard.txtc").exists()  # --check writes nothing
    assert pack_texts.main([]) == 0
    assert PackedText.parse((tmp_path / "keyboard.txtc").read_bytes()).text == "The keyboard, edited.\n"
    family = PackedText.parse((tmp_path / "family_keyboard.txtc").read_bytes()).text
    assert family == "The family_keyboard, edited.\n"
    assert PackedText.parse((tmp_path / "texts.txtc").read_bytes()).text == "Trump\nnone"  # the texts alone
    assert PackedText.parse((tmp_path / "decisions.txtc").read_bytes()).text == "Trump\nnone"
    assert pack_texts.main(["--check"]) == 0
