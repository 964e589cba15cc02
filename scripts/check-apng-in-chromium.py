#!/usr/bin/env python3
"""Opens an animated preview in headless Chromium and checks that it plays.

Chromium shows the page with the animated PNG; two screenshots taken 0.2 s and 1.0 s after it
loaded (real time, over the DevTools protocol) must differ. Usage:

    scripts/check-apng-in-chromium.py out/spring-card/spring-card/animation.png [screenshot-dir]

Needs Chromium (`apt-get install chromium`); uses only Python's standard library.
"""
import base64, json, os, shutil, socket, struct, subprocess, sys, tempfile, time, urllib.request


class DevTools:
    """A minimal WebSocket client for one DevTools target (text frames, client-masked)."""

    def __init__(self, url):
        host, rest = url[len("ws://"):].split("/", 1)
        name, port = host.split(":")
        self.sock = socket.create_connection((name, int(port)), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{rest} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            response += self.sock.recv(1)
        if b" 101 " not in response.split(b"\r\n")[0]:
            raise RuntimeError(f"websocket handshake failed: {response[:80]!r}")
        self.next_id = 0

    def _send(self, text):
        data = text.encode()
        header = bytes([0x81])
        n = len(data)
        header += bytes([0x80 | n]) if n < 126 else (bytes([0x80 | 126]) + struct.pack(">H", n) if n < 65536 else bytes([0x80 | 127]) + struct.pack(">Q", n))
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _exactly(self, n):
        out = b""
        while len(out) < n:
            chunk = self.sock.recv(n - len(out))
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            out += chunk
        return out

    def _receive(self):
        message = b""
        while True:
            b0, b1 = self._exactly(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._exactly(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._exactly(8))[0]
            message += self._exactly(n)
            if b0 & 0x80:
                return json.loads(message)

    def call(self, method, **params):
        self.next_id += 1
        self._send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            reply = self._receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    apng = os.path.abspath(sys.argv[1])
    shots = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else tempfile.mkdtemp()
    if not os.path.isfile(apng):
        print(f"no {apng}: run scripts/example.sh first", file=sys.stderr)
        return 2
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        print("Chromium is not installed (apt-get install chromium)", file=sys.stderr)
        return 2
    os.makedirs(shots, exist_ok=True)
    shutil.copy(apng, os.path.join(shots, "animation.png"))
    page = os.path.join(shots, "page.html")
    with open(page, "w") as f:
        f.write('<!doctype html><body style="margin:0;background:#fff"><img id="a" src="animation.png"></body>')
    port = 9300 + os.getpid() % 500
    profile = tempfile.mkdtemp()
    proc = subprocess.Popen([browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             f"--remote-debugging-port={port}", f"--user-data-dir={profile}", "--window-size=400,600",
                             "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        targets = None
        for _ in range(100):
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=2))
                if any(t.get("type") == "page" for t in targets):
                    break
            except OSError:
                pass
            time.sleep(0.2)
        target = next(t for t in targets if t.get("type") == "page")
        tools = DevTools(target["webSocketDebuggerUrl"])
        tools.call("Page.enable")
        tools.call("Page.navigate", url="file://" + page)
        for _ in range(100):
            done = tools.call("Runtime.evaluate", expression="document.getElementById('a').complete", returnByValue=True)
            if done.get("result", {}).get("value"):
                break
            time.sleep(0.05)
        size = tools.call("Runtime.evaluate", expression="[a.naturalWidth, a.naturalHeight]", returnByValue=True)["result"]["value"]
        shots_taken = []
        start = time.monotonic()
        for moment in (0.2, 1.0):
            time.sleep(max(0, moment - (time.monotonic() - start)))
            data = base64.b64decode(tools.call("Page.captureScreenshot", format="png")["data"])
            path = os.path.join(shots, f"at-{moment:.1f}s.png")
            with open(path, "wb") as f:
                f.write(data)
            shots_taken.append((path, data))
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(profile, ignore_errors=True)
    if size[0] == 0:
        print("Chromium could not decode the image", file=sys.stderr)
        return 1
    if shots_taken[0][1] == shots_taken[1][1]:
        print(f"the animation did not move between 0.2 s and 1.0 s: {shots_taken[0][0]}", file=sys.stderr)
        return 1
    print(f"plays in Chromium ({size[0]}×{size[1]}): {shots_taken[0][0]} and {shots_taken[1][0]} differ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
