import { runMigrations } from '@functions/data/table/migrations';
import { variantsFor } from '@functions/images/make-variants';
import { loadLanguages } from '@shared/i18n/catalogue';

// `TABLE_NAME=<table> IMAGES_BUCKET=<bucket> npm run migrate`, after a deploy, with the operator's AWS credentials: the
// one-off data migrations not yet done on that table (functions/data/table/migrations.ts). The members'
// directory and name card fill-ins scan the user records, which no Lambda role may do; images uploaded
// before variants existed get them here (sharp, on this machine). Safe to run again.
if (!process.env.TABLE_NAME || !process.env.IMAGES_BUCKET) {
  console.error(
    'Set TABLE_NAME and IMAGES_BUCKET to the deployed table and images bucket (the stack outputs TableName, ImagesBucketName).',
  );
  process.exit(1);
}
// The data modules' messages, outside any handler.
await loadLanguages();
const {
  membersIndexed,
  countsMoved,
  termsCompacted,
  memberCards,
  identitiesListed,
  imagesResized,
  searchWordsRebuilt,
  searchVocabulary,
  hotRekeyed,
} = await runMigrations({ makeVariants: (file) => variantsFor(file, { waitForRecord: false }) });
console.log(
  `Migrations done: ${membersIndexed} member(s) indexed, ${countsMoved} list count(s) moved to chunk items, ` +
    `${termsCompacted} search term item(s) compacted, ${memberCards} member name card(s) written, ` +
    `${identitiesListed} sign-in identity link(s) listed, ${imagesResized} image(s) given their variants, ` +
    `${searchWordsRebuilt} deal(s), stray search term(s) or alert(s) re-read by the Arabic search rules, ` +
    `${searchVocabulary} deal(s) given title counts, heat and vocabulary for search sorts and corrections.`,
  `${hotRekeyed} active deal(s) re-keyed in the Hot order by heating time.`,
);
