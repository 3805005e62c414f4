// The firmware header, compiled for real: a host C++ program includes dist/ems_console.h and writes the array
// back out; the bytes must be dist/index.html.gz exactly and the ETag the sha256 of those bytes.
// Needs a build (`node build.mjs`) and g++.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const DIST = fileURLToPath(new URL('../../dist', import.meta.url))
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ems-header-'))

const PROGRAM = `#include "ems_console.h"
#include <cstdio>
#include <cstring>

static_assert(sizeof(EMS_CONSOLE_HTML_GZ) == EMS_CONSOLE_HTML_GZ_LEN, "LEN must equal sizeof the array");

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  FILE *f = std::fopen(argv[1], "wb");
  if (!f) return 3;
  size_t n = std::fwrite(EMS_CONSOLE_HTML_GZ, 1, EMS_CONSOLE_HTML_GZ_LEN, f);
  std::fclose(f);
  std::printf("%s\\n%s\\n%zu\\n", EMS_CONSOLE_ETAG, EMS_CONSOLE_CONTENT_TYPE, sizeof(EMS_CONSOLE_HTML_GZ));
  return n == EMS_CONSOLE_HTML_GZ_LEN && sizeof(EMS_CONSOLE_HTML_GZ) == EMS_CONSOLE_HTML_GZ_LEN ? 0 : 1;
}
`

let out // what the program printed: etag, content type, sizeof

test('the header compiles with g++ -Wall -Wextra -Werror and the program runs', () => {
  assert.ok(fs.existsSync(path.join(DIST, 'ems_console.h')), 'dist/ems_console.h is missing: run node build.mjs')
  fs.writeFileSync(path.join(tmp, 'main.cpp'), PROGRAM)
  const exe = path.join(tmp, 'dump')
  execFileSync('g++', ['-std=c++11', '-Wall', '-Wextra', '-Werror', '-I', DIST, '-o', exe, path.join(tmp, 'main.cpp')], { stdio: 'inherit' })
  out = execFileSync(exe, [path.join(tmp, 'bytes.gz')], { encoding: 'utf8' }).trim().split('\n')
})

test('the array is dist/index.html.gz byte for byte, and gunzips to dist/index.html', () => {
  const gz = fs.readFileSync(path.join(DIST, 'index.html.gz'))
  const dumped = fs.readFileSync(path.join(tmp, 'bytes.gz'))
  assert.is(dumped.length, gz.length)
  assert.ok(dumped.equals(gz), 'bytes differ')
  assert.is(Number(out[2]), gz.length, 'sizeof')
  assert.ok(gunzipSync(dumped).equals(fs.readFileSync(path.join(DIST, 'index.html'))))
})

test('the ETag is strong and is the sha256 of the gzip bytes; the type is text/html', () => {
  const gz = fs.readFileSync(path.join(DIST, 'index.html.gz'))
  const hex = createHash('sha256').update(gz).digest('hex')
  const m = /^"([0-9a-f]{16,64})"$/.exec(out[0])
  assert.ok(m, `not a quoted hex ETag: ${out[0]}`)
  assert.ok(hex.startsWith(m[1]), 'ETag is not the sha256 of dist/index.html.gz')
  assert.is(out[1], 'text/html')
})

test.after(() => fs.rmSync(tmp, { recursive: true, force: true }))
test.run()
