"""Screenshots of the "Graph database" page in headless Chromium: a checked Cypher query and a mind map.

    python eval/cypher/screenshots.py --out-dir docs

Loads MetaQA's kb.txt and the EMCKG triples into two fresh workspaces, starts the
app (``eval/app_screenshot.py``'s helpers), types a wrong query (invented
label, wrong case, reversed arrow) and runs it through the checker, then builds
an offline mind map for a chatdoctor-style question; saves
``docs/cypher_checked.png`` and ``docs/mindmap.png``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from eval.app_screenshot import app_server, chromium, main_text, scroll_to_text, wait_for  # noqa: E402
from eval.cypher.datasets import KG_FILES  # noqa: E402
from gechat.graphdb.embedded import EmbeddedStore  # noqa: E402
from gechat.graphdb.load import load_file  # noqa: E402

QUERY = "MATCH (m:Film {name: 'Blade Runner'})<-[:DIRECTED_BY]-(p:Person) RETURN p.name"
QUESTION = "who directed [Blade Runner]"
MIND_QUESTION = "Doctor, I have anxiety and nervousness, depression and shortness of breath. What could it be?"


def _visible(drv, css: str):
    from selenium.webdriver.common.by import By

    return next((e for e in drv.find_elements(By.CSS_SELECTOR, css) if e.is_displayed()), None)


def _type(drv, label: str, text: str, area: bool = False) -> None:
    from selenium.webdriver.common.keys import Keys

    tag = "textarea" if area else "input"
    box = wait_for(drv, 60, f"the '{label}' box", lambda d: _visible(d, f"{tag}[aria-label='{label}']"))
    box.click()
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(text)
    box.send_keys(Keys.CONTROL, Keys.ENTER) if area else box.send_keys(Keys.ENTER)
    time.sleep(2)


def _click_text(drv, text: str, css: str = "button, label, [role=tab]") -> None:
    from selenium.webdriver.common.by import By

    def find(d):
        return next((e for e in d.find_elements(By.CSS_SELECTOR, css) if e.is_displayed() and e.text.strip() == text), None)

    wait_for(drv, 60, f"'{text}'", find).click()
    time.sleep(2)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", type=Path, default=Path("docs"))
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="gechat_gdb_shot_") as tmp:
        root = Path(tmp)
        for name, kind in (("movies", "metaqa"), ("medical", "emckg")):
            path, fmt = KG_FILES[kind]
            with EmbeddedStore(root / "workspaces" / name / "areas" / "graphdb") as store:
                load_file(store, path, fmt, kind)
        with app_server(root / "workspaces", root / "streamlit.log") as url, chromium(root / "profile", 1500, 1300) as drv:
            drv.get(url)
            _click_text(drv, "Graph database")
            _type(drv, "Workspace", "movies")
            _type(drv, "Question", QUESTION)
            _type(drv, "Cypher", QUERY, area=True)
            _click_text(drv, "Run")
            wait_for(drv, 120, "the answer", lambda d: "Answer:" in main_text(d))
            scroll_to_text(drv, "Query as written")
            drv.save_screenshot(str(args.out_dir / "cypher_checked.png"))
            _type(drv, "Workspace", "medical")
            _click_text(drv, "MindMap")
            _type(drv, "Question", MIND_QUESTION)
            _click_text(drv, "Build")
            wait_for(drv, 120, "the mind map", lambda d: "Answer entities:" in main_text(d))
            time.sleep(4)  # the graph component settles
            scroll_to_text(drv, "Question entities:")
            drv.save_screenshot(str(args.out_dir / "mindmap.png"))
    print(f"saved {args.out_dir / 'cypher_checked.png'} and {args.out_dir / 'mindmap.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
