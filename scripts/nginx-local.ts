/**
 * deploy/nginx.conf on this machine, without root: nginx on 127.0.0.1:<listen> in front of the app
 * on 127.0.0.1:<upstream> (several instances: --upstream=3000,3001), with its pid, logs and cache under a temporary directory (printed), until
 * Ctrl-C. For trying the cache by hand (see docs/deploy.md, "Behind nginx"):
 *
 *   node_modules/.bin/node --import tsx scripts/nginx-local.ts --listen=3780 --upstream=3000
 *   curl -sI http://127.0.0.1:3780/ | grep -i x-cache-status
 *
 * Options: --listen=PORT (3780), --upstream=PORT[,PORT…] (3000), --access-log (prefix/access.log),
 * --prefix=DIR (keep config, logs and cache there; by default a temporary directory removed on exit),
 * --brotli (the config's brotli alternative: identity from the app, brotli or gzip per request;
 * needs Debian's libnginx-mod-http-brotli-filter).
 */
import { findNginx, startLocalNginx } from './lib/nginx'

function ports(name: string, fallback: number): number[] {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`))
  const values = arg
    ? arg
        .slice(name.length + 3)
        .split(',')
        .map(Number)
    : [fallback]
  for (const value of values) {
    if (!Number.isInteger(value) || value <= 0 || value > 65_535) throw new Error(`--${name}: not a port`)
  }
  return values
}

if (!findNginx()) {
  process.stderr.write('nginx is not installed (Debian: sudo apt-get install nginx)\n')
  process.exit(1)
}

const nginx = await startLocalNginx({
  listenPort: ports('listen', 3780)[0],
  upstreamPorts: ports('upstream', 3000),
  accessLog: process.argv.includes('--access-log'),
  prefix: process.argv.find((arg) => arg.startsWith('--prefix='))?.slice('--prefix='.length),
  brotli: process.argv.includes('--brotli'),
})
process.stdout.write(
  [
    `${nginx.version} on ${nginx.origin}${nginx.brotli ? ' (brotli alternative: identity from the app)' : ''}`,
    `config ${nginx.configPath}`,
    `logs and cache under ${nginx.prefix}`,
    'Ctrl-C stops it.',
    '',
  ].join('\n'),
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void nginx.stop().then(() => process.exit(0))
  })
}
// Keep running until a signal (nginx runs in the foreground as this script's child).
setInterval(() => undefined, 1 << 30)
