// @kopa/synth: EDGE, laid out as the paper's Figure 2. shared/ holds what both phases use (types,
// executor and cassette, outcome classes, worker pool); phase-a/ builds the execution-grounded graph
// G*; phase-b/ synthesizes and exports tasks over it.
export * from './phase-a/index.ts';
export * from './phase-b/index.ts';
export * from './shared/index.ts';
