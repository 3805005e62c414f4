// dist/WWWData.h, compiled for real as EMS-ESP's ESP8266React.cpp uses it: a host program includes it (against a
// minimal Arduino String of our own, test/build/arduino-stub/Arduino.h), hands WWWData::registerRoutes a lambda
// of the firmware's shape, and writes out what the lambda receives. Once per shape (3.6.0-3.6.4: four
// arguments; 3.6.5: five, the last the ETag), each with -std=c++11 and -std=gnu++17 (what 3.6.5 builds with):
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
const STDS = ['c++11', 'gnu++17']

/** A program whose handler takes `params` (the firmware's lambda parameters) and prints what it got;
 *  `more`: a statement printing the parameters beyond the fourth. */
const program = (params, more = '') => `#include <WWWData.h>
#include <cstdio>

int main(int argc, char ** argv) {
    if (argc != 2) return 2;
    std::FILE * out = std::fopen(argv[1], "wb");
    if (!out) return 3;
    int calls = 0;
    // captures, as the firmware's lambda does: registerRoutes must take any closure, not a plain function
    WWWData::registerRoutes([out, &calls](${params}) {
        ++calls;
        std::fwrite(content, 1, len, out);
        std::printf("uri=%s\\ntype=%s\\nlen=%lu\\n", String(uri).c_str(), contentType.c_str(), (unsigned long)len);
        ${more}
    });
    std::fclose(out);
    std::printf("calls=%d\\n", calls);
    return 0;
}
`

// the lambda parameters of lib/framework/ESP8266React.cpp, per release
const SHAPES = {
  '3.6.0-3.6.4': { params: 'const String & uri, const String & contentType, const uint8_t * content, size_t len', hash: false },
  '3.6.5': {
    params: 'const char * uri, const String & contentType, const uint8_t * content, size_t len, const String & hash',
    more: 'std::printf("hash=%s\\n", hash.c_str());',
    hash: true,
  },
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
  for (const std of STDS) {
    test(`EMS-ESP ${release} handler, -std=${std}: called once with the page's bytes, /index.html, text/html${shape.hash ? ', the ETag' : ''}`, () => {
      const name = `${release}-${std}`.replace(/[^\w-]/g, '_')
      const c = compile(name, program(shape.params, shape.more), std)
      assert.ok(c.ok, `g++ failed:\n${c.stderr}`)
      const got = registered(c.exe)
      const gz = fs.readFileSync(path.join(DIST, 'index.html.gz'))
      assert.is(got.calls, '1', 'registerRoutes must call the handler exactly once')
      assert.is(got.uri, '/index.html')
      assert.is(got.type, 'text/html')
      assert.is(Number(got.len), gz.length, 'len')
      assert.ok(got.bytes.equals(gz), 'the registered bytes are not dist/index.html.gz')
      if (shape.hash) {
        // what emulator/page.ts sends (test/unit/emulator-page.test.ts pins that form): sha256 of the gzip, quoted
        assert.is(got.hash, `"${createHash('sha256').update(gz).digest('hex')}"`)
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
