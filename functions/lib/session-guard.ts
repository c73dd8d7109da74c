import { TransactionCanceledException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { unauthorized } from './errors';
import { requestScope, type ScopeSession } from './request-scope';

const TX_MAX_ITEMS = 100;
const SINGLE_WRITES = /^(Put|Update|Delete|BatchWrite)ItemCommand$/;

/** The condition "the record's session version is still the token's" (no attribute counts as 0). */
export function sessionVersionIs(version: number) {
  return {
    ConditionExpression:
      version === 0 ? 'attribute_not_exists(sessionVersion) OR sessionVersion = :sv' : 'sessionVersion = :sv',
    ExpressionAttributeValues: { ':sv': version },
  };
}

type TxItems = Record<string, { Key?: Record<string, unknown> } | undefined>[];

const touchesRecord = (items: TxItems, key: { PK: string; SK: string }) =>
  items.some((item) => Object.values(item).some((op) => op?.Key?.PK === key.PK && op.Key.SK === key.SK));

/**
 * No write runs for a token whose session has ended (password changed or reset, logout-all,
 * ban), without costing a round trip: a transaction gets one more item, a ConditionCheck of the
 * caller's session version, so the check and the write are atomic; a failed check is a 401.
 * A single-item write (or a full transaction) confirms the session with a read first. The HTTP
 * wrapper confirms whatever is left before it answers, so reads are covered too.
 */
export function installSessionGuard(client: DynamoDBClient, tableName: () => string) {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const session = requestScope.getStore()?.session;
      if (!session || session.confirmed) return next(args);
      const command = context.commandName ?? '';
      if (SINGLE_WRITES.test(command)) {
        await session.confirm();
        return next(args);
      }
      if (command !== 'TransactWriteItemsCommand') return next(args);
      const input = args.input as { TransactItems: TxItems };
      const key = keys.user(session.userId);
      if (input.TransactItems.length >= TX_MAX_ITEMS || touchesRecord(input.TransactItems, key)) {
        await session.confirm();
        return next(args);
      }
      const checkAt = input.TransactItems.length;
      args.input = {
        ...input,
        TransactItems: [
          ...input.TransactItems,
          { ConditionCheck: { TableName: tableName(), Key: key, ...sessionVersionIs(session.version) } },
        ],
      };
      try {
        const result = await next(args);
        session.confirmed = true;
        return result;
      } catch (err) {
        if (err instanceof TransactionCanceledException) {
          if (err.CancellationReasons?.[checkAt]?.Code === 'ConditionalCheckFailed') throw ended(session);
          err.CancellationReasons = err.CancellationReasons?.slice(0, checkAt);
        }
        throw err;
      }
    },
    { step: 'initialize', name: 'sessionGuard' },
  );
}

function ended(session: ScopeSession) {
  session.confirmed = false;
  return unauthorized(MSG.sessionInvalid);
}
