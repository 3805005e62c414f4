// Never more than 3 requests in flight (docs/console.md §7): an ESP32 serves only a handful of sockets at once.
const MAX_IN_FLIGHT = 3
let inFlight = 0
const waiting: (() => void)[] = []

/** Runs `run` once fewer than 3 calls are open; queued calls start in order as earlier ones finish. */
export async function limited<T>(run: () => Promise<T>): Promise<T> {
  if (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((go) => waiting.push(go))
  inFlight++
  try {
    return await run()
  } finally {
    inFlight--
    waiting.shift()?.()
  }
}
