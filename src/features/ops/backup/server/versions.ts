/** The app's and Payload's versions, from their package.json files (the app runs from its root). */
import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

async function versionIn(file: string): Promise<string> {
  try {
    const json = JSON.parse(await fs.readFile(file, 'utf8')) as { version?: unknown }
    return typeof json.version === 'string' ? json.version : 'unknown'
  } catch {
    return 'unknown'
  }
}

export async function appVersions(root = process.cwd()): Promise<{ app: string; payload: string; node: string }> {
  const [app, payload] = await Promise.all([
    versionIn(path.join(root, 'package.json')),
    versionIn(path.join(root, 'node_modules', 'payload', 'package.json')),
  ])
  return { app, payload, node: process.versions.node }
}
