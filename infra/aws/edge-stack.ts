import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { messages as ar } from '@shared/i18n/ar';
import { messages as fr } from '@shared/i18n/fr';

/**
 * The per-address limits of the web ACL, counted by AWS WAF over a sliding window of
 * `windowSeconds` per viewer IP address (CloudFront's, so a client cannot pick it). Algerian mobile
 * carriers put many members behind one address (carrier-grade NAT): the limits are set for a
 * crowd behind one address, not for one browser; the application's own per-member and
 * per-address limits (shared/limits.ts) are the fine-grained ones.
 */
export const EDGE_RATE_LIMITS = {
  windowSeconds: 300,
  /** Every request but the immutable files (`/assets/*`, `/images/*`, served from CloudFront's cache). */
  perAddress: 1000,
  /** Writes under `/api/auth/` (sign-up, sign-in, password reset, mails): what credential stuffing hits. */
  authWritesPerAddress: 100,
};

/**
 * What a visitor blocked by a rate rule gets: 429 with the API's envelope. WAF answers one fixed
 * body whatever the request's Accept-Language, so its message says it in French, then in Arabic.
 */
export const TOO_MANY_REQUESTS_BODY = JSON.stringify({
  success: false,
  data: null,
  message: `${fr.api.edgeLimited} ${ar.api.edgeLimited}`,
});

/** The AWS managed rule groups the web ACL runs, in order, after the rate rules. */
export const MANAGED_RULE_GROUPS = ['AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesCommonRuleSet'] as const;

/**
 * Rules of the common rule set counted (labelled and measured) instead of blocking.
 * SizeRestrictions_BODY blocks any body over 8 KB: that is every image upload (POST /api/images,
 * up to 4 MB) and a long deal in Arabic or Tifinagh (5,000 characters of 2 or 3 bytes each in
 * UTF-8). The functions enforce each route's own body limit (the manifest's maxBodyBytes, 1 MB
 * for JSON) and answer 413, and API Gateway refuses anything over 10 MB.
 */
export const COUNTED_COMMON_RULES = ['SizeRestrictions_BODY'] as const;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/** The URI path, URL-decoded and normalized (`//`, `/./`), starts with `prefix`. */
const pathStartsWith = (prefix: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [
      { priority: 0, type: 'URL_DECODE' },
      { priority: 1, type: 'NORMALIZE_PATH' },
    ],
  },
});

const methodIs = (method: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: method,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const not = (statement: wafv2.CfnWebACL.StatementProperty): wafv2.CfnWebACL.StatementProperty => ({
  notStatement: { statement },
});

/** Blocks an address over `limit` requests per window (among those `scopeDown` matches) with 429. */
function rateRule(
  name: string,
  priority: number,
  limit: number,
  scopeDown: wafv2.CfnWebACL.StatementProperty,
): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit,
        evaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
        scopeDownStatement: scopeDown,
      },
    },
    action: {
      block: {
        customResponse: {
          responseCode: 429,
          customResponseBodyKey: 'TooManyRequests',
          responseHeaders: [{ name: 'retry-after', value: '60' }],
        },
      },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The edge stack: the WAF web ACL in front of the CloudFront distribution. CloudFront-scope web
 * ACLs exist only in us-east-1, while the site's stack deploys in whatever region the CLI points
 * at (environment-agnostic, synthesized offline). Rather than pin both stacks to an account and
 * region for CDK's cross-region references (which would take the site's stack out of offline,
 * credential-free synthesis), this stack is deployed on its own (`npm run deploy:edge`) and the
 * site's stack attaches the ACL by its ARN (`webAclArn`, infra/aws/config.ts).
 */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: Omit<StackProps, 'env'> = {}) {
    super(scope, id, { ...props, env: { region: 'us-east-1' } });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      description: 'DzDeals: per-address rate limits and AWS managed rules in front of CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('DzDealsWebAcl'),
      customResponseBodies: {
        TooManyRequests: { contentType: 'APPLICATION_JSON', content: TOO_MANY_REQUESTS_BODY },
      },
      rules: [
        // The rate rules first: a flood is turned away before any inspection is paid for.
        rateRule('AuthWritesPerAddress', 0, EDGE_RATE_LIMITS.authWritesPerAddress, {
          andStatement: { statements: [pathStartsWith('/api/auth/'), not(methodIs('GET'))] },
        }),
        // The immutable files are left out: a page of deals loads a dozen images, and CloudFront
        // serves them from its cache without touching an origin.
        rateRule('RequestsPerAddress', 1, EDGE_RATE_LIMITS.perAddress, {
          andStatement: { statements: [not(pathStartsWith('/assets/')), not(pathStartsWith('/images/'))] },
        }),
        ...MANAGED_RULE_GROUPS.map((name, i): wafv2.CfnWebACL.RuleProperty => ({
          name,
          priority: 2 + i,
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name,
              ...(name === 'AWSManagedRulesCommonRuleSet'
                ? {
                    ruleActionOverrides: COUNTED_COMMON_RULES.map((rule) => ({
                      name: rule,
                      actionToUse: { count: {} },
                    })),
                  }
                : {}),
            },
          },
          overrideAction: { none: {} },
          visibilityConfig: visibility(name),
        })),
      ],
    });

    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.attrArn,
      description: 'Pass to the site stack: npm run deploy -- -c webAclArn=<this value>',
    });
  }
}
