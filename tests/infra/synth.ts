import {
  APP_SHELLS,
  ORIGIN_PLACEHOLDER,
  ROUTE_CHUNKS_FILE,
  SERVER_ENTRY,
  STATIC_PAGE_SHELLS,
} from '@shared/page-shells';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@shared/i18n/languages';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { VALIDATION_REPORT_FILE } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT, WEB_DIST } from '../../infra/aws/bundle';
import { DEFAULT_CLEANUP_SCHEDULE, edgeStackName, validateConfig, type DeployConfig } from '../../infra/aws/config';
import { EdgeStack } from '../../infra/aws/edge-stack';
import { DzDealsStack } from '../../infra/aws/stack';

/** Every option set: the largest template (custom domain, mail, both OAuth providers, the web ACL). */
export const FULL_CONFIG: DeployConfig = {
  stage: 'prod',
  domainName: 'deals.example.dz',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
  mailFrom: 'no-reply@example.dz',
  googleClientId: '1234-abc.apps.googleusercontent.com',
  facebookAppId: '1234567890',
  facebookAppSecretName: 'dzdeals/facebook-app-secret',
  cleanupSchedule: DEFAULT_CLEANUP_SCHEDULE,
  webAclArn:
    'arn:aws:wafv2:us-east-1:123456789012:global/webacl/WebAcl-AbCdEf123456/11111111-2222-3333-4444-555555555555',
  // As readConfig finds them with `LOGIN_MAX_FAILURES=10 TRUST_MIN_AGE_HOURS=24` in the environment (stages.test.ts).
  limits: { LOGIN_MAX_FAILURES: '10', TRUST_MIN_AGE_HOURS: '24' },
  alarmEmail: 'ops@example.dz',
  monthlyBudgetUsd: 50,
};

/** Nothing optional set: CloudFront's own domain, no mail, no OAuth, no web ACL, the default limits. */
export const MINIMAL_CONFIG: DeployConfig = { stage: 'prod', cleanupSchedule: DEFAULT_CLEANUP_SCHEDULE, limits: {} };

const cdkContext = () =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/**
 * A small stand-in for web/dist: the stack only needs a directory to stage as the deployment's
 * asset, and the page handlers their shell and chunk list. The server renderer is the real one
 * (`npm test` builds the web app first), beside it as in web/dist-server.
 */
export function fakeWebDist() {
  const dir = join(mkdtempSync(join(tmpdir(), 'dzdeals-web-')), 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const shell = (lang: Language) =>
    `<!doctype html><html lang="${lang}" dir="${LANGUAGES[lang].dir}"><head><title data-default>DzDeals</title><meta data-default property="og:image" content="${ORIGIN_PLACEHOLDER}/og-image.png" /></head><body><div id="root"><!--page--><!--/page--></div></body></html>`;
  const shells = [
    ...Object.entries(STATIC_PAGE_SHELLS).map(([file, page]) => [file, page.lang] as const),
    ...LANGUAGE_CODES.map((lang) => [APP_SHELLS[lang], lang] as const),
  ];
  for (const [file, lang] of shells) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), shell(lang));
  }
  const none = { js: [], css: [] };
  writeFileSync(
    join(dir, ROUTE_CHUNKS_FILE),
    JSON.stringify({ home: none, deal: none, member: none, about: none, legal: none }),
  );
  writeFileSync(join(dir, 'assets/app-abc123.js'), 'console.log("DzDeals")');
  const renderer = join(WEB_DIST, SERVER_ENTRY);
  if (!existsSync(renderer)) throw new Error(`${renderer} is missing: run \`npm run build:web\` first`);
  mkdirSync(dirname(join(dir, SERVER_ENTRY)), { recursive: true });
  copyFileSync(renderer, join(dir, SERVER_ENTRY));
  return dir;
}

/** The handlers bundled for the whole infra project (tests/support/infra-setup.ts), by the very function `cdk synth` uses. */
export const bundleOnce = async () => inject('lambdaBundles');

/**
 * Synthesizes the stack in memory, as `cdk synth` would (cdk.json's context, the real bundles),
 * optionally with cdk-nag's AwsSolutions pack; returns the template and the validation report.
 */
export async function synthesize(config: DeployConfig, opts: { nag?: boolean } = {}) {
  const bundleDir = await bundleOnce();
  const outdir = mkdtempSync(join(tmpdir(), 'dzdeals-cdk-out-'));
  const app = new App({ outdir, context: cdkContext() });
  if (opts.nag)
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
  const stack = new DzDealsStack(app, 'DzDeals', { config: validateConfig(config), bundleDir, webDir: fakeWebDist() });
  const assembly = app.synth();
  const template = Template.fromJSON(assembly.getStackByName(stack.stackName).template);
  const reportFile = join(assembly.directory, VALIDATION_REPORT_FILE);
  return { app, stack, template, assembly, bundleDir, reportFile };
}

/**
 * Synthesizes the edge stack (the WAF web ACL, us-east-1) as `npm run deploy:edge` would, with
 * cdk-nag: a few resources and no bundling, so it is cheap.
 */
export function synthesizeEdge(stage = 'prod') {
  const outdir = mkdtempSync(join(tmpdir(), 'dzdeals-cdk-edge-'));
  const app = new App({ outdir, context: cdkContext() });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
  const stack = new EdgeStack(app, edgeStackName({ stage }));
  const assembly = app.synth();
  const template = Template.fromJSON(assembly.getStackByName(stack.stackName).template);
  return { stack, template, reportFile: join(assembly.directory, VALIDATION_REPORT_FILE) };
}

interface Report {
  pluginReports: { pluginName: string; violations: { ruleName: string; severity: string }[] }[];
}
/** The cdk-nag AwsSolutions findings of a synth's validation report (none: no report). */
export const nagViolations = (reportFile: string) => {
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  return report.pluginReports
    .filter((p) => p.pluginName.includes('AwsSolutions'))
    .flatMap((p) => p.violations.map((v) => `${v.severity} ${v.ruleName}`));
};

type Resource = {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  Metadata?: Record<string, unknown>;
};

/** Plain-JSON views of a synthesized template, for the checks Template's matchers make awkward. */
export function inspect(template: Template) {
  const json = template.toJSON() as {
    Resources: Record<string, Resource>;
    Outputs?: Record<string, { Value: unknown }>;
  };
  const resources = Object.entries(json.Resources).map(([id, r]) => ({ id, ...r, Properties: r.Properties ?? {} }));
  const ofType = (type: string) => resources.filter((r) => r.Type === type);
  const byId = (id: string) => {
    const found = resources.find((r) => r.id === id);
    if (!found) throw new Error(`no resource ${id}`);
    return found;
  };
  /** The logical id a `{ Ref }` or `{ Fn::GetAtt }` points at. */
  const refId = (value: unknown): string => {
    const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
    const id = v.Ref ?? v['Fn::GetAtt']?.[0];
    if (!id) throw new Error(`not a reference: ${JSON.stringify(value)}`);
    return id;
  };
  /** Our route and job Lambdas (CDK's own providers have no description of ours). */
  const functions = ofType('AWS::Lambda::Function').filter((f) => f.Properties.Role && f.Properties.LoggingConfig);
  const functionByDescription = (description: string) => {
    const found = functions.filter((f) => f.Properties.Description === description);
    if (found.length !== 1) throw new Error(`${found.length} functions described ${description}`);
    return found[0];
  };
  /** The policy documents inside a role (its inline policies). */
  const inlinePoliciesOf = (role: { Properties: Record<string, unknown> }) =>
    ((role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]).map((p) => p.PolicyDocument);
  /** Every statement a function's role holds: its inline policies and the policies attached to it. */
  const statementsOf = (fn: { Properties: Record<string, unknown> }) => {
    const roleId = refId(fn.Properties.Role);
    return [
      ...inlinePoliciesOf(byId(roleId)).flatMap((doc) => doc.Statement),
      ...ofType('AWS::IAM::Policy')
        .filter((p) => (p.Properties.Roles as unknown[]).some((r) => refId(r) === roleId))
        .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement),
    ];
  };
  return { json, resources, ofType, byId, refId, functions, functionByDescription, inlinePoliciesOf, statementsOf };
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}
export const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);
