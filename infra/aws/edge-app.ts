/**
 * The CDK app of the edge stack (`npm run deploy:edge`): the WAF web ACL, in us-east-1, apart
 * from the site's app (infra/aws/app.ts) so that the site's stack stays environment-agnostic and
 * `npm run synth` offline. Its WebAclArn output is the site's `webAclArn` setting. cdk-nag's
 * AwsSolutions pack runs on it too.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { edgeStackName, readConfig } from './config';
import { EdgeStack } from './edge-stack';

const app = new App();
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
const config = readConfig(app.node);
new EdgeStack(app, edgeStackName(config), {
  description: `DzDeals (${config.stage}): WAF web ACL in front of the CloudFront distribution`,
});
app.synth();
