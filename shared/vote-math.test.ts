import { describe, expect, it } from 'vitest';
import { HOT_THRESHOLD, TEMPERATURE_PER_VOTE } from './limits';
import { applyVote, voteCounts, voteDelta, type Vote } from './vote-math';

const VOTES: Vote[] = [true, false, null];

describe('applyVote', () => {
  it('casts, switches and withdraws, each side moving by one', () => {
    const deal = { upvotes: 4, downvotes: 1 };
    expect(applyVote(deal, null, true)).toEqual({
      delta: { up: 1, down: 0 },
      after: {
        upvotes: 5,
        downvotes: 1,
        score: 4,
        temperature: 4 * TEMPERATURE_PER_VOTE,
        hot: false,
        userVote: { isPositive: true },
      },
    });
    expect(applyVote(deal, true, false)).toMatchObject({
      delta: { up: -1, down: 1 },
      after: { upvotes: 3, downvotes: 2, score: 1, userVote: { isPositive: false } },
    });
    expect(applyVote(deal, false, null)).toMatchObject({
      delta: { up: 0, down: -1 },
      after: { upvotes: 4, downvotes: 0, score: 4, temperature: 4 * TEMPERATURE_PER_VOTE, userVote: null },
    });
  });

  it('changes nothing when the vote stays the same', () => {
    for (const vote of VOTES) {
      const { delta, after } = applyVote({ upvotes: 2, downvotes: 3 }, vote, vote);
      expect(delta).toEqual({ up: 0, down: 0 });
      expect(after).toMatchObject({ upvotes: 2, downvotes: 3, score: -1, temperature: -TEMPERATURE_PER_VOTE });
    }
  });

  it('turns the deal hot at the threshold, and back when a vote goes', () => {
    const net = HOT_THRESHOLD / TEMPERATURE_PER_VOTE;
    const up = applyVote({ upvotes: net - 1, downvotes: 0 }, null, true).after;
    expect(up).toMatchObject({ temperature: HOT_THRESHOLD, hot: true });
    const back = applyVote({ upvotes: net, downvotes: 0 }, true, false).after;
    expect(back).toMatchObject({ score: net - 2, hot: false });
  });

  it('keeps every pair of votes consistent: the deltas are what the counts moved by', () => {
    for (const before of VOTES) {
      for (const after of VOTES) {
        const { delta, after: counts } = applyVote({ upvotes: 3, downvotes: 3 }, before, after);
        expect(Math.abs(delta.up) + Math.abs(delta.down)).toBeLessThanOrEqual(2);
        expect(counts.upvotes - 3).toBe(delta.up);
        expect(counts.downvotes - 3).toBe(delta.down);
        expect(counts.score).toBe(counts.upvotes - counts.downvotes);
        // Applying the reverse change gives the counts back.
        expect(applyVote(counts, after, before).after).toMatchObject({ upvotes: 3, downvotes: 3 });
      }
    }
  });

  it('never shows a negative count (a guess on a stale copy)', () => {
    expect(applyVote({ upvotes: 0, downvotes: 0 }, true, null).after).toMatchObject({ upvotes: 0, score: 0 });
    expect(voteCounts(-2, 1)).toEqual({
      upvotes: 0,
      downvotes: 1,
      score: -1,
      temperature: -TEMPERATURE_PER_VOTE,
      hot: false,
    });
  });

  it('voteDelta is zero between equal votes and one per side otherwise', () => {
    expect(voteDelta(null, null)).toEqual({ up: 0, down: 0 });
    expect(voteDelta(true, null)).toEqual({ up: -1, down: 0 });
    expect(voteDelta(null, false)).toEqual({ up: 0, down: 1 });
  });
});
