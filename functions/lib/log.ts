import { requestScope } from './request-scope';

const LEVELS = { info: 0, warn: 1, error: 2 } as const;
type Level = keyof typeof LEVELS;

/** Field names whose values never reach a log line: credentials, tokens, mail contents. */
const SECRET_FIELD = /pass(word)?|token|secret|authori[sz]ation|cookie|^(text|html|body)$/i;

/** An email address inside a text (an SES error names the recipient). */
const EMAIL_IN_TEXT = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;

/** The fields, with any secret-looking one's value replaced and addresses in texts masked, however deep. */
function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(EMAIL_IN_TEXT, '[email]');
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_FIELD.test(k) ? '[redacted]' : redact(v, depth + 1)]),
  );
}

/** In Lambda, lines go to stdout as they are: JSON the log format keeps, and EMF CloudWatch reads. */
const inLambda = () => !!process.env.AWS_LAMBDA_FUNCTION_NAME;

/** Writes one JSON line (a log line, or a log line carrying EMF metrics). */
export function writeLine(level: Level, entry: Record<string, unknown>) {
  const line = JSON.stringify(entry);
  if (inLambda()) process.stdout.write(`${line}\n`);
  else if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/**
 * One JSON line per event, so CloudWatch Logs Insights (and a human) can filter by field. Inside
 * a request or a job run it carries the request ids, the route and, on an instance's first
 * invocation, `coldStart`, wherever it is called from (the data layer's warnings included).
 */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  const threshold = LEVELS[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? 0;
  if (LEVELS[level] < threshold) return;
  const scope = requestScope.getStore();
  const context = scope
    ? {
        requestId: scope.requestId,
        ...(scope.lambdaRequestId ? { lambdaRequestId: scope.lambdaRequestId } : {}),
        ...(scope.route ? { route: scope.route } : {}),
        ...(scope.coldStart ? { coldStart: true } : {}),
      }
    : {};
  writeLine(level, { level, msg, time: new Date().toISOString(), ...context, ...(redact(fields) as object) });
}
