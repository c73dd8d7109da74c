import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE, createTableInput } from '@shared/table';
import { localClientConfig } from '@functions/lib/aws-config';

/**
 * Creates the table from the one definition when it does not exist yet; a table made by an
 * older definition (other indexes) is refused with what to do, rather than failing later.
 */
export async function ensureTable(endpoint: string, tableName: string, dataDir = 'the local data folder') {
  const client = new DynamoDBClient(localClientConfig(endpoint));
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const have = (Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName).sort();
    const want = TABLE.globalIndexes.map((i) => i.name as string).sort();
    if (have.join() !== want.join()) {
      throw new Error(
        `The local table was made by an older version (indexes ${have.join(', ')}). ` +
          `Delete ${dataDir} (local data only) and start again.`,
      );
    }
    // Tables made before the change stream existed get it.
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: createTableInput(tableName).StreamSpecification,
        }),
      );
    }
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      }),
    );
  } finally {
    client.destroy();
  }
}
