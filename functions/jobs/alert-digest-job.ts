import { takeDueAlertMails } from '../data/alerts/alerts';
import { job } from '../lib/job';
import { log } from '../lib/log';
import { sendAlertMail } from './alert-delivery';
import { sendDueFollowDigests } from './follow-digest';

/**
 * Every few minutes (EventBridge schedule in AWS, a timer locally): sends the grouped alert mails
 * that are due (deals that matched within an hour of the alert's last mail), then the daily
 * follow digests that are due (functions/jobs/follow-digest.ts).
 */
async function sendDueDigests(now: Date) {
  let sent = 0;
  const due = await takeDueAlertMails(now);
  for (const mail of due) if (await sendAlertMail(mail)) sent++;
  if (due.length) log('info', 'alert digests', { due: due.length, sent });
  const follow = await sendDueFollowDigests(now);
  return { due: due.length, sent, follow };
}

export const handler = job('alert-digest', () => sendDueDigests(new Date()));
