/**
 * Runs deploy/nginx.conf locally, without root and without touching /etc/nginx or /var: the site
 * file is wrapped in a main config whose pid, logs, temporary files and cache live under a
 * temporary prefix, with `listen 80;` replaced by a chosen port on 127.0.0.1 and the upstream's
 * `server 127.0.0.1:…` lines by one line per app port (their parameters kept). Used by
 * scripts/nginx-local.ts, npm run bench and tests/instances/rolling-restart.test.ts.
 *
 * The runner adds one location to the server, `/__static/`, serving files written with
 * `writeStaticFile` (the bench's static baseline, stored with a gzipped copy next to it: the least
 * work nginx can do for a page); everything else is the deploy file as it is, unless `brotli` is
 * asked for (then the config's brotli alternative is switched on, as its comment describes).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

export const SITE_CONFIG = path.resolve('deploy/nginx.conf')
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types', '/opt/homebrew/etc/nginx/mime.types']

export type LocalNginxOptions = {
  /** Port nginx listens on (127.0.0.1). */
  listenPort: number
  /** Port of the app on 127.0.0.1 (the upstream). */
  upstreamPort?: number
  /** Ports of several app instances on 127.0.0.1 (one upstream `server` line each); instead of upstreamPort. */
  upstreamPorts?: number[]
  /**
   * Addresses trusted to say the client's address in X-Forwarded-For (the realip module, as behind a
   * CDN: docs/deploy.md, Client address); e.g. `127.0.0.1` for a test that speaks for many clients.
   */
  realIpFrom?: string
  /** Adds `X-Upstream-Addr: $upstream_addr` (the instances a request was passed to, in order) where a location sets no header of its own (/api/). */
  upstreamHeader?: boolean
  /**
   * Directory for pid, logs, temporary files, cache and static files, kept after `stop`. By default a
   * new temporary directory, removed by `stop`.
   */
  prefix?: string
  /** worker_processes; `auto` (one per core) by default, as Debian's nginx.conf. */
  workers?: number | 'auto'
  /** Write an access log (prefix/access.log); off by default (the bench measures nginx, not its disk). */
  accessLog?: boolean
  /**
   * The config's brotli alternative: its `#br` lines on and identity asked from the app (pages
   * cached uncompressed, compressed per request). Needs Debian's libnginx-mod-http-brotli-filter.
   */
  brotli?: boolean
  /** The site file to run; deploy/nginx.conf by default. */
  siteConfig?: string
}

export type LocalNginx = {
  origin: string
  prefix: string
  configPath: string
  version: string
  brotli: boolean
  /** Serves `content` at `${origin}/__static/${name}` (prefix/static, plus `${name}.gz` for gzip_static). */
  writeStaticFile(name: string, content: string | Uint8Array): string
  stop(): Promise<void>
}

/**
 * The nginx binary: NGINX_BIN when set (only it: `NGINX_BIN=none` turns nginx off), else `nginx` on
 * PATH, else Debian's /usr/sbin/nginx (not on a normal user's PATH); null when there is none.
 */
export function findNginx(): string | null {
  const candidates =
    process.env.NGINX_BIN !== undefined
      ? [process.env.NGINX_BIN]
      : [
          ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => dir && path.join(dir, 'nginx')),
          '/usr/sbin/nginx',
        ]
  for (const candidate of candidates) {
    if (!candidate) continue
    try {
      fs.accessSync(candidate, fs.constants.X_OK)
      if (fs.statSync(candidate).isFile()) return candidate
    } catch {
      // not there
    }
  }
  return null
}

/** `nginx version: nginx/1.22.1` → `nginx/1.22.1` (nginx prints it on stderr). */
export function nginxVersion(bin: string): string {
  const result = spawnSync(bin, ['-v'], { encoding: 'utf8' })
  return `${result.stderr}${result.stdout}`.replace(/^nginx version:\s*/, '').trim()
}

/** Applies a required substitution; throws when the deploy file no longer has what it replaces. */
function replaceRequired(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`${SITE_CONFIG}: no ${what} to replace (see the header of the file)`)
  return text.replace(pattern, replacement)
}

const UPSTREAM_SERVER = /^(\s*)server 127\.0\.0\.1:\d+((?: [^;\n]*)?);\n/gm

/** The site file, adapted to run under `prefix` on `listenPort` in front of the apps on `upstreamPorts`. */
export function renderSite(
  site: string,
  options: {
    prefix: string
    listenPort: number
    upstreamPorts: number[]
    brotli: boolean
    realIpFrom?: string
    upstreamHeader?: boolean
  },
): string {
  if (options.upstreamPorts.length === 0) throw new Error('renderSite: no upstream port')
  let text = site
  text = replaceRequired(text, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${options.listenPort};`, '`listen 80;`')
  text = text.replace(/^\s*listen \[::\]:80;\n/m, '')
  // The first `server 127.0.0.1:…` line becomes one line per port (with its parameters), the others go.
  if (!new RegExp(UPSTREAM_SERVER.source, 'm').test(text))
    throw new Error(
      `${SITE_CONFIG}: no \`server 127.0.0.1:3000 …;\` upstream line to replace (see the header of the file)`,
    )
  let first = true
  text = text.replace(UPSTREAM_SERVER, (_line, indent: string, parameters: string) => {
    if (!first) return ''
    first = false
    return options.upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};\n`).join('')
  })
  text = replaceRequired(
    text,
    /^proxy_cache_path \S+/m,
    `proxy_cache_path ${path.join(options.prefix, 'cache')}`,
    'proxy_cache_path',
  )
  if (options.brotli) {
    text = text.replace(/^(\s*)#br /gm, '$1')
    text = replaceRequired(
      text,
      /^(\s*)proxy_set_header Accept-Encoding gzip;$/m,
      '$1proxy_set_header Accept-Encoding "";',
      '`proxy_set_header Accept-Encoding gzip;`',
    )
  }
  const staticLocation = [
    '',
    '    # Added by scripts/lib/nginx.ts: files written by writeStaticFile (the bench baseline).',
    '    location /__static/ {',
    `        alias ${path.join(options.prefix, 'static')}/;`,
    '        gzip_static on;',
    '    }',
    ...(options.realIpFrom
      ? [
          '    # Added by scripts/lib/nginx.ts (realIpFrom): the client address as that proxy says it.',
          `    set_real_ip_from ${options.realIpFrom};`,
          '    real_ip_header X-Forwarded-For;',
        ]
      : []),
    ...(options.upstreamHeader
      ? [
          '    # Added by scripts/lib/nginx.ts (upstreamHeader): which instances a request was passed to.',
          '    add_header X-Upstream-Addr $upstream_addr always;',
        ]
      : []),
  ].join('\n')
  text = replaceRequired(text, /^server \{$/m, `server {${staticLocation}\n`, '`server {` block')
  return text
}

/** The main config around the site: what Debian's /etc/nginx/nginx.conf sets, under `prefix`. */
export function renderMainConfig(options: {
  prefix: string
  site: string
  workers: number | 'auto'
  accessLog: boolean
  brotli: boolean
}): string {
  const p = (name: string) => path.join(options.prefix, name)
  const mimeTypes = MIME_TYPES.find((file) => fs.existsSync(file))
  return [
    '# Generated by scripts/lib/nginx.ts from deploy/nginx.conf: do not edit.',
    ...(options.brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    `worker_processes ${options.workers};`,
    `pid ${p('nginx.pid')};`,
    `error_log ${p('error.log')} warn;`,
    'daemon off;',
    'events {',
    '    worker_connections 1024;',
    '}',
    'http {',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    types_hash_max_size 2048;',
    mimeTypes ? `    include ${mimeTypes};` : '    types { text/html html; text/css css; application/javascript js; }',
    '    default_type application/octet-stream;',
    options.accessLog ? `    access_log ${p('access.log')};` : '    access_log off;',
    `    client_body_temp_path ${p('tmp/body')};`,
    `    proxy_temp_path ${p('tmp/proxy')};`,
    `    fastcgi_temp_path ${p('tmp/fastcgi')};`,
    `    uwsgi_temp_path ${p('tmp/uwsgi')};`,
    `    scgi_temp_path ${p('tmp/scgi')};`,
    '    gzip on;',
    '',
    options.site,
    '}',
    '',
  ].join('\n')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Writes the config under the prefix, checks it (`nginx -t`), starts nginx and waits until it answers. */
export async function startLocalNginx(options: LocalNginxOptions): Promise<LocalNginx> {
  const bin = findNginx()
  if (!bin) throw new Error('nginx is not installed (apt-get install nginx)')
  const prefix = options.prefix
    ? path.resolve(options.prefix)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'vanlife-nginx-'))
  const removePrefix = () => {
    if (!options.prefix) fs.rmSync(prefix, { recursive: true, force: true })
  }
  for (const dir of ['', 'tmp', 'static', 'cache']) fs.mkdirSync(path.join(prefix, dir), { recursive: true })
  // Workers run as `nobody` when nginx starts as root: they must reach the prefix.
  fs.chmodSync(prefix, 0o755)
  fs.chmodSync(path.join(prefix, 'static'), 0o755)

  const brotli = options.brotli ?? false
  if (brotli && !fs.existsSync(BROTLI_MODULE))
    throw new Error(`brotli: ${BROTLI_MODULE} is missing (apt-get install libnginx-mod-http-brotli-filter)`)
  const upstreamPorts = options.upstreamPorts ?? (options.upstreamPort ? [options.upstreamPort] : [])
  const site = renderSite(fs.readFileSync(options.siteConfig ?? SITE_CONFIG, 'utf8'), {
    prefix,
    listenPort: options.listenPort,
    upstreamPorts,
    brotli,
    realIpFrom: options.realIpFrom,
    upstreamHeader: options.upstreamHeader,
  })
  const configPath = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(
    configPath,
    renderMainConfig({
      prefix,
      site,
      workers: options.workers ?? 'auto',
      accessLog: options.accessLog ?? false,
      brotli,
    }),
  )
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', configPath]
  const test = spawnSync(bin, ['-t', '-q', ...args], { encoding: 'utf8' })
  if (test.status !== 0) {
    const message = `nginx -t failed for ${configPath}:\n${test.stderr}${test.stdout}`
    removePrefix()
    throw new Error(message)
  }

  const errorLog = fs.openSync(path.join(prefix, 'nginx.out'), 'a')
  const child: ChildProcess = spawn(bin, args, { stdio: ['ignore', errorLog, errorLog] })
  fs.closeSync(errorLog)
  const origin = `http://127.0.0.1:${options.listenPort}`
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  child.once('error', () => {
    exited = true
  })

  // SIGQUIT: graceful (requests in flight finish); SIGTERM after 5 s (fast shutdown, the master still
  // stops its workers); SIGKILL only as the last resort.
  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= new Promise<void>((resolve) => {
      if (exited) return resolve()
      const timers = [setTimeout(() => child.kill('SIGTERM'), 5_000), setTimeout(() => child.kill('SIGKILL'), 10_000)]
      child.once('exit', () => {
        for (const timer of timers) clearTimeout(timer)
        resolve()
      })
      child.kill('SIGQUIT')
    }).then(removePrefix)
    return stopping
  }

  const deadline = performance.now() + 10_000
  for (;;) {
    if (exited) {
      const log = fs.readFileSync(path.join(prefix, 'error.log'), 'utf8').slice(-2_000)
      removePrefix()
      throw new Error(`nginx exited at start:\n${log}`)
    }
    try {
      // /__static/ answers 404 without asking the app: nginx itself is up.
      await fetch(`${origin}/__static/`, { signal: AbortSignal.timeout(1_000) })
      break
    } catch {
      if (performance.now() > deadline) {
        await stop()
        throw new Error(`nginx did not answer on ${origin} within 10 s`)
      }
      await sleep(50)
    }
  }

  return {
    origin,
    prefix,
    configPath,
    version: nginxVersion(bin),
    brotli,
    writeStaticFile(name, content) {
      const file = path.join(prefix, 'static', name)
      fs.writeFileSync(file, content, { mode: 0o644 })
      // Level 6, like the app's compression: the same bytes on the wire as a cached page.
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 6 }), { mode: 0o644 })
      return `${origin}/__static/${name}`
    },
    stop,
  }
}
