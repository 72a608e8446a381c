// Dataset statistics (Tables 10 and 11) and the train/eval overlap audit (Tables 13 to 15).
export * from './audit.ts';
export * from './stats.ts';
