/**
 * Where each upload collection keeps its files: the folder below MEDIA_DIR, and the same folder
 * below S3_PREFIX in the bucket (ADR 0032). Media.ts and Videos.ts set their staticDir from it;
 * `npm run media:to-s3` copies MEDIA_DIR to the bucket with the same relative paths.
 */
export const UPLOAD_FOLDERS = {
  media: { folder: '' },
  videos: { folder: 'videos' },
} as const satisfies Record<string, { folder: string }>
