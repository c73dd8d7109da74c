import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Event } from 'aws-lambda';

/** S3's event as the stand-in emits it (s3rver's `event`): one record, the object's key URL-encoded. */
export type StandInEvent = S3Event;

/**
 * Plays S3's ObjectCreated notification to Lambda against the S3 stand-in: each object created
 * under `prefix` in `bucket` runs the same handler as Lambda's asynchronous invocation would,
 * with its retries (a moment apart here, minutes in AWS) and, past them, the event written to
 * `<dataDir>/dead-letters` as the AWS stack's DLQ would keep it. Runs one at a time, in order:
 * the libvips work of a picture is heavy, and `npm start` shares the machine with the browser.
 * Returns the listener to attach and a stop that waits for the runs under way.
 */
export function imageEventsDispatcher(
  job: { prefix: string; retries: number },
  bucket: string,
  deadLetterDir: string,
  handle: (event: S3Event) => Promise<unknown>,
) {
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = async (event: S3Event) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await handle(event);
        return;
      } catch (err) {
        if (stopped) return;
        if (attempt < job.retries) {
          await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
          continue;
        }
        console.error('image variants:', err instanceof Error ? err.message : err);
        await mkdir(deadLetterDir, { recursive: true });
        const name = `s3-${Date.now()}-${event.Records[0]?.s3.object.sequencer ?? 'event'}.json`;
        await writeFile(join(deadLetterDir, name), JSON.stringify(event, null, 2));
        return;
      }
    }
  };
  const listener = (event: S3Event) => {
    // Only what the AWS notification's filter hands over: objects created under the prefix.
    const records = (event.Records ?? []).filter(
      (r) =>
        r.eventName.startsWith('ObjectCreated:') &&
        r.s3.bucket.name === bucket &&
        decodeURIComponent(r.s3.object.key.replace(/\+/g, ' ')).startsWith(job.prefix),
    );
    if (!records.length || stopped) return;
    queue = queue.then(() => run({ Records: records }));
  };
  return {
    listener,
    stop: async () => {
      stopped = true;
      await queue;
    },
  };
}
