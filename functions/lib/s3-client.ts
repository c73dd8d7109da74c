import { S3Client } from '@aws-sdk/client-s3';
import { localClientConfig } from './aws-config';

export {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';

const endpoint = process.env.S3_ENDPOINT;
/**
 * The images bucket's client, in a module of its own that images-store.ts imports on first use.
 * s3rver needs path-style URLs and its own fixed credentials, and stores streamed bodies
 * corrupted unless checksums are only sent when required (docs/operations.md#toolchain-notes).
 */
export const s3 = new S3Client({
  ...localClientConfig(endpoint),
  ...(endpoint
    ? {
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }
    : {}),
});
