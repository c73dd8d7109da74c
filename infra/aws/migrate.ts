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
const done = await runMigrations({ makeVariants: (file) => variantsFor(file, { waitForRecord: false }) });
console.log(`Migrations done: ${done.map(({ changed, what }) => `${changed} ${what}`).join(', ')}.`);
