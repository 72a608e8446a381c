// The task schema (DESIGN §4): one zod declaration for the JSON files, the loader, the evaluator and
// the synthesizer's exports.
import { z } from 'zod';

export const Domain = z.enum(['traffic', 'finance', 'education', 'law', 'politics', 'district']);
export type Domain = z.infer<typeof Domain>;

/** Trajectory types of paper Table 12. */
export const TaskType = z.enum(['Seq', 'Par', 'Mixed', 'Drv', 'Sem', 'Cmp', 'Cond']);
export type TaskType = z.infer<typeof TaskType>;

export const GoldenAction = z
  .object({
    id: z.string().regex(/^a\d+$/, 'action ids look like a1, a2, …'),
    tool: z.string(),
    /** Semantic arguments only: generic parameters (key, paging, format) are left out. */
    args: z.record(z.string(), z.unknown()),
    /** Actions whose outputs this one depends on. */
    after: z.array(z.string()).default([]),
    /** The agent must have fetched every page of this query. */
    allPages: z.boolean().optional(),
  })
  .strict();
export type GoldenAction = z.infer<typeof GoldenAction>;

/** A plausible wrong answer for a fact's slot (DESIGN §4): what a first-page-only, skipped-lookup or
 *  wrong-record path yields, or a neighbouring record's value. Derived by the materializer. */
export const WrongValue = z
  .object({
    value: z.union([z.number(), z.string()]),
    /** The record this value belongs to, when it is a neighbour's: stated for that record, it is no hedge. */
    of: z.string().optional(),
    /** Where it comes from: `first-page`, `skip:a3`, `neighbour`. */
    why: z.string(),
  })
  .strict();
export type WrongValue = z.infer<typeof WrongValue>;

export const Fact = z
  .object({
    value: z.union([z.number(), z.string()]),
    kind: z.enum(['number', 'text', 'date', 'time', 'phone']),
    /** Absolute tolerance for numbers. */
    tolerance: z.number().nonnegative().optional(),
    unit: z.string().optional(),
    /** What the fact is about: the entity, record or label the recipe knew when it computed it
     *  (a school, a city, a member, "찬성"). The answer must state the value for this subject. */
    subject: z.string().optional(),
    /** The fact answers "which one" among candidates (the most, the cheapest, …): no other candidate
     *  may be stated as the conclusion. */
    conclusion: z.boolean().optional(),
    /** Plausible wrong answers for this slot (materializer). */
    wrong: z.array(WrongValue).optional(),
    /** For a computed fact (a sum, a share, a count): values from the golden outputs that a session must
     *  have read for the fact to be grounded (materializer). A read fact is grounded by its own value. */
    evidence: z.array(z.union([z.number(), z.string()])).optional(),
    /** The value is computed, not read: grounding checks only its evidence (materializer). */
    computed: z.boolean().optional(),
  })
  .strict();
export type Fact = z.infer<typeof Fact>;

export const Task = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*-\d{3,}$/, 'task ids look like finance-007 or edge-1a2b3c4d-00042'),
    domain: Domain,
    type: TaskType,
    query: z.string().min(5),
    platforms: z.array(z.string()).min(1),
    /** The tools offered to the model: the golden tools plus distractors. */
    tools: z.array(z.string()).min(1),
    /** Injected at session start, per platform (DESIGN §3.3). */
    state: z.record(z.string(), z.unknown()).default({}),
    golden: z
      .object({
        actions: z.array(GoldenAction).min(1),
        answer: z
          .object({
            facts: z.array(Fact).min(1),
            /** Every record name the grader knows, with its aliases: the facts' subjects and their
             *  neighbours (materializer). A value stated after a neighbour's name is about that neighbour. */
            names: z.record(z.string(), z.array(z.string())).optional(),
          })
          .strict(),
        /** User-state lists whose order matters (paths like `dart.user.watchlist`); others compare as sets. */
        ordered: z.array(z.string()).optional(),
        /** Expected final `user` state per platform; omitted when unchanged. */
        state: z.record(z.string(), z.object({ user: z.record(z.string(), z.unknown()) }).strict()).optional(),
      })
      .strict(),
    meta: z
      .object({
        steps: z.number().int().positive(),
        calls: z.number().int().positive(),
        parallel: z.boolean(),
        junction: z.enum(['none', 'one-to-one', 'one-to-many']).optional(),
        records: z.number().int().nonnegative().optional(),
      })
      .strict(),
  })
  .strict();
export type Task = z.infer<typeof Task>;
