// EDGE phase B (paper Fig. 2b), in the order data flows: type intents are assembled into executed
// trajectories over G* (assemble/), each gets a query (queries/) and passes the filters, accepted
// tasks are written by `synthesizeTasks` (tasks.ts, on the candidate pool) and exported for the
// trainers (export/), and the dataset is measured and audited (stats/).
export * from './export/index.ts';
export * from './filters.ts';
export * from './queries/index.ts';
export * from './stats/index.ts';
export * from './tasks.ts';
