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

  /** The SES v1 calls the mailer makes (SendEmail; SendRawEmail for mails with headers) from this identity only. */
  grantSend(grantee: iam.IGrantable) {
    return this.identity.grant(grantee, 'ses:SendEmail', 'ses:SendRawEmail');
  }
}
