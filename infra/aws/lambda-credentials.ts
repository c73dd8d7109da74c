/**
 * Stands in for `@aws-sdk/credential-provider-node` in Lambda bundles only (see bundle.ts).
 * Lambda hands every function its role's credentials in environment variables, the first link
 * of the SDK's default chain; the rest of the chain (SSO, STS, login, IMDS...) and its nested
 * clients would add ~130 KB to every bundle and to every cold start for nothing.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
