import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { LocalDiskStorage } from './local-disk.ts';
import type { S3Settings } from './s3.ts';
import { publicUrlFor, type Storage } from './storage.ts';

/** S3 when S3_BUCKET is set, otherwise local disk under DATA_DIR/files. */
export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  if (config.s3) return lazyS3(config.s3);
  return new LocalDiskStorage(join(config.dataDir, 'files'));
}

/** The AWS SDK takes most of a second to import: only a server configured for S3 pays for it. */
function lazyS3(settings: S3Settings): Storage {
  let loading: Promise<Storage> | undefined;
  const ready = () =>
    (loading ??= import('./s3.ts').then(({ createS3Client, S3Storage }) => {
      return new S3Storage(createS3Client(settings), settings.bucket);
    }));
  return {
    put: async (key, bytes, contentType) => (await ready()).put(key, bytes, contentType),
    get: async (key) => (await ready()).get(key),
    delete: async (key) => (await ready()).delete(key),
    publicUrl: publicUrlFor,
  };
}
