import type { Env } from '../config/env.schema';
import { LocalObjectStorage } from './local-object-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

export function createObjectStorage(config: Env): ObjectStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return new S3ObjectStorage({
      endpoint: config.S3_ENDPOINT || undefined,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalObjectStorage(config.STORAGE_LOCAL_DIR);
}
