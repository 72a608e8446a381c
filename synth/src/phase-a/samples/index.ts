// Sampling: seeded arguments for every read tool, whose outputs fill the value pools the proposers,
// the refinement and phase B draw from.
export * from './seed-values.ts';
export * from './seeds.ts';
