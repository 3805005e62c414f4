// Where the emulator's messages go: the console when run, a collector in tests (server.ts createServer `log`).

export interface Logger {
  info(msg: string): void
  warn(msg: string): void
}
