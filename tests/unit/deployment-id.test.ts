import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { builtDeploymentId, deploymentIdRefusal } from '../../scripts/lib/deployment-id'

const dirs: string[] = []
function distWith(manifest: object | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployment-id-'))
  dirs.push(dir)
  if (manifest) fs.writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify(manifest))
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('builtDeploymentId', () => {
  it("reads the build's deployment id from its routes manifest", () => {
    expect(builtDeploymentId(distWith({ version: 3, deploymentId: 'release-42' }))).toBe('release-42')
  })

  it('is undefined for a build without one, or no build', () => {
    expect(builtDeploymentId(distWith({ version: 3 }))).toBeUndefined()
    expect(builtDeploymentId(distWith(null))).toBeUndefined()
  })
})

describe('deploymentIdRefusal', () => {
  it('lets a server start with the deployment id of its build, or neither has one', () => {
    expect(deploymentIdRefusal('release-42', 'release-42')).toBeNull()
    expect(deploymentIdRefusal(undefined, undefined)).toBeNull()
  })

  it('refuses a server whose deployment id is not the build’s, naming both', () => {
    expect(deploymentIdRefusal('release-42', undefined)).toBe(
      [
        'This build was made with NEXT_DEPLOYMENT_ID=release-42, but this server has no NEXT_DEPLOYMENT_ID.',
        "  Start it with the build's (NEXT_DEPLOYMENT_ID=release-42), or build again with this one.",
        'Nothing was started.',
      ].join('\n'),
    )
    expect(deploymentIdRefusal(undefined, 'release-43')).toMatch(
      /^This build was made with no NEXT_DEPLOYMENT_ID, but this server has NEXT_DEPLOYMENT_ID=release-43\./,
    )
    expect(deploymentIdRefusal('release-42', 'release-43')).not.toBeNull()
  })
})
