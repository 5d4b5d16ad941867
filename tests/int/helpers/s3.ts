/**
 * A local S3-compatible server (s3rver, from node_modules) on 127.0.0.1, a free port, a temp
 * folder, with one bucket: the object storage the int and instances tests upload to. Nothing
 * leaves the machine.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

export type LocalS3 = {
  endpoint: string
  bucket: string
  /** The S3_* variables of an app using it. */
  env: Record<string, string>
  /** The bytes stored under `key`, read from s3rver's own folder (not through S3). */
  storedBytes: (key: string) => Buffer | null
  stop: () => Promise<void>
}

export async function startLocalS3(bucket = 'vanlife-test', prefix = ''): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vanlife-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed key pair.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    },
    storedBytes: (key) => {
      // s3rver keeps an object's bytes in <directory>/<bucket>/<key>._S3rver_object.
      const file = path.join(directory, bucket, `${key}._S3rver_object`)
      return fs.existsSync(file) ? fs.readFileSync(file) : null
    },
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
