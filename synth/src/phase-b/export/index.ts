export {
  buildConversation,
  type Conversation,
  callDependencies,
  callTurns,
  keyCallOf,
  toolDefinitions,
} from './messages.ts';
export { toOpenAIRow } from './openai.ts';
export {
  CHAT_TEMPLATES,
  estimateTokens,
  TOKEN_ESTIMATE,
  TRL_SFT_MAX_LENGTH,
  VERL_MAX_PARALLEL_CALLS,
  VERL_MAX_PROMPT_LENGTH,
} from './report.ts';
export * from './schemas.ts';
export { goldenActions, toTask } from './tasks.ts';
export { toTrlGrpoRow, toTrlSftRow } from './trl.ts';
export { truncationReport, VERL_MAX_TOOL_RESPONSE_LENGTH } from './truncation.ts';
export {
  KOPA_AGENT_LOOP_CLASS,
  KOPA_AGENT_NAME,
  KOPA_TOOL_CLASS,
  toVerlRow,
  VERL_DATA_SOURCE,
  verlAgentLoopYaml,
  verlParquet,
  verlToolConfigYaml,
} from './verl.ts';
export {
  checkGatewayUrl,
  checkSplit,
  DEFAULT_GATEWAY_URL,
  DEFAULT_SPLIT,
  type ExportOptions,
  KOPA_REWARD_SOURCE,
  writeExports,
} from './write-exports.ts';
