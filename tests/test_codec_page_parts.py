"""Stored documents and answers written before sentences could go on over a page break still load unchanged."""

from __future__ import annotations

import json

from gechat.codec import decode, document_from_json, document_to_json, encode
from gechat.ids import sentence_id
from gechat.records import Document, Page, PagePart, Sentence

TEXT = "First page ends here. A sentence that goes on\n\nover the page break. Next page."


def _old_sentence_json() -> dict:
    """A sentence as stored before ``Sentence.more`` existed (no such key)."""
    return {"id": "sent-0", "doc_id": "doc-1", "index": 0, "char_start": 0, "char_end": 21, "page": 1,
            "boxes": [[72.0, 90.0, 300.5, 102.0]]}


def test_a_document_stored_before_page_parts_loads_unchanged():
    stored = {"id": "doc-1", "name": "old.pdf", "kind": "pdf", "text": TEXT, "sentences": [_old_sentence_json()],
              "pages": [{"number": 1, "char_start": 0, "char_end": 45, "width": 612, "height": 792}], "meta": {}}
    doc = document_from_json(json.loads(json.dumps(stored)))
    (s,) = doc.sentences
    assert s == Sentence("sent-0", "doc-1", 0, "First page ends here.", 0, 21, 1, ((72.0, 90.0, 300.5, 102.0),))
    assert s.more == () and s.pages == (1,)
    assert s.parts == (PagePart(1, 0, 21, ((72.0, 90.0, 300.5, 102.0),)),)
    assert doc.pages == (Page(1, 0, 45, 612.0, 792.0),)
    # written again, it reads back the same (the new field with its default)
    assert document_from_json(json.loads(json.dumps(document_to_json(doc)))) == doc


def test_a_sentence_over_a_page_break_round_trips_with_its_parts():
    start, end = TEXT.index("A sentence"), TEXT.index("break.") + len("break.")
    brk = TEXT.index("over")
    s = Sentence(sentence_id("doc-1", start, end), "doc-1", 1, TEXT[start:end], start, end, 1,
                 ((72.0, 700.0, 250.0, 712.0),), more=(PagePart(2, brk, end, ((72.0, 80.0, 190.0, 92.0),)),))
    assert s.pages == (1, 2)
    first, second = s.parts
    assert TEXT[first.char_start : first.char_end] == "A sentence that goes on"  # the separator is no part's
    assert (second.char_start, second.char_end) == (brk, end)
    assert s.boxes_on(2) == ((72.0, 80.0, 190.0, 92.0),) and s.boxes_on(3) == ()
    doc = Document("doc-1", "new.pdf", "pdf", TEXT, (s,), (Page(1, 0, brk - 2), Page(2, brk, len(TEXT))))
    back = document_from_json(json.loads(json.dumps(document_to_json(doc))))
    assert back == doc and back.sentences[0].more[0] == s.more[0]
    assert decode(Sentence, json.loads(json.dumps(encode(s)))) == s
