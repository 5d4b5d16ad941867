/**
 * Payload's REST API as the app serves it, without a server: the handlers the generated
 * src/app/(payload)/api/[...slug]/route.ts exports, called with a Request and the catch-all
 * params Next would pass. Import only after getTestPayload() (it loads the config).
 */
type RouteHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export type RestMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS'

export const REST_ORIGIN = 'http://localhost:3000'

export interface RestAnswer {
  status: number
  headers: Headers
  text: string
  /** The request as sent: method, path and query (for failure messages). */
  request: string
}

/**
 * The slug segments Next hands the route for `pathname` (after /api/): each segment
 * percent-decoded, or kept as written when it is not valid percent-encoding.
 */
export function catchAllSegments(pathname: string): string[] {
  return pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
}

export interface RestInit {
  /** A JWT (staff or member) for `Authorization: JWT …`. */
  token?: string
  /** Sent as JSON. */
  body?: unknown
  /** Sent as it is (with `headers` naming its type). */
  rawBody?: string
  /** Sent as multipart/form-data. */
  form?: FormData
  headers?: Record<string, string>
}

export async function restClient(): Promise<
  (method: RestMethod, pathAndQuery: string, init?: RestInit) => Promise<RestAnswer>
> {
  const route = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Partial<
    Record<RestMethod, RouteHandler>
  >
  return async (method, pathAndQuery, init = {}) => {
    const url = `${REST_ORIGIN}/api/${pathAndQuery.replace(/^\//, '')}`
    const headers = new Headers(init.headers)
    if (init.token) headers.set('Authorization', `JWT ${init.token}`)
    let body: string | FormData | undefined = init.form ?? init.rawBody
    if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(init.body)
    }
    const request = new Request(url, { method, headers, body })
    const slug = catchAllSegments(new URL(url).pathname)
    // Next answers HEAD with the route's GET when it exports no HEAD.
    const handler = route[method] ?? (method === 'HEAD' ? route.GET : undefined)
    if (!handler) throw new Error(`The REST route exports no ${method}`)
    const response = await handler(request, { params: Promise.resolve({ slug }) })
    return {
      status: response.status,
      headers: response.headers,
      text: method === 'HEAD' ? '' : await response.text(),
      request: `${method} /api/${pathAndQuery.replace(/^\//, '')}`,
    }
  }
}

export type RestClient = Awaited<ReturnType<typeof restClient>>

/**
 * What an answer must never show (issue 10 point 6): SQL and its parameters, database and
 * driver names, error class names and stack frames, file paths. A marker the request itself
 * carries is not counted (Payload's 400s name the path that was asked for).
 */
const INTERNAL_MARKERS: RegExp[] = [
  /failed query/i,
  /params:/i,
  /\bselect\b[\s\S]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /drizzle/i,
  /libsql/i,
  /sqlite/i,
  /postgres/i,
  /\bpg[_-]/i,
  /sqlstate/i,
  /syntax error/i,
  /invalid input/i,
  /violates/i,
  /relation "/i,
  /column "/i,
  /datatype mismatch/i,
  /only finite numbers/i,
  /cannot be passed as argument/i,
  /node_modules/,
  /\bat \S+ \(/,
  /"stack"/,
  /\b(Type|Range|Reference|Syntax|URI)Error\b/,
  /\bERR_[A-Z_]{3,}\b/,
  /is not a function/,
  /cannot read propert/i,
  /\/tmp\//,
]

function readable(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The internal details `answer` shows. `tableNames` are the database's (snake_case) table
 * names: an error answer naming one leaks the schema.
 */
export function internalDetails(
  answer: RestAnswer,
  options: { paths?: string[]; tableNames?: string[] } = {},
): string[] {
  const asked = readable(answer.request)
  const found = INTERNAL_MARKERS.filter((marker) => marker.test(answer.text) && !marker.test(asked)).map(String)
  for (const literal of options.paths ?? []) {
    if (answer.text.includes(literal)) found.push(literal)
  }
  if (answer.status >= 400) {
    for (const table of options.tableNames ?? []) {
      if (answer.text.includes(table) && !asked.includes(table)) found.push(`table ${table}`)
    }
  }
  return found
}
