// The skeleton: candidate targets per source tool by affinity, scored by a proposer and admitted by prior.
export * from './skeleton.ts';
