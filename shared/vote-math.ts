/**
 * The arithmetic of a vote, written once for both sides: the functions add its deltas to the
 * deal's counts in the vote's transaction, the web shows its result before the server answers.
 */
import { isHot, temperatureOf } from './deal-rules';

/** A member's vote on a deal: up (true), down (false) or none (null). */
export type Vote = boolean | null;

/** What a change of vote adds to the deal's upvotes and downvotes (each −1, 0 or 1). */
export interface VoteDelta {
  up: number;
  down: number;
}

/** The vote counts of a deal and what follows from them (docs/api.md#temperature). */
export interface VoteCounts {
  upvotes: number;
  downvotes: number;
  score: number;
  temperature: number;
  hot: boolean;
}

/** The member's vote after a change, as the API shapes it (`Deal.userVote`). */
export type UserVote = { isPositive: boolean } | null;

/** What a vote changes: the deltas the server adds, and the deal's counts and the member's vote after it. */
export interface AppliedVote {
  delta: VoteDelta;
  after: VoteCounts & { userVote: UserVote };
}

/** What replacing the vote `before` by `after` adds to each side (nothing when they are the same). */
export const voteDelta = (before: Vote, after: Vote): VoteDelta => ({
  up: Number(after === true) - Number(before === true),
  down: Number(after === false) - Number(before === false),
});

/** The score, temperature and hot flag of these counts (negative counts read as 0). */
export function voteCounts(upvotes: number, downvotes: number): VoteCounts {
  const up = Math.max(0, upvotes);
  const down = Math.max(0, downvotes);
  const temperature = temperatureOf(up, down);
  return { upvotes: up, downvotes: down, score: up - down, temperature, hot: isHot(temperature) };
}

/**
 * A member's vote going from `before` to `after` (null: none) on a deal with these counts: the
 * deltas, then the new counts, score, temperature and hot flag, and the member's vote.
 */
export function applyVote(counts: Pick<VoteCounts, 'upvotes' | 'downvotes'>, before: Vote, after: Vote): AppliedVote {
  const delta = voteDelta(before, after);
  return {
    delta,
    after: {
      ...voteCounts(counts.upvotes + delta.up, counts.downvotes + delta.down),
      userVote: after === null ? null : { isPositive: after },
    },
  };
}
