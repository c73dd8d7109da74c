import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '../../shared/table';
import { localClientConfig } from './aws-config';
import { requestScope } from './request-scope';

const ddb = new DynamoDBClient(localClientConfig(process.env.DDB_ENDPOINT));
// Count round trips per request: the budget is at most 3 per request (DESIGN section 6).
ddb.middlewareStack.add(
  (next) => async (args) => {
    const scope = requestScope.getStore();
    if (scope) scope.ddbCalls++;
    return next(args);
  },
  { step: 'initialize', name: 'countRoundTrips' },
);

/** The process-wide document client. */
export const db = DynamoDBDocumentClient.from(ddb, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = () => process.env.TABLE_NAME ?? TABLE.defaultName;
