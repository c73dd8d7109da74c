import { runMigrations } from '@functions/data/table/migrations';

// `TABLE_NAME=<table> npm run migrate`, after a deploy, with the operator's AWS credentials: the
// one-off data migrations not yet done on that table (functions/data/table/migrations.ts). The members'
// directory and name card fill-ins scan the user records, which no Lambda role may do. Safe to run again.
if (!process.env.TABLE_NAME) {
  console.error('Set TABLE_NAME to the deployed table (the stack output TableName).');
  process.exit(1);
}
const { membersIndexed, countsMoved, termsCompacted, memberCards, identitiesListed } = await runMigrations();
console.log(
  `Migrations done: ${membersIndexed} member(s) indexed, ${countsMoved} list count(s) moved to chunk items, ` +
    `${termsCompacted} search term item(s) compacted, ${memberCards} member name card(s) written, ` +
    `${identitiesListed} sign-in identity link(s) listed.`,
);
