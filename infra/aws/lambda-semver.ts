/**
 * Stands in for `semver` in Lambda bundles only (see bundle.ts). jsonwebtoken asks it just three
 * questions, whether the running Node is at least 8.0, 15.7 and 16.9 (RSA-PSS and key details
 * support); the Lambda runtime (Node 24) is, and the whole package would add ~29 KB to every
 * bundle. Any other use would fail loudly rather than answer wrong.
 */
const ASKED = new Set(['^6.12.0 || >=8.0.0', '>=15.7.0', '>=16.9.0']);

export function satisfies(version: string, range: string): boolean {
  if (!ASKED.has(range)) throw new Error(`semver stand-in cannot answer ${range} (infra/aws/lambda-semver.ts)`);
  return Number(/^v?(\d+)/.exec(version)?.[1]) >= 17;
}
