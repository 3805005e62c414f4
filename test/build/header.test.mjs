// dist/WWWData.h, compiled for real as EMS-ESP's web server file uses it (ESP8266React.cpp up to 3.7.1,
// ESP32React.cpp from 3.7.2): a host program includes it (against a minimal Arduino String of our own,
// test/build/arduino-stub/Arduino.h), hands WWWData::registerRoutes a lambda of the firmware's shape, and writes
// out what the lambda receives. Once per release's lambda (3.6.0-3.6.4: four arguments; 3.6.5 to 3.8.0: five,
// the last the ETag), with -std=c++11 (what the header promises) and the standard that release builds with:
// the bytes must be dist/index.html.gz exactly, under /index.html as text/html, and the ETag the emulator's.
// A handler of neither shape must not compile. Needs a build (`node build.mjs`) and g++.
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const DIST = fileURLToPath(new URL('../../dist', import.meta.url))
const STUB = fileURLToPath(new URL('./arduino-stub', import.meta.url))
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-header-'))

/** A program whose handler takes `params` (the firmware's lambda parameters) and prints what it got;
 *  `more`: a statement printing the parameters beyond the fourth. The page's name is also looked up the way
 *  3.8.0 does (strcmp, exact) and remembered in a local captured by reference, as 3.8.0's lambda does with its
 *  not-found handler; the older releases compare /index.html by equals() or by its first 11 characters, which
 *  the exact name passes too. */
const program = (params, more = '') => `#include <WWWData.h>
#include <cstdio>
#include <cstring>

int main(int argc, char ** argv) {
    if (argc != 2) return 2;
    std::FILE * out = std::fopen(argv[1], "wb");
    if (!out) return 3;
    int calls = 0;
    const char * index = "none";
    // captures, as the firmware's lambda does: registerRoutes must take any closure, not a plain function
    WWWData::registerRoutes([out, &calls, &index](${params}) {
        ++calls;
        std::fwrite(content, 1, len, out);
        std::printf("uri=%s\\ntype=%s\\nlen=%lu\\n", String(uri).c_str(), contentType.c_str(), (unsigned long)len);
        if (std::strcmp(String(uri).c_str(), "/index.html") == 0) index = "found";
        ${more}
    });
    std::fclose(out);
    std::printf("calls=%d\\nindex=%s\\n", calls, index);
    return 0;
}
`

const OLD = 'const String & uri, const String & contentType, const uint8_t * content, size_t len'
const WITH_HASH = 'const char * uri, const String & contentType, const uint8_t * content, size_t len, const String & hash'
const PRINT_HASH = 'std::printf("hash=%s\\n", hash.c_str());'

// The lambda the firmware hands registerRoutes, per release, and the C++ standard its platformio.ini builds with
// (the last -std= wins: 3.8.0 passes -std=c++17 then -std=gnu++17), and c++11 once for each of the two
// argument lists, since the header promises plain C++11.
const SHAPES = {
  '3.6.0-3.6.4': { params: OLD, stds: ['c++11', 'gnu++17'] }, // gnu++11 (the default), gnu++17 in 3.6.2
  '3.6.5': { params: WITH_HASH, more: PRINT_HASH, stds: ['c++11', 'gnu++17'] },
  '3.7.0-3.7.1': { params: WITH_HASH, more: PRINT_HASH, stds: ['gnu++2a'] },
  '3.7.2': { params: WITH_HASH, more: PRINT_HASH, stds: ['gnu++17'] },
  '3.8.0': { params: WITH_HASH, more: PRINT_HASH, stds: ['gnu++17'] },
}

/** Compiles `source` with g++ (warnings are errors); returns { ok, exe, stderr }. */
function compile(name, source, std) {
  const src = path.join(tmp, `${name}.cpp`)
  const exe = path.join(tmp, name)
  fs.writeFileSync(src, source)
  const r = spawnSync('g++', [`-std=${std}`, '-Wall', '-Wextra', '-Werror', '-I', STUB, '-I', DIST, '-o', exe, src], { encoding: 'utf8' })
  return { ok: r.status === 0, exe, stderr: r.stderr }
}

/** Runs a compiled program: what it printed as { uri, type, len, hash?, calls } and the bytes it wrote. */
function registered(exe) {
  const file = exe + '.bytes'
  const printed = execFileSync(exe, [file], { encoding: 'utf8' })
  return {
    ...Object.fromEntries(
      printed
        .trim()
        .split('\n')
        .map((l) => l.split(/=(.*)/s).slice(0, 2)),
    ),
    bytes: fs.readFileSync(file),
  }
}

test.before(() => {
  assert.ok(fs.existsSync(path.join(DIST, 'WWWData.h')), 'dist/WWWData.h is missing: run node build.mjs')
})

for (const [release, shape] of Object.entries(SHAPES)) {
  const hash = !!shape.more
  for (const std of shape.stds) {
    test(`EMS-ESP ${release} handler, -std=${std}: called once with the page's bytes, /index.html, text/html${hash ? ', the ETag' : ''}`, () => {
      const name = `${release}-${std}`.replace(/[^\w-]/g, '_')
      const c = compile(name, program(shape.params, shape.more), std)
      assert.ok(c.ok, `g++ failed:\n${c.stderr}`)
      const got = registered(c.exe)
      const gz = fs.readFileSync(path.join(DIST, 'index.html.gz'))
      assert.is(got.calls, '1', 'registerRoutes must call the handler exactly once')
      assert.is(got.uri, '/index.html')
      assert.is(got.index, 'found', 'the page must be found under its exact name')
      assert.is(got.type, 'text/html')
      assert.is(Number(got.len), gz.length, 'len')
      assert.ok(got.bytes.equals(gz), 'the registered bytes are not dist/index.html.gz')
      if (hash) {
        // what emulator/page.ts sends (test/unit/emulator/page.test.ts pins that form): sha256 of the gzip, quoted.
        // The firmware only echoes it and compares it, so the same value does for 3.8.0 as for 3.6.5.
        assert.is(got.hash, `"${createHash('sha256').update(gz).digest('hex')}"`)
      } else {
        assert.is(got.hash, undefined)
      }
    })
  }
}

test('a handler of neither shape does not compile (no overload takes it silently)', () => {
  // five arguments, but the fifth an int: the ETag cannot be passed to it
  const params = 'const String & uri, const String & contentType, const uint8_t * content, size_t len, int hash'
  const c = compile('wrong-shape', program(params, 'std::printf("hash=%d\\n", hash);'), 'c++11')
  assert.not.ok(c.ok, 'a handler whose hash is an int compiled')
  assert.match(c.stderr, /no matching function for call to [^\n]*registerRoutes/)
})

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
