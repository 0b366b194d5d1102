"""Opens the About box of an installed blunderDB app and checks its version.

Usage (under a display, e.g. xvfb-run): bundle-about.py APP VERSION SHOT.png

Starts tauri-driver (which starts WebKitWebDriver, which starts APP), waits
for the page to finish its first draw, clicks About, and checks that the box
says "blunderDB" and "Version VERSION"; saves a WebDriver screenshot of the
window with the box open to SHOT.png. Standard library only (W3C WebDriver
over HTTP), so it runs with Debian's python3 and nothing installed.
"""

import base64
import http.client
import json
import signal
import socket
import subprocess
import sys
import time
import urllib.request

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(base, method, path, body=None, timeout=60, tries=3):
    """One WebDriver command. tauri-driver now and then closes a connection
    without an answer (about one command in 300 here); the commands sent are
    safe to repeat (a second click on About leaves the box open), so a
    dropped connection is tried again."""
    data = json.dumps(body).encode() if body is not None else None
    for attempt in range(tries):
        req = urllib.request.Request(base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return json.load(r)["value"]
        except (http.client.RemoteDisconnected, ConnectionResetError):
            if attempt == tries - 1:
                raise
            time.sleep(0.3)


def wait_for(what, check, seconds):
    deadline = time.monotonic() + seconds
    last = None
    while True:
        try:
            got = check()
            if got:
                return got
        except Exception as e:  # not there yet: the page or the server is still starting
            last = e
        if time.monotonic() > deadline:
            sys.exit(f"bundle-about: timed out waiting for {what} (last error: {last!r})")
        time.sleep(0.2)


def main():
    app, version, shot = sys.argv[1:4]
    port, native = free_port(), free_port()
    driver = subprocess.Popen(["tauri-driver", "--port", str(port), "--native-port", str(native)],
                              stdout=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for("tauri-driver", lambda: socket.create_connection(("127.0.0.1", port), 1).close() or True, 20)
        caps = {"capabilities": {"alwaysMatch": {"tauri:options": {"application": app}}}}
        # tauri-driver listens before WebKitWebDriver behind it does, and then
        # drops the first request: try the session a few times.
        session = wait_for("a WebDriver session",
                           lambda: call(base, "POST", "/session", caps, timeout=90)["sessionId"], 60)
        s = f"/session/{session}"
        try:
            script = {"script": "return document.body.dataset.ready === '1'", "args": []}
            wait_for("the page's first draw", lambda: call(base, "POST", s + "/execute/sync", script), 30)

            def find(css):
                return call(base, "POST", s + "/element", {"using": "css selector", "value": css})[ELEMENT]

            def text(css):
                return call(base, "GET", f"{s}/element/{find(css)}/text")

            call(base, "POST", f"{s}/element/{find('#about-btn')}/click", {})
            wait_for("the About box", lambda: text("#about-version"), 10)
            name, shown = text("#about-name"), text("#about-version")
            licence = text("#about-licence")
            time.sleep(0.5)  # let the box paint before the screenshot
            with open(shot, "wb") as f:
                f.write(base64.b64decode(call(base, "GET", s + "/screenshot")))
            if name != "blunderDB" or shown != f"Version {version}" or "MIT" not in licence:
                sys.exit(f"bundle-about: the box says {name} / {shown} / {licence}, "
                         f"expected blunderDB / Version {version} / MIT (screenshot {shot})")
            print(f"  ok: About box: {name} / {shown} / {licence}; screenshot {shot}")
        finally:
            # Ending the session quits the app, and WebKitWebDriver sometimes
            # closes the connection before answering: that is not a failure.
            try:
                call(base, "DELETE", s, timeout=20, tries=1)
            except OSError:
                pass
    finally:
        # SIGTERM, not SIGKILL: tauri-driver then stops WebKitWebDriver too.
        driver.send_signal(signal.SIGTERM)
        driver.wait(timeout=20)


if __name__ == "__main__":
    main()
