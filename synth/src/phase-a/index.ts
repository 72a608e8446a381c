// EDGE phase A (paper Fig. 2a), in the order data flows: the tool universe, the sampled values, the
// proposers and the skeleton they feed, the refinement of the posteriors over executed paths, and
// the graph G* with its figures.
export * from './graph/index.ts';
export * from './proposer/index.ts';
export * from './refine/index.ts';
export * from './samples/index.ts';
export * from './skeleton/index.ts';
export * from './universe.ts';
