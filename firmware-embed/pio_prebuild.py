"""PlatformIO pre-build step: writes the EMS Console into an EMS-ESP 3.6.x firmware build.

firmware-embed/pio_local.ini puts this script in place of the firmware's pre:scripts/build_interface.py.
Before each build it
1. runs `npm ci` when the console has no node_modules yet, or when package-lock.json is newer than
   node_modules/.package-lock.json (the record npm keeps of what it installed);
2. runs `npm run build` when dist/WWWData.h is missing or older than anything the build reads (SOURCES,
   the same list as BUILD_INPUTS in build/stale.mjs);
3. copies dist/WWWData.h to lib/framework/WWWData.h of the firmware project, only when its content changed
   (so nothing recompiles needlessly).
A clean (`pio run -t clean`) does none of this, like the script it replaces.

The destination may be changed with the option `custom_ems_console_header` (relative to the firmware's folder)
or the environment variable EMS_CONSOLE_HEADER; the console's folder is the one above this script, or
EMS_CONSOLE_DIR. Outside PlatformIO it runs as a plain script:
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


# What the header is built from (folders are searched, node_modules skipped): BUILD_INPUTS of build/stale.mjs.
SOURCES = [
    "src",
    "locales",
    "build.mjs",
    "build",
    "firmware-embed",
    "tsconfig.json",
    "package.json",
    "package-lock.json",
]
HEADER = "WWWData.h"
# Where EMS-ESP 3.6.x includes it from (its own build would write the firmware's interface there).
FIRMWARE_HEADER = os.path.join("lib", "framework", HEADER)


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
    dest = os.environ.get("EMS_CONSOLE_HEADER") or env.GetProjectOption("custom_ems_console_header", FIRMWARE_HEADER)
    try:
        refresh(os.path.join(project, dest))
    except (RuntimeError, subprocess.CalledProcessError) as e:
        sys.stderr.write("ems-console: %s\n" % e)
        env.Exit(1)
elif __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="Build the EMS Console header if stale and copy it.")
    parser.add_argument("--dest", default=os.environ.get("EMS_CONSOLE_HEADER"), help="where to copy the header")
    a = parser.parse_args()
    try:
        refresh(a.dest or os.path.join(console_dir(), "dist", HEADER))
    except (RuntimeError, subprocess.CalledProcessError) as e:
        sys.exit("ems-console: %s" % e)
