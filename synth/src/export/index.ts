export { buildConversation, type Conversation, callDependencies, callTurns, toolDefinitions } from './messages.ts';
export { toOpenAIRow } from './openai.ts';
export * from './schemas.ts';
export { goldenActions, toTask } from './tasks.ts';
export { toTrlGrpoRow, toTrlSftRow } from './trl.ts';
export { truncationReport, VERL_MAX_TOOL_RESPONSE_LENGTH } from './truncation.ts';
export { mcpServersConfig, mcpToolName, toVerlRow, VERL_DATA_SOURCE, verlParquet, verlToolConfigYaml } from './verl.ts';
export { type ExportOptions, writeExports } from './write-exports.ts';
