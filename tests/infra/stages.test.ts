import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routeKey } from '@functions/routes';
import { DEFAULT_CLEANUP_SCHEDULE, edgeStackName, envName, readConfig, stackName } from '../../infra/aws/config';
import { LIMIT_VARIABLES } from '@shared/limits';
import { MINIMAL_CONFIG, inspect, synthesize } from './synth';

const context = (values: Record<string, string>) => ({ tryGetContext: (key: string) => values[key] });

describe('deployment configuration', () => {
  it('defaults to the prod stage, no options, a daily clean-up', () => {
    expect(readConfig(context({}), {})).toEqual({
      stage: 'prod',
      cleanupSchedule: DEFAULT_CLEANUP_SCHEDULE,
      limits: {},
    });
    expect(stackName(readConfig(context({}), {}))).toBe('DzDeals');
    expect(stackName(readConfig(context({ stage: 'dev' }), {}))).toBe('DzDeals-dev');
  });

  it('reads CDK context first, then DZDEALS_* variables', () => {
    expect(envName('facebookAppSecretName')).toBe('DZDEALS_FACEBOOK_APP_SECRET_NAME');
    const config = readConfig(context({ mailFrom: 'ctx@example.dz' }), {
      DZDEALS_MAIL_FROM: 'env@example.dz',
      DZDEALS_GOOGLE_CLIENT_ID: 'google-id',
    });
    expect(config).toMatchObject({ mailFrom: 'ctx@example.dz', googleClientId: 'google-id' });
    const acl = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/WebAcl-x/1234-abcd';
    expect(readConfig(context({}), { DZDEALS_WEB_ACL_ARN: acl }).webAclArn).toBe(acl);
    expect(edgeStackName(readConfig(context({}), {}))).toBe('DzDeals-Edge');
    expect(edgeStackName(readConfig(context({ stage: 'dev' }), {}))).toBe('DzDeals-dev-Edge');
  });

  it('takes the abuse limits of shared/limits.ts set in the environment, by their own names', () => {
    // Not the test stacks' lower password hashing cost either (functions/lib/password.ts).
    const config = readConfig(context({}), {
      LOGIN_MAX_FAILURES: '10',
      SIGNUPS_PER_ADDRESS: ' 60 ',
      PATH: '/usr/bin',
      PASSWORD_SCRYPT_LOG_N: '14',
    });
    expect(config.limits).toEqual({ LOGIN_MAX_FAILURES: '10', SIGNUPS_PER_ADDRESS: '60' });
    for (const name of LIMIT_VARIABLES)
      expect(readConfig(context({}), { [name]: '7' }).limits, name).toEqual({ [name]: '7' });
    // shared/limits.ts would silently ignore these and keep its default: the synth says so instead.
    for (const bad of ['0', '-3', '2.5', 'ten'])
      expect(() => readConfig(context({}), { LOGIN_WINDOW_SECONDS: bad }), bad).toThrow(/LOGIN_WINDOW_SECONDS/);
  });

  it('takes the trust thresholds of shared/reputation.ts the same way, 0 included', () => {
    const config = readConfig(context({}), { TRUST_MIN_AGE_HOURS: '0', TRUST_MIN_REPUTATION: ' 25 ' });
    expect(config.limits).toEqual({ TRUST_MIN_AGE_HOURS: '0', TRUST_MIN_REPUTATION: '25' });
    for (const bad of ['-1', '2.5', 'ten'])
      expect(() => readConfig(context({}), { TRUST_MIN_REPUTATION: bad }), bad).toThrow(/TRUST_MIN_REPUTATION/);
  });

  it.each([
    [{ domainName: 'deals.example.dz' }, /domainName and certificateArn/],
    [
      { domainName: 'deals.example.dz', certificateArn: 'arn:aws:acm:eu-west-3:123456789012:certificate/x' },
      /us-east-1/,
    ],
    [{ facebookAppId: '123' }, /facebookAppId and facebookAppSecretName/],
    [{ mailFrom: 'not-an-address' }, /mailFrom/],
    [{ cleanupSchedule: 'every day' }, /cleanupSchedule/],
    [{ webAclArn: 'arn:aws:wafv2:eu-west-3:123456789012:global/webacl/WebAcl-x/1234-abcd' }, /webAclArn.*us-east-1/],
    [{ webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:regional/webacl/WebAcl-x/1234-abcd' }, /webAclArn/],
    [{ stage: 'Prod!' }, /stage/],
  ])('rejects a configuration that would deploy a broken site: %o', (values, message) => {
    expect(() => readConfig(context(values as Record<string, string>), {})).toThrow(message);
  });
});

describe('a dev stage without options', () => {
  let t: ReturnType<typeof inspect>;
  let warnings: Annotations;
  beforeAll(async () => {
    const { stack, template } = await synthesize({ ...MINIMAL_CONFIG, stage: 'dev' });
    t = inspect(template);
    warnings = Annotations.fromStack(stack);
  }, 120_000);

  it('lets the table go: no deletion protection, deleted with the stack', () => {
    const [table] = t.ofType('AWS::DynamoDB::Table');
    expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    expect(table.DeletionPolicy).toBe('Delete');
  });

  it("writes the CloudFront domain into the shells' absolute URLs at deploy time", () => {
    const shells = t.ofType('Custom::CDKBucketDeployment').find((d) => d.id.startsWith('WebDeployShells'))!;
    // Each shell's placeholder became a marker the deployment resolves to the distribution's domain.
    const markers = shells.Properties.SourceMarkers as Record<string, unknown>[];
    expect(markers).toHaveLength((shells.Properties.SourceObjectKeys as unknown[]).length);
    const distribution = t.ofType('AWS::CloudFront::Distribution')[0].id;
    for (const m of markers) expect(JSON.stringify(m)).toContain(`"${distribution}","DomainName"`);
  });

  it('serves the CloudFront domain, the site URL every route reads', () => {
    const siteUrl = { 'Fn::Join': ['', ['https://', expect.objectContaining({ 'Fn::GetAtt': expect.any(Array) })]] };
    expect(t.json.Outputs?.SiteUrl.Value).toEqual(siteUrl);
    const config = t.ofType('AWS::CloudFront::Distribution')[0].Properties.DistributionConfig as Record<
      string,
      unknown
    >;
    expect(config.Aliases).toBeUndefined();
    expect(config.WebACLId).toBeUndefined(); // no webAclArn: no WAF, and the synth says so
    warnings.hasWarning('*', Match.stringLikeRegexp('No webAclArn configured.*npm run deploy:edge'));
    for (const route of ROUTES) {
      const env = t.functionByDescription(routeKey(route)).Properties.Environment as {
        Variables: Record<string, unknown>;
      };
      expect(env.Variables.SITE_URL).toEqual(siteUrl);
    }
  });

  it('creates no SES identity and grants no mail sending when no sender is set', () => {
    expect(t.ofType('AWS::SES::EmailIdentity')).toEqual([]);
    const reset = t.functionByDescription('POST /api/auth/forgot-password');
    expect(JSON.stringify(t.statementsOf(reset))).not.toContain('ses:');
    expect(JSON.stringify(reset.Properties.Environment)).not.toContain('MAIL_FROM');
  });

  it('leaves sign-in providers unconfigured (they answer 503) and the abuse limits at their defaults', () => {
    for (const fn of t.functions) {
      const env = JSON.stringify(fn.Properties.Environment);
      expect(env).not.toMatch(/GOOGLE_CLIENT_ID|FACEBOOK_APP_ID|FACEBOOK_APP_SECRET_ARN/);
      for (const name of LIMIT_VARIABLES) expect(env).not.toContain(name);
    }
  });

  it('lets the origin-verify secret go with the stack, like the JWT secret', () => {
    const secrets = t.ofType('AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(2);
    for (const secret of secrets) expect(secret.DeletionPolicy, secret.id).toBe('Delete');
  });
});
