import fs from 'node:fs';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DOWNLOAD_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS } from '@trailpost/contracts';
import type { S3Config } from '../config.js';
import type { FileStorage } from './storage.js';

/**
 * S3-compatible storage (AWS, MinIO, R2...). Upload addresses are presigned PUTs that bind the
 * Content-Type and, when the browser declared it, the Content-Length; whatever arrives is
 * size-checked again before a job reads it (`size`), since a PUT cannot carry a range policy.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async signUpload({ key, contentType, size }) {
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size });
      const url = await getSignedUrl(client, command, { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type']) });
      return { url, headers: { 'Content-Type': contentType } };
    },
    async signDownload(key, fileName) {
      const command = new GetObjectCommand({ Bucket, Key: key, ResponseContentDisposition: `attachment; filename="${fileName.replace(/"/g, '')}"` });
      return getSignedUrl(client, command, { expiresIn: DOWNLOAD_URL_TTL_SECONDS });
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch {
        return null;
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch {
        return null;
      }
    },
    async save(key, file, contentType) {
      if (typeof file !== 'string') {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: file, ContentType: contentType }));
        return;
      }
      const { size } = await fs.promises.stat(file);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(file), ContentLength: size, ContentType: contentType }));
      await fs.promises.rm(file, { force: true });
    },
  };
}
