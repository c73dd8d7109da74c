import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE, createTableInput } from '@shared/table';

type KeyElement = { AttributeName: string; KeyType: 'HASH' | 'RANGE' };

/**
 * The table, translated from the one definition in shared/table.ts (the local stack creates
 * DynamoDB Local's table from the same `createTableInput`): on-demand, point-in-time recovery,
 * TTL, and deletion protection with a retained table outside a dev stage.
 */
export class Data extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: { dev: boolean }) {
    super(scope, id);
    const input = createTableInput('unused');
    const types = new Map(input.AttributeDefinitions.map((a) => [a.AttributeName, a.AttributeType]));
    const attribute = (name: string): dynamodb.Attribute => {
      const type = types.get(name);
      if (type !== 'S') throw new Error(`Unsupported attribute type ${type} for ${name}`);
      return { name, type: dynamodb.AttributeType.STRING };
    };
    const keyOf = (schema: KeyElement[], kind: 'HASH' | 'RANGE') => {
      const name = schema.find((k) => k.KeyType === kind)?.AttributeName;
      return name === undefined ? undefined : attribute(name);
    };

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: keyOf(input.KeySchema, 'HASH')!,
      sortKey: keyOf(input.KeySchema, 'RANGE'),
      billingMode:
        input.BillingMode === 'PAY_PER_REQUEST'
          ? dynamodb.BillingMode.PAY_PER_REQUEST
          : dynamodb.BillingMode.PROVISIONED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE.ttlAttribute,
      stream: dynamodb.StreamViewType[input.StreamSpecification.StreamViewType],
      deletionProtection: !props.dev,
      removalPolicy: props.dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    for (const gsi of input.GlobalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.IndexName,
        partitionKey: keyOf(gsi.KeySchema, 'HASH')!,
        sortKey: keyOf(gsi.KeySchema, 'RANGE'),
        projectionType:
          gsi.Projection.ProjectionType === 'ALL' ? dynamodb.ProjectionType.ALL : dynamodb.ProjectionType.KEYS_ONLY,
      });
    }
  }
}
