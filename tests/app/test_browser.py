"""End to end in a real browser: ``streamlit run`` on a free local port, headless Chromium via Selenium.

Uploads a sample PDF, waits for indexing, asks a question and saves a
screenshot of the answer with its evidence highlighted on the page (kept in
the test's tmp folder; set GECHAT_SCREENSHOT_OUT to a path to keep a copy).
Then: indexing progress with an estimate of the time left, and a question
answered from the indexed DOCX while the 59-page PDF is still indexing.
Skips with the reason when Chromium, its driver or Selenium is absent. The
browser helpers are those of ``eval/app_screenshot.py``.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "eval"))
import app_screenshot as shots  # noqa: E402

from tests.skip_policy import no_browser  # noqa: E402

pytestmark = pytest.mark.slow
WAIT_INDEX_S = 420  # the 13-page PDF is indexed in about 20 s here
WAIT_ANSWER_S = 600


@pytest.fixture()
def server(app_env, tmp_path):
    with shots.app_server(app_env, tmp_path / "streamlit.log") as url:
        yield url


@pytest.fixture()
def driver(tmp_path):
    try:
        shots.browser_paths()
    except shots.BrowserMissing as exc:
        no_browser(str(exc))
    with shots.chromium(tmp_path / "chromium-profile") as drv:
        yield drv


@contextmanager
def explained(driver, server):
    """A wait that times out fails with what the page showed and where each of the server's threads stood."""
    try:
        yield
    except TimeoutError as exc:
        raise AssertionError(f"{exc}\n{shots.stuck_report(driver, server)}") from exc


def _orange_share(png: Path) -> float:
    import pymupdf

    pix = pymupdf.Pixmap(str(png))
    hits = total = 0
    for y in range(0, pix.height, 4):
        for x in range(0, pix.width, 4):
            r, g, b = pix.pixel(x, y)[:3]
            total += 1
            hits += r > 200 and 120 < g < 225 and b < 170
    return hits / total


def test_browser_upload_ask_and_see_the_highlighted_page(server, driver, fips_pdf, question, tmp_path):
    from selenium.webdriver.common.by import By

    driver.get(server)
    with explained(driver, server):
        shots.upload_and_index(driver, [fips_pdf], timeout=WAIT_INDEX_S)
        shots.ask(driver, question, timeout=WAIT_ANSWER_S)
        shots.wait_for(driver, WAIT_ANSWER_S, "the highlighted page",
                       lambda d: next((i for i in d.find_elements(By.CSS_SELECTOR, "[data-testid=stImage] img")
                                       if i.get_attribute("naturalWidth") not in (None, "0")), None))
    text = shots.main_text(driver)
    assert "[S1]" in text and "entailment" in driver.page_source
    assert "Traceback" not in text

    shot = tmp_path / "answer.png"
    for _ in range(3):  # a late rerun of the page can scroll it again: scroll back and retake
        first = driver.find_elements(By.CSS_SELECTOR, "[data-testid=stChatMessage]")[0]
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'});", first)  # question, answer, page
        time.sleep(1.5)
        assert driver.save_screenshot(str(shot)) and shot.stat().st_size > 10_000
        if _orange_share(shot) > 0.001:
            break
    keep = os.environ.get("GECHAT_SCREENSHOT_OUT")
    if keep:
        shutil.copyfile(shot, keep)
    # the strong highlight colour is visible in what the user sees
    assert _orange_share(shot) > 0.001


def test_browser_shows_indexing_progress_with_an_eta_and_answers_during_indexing(server, driver, sample_docs, tmp_path):
    """A small DOCX is indexed; then the 59-page PDF (tens of seconds here) is indexed while a question is asked."""
    import re

    from selenium.webdriver.common.by import By

    docx = next(sample_docs.glob("*.docx"))
    big = next(sample_docs.glob("NIST_SP_800-207*.pdf"))
    driver.get(server)
    with explained(driver, server):
        shots.upload_and_index(driver, [docx], timeout=WAIT_INDEX_S)

        # the Documents panel folds once something is indexed: open it to add the next file
        panel = shots.wait_for(driver, 60, "the Documents panel", lambda d: next(
            (e for e in d.find_elements(By.CSS_SELECTOR, "summary") if "Documents (1 indexed)" in e.text), None))
        panel.click()
        upload = shots.wait_for(driver, 60, "the emptied uploader", lambda d: d.find_element(By.CSS_SELECTOR, "input[type=file]"))
        upload.send_keys(str(big.resolve()))
        shots.click_when_ready(driver, 60, "the Index button", lambda d: next(
            (b for b in d.find_elements(By.CSS_SELECTOR, "button") if b.text.strip().startswith("Index 1 file")
             and b.is_enabled()), None))

        def progress_text(d):
            bars = [e.text for e in d.find_elements(By.CSS_SELECTOR, "[data-testid=stProgress]")]
            return next((t for t in bars if big.name[:20] in t.replace("\\", "") and " left" in t), None)

        shown = shots.wait_for(driver, 120, "indexing progress with an estimate", progress_text)
        assert re.search(r"about \d+ (s|min) left", shown), shown
        driver.save_screenshot(str(tmp_path / "indexing.png"))

        shots.ask(driver, "Who appoints and supervises standing trustees?", timeout=WAIT_ANSWER_S)
    text = shots.main_text(driver)
    assert "Answered from the documents indexed so far" in text and big.name[:20] in text
    assert "[A1]" in text and "United States Trustee" in text  # answered from the DOCX, which is indexed
    assert "Traceback" not in text
    first = driver.find_elements(By.CSS_SELECTOR, "[data-testid=stChatMessage]")[0]
    driver.execute_script("arguments[0].scrollIntoView({block: 'start'});", first)  # the question and the note
    time.sleep(1.5)
    driver.save_screenshot(str(tmp_path / "answer_during_indexing.png"))
    keep = os.environ.get("GECHAT_SCREENSHOT_OUT")
    if keep:
        shutil.copyfile(tmp_path / "answer_during_indexing.png", Path(keep).with_name("answer_during_indexing.png"))
        shutil.copyfile(tmp_path / "indexing.png", Path(keep).with_name("indexing.png"))


def test_a_wait_that_times_out_reports_the_page_and_where_each_server_thread_stood(server, driver):
    from selenium.webdriver.common.by import By

    driver.get(server)
    shots.wait_for(driver, 90, "the file uploader", lambda d: d.find_element(By.CSS_SELECTOR, "input[type=file]"))
    with pytest.raises(AssertionError) as failed, explained(driver, server):
        shots.wait_for(driver, 2, "a text the page never shows", lambda d: "no such text" in shots.main_text(d))
    report = str(failed.value)
    assert report.startswith("timed out waiting for a text the page never shows")
    assert "Upload PDF, DOCX or TXT files" in report.split("--- the end of the server log ---")[0]
    assert "--- the server's threads in GE-Chat's code ---\n(no stacks were written)" not in report
