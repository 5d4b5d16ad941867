/** s3rver 3 ships no types: what tests/int/helpers/s3.ts uses of it. */
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    resetOnClose?: boolean
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
