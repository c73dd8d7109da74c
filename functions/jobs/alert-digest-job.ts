import { takeDueAlertMails } from '../data/alerts/alerts';
import { job } from '../lib/job';
import { log } from '../lib/log';
import { sendAlertMail } from './alert-delivery';

/**
 * Every few minutes (EventBridge schedule in AWS, a timer locally): sends the grouped alert mails
 * that are due (deals that matched within an hour of the alert's last mail).
 */
async function sendDueDigests(now: Date) {
  let sent = 0;
  const due = await takeDueAlertMails(now);
  for (const mail of due) if (await sendAlertMail(mail)) sent++;
  if (due.length) log('info', 'alert digests', { due: due.length, sent });
  return { due: due.length, sent };
}

export const handler = job('alert-digest', () => sendDueDigests(new Date()));
