"""The nearest sentences a declined answer shows (gechat.declines.nearest)."""

from __future__ import annotations

from gechat import declines
from gechat.records import Sentence
from gechat.retrieval import Candidate

CONTROLS = "Supplemental security controls should be deployed as risk merits, such as antivirus software and data " \
           "loss prevention (DLP) technologies."  # NIST SP 800-124r1: in its executive summary and again in 4.2


def _candidate(index: int, text: str, relevance: float) -> Candidate:
    sentence = Sentence(id=f"s{index}", doc_id="d", index=index, text=text, char_start=0, char_end=len(text))
    return Candidate(sentence, relevance=relevance, lexical=0.5, cosine=0.5, score=relevance)


def test_a_sentence_the_document_repeats_is_shown_once_at_its_best_place() -> None:
    ranked = [_candidate(3, CONTROLS, 0.98), _candidate(90, CONTROLS.replace(" such", "  such"), 0.97),
              _candidate(70, "Organizations may decide to require mobile devices to run the specified mobile device "
                             "management software.", 0.69),
              _candidate(12, "Malware is a threat to mobile devices.", 0.6),
              _candidate(13, "It should be deployed where needed.", 0.5)]
    shown = declines.nearest(ranked)
    assert [n.sentence.id for n in shown] == ["s3", "s70", "s12"]  # three distinct texts, the copy left out
    assert [n.relevance for n in shown] == [0.98, 0.69, 0.6]
    assert len(declines.nearest(ranked[:2])) == 1 and declines.nearest([]) == ()


def test_the_names_a_declined_answer_misses_are_listed_as_a_reader_writes_them() -> None:
    from gechat.declines import listed

    assert listed(["Mr. Darcy's"]) == "Mr. Darcy"  # "according to Mr. Darcy's letter": the name, not its possessive
    assert listed(["Mrs. Gardiner\u2019s", "Lydia"]) == "Mrs. Gardiner and Lydia"
    assert listed(["FIPS 199", "NIST SP 800-207", "London"]) == "FIPS 199, NIST SP 800-207 and London"
