/**
 * The CDK app (cdk.json runs it): reads the deployment configuration, bundles every handler
 * (code split per handler, infra/aws/bundle.ts), and defines the stack. Synthesizes offline: the stack is environment-agnostic
 * (account and region come from the CLI's credentials at deploy time) and makes no lookups.
 * cdk-nag's AwsSolutions pack runs on every synth: an unacknowledged finding fails it.
 * The WAF web ACL, which CloudFront takes only from us-east-1, is another app (edge-app.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_BUNDLE_DIR, WEB_DIST, bundleHandlers } from './bundle';
import { readConfig, stackName } from './config';
import { DzDealsStack } from './stack';

const app = new App();
// cdk-nag gates every synth and deploy; acknowledgements are copied into the template metadata.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
const config = readConfig(app.node);
const webDir = WEB_DIST;
if (!existsSync(join(webDir, 'index.html'))) {
  throw new Error('web/dist/index.html is missing: run `npm run build:web` first (npm run synth and deploy do).');
}
const { outDir } = await bundleHandlers({ outDir: DEFAULT_BUNDLE_DIR, webDir });
new DzDealsStack(app, stackName(config), {
  config,
  bundleDir: outDir,
  webDir,
  description: `DzDeals (${config.stage}): community deals site`,
});
app.synth();
