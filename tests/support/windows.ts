/**
 * The abuse limits count in fixed windows (`windowSeconds` long, aligned on the epoch, as
 * functions/data/members/rate-limits.ts keys them). A test that fills a window must not have it roll
 * over midway, or the new window lets through what the test expects refused.
 *
 * Rather than sleeping until a window is young enough, `inOneWindow` runs the scenario and
 * checks afterwards: the server and the test read the same clock, and every request of the
 * scenario was served between its start and its end, so when both fall in one window, so did
 * every count the scenario made. A run that straddled a boundary proves nothing either way (it
 * may pass or fail by chance) and is run again; `scenario` must therefore start from fresh state
 * (its own members, its own addresses), and is given the run number.
 */
export async function inOneWindow<T>(
  windowSeconds: number,
  scenario: (run: number) => Promise<T>,
  runs = 4,
): Promise<T> {
  const windowNow = () => Math.floor(Date.now() / 1000 / windowSeconds);
  for (let run = 1; ; run++) {
    const start = windowNow();
    let outcome: { ok: true; value: T } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: await scenario(run) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    const straddled = windowNow() !== start;
    if (!straddled || run >= runs) {
      if (outcome.ok) return outcome.value;
      if (straddled) {
        throw new Error(`${runs} runs each straddled a ${windowSeconds} s window boundary`, { cause: outcome.error });
      }
      throw outcome.error;
    }
  }
}

/** Seconds from `ms` (epoch milliseconds) to the end of its `windowSeconds` window, as the API counts them. */
export const secondsLeftInWindow = (windowSeconds: number, ms: number) => {
  const now = Math.floor(ms / 1000);
  return windowSeconds - (now % windowSeconds);
};
