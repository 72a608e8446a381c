// The three graders and their conjunction (DESIGN §5): success = RESPONSE ∧ ENVIRONMENT, where
// RESPONSE needs every fact stated as a claim and grounded in the session's own tool results.
// `claimedSuccess` drops grounding: the paper-comparable figure, reported beside the headline.
// ACTION is reported beside them, as the paper's "Action" column is.
import type { CallLogEntry, SessionResult } from '@kopa/kit';
import { observe, type Task } from '@kopa/tasks';
import { type ActionGrade, type GenericParams, gradeActions } from './action.ts';
import { type EnvironmentGrade, gradeEnvironment } from './environment.ts';
import { gradeResponse, type ResponseGrade } from './response.ts';

export interface Grades {
  success: boolean;
  /** RESPONSE (claims, without grounding) ∧ ENVIRONMENT: comparable with the paper's success. */
  claimedSuccess: boolean;
  response: ResponseGrade;
  environment: EnvironmentGrade;
  action: ActionGrade;
}

export function gradeRollout(options: {
  task: Task;
  answer: string;
  calls: readonly CallLogEntry[];
  /** The outputs of the session's successful calls (the hub's getResults). */
  results: readonly SessionResult[];
  initialUser: Record<string, unknown>;
  finalUser: Record<string, unknown>;
  generic: GenericParams;
}): Grades {
  const observed = observe(options.results.map((result) => result.output));
  const response = gradeResponse({ task: options.task, answer: options.answer, observed });
  const environment = gradeEnvironment(options);
  const action = gradeActions(options);
  return {
    success: response.passed && environment.passed,
    claimedSuccess: response.claimed && environment.passed,
    response,
    environment,
    action,
  };
}

export type { ActionGrade, EnvironmentGrade, GenericParams, ResponseGrade };
