import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { PRIVATE_PARTITIONS, SESSION_CHECK_ATTRIBUTES, TABLE, keys } from '@shared/table';

/** The user records' partition prefix (USER#). */
const USER_PARTITION = keys.user('').PK;
import { ORIGINAL_PREFIX } from '@shared/image-variants';
import { assetDir } from '../bundle';
import { FUNCTION_DEFAULTS, functionEnvironment, type Capability } from '../function-env';
import type { Email } from './email';

export type { Capability } from '../function-env';

/** What functions may be granted, and the settings every function reads. */
export interface FunctionResources {
  bundleDir: string;
  table: ITable;
  jwtSecret: ISecret;
  imagesBucket: IBucket;
  email?: Email;
  facebookAppSecret?: ISecret;
  /** Settings every function gets (public OAuth ids, abuse limits). */
  commonEnv: Record<string, string>;
}

/** The runtime every function runs on; `npm test` and `npm start` run the same Node major (the `node` dev dependency). */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_24_X;

/** Key prefix of the served images (the variants) in their bucket; CloudFront's `/images/*` maps onto it. */
export const IMAGES_KEY_PATTERN = 'images/*';
/** Key prefix of the uploaded originals, which nothing serves (shared/image-variants.ts ORIGINAL_PREFIX). */
export const ORIGINALS_KEY_PATTERN = `${ORIGINAL_PREFIX}*`;

// Explicit actions rather than grantReadData/grantReadWriteData: those include Scan, which no
// request path may use (docs/architecture.md#access-patterns), so IAM enforces it too.
const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

export interface HandlerFunctionProps {
  /** Handler module under functions/ (manifest `handler`), bundled into `<bundleDir>/<handler>/`. */
  handler: string;
  description: string;
  capabilities: readonly Capability[];
  resources: FunctionResources;
  /** Settings of this function only, on top of `commonEnv`. */
  env?: Record<string, string>;
  timeout?: Duration;
  /** arm64 unless the asset carries native code built for x86_64 (functions/job-manifest.ts nativePackages). */
  architecture?: 'x86_64';
}

/**
 * The one Lambda construct with the house defaults: Node.js 24 on arm64 (x86_64 for native code), the pre-bundled asset,
 * its own log group with a retention, and a role holding exactly the capabilities asked for
 * (no managed policy, no wildcard action).
 *
 * The role's statements live in the role itself (an inline policy), not in a separate
 * AWS::IAM::Policy: one resource fewer per function keeps the stack under CloudFormation's 500
 * (docs/operations.md#what-a-deploy-creates). An inline policy holds 10,240 characters; the infra
 * tests check each role stays under it.
 */
export class HandlerFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  readonly capabilities: readonly Capability[];

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const { resources: r, capabilities } = props;
    this.capabilities = capabilities;
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const access = new iam.PolicyDocument();
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.handler}`,
      inlinePolicies: { access },
    });
    const statement = (props: iam.PolicyStatementProps) => access.addStatements(new iam.PolicyStatement(props));
    statement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [this.logGroup.logGroupArn] });
    // Active tracing (set on the function below); these two actions have no resource-level permission.
    statement({ actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], resources: ['*'] });

    const env = functionEnvironment(capabilities, {
      common: r.commonEnv,
      own: props.env,
      tableName: r.table.tableName,
      jwtSecretArn: r.jwtSecret.secretArn,
      facebookAppSecretArn: r.facebookAppSecret?.secretArn,
      mail: r.email && { from: r.email.sender, configurationSet: r.email.configurationSet.configurationSetName },
      imagesBucket: r.imagesBucket.bucketName,
    });
    const allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
      statement({ actions, resources, conditions });
    const has = (c: Capability) => capabilities.includes(c);

    if (has('table:read') || has('table:write')) {
      const indexes = TABLE.globalIndexes.map((gsi) => `${r.table.tableArn}/index/${gsi.name}`);
      allow(has('table:write') ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ, [r.table.tableArn, ...indexes]);
      if (has('table:public-only')) {
        const deny = (
          actions: string[],
          conditions: Record<string, unknown>,
          resources = [r.table.tableArn, ...indexes],
        ) => statement({ effect: iam.Effect.DENY, actions, resources, conditions });
        const sessionCheck = has('table:session-check');
        const leading = (prefixes: readonly string[]) => ({
          'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) },
        });
        // Password hashes, session versions, reset and verification tokens stay out of reach.
        deny(TABLE_READ, leading(PRIVATE_PARTITIONS.filter((prefix) => !(sessionCheck && prefix === USER_PARTITION))));
        if (sessionCheck) {
          // Of a user record, an optional route reads only whether a token's session is live: a
          // GetItem projecting those attributes (none other, and not the whole item).
          const users = leading([USER_PARTITION]);
          // The whole table and any index in one pattern: the role's inline policy stays small.
          const anywhere = [r.table.tableArn, `${r.table.tableArn}/index/*`];
          deny(
            TABLE_READ.filter((action) => action !== 'dynamodb:GetItem'),
            users,
            anywhere,
          );
          deny(['dynamodb:GetItem'], { ...users, Null: { 'dynamodb:Attributes': 'true' } }, anywhere);
          deny(
            ['dynamodb:GetItem'],
            { ...users, 'ForAnyValue:StringNotEquals': { 'dynamodb:Attributes': [...SESSION_CHECK_ATTRIBUTES, 'SK'] } },
            anywhere,
          );
        }
      }
    }
    if (has('jwt:verify') || has('jwt:sign')) {
      allow(['secretsmanager:GetSecretValue'], [r.jwtSecret.secretArn]);
    }
    if (has('facebook:secret') && r.facebookAppSecret) {
      allow(['secretsmanager:GetSecretValue'], [r.facebookAppSecret.secretArn]);
    }
    if (has('mail:send') && r.email) {
      access.addStatements(r.email.sendStatement());
    }
    const images = r.imagesBucket.arnForObjects(IMAGES_KEY_PATTERN);
    const originals = r.imagesBucket.arnForObjects(ORIGINALS_KEY_PATTERN);
    // Uploads write originals only; the variants job reads them and writes what is served.
    if (has('images:put')) allow(['s3:PutObject'], [originals]);
    if (has('images:delete')) allow(['s3:DeleteObject'], [originals, images]);
    if (has('images:list'))
      allow(['s3:ListBucket'], [r.imagesBucket.bucketArn], {
        StringLike: { 's3:prefix': [ORIGINALS_KEY_PATTERN, IMAGES_KEY_PATTERN] },
      });
    if (has('images:variants')) {
      allow(['s3:GetObject'], [originals, images]);
      allow(['s3:PutObject'], [images]);
      // Without it a missing original reads as 403, not 404 (NoSuchKey), and a deleted one would be retried.
      allow(['s3:ListBucket'], [r.imagesBucket.bucketArn]);
    }

    // arm64 (Graviton): cheaper per GB-second; every bundle is plain JavaScript except the image
    // jobs', which carry sharp's x86_64 build (infra/aws/bundle.ts) and so stay x86_64 rather than
    // doubling the copied native packages. 1024 MB: CPU grows with memory, and a cold start is
    // mostly CPU (parsing and evaluating the bundle, docs/architecture.md#budgets). No
    // AWS_NODEJS_CONNECTION_REUSE_ENABLED: SDK v3 keeps connections alive by default; only v2 read it.
    this.function = new lambda.Function(this, 'Function', {
      runtime: LAMBDA_RUNTIME,
      architecture: props.architecture === 'x86_64' ? lambda.Architecture.X86_64 : lambda.Architecture.ARM_64,
      code: lambda.Code.fromAsset(assetDir(r.bundleDir, props.handler)),
      handler: 'index.handler',
      memorySize: FUNCTION_DEFAULTS.memorySize,
      timeout: props.timeout ?? Duration.seconds(FUNCTION_DEFAULTS.timeoutSeconds),
      role: this.role,
      logGroup: this.logGroup,
      // JSON lines as written (the log's own lines, with EMF metrics), Lambda's as JSON too.
      loggingFormat: lambda.LoggingFormat.JSON,
      description: props.description,
      environment: env,
    });
    // On the L1: the L2's `tracing` would add its statement to a separate policy resource.
    (this.function.node.defaultChild as lambda.CfnFunction).tracingConfig = { mode: 'Active' };
  }
}
