import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/**
 * The SES identity of the sender address. SES mails a verification link to it on deploy; until
 * it is clicked (and while the account is in the SES sandbox) sending fails and is only logged.
 */
export class Email extends Construct {
  readonly identity: ses.EmailIdentity;

  constructor(
    scope: Construct,
    id: string,
    readonly sender: string,
  ) {
    super(scope, id);
    this.identity = new ses.EmailIdentity(this, 'Sender', { identity: ses.Identity.email(sender) });
  }

  /** ses:SendEmail (the SES v1 SendEmail call the mailer makes) from this identity only. */
  grantSend(grantee: iam.IGrantable) {
    return this.identity.grant(grantee, 'ses:SendEmail');
  }
}
