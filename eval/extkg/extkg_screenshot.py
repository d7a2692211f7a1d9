"""Screenshot of the External KG page in headless Chromium (the project's driver, eval/app_screenshot.py).

    python eval/extkg/extkg_screenshot.py --out docs/extkg_page.png \
        [--kg tests/data/extkg/metaqa_small.pipe] [--question "..."] [--model smollm2 --model gemma3-270m]

Loads the KG into a fresh workspace folder, starts the app, switches to the page,
asks the question with the models, waits for the comparison and saves a PNG.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "eval"))

from app_screenshot import app_server, chromium, main_text, wait_for  # noqa: E402

from gechat.embed import Embedder  # noqa: E402
from gechat.extkg.store import load_file  # noqa: E402
from gechat.storage import open_storage  # noqa: E402

LABELS = {"smollm2": "SmolLM2", "gemma3-270m": "Gemma"}


def click_text(drv, text: str, css: str = "label, p, span, div") -> None:
    from selenium.webdriver.common.by import By

    def find(d):
        return next((e for e in d.find_elements(By.CSS_SELECTOR, css) if e.text.strip() == text and e.is_displayed()), None)

    wait_for(drv, 60, f"'{text}'", find).click()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "extkg_page.png")
    ap.add_argument("--kg", type=Path, default=ROOT / "tests" / "data" / "extkg" / "metaqa_small.pipe")
    ap.add_argument("--question", default="Which films were directed by the director of The Pianist?")
    ap.add_argument("--model", action="append", default=[])
    ap.add_argument("--width", type=int, default=1500)
    ap.add_argument("--height", type=int, default=2000)
    args = ap.parse_args()
    models = args.model or ["smollm2", "gemma3-270m"]
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    with tempfile.TemporaryDirectory(prefix="gechat_extkg_shot_") as tmp:
        root = Path(tmp)
        load_file(open_storage(root / "workspaces", "metaqa-excerpt"), args.kg, "auto", embedder=Embedder())
        with app_server(root / "workspaces", root / "streamlit.log") as url, \
                chromium(root / "profile", args.width, args.height) as drv:
            drv.get(url)
            click_text(drv, "External KG")
            wait_for(drv, 60, "the page", lambda d: "Knowledge graph" in main_text(d))
            box = wait_for(drv, 30, "the question box", lambda d: d.find_element(By.CSS_SELECTOR, "input[aria-label='Question']"))
            box.send_keys(args.question, Keys.ENTER)
            time.sleep(2)
            for m in models[1:]:  # the first is selected by default
                inp = drv.find_element(By.CSS_SELECTOR, "[data-testid=stMultiSelect] input")
                inp.click()
                inp.send_keys(LABELS.get(m, m))
                time.sleep(1)
                inp.send_keys(Keys.ENTER)
                time.sleep(1)
            drv.find_element(By.CSS_SELECTOR, "[data-testid=stMultiSelect] input").send_keys(Keys.ESCAPE)
            time.sleep(1)
            click_text(drv, "Ask", "button")
            wait_for(drv, 900, "the comparison", lambda d: "Steps and paths of" in main_text(d))
            time.sleep(6)  # the graph settles
            args.out.parent.mkdir(parents=True, exist_ok=True)
            drv.save_screenshot(str(args.out))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
