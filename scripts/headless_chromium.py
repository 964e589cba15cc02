"""Headless Chromium driven over the DevTools protocol, with Python's standard library only:
used by check-apng-in-chromium.py and check-report-in-chromium.py."""
import base64, json, os, shutil, socket, struct, subprocess, tempfile, time, urllib.request


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



class Browser:
    """A headless Chromium with one page; `with Browser() as page:` gives its DevTools client."""

    def __init__(self, width=1200, height=900):
        self.size = (width, height)

    def __enter__(self):
        binary = shutil.which("chromium") or shutil.which("chromium-browser")
        if not binary:
            raise FileNotFoundError("Chromium is not installed (apt-get install chromium)")
        self.port = 9300 + os.getpid() % 500
        self.profile = tempfile.mkdtemp()
        self.proc = subprocess.Popen([binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                      f"--remote-debugging-port={self.port}", f"--user-data-dir={self.profile}",
                                      f"--window-size={self.size[0]},{self.size[1]}", "about:blank"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        targets = []
        for _ in range(150):
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json/list", timeout=2))
                if any(t.get("type") == "page" for t in targets):
                    break
            except OSError:
                pass
            time.sleep(0.2)
        target = next(t for t in targets if t.get("type") == "page")
        self.tools = DevTools(target["webSocketDebuggerUrl"])
        self.tools.call("Page.enable")
        return self.tools

    def __exit__(self, *exc):
        self.proc.terminate()
        self.proc.wait(timeout=10)
        shutil.rmtree(self.profile, ignore_errors=True)


def evaluate(tools, expression):
    """The value of a JavaScript expression in the page."""
    return tools.call("Runtime.evaluate", expression=expression, returnByValue=True).get("result", {}).get("value")


def wait_for(tools, expression, seconds=20):
    """Waits until the expression is truthy; returns its last value."""
    value = None
    for _ in range(int(seconds / 0.05)):
        value = evaluate(tools, expression)
        if value:
            break
        time.sleep(0.05)
    return value


def screenshot(tools, path, full_page=False):
    params = {"format": "png"}
    if full_page:
        metrics = tools.call("Page.getLayoutMetrics")["cssContentSize"]
        params.update(captureBeyondViewport=True,
                      clip={"x": 0, "y": 0, "width": metrics["width"], "height": metrics["height"], "scale": 1})
    data = base64.b64decode(tools.call("Page.captureScreenshot", **params)["data"])
    with open(path, "wb") as f:
        f.write(data)
    return data
