"""GE-Chat case-table and FinanceBench adapters on a small dataset built in their documented layouts."""

from __future__ import annotations

import csv
import json
import shutil
import sys

import pytest

from gechat.evaluation.adapters import load_cases
from gechat.evaluation.adapters.financebench import load_financebench
from gechat.evaluation.adapters.gechat_table import TableLayout, load_table_cases
from gechat.evaluation.adapters.table import MissingDependencyError, read_table
from gechat.evaluation.documents import build_document
from gechat.evaluation.gold import resolve_gold
from gechat.loaders import load_document

PDF = "NIST_FIPS_199_security_categorization_13p.pdf"
TXT = "Gutenberg_US_Army_Cooking_School_Recipes.txt"
COLUMNS = {"document": "file", "question": "Question", "answer": "Answer", "evidence": "Evidence",
           "category": "Type", "page": "Page", "case_id": "ID", "evidence_separator": " || "}


@pytest.fixture(scope="module")
def dataset(tmp_path_factory, sample_docs):
    root = tmp_path_factory.mktemp("gechat_table")
    docs = root / "documents"
    docs.mkdir()
    shutil.copy(sample_docs / PDF, docs / PDF)
    shutil.copy(sample_docs / TXT, docs / TXT)
    pdf, txt = load_document(docs / PDF), load_document(docs / TXT)
    rows = [
        {"ID": "q1", "file": PDF, "Question": "What are security categories based on?",
         "Answer": "potential impact", "Type": "lookup", "Page": str(pdf.sentences[46].page),
         # two gold sentences; the second with changed case and spacing (located fuzzily)
         "Evidence": pdf.sentences[45].text + " || " + "  " + pdf.sentences[46].text.upper()},
        {"ID": "q2", "file": TXT, "Question": "How is the salmon served?", "Answer": "on toast",
         "Type": "recipe", "Page": "", "Evidence": txt.sentences[102].text},
    ]
    header = ["ID", "file", "Question", "Answer", "Evidence", "Type", "Page"]
    with (root / "cases.csv").open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, header)
        w.writeheader()
        w.writerows(rows)
    with (root / "cases.jsonl").open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r) + "\n")
    return {"root": root, "docs": docs, "rows": rows, "header": header, "pdf": pdf, "txt": txt}


def _check(cases, dataset):
    assert [c.case_id for c in cases] == ["q1", "q2"]
    q1, q2 = cases
    assert q1.category == "lookup" and q1.reference_answer == "potential impact"
    assert q1.reference_evidence.pages == (dataset["pdf"].sentences[46].page,)
    assert q1.statement == "What are security categories based on? potential impact"
    gold = resolve_gold(q1, build_document(q1.document))
    assert gold.unresolved == 0
    assert sorted(gold.alternatives[0].sentences) == [45, 46]
    gold2 = resolve_gold(q2, build_document(q2.document))
    assert sorted(gold2.alternatives[0].sentences) == [102]
    assert q2.reference_evidence.pages == ()


def test_csv_and_jsonl_tables_give_the_same_cases(dataset):
    layout = TableLayout.from_mapping(COLUMNS)
    _check(load_table_cases(dataset["root"] / "cases.csv", dataset["docs"], layout), dataset)
    _check(load_table_cases(dataset["root"] / "cases.jsonl", dataset["docs"], layout), dataset)


def test_config_dispatch_and_layout_errors(dataset):
    config = {"adapter": "gechat_table", "table": str(dataset["root"] / "cases.csv"),
              "documents": str(dataset["docs"]), "columns": COLUMNS}
    assert len(load_cases(config)) == 2
    with pytest.raises(ValueError, match="Unknown table layout keys"):
        TableLayout.from_mapping({"questoin": "Q"})
    with pytest.raises(ValueError, match="column 'question'"):
        load_table_cases(dataset["root"] / "cases.csv", dataset["docs"], TableLayout(document="file"))
    with pytest.raises(FileNotFoundError, match="not found under"):
        load_table_cases(dataset["root"] / "cases.csv", dataset["root"], TableLayout.from_mapping(COLUMNS))


def test_xlsx_table(dataset):
    import openpyxl  # pinned in requirements.txt: XLSX tables are a supported input

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(dataset["header"])
    for r in dataset["rows"]:
        ws.append([r[h] for h in dataset["header"]])
    path = dataset["root"] / "cases.xlsx"
    wb.save(path)
    _check(load_table_cases(path, dataset["docs"], TableLayout.from_mapping(COLUMNS)), dataset)


def test_xlsx_without_openpyxl_says_what_to_install(dataset, monkeypatch):
    path = dataset["root"] / "missing.xlsx"
    path.write_bytes(b"PK")
    monkeypatch.setitem(sys.modules, "openpyxl", None)  # import openpyxl -> ImportError
    with pytest.raises(MissingDependencyError, match="install it"):
        read_table(path)


def test_financebench_pages_are_zero_based_in_the_file(dataset):
    pdf = dataset["pdf"]
    s = pdf.sentences[46]
    row = {"financebench_id": "fb-1", "doc_name": PDF[:-4], "question": "What are security categories based on?",
           "answer": "potential impact", "question_type": "domain-relevant",
           "evidence": [{"evidence_text": s.text, "evidence_page_num": s.page - 1}]}
    table = dataset["root"] / "financebench.jsonl"
    table.write_text(json.dumps(row) + "\n", encoding="utf-8")
    (case,) = load_financebench(table, dataset["docs"])
    assert case.reference_evidence.pages == (s.page,)
    gold = resolve_gold(case, build_document(case.document))
    assert sorted(gold.alternatives[0].sentences) == [46]
    assert gold.pages == {s.page}
