/**
 * The guard's own answers, in Payload's error shape (`{ errors: [{ message }] }`), so clients
 * and the admin read them like Payload's. Never cached.
 */
export const NOT_FOUND_MESSAGE = 'The requested resource was not found.'
export const BAD_QUERY_MESSAGE = 'The query holds a value that does not fit its field.'

export function errorAnswer(status: 400 | 404 | 500, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
}
