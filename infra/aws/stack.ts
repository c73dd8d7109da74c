import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { acknowledgeFindings } from './acknowledgements';
import type { DeployConfig } from './config';
import { Api } from './constructs/api';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import { Jobs } from './constructs/jobs';
import { Monitoring } from './constructs/monitoring';
import type { FunctionResources } from './constructs/lambda';
import { commonEnvironment } from './function-env';
import { Secrets } from './constructs/secrets';
import { Storage } from './constructs/storage';
import { Web } from './constructs/web';

export interface DzDealsStackProps extends StackProps {
  config: DeployConfig;
  /** Output of `bundleHandlers` (one directory per handler). */
  bundleDir: string;
  /** The built SPA to deploy (web/dist). */
  webDir: string;
}

/** The whole site in one stack, by concern (docs/operations.md#what-a-deploy-creates). No physical names are set. */
export class DzDealsStack extends Stack {
  readonly data: Data;
  readonly storage: Storage;
  readonly secrets: Secrets;
  readonly email?: Email;
  readonly api: Api;
  readonly web: Web;
  readonly jobs: Jobs;
  readonly monitoring: Monitoring;
  readonly config: DeployConfig;

  constructor(scope: Construct, id: string, props: DzDealsStackProps) {
    // One line of JSON: the template of 60-odd functions and their alarms stays well under 1 MB.
    super(scope, id, { ...props, suppressTemplateIndentation: true });
    const config = (this.config = props.config);
    const dev = config.stage === 'dev';

    this.monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: config.alarmEmail,
      monthlyBudgetUsd: config.monthlyBudgetUsd,
    });
    this.data = new Data(this, 'Data', { dev });
    this.storage = new Storage(this, 'Storage', { dev });
    this.secrets = new Secrets(this, 'Secrets', { dev, facebookAppSecretName: config.facebookAppSecretName });
    if (config.mailFrom) this.email = new Email(this, 'Email', config.mailFrom, this.monitoring.topic);
    else
      Annotations.of(this).addWarningV2(
        'dzdeals:no-mail',
        'No mailFrom configured: account mails (address verification, password reset) are not sent (they are logged instead).',
      );

    const resources: FunctionResources = {
      bundleDir: props.bundleDir,
      table: this.data.table,
      jwtSecret: this.secrets.jwtSecret,
      imagesBucket: this.storage.imagesBucket,
      email: this.email,
      facebookAppSecret: this.secrets.facebookAppSecret,
      commonEnv: commonEnvironment(config),
    };
    // A CloudFormation dynamic reference ({{resolve:secretsmanager:...}}): resolved at deploy time,
    // so the value is in neither the template nor cdk.out. It does end up readable in the
    // distribution's origin settings and the functions' environment, which is acceptable: it is
    // no credential and unlocks nothing, only the proof that a request came through CloudFront
    // (whose viewer address the API then trusts) rather than straight to execute-api.
    const originVerify = this.secrets.originVerifySecret.secretValue.unsafeUnwrap();
    this.api = new Api(this, 'Api', { resources, env: { ORIGIN_VERIFY_SECRET: originVerify } });
    this.web = new Web(this, 'Web', {
      webBucket: this.storage.webBucket,
      imagesBucket: this.storage.imagesBucket,
      logsBucket: this.storage.logsBucket,
      apiDomain: this.api.domainName,
      originVerify,
      webDir: props.webDir,
      domainName: config.domainName,
      certificateArn: config.certificateArn,
      webAclArn: config.webAclArn,
    });
    if (!config.webAclArn)
      Annotations.of(this).addWarningV2(
        'dzdeals:no-waf',
        'No webAclArn configured: the distribution has no WAF web ACL (no per-address rate limits, no managed rules). ' +
          'Deploy it with `npm run deploy:edge` and pass its WebAclArn output (docs/operations.md, "Edge protection").',
      );
    // Known only once CloudFront exists; CloudFront needs the API first (links in mails, sitemap).
    for (const route of this.api.functions.values()) route.function.addEnvironment('SITE_URL', this.web.siteUrl);
    // The stream's Lambda invalidates deal pages: created after the distribution, which does not
    // depend on it (no cycle, unlike the API's functions).
    this.jobs = new Jobs(this, 'Jobs', {
      resources,
      cleanupSchedule: config.cleanupSchedule,
      siteUrl: this.web.siteUrl,
      pageCache: this.web.distribution,
    });

    this.monitoring.watch({
      httpApi: this.api.httpApi,
      jobs: Object.values(this.jobs.functions),
      table: this.data.table,
      deadLetters: this.jobs.deadLetters,
      cleanup: this.jobs.functions.cleanupImages,
      mail: !!this.email,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl, description: 'The site' });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.monitoring.topic.topicArn,
      description: 'Subscribe to the alarms',
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.web.distribution.distributionDomainName,
      description: 'Point the custom domain here (CNAME or alias)',
    });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: this.storage.imagesBucket.bucketName });

    acknowledgeFindings(this);
  }
}
