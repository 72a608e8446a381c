// Assembly: a type intent becomes an executed trajectory (hops over G*, fan-outs, derived answers),
// its ground truth and its label from the executed call graph.
export * from './assemble.ts';
export * from './trajectory.ts';
