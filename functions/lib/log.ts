/** One JSON line per event, so CloudWatch Logs Insights (and a human) can filter by field. */
export function log(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else if (process.env.LOG_REQUESTS !== '0') console.log(line);
}
