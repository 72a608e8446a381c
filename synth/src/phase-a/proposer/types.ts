// What a proposer is: a scorer of candidate field → parameter bindings between a source tool and its
// candidate targets. Apart from index.ts, so that the proposers need not import the module that picks
// between them.
import type { EdgeProposal, ToolInfo } from '../../shared/index.ts';
import type { Samples } from '../samples/index.ts';

export interface ProposeInput {
  source: ToolInfo;
  /** Candidate targets; the source itself and key tools are ignored. */
  targets: readonly ToolInfo[];
  samples: Samples;
}

export interface Proposer {
  name: 'heuristic' | 'llm';
  /** Candidate bindings from the source's fields to the targets' non-generic, non-auth parameters. */
  propose(input: ProposeInput): Promise<EdgeProposal[]>;
}
