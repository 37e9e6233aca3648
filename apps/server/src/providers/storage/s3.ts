import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertSafeKey, contentTypeForKey, publicUrlFor, type Storage } from './storage.ts';

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

export function createS3Client(settings: S3Settings) {
  const config: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    // Path-style URLs and checksums only when required: S3-compatible stores (MinIO, R2) reject
    // the SDK's default CRC32 headers since 3.729 (aws-sdk-js-v3#6810).
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (settings.accessKeyId && settings.secretAccessKey) {
    config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  }
  return new S3Client(config);
}

/** Objects in one bucket; served through our files route so the bucket can stay private. */
export class S3Storage implements Storage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key), Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string) {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
      if (!result.Body) return null;
      const bytes = await result.Body.transformToByteArray();
      return { bytes, contentType: result.ContentType ?? contentTypeForKey(key) };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
  }

  publicUrl(key: string) {
    return publicUrlFor(key);
  }
}
