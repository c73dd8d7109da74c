import { backfillUserDirectory } from '@functions/data/user-directory';

// `TABLE_NAME=<table> npm run migrate:directory`, once, with the operator's AWS credentials: fills
// in the members' directory for accounts made before it existed (a Scan, which no Lambda role is
// granted). Safe to run again: a marker item makes later runs do nothing.
if (!process.env.TABLE_NAME) {
  console.error('Set TABLE_NAME to the deployed table (the stack output TableName).');
  process.exit(1);
}
const written = await backfillUserDirectory();
console.log(written ? `Directory entries written for ${written} member(s).` : 'Directory already filled in.');
