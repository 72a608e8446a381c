// The pieces both phases use: the tool universe's types, field paths, the executor with its
// cassette, the outcome classifier, and the worker pool.
export * from './classify.ts';
export * from './executor.ts';
export * from './fields.ts';
export * from './types.ts';
export * from './worker-pool/index.ts';
