import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ROUTES,
  checksSessionOnPublicData,
  localizedKeys,
  manifestKeyOf,
  readsPublicDataOnly,
  routeKey,
} from '@functions/routes';
import { JOBS } from '@functions/job-manifest';
import { ACCESS_LOG_FORMAT, API_THROTTLE, WRITE_THROTTLES } from '../../infra/aws/constructs/api';
import { API_CSP, HSTS, REFERRER_POLICY, WEB_CSP } from '@shared/security-headers';
import { isScreenPath, shellOf, STATIC_DEAL_SCREENS } from '@shared/spa-fallback';
import { canonicalHomeSearch, HOME_PARAMS } from '@shared/home-query';
import { API_ORIGIN_ID } from '../../infra/aws/constructs/web';
import { PRIVATE_PARTITIONS, SESSION_CHECK_ATTRIBUTES, TABLE, createTableInput } from '@shared/table';
import { APP_SHELLS, ORIGIN_PLACEHOLDER, STATIC_PAGE_SHELLS } from '@shared/page-shells';
import { FULL_CONFIG, actionsOf, inspect, synthesize, type Statement } from './synth';

const { cleanupImages, expireDeals, alertDigest, tableEvents } = JOBS;
const EXPIRY_SCHEDULE = expireDeals.trigger.expression;
const DIGEST_SCHEDULE = alertDigest.trigger.expression;

// Built once for the whole file: the production stage with every option configured.
let t: ReturnType<typeof inspect>;
let assemblyDir: string;
beforeAll(async () => {
  const { template, assembly } = await synthesize(FULL_CONFIG);
  t = inspect(template);
  assemblyDir = assembly.directory;
}, 120_000);

const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  's3:PutObject',
  's3:DeleteObject',
  'ses:SendEmail',
];
const mentions = (statements: Statement[], logicalId: string) => JSON.stringify(statements).includes(`"${logicalId}"`);
const envOf = (fn: { Properties: Record<string, unknown> }) =>
  (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
const secretId = (prefix: string) =>
  t.ofType('AWS::SecretsManager::Secret').find((r) => r.id.startsWith(`Secrets${prefix}`))!.id;
/** The CloudFormation dynamic reference to a secret's value: resolved at deploy time, never a literal. */
const dynamicReference = (logicalId: string) => ({
  'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: logicalId }, ':SecretString:::}}']],
});

describe('API: one Lambda and one route per manifest entry', () => {
  it('has exactly the manifest route keys, each integrated with the Lambda of that route', () => {
    const routes = t.ofType('AWS::ApiGatewayV2::Route');
    // And a localized page's other languages (`GET /ar/deals/{id}`), to that page's Lambda.
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(
      [...ROUTES.map(routeKey), ...ROUTES.flatMap(localizedKeys)].sort(),
    );
    for (const route of routes) {
      const target = route.Properties.Target as { 'Fn::Join': [string, unknown[]] };
      const integration = t.byId(t.refId(target['Fn::Join'][1][1]));
      expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      const fn = t.byId(t.refId(integration.Properties.IntegrationUri));
      expect(fn.Properties.Description).toBe(manifestKeyOf(route.Properties.RouteKey as string));
    }
  });

  it('invokes the route functions as one role of the API, only those, with no permission per route', () => {
    const integrations = t.ofType('AWS::ApiGatewayV2::Integration');
    const roles = new Set(integrations.map((i) => t.refId(i.Properties.CredentialsArn)));
    expect(roles.size).toBe(1);
    const [roleId] = roles;
    const trust = t.byId(roleId).Properties.AssumeRolePolicyDocument as { Statement: Statement[] };
    expect(trust.Statement).toEqual([
      expect.objectContaining({ Action: 'sts:AssumeRole', Principal: { Service: 'apigateway.amazonaws.com' } }),
    ]);
    const policies = [...t.ofType('AWS::IAM::Policy'), ...t.ofType('AWS::IAM::ManagedPolicy')].filter((p) =>
      ((p.Properties.Roles ?? []) as unknown[]).some((r) => t.refId(r) === roleId),
    );
    const statements = policies.flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    expect(statements.map((s) => s.Action)).toEqual(policies.map(() => 'lambda:InvokeFunction'));
    // Each policy within IAM's 6,144 characters for a managed policy, with ARNs of the longest names.
    for (const s of statements) expect([s.Resource].flat().length * 114 + 200).toBeLessThan(6144);
    const invoked = statements.flatMap((s) => [s.Resource].flat()).map((r) => t.refId(r));
    expect(invoked.sort()).toEqual(integrations.map((i) => t.refId(i.Properties.IntegrationUri)).sort());
    expect(invoked).toHaveLength(ROUTES.length);
    // The jobs keep the permissions their own triggers need (schedules, the bucket): none for the API.
    const permissions = t.ofType('AWS::Lambda::Permission');
    expect(permissions.filter((p) => p.Properties.Principal === 'apigateway.amazonaws.com')).toEqual([]);
  });

  it('makes one function per route plus the five asynchronous ones, all Node.js 24 on arm64 (x86_64 for native code) with their own logs', () => {
    expect(t.functions).toHaveLength(ROUTES.length + 5);
    const native = new Set<string>(
      Object.values(JOBS).flatMap((job) => ('nativePackages' in job ? [job.description] : [])),
    );
    const descriptions = new Set(t.functions.map((f) => f.Properties.Description));
    for (const route of ROUTES) expect(descriptions).toContain(routeKey(route));
    for (const fn of t.functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: [native.has(fn.Properties.Description as string) ? 'x86_64' : 'arm64'],
        Handler: 'index.handler',
      });
      const logs = t.byId(t.refId((fn.Properties.LoggingConfig as { LogGroup: unknown }).LogGroup));
      expect(logs.Properties.RetentionInDays).toBe(30);
    }
  });

  it('hands every route function the origin-verify value and the abuse limits set at synth', () => {
    const originVerify = dynamicReference(secretId('OriginVerifySecret'));
    for (const route of ROUTES) {
      const env = envOf(t.functionByDescription(routeKey(route)));
      expect(env.ORIGIN_VERIFY_SECRET, routeKey(route)).toEqual(originVerify);
      expect(env.LOGIN_MAX_FAILURES, routeKey(route)).toBe(FULL_CONFIG.limits.LOGIN_MAX_FAILURES);
    }
    // The trust threshold too, to every function: the events Lambda's Hot points and the routes alike.
    for (const fn of t.functions) expect(envOf(fn).TRUST_MIN_AGE_HOURS, fn.id).toBe('24');
    // The job serves no HTTP request: it needs no proof of origin.
    expect(envOf(t.functionByDescription('Daily clean-up of orphaned images')).ORIGIN_VERIFY_SECRET).toBeUndefined();
  });

  it('serves a throttled $default stage with JSON access logs', () => {
    const [stage] = t.ofType('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      },
    });
    const access = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(t.byId(t.refId(access.DestinationArn)).Type).toBe('AWS::Logs::LogGroup');
    expect(JSON.parse(access.Format)).toEqual(ACCESS_LOG_FORMAT);
    expect(JSON.parse(access.Format)).toMatchObject({
      requestId: '$context.requestId', // the function's log line carries the same id and the viewer address
      status: '$context.status',
      error: '$context.error.responseType', // THROTTLED
    });
    // HTTP API access logs know `$context` variables only: no request header, so no viewer address.
    for (const value of Object.values(ACCESS_LOG_FORMAT)) expect(value).toMatch(/^\$context\./);
  });

  it('throttles every writing route below the stage, by kind, and no route that only reads', () => {
    const [stage] = t.ofType('AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties.RouteSettings as Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    >;
    const writes = ROUTES.filter((r) => r.grants.includes('table:write'));
    expect(Object.keys(settings).sort()).toEqual(writes.map(routeKey).sort());
    for (const route of writes) {
      const throttle = WRITE_THROTTLES[route.throttle!];
      expect(settings[routeKey(route)], routeKey(route)).toEqual({
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      });
      expect(throttle.rateLimit).toBeLessThan(API_THROTTLE.rateLimit);
      expect(throttle.burstLimit).toBeLessThan(API_THROTTLE.burstLimit);
    }
    expect(ROUTES.find((r) => routeKey(r) === 'POST /api/auth/login')!.throttle).toBe('auth');
    expect(ROUTES.find((r) => routeKey(r) === 'POST /api/deals/{id}/vote')!.throttle).toBe('interaction');
    expect(ROUTES.find((r) => routeKey(r) === 'POST /api/deals/{id}/comments')!.throttle).toBe('interaction');
    expect(ROUTES.find((r) => routeKey(r) === 'PUT /api/deals/{id}/save')!.throttle).toBe('interaction');
    expect(ROUTES.find((r) => routeKey(r) === 'POST /api/deals/{id}/expire')!.throttle).toBe('interaction');
    expect(ROUTES.find((r) => routeKey(r) === 'POST /api/images')!.throttle).toBe('upload');
    expect(ROUTES.find((r) => routeKey(r) === 'POST /api/deals')!.throttle).toBe('content');
    expect(WRITE_THROTTLES.auth.rateLimit).toBeLessThan(WRITE_THROTTLES.interaction.rateLimit);
    // CloudFormation refuses settings for a route it has not created yet.
    const routeIds = t.ofType('AWS::ApiGatewayV2::Route').map((r) => r.id);
    const dependsOn = (t.json.Resources[stage.id] as { DependsOn?: string[] }).DependsOn ?? [];
    for (const route of writes) {
      const id = t.ofType('AWS::ApiGatewayV2::Route').find((r) => r.Properties.RouteKey === routeKey(route))!.id;
      expect(dependsOn, routeKey(route)).toContain(id);
    }
    // A localized page has a route per language (`GET /ar/deals/{id}`), to the same function.
    expect(routeIds.length).toBe(ROUTES.length + ROUTES.flatMap(localizedKeys).length);
  });
});

describe('least privilege per function', () => {
  const table = () => t.ofType('AWS::DynamoDB::Table')[0].id;
  const jwtSecret = () => secretId('JwtSecret');
  const imagesBucket = () =>
    t.resources.find((r) => r.id.startsWith('StorageImagesBucket') && r.Type === 'AWS::S3::Bucket')!.id;

  it("keeps each role's statements inline and within the 10,240 characters IAM allows, and the stack under 500 resources", () => {
    for (const fn of t.functions) {
      const docs = t.inlinePoliciesOf(t.byId(t.refId(fn.Properties.Role)));
      expect(docs.length, String(fn.Properties.Description)).toBe(1);
      // IAM counts the policy without white space; references are resolved to ARNs at deploy time,
      // so leave room for them (an ARN is about 100 characters, a reference about 40).
      const size = JSON.stringify(docs).replace(/\s/g, '').length;
      expect(size, String(fn.Properties.Description)).toBeLessThan(7_000);
    }
    // CloudFormation refuses a stack of more than 500 resources: one route costs 5 (function,
    // role, log group, integration, route).
    expect(t.resources.length).toBeLessThanOrEqual(470);
  });

  it('gives no GET route a write action', () => {
    const gets = ROUTES.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) {
      const actions = t.statementsOf(t.functionByDescription(routeKey(route))).flatMap(actionsOf);
      expect(
        actions.filter((a) => WRITE_ACTIONS.includes(a)),
        routeKey(route),
      ).toEqual([]);
    }
  });

  it('grants a write route its writes, and no function a Scan or a wildcard action', () => {
    const create = t.statementsOf(t.functionByDescription('POST /api/auth/register')).flatMap(actionsOf);
    expect(create).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query']));
    for (const fn of t.functions) {
      const actions = t.statementsOf(fn).flatMap(actionsOf);
      expect(actions, String(fn.Properties.Description)).not.toContain('dynamodb:Scan');
      expect(
        actions.filter((a) => a.includes('*')),
        String(fn.Properties.Description),
      ).toEqual([]);
    }
  });

  it('keeps the routes serving public data (get-deal among them) out of password hashes and tokens', () => {
    const denies = (route: (typeof ROUTES)[number]) =>
      t.statementsOf(t.functionByDescription(routeKey(route))).filter((s) => s.Effect === 'Deny');
    const leading = (prefixes: readonly string[]) => ({
      'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) },
    });
    expect(PRIVATE_PARTITIONS).toEqual(expect.arrayContaining(['USER#', 'RESET#', 'VERIFY#']));
    // A public page: no read of any private partition.
    const [page, ...more] = denies(ROUTES.find((r) => r.handler === 'site/render-deal-page')!);
    expect(more).toEqual([]);
    expect(actionsOf(page)).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']),
    );
    expect(page.Condition).toEqual(leading(PRIVATE_PARTITIONS));
    // get-deal (optional): of a user record, only a GetItem projecting whether a session is live.
    const getDeal = denies(ROUTES.find((r) => r.handler === 'deals/get-deal')!);
    expect(actionsOf(getDeal[0])).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']),
    );
    expect(getDeal[0].Condition).toEqual(leading(PRIVATE_PARTITIONS.filter((prefix) => prefix !== 'USER#')));
    const users = leading(['USER#']);
    const onUsers = getDeal.slice(1).map((s) => ({ actions: actionsOf(s).sort(), condition: s.Condition }));
    expect(onUsers).toEqual([
      {
        actions: ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:Query'],
        condition: users,
      },
      { actions: ['dynamodb:GetItem'], condition: { ...users, Null: { 'dynamodb:Attributes': 'true' } } },
      {
        actions: ['dynamodb:GetItem'],
        condition: {
          ...users,
          'ForAnyValue:StringNotEquals': { 'dynamodb:Attributes': [...SESSION_CHECK_ATTRIBUTES, 'SK'] },
        },
      },
    ]);
    expect(SESSION_CHECK_ATTRIBUTES).not.toContain('passwordHash');
    for (const route of ROUTES) {
      const denied = readsPublicDataOnly(route) && route.grants.includes('table:read');
      const expected = !denied ? 0 : checksSessionOnPublicData(route) ? 4 : 1;
      expect(denies(route), routeKey(route)).toHaveLength(expected);
      expect(checksSessionOnPublicData(route), routeKey(route)).toBe(denied && route.access === 'optional');
    }
  });

  it('lets only token-checking and token-issuing routes read the JWT secret', () => {
    for (const route of ROUTES) {
      const fn = t.functionByDescription(routeKey(route));
      const needs = route.access !== 'public' || route.grants.includes('jwt:sign');
      expect(mentions(t.statementsOf(fn), jwtSecret()), routeKey(route)).toBe(needs);
      expect('JWT_SECRET_ARN' in envOf(fn), routeKey(route)).toBe(needs);
      expect(mentions(t.statementsOf(fn), secretId('OriginVerifySecret')), routeKey(route)).toBe(false);
    }
    expect(mentions(t.statementsOf(t.functionByDescription('GET /api/deals/cities')), table())).toBe(false);
  });

  it('lets only mail-sending routes use SES, and only image routes and the job touch the images bucket', () => {
    for (const route of ROUTES) {
      const fn = t.functionByDescription(routeKey(route));
      const statements = t.statementsOf(fn);
      const env = envOf(fn);
      const sends = statements.some((s) => actionsOf(s).includes('ses:SendEmail'));
      expect(sends, routeKey(route)).toBe(route.grants.includes('mail:send'));
      expect(env.MAIL_FROM, routeKey(route)).toBe(
        route.grants.includes('mail:send') ? FULL_CONFIG.mailFrom : undefined,
      );
      const images = route.grants.some((g) => g.startsWith('images:'));
      expect(mentions(statements, imagesBucket()), routeKey(route)).toBe(images);
      expect(mentions(statements, table()), routeKey(route)).toBe(route.grants.some((g) => g.startsWith('table:')));
      expect(env.SITE_URL, routeKey(route)).toBe(`https://${FULL_CONFIG.domainName}`);
    }
    // The account mails: address verification (sign-up, email change and its confirmation by the
    // current address, resend) and password reset.
    const senders = t.functions.filter((f) => t.statementsOf(f).some((s) => actionsOf(s).includes('ses:SendEmail')));
    expect(senders.map((f) => f.Properties.Description).sort()).toEqual(
      [
        'POST /api/auth/register',
        'PUT /api/auth/profile',
        'POST /api/auth/verify-email',
        'POST /api/auth/resend-verification',
        'POST /api/auth/forgot-password',
        'Sends the grouped alert mails that are due',
        'Alerts and notifications from the table stream',
      ].sort(),
    );
    const job = t.statementsOf(t.functionByDescription('Daily clean-up of orphaned images')).flatMap(actionsOf);
    expect(job).toEqual(expect.arrayContaining(['s3:ListBucket', 's3:DeleteObject', 'dynamodb:Query']));
    expect(job).not.toContain('s3:PutObject');
  });

  it('hands the Facebook app secret only to the routes that check Facebook tokens', () => {
    const holders = t.functions.filter((f) =>
      JSON.stringify(f.Properties.Environment).includes('FACEBOOK_APP_SECRET_ARN'),
    );
    // The sign-in, and the email change of an account without a password (its proof).
    expect(holders.map((f) => f.Properties.Description).sort()).toEqual([
      'POST /api/auth/oauth/facebook',
      'PUT /api/auth/profile',
    ]);
    for (const holder of holders) {
      const secretStatements = t
        .statementsOf(holder)
        .filter((s) => JSON.stringify(s.Resource).includes(`secret:${FULL_CONFIG.facebookAppSecretName}`));
      expect(secretStatements.flatMap(actionsOf)).toEqual(['secretsmanager:GetSecretValue']);
    }
  });
});

describe('data', () => {
  it('translates the one table definition: keys, GSIs, on-demand, PITR, TTL, deletion protection', () => {
    const [table] = t.ofType('AWS::DynamoDB::Table');
    const input = createTableInput('x');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: input.KeySchema,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      DeletionProtectionEnabled: true,
    });
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(input.GlobalSecondaryIndexes);
    expect(new Set(table.Properties.AttributeDefinitions as unknown[])).toEqual(new Set(input.AttributeDefinitions));
    expect(table.DeletionPolicy).toBe('Retain');
  });
});

describe('web: CloudFront', () => {
  const distribution = () =>
    t.ofType('AWS::CloudFront::Distribution')[0].Properties.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
      Aliases?: string[];
      ViewerCertificate?: Record<string, unknown>;
      Logging?: unknown;
      WebACLId?: unknown;
    };
  const originOf = (behavior: Record<string, unknown>) =>
    distribution().Origins.find((o) => o.Id === behavior.TargetOriginId)!;
  const behavior = (path: string) => distribution().CacheBehaviors.find((b) => b.PathPattern === path)!;
  const bucketOf = (origin: { DomainName: unknown }) => t.refId(origin.DomainName);

  it('sends the default behaviour to the web bucket through OAC, with the SPA fallback function', () => {
    const d = distribution().DefaultCacheBehavior;
    const origin = originOf(d);
    expect(bucketOf(origin)).toMatch(/^StorageWebBucket/);
    expect(origin.OriginAccessControlId).toBeDefined();
    const [association] = d.FunctionAssociations as { EventType: string; FunctionARN: unknown }[];
    expect(association.EventType).toBe('viewer-request');
    expect(t.byId(t.refId(association.FunctionARN)).Type).toBe('AWS::CloudFront::Function');
  });

  /**
   * Runs the default behaviour's viewer-request function on a request, as CloudFront would: its
   * `import cf from 'cloudfront'` becomes a stand-in that records the origin chosen.
   */
  const runSiteFunction = (request: { uri: string; querystring?: Record<string, { value: string }> }) => {
    const [fn] = t.ofType('AWS::CloudFront::Function');
    const code = fn.Properties.FunctionCode as string;
    expect(code.split('\n')[0]).toBe("import cf from 'cloudfront';");
    const selected: string[] = [];
    const script = `${code.split('\n').slice(1).join('\n')}\nhandler({ request: ${JSON.stringify(request)} })`;
    const out = runInNewContext(script, {
      cf: { selectRequestOriginById: (id: string) => selected.push(id) },
    }) as { uri: string; querystring: Record<string, { value: string }> };
    return { out, selected };
  };
  /** The query CloudFront would send on and key on, as a string. */
  const queryOf = (querystring: Record<string, { value: string }>) =>
    Object.entries(querystring)
      .map(([name, { value }]) => `${name}=${value}`)
      .join('&');

  it('runs the same fallback rule as shared/spa-fallback.ts for every path but Home, without the query', () => {
    const [fn] = t.ofType('AWS::CloudFront::Function');
    const paths = [
      '/deals/42',
      '/deals/create',
      '/admin/image-cleanup',
      '/assets/app-1.js',
      '/favicon.svg',
      '/a.b/c',
      '/about',
      '/ar/login',
      '/ar/deals/create',
      '/ar/about',
      '/ar/manifest.webmanifest',
      '/arabe',
    ];
    for (const uri of paths) {
      const { out, selected } = runSiteFunction({ uri, querystring: { fbclid: { value: 'x' }, q: { value: 'tv' } } });
      expect(out.uri, uri).toBe(isScreenPath(uri) ? shellOf(uri) : uri);
      expect(out.querystring, uri).toEqual({});
      expect(selected, uri).toEqual([]);
    }
    // Each screen gets its language's shell: its own page's, else its language's app shell.
    expect(runSiteFunction({ uri: '/ar/login' }).out.uri).toBe(`/${APP_SHELLS.ar}`);
    expect(runSiteFunction({ uri: '/ar/about' }).out.uri).toBe('/ar/about.html');
    expect(runSiteFunction({ uri: '/arabe' }).out.uri).toBe(`/${APP_SHELLS.fr}`);
    expect(runSiteFunction({ uri: '/login' }).out.uri).toBe(`/${APP_SHELLS.fr}`);
    expect(fn.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
  });

  it("sends Arabic Home (`/ar`, and `/ar/` as `/ar`) to the API's origin like `/`", () => {
    const apiOrigin = originOf(behavior('/api/*')).Id;
    for (const uri of ['/ar', '/ar/']) {
      const { out, selected } = runSiteFunction({
        uri,
        querystring: { utm_source: { value: 'x' }, city: { value: 'Oran' }, sort: { value: 'new' } },
      });
      expect(out.uri, uri).toBe('/ar');
      expect(selected, uri).toEqual([apiOrigin]);
      expect(queryOf(out.querystring), uri).toBe('city=Oran');
    }
    expect(ROUTES.flatMap(localizedKeys)).toContain('GET /ar');
  });

  it("routes each page's other languages to its own function: one Lambda, a route per language", () => {
    const routes = t.ofType('AWS::ApiGatewayV2::Route');
    const integrationOf = (key: string) => {
      const target = routes.find((r) => r.Properties.RouteKey === key)!.Properties.Target;
      return t.refId((target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1][1]);
    };
    for (const [french, arabic] of [
      ['GET /', 'GET /ar'],
      ['GET /deals/{id}', 'GET /ar/deals/{id}'],
      ['GET /membres/{username}', 'GET /ar/membres/{username}'],
      ['GET /marchands/{slug}', 'GET /ar/marchands/{slug}'],
    ]) {
      expect(integrationOf(arabic), arabic).toBe(integrationOf(french));
      expect(ROUTES.flatMap(localizedKeys)).toContain(arabic);
    }
    expect(ROUTES.flatMap(localizedKeys)).toHaveLength(4);
  });

  it("sends Home to the API's origin with its query normalised as shared/home-query.ts does", () => {
    const apiOrigin = originOf(behavior('/api/*')).Id;
    expect(apiOrigin).toBe(API_ORIGIN_ID);
    const cases: [Record<string, string>, string][] = [
      [{}, ''],
      [{ utm_source: 'facebook', fbclid: 'IwAR0', gclid: 'x' }, ''],
      [{ sort: 'new', page: '1', city: '%20Oran%20' }, 'city=Oran'],
      [
        { sort: 'hot', category: 'Technologie', city: 'Oran', utm_medium: 'social' },
        'category=Technologie&city=Oran&sort=hot',
      ],
      // Decoded for the rule (`+` as a space), encoded again: one key per page, however it was spelt.
      [{ q: 'tv+4k', page: '02' }, 'page=2&q=tv%204k'],
      [{ city: 'B%C3%A9ja%C3%AFa', expired: '1' }, 'city=B%C3%A9ja%C3%AFa&expired=1'],
      // Values the page refuses are kept, for the handler to answer 400 or 404.
      [{ city: 'Paris', sort: 'top', page: 'abc', q: '' }, 'city=Paris&page=abc&sort=top'],
    ];
    // Bad percent-encoding is kept as sent (then encoded): a key of its own, and the handler's 400 or 404.
    const mangled = runSiteFunction({ uri: '/', querystring: { q: { value: '%E0%A4%A' }, Q: { value: 'x' } } });
    expect(queryOf(mangled.out.querystring)).toBe('q=%25E0%25A4%25A');
    for (const [query, expected] of cases) {
      const querystring = Object.fromEntries(Object.entries(query).map(([k, value]) => [k, { value }]));
      const { out, selected } = runSiteFunction({ uri: '/', querystring });
      expect(out.uri).toBe('/');
      expect(selected).toEqual([apiOrigin]);
      expect(queryOf(out.querystring), JSON.stringify(query)).toBe(expected);
      // The same as the local server's (shared/home-query.ts), from the same address.
      const search = Object.entries(query)
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
      expect(canonicalHomeSearch(search).slice(1)).toBe(expected.replace(/%20/g, '+'));
    }
  });

  it('keys the default behaviour on the path and Home’s parameters only, keeping nothing private', () => {
    const d = distribution();
    const config = t.ofType('AWS::CloudFront::Distribution')[0].Properties.DistributionConfig as Record<
      string,
      unknown
    >;
    // A default root object would turn `/` into `/index.html` before the function: Home would stay the shell.
    expect(config.DefaultRootObject).toBeUndefined();
    const policy = t.byId(t.refId(d.DefaultCacheBehavior.CachePolicyId)).Properties.CachePolicyConfig as {
      MinTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: Record<string, Record<string, unknown>>;
    };
    // No minimum: a `private, no-store` answer (a member's request, a refused query) is never kept.
    expect(policy.MinTTL).toBe(0);
    expect(policy.MaxTTL).toBe(365 * 86400);
    const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
    expect(key.QueryStringsConfig.QueryStringBehavior).toBe('whitelist');
    expect((key.QueryStringsConfig.QueryStrings as string[]).slice().sort()).toEqual([...HOME_PARAMS].sort());
    expect(key.HeadersConfig.HeaderBehavior).toBe('none');
    expect(key.CookiesConfig.CookieBehavior).toBe('none');
    expect(key).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    // The bucket's origin needs no viewer header, and API Gateway must not get the viewer's Host.
    expect(d.DefaultCacheBehavior.OriginRequestPolicyId).toBeUndefined();
    expect(ROUTES.map(routeKey)).toContain('GET /');
  });

  it('sends /api/* to the HTTP API: no caching, every method, viewer headers except Host', () => {
    const api = behavior('/api/*');
    expect(api.AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    );
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    expect(JSON.stringify(originOf(api).DomainName)).toContain('.execute-api.');
    const apiId = t.ofType('AWS::ApiGatewayV2::Api')[0].id;
    expect(JSON.stringify(originOf(api).DomainName)).toContain(`"${apiId}"`);
  });

  it('forwards the viewer address but not Host to the API, sitemap and robots routes', () => {
    // AWS's managed AllViewerExceptHostHeader, documented as: every viewer header except Host (API
    // Gateway answers 403 to a foreign Host), all cookies and query strings, and the CloudFront
    // viewer headers, CloudFront-Viewer-Address among them. No custom policy can do the same
    // (infra/aws/constructs/web.ts), so the stack defines none.
    for (const path of ['/api/*', '/sitemap.xml', '/robots.txt'])
      expect(behavior(path).OriginRequestPolicyId, path).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    expect(t.ofType('AWS::CloudFront::OriginRequestPolicy')).toEqual([]);
  });

  it('proves to the API that a request came through CloudFront: x-origin-verify from a secret, never a literal', () => {
    const origin = originOf(behavior('/api/*')) as { CustomOriginConfig?: unknown; OriginCustomHeaders?: unknown };
    expect(origin.OriginCustomHeaders).toEqual([
      { HeaderName: 'x-origin-verify', HeaderValue: dynamicReference(secretId('OriginVerifySecret')) },
    ]);
    // The same value the functions compare with, and only on the API origin.
    const others = distribution().Origins.filter((o) => o.Id !== behavior('/api/*').TargetOriginId);
    expect(JSON.stringify(others)).not.toContain('x-origin-verify');
  });

  it('sends /images/* to the images bucket through OAC with a long cache', () => {
    const images = behavior('/images/*');
    const origin = originOf(images);
    expect(bucketOf(origin)).toMatch(/^StorageImagesBucket/);
    expect(origin.OriginAccessControlId).toBeDefined();
    const policy = t.byId(t.refId(images.CachePolicyId)).Properties.CachePolicyConfig as Record<string, number>;
    expect(policy.DefaultTTL).toBe(365 * 86400);
    expect(policy.MinTTL).toBeGreaterThanOrEqual(86400);
  });

  it('sends deal pages to their route, cached as the handler says, and keeps the deal forms on the SPA', () => {
    const paths = distribution().CacheBehaviors.map((b) => b.PathPattern);
    // Behaviours match in order: the form screens before the pattern that would take them.
    for (const screen of STATIC_DEAL_SCREENS) {
      expect(paths.indexOf(screen), screen).toBeGreaterThanOrEqual(0);
      expect(paths.indexOf(screen), screen).toBeLessThan(paths.indexOf('/deals/*'));
      expect(behavior(screen)).toMatchObject({
        TargetOriginId: distribution().DefaultCacheBehavior.TargetOriginId,
        FunctionAssociations: distribution().DefaultCacheBehavior.FunctionAssociations,
      });
    }
    const pages = behavior('/deals/*');
    expect(pages.TargetOriginId).toBe(behavior('/api/*').TargetOriginId);
    expect(ROUTES.map(routeKey)).toContain('GET /deals/{id}');
    expect(pages.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(pages.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(pages.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    // The page is HTML of the app: the web CSP, not the API's.
    const csp = t.byId(t.refId(pages.ResponseHeadersPolicyId)).Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } };
    };
    expect(csp.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(WEB_CSP);
    const policy = t.byId(t.refId(pages.CachePolicyId)).Properties.CachePolicyConfig as {
      MinTTL: number;
      DefaultTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: Record<string, Record<string, unknown>>;
    };
    // Only as long as the answer's s-maxage says (nothing without it), never past 5 minutes.
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 300 });
    const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
    expect(key.HeadersConfig.HeaderBehavior).toBe('none');
    expect(key.CookiesConfig.CookieBehavior).toBe('none');
    expect(key.QueryStringsConfig.QueryStringBehavior).toBe('none');
    expect(key.EnableAcceptEncodingGzip).toBe(true);
  });

  it("sends member and merchant pages to their routes with the deal pages' behaviour", () => {
    const { PathPattern: _, ...same } = behavior('/deals/*');
    for (const [pattern, route] of [
      ['/membres/*', 'GET /membres/{username}'],
      ['/marchands/*', 'GET /marchands/{slug}'],
    ]) {
      expect(ROUTES.map(routeKey)).toContain(route);
      expect(behavior(pattern), pattern).toEqual({ ...same, PathPattern: pattern });
    }
  });

  it('sends the Arabic deal, member and merchant pages to their routes the same way, and keeps their forms on the SPA', () => {
    const { PathPattern: _, ...same } = behavior('/deals/*');
    for (const [pattern, route] of [
      ['/ar/deals/*', 'GET /ar/deals/{id}'],
      ['/ar/membres/*', 'GET /ar/membres/{username}'],
      ['/ar/marchands/*', 'GET /ar/marchands/{slug}'],
    ]) {
      expect(behavior(pattern), pattern).toEqual({ ...same, PathPattern: pattern });
      expect(ROUTES.flatMap(localizedKeys)).toContain(route);
    }
    const paths = distribution().CacheBehaviors.map((b) => b.PathPattern);
    for (const screen of ['/ar/deals/create', '/ar/deals/*/edit']) {
      expect(STATIC_DEAL_SCREENS).toContain(screen);
      expect(paths.indexOf(screen), screen).toBeGreaterThanOrEqual(0);
      expect(paths.indexOf(screen), screen).toBeLessThan(paths.indexOf('/ar/deals/*'));
    }
    // The French pages' patterns are unchanged, and nothing else is added.
    expect(paths.sort()).toEqual(
      [
        '/deals/create',
        '/deals/*/edit',
        '/ar/deals/create',
        '/ar/deals/*/edit',
        '/deals/*',
        '/membres/*',
        '/marchands/*',
        '/ar/deals/*',
        '/ar/membres/*',
        '/ar/marchands/*',
        '/api/*',
        '/images/*',
        '/sitemap.xml',
        '/robots.txt',
      ].sort(),
    );
  });

  it('sends /sitemap.xml and /robots.txt to their routes', () => {
    const apiOrigin = originOf(behavior('/api/*')).Id;
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      expect(behavior(path).TargetOriginId).toBe(apiOrigin);
      expect(ROUTES.map(routeKey)).toContain(`GET ${path}`);
    }
  });

  it('adds the security headers of shared/security-headers.ts', () => {
    const policies = t.ofType('AWS::CloudFront::ResponseHeadersPolicy').map(
      (p) =>
        (
          p.Properties.ResponseHeadersPolicyConfig as {
            SecurityHeadersConfig: Record<string, Record<string, unknown>>;
          }
        ).SecurityHeadersConfig,
    );
    const byCsp = new Map(policies.map((p) => [p.ContentSecurityPolicy.ContentSecurityPolicy, p]));
    expect([...byCsp.keys()].sort()).toEqual([API_CSP, WEB_CSP].sort());
    for (const p of policies) {
      expect(p.StrictTransportSecurity).toMatchObject({
        AccessControlMaxAgeSec: Number(/max-age=(\d+)/.exec(HSTS)![1]),
        IncludeSubdomains: true,
        Preload: true,
        Override: true,
      });
      expect(p.ContentTypeOptions).toEqual({ Override: true });
      expect(p.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(p.ReferrerPolicy).toEqual({ ReferrerPolicy: REFERRER_POLICY, Override: true });
    }
    const web = t
      .ofType('AWS::CloudFront::ResponseHeadersPolicy')
      .find((p) => JSON.stringify(p).includes('script-src'))!;
    expect(t.refId(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId)).toBe(web.id);
  });

  it('puts the configured WAF web ACL (the edge stack, us-east-1) in front of every behaviour, the API included', () => {
    expect(distribution().WebACLId).toBe(FULL_CONFIG.webAclArn);
  });

  it('serves the custom domain with TLS 1.2 and logs to the logs bucket', () => {
    expect(distribution().Aliases).toEqual([FULL_CONFIG.domainName]);
    expect(distribution().ViewerCertificate).toMatchObject({
      AcmCertificateArn: FULL_CONFIG.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(JSON.stringify(distribution().Logging)).toContain('StorageLogsBucket');
    expect(t.json.Outputs?.SiteUrl.Value).toBe(`https://${FULL_CONFIG.domainName}`);
  });

  it('deploys the built SPA to the web bucket, the shells with the site address in place of the placeholder', () => {
    const deployments = t.ofType('Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(3);
    for (const d of deployments) expect(t.refId(d.Properties.DestinationBucketName)).toMatch(/^StorageWebBucket/);
    const shells = deployments.find((d) => d.id.startsWith('WebDeployShells'))!;
    // Home's, About's and Legal's shells and the app's, in each language.
    expect(shells.Properties.SourceObjectKeys).toHaveLength(
      Object.keys(STATIC_PAGE_SHELLS).length + Object.keys(APP_SHELLS).length,
    );
    expect(shells.Properties.SystemMetadata).toMatchObject({ 'content-type': 'text/html; charset=utf-8' });
    // The custom domain is known at synth: it is written in the shells staged for that deployment
    // (stages.test.ts: a token, resolved at deploy time), and the one of all files leaves them out.
    const shellsDeployed = readdirSync(assemblyDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('about.html'))
      .map((f) => readFileSync(join(assemblyDir, f), 'utf8'))
      .filter((html) => !html.includes(ORIGIN_PLACEHOLDER));
    // About's shell in each language (`about.html`, `ar/about.html`).
    expect(shellsDeployed.map((html) => html.match(/<html lang="(\w+)"/)?.[1]).sort()).toEqual(['ar', 'fr']);
    for (const html of shellsDeployed)
      expect(html).toContain(`content="https://${FULL_CONFIG.domainName}/og-image.png"`);
    const pages = deployments.find((d) => d.id.startsWith('WebDeployPages'))!;
    expect(pages.Properties.Exclude).toEqual(expect.arrayContaining(['*.html']));
    // The offline pages are HTML but no shells: revalidated with the other files, in each language.
    expect(pages.Properties.Include).toEqual(['offline.html', 'ar/offline.html']);
  });
});

describe('storage, email, jobs, secrets', () => {
  it('runs the variants Lambda on new originals only, retried twice, then dead-lettered', () => {
    const fn = t.functionByDescription(JOBS.imageVariants.description);
    const [notifications] = t.ofType('Custom::S3BucketNotifications');
    const configs = (
      notifications.Properties.NotificationConfiguration as {
        LambdaFunctionConfigurations: { Events: string[]; LambdaFunctionArn: unknown; Filter: unknown }[];
      }
    ).LambdaFunctionConfigurations;
    expect(configs).toHaveLength(1);
    expect(configs[0].Events).toEqual(['s3:ObjectCreated:*']);
    expect(configs[0].Filter).toEqual({ Key: { FilterRules: [{ Name: 'prefix', Value: 'originals/' }] } });
    expect(t.refId(configs[0].LambdaFunctionArn)).toBe(fn.id);
    const invoke = t
      .ofType('AWS::Lambda::EventInvokeConfig')
      .find((c) => t.refId(c.Properties.FunctionName) === fn.id)!;
    expect(invoke.Properties.MaximumRetryAttempts).toBe(2);
    const failure = (invoke.Properties.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure;
    expect(t.byId(t.refId(failure.Destination)).Type).toBe('AWS::SQS::Queue');
    // Reads originals and what it serves, writes only what is served; the upload route writes only originals.
    const s3 = t.statementsOf(fn).filter((st) => String(st.Action).startsWith('s3:'));
    expect(JSON.stringify(s3)).toContain('/originals/*');
    const put = s3.find((st) => st.Action === 's3:PutObject')!;
    expect(JSON.stringify(put.Resource)).toContain('/images/*');
    expect(JSON.stringify(put.Resource)).not.toContain('/originals/*');
  });

  it('keeps every bucket private, TLS-only and encrypted', () => {
    const buckets = t.ofType('AWS::S3::Bucket');
    expect(buckets).toHaveLength(3);
    for (const b of buckets) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(b.Properties.BucketEncryption).toBeDefined();
      const policy = t.ofType('AWS::S3::BucketPolicy').find((p) => t.refId(p.Properties.Bucket) === b.id)!;
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('creates the SES identity of the sender', () => {
    const [identity] = t.ofType('AWS::SES::EmailIdentity');
    expect(identity.Properties.EmailIdentity).toBe(FULL_CONFIG.mailFrom);
  });

  it('runs the image clean-up on the configured schedule and the deal expiry every 5 minutes', () => {
    const jobOf = (schedule: string) => {
      const rule = t.ofType('AWS::Events::Rule').find((r) => r.Properties.ScheduleExpression === schedule)!;
      const [target] = rule.Properties.Targets as { Arn: unknown }[];
      return t.byId(t.refId(target.Arn));
    };
    const cleanup = jobOf(FULL_CONFIG.cleanupSchedule);
    expect(cleanup.Properties.Description).toBe('Daily clean-up of orphaned images');
    expect(cleanup.Properties.Timeout).toBe(300);
    expect(cleanupImages.handler).toBe('jobs/cleanup-images-job');
    expect(EXPIRY_SCHEDULE).toBe('rate(5 minutes)');
    expect(jobOf(EXPIRY_SCHEDULE).Properties.Description).toBe('Expires the deals whose expiry date has passed');
    expect(expireDeals.handler).toBe('jobs/expire-deals-job');
  });

  it('feeds the table stream to the events Lambda: filtered, retried, bisected, failures to the DLQ', () => {
    expect(t.ofType('AWS::DynamoDB::Table')[0].Properties.StreamSpecification).toEqual({
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    });
    const [mapping] = t.ofType('AWS::Lambda::EventSourceMapping');
    const fn = t.byId(t.refId(mapping.Properties.FunctionName));
    expect(fn.Properties.Description).toBe('Alerts and notifications from the table stream');
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: tableEvents.trigger.retries,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const dlq = t.ofType('AWS::SQS::Queue')[0];
    expect(JSON.stringify(mapping.Properties.DestinationConfig)).toContain(dlq.id);
    const patterns = (mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map((f) =>
      JSON.parse(f.Pattern),
    );
    // Lambda takes 5 filters per event source mapping unless the quota is raised.
    expect(patterns).toHaveLength(5);
    expect(JSON.stringify(patterns)).toContain('"prefix":"COMMENT#"');
    expect(JSON.stringify(patterns)).toContain('"prefix":"REPLY#"');
    expect(JSON.stringify(patterns)).toContain('"prefix":"MEMBERNAME#"');
    expect(envOf(fn).SITE_URL).toBe(`https://${FULL_CONFIG.domainName}`);
  });

  it('lets the events Lambda alone invalidate pages, of this distribution only, and tells it which', () => {
    const distribution = t.ofType('AWS::CloudFront::Distribution')[0].id;
    const events = t.functionByDescription('Alerts and notifications from the table stream');
    expect(envOf(events).PAGE_CACHE_DISTRIBUTION_ID).toEqual({ Ref: distribution });
    const invalidating = t.functions.filter((fn) =>
      t.statementsOf(fn).some((s) => actionsOf(s).some((a) => a.startsWith('cloudfront:'))),
    );
    expect(invalidating.map((fn) => fn.id)).toEqual([events.id]);
    const grants = t.statementsOf(events).filter((s) => actionsOf(s).some((a) => a.startsWith('cloudfront:')));
    expect(grants).toHaveLength(1);
    expect(actionsOf(grants[0])).toEqual(['cloudfront:CreateInvalidation']);
    // The distribution's own ARN, not a wildcard.
    expect(JSON.stringify(grants[0].Resource)).toContain(`{"Ref":"${distribution}"}`);
    expect(JSON.stringify(grants[0].Resource)).not.toContain('*');
    for (const fn of t.functions) if (fn.id !== events.id) expect(envOf(fn).PAGE_CACHE_DISTRIBUTION_ID).toBeUndefined();
  });

  it('sends the alert digest every 5 minutes, and every scheduled job’s failures to the dead-letter queue', () => {
    const dlq = t.ofType('AWS::SQS::Queue')[0];
    const rules = t.ofType('AWS::Events::Rule');
    expect(rules).toHaveLength(3);
    for (const rule of rules) {
      const [target] = rule.Properties.Targets as { DeadLetterConfig: { Arn: unknown }; RetryPolicy: unknown }[];
      expect(JSON.stringify(target.DeadLetterConfig), rule.id).toContain(dlq.id);
      expect(target.RetryPolicy, rule.id).toBeDefined();
    }
    const targetOf = (rule: (typeof rules)[number]) =>
      t.byId(t.refId((rule.Properties.Targets as { Arn: unknown }[])[0].Arn)).Properties.Description;
    const digest = rules.find((r) => targetOf(r) === 'Sends the grouped alert mails that are due')!;
    expect(digest.Properties.ScheduleExpression).toBe(DIGEST_SCHEDULE);
  });

  it('generates the JWT and origin-verify secrets in Secrets Manager, never in the template, and keeps them', () => {
    const secrets = t.ofType('AWS::SecretsManager::Secret');
    expect(secrets.map((s) => s.id).sort()).toEqual([secretId('JwtSecret'), secretId('OriginVerifySecret')].sort());
    expect(t.byId(secretId('JwtSecret')).Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64 });
    for (const secret of secrets) {
      expect(secret.Properties.GenerateSecretString, secret.id).toMatchObject({ ExcludePunctuation: true });
      expect(secret.Properties.SecretString, secret.id).toBeUndefined();
      expect(secret.DeletionPolicy, secret.id).toBe('Retain');
    }
  });

  it('hard-codes no physical name: every literal *Name is generated by CDK from the construct path', () => {
    const generated = /^DzDeals[A-Za-z0-9]*[0-9A-F]{8}$/; // stack name + path + hash
    const literalNames: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) {
          if (k.endsWith('Name') && typeof v === 'string') literalNames.push(`${path}.${k}=${v}`);
          walk(v, `${path}.${k}`);
        }
    };
    for (const r of t.resources) walk(r.Properties, r.id);
    const suspicious = literalNames.filter((entry) => {
      const [where, value] = entry.split('=');
      if (/\.(AttributeName|IndexName|StageName|HeaderName|MetricName)$/.test(where)) return false; // keys, `$default`, headers, metrics
      if (/\.Dimensions\[\d+\]\.Name$/.test(where)) return false; // a metric's dimension
      if (/\.FilterRules\[\d+\]\.Name$/.test(where)) return false; // an S3 notification's key filter (prefix)
      if (where.endsWith('.PolicyName') && where.startsWith(`${value}.`)) return false; // inline policy = logical id
      if (/^[A-Za-z0-9]+\.Policies\[0\]\.PolicyName$/.test(where) && value === 'access') return false; // a role's own statements, named within the role
      if (where === `${t.ofType('AWS::ApiGatewayV2::Api')[0].id}.Name`) return false; // a label; the id is generated
      return !generated.test(value);
    });
    expect(suspicious).toEqual([]);
    expect(literalNames.length).toBeGreaterThan(0);
  });
});
