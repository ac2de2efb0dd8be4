import path from 'node:path';
import type { Config } from '../config';
import { s3Storage } from './s3-storage';
import { localStorage } from './storage';
import type { Storage } from './storage';

/** The storage the configuration asks for: the S3 bucket when one is set, else DATA_DIR/media on the local disk. */
export function createStorage(config: Pick<Config, 'dataDir' | 'media'>): Storage {
  return config.media.s3
    ? s3Storage(config.media.s3)
    : localStorage(path.join(config.dataDir, 'media'), { uploadSecret: config.media.uploadSecret });
}
