"""The README's app screenshots, taken in headless Chromium on the real app with the sample documents.

    python eval/docs_screenshots.py [--out docs] [--only answer,reject,declined,docx,contradicted,narrow]

One app on a free loopback port (fresh workspace, offline defaults), one
browser: the FIPS 199 PDF, the DOJ handbook DOCX and council minutes that
contradict themselves (built as in ``tests/test_disputed_document.py``) are
uploaded and indexed; then each scene opens a new chat (a new tab's session),
asks its question and saves a PNG:

- ``answer_items.png``: answer items with their verdicts, steps, the page;
- ``review_rejected.png``: the selected step after *Reject*;
- ``declined.png``: a question the documents do not answer;
- ``docx_location.png``: DOCX evidence shown where it stands (numbered paragraphs);
- ``contradicted.png``: the minutes' reversed vote;
- ``narrow_1280.png``, ``narrow_1280_review.png``, ``graph.png``: checks of the layout at 1280 px wide and of
  the graph's labels, written to ``--extra`` (not for ``docs/``; ``--only`` names the scenes).

Helpers come from ``eval/app_screenshot.py``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "eval"))
sys.path.insert(0, str(REPO))
import app_screenshot as shots  # noqa: E402

FIPS = REPO / "sample_docs" / "NIST_FIPS_199_security_categorization_13p.pdf"
DOCX = REPO / "sample_docs" / "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx"
QUESTIONS = {
    "answer": "What are the potential impact levels for the confidentiality of information?",
    "declined": "What is the boiling point of mercury?",
    "docx": "Who appoints and supervises standing trustees?",
    "contradicted": "Did the city council approve the new Harbour Bridge?",
}


def _by_text(drv, tag: str, text: str):
    from selenium.webdriver.common.by import By

    return [e for e in drv.find_elements(By.TAG_NAME, tag) if e.text.strip() == text and e.is_displayed()]


def _scroll_to(drv, text: str, pause: float = 1.5) -> bool:
    found = shots.scroll_to_text(drv, text)
    time.sleep(pause)
    return found


def _first_message(drv, pause: float = 1.5) -> None:
    from selenium.webdriver.common.by import By

    first = drv.find_elements(By.CSS_SELECTOR, "[data-testid=stChatMessage]")[0]
    drv.execute_script("arguments[0].scrollIntoView({block: 'start'});", first)
    time.sleep(pause)


def _wait_page_image(drv, timeout: float = 120) -> None:
    from selenium.webdriver.common.by import By

    shots.wait_for(drv, timeout, "the highlighted page",
                   lambda d: next((i for i in d.find_elements(By.CSS_SELECTOR, "[data-testid=stImage] img")
                                   if i.get_attribute("naturalWidth") not in (None, "0")), None))


def _ask_new_chat(drv, url: str, question: str) -> str:
    drv.get(url)  # a new session: a new chat, as a new tab would start
    shots.wait_for(drv, 120, "the chat box", lambda d: "Ask about your documents" in d.page_source)
    time.sleep(2.0)
    shots.ask(drv, question, timeout=900)
    time.sleep(2.0)
    return shots.main_text(drv)


def _save(drv, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    drv.save_screenshot(str(path))
    print(f"saved {path}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=REPO / "docs")
    ap.add_argument("--extra", type=Path, default=None, help="folder for the layout and graph checks (default: --out)")
    ap.add_argument("--only", default="answer,reject,declined,docx,contradicted,narrow")
    args = ap.parse_args()
    only = set(args.only.split(","))
    from tests.test_disputed_document import minutes_pdf

    failures = []
    with tempfile.TemporaryDirectory(prefix="gechat_docs_shots_") as tmp:
        root = Path(tmp)
        minutes = minutes_pdf(root / "Riverton_council_minutes.pdf")
        with shots.app_server(root / "workspaces", root / "streamlit.log") as url, \
                shots.chromium(root / "profile", 1600, 1400) as drv:
            drv.get(url)
            shots.upload_and_index(drv, [FIPS, DOCX, minutes], timeout=1800)

            if only & {"answer", "reject", "narrow", "graph"}:
                text = _ask_new_chat(drv, url, QUESTIONS["answer"])
                _wait_page_image(drv)
                if "[A1]" not in text:
                    failures.append("answer: no answer items")
                if "answer" in only:
                    _first_message(drv)
                    _save(drv, args.out / "answer_items.png")
                if "narrow" in only:
                    drv.set_window_size(1280, 1000)
                    time.sleep(2.5)
                    _first_message(drv)
                    _save(drv, (args.extra or args.out) / "narrow_1280.png")
                    _scroll_to(drv, "Alternatives")
                    _save(drv, (args.extra or args.out) / "narrow_1280_review.png")
                    drv.set_window_size(1600, 1400)
                    time.sleep(2.0)
                if "graph" in only:
                    toggles = _by_text(drv, "p", "Show the knowledge graph around the steps")
                    if toggles:
                        drv.execute_script("arguments[0].scrollIntoView({block: 'start'});", toggles[0])
                        toggles[0].click()
                        time.sleep(8.0)
                        _scroll_to(drv, "Show the knowledge graph around the steps", pause=3.0)
                        _save(drv, (args.extra or args.out) / "graph.png")
                    else:
                        failures.append("graph: no toggle")
                if "reject" in only:
                    buttons = _by_text(drv, "button", "Reject")
                    if not buttons:
                        failures.append("reject: no Reject button")
                    else:
                        drv.execute_script("arguments[0].scrollIntoView({block: 'center'});", buttons[0])
                        time.sleep(0.5)
                        buttons[0].click()
                        shots.wait_for(drv, 60, "the rejection", lambda d: "Rejected by the reviewer" in shots.main_text(d))
                        time.sleep(2.0)
                        _scroll_to(drv, "Show evidence for step")
                        _save(drv, args.out / "review_rejected.png")

            if "declined" in only:
                text = _ask_new_chat(drv, url, QUESTIONS["declined"])
                if "The documents do not answer this" not in text:
                    failures.append("declined: the question was answered")
                _first_message(drv)
                _save(drv, args.out / "declined.png")

            if "docx" in only:
                text = _ask_new_chat(drv, url, QUESTIONS["docx"])
                shots.wait_for(drv, 120, "the DOCX location view",
                               lambda d: "Numbers on the left: paragraphs" in shots.main_text(d))
                _scroll_to(drv, "Show evidence for step")
                _save(drv, args.out / "docx_location.png")

            if "contradicted" in only:
                text = _ask_new_chat(drv, url, QUESTIONS["contradicted"])
                if "Contradicted" not in text:
                    failures.append("contradicted: no Contradicted verdict")
                _first_message(drv)
                _save(drv, args.out / "contradicted.png")
    for f in failures:
        print("FAILED:", f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
