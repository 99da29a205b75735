#!/usr/bin/env python3
"""Drives the playground page in headless Chromium (Debian's chromium + chromium-driver, selenium from PyPI):
types a layout and checks the drawn frames against `autolayout solve`, drags the resize handle and checks the
re-solved frames, hovers a view, makes an error, and takes the README's screenshot. Exit 1 on any failure.

Usage: Tools/playground/browser_test.py [--screenshot docs/playground.png]
"""
import argparse
import json
import pathlib
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "debug" / "autolayout"
LAYOUT = """root: {width: 320, height: 160}
views:
  title: {label: {text: "Drag the corner", fontSize: 20}}
  left: {}
  right: {}
constraints:
  - "H:|-[title]-|"
  - {visualFormat: "H:|-[left]-12-[right(==left)]-|", options: [alignAllTop, alignAllBottom]}
  - "V:|-[title]-[left]-|"
"""
failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def solved_frames(path, size=None):
    arguments = [str(BINARY), "solve", str(path), "--format", "json"] + (["--size", size] if size else [])
    frames = json.loads(subprocess.run(arguments, capture_output=True, text=True).stdout)["frames"]
    return {name: (f["x"], f["y"], f["width"], f["height"]) for name, f in frames.items()}


def drawn_frames(driver):
    # Read in one script, so that a redraw (the page replaces the picture on every solve) cannot come between
    # finding a rect and reading its attributes: read one by one, that left a stale element on a slow machine.
    rects = driver.execute_script(
        "return Array.from(document.querySelectorAll('#picture svg rect[id]'), r =>"
        " [r.id, ['x', 'y', 'width', 'height'].map(key => r.getAttribute(key))]);")
    return {name: tuple(float(value) for value in values) for name, values in rects}


def wait_for_solves(driver, count):
    WebDriverWait(driver, 10).until(
        lambda d: int(d.find_element(By.ID, "status").get_attribute("data-solves") or 0) >= count)
    return int(driver.find_element(By.ID, "status").get_attribute("data-solves"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--screenshot", help="where to save a screenshot of the page")
    arguments = parser.parse_args()
    workdir = pathlib.Path(tempfile.mkdtemp())
    layout_path = workdir / "layout.yaml"
    layout_path.write_text("root: {width: 100, height: 100}\nviews: {}\nconstraints: []\n")
    port = free_port()
    server = subprocess.Popen([str(BINARY), "serve", str(layout_path), "--port", str(port)], stdout=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(base + "/api/file", timeout=1)
            break
        except OSError:
            time.sleep(0.1)
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,720"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get(base + "/")
        solves = wait_for_solves(driver, 1)

        # Type a layout: the picture follows, frame for frame what `autolayout solve` prints.
        editor = driver.find_element(By.ID, "editor")
        editor.send_keys(Keys.CONTROL, "a")
        editor.send_keys(Keys.DELETE)
        editor.send_keys(LAYOUT)
        WebDriverWait(driver, 10).until(lambda d: "left" in drawn_frames(d) and "right" in drawn_frames(d))
        time.sleep(0.5)
        solves = wait_for_solves(driver, solves)
        typed_path = workdir / "typed.yaml"
        typed_path.write_text(editor.get_attribute("value"))
        expected = solved_frames(typed_path)
        drawn = drawn_frames(driver)
        check(all(drawn.get(name) == frame for name, frame in expected.items()),
              f"typed layout drawn as solved: {drawn} vs {expected}")

        # Drag the handle: the root grows by the drag and the frames are re-solved at the new size.
        handle = driver.find_element(By.ID, "handle")
        ActionChains(driver).click_and_hold(handle).move_by_offset(60, 20).move_by_offset(60, 20).release().perform()
        WebDriverWait(driver, 10).until(lambda d: drawn_frames(d).get("root", (0, 0, 0, 0))[2] == 440)
        time.sleep(0.5)
        drawn = drawn_frames(driver)
        root = drawn["root"]
        size = f"{int(root[2])}x{int(root[3])}"
        check(size == "440x200", f"the drag resized the root to 440x200 ({size})")
        expected = solved_frames(typed_path, size)
        check(all(drawn.get(name) == frame for name, frame in expected.items()),
              f"re-solved at {size} as `solve --size {size}`: {drawn} vs {expected}")
        check("solved in" in driver.find_element(By.ID, "status").text, "the solve time is shown")

        # Hover a view: its constraints are listed in Apple's description format.
        ActionChains(driver).move_to_element(driver.find_element(By.CSS_SELECTOR, "#picture svg rect#right")).perform()
        details = driver.find_element(By.ID, "details").text
        check(details.startswith("right:") and "<NSLayoutConstraint:" in details, f"hover lists constraints: {details[:80]}")

        if arguments.screenshot:
            driver.save_screenshot(arguments.screenshot)
            print("screenshot:", arguments.screenshot)

        # A mistake: the error is shown at its line and column, and the server keeps answering.
        editor.send_keys(Keys.CONTROL, Keys.END)
        editor.send_keys('\n  - "H:|-[left"')
        WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "error").text != "")
        error = driver.find_element(By.ID, "error").text
        check(error.startswith("line 11, column 15") and "Expected a ']'" in error, f"error at its place: {error!r}")
        check(urllib.request.urlopen(base + "/api/file", timeout=2).status == 200, "the server still answers")
        check(layout_path.read_text().startswith("root: {width: 100"), "nothing was saved without Save")
    finally:
        driver.quit()
        server.terminate()
    print(f"browser test: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
