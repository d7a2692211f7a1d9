"""Screenshots of the app as a user sees it: upload files, ask, capture the answer in headless Chromium.

    python eval/app_screenshot.py --file doc.pdf --question "Did the council approve the bridge?" \
        --out docs/contradicted.png [--scroll-to "The documents say otherwise"] [--open "Why each answer item"]
        [--width 1600 --height 1400]

Starts ``streamlit run streamlit_app.py`` on a free loopback port with a fresh
workspace folder (offline defaults), drives Chromium through Selenium
(``apt-get install chromium chromium-driver``), uploads the files, presses
*Index*, waits until they are indexed, asks the question and saves a PNG of
the answer. The same helpers drive the browser test (``tests/app/test_browser.py``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
APP = REPO / "streamlit_app.py"
CHROME_FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--force-device-scale-factor=1")


class BrowserMissing(RuntimeError):
    """Chromium, chromedriver or Selenium is not installed."""


def browser_paths() -> tuple[str, str]:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver = shutil.which("chromedriver")
    if not chromium or not driver:
        raise BrowserMissing("headless Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
    try:
        import selenium  # noqa: F401
    except ImportError as exc:
        raise BrowserMissing("selenium is not installed") from exc
    return chromium, driver


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Served(str):
    """The app's URL, with the server's process id and log file (for :func:`stuck_report`)."""

    pid: int
    log_path: Path


@contextmanager
def app_server(workspace_dir: Path, log_path: Path, env: dict[str, str] | None = None) -> Iterator[Served]:
    """The app on a free loopback port, serving ``workspace_dir``; yields its URL. The server runs with Python's
    fault handler on, so that :func:`stuck_report` can have it write every thread's stack to the log."""
    port = free_port()
    run_env = dict(env if env is not None else os.environ)
    run_env["GECHAT_WORKSPACE_DIR"] = str(workspace_dir)
    with log_path.open("w") as log:
        proc = subprocess.Popen(
            [sys.executable, "-X", "faulthandler", "-m", "streamlit", "run", str(APP), "--server.headless", "true",
             "--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
             "--server.fileWatcherType", "none"],
            cwd=REPO, env=run_env, stdout=log, stderr=subprocess.STDOUT,
        )
        url = Served(f"http://127.0.0.1:{port}")
        url.pid, url.log_path = proc.pid, log_path
        try:
            deadline = time.monotonic() + 120
            while True:
                if proc.poll() is not None:
                    raise RuntimeError(f"streamlit exited early with code {proc.returncode} (log: {log_path})")
                try:
                    with urllib.request.urlopen(url + "/_stcore/health", timeout=2) as r:
                        if r.read().strip() == b"ok":
                            break
                except OSError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError(f"streamlit did not become healthy (log: {log_path})")
                time.sleep(0.5)
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()


@contextmanager
def chromium(profile_dir: Path, width: int = 1600, height: int = 1400):
    chromium_bin, chromedriver = browser_paths()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium_bin
    for flag in (*CHROME_FLAGS, f"--user-data-dir={profile_dir}", f"--window-size={width},{height}"):
        opts.add_argument(flag)
    drv = webdriver.Chrome(service=Service(executable_path=chromedriver), options=opts)
    try:
        yield drv
    finally:
        drv.quit()


def wait_for(drv, timeout: float, what: str, check: Callable):
    """Poll ``check(drv)`` until it returns something true; TimeoutError naming ``what`` otherwise."""
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
    raise TimeoutError(f"timed out waiting for {what}")


def stuck_report(drv, server: Served, lines: int = 30) -> str:
    """What a test that timed out saw: the page's text, the last ``lines`` the server logged, and (after the server
    was made to write every thread's stack: SIGABRT under the fault handler, which ends it) the stacks of its
    threads that were in GE-Chat's code."""
    try:
        page = main_text(drv)[-1500:]
    except Exception as exc:  # noqa: BLE001 - a report of a failure must not fail in turn
        page = f"(the page could not be read: {exc})"
    try:
        os.kill(server.pid, signal.SIGABRT)
        time.sleep(3)
    except OSError as exc:
        page += f"\n(the server could not be signalled: {exc})"
    try:
        log = server.log_path.read_text(errors="replace")
    except OSError as exc:
        log = f"(the server log could not be read: {exc})"
    before, _, dump = log.partition("Fatal Python error")
    ours = [block for block in dump.split("\n\n") if "gechat" in block or "streamlit_app" in block]
    return ("--- the page ---\n" + page + "\n--- the end of the server log ---\n"
            + "\n".join(before.splitlines()[-lines:]) + "\n--- the server's threads in GE-Chat's code ---\n"
            + ("\n\n".join(ours) if ours else "(none)" if dump else "(no stacks were written)"))


def click_when_ready(drv, timeout: float, what: str, find: Callable):
    """Click what ``find(drv)`` returns once it can be clicked: a rerun that redraws the page can leave the element
    found but not yet interactable for a moment (retried like any other WebDriver error by :func:`wait_for`)."""
    def click(d):
        element = find(d)
        if element:
            element.click()
        return element
    return wait_for(drv, timeout, what, click)


def main_text(drv) -> str:
    from selenium.webdriver.common.by import By

    return drv.find_element(By.CSS_SELECTOR, "[data-testid=stMainBlockContainer]").text


def upload_and_index(drv, files: list[Path], timeout: float = 900) -> None:
    from selenium.webdriver.common.by import By

    upload = wait_for(drv, 90, "the file uploader", lambda d: d.find_element(By.CSS_SELECTOR, "input[type=file]"))
    upload.send_keys("\n".join(str(f.resolve()) for f in files))
    label = f"Index {len(files)} file"

    def index_button(d):
        return next((b for b in d.find_elements(By.CSS_SELECTOR, "button")
                     if b.text.strip().startswith(label) and b.is_enabled()), None)

    click_when_ready(drv, 60, "the Index button", index_button)
    wait_for(drv, timeout, "the documents to be indexed", lambda d: f"Documents ({len(files)} indexed)" in main_text(d))


def ask(drv, question: str, timeout: float = 600) -> None:
    """Type the question into the chat box and wait until an answer message is shown."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    before = len(drv.find_elements(By.CSS_SELECTOR, "[data-testid=stChatMessage]"))

    def send(d):  # typing while a rerun redraws the page can be lost: retry until the message shows
        box = d.find_element(By.CSS_SELECTOR, "[data-testid=stChatInputTextArea]")
        box.click()
        box.send_keys(question)
        time.sleep(0.5)
        box.send_keys(Keys.ENTER)
        for _ in range(30):
            if len(d.find_elements(By.CSS_SELECTOR, "[data-testid=stChatMessage]")) > before:
                return True
            time.sleep(0.5)
        return False

    wait_for(drv, 120, "the question to be sent", send)
    # the question shows at once, its answer below it with the stage it is in ("Answering: ...") until done
    wait_for(drv, timeout, "the answer", lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=stChatMessage]")) >= before + 2
             and "Answering:" not in main_text(d) and "Thinking" not in main_text(d))


def scroll_to_text(drv, text: str) -> bool:
    """Scroll the innermost element whose text contains ``text`` to the top of the view."""
    from selenium.webdriver.common.by import By

    quoted = "concat('" + text.replace("'", "', \"'\", '") + "', '')"
    hits = drv.find_elements(By.XPATH, f"//*[contains(normalize-space(.), {quoted}) and "
                                       f"not(*[contains(normalize-space(.), {quoted})])]")
    if not hits:
        return False
    drv.execute_script("arguments[0].scrollIntoView({block: 'start'});", hits[0])
    return True


def open_expander(drv, label: str) -> bool:
    """Click the first expander whose label contains ``label`` (its summary element)."""
    from selenium.webdriver.common.by import By

    for summary in drv.find_elements(By.CSS_SELECTOR, "[data-testid=stExpander] summary"):
        if label in summary.text:
            summary.click()
            return True
    return False


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--file", type=Path, action="append", required=True, help="a document to upload (repeatable)")
    ap.add_argument("--question", required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--scroll-to", default="", help="scroll this text to the top before the screenshot")
    ap.add_argument("--open", default="", help="click the expander with this label open first")
    ap.add_argument("--width", type=int, default=1600)
    ap.add_argument("--height", type=int, default=1400)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="gechat_shot_") as tmp:
        root = Path(tmp)
        with app_server(root / "workspaces", root / "streamlit.log") as url, \
                chromium(root / "profile", args.width, args.height) as drv:
            drv.get(url)
            upload_and_index(drv, args.file)
            ask(drv, args.question)
            time.sleep(2.0)
            if args.open and not open_expander(drv, args.open):
                print(f"note: no expander {args.open!r} on the page", file=sys.stderr)
            time.sleep(1.0)
            if args.scroll_to and not scroll_to_text(drv, args.scroll_to):
                print(f"note: {args.scroll_to!r} is not on the page", file=sys.stderr)
            time.sleep(1.0)
            args.out.parent.mkdir(parents=True, exist_ok=True)
            drv.save_screenshot(str(args.out))
    print(f"saved {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
