"""End to end in a real browser: ``streamlit run`` on a free local port, headless Chromium via Selenium.

Uploads a sample PDF, waits for indexing, asks a question and saves a
screenshot of the answer with its evidence highlighted on the page (kept in
the test's tmp folder; set GECHAT_SCREENSHOT_OUT to a path to keep a copy).
Skips with the reason when Chromium, its driver or Selenium is absent.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
WAIT_INDEX_S = 900
WAIT_ANSWER_S = 600


def _browser() -> tuple[str, str]:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver = shutil.which("chromedriver")
    if not chromium or not driver:
        pytest.skip("headless Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
    pytest.importorskip("selenium", reason="selenium is not installed (pip install selenium)")
    return chromium, driver


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_healthy(url: str, proc: subprocess.Popen, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"streamlit exited early with code {proc.returncode}")
        try:
            with urllib.request.urlopen(url + "/_stcore/health", timeout=2) as r:
                if r.read().strip() == b"ok":
                    return
        except OSError:
            time.sleep(0.5)
    pytest.fail("streamlit did not become healthy")


@pytest.fixture()
def server(app_env, app_path, tmp_path):
    port = _free_port()
    env = dict(os.environ)
    log = (tmp_path / "streamlit.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(app_path), "--server.headless", "true",
         "--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
         "--server.fileWatcherType", "none"],
        cwd=app_path.parent, env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, proc)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture()
def driver(tmp_path):
    chromium, chromedriver = _browser()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 f"--user-data-dir={tmp_path / 'chromium-profile'}", "--window-size=1600,1400",
                 "--force-device-scale-factor=1"):
        opts.add_argument(flag)
    drv = webdriver.Chrome(service=Service(executable_path=chromedriver), options=opts)
    try:
        yield drv
    finally:
        drv.quit()


def _wait(drv, timeout: float, what: str, check):
    from selenium.common.exceptions import WebDriverException

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            found = check(drv)
        except WebDriverException:
            found = None
        if found:
            return found
        time.sleep(1.0)
    pytest.fail(f"timed out waiting for {what}")


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
    from selenium.webdriver.common.keys import Keys

    driver.get(server)
    upload = _wait(driver, 90, "the file uploader", lambda d: d.find_element(By.CSS_SELECTOR, "input[type=file]"))
    upload.send_keys(str(fips_pdf.resolve()))

    def index_button(d):
        for b in d.find_elements(By.CSS_SELECTOR, "button"):
            if b.text.strip().startswith("Index 1 file") and b.is_enabled():
                return b
        return None

    _wait(driver, 60, "the Index button", index_button).click()
    _wait(driver, WAIT_INDEX_S, "the document to be indexed",
          lambda d: "Documents (1 indexed)" in d.find_element(By.CSS_SELECTOR, "[data-testid=stMainBlockContainer]").text)

    def ask(d):  # typing while a rerun redraws the page can be lost: retry until the message shows
        box = d.find_element(By.CSS_SELECTOR, "[data-testid=stChatInputTextArea]")
        box.click()
        box.send_keys(question)
        time.sleep(0.5)
        box.send_keys(Keys.ENTER)
        for _ in range(30):
            if d.find_elements(By.CSS_SELECTOR, "[data-testid=stChatMessage]"):
                return True
            time.sleep(0.5)
        return False

    _wait(driver, 120, "the question to be sent", ask)
    _wait(driver, WAIT_ANSWER_S, "the highlighted page",
          lambda d: next((i for i in d.find_elements(By.CSS_SELECTOR, "[data-testid=stImage] img")
                          if i.get_attribute("naturalWidth") not in (None, "0")), None))
    text = driver.find_element(By.CSS_SELECTOR, "[data-testid=stMainBlockContainer]").text
    assert "[S1]" in text and "entailment" in driver.page_source
    assert "Traceback" not in text

    first = driver.find_elements(By.CSS_SELECTOR, "[data-testid=stChatMessage]")[0]
    driver.execute_script("arguments[0].scrollIntoView({block: 'start'});", first)  # question, answer, page
    time.sleep(1.5)
    shot = tmp_path / "answer.png"
    assert driver.save_screenshot(str(shot)) and shot.stat().st_size > 10_000
    keep = os.environ.get("GECHAT_SCREENSHOT_OUT")
    if keep:
        shutil.copyfile(shot, keep)
    # the strong highlight colour is visible in what the user sees
    assert _orange_share(shot) > 0.001
