import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/**
 * Private buckets: the built SPA, the uploaded images, and the access logs of both and of
 * CloudFront. All block public access, require TLS and encrypt at rest; CloudFront reads the
 * first two through origin access control.
 */
export class Storage extends Construct {
  readonly logsBucket: s3.Bucket;
  readonly webBucket: s3.Bucket;
  readonly imagesBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: { dev: boolean }) {
    super(scope, id);
    const removal = props.dev
      ? { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true }
      : { removalPolicy: RemovalPolicy.RETAIN };
    const common = {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      ...removal,
    };

    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      ...common,
      // CloudFront standard logs are delivered with ACLs, so this bucket keeps them enabled.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    this.webBucket = new s3.Bucket(this, 'WebBucket', {
      ...common,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/web/',
      // The web bucket is rebuilt from web/dist on every deploy: nothing in it needs keeping.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    this.imagesBucket = new s3.Bucket(this, 'ImagesBucket', {
      ...common,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/images/',
      // Clean-up deletes orphans; an accidental delete of a live image stays recoverable a while.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
    });
  }
}
