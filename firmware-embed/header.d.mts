// Types of header.mjs for the TypeScript that imports it (the emulator sends the same ETag as the firmware).
/** Strong ETag of the gzipped page: its sha256 in hex, quoted. */
export function etagOf(gz: Uint8Array): string
export function headerText(gz: Uint8Array): string
export function writeHeader(gz: Uint8Array, file: string): void
