// The three graders and their conjunction: success = RESPONSE ∧ ENVIRONMENT; ACTION is reported
// beside them (DESIGN §5).
import type { CallLogEntry } from '@kopa/kit';
import type { Task } from '@kopa/tasks';
import { type ActionGrade, type GenericParams, gradeActions } from './action.ts';
import { type EnvironmentGrade, gradeEnvironment } from './environment.ts';
import { gradeResponse, type ResponseGrade } from './response.ts';

export interface Grades {
  success: boolean;
  response: ResponseGrade;
  environment: EnvironmentGrade;
  action: ActionGrade;
}

export function gradeRollout(options: {
  task: Task;
  answer: string;
  calls: readonly CallLogEntry[];
  initialUser: Record<string, unknown>;
  finalUser: Record<string, unknown>;
  generic: GenericParams;
}): Grades {
  const response = gradeResponse(options.task, options.answer);
  const environment = gradeEnvironment(options);
  const action = gradeActions(options);
  return { success: response.passed && environment.passed, response, environment, action };
}

export type { ActionGrade, EnvironmentGrade, GenericParams, ResponseGrade };
