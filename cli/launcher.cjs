#!/usr/bin/env node
// The installed `kopa` command: runs the bundle (main.cjs beside it) with V8's code cache, since
// Node 20 has no compile cache of its own and compiling the whole bundle is a third of a cold start.
// The build writes the cache; a Node whose V8 rejects it compiles as usual and writes a new one at
// exit or two seconds in (a stdio server is often ended by a signal, which skips `exit`), through a
// temporary file and a rename, so concurrent starts never read half a cache.
'use strict';
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire, wrap } = require('node:module');
const { join } = require('node:path');
const { Script } = require('node:vm');

const file = join(__dirname, 'main.cjs');
const cacheFile = join(__dirname, 'main.cjs.cache');
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // No cache yet: compile from the source and write one at exit.
}
const script = new Script(wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
if (!cachedData || script.cachedDataRejected || process.env.KOPA_WRITE_CODE_CACHE) {
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    const temporary = `${cacheFile}.${process.pid}`;
    try {
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
    } catch (error) {
      // A read-only install only loses the speed-up; say so when debugging.
      if (process.env.KOPA_DEBUG) process.stderr.write(`kopa: could not write the code cache: ${error}\n`);
    }
  };
  process.once('exit', write);
  setTimeout(write, 2000).unref();
}
const module_ = { exports: {} };
script.runInThisContext()(module_.exports, createRequire(file), module_, file, __dirname);
