export { type CounterfactualMode, createCounterfactualAgent, lookupAction } from './agents/counterfactual.ts';
export { createHumanAgent, type HumanCall } from './agents/human.ts';
export { createOpenAIAgent, DEFAULT_SYSTEM_PROMPT, type OpenAIAgentOptions } from './agents/openai.ts';
export { createNoopAgent, createOracleAgent } from './agents/oracle.ts';
export {
  type Agent,
  type AgentContext,
  type AgentResult,
  InfraError,
  shownResult,
  type ToolSpec,
} from './agents/types.ts';
export { ADVERSARIES, createAdversaryAgent } from './audit/adversaries.ts';
export { createParaphraseAgent, PARAPHRASES } from './audit/paraphrases.ts';
export { type AuditRow, auditAgents, formatAudit as formatGraderAudit, runGraderAudit } from './audit/run-audit.ts';
export * from './bundle/index.ts';
export { createRolloutControl, DEFAULT_MAX_ROLLOUTS, type RolloutControlOptions } from './control/rollouts.ts';
export { createInProcessEnvironment, createRemoteEnvironment, type Environment } from './environment.ts';
export { gradeExternalSession } from './external.ts';
export { genericParams } from './generic.ts';
export { type Grades, gradeRollout } from './grade/index.ts';
export { bootstrapInterval, choose, passAtK, passHatK, summarize, tInterval } from './metrics.ts';
export {
  compareGroup,
  compareTasks,
  type ExactTest,
  type ExcludedTask,
  exactSignTest,
  formatPairedComparison,
  formatPValue,
  type GroupComparison,
  type MinimumDetectable,
  minimumDetectableDifference,
  type PairedComparison,
  pairedVerdict,
  type RunRef,
  type TaskDelta,
} from './paired-stats.ts';
export * from './play/index.ts';
export { checkEndpoint, checkGateway, DEFAULT_MAX_INFRA_SHARE, infraVerdict } from './preflight.ts';
export { compareRuns, readRun, regradeRun } from './regrade.ts';
export { renderMarkdown } from './report/markdown.ts';
export {
  createRewardScorer,
  gradeSession,
  type Reward,
  type RewardScorer,
  readSession,
  rewardOf,
  scoreReplay,
} from './reward/score.ts';
export { type RewardServer, type RewardServerOptions, startRewardServer } from './reward/server.ts';
export {
  parseHermes,
  parseMessages,
  RewardRequestError,
  type Trajectory,
  type TrajectoryCall,
} from './reward/trajectory.ts';
export { RECORD_VERSION, type RolloutRecord, runRollout, toolSpec } from './rollout.ts';
export { type RunOptions, type RunResult, runEval } from './run.ts';
export { readRecords, readRecordsDetailed, rolloutRecordSchema, trajectorySchema } from './run-store.ts';
export { type RunSummary, summarizeRun } from './summary.ts';
export { type ScriptedServer, startScriptedServer, type Turn, type TurnContext } from './testing/scripted-server.ts';
