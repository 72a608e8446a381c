export { defaultPlayRunId, formatVerdict, type PlayAnswered, playAnswer, verdictJson } from './play-answer.ts';
export { briefJson, formatBrief, type PlayBrief, playBrief, type StartedPlay, startPlay } from './play-brief.ts';
export { type PlayedCall, playCall, playTools } from './play-call.ts';
export { PlayAnswer, PlayCall, type PlayDir, PlayManifest, readPlayDir } from './play-dir.ts';
export { PlayError, type PlayErrorCode } from './play-error.ts';
export { openPlaySession, type PlaySession, parseArgs, type ShownCall } from './play-session.ts';
export { loadPlayTask } from './play-task.ts';
export { describeTools, toolsForModel } from './tool-brief.ts';
