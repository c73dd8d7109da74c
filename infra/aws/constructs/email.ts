import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/**
 * The SES identity of the sender address, and the configuration set every mail is sent with: its
 * bounces and complaints go to the alarm topic as they happen, and its reputation metrics feed
 * the bounce and complaint rate alarms (SES pauses an account's sending when those run high).
 * SES mails a verification link to the sender on deploy; until it is clicked (and while the
 * account is in the SES sandbox) sending fails and is only logged.
 */
export class Email extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;

  constructor(
    scope: Construct,
    id: string,
    readonly sender: string,
    alarmTopic: sns.ITopic,
  ) {
    super(scope, id);
    this.identity = new ses.EmailIdentity(this, 'Sender', { identity: ses.Identity.email(sender) });
    this.configurationSet = new ses.ConfigurationSet(this, 'MailEvents', { reputationMetrics: true });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.snsTopic(alarmTopic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
  }

  /** The SES v1 calls the mailer makes (SendEmail; SendRawEmail for mails with headers), from this identity and configuration set only. */
  sendStatement() {
    const stack = this.configurationSet.stack;
    const configurationSetArn = stack.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    return new iam.PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [this.identity.emailIdentityArn, configurationSetArn],
    });
  }
}
