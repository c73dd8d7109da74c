import { describe, expect, inject, it } from 'vitest';
import { dealLists } from '@shared/table';
import { readScope, settledReconciliation } from '../support/reconcile';
import { adminToken } from '../support/deals';
import { someAddress } from '../support/http';
import { holdingReportQueue } from '../support/report-queue';
import { SOAK_CATEGORIES, countRequests, requestSummary, runSoak } from '../support/soak';
import { grantStanding, stackDb } from '../support/trust';

// A short soak (npm run bench:soak runs the long one on a stack of its own): members of its own,
// on deals of its own, in cities used by this file only (and not by the demo data), so their
// lists are the soak's alone and reconcile exactly while other files write the same table. The
// suite's stack keeps its posting limits: the members ignore them, and the 429s are only counted.
const CITIES = ['Tissemsilt', 'Khenchela', 'Bordj Badji Mokhtar'];
const MEMBERS = 10;
const DURATION_MS = 30_000;

describe('soak', () => {
  it(
    `${MEMBERS} members for ${DURATION_MS / 1000} s leave every count exact, no orphan and no 5xx`,
    async () => {
      const run = await runSoak({
        base: inject('baseUrl'),
        addresses: Array.from({ length: MEMBERS }, () => someAddress()),
        durationMs: DURATION_MS,
        thinkMs: 50,
        cities: CITIES,
        grantStanding,
        moderator: { token: await adminToken(), address: someAddress() },
        // The queue's totals and order are asserted by other files: reports take turns with them.
        aroundReport: holdingReportQueue,
      });
      const { fivexx, networkErrors } = requestSummary(run);
      expect({ fivexx, networkErrors, errors: run.networkErrors }).toEqual({ fivexx: 0, networkErrors: 0, errors: [] });

      // Lists of the soak's cities: every city list and each city × category pair it posts in.
      const lists = CITIES.flatMap((city) =>
        SOAK_CATEGORIES.flatMap((category) => {
          const [, byCity, , both] = dealLists(city, category);
          return [byCity, both];
        }),
      ).filter((list, i, all) => all.findIndex((l) => l.name === list.name) === i);
      const { drift, orphans, totals } = await settledReconciliation(
        () =>
          readScope(stackDb(), {
            deals: run.deals,
            members: run.members.map((m) => m.id),
            lists,
            reportTargets: run.reported,
          }),
        { granted: run.granted },
      );
      expect(drift).toEqual([]);
      expect(orphans).toEqual([]);

      // It soaked: deals posted, votes and comments written, whatever else the machine's speed allowed.
      const ok = (action: string) => countRequests(run, (s) => s === 200 || s === 201, action);
      for (const action of ['deal post', 'vote', 'comment']) expect(ok(action), action).toBeGreaterThan(0);
      expect(countRequests(run)).toBeGreaterThan(MEMBERS * 3);
      expect(totals.deals).toBeGreaterThan(0);
    },
    DURATION_MS + 210_000,
  );
});
