from pathlib import Path

import pytest

from gechat.errors import TripleFormatError
from gechat.extkg.triples import Triple, guess_format, read_triples

DATA = Path(__file__).resolve().parents[1] / "data" / "extkg"


def test_pipe_reads_metaqa_lines_in_order():
    triples = list(read_triples(DATA / "metaqa_head.pipe", "pipe"))
    assert len(triples) == 60
    assert triples[0].as_tuple() == ("$9.99", "directed_by", "Tatia Rosenthal")
    assert triples[0].id.startswith("tri-")


def test_id_is_a_content_hash():
    a = Triple("Kismet", "directed_by", "William Dieterle")
    b = Triple("Kismet", "directed_by", "William Dieterle")
    c = Triple("Kismet", "written_by", "William Dieterle")
    assert a.id == b.id and a == b
    assert a.id != c.id
    assert Triple.from_dict(a.to_dict()) == a


def test_tsv():
    triples = list(read_triples(DATA / "tiny.tsv", "tsv"))
    assert [t.tail for t in triples] == ["Anxiety_and_nervousness", "Depression"]


def test_csv_honours_quotes_and_skips_header():
    triples = list(read_triples(DATA / "tiny.csv", "csv"))
    assert triples[0].as_tuple() == ("Kismet, the film", "directed_by", "William Dieterle")
    assert len(triples) == 2


def test_turtle_uses_labels_and_iri_tails():
    triples = {t.as_tuple() for t in read_triples(DATA / "tiny.ttl", "ttl")}
    assert ("Kismet", "directed by", "William Dieterle") in triples
    assert ("Kismet", "release year", "1944") in triples
    assert len(triples) == 2  # the rdfs:label triple names a node, it is no fact


def test_ntriples():
    triples = {t.as_tuple() for t in read_triples(DATA / "tiny.nt", "nt")}
    assert triples == {("Kismet", "directed by", "William Dieterle"), ("Kismet", "release year", "1944")}


def test_guess_format():
    assert guess_format(DATA / "tiny.ttl") == "ttl"
    assert guess_format(DATA / "metaqa_head.pipe") == "pipe"
    assert guess_format(DATA / "tiny.csv") == "csv"


def test_bad_pipe_line_names_its_number(tmp_path):
    p = tmp_path / "kb.txt"
    p.write_text("a|r|b\n\n# comment\nbroken line without separators\n", encoding="utf-8")
    with pytest.raises(TripleFormatError) as exc:
        list(read_triples(p, "pipe"))
    assert exc.value.line_no == 4
    assert "line 4" in str(exc.value) and str(exc.value).endswith(".")


def test_empty_field_is_named(tmp_path):
    p = tmp_path / "kb.tsv"
    p.write_text("a\t\tb\n", encoding="utf-8")
    with pytest.raises(TripleFormatError, match="relation is empty"):
        list(read_triples(p, "tsv"))


def test_bad_turtle_is_a_format_error(tmp_path):
    p = tmp_path / "bad.ttl"
    p.write_text("@prefix ex: <http://example.org/> .\nex:a ex:b .\n", encoding="utf-8")
    with pytest.raises(TripleFormatError, match="RDF"):
        list(read_triples(p, "ttl"))


def test_unknown_format(tmp_path):
    p = tmp_path / "x.txt"
    p.write_text("a|b|c\n", encoding="utf-8")
    with pytest.raises(TripleFormatError, match="unknown format"):
        list(read_triples(p, "xml"))


def test_non_utf8_names_line(tmp_path):
    p = tmp_path / "x.txt"
    p.write_bytes(b"a|b|c\n\xff\xfe|r|t\n")
    with pytest.raises(TripleFormatError, match="line 2"):
        list(read_triples(p, "pipe"))
