// `npm run dev`: esbuild's watch mode with dist/ rewritten after every rebuild, and the emulator run beside it
// (it serves dist/ and tells the page to reload). Apart from the one-off build because it never returns.

import { spawn } from 'node:child_process'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { report } from './budget.mjs'
import { options } from './esbuild-options.mjs'
import { ROOT } from './paths.mjs'
import { emit } from './write-dist.mjs'

export async function watch(args) {
  let first
  const firstBuild = new Promise((resolve) => (first = resolve))
  const finish = {
    name: 'finish',
    setup(build) {
      let started = 0
      build.onStart(() => void (started = Date.now()))
      build.onEnd(async (result) => {
        if (!result.errors.length) {
          try {
            const { html, gz } = await emit(result, args.dev)
            report(html, gz, args.dev, Date.now() - started)
          } catch (e) {
            console.error(e.message)
          }
        }
        first()
      })
    },
  }
  const opts = options({ dev: args.dev, sourcemap: args.dev ? 'inline' : false })
  const ctx = await esbuild.context({ ...opts, plugins: [...opts.plugins, finish] })
  await ctx.watch()
  await firstBuild
  console.log('watching src/ and locales/ (everything the page imports)')
  let child
  if (args.emulator) {
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx')
    child = spawn(tsx, ['emulator/main.ts', '--dev', ...args.rest], { cwd: ROOT, stdio: 'inherit' })
    child.on('exit', (code) => {
      console.error(`emulator exited (${code}); stopping`)
      void ctx.dispose().then(() => process.exit(code ?? 1))
    })
  }
  const stop = () => {
    child?.kill()
    void ctx.dispose().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
