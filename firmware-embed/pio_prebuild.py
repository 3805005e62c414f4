"""PlatformIO pre-build step: writes the EMS Console into an EMS-ESP 3.6.0 to 3.8.x firmware build.

firmware-embed/pio_local.ini makes the firmware's board environments run this script (in place of the
firmware's pre:scripts/build_interface.py where a release has it there). Before each build it
1. runs `npm ci` when the console has no node_modules yet, or when package-lock.json is newer than
   node_modules/.package-lock.json (the record npm keeps of what it installed);
2. runs `npm run build` when dist/WWWData.h is missing or older than anything the build reads (SOURCES,
   the same list as BUILD_INPUTS in tools/stale.mjs);
3. copies dist/WWWData.h beside the firmware file that includes it (firmware_header()), only when its content
   changed (so nothing recompiles needlessly).
A clean (`pio run -t clean`) does none of this, like the script it replaces.

The destination may be changed with the option `custom_ems_console_header` (relative to the firmware's folder)
or the environment variable EMS_CONSOLE_HEADER; the console's folder is the one above this script, or
EMS_CONSOLE_DIR. Outside PlatformIO it runs as a plain script:
    python3 pio_prebuild.py --firmware DIR    (the header goes where that firmware folder includes it from)
    python3 pio_prebuild.py [--dest FILE]
"""

import inspect
import os
import shutil
import subprocess
import sys


def console_dir():
    if os.environ.get("EMS_CONSOLE_DIR"):
        return os.path.abspath(os.environ["EMS_CONSOLE_DIR"])
    # SCons runs extra scripts without __file__; the current frame still knows the file name.
    here = os.path.abspath(inspect.getframeinfo(inspect.currentframe()).filename)
    return os.path.dirname(os.path.dirname(here))


def newest_mtime(root, names):
    newest = 0.0
    for name in names:
        path = os.path.join(root, name)
        if os.path.isfile(path):
            newest = max(newest, os.path.getmtime(path))
        for folder, dirs, files in os.walk(path):
            dirs[:] = [d for d in dirs if d != "node_modules"]
            for f in files:
                newest = max(newest, os.path.getmtime(os.path.join(folder, f)))
    return newest


# What the header is built from (folders are searched, node_modules skipped): BUILD_INPUTS of tools/stale.mjs.
SOURCES = [
    "src",
    "locales",
    "build.mjs",
    "tools",
    "firmware-embed",
    "tsconfig.json",
    "package.json",
    "package-lock.json",
]
HEADER = "WWWData.h"
# The firmware file that includes WWWData.h, newest layout first: src/ESP32React/ESP32React.cpp from 3.7.2 on,
# lib/framework/ESP8266React.cpp in 3.6.0 to 3.7.1. Both include it by its bare name, which the compiler looks
# for beside the including file first (3.6.0-3.6.4 write <WWWData.h>, found there as a library folder), so the
# header goes into that file's folder: the same place the firmware's own web build writes it.
INCLUDERS = [
    os.path.join("src", "ESP32React", "ESP32React.cpp"),
    os.path.join("lib", "framework", "ESP8266React.cpp"),
]


def firmware_header(project):
    """Where the firmware in `project` reads WWWData.h from, relative to it: beside the first of INCLUDERS that
    exists and names the header. Asking the source rather than a version number keeps working for a release
    that keeps either layout, and an unknown layout stops the build instead of writing a file nothing reads."""
    for includer in INCLUDERS:
        path = os.path.join(project, includer)
        if os.path.isfile(path):
            with open(path, encoding="utf-8", errors="replace") as f:
                if HEADER in f.read():
                    return os.path.join(os.path.dirname(includer), HEADER)
    raise RuntimeError(
        "no %s found in %s that includes %s: not an EMS-ESP 3.6-3.8 firmware folder? Set "
        "custom_ems_console_header (or EMS_CONSOLE_HEADER) to where its web server includes the header from"
        % (" or ".join(INCLUDERS), project, HEADER)
    )


def needs_install(root):
    """True when node_modules is missing or older than package-lock.json."""
    installed = os.path.join(root, "node_modules", ".package-lock.json")
    if not os.path.isdir(os.path.join(root, "node_modules")) or not os.path.isfile(installed):
        return True
    lock = os.path.join(root, "package-lock.json")
    return os.path.isfile(lock) and os.path.getmtime(lock) > os.path.getmtime(installed)


def npm(root, *args):
    exe = shutil.which("npm") or shutil.which("npm.cmd")
    if not exe:
        raise RuntimeError("npm not found: Node.js 20+ is needed to build the EMS Console")
    print("ems-console: npm " + " ".join(args), flush=True)
    subprocess.run([exe, *args], cwd=root, check=True)


def refresh(dest):
    """Builds when needed and copies the header to dest. Returns the header path in the console's dist/."""
    root = console_dir()
    header = os.path.join(root, "dist", HEADER)
    if needs_install(root):
        npm(root, "ci")
    sources = newest_mtime(root, SOURCES)
    if not os.path.isfile(header) or os.path.getmtime(header) < sources:
        npm(root, "run", "build")
    else:
        print("ems-console: header up to date", flush=True)
    with open(header, "rb") as f:
        new = f.read()
    old = None
    if os.path.isfile(dest):
        with open(dest, "rb") as f:
            old = f.read()
    if old != new:
        os.makedirs(os.path.dirname(os.path.abspath(dest)), exist_ok=True)
        shutil.copyfile(header, dest)
        print("ems-console: copied header to " + dest, flush=True)
    return header


try:
    Import("env")  # noqa: F821 -- SCons provides Import() and env inside PlatformIO
except NameError:
    env = None

if env is not None and env.IsCleanTarget():
    pass  # cleaning: nothing to build
elif env is not None:
    project = env.subst("$PROJECT_DIR")
    try:
        dest = os.environ.get("EMS_CONSOLE_HEADER") or env.GetProjectOption("custom_ems_console_header", "")
        refresh(os.path.join(project, dest or firmware_header(project)))
    except (RuntimeError, subprocess.CalledProcessError) as e:
        sys.stderr.write("ems-console: %s\n" % e)
        env.Exit(1)
elif __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="Build the EMS Console header if stale and copy it.")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--dest", default=os.environ.get("EMS_CONSOLE_HEADER"), help="where to copy the header")
    where.add_argument("--firmware", metavar="DIR", help="an EMS-ESP folder: copy the header to where it reads it")
    a = parser.parse_args()
    try:
        if a.firmware:
            dest = os.path.join(a.firmware, firmware_header(a.firmware))
        else:
            dest = a.dest or os.path.join(console_dir(), "dist", HEADER)
        refresh(dest)
    except (RuntimeError, subprocess.CalledProcessError) as e:
        sys.exit("ems-console: %s" % e)
