import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  type GetObjectCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.ts';
import { LocalDiskStorage } from './local-disk.ts';
import { createS3Client, S3Storage } from './s3.ts';
import { InvalidStorageKeyError } from './storage.ts';

const s3 = mockClient(S3Client);
afterEach(() => s3.reset());

/** The part of the SDK's streaming body S3Storage reads. */
const body = (bytes: number[]) =>
  ({ transformToByteArray: async () => new Uint8Array(bytes) }) as unknown as GetObjectCommandOutput['Body'];

const storage = () => new S3Storage(new S3Client({ region: 'us-east-1' }), 'avatars');

describe('S3Storage', () => {
  it('puts the bytes with their content type into the bucket', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storage().put('user-1/avatar.png', new Uint8Array([1, 2]), 'image/png');
    const [call] = s3.commandCalls(PutObjectCommand);
    expect(call?.args[0].input).toEqual({
      Bucket: 'avatars',
      Key: 'user-1/avatar.png',
      Body: new Uint8Array([1, 2]),
      ContentType: 'image/png',
    });
  });

  it('gets the bytes and the stored content type', async () => {
    s3.on(GetObjectCommand, { Bucket: 'avatars', Key: 'user-1/avatar.jpg' }).resolves({
      Body: body([7, 8, 9]),
      ContentType: 'image/jpeg',
    });
    expect(await storage().get('user-1/avatar.jpg')).toEqual({
      bytes: new Uint8Array([7, 8, 9]),
      contentType: 'image/jpeg',
    });
  });

  it('answers null for a missing object and passes other failures on', async () => {
    s3.on(GetObjectCommand, { Key: 'gone.png' }).rejects(new NoSuchKey({ message: 'gone', $metadata: {} }));
    s3.on(GetObjectCommand, { Key: 'broken.png' }).rejects(new Error('AccessDenied'));
    expect(await storage().get('gone.png')).toBeNull();
    await expect(storage().get('broken.png')).rejects.toThrow('AccessDenied');
  });

  it('deletes by key', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storage().delete('user-1/avatar.png');
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'avatars',
      Key: 'user-1/avatar.png',
    });
  });

  it('refuses unsafe keys without calling S3', async () => {
    await expect(storage().put('../x.png', new Uint8Array([1]), 'image/png')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    expect(s3.calls()).toHaveLength(0);
  });

  it('talks path-style and computes checksums only when required (S3-compatible stores)', async () => {
    const client = createS3Client({
      bucket: 'avatars',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(client.config.forcePathStyle).toBe(true);
    expect(await client.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
    expect(await client.config.responseChecksumValidation()).toBe('WHEN_REQUIRED');
    expect(await client.config.credentials()).toMatchObject({ accessKeyId: 'key', secretAccessKey: 'secret' });
  });
});

describe('createStorage', () => {
  it('uses S3 when a bucket is configured', async () => {
    s3.on(PutObjectCommand).resolves({});
    const configured = createStorage({
      dataDir: '/tmp/unused',
      s3: {
        bucket: 'portal-files',
        region: 'us-east-1',
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
      },
    });
    await configured.put('u/avatar.png', new Uint8Array([1]), 'image/png');
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toMatchObject({ Bucket: 'portal-files' });
    expect(configured.publicUrl('u/avatar.png')).toBe('/files/u/avatar.png');
  });

  it('uses local disk otherwise', () => {
    expect(createStorage({ dataDir: '/tmp/unused', s3: undefined })).toBeInstanceOf(LocalDiskStorage);
  });
});
