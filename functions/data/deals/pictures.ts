import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PictureFacts } from '@shared/image-variants';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { getImage } from '../images/images';
import { type DealRecord, STATE } from './record';
import { imageFileFromUrl } from '../images/images';

/**
 * Copies a picture's variant facts onto the deal showing it, so lists and pages read them with
 * the deal (no extra read). Conditioned on the deal still showing that picture and not being
 * deleted; neither version nor updatedAt moves (it is no edit). False when the condition failed.
 */
export async function setDealPicture(dealId: string, facts: PictureFacts) {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.deal(dealId),
        UpdateExpression: 'SET picture = :p',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#state) AND imageUrl = :url',
        ExpressionAttributeNames: { '#state': STATE },
        ExpressionAttributeValues: { ':p': facts, ':url': `/images/${facts.file}` },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/**
 * A deal written with a picture whose facts it lacks (attached after the variants job recorded
 * them, or an edit that swapped pictures): copies them from the image record when they exist
 * (else the job copies them when it is done). What the events Lambda does on each deal change.
 */
export async function catchUpDealPicture(deal: Pick<DealRecord, 'id' | 'imageUrl' | 'picture' | 'state'>) {
  const file = imageFileFromUrl(deal.imageUrl);
  if (!file || deal.state || deal.picture?.file === file) return false;
  const image = await getImage(file, true);
  return image?.picture ? setDealPicture(deal.id, image.picture) : false;
}
