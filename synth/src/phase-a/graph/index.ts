// Phase A's driver and outputs: `runGraph` (graph.json, iterations.jsonl, checkpoint) and the figures.
export * from './figures.ts';
export * from './graph.ts';
