const LEVELS = { info: 0, warn: 1, error: 2 } as const;
type Level = keyof typeof LEVELS;

/** One JSON line per event, so CloudWatch Logs Insights (and a human) can filter by field. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  const threshold = LEVELS[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? 0;
  if (LEVELS[level] < threshold) return;
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
