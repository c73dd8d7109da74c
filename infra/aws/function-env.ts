import type { JobDef } from '@functions/job-manifest';
import type { DeployConfig } from './config';
import { checksSessionOnPublicData, readsPublicDataOnly, type Grant, type RouteDef } from '@functions/routes';

// What each Lambda is given (capabilities, environment, memory, timeout), free of CDK: the stack's
// constructs and the local bundled stack (infra/local/bundle-workers.ts) read the same answers.

/** Manifest grants, plus what only infrastructure code asks for. */
export type Capability =
  Grant | 'jwt:verify' | 'images:list' | 'images:variants' | 'table:public-only' | 'table:session-check';

/** The values a function's settings name: CDK tokens in the stack, local names in `npm run start:bundled`. */
export interface EnvironmentValues {
  common: Record<string, string>;
  own?: Record<string, string>;
  tableName: string;
  jwtSecretArn: string;
  facebookAppSecretArn?: string;
  mail?: { from: string; configurationSet: string };
  imagesBucket: string;
}

/**
 * The environment a function gets from its capabilities: the one source of truth for the stack's
 * Lambdas and the local bundled stack (infra/local/bundle-workers.ts), which serves each bundle
 * with exactly these variables (plus its local endpoints).
 */
export function functionEnvironment(capabilities: readonly Capability[], v: EnvironmentValues) {
  const has = (c: Capability) => capabilities.includes(c);
  const env: Record<string, string> = { ...v.common, ...v.own };
  if (has('table:read') || has('table:write')) env.TABLE_NAME = v.tableName;
  if (has('jwt:verify') || has('jwt:sign')) env.JWT_SECRET_ARN = v.jwtSecretArn;
  if (has('facebook:secret') && v.facebookAppSecretArn) env.FACEBOOK_APP_SECRET_ARN = v.facebookAppSecretArn;
  if (has('mail:send') && v.mail) {
    env.MAIL_FROM = v.mail.from;
    env.MAIL_CONFIGURATION_SET = v.mail.configurationSet;
  }
  if (capabilities.some((c) => c.startsWith('images:'))) env.IMAGES_BUCKET = v.imagesBucket;
  return env;
}

/** Memory and timeout of every function unless it says otherwise (a job's manifest timeout). */
export const FUNCTION_DEFAULTS = { memorySize: 1024, timeoutSeconds: 10 };

/**
 * What a route's Lambda may do: its manifest grants, plus verifying tokens unless it is public;
 * a route serving public data only is kept out of the table's private partitions (an optional
 * one may read whether a caller's session is live).
 */
export const routeCapabilities = (route: RouteDef): Capability[] => [
  ...route.grants,
  ...(route.access === 'public' ? [] : (['jwt:verify'] as const)),
  ...(readsPublicDataOnly(route) && route.grants.includes('table:read') ? (['table:public-only'] as const) : []),
  ...(checksSessionOnPublicData(route) ? (['table:session-check'] as const) : []),
];

/** What a job's Lambda may do (invalidating pages is granted on the distribution, not here). */
export const jobCapabilities = (job: JobDef): Capability[] =>
  job.grants.filter((grant): grant is Exclude<typeof grant, 'pages:invalidate'> => grant !== 'pages:invalidate');

/** A job's own settings: the site's address where it mails, the page cache where it invalidates. */
export const jobEnvironment = (job: JobDef, v: { siteUrl: string; pageCacheId: string }): Record<string, string> => ({
  ...(job.grants.includes('mail:send') ? { SITE_URL: v.siteUrl } : {}),
  ...(job.grants.includes('pages:invalidate') ? { PAGE_CACHE_DISTRIBUTION_ID: v.pageCacheId } : {}),
});

/** Settings every function gets: the public OAuth ids and the operator's limits. */
export const commonEnvironment = (
  config: Pick<DeployConfig, 'googleClientId' | 'facebookAppId' | 'limits'>,
): Record<string, string> => ({
  // Public ids: the config route hands them to the browser anyway.
  ...(config.googleClientId ? { GOOGLE_CLIENT_ID: config.googleClientId } : {}),
  ...(config.facebookAppId ? { FACEBOOK_APP_ID: config.facebookAppId } : {}),
  // The abuse limits and trust thresholds the operator set for this deploy (shared/limits.ts,
  // functions/data/members/trust.ts read them).
  ...config.limits,
});

/** `deals/get-deal` → `DealsGetDeal`. */
export const constructId = (handler: string) =>
  handler
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
