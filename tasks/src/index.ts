export { loadTasks, TASK_DATA_DIR, type TaskSelection } from './loader.ts';
export { ablate, MaterializeError, materialize } from './materialize.ts';
export { type Ablation, type Invoke, PlanError, runPlan } from './plan-runner.ts';
export { type ActionRef, defineRecipe, type PlanContext, type Recipe } from './recipe.ts';
export { Domain, Fact, GoldenAction, Task, TaskType, WrongValue } from './schema.ts';
export { isKeyTool, taskShape } from './shape.ts';
export { type DomainStats, formatPlatforms, formatStats, paperStats, taskStats } from './stats.ts';
export { writeTasks } from './write.ts';
