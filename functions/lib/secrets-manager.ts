import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

// Imported by secrets.ts with a secret's first read. A module of our own rather than the package
// itself: esbuild keeps every export of what `import()` names, and the package's are all its commands.
const client = new SecretsManagerClient({});

export const getSecretValue = async (SecretId: string) =>
  (await client.send(new GetSecretValueCommand({ SecretId }))).SecretString;
