import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PRIVATE_PARTITIONS, SESSION_CHECK_ATTRIBUTES, TABLE, userIdOf } from '@shared/table';
import { localClientConfig } from './aws-config';
import { requestScope } from './request-scope';

const ddb = new DynamoDBClient(localClientConfig(process.env.DDB_ENDPOINT));
// Count round trips per request: the budget is at most 3 per request (docs/architecture.md#budgets).
// With EXPOSE_DDB_CALLS=1 (tests, benchmarks) each call also asks for its consumed capacity.
const CAPACITY_COMMANDS =
  /^(Get|Put|Update|Delete|BatchGet|BatchWrite|TransactGet|TransactWrite)Item|^(Query|Scan)Command/;
// DynamoDB Local ignores IAM, so locally (ENFORCE_GRANTS=1) the routes the manifest grants only
// reads are refused writes here instead.
const WRITES = /^(Put|Update|Delete|TransactWrite|BatchWrite)(Item)?Command$/;
ddb.middlewareStack.add(
  (next, context) => async (args) => {
    const scope = requestScope.getStore();
    if (!scope) return next(args);
    scope.ddbCalls++;
    if (scope.readOnly && WRITES.test(context.commandName ?? '')) {
      throw new Error(`${context.commandName} from a route granted only table reads`);
    }
    if (scope.publicOnly && !(scope.sessionCheck && isSessionCheck(context.commandName, args.input))) {
      const key = privateKeyIn(args.input);
      if (key) throw new Error(`${context.commandName} of ${key} from a route serving public data only`);
    }
    const input = args.input as { ReturnConsumedCapacity?: string };
    const measure = process.env.EXPOSE_DDB_CALLS === '1' && CAPACITY_COMMANDS.test(context.commandName ?? '');
    if (measure) input.ReturnConsumedCapacity ??= 'TOTAL';
    const result = await next(args);
    if (measure) {
      const consumed = (
        result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
      ).ConsumedCapacity;
      const units = [consumed ?? []].flat().reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
      scope.ddbCapacity = (scope.ddbCapacity ?? 0) + units;
    }
    return result;
  },
  { step: 'initialize', name: 'countRoundTrips' },
);

/**
 * The first partition key value of a request that lies in a private partition: plays IAM's
 * dynamodb:LeadingKeys deny locally (keys of Get and BatchGet, the values a Query compares).
 */
function privateKeyIn(input: unknown): string | undefined {
  const { Key, RequestItems, ExpressionAttributeValues } = (input ?? {}) as {
    Key?: { PK?: unknown };
    RequestItems?: Record<string, { Keys?: { PK?: unknown }[] }>;
    ExpressionAttributeValues?: Record<string, unknown>;
  };
  const values = [
    Key?.PK,
    ...Object.values(RequestItems ?? {}).flatMap((r) => (r.Keys ?? []).map((k) => k.PK)),
    ...Object.values(ExpressionAttributeValues ?? {}),
  ];
  return values.find(
    (v): v is string => typeof v === 'string' && PRIVATE_PARTITIONS.some((prefix) => v.startsWith(prefix)),
  );
}

/**
 * A GetItem of a user record projecting only SESSION_CHECK_ATTRIBUTES: plays locally the one
 * exception IAM grants optional routes (dynamodb:Attributes on USER#).
 */
function isSessionCheck(command: string | undefined, input: unknown): boolean {
  if (command !== 'GetCommand' && command !== 'GetItemCommand') return false;
  const { Key, ProjectionExpression, ExpressionAttributeNames } = (input ?? {}) as {
    Key?: { PK?: unknown };
    ProjectionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
  };
  if (typeof Key?.PK !== 'string' || userIdOf(Key.PK) === undefined || !ProjectionExpression) return false;
  const allowed: readonly string[] = SESSION_CHECK_ATTRIBUTES;
  return ProjectionExpression.split(',')
    .map((name) => name.trim())
    .every((name) => allowed.includes(ExpressionAttributeNames?.[name] ?? name));
}

/** The process-wide document client. */
export const db = DynamoDBDocumentClient.from(ddb, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = () => process.env.TABLE_NAME ?? TABLE.defaultName;
