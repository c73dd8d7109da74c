import { JOBS } from '@functions/job-manifest';
import { localConfig } from './config';
import { jobHandler, startLocalStack } from './stack';

// `npm run cleanup:images`: the daily clean-up job, run once on the local data dir.
const cfg = localConfig();
let stack: Awaited<ReturnType<typeof startLocalStack>>;
try {
  stack = await startLocalStack({ ...cfg, port: 0 });
} catch (err) {
  console.error('Could not open the local data. Is `npm start` running on the same DATA_DIR? Stop it first.', err);
  process.exit(1);
}
try {
  const handler = await jobHandler<typeof import('@functions/jobs/cleanup-images-job').handler>(JOBS.cleanupImages);
  const result = await handler();
  console.log(
    `Image clean-up: ${result.orphansDeleted} orphan(s) and ${result.straysDeleted} stray object(s) deleted, ` +
      `${(result.bytesFreed / 1024).toFixed(1)} KB freed.`,
  );
} finally {
  await stack.stop();
}
