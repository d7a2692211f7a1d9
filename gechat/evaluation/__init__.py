"""Evidence-accuracy evaluation: dataset adapters -> cases -> methods -> metrics -> reports.

    cases.py      the one case schema (EvalCase)
    adapters/     one loader per dataset (WiCE, Evidence Inference, HotpotQA, GE-Chat table, FinanceBench)
    documents.py  case document -> gechat Document (our loaders, or the dataset's own sentence list)
    gold.py       reference evidence resolved against that Document
    baselines/    the evidence methods compared (GE-Chat selector, ablations, baselines)
    metrics.py    eq. 4, hit@1, recall@k, MRR, span overlap, page hit, abstention
    runner.py     the resumable run loop (per-case JSONL)
    report.py     Markdown tables and PNG plots
    cli.py        ``gechat eval``
"""
