import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTED_COMMON_RULES,
  EDGE_RATE_LIMITS,
  MANAGED_RULE_GROUPS,
  TOO_MANY_REQUESTS_BODY,
} from '../../infra/aws/edge-stack';
import { ROUTES, routeKey } from '@functions/routes';
import { IMAGE_MAX_BYTES } from '@shared/limits';
import { inspect, nagViolations, synthesizeEdge } from './synth';

type Statement = Record<string, unknown>;
interface Rule {
  Name: string;
  Priority: number;
  Statement: Statement;
  Action?: { Block?: { CustomResponse?: Record<string, unknown> } };
  OverrideAction?: unknown;
  VisibilityConfig: { CloudWatchMetricsEnabled: boolean; SampledRequestsEnabled: boolean; MetricName: string };
}

// The edge stack is small and needs no bundles: synthesized once, with cdk-nag.
let edge: ReturnType<typeof synthesizeEdge>;
let acl: { id: string; Properties: Record<string, unknown> };
let rules: Rule[];
beforeAll(() => {
  edge = synthesizeEdge();
  [acl] = inspect(edge.template).ofType('AWS::WAFv2::WebACL');
  rules = acl.Properties.Rules as Rule[];
}, 120_000);
const rule = (name: string) => rules.find((r) => r.Name === name)!;
const rate = (name: string) =>
  rule(name).Statement.RateBasedStatement as {
    AggregateKeyType: string;
    Limit: number;
    EvaluationWindowSec: number;
    ScopeDownStatement: Statement;
  };

describe('edge stack: the WAF web ACL in front of CloudFront', () => {
  it('lives in us-east-1 (CloudFront reads web ACLs only there), CloudFront scope, and exports its ARN', () => {
    expect(edge.stack.stackName).toBe('DzDeals-Edge');
    expect(edge.stack.region).toBe('us-east-1');
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const outputs = (edge.template.toJSON() as { Outputs: Record<string, { Value: unknown }> }).Outputs;
    expect(outputs.WebAclArn.Value).toEqual({ 'Fn::GetAtt': [acl.id, 'Arn'] });
  });

  it('has the rate rules first, then both managed groups, with metrics and sampled requests everywhere', () => {
    expect([...rules].sort((a, b) => a.Priority - b.Priority).map((r) => r.Name)).toEqual([
      'AuthWritesPerAddress',
      'RequestsPerAddress',
      ...MANAGED_RULE_GROUPS,
    ]);
    expect(new Set(rules.map((r) => r.Priority)).size).toBe(rules.length);
    for (const config of [acl.Properties.VisibilityConfig, ...rules.map((r) => r.VisibilityConfig)])
      expect(config).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
  });

  it('limits every address over five minutes, with a 429 in the API envelope', () => {
    for (const [name, limit] of [
      ['RequestsPerAddress', EDGE_RATE_LIMITS.perAddress],
      ['AuthWritesPerAddress', EDGE_RATE_LIMITS.authWritesPerAddress],
    ] as const) {
      expect(rate(name), name).toMatchObject({ AggregateKeyType: 'IP', Limit: limit, EvaluationWindowSec: 300 });
      expect(rule(name).Action?.Block?.CustomResponse, name).toMatchObject({
        ResponseCode: 429,
        CustomResponseBodyKey: 'TooManyRequests',
      });
    }
    expect(EDGE_RATE_LIMITS.authWritesPerAddress).toBeLessThan(EDGE_RATE_LIMITS.perAddress);
    const bodies = acl.Properties.CustomResponseBodies as Record<string, { Content: string; ContentType: string }>;
    expect(bodies.TooManyRequests.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(bodies.TooManyRequests.Content)).toMatchObject({ success: false, data: null });
    expect(bodies.TooManyRequests.Content).toBe(TOO_MANY_REQUESTS_BODY);
  });

  it('scopes the strict limit to writes under /api/auth/, which covers every writing auth route', () => {
    const scope = JSON.stringify(rate('AuthWritesPerAddress').ScopeDownStatement);
    expect(scope).toContain('"SearchString":"/api/auth/"');
    expect(scope).toMatch(/"NotStatement":\{"Statement":\{"ByteMatchStatement":\{"FieldToMatch":\{"Method":\{\}\}/);
    const authWrites = ROUTES.filter((r) => r.path.startsWith('/api/auth/') && r.grants.includes('table:write'));
    expect(authWrites.length).toBeGreaterThan(5);
    for (const route of authWrites) expect(route.method, routeKey(route)).not.toBe('GET');
    // The general limit leaves out the immutable files CloudFront serves from its cache.
    const general = JSON.stringify(rate('RequestsPerAddress').ScopeDownStatement);
    expect(general).toContain('"SearchString":"/assets/"');
    expect(general).toContain('"SearchString":"/images/"');
  });

  it('runs the managed groups, counting only the 8 KB body rule that would refuse image uploads', () => {
    for (const name of MANAGED_RULE_GROUPS) {
      expect(rule(name).Statement.ManagedRuleGroupStatement, name).toMatchObject({ VendorName: 'AWS', Name: name });
      expect(rule(name).OverrideAction, name).toEqual({ None: {} });
    }
    const common = rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement as {
      RuleActionOverrides: { Name: string; ActionToUse: unknown }[];
    };
    expect(common.RuleActionOverrides).toEqual(
      COUNTED_COMMON_RULES.map((name) => ({ Name: name, ActionToUse: { Count: {} } })),
    );
    expect(COUNTED_COMMON_RULES).toEqual(['SizeRestrictions_BODY']);
    // Why: the upload route accepts far more than the rule's 8 KB.
    const upload = ROUTES.find((r) => routeKey(r) === 'POST /api/images')!;
    expect(upload.maxBodyBytes).toBeGreaterThan(IMAGE_MAX_BYTES);
  });

  it('leaves no unacknowledged cdk-nag finding', () => {
    expect(nagViolations(edge.reportFile)).toEqual([]);
  });
});
