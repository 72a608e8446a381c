// The submission bundle: `exportRun` writes a run as a versioned, checksummed bundle (manifest,
// summary, flat trajectory rows, JSON Schemas, README); `verifyBundle` checks one and regrades it.
export { type ExportRunOptions, type ExportRunResult, exportRun } from './export.ts';
export { GRADER_VERSION, graderSources } from './grader-version.ts';
export { isKeyLikeName, redactKeyLike } from './redact.ts';
export { recordOfRow, serializeRow, trajectoryRow } from './rows.ts';
export {
  BUNDLE_FORMAT,
  BUNDLE_FORMAT_VERSION,
  type BundleManifest,
  type BundleSummary,
  bundleJsonSchemas,
  bundleManifestSchema,
  bundleSummarySchema,
  TRAJECTORY_COLUMNS,
  type TrajectoryRow,
  trajectoryRowSchema,
} from './schema.ts';
export { type VerifyBundleOptions, type VerifyBundleResult, verifyBundle } from './verify.ts';
