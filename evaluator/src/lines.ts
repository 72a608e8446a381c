// Reading a JSON Lines file line by line in chunks, shared by the run store and the bundle verifier.
import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Calls `visit` with each line of a file (without its newline) and its 1-based number, reading in
 * chunks: a run or a bundle of a real model outgrows the longest string V8 makes long before a line does.
 * `visit` returning false stops the reading.
 */
export function forEachLine(path: string, visit: (line: string, number: number) => boolean | undefined): void {
  const fd = openSync(path, 'r');
  try {
    const chunk = Buffer.alloc(1 << 20);
    let pending: Buffer[] = [];
    let number = 0;
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      let start = 0;
      for (let newline = chunk.indexOf(0x0a, 0); newline !== -1 && newline < read; ) {
        pending.push(chunk.subarray(start, newline));
        if (visit(Buffer.concat(pending).toString('utf8'), ++number) === false) return;
        pending = [];
        start = newline + 1;
        newline = chunk.indexOf(0x0a, start);
      }
      if (start < read) pending.push(Buffer.from(chunk.subarray(start, read)));
    }
    if (pending.length > 0) visit(Buffer.concat(pending).toString('utf8'), ++number);
  } finally {
    closeSync(fd);
  }
}
