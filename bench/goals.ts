// The benchmarks' common last word: each figure beside its goal, met or not, in one table.

export interface Goal {
  figure: string;
  measured: string;
  goal: string;
  met: boolean;
}

export function printGoals(goals: readonly Goal[]): void {
  const width = Math.max(...goals.map((goal) => goal.figure.length));
  console.log(`\n${'figure'.padEnd(width)}  goal          verdict  measured`);
  for (const goal of goals) {
    console.log(
      `${goal.figure.padEnd(width)}  ${goal.goal.padEnd(12)}  ${(goal.met ? 'met' : 'NOT met').padEnd(7)}  ${goal.measured}`,
    );
  }
}
