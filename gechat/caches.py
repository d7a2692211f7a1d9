"""How many readings of a text or a pair the judge's checks and retrieval keep, for the app's memory to stay flat as a collection grows (issue 18).

The checks read each text and each sentence-step pair several times (a conflict, a claim not stated, whether the
sentence may contest the step, a restatement), so they keep what they read: a text's parse and figures, a pair's
readings. What one question needs is its steps and candidate sentences; what a long-lived app process would keep with
larger caches is the candidates of every question it has answered, which in a collection of a thousand documents are
thousands of distinct sentences (a parse holds about 14 KB; 4,096 of them about 55 MB) where a one-document
workspace offers a few dozen. Sized for one question's candidates and steps (`eval/rss_probe.py` measures both sizes
of workspace; `eval/results/bench_scale.md`).
"""

#: parses and figures of one text (a sentence or a step)
TEXTS = 1024
#: readings of one sentence-step pair
PAIRS = 2048
