import fs from 'node:fs'
import path from 'node:path'

/**
 * The deployment id a build was made with (Next writes it into .next/routes-manifest.json), or
 * undefined: built without NEXT_DEPLOYMENT_ID, or no build.
 */
export function builtDeploymentId(distDir = '.next'): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')) as {
      deploymentId?: unknown
    }
    return typeof manifest.deploymentId === 'string' && manifest.deploymentId ? manifest.deploymentId : undefined
  } catch {
    return undefined
  }
}

/**
 * What npm start prints before it stops, or null: the server's NEXT_DEPLOYMENT_ID must be the
 * build's. Next takes the deployment id from the server's environment at start: a server without
 * the build's would link the build's pages to assets without their `?dpl=`, tell browsers a
 * deployment that is not theirs, and (with a deployment id Next's build id never changes) keep
 * its pages in the cache namespace of another deployment (ADR 0013).
 */
export function deploymentIdRefusal(built: string | undefined, configured: string | undefined): string | null {
  if ((built ?? '') === (configured ?? '')) return null
  const said = (id: string | undefined) => (id ? `NEXT_DEPLOYMENT_ID=${id}` : 'no NEXT_DEPLOYMENT_ID')
  return [
    `This build was made with ${said(built)}, but this server has ${said(configured)}.`,
    `  Start it with the build's (${said(built)}), or build again with this one.`,
    'Nothing was started.',
  ].join('\n')
}
