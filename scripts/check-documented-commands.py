#!/usr/bin/env python3
"""Runs every command README and docs tell a user to type, as written.

Each ```sh block and each GitHub Actions ```yaml block of README.md, docs/*.md, docs/presets/*.md
and golden/README.md is found here by its file and first command, and run in the place a user
would run it:

- host: in a scratch project (configs taken from the docs' own JSON blocks) with `render-preview`
  on PATH; a `# …` line after a command is the output it must print;
- swift root: on a bare Debian 12 root that has Swift and nothing of render-preview's
  (scripts/bare-root.sh) — the set-up, `make install` and `make dist`, and docs/ci.md's workflow
  run as GitHub Actions would run it in a `swift:` container, through this repository's
  action.yml;
- debian root: a bare Debian 12 root without Swift — the release archive, with exactly the
  packages the docs name, which must be the packages of the libraries its binary is linked
  against (`ldd`), no more and no fewer.

A block that is in the docs but not in PLANS, or a plan whose block is gone, fails: documenting a
command means testing it. The few that cannot run here say why in PLANS.

The bare roots share this repository's build folder (mounted at its own path, as a restored
actions/cache would be): the release build scripts/test.sh has just made is up to date there,
so `make install` and `make dist` relink nothing unless the root's packages change the build's
inputs — a missing pkg-config, header or library still fails where a user would see it fail. Not
exercised: a cold build (packages resolved afresh), and Swift 6.1 itself (this machine's
toolchain runs in the root).

Usage: scripts/check-documented-commands.py [--only host|roots] [--binary FILE]
"""

import argparse
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

import yaml

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = ["README.md", "golden/README.md", "fonts/README.md"] + sorted(
    os.path.relpath(p, REPO) for p in glob.glob(os.path.join(REPO, "docs/**/*.md"), recursive=True))


class Failure(Exception):
    """A documented command did not do what its docs say."""


def fenced_blocks(doc):
    """(language, first line number, text) of every fenced block in `doc`."""
    blocks, lines = [], open(os.path.join(REPO, doc), encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^```(\w*)\s*$", lines[i])
        if m:
            j = i + 1
            while j < len(lines) and lines[j].rstrip() != "```":
                j += 1
            blocks.append((m.group(1), i + 2, "\n".join(lines[i + 1:j])))
            i = j
        i += 1
    return blocks


def commands(text):
    """The block's commands, each with the output lines documented after it (`# …` lines)."""
    result = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        if line.startswith("#"):
            if result:
                result[-1][1].append(line[1:].strip())
            continue
        result.append((line, []))
    return result


def first_command(text):
    found = commands(text)
    return found[0][0].split("  #")[0].strip() if found else ""


# --- the places commands run ---------------------------------------------------------------

def run(cmd, cwd, env=None, timeout=900, check=True):
    done = subprocess.run(["bash", "-c", cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    if check and done.returncode != 0:
        raise Failure(f"`{cmd}` exited {done.returncode}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    return done


def in_root(kind, root, script, keep=True, timeout=1500):
    """Runs a bash script as root in the bare root at `root`; returns (exit code, output)."""
    args = [os.path.join(REPO, "scripts/bare-root.sh"), "run", kind, root] + (["--keep"] if keep else []) + ["--", script]
    # Its own process group: a time-out ends everything it started, chrooted processes included.
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        raise Failure(f"a bare-root command took over {timeout} s and was stopped:\n{(out or '')[-3000:]}")
    return proc.returncode, out


def json_block(doc, contains):
    """The text of `doc`'s JSON block that contains `contains`: the docs' own configs."""
    for lang, _, text in fenced_blocks(doc):
        if lang == "json" and contains in text:
            return text
    raise Failure(f"{doc}: no JSON block containing {contains!r} (a fixture of this test)")


def card(name, appearance="dark", both=False):
    """README's smallest useful config, renamed (with `both`, in light and dark: two scenes,
    NAME-light and NAME-dark): the team's configs in the scratch project."""
    config = json.loads(json_block("README.md", '"name": "saved"'))
    config["name"], config["appearance"] = name, appearance
    if both:
        config["variants"] = {"appearance": ["light", "dark"]}
    return json.dumps(config, indent=2)


def team_project(path):
    """A team's repository: previews/ (two configs of two scenes each, and an asset catalog's
    Contents.json, which is no config), README's card.json at the top, and goldens recorded for previews/."""
    os.makedirs(os.path.join(path, "previews/Assets.xcassets"), exist_ok=True)
    files = {
        "card.json": json_block("README.md", '"name": "saved"'),
        "previews/saved.json": card("saved", both=True),
        "previews/alerts.json": card("alert", both=True),
        "previews/Assets.xcassets/Contents.json": '{ "info": { "author": "xcode", "version": 1 } }',
    }
    for name, text in files.items():
        with open(os.path.join(path, name), "w", encoding="utf-8") as f:
            f.write(text + "\n")


class Host:
    """A scratch project on this machine with render-preview on PATH."""

    def __init__(self, binary):
        self.binary = binary
        self.tmp = tempfile.mkdtemp(prefix="documented-commands-")
        os.makedirs(os.path.join(self.tmp, "bin"))
        os.symlink(binary, os.path.join(self.tmp, "bin/render-preview"))

    def project(self, name, setup=None):
        path = os.path.join(self.tmp, name)
        os.makedirs(path)
        team_project(path)
        if setup:
            setup(path)
        return path

    def env(self, project):
        env = dict(os.environ)
        env["PATH"] = os.path.join(self.tmp, "bin") + ":" + env["PATH"]
        env["GITHUB_STEP_SUMMARY"] = os.path.join(project, "step-summary.md")
        env.pop("RENDER_PREVIEW_RECORD", None)
        env.pop("RENDER_PREVIEW_SYSTEM_FONTS", None)
        return env

    def block(self, doc, line, text, cwd, serve=(), skip=None):
        """Runs each command of a block in `cwd`, each to exit 0; `serve` lists commands that
        serve until interrupted, `skip` commands not run (with why)."""
        skip = skip or {}
        env = self.env(cwd)
        for command, output in commands(text):
            if any(k in command for k in skip):
                continue
            where = f"{doc}:{line}: `{command}`"
            if any(k in command for k in serve):
                self.serve(command, cwd, env, where)
                continue
            done = run(command, cwd, env, check=False)
            if done.returncode != 0:
                raise Failure(f"{where} exited {done.returncode}, expected 0:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
            printed = [l for l in done.stdout.split("\n") if l.strip()]
            for want in output:
                if want not in printed:
                    raise Failure(f"{where} should print {want!r}; printed:\n{done.stdout}")

    def serve(self, command, cwd, env, where):
        """A command that serves until Ctrl-C: it must say where it serves, then stop cleanly."""
        proc = subprocess.Popen(["bash", "-c", "exec " + command.split("  #")[0]], cwd=cwd, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines = []
        reader = threading.Thread(target=lambda: lines.extend(iter(proc.stdout.readline, "")), daemon=True)
        reader.start()
        deadline = time.time() + 120
        while time.time() < deadline and proc.poll() is None and not any("http://127.0.0.1:" in l for l in lines):
            time.sleep(0.2)
        proc.send_signal(signal.SIGINT)
        try:
            code = proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise Failure(f"{where} did not stop on Ctrl-C")
        reader.join(timeout=10)
        seen = "".join(lines)
        if "http://127.0.0.1:" not in seen or code != 0:
            raise Failure(f"{where} did not serve and stop cleanly (exit {code}):\n{seen}")


# --- the GitHub Actions workflow of docs/ci.md, as a runner would run it --------------------

class Workflow:
    """Runs one job of a workflow (one matrix entry) in a bare Swift root standing for its
    `container:`: `run:` steps with bash -e, `uses:` steps as the actions would act — checkout
    (the team's project is the workspace), this repository's composite action (its action.yml,
    steps and all), actions/cache (the shared build folder is the restored cache) and
    upload-artifact (its path must exist and hold files)."""

    KNOWN = {"actions/checkout", "actions/cache", "actions/upload-artifact"}

    def __init__(self, root, workspace, matrix):
        self.root, self.workspace, self.matrix = root, workspace, matrix
        self.failed, self.uploaded, self.log = False, [], []
        self.files = {"GITHUB_STEP_SUMMARY": "/tmp/gh/summary.md", "GITHUB_PATH": "/tmp/gh/path",
                      "GITHUB_OUTPUT": "/tmp/gh/output", "GITHUB_ENV": "/tmp/gh/env"}

    def expression(self, expr, ctx):
        expr = expr.strip()
        if expr == "github.action_path":
            raise Failure("action.yml: ${{ github.action_path }} is the runner's host path inside a container job; use $GITHUB_ACTION_PATH")
        m = re.fullmatch(r"(matrix|env|inputs|github|runner|steps)\.([\w.-]+)", expr)
        if m:
            value = ctx.get(m.group(1), {})
            for part in m.group(2).split("."):
                value = value.get(part, "") if isinstance(value, dict) else ""
            return str(value)
        raise Failure(f"docs/ci.md: this test does not know the expression ${{{{ {expr} }}}}")

    def substitute(self, value, ctx):
        return re.sub(r"\$\{\{(.*?)\}\}", lambda m: self.expression(m.group(1), ctx), str(value))

    def condition(self, step):
        cond = str(step.get("if", "success()")).replace("${{", "").replace("}}", "").strip()
        if cond == "failure()":
            return self.failed
        if cond == "always()":
            return True
        if cond == "success()":
            return not self.failed
        raise Failure(f"docs/ci.md: this test does not know the condition {cond!r}")

    def take(self, name):
        """The text a step appended to one of the runner's files, which is emptied."""
        path = self.root + self.files[name]
        text = open(path).read() if os.path.exists(path) else ""
        open(path, "w").close()
        return text

    def run_script(self, script, env, path_extra):
        exports = "".join(f"export {k}={json.dumps(v)}\n" for k, v in env.items())
        prelude = ("mkdir -p /tmp/gh && touch " + " ".join(self.files.values()) + "\n"
                   + "".join(f"export {k}={v}\n" for k, v in self.files.items())
                   + f"export GITHUB_WORKSPACE={self.workspace} RUNNER_OS=Linux CI=true\n"
                   + f"export PATH=\"{':'.join(path_extra)}${{PATH:+:$PATH}}\"\n"
                   + f"cd {self.workspace}\n" + exports + "set -e\n")
        code, out = in_root("swift", self.root, prelude + script)
        self.log.append(out)
        return code, out

    def steps(self, steps, ctx, path_extra, where):
        for step in steps:
            if not self.condition(step):
                continue
            name = step.get("name") or step.get("uses") or step.get("run", "").split("\n")[0]
            env = {**ctx["env"], **{k: self.substitute(v, ctx) for k, v in (step.get("env") or {}).items()}}
            if "run" in step:
                code, out = self.run_script(self.substitute(step["run"], ctx), env, path_extra)
                outputs = dict(re.findall(r"^(\w[\w-]*)=(.*)$", self.take("GITHUB_OUTPUT"), re.M))
                if step.get("id"):
                    ctx["steps"][step["id"]] = {"outputs": outputs}
                path_extra[:0] = [p for p in self.take("GITHUB_PATH").split("\n") if p.strip()]
                if code != 0:
                    self.failed = True
                    self.log.append(f"{where}: step `{name}` failed (exit {code})")
                continue
            uses = step["uses"]
            action, _, ref = uses.partition("@")
            with_ = {k: self.substitute(v, ctx) for k, v in (step.get("with") or {}).items()}
            if action == "actions/checkout":
                continue  # the workspace is the team's project, checked out
            if action == "actions/cache":
                continue  # this repository's build folder is mounted at its own path: restored
            if action == "actions/upload-artifact":
                path = os.path.join(self.root + self.workspace, with_["path"].rstrip("/"))
                if not os.path.isdir(path) or not os.listdir(path):
                    raise Failure(f"{where}: upload-artifact's path {with_['path']} is empty or missing:\n" + "\n".join(self.log)[-4000:])
                self.uploaded.append((with_.get("name", ""), with_["path"]))
                continue
            if action.endswith("/render-preview") or action == "./":
                spec = yaml.safe_load(open(os.path.join(REPO, "action.yml"), encoding="utf-8"))
                inputs = {k: str(v.get("default", "")) for k, v in spec.get("inputs", {}).items()}
                unknown = set(with_) - set(inputs)
                if unknown:
                    raise Failure(f"{where}: action.yml has no input {sorted(unknown)}")
                inputs.update(with_)
                # A composite action's steps see $GITHUB_ACTION_PATH (this repository, mounted at
                # its own path); `${{ github.action_path }}` is refused (wrong inside a container).
                inner = {**ctx, "inputs": inputs, "env": {**ctx["env"], "GITHUB_ACTION_PATH": REPO}}
                self.steps(spec["runs"]["steps"], inner, path_extra, f"{where} → action.yml")
                continue
            raise Failure(f"{where}: this test does not know the action {uses}")

    def job(self, workflow, where):
        job = next(iter(workflow["jobs"].values()))
        ctx = {"matrix": self.matrix, "env": {k: str(v) for k, v in (workflow.get("env") or {}).items()},
               "github": {"workspace": self.workspace}, "runner": {"os": "Linux", "arch": "X64"}, "steps": {}}
        self.steps(job["steps"], ctx, [], where)
        return self


# --- the plans ---------------------------------------------------------------------------

def readme_card_renders(prefix_bin):
    """A script (for a bare root) that renders README's card with an installed binary, from a
    folder outside the repository."""
    config = json_block("README.md", '"name": "saved"')
    return (f"mkdir -p /tmp/user && cd /tmp/user && cat > card.json <<'JSON'\n{config}\nJSON\n"
            f"{prefix_bin} card.json -o out/ && test -s out/saved/frame_0000.png\n")


def swift_root_user(ctx):
    """README's set-up and install commands, as written, on a machine with only Swift."""
    root = ctx.roots("user")
    blocks = {first_command(t): (l, t) for lang, l, t in fenced_blocks("README.md") if lang == "sh"}
    two = blocks["scripts/example.sh"][1]
    install = next(t for c, (_, t) in blocks.items() if "make install" in t and "make dist" in t)
    script = "set -e\ncd " + REPO + "\n"
    for command, _ in commands(two):
        if "scripts/test.sh" in command:
            continue  # what CI runs on a fresh machine: .ci/run execs it, and it runs this test
        script += command.split("  #")[0] + "\n"
    script += "test -s out/custom-card/custom-card/frame_0000.png\n"
    for command, _ in commands(install):
        script += command.split("  #")[0] + "\n"
    script += readme_card_renders("/usr/local/bin/render-preview")
    script += readme_card_renders("$HOME/.local/bin/render-preview")
    script += "test -x /tmp/stage/usr/local/bin/render-preview && test -s /tmp/stage/usr/local/share/render-preview/fonts/faces/Inter-Regular.otf\n"
    script += f"ls {REPO}/dist/render-preview-*-linux-$(uname -m).tar.gz\n"
    code, out = in_root("swift", root, script, keep=False)
    if code != 0:
        raise Failure(f"README.md's set-up and install commands failed on a bare root with only Swift (exit {code}):\n{out[-6000:]}")
    ctx.say("swift root: README's scripts/example.sh, make install, make install PREFIX=…, DESTDIR=…, make dist")


def workflow_jobs(ctx):
    """docs/ci.md's workflow: a passing shard, and a failing one that uploads its report."""
    yaml_blocks = [(l, t) for lang, l, t in fenced_blocks("docs/ci.md") if lang == "yaml"]
    if len(yaml_blocks) != 1:
        raise Failure(f"docs/ci.md: expected one workflow, found {len(yaml_blocks)}")
    line, text = yaml_blocks[0]
    workflow = yaml.safe_load(text)
    job = next(iter(workflow["jobs"].values()))
    image = str(job.get("container", ""))
    m = re.fullmatch(r"swift:(\d+)\.(\d+)(?:\.\d+)?-bookworm", image)
    if not m or (int(m.group(1)), int(m.group(2))) < (6, 1):
        raise Failure(f"docs/ci.md:{line}: container {image!r}: this test stands for a swift:6.1-bookworm or later image")
    shards = job["strategy"]["matrix"]["shard"]
    root = ctx.roots("ci")
    in_root("swift", root, "true", keep=False)
    for shard, breaks in ((shards[0], False), (shards[-1], True)):
        workspace = f"/github/workspace-{shard}"
        host_path = root + workspace
        os.makedirs(host_path)
        team_project(host_path)
        ctx.record_goldens(host_path)
        if breaks:  # a design change since the goldens: a check that must fail
            for name in os.listdir(os.path.join(host_path, "previews")):
                if name.endswith(".json"):
                    p = os.path.join(host_path, "previews", name)
                    text = open(p).read()
                    open(p, "w").write(text.replace('"size": 20', '"size": 28'))
        flow = Workflow(root, workspace, {"shard": shard}).job(workflow, f"docs/ci.md:{line} (shard {shard})")
        log = "\n".join(flow.log)[-6000:]
        if flow.failed != breaks:
            raise Failure(f"docs/ci.md:{line}: shard {shard} {'passed' if not breaks else 'failed'} "
                          f"where it should {'fail' if breaks else 'pass'}:\n{log}")
        if breaks and not any("failed (exit 1)" in l for l in flow.log):
            raise Failure(f"docs/ci.md:{line}: a changed design should fail the check with exit 1:\n{log}")
        if breaks and not flow.uploaded:
            raise Failure(f"docs/ci.md:{line}: a failing check uploaded no report:\n{log}")
        if not breaks and not os.path.getsize(os.path.join(root, "tmp/gh/summary.md")):
            raise Failure(f"docs/ci.md:{line}: a passing check wrote no step summary:\n{log}")
        junit = glob.glob(os.path.join(host_path, "out", "*.xml"))
        if not junit:
            raise Failure(f"docs/ci.md:{line}: shard {shard} wrote no JUnit file under out/:\n{log}")
    ctx.say(f"swift root: docs/ci.md's workflow through action.yml (shard {shards[0]} passes, shard {shards[-1]} fails and uploads)")


def archive_on_debian(ctx):
    """docs/ci.md's release-archive commands on Debian without Swift, with exactly the packages
    the docs name; the list must be the packages of the libraries the binary is linked against."""
    archives = glob.glob(os.path.join(REPO, "dist/render-preview-*-linux-*.tar.gz"))
    if len(archives) != 1:
        raise Failure(f"expected one archive in dist/ (made by make dist on the swift root), found {archives}")
    archive = archives[0]
    (line, text), = [(l, t) for lang, l, t in fenced_blocks("docs/ci.md") if lang == "sh" and ".tar.gz" in t]
    documented = documented_packages(text, f"docs/ci.md:{line}")
    readme_text = open(os.path.join(REPO, "README.md"), encoding="utf-8").read()
    m = re.search(r"apt-get install -y ([a-z0-9 .+-]+?)`", readme_text)
    if not m or set(m.group(1).split()) != documented:
        raise Failure("README.md's runtime package list differs from docs/ci.md's: "
                      f"{m.group(1) if m else 'none'} vs {' '.join(sorted(documented))}")
    root = ctx.roots("archive")
    in_root("debian", root, "true", keep=False)
    # What a minimal Debian lacks of what the binary is linked against: the packages to name.
    code, base = in_root("debian", root, "dpkg-query -W -f '${Package}\\n'")
    base = set(p.split(":")[0] for p in base.split())
    needed = linked_packages(os.path.join(REPO, ".build/release/render-preview")) - base
    if needed != documented:
        raise Failure(f"docs/ci.md:{line}: the archive's binary needs {' '.join(sorted(needed))} on a bare Debian, "
                      f"the docs name {' '.join(sorted(documented))}")
    workspace = root + "/home/team"
    os.makedirs(workspace)
    team_project(workspace)
    ctx.record_goldens(workspace)
    shutil.copy(archive, workspace)
    script = "set -e\ncd /home/team\n" + "".join(c.split("  #")[0] + "\n" for c, _ in commands(text))
    code, out = in_root("debian", root, script)
    if code != 0:
        raise Failure(f"docs/ci.md:{line}: the release archive's commands failed on Debian without Swift (exit {code}):\n{out[-4000:]}")
    ctx.say(f"debian root: docs/ci.md's archive commands; packages named = packages linked ({len(needed)})")


def documented_packages(text, where):
    m = re.search(r"apt-get install -y ([^\n&;]+)", text)
    if not m:
        raise Failure(f"{where}: no `apt-get install -y …` line")
    return set(m.group(1).split())


def linked_packages(binary):
    """The Debian packages of the shared libraries `binary` names (ldd's direct needs)."""
    needed = re.findall(r"\(NEEDED\).*\[(.+)\]", run(f"readelf -d {binary}", REPO).stdout)
    lines = run(f"ldd {binary}", REPO).stdout
    resolved = dict(re.findall(r"^\s*(\S+) => (\S+)", lines, re.M))
    resolved.update({os.path.basename(p): p for p in re.findall(r"^\s*(/\S+) \(", lines, re.M)})
    packages = set()
    for lib in needed:
        path = os.path.realpath(resolved.get(lib, lib))
        owner = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True)
        if owner.returncode != 0:
            owner = subprocess.run(["dpkg", "-S", path.replace("/usr/lib/", "/lib/", 1)], capture_output=True, text=True)
        if owner.returncode != 0:
            raise Failure(f"{binary} needs {lib} ({path}), which no Debian package owns")
        packages.add(owner.stdout.split(":")[0].strip())
    return packages


class Context:
    def __init__(self, binary):
        self.binary = binary
        self.host = Host(binary)
        self.tmp = tempfile.mkdtemp(prefix="documented-roots-")

    def roots(self, name):
        return os.path.join(self.tmp, name)

    def record_goldens(self, project):
        run(f"{self.binary} record previews/ --golden golden/ --quiet", project)

    def say(self, line):
        print(f"documented-commands: {line}", flush=True)


def host(doc, **options):
    """A plan: the block runs on this machine in a fresh scratch project."""
    def plan(ctx, line, text):
        run_options = {k: v for k, v in options.items() if k != "setup"}
        cwd = ctx.host.project(f"{doc.replace('/', '-')}-{line}", options.get("setup"))
        ctx.host.block(doc, line, text, cwd, **run_options)
        ctx.say(f"host: {doc}:{line}")
    return plan


def in_git(path):
    run("git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm start", path)


def with_examples(path):
    shutil.copytree(os.path.join(REPO, "examples"), os.path.join(path, "examples"))
    shutil.copytree(os.path.join(REPO, "golden/examples"), os.path.join(path, "golden/examples"))


def with_goldens_and_old(path):
    run(f"render-preview record card.json --golden golden/ --quiet", path, env={**os.environ, "PATH": os.path.dirname(path) + "/bin:" + os.environ["PATH"]})
    os.makedirs(os.path.join(path, "old"))
    shutil.copy(os.path.join(path, "card.json"), os.path.join(path, "old/card.json"))
    os.makedirs(os.path.join(path, "configs"))
    open(os.path.join(path, "configs/toasts.json"), "w").write(card("toast-dark"))


def with_stand_in_sf_pro(path):
    """SF Pro cannot ship: the Typeset tests' stand-in variable font (a `wght` and `opsz` axis and
    a `trak` table, built by its make-fonts.py) sits where README puts SF Pro."""
    shutil.copytree(os.path.join(REPO, "Tests/TypesetTests/Fixtures/system-fonts/variable"), os.path.join(path, "fonts/SF-Pro"))


def with_doc_config(doc, contains, name):
    def setup(path):
        open(os.path.join(path, name), "w").write(json_block(doc, contains))
    return setup


SKIP = "skip"
ROOTS = "roots"
PLANS = {
    ("README.md", "scripts/example.sh"): ROOTS,       # swift root: swift_root_user
    ("README.md", "apt-get update && apt-get install -y make"): ROOTS,  # swift root: swift_root_user
    ("README.md", "render-preview card.json -o out/"): host(
        "README.md", serve=["watch"], setup=with_goldens_and_old),
    ("README.md", "render-preview examples/swiftmessages/layouts-and-themes.json --scene cardView-warning --dump-layout"):
        host("README.md", setup=with_examples),
    ("README.md", "render-preview watch card.json"): host("README.md", serve=["watch"], setup=with_goldens_and_old),
    ("README.md", "render-preview audit examples/swiftmessages/layouts-and-themes.json --scene 'cardView-*'"):
        host("README.md", setup=with_examples),
    ("README.md", "render-preview compare golden/ card.json -o out/compare"): host("README.md", setup=with_goldens_and_old),
    ("README.md", "render-preview record previews/ --golden golden/"): host("README.md"),
    ("README.md", "render-preview card.json --system-fonts fonts/SF-Pro -o out/"): host("README.md", setup=with_stand_in_sf_pro),
    ("README.md", "mkdir -p Tests/ToastTests/__Goldens__ && touch Tests/ToastTests/__Goldens__/.gitkeep"): (SKIP, "run as written by scripts/check-consumer.sh in a fresh copy "
                                                                   "of the consumer package, whose build must then give no warning"),
    ("README.md", "make cross-check"): (SKIP, "two Debian sid roots, three builds and every example rendered under qemu-user: "
                                              "30 minutes the first time, 8 after; run by hand as README says"),
    ("README.md", "scripts/fuzz.sh"): (SKIP, "libFuzzer for 10 minutes per target and a sanitizer build of the "
                                             "whole suite: README says they do not run in CI; run by hand"),
    ("docs/ci.md", "apt-get update && apt-get install -y libfreetype6 libgif7 libharfbuzz0b libimagequant0 libpng16-16 "
                   "libssl3 libwebp7 libwebpdemux2 libwebpmux3"): ROOTS,  # debian root: archive_on_debian
    ("docs/ci.md", "render-preview record previews/ --golden golden/"): host("docs/ci.md", setup=in_git),
    ("docs/config.md", "render-preview hello.json -o out/"): host(
        "docs/config.md", setup=with_doc_config("docs/config.md", '"Changes saved"', "hello.json")),
    ("docs/presets/swiftmessages.md", "render-preview session.json -o out/"): host(
        "docs/presets/swiftmessages.md", setup=with_doc_config("docs/presets/swiftmessages.md", '"session"', "session.json")),
    ("golden/README.md", "RENDER_PREVIEW_RECORD=failed swift test --filter ExampleGoldenTests"): host(
        "golden/README.md", setup=with_examples,
        skip={"swift test": "the project's own test suite re-recording itself: scripts/test.sh runs these tests",
              "make goldens": "rewrites every golden of the project from scratch (about 10 minutes)"}),
}


# Swift examples in the docs that must compile and run: each is found, as written (leading
# spaces aside), in a test file the Swift test suite runs.
SWIFT_IN_TESTS = {
    ("README.md", "let expiry = PreviewOverlay"): "Tests/PreviewTestingTests/PreviewOverlayTests.swift",
}


def swift_examples_are_tested():
    failures = []
    for (doc, start), test in SWIFT_IN_TESTS.items():
        blocks = [t for lang, _, t in fenced_blocks(doc) if lang == "swift" and t.lstrip().startswith(start)]
        if len(blocks) != 1:
            failures.append(f"{doc}: expected one swift block starting {start!r}, found {len(blocks)}")
            continue
        wanted = [l.strip() for l in blocks[0].split("\n") if l.strip()]
        have = [l.strip() for l in open(os.path.join(REPO, test), encoding="utf-8").read().split("\n")]
        found = any(have[i:i + len(wanted)] == wanted for i in range(len(have)))
        if not found:
            failures.append(f"{doc}: the swift example starting {start!r} is not in {test} as written")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=["host", "roots"])
    parser.add_argument("--binary", default=os.path.join(REPO, ".build/release/render-preview"))
    args = parser.parse_args()
    ctx = Context(os.path.abspath(args.binary))
    failures, found = [], set()
    try:
        for doc in DOCS:
            for lang, line, text in fenced_blocks(doc):
                if lang not in ("sh", "bash", "shell", "yaml", "yml"):
                    continue
                key = (doc, first_command(text)) if lang in ("sh", "bash", "shell") else (doc, "yaml")
                if lang in ("yaml", "yml"):
                    found.add(key)
                    continue
                plan = PLANS.get(key)
                if plan is None:
                    failures.append(f"{doc}:{line}: a documented command block this test does not run: {key[1]!r} (add it to PLANS)")
                    continue
                found.add(key)
                if plan == ROOTS or args.only == "roots":
                    continue
                if isinstance(plan, tuple):
                    ctx.say(f"not run: {doc}:{line}: {plan[1]}")
                    continue
                try:
                    plan(ctx, line, text)
                except Failure as failure:
                    failures.append(str(failure))
        failures += swift_examples_are_tested()
        for key in PLANS:
            if key not in found:
                failures.append(f"{key[0]}: PLANS names a block that is not there any more: {key[1]!r}")
        if args.only != "host":
            for step in (swift_root_user, workflow_jobs, archive_on_debian):
                try:
                    step(ctx)
                except Failure as failure:
                    failures.append(str(failure))
                    if step is swift_root_user:
                        break  # the archive comes from it
    finally:
        shutil.rmtree(ctx.host.tmp, ignore_errors=True)
        shutil.rmtree(ctx.tmp, ignore_errors=True)
    for failure in failures:
        print(f"documented-commands: FAILED: {failure}", file=sys.stderr)
    if failures:
        sys.exit(1)
    print("documented-commands: every documented command ran as written")


if __name__ == "__main__":
    main()
