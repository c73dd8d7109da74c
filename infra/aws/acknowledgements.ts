import { CfnResource, DefaultStackSynthesizer, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { DzDealsStack } from './stack';

/**
 * Every cdk-nag AwsSolutions finding the stack accepts, each with the reason a reviewer can
 * check, in one place. Anything not listed here fails `cdk synth` and the infra tests.
 */
export function acknowledgeFindings(stack: DzDealsStack) {
  const ack = (scope: IConstruct, id: string, reason: string) => Validations.of(scope).acknowledge({ id, reason });
  const arnOf = (resource: IConstruct) => `<${logicalId(resource)}.Arn>`;

  ack(
    stack.api.httpApi,
    'AwsSolutions-APIG4',
    'Authorization happens in every Lambda, in the shared HTTP wrapper, from the route manifest access level: ' +
      "'user' and 'admin' routes reject a missing or invalid HS256 token with 401, and admin routes check the role " +
      "stored on the user record (403). An API Gateway authorizer can express neither 'optional' routes nor that " +
      'role, and the public routes (catalogue, sign-up, sign-in, password reset, sitemap) must stay anonymous.',
  );

  ack(
    stack.secrets.jwtSecret,
    'AwsSolutions-SMG4',
    'The JWT key is a single HS256 signing key without key ids: an automatic rotation would sign every member out ' +
      'at once and, while warm Lambdas still cache the old key, reject fresh tokens. Rotation is a deliberate ' +
      'operation documented in docs/operations.md (new random value, then members sign in again).',
  );

  ack(
    stack.secrets.originVerifySecret,
    'AwsSolutions-SMG4',
    'The origin-verify value is no credential: CloudFront adds it to every API request as proof the request ' +
      'came through the distribution, and CloudFormation copies it into the distribution and the functions at ' +
      'deploy time, so a rotation by Secrets Manager would reach neither and turn every request away. Changing it ' +
      'is a deploy that replaces the secret (docs/operations.md), which updates both sides together.',
  );

  // Object actions need object ARNs: each is limited to a prefix of the one bucket (served images/, originals/).
  const imageRoles = [...stack.api.functions.values(), ...Object.values(stack.jobs.functions)].filter((f) =>
    f.capabilities.some((c) => c === 'images:put' || c === 'images:delete' || c === 'images:variants'),
  );
  for (const fn of imageRoles)
    for (const prefix of ['images', 'originals'])
      ack(
        fn.role,
        `AwsSolutions-IAM5[Resource::${arnOf(stack.storage.imagesBucket)}/${prefix}/*]`,
        's3:PutObject, s3:GetObject and s3:DeleteObject act on objects, so the resource must be an object ARN; it is ' +
          `limited to the ${prefix}/ prefix of the images bucket, where every name is random and only the upload ` +
          'route (originals), the variants job (reads originals, writes images) and the clean-up get these actions.',
      );

  ack(
    stack.jobs.deadLetters,
    'AwsSolutions-SQS3',
    'This queue is the dead-letter queue itself: of the scheduled jobs (EventBridge targets), of the table ' +
      'stream records the events Lambda could not handle and of the variants runs that failed past their retries. What lands here is read by an operator ' +
      '(docs/operations.md), not redriven to a further queue.',
  );
  const functions = [...stack.api.functions.values(), ...Object.values(stack.jobs.functions)];
  for (const fn of functions)
    ack(
      fn.role,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level ' +
        'permission, AWS only accepts "*". For the events function also dynamodb:ListStreams, which its event ' +
        "source mapping needs to find the table's stream; its stream reads are limited to that stream's ARN.",
    );

  const distribution = stack.web.distribution;
  ack(
    distribution,
    'AwsSolutions-CFR1',
    'A public community site: visitors in Algeria and its diaspora abroad are all welcome, and no law or licence ' +
      'limits the countries it may be served in.',
  );
  // With webAclArn set the distribution carries the edge stack's web ACL and CFR2 does not fire.
  if (!stack.config.webAclArn)
    ack(
      distribution,
      'AwsSolutions-CFR2',
      'The web ACL of this deployment lives in its own us-east-1 stack (infra/aws/edge-stack.ts, npm run ' +
        'deploy:edge) and is attached by passing its ARN as webAclArn; this synth has none, and the synth warns ' +
        'about it. Without it the application still rate-limits sign-in, sign-up, mails, uploads and votes per ' +
        'member and address, every write route is throttled, and CloudFront with Shield Standard absorbs floods.',
    );
  if (!stack.config.certificateArn)
    ack(
      distribution,
      'AwsSolutions-CFR4',
      'Without a custom domain the distribution serves the default *.cloudfront.net certificate, whose security ' +
        'policy CloudFront fixes and CDK cannot set. Configuring domainName and certificateArn makes the stack ' +
        'require TLSv1.2_2021.',
    );

  // CDK's BucketNotifications handler: a singleton Lambda at stack level that only runs during
  // deployments, to set the images bucket's notification (new originals → the variants Lambda).
  for (const handler of stack.node.children.filter((c) => c.node.id.startsWith('BucketNotificationsHandler'))) {
    ack(
      handler,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "The role of CDK's BucketNotifications handler (it runs only during deployments) carries the AWS managed " +
        'basic execution policy, which only allows writing its CloudWatch logs; CDK offers no way to replace it.',
    );
    ack(
      handler,
      'AwsSolutions-IAM5[Resource::*]',
      "Generated by CDK for bucket notifications: s3:PutBucketNotification on '*' so its one handler can serve any " +
        'bucket of the stack; it only runs inside CloudFormation deployments, on the images bucket.',
    );
  }

  // CDK's BucketDeployment provider: a singleton Lambda at stack level that only runs during
  // deployments to copy web/dist into the web bucket; its role and runtime are CDK's own.
  for (const provider of stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
    const qualifier =
      stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    ack(
      provider,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "The role of CDK's BucketDeployment provider (it runs only during deployments) carries the AWS managed " +
        'basic execution policy, which only allows writing its CloudWatch logs; CDK offers no way to replace it.',
    );
    const copyReason =
      'Generated by CDK for BucketDeployment, which only runs during deployments: it reads the zipped SPA from ' +
      'the CDK bootstrap asset bucket and syncs it into the web bucket. The wildcards are the S3 action groups of ' +
      "CDK's grantRead/grantReadWrite, each scoped to one of those two buckets.";
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'])
      ack(provider, `AwsSolutions-IAM5[Action::${action}]`, copyReason);
    ack(
      provider,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*]`,
      copyReason,
    );
    ack(provider, `AwsSolutions-IAM5[Resource::${arnOf(stack.storage.webBucket)}/*]`, copyReason);
    ack(
      provider,
      'AwsSolutions-L1',
      "The runtime of CDK's BucketDeployment provider is pinned by aws-cdk-lib and upgraded with it; the function " +
        'only runs inside CloudFormation deployments and has no trigger reachable from outside.',
    );
  }
}

/** The template logical id of a construct's CloudFormation resource. */
function logicalId(construct: IConstruct) {
  const resource = construct instanceof CfnResource ? construct : construct.node.defaultChild;
  if (!(resource instanceof CfnResource)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(resource).resolve(resource.logicalId) as string;
}
