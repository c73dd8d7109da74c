// One Lambda instance of `npm run start:bundled` (infra/local/bundle-workers.ts forks it): plain
// Node, no tsx, so the bundle runs as Lambda's runtime runs it. It imports `index.mjs` of the asset
// directory it is given, then runs one invocation per message, as the parent sends them (one at a
// time), and answers over IPC.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const asset = process.argv[2];
const loaded = import(pathToFileURL(join(asset, 'index.mjs')).href);

/** What the handler receives as its second argument, as Lambda's runtime builds it. */
function lambdaContext({ functionName, requestId, deadline, memoryLimitInMB }) {
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: String(memoryLimitInMB),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${process.pid}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const describe = (err) =>
  err instanceof Error
    ? { name: err.name, message: err.message, stack: err.stack }
    : { name: 'Error', message: String(err) };

process.on('message', async ({ id, event, context }) => {
  try {
    const { handler } = await loaded;
    if (typeof handler !== 'function') throw new Error(`${asset}/index.mjs exports no handler`);
    const result = await handler(event, lambdaContext(context));
    process.send({ id, result: result ?? null });
  } catch (err) {
    process.send({ id, error: describe(err) });
  }
});
// Lambda's runtime reports an error escaping the invocation and ends the instance: so does this one.
process.on('uncaughtException', (err) => {
  console.error(JSON.stringify({ level: 'error', msg: 'uncaught exception in bundle', asset, error: describe(err) }));
  process.exit(1);
});
// The server gone (even killed outright), its instances go with it.
process.on('disconnect', () => process.exit(0));
