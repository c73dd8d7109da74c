import { RemovalPolicy } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The secrets Secrets Manager generates (the JWT signing key, the origin-verify value) and the
 * Facebook app secret if configured.
 */
export class Secrets extends Construct {
  readonly jwtSecret: secretsmanager.Secret;
  /** What CloudFront sends the API in `x-origin-verify`, and what the API insists on (web.ts). */
  readonly originVerifySecret: secretsmanager.Secret;
  readonly facebookAppSecret?: secretsmanager.ISecret;

  constructor(scope: Construct, id: string, props: { dev: boolean; facebookAppSecretName?: string }) {
    super(scope, id);
    // Losing them signs every member out, or turns the API away until the next deploy: keep
    // them unless the stage is disposable.
    const removalPolicy = props.dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
    this.jwtSecret = new secretsmanager.Secret(this, 'JwtSecret', {
      description: 'HS256 key of the DzDeals session tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Sent by CloudFront to the DzDeals API in x-origin-verify: proof a request came through CloudFront',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy,
    });
    if (props.facebookAppSecretName) {
      // Created by the operator (docs/operations.md#secrets): the value never passes through CDK or the template.
      this.facebookAppSecret = secretsmanager.Secret.fromSecretNameV2(
        this,
        'FacebookAppSecret',
        props.facebookAppSecretName,
      );
    }
  }
}
