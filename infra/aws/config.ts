import type { Node } from 'constructs';
import { LIMIT_VARIABLES } from '@shared/limits';
import { TRUST_DEFAULTS } from '@shared/reputation';

/** One of the abuse limits of shared/limits.ts that a deployment may change. */
export type LimitVariable = (typeof LIMIT_VARIABLES)[number];
/** One of the trust thresholds of shared/reputation.ts (TRUST_MIN_AGE_HOURS, TRUST_MIN_REPUTATION). */
export type TrustVariable = keyof typeof TRUST_DEFAULTS;
export const TRUST_VARIABLES = Object.keys(TRUST_DEFAULTS) as TrustVariable[];

/** What an operator sets for a deployment (docs/operations.md#configuration). */
export interface DeployConfig {
  /** 'dev' drops deletion protection and lets `cdk destroy` remove data; anything else keeps it. */
  stage: string;
  /** Custom domain served by CloudFront; with it, `certificateArn` (ACM, us-east-1). */
  domainName?: string;
  certificateArn?: string;
  /** SES sender of the account mails (address verification, password reset); without it no mail is sent. */
  mailFrom?: string;
  /** Google sign-in (OAuth client id); without it Google sign-in answers 503. */
  googleClientId?: string;
  /** Facebook sign-in: app id and the name of a Secrets Manager secret holding the app secret. */
  facebookAppId?: string;
  facebookAppSecretName?: string;
  /** EventBridge schedule of the image clean-up (cron or rate expression). */
  cleanupSchedule: string;
  /**
   * ARN of the WAF web ACL (us-east-1, CloudFront scope) to put in front of the distribution: the
   * `WebAclArn` output of the edge stack (`npm run deploy:edge`, infra/aws/edge-stack.ts).
   */
  webAclArn?: string;
  /**
   * The abuse limits and trust thresholds set in the environment of the synth
   * (`LOGIN_MAX_FAILURES=10 TRUST_MIN_AGE_HOURS=24 npm run deploy`), passed as they are to every
   * function; the others keep the defaults of shared/limits.ts and shared/reputation.ts.
   */
  limits: Partial<Record<LimitVariable | TrustVariable, string>>;
  /** Address subscribed to the alarm topic (it confirms by mail); without it, subscribe by hand. */
  alarmEmail?: string;
  /** Monthly AWS cost, in US dollars, past which (80% spent, 100% forecast) the alarm topic is told. */
  monthlyBudgetUsd?: number;
}

export const DEFAULT_CLEANUP_SCHEDULE = 'cron(0 3 * * ? *)';

const KEYS = [
  'stage',
  'domainName',
  'certificateArn',
  'mailFrom',
  'googleClientId',
  'facebookAppId',
  'facebookAppSecretName',
  'cleanupSchedule',
  'webAclArn',
  'alarmEmail',
  'monthlyBudgetUsd',
] as const;
type Key = (typeof KEYS)[number];

/** `domainName` → `DZDEALS_DOMAIN_NAME`. */
export const envName = (key: Key) => `DZDEALS_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** The abuse limits and trust thresholds set in the environment (also read by `npm run start:bundled`). */
export function readLimits(env: NodeJS.ProcessEnv): DeployConfig['limits'] {
  const limits: DeployConfig['limits'] = {};
  for (const name of [...LIMIT_VARIABLES, ...TRUST_VARIABLES]) {
    const value = env[name]?.trim();
    if (value) limits[name] = value;
  }
  return limits;
}

/**
 * Reads the configuration from CDK context (`-c key=value` or cdk.json's "context"), falling back
 * to DZDEALS_* environment variables, plus the abuse limits from the environment (their names are
 * those of shared/limits.ts), and rejects combinations that would deploy a broken site.
 */
export function readConfig(node: Pick<Node, 'tryGetContext'>, env: NodeJS.ProcessEnv = process.env): DeployConfig {
  const raw = {} as Record<Key, string | undefined>;
  for (const key of KEYS) {
    const value = node.tryGetContext(key) ?? env[envName(key)];
    raw[key] = typeof value === 'string' && value.trim() ? value.trim() : undefined;
  }
  const limits = readLimits(env);
  return validateConfig({
    ...raw,
    monthlyBudgetUsd: raw.monthlyBudgetUsd === undefined ? undefined : Number(raw.monthlyBudgetUsd),
    stage: raw.stage ?? 'prod',
    cleanupSchedule: raw.cleanupSchedule ?? DEFAULT_CLEANUP_SCHEDULE,
    limits,
  });
}

export function validateConfig(config: DeployConfig): DeployConfig {
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(config.stage)) problems.push('stage: lower-case letters, digits and dashes');
  if (!!config.domainName !== !!config.certificateArn)
    problems.push('domainName and certificateArn go together (a custom domain needs its certificate)');
  if (config.certificateArn && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\//.test(config.certificateArn))
    problems.push('certificateArn: an ACM certificate ARN in us-east-1 (CloudFront only reads certificates there)');
  if (config.domainName && !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(config.domainName))
    problems.push('domainName: a host name such as deals.example.dz');
  if (config.mailFrom && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(config.mailFrom))
    problems.push('mailFrom: an email address');
  if (config.alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(config.alarmEmail))
    problems.push('alarmEmail: an email address');
  if (config.monthlyBudgetUsd !== undefined && !(config.monthlyBudgetUsd > 0))
    problems.push('monthlyBudgetUsd: a positive amount of US dollars, such as 50');
  if (!!config.facebookAppId !== !!config.facebookAppSecretName)
    problems.push('facebookAppId and facebookAppSecretName go together');
  if (
    config.webAclArn &&
    !/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/.test(config.webAclArn)
  )
    problems.push(
      'webAclArn: the ARN of a CloudFront-scope WAF web ACL, in us-east-1 (the WebAclArn output of npm run deploy:edge)',
    );
  if (!/^(cron|rate)\(.+\)$/.test(config.cleanupSchedule))
    problems.push('cleanupSchedule: an EventBridge expression such as cron(0 3 * * ? *) or rate(1 day)');
  // shared/limits.ts and functions/data/members/trust.ts would silently fall back to their default on anything else.
  for (const [name, value] of Object.entries(config.limits)) {
    if ((TRUST_VARIABLES as string[]).includes(name)) {
      if (!/^(0|[1-9]\d{0,8})$/.test(value)) problems.push(`${name}: a whole number, 0 or more, not ${value}`);
    } else if (!/^[1-9]\d{0,8}$/.test(value)) problems.push(`${name}: a positive whole number, not ${value}`);
  }
  if (problems.length) throw new Error(`Invalid deployment configuration:\n- ${problems.join('\n- ')}`);
  return config;
}

/** The stack name: `DzDeals` for prod, `DzDeals-<stage>` otherwise. */
export const stackName = (config: DeployConfig) => (config.stage === 'prod' ? 'DzDeals' : `DzDeals-${config.stage}`);

/** The edge stack (the WAF web ACL, us-east-1): `DzDeals-Edge`, or `DzDeals-<stage>-Edge`. */
export const edgeStackName = (config: Pick<DeployConfig, 'stage'>) => `${stackName(config as DeployConfig)}-Edge`;
