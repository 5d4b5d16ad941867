import os from 'node:os'

/**
 * The origins the admin may be opened at on this machine when SITE_URL is unset: localhost,
 * 127.0.0.1, ::1 and each of the machine's own addresses (a phone or laptop on the LAN), on PORT.
 * Payload accepts the session cookie only from these (its CSRF list); with SITE_URL set, only from
 * SITE_URL (npm start's server sends other hosts there, scripts/lib/admin-host.mjs).
 */
export function localOrigins(port: number, interfaces = os.networkInterfaces()): string[] {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]'])
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4') hosts.add(entry.address)
      else if (!entry.address.includes('%')) hosts.add(`[${entry.address}]`)
    }
  }
  return [...hosts].map((host) => `http://${host}:${port}`)
}
