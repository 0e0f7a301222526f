"""docs/variants.md: a section for every variant, its facts block written from the registry."""

from __future__ import annotations

from pathlib import Path

from variants_doc import DOC, facts, rewrite

from palm_pitch.family.variants import all_variants, get_variant


def test_every_variant_has_its_section_with_a_source_and_current_facts() -> None:
    text = DOC.read_text(encoding="utf-8")
    for rules in all_variants():
        assert f"### {rules.name}\n" in text and f"<!-- facts {rules.name} -->" in text
    assert rewrite(text) == text, "run: python tools/variants_doc.py"


def test_the_facts_name_the_deck_the_points_and_their_receivers() -> None:
    lines = "\n".join(facts(get_variant("ten-point")))
    assert "54 cards" in lines and "Low 1 (two of trump; to its player)" in lines and "to 52" in lines
    assert Path(DOC).name == "variants.md"
