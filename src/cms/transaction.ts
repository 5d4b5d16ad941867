import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * Runs `work` in one database transaction: pass the given `req` to every Local API call inside.
 * Committed when `work` resolves, rolled back when it throws (and the error rethrown).
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const started = await initTransaction(req)
  try {
    const result = await work(req)
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}
