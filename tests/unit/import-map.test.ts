/**
 * Every admin component a slice names by path ('/features/…#Name') is in the admin's importMap.js:
 * a missing entry only shows at run time ("PayloadComponent not found in importMap", and the
 * component is simply absent), e.g. after a merge kept one side's map. `npm run generate:importmap`
 * writes it anew.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../../src')
const IMPORT_MAP = path.join(SRC, 'app/(payload)/admin/importMap.js')
const COMPONENT_PATH = /'(\/(?:features|cms|components)\/[^'#\s]+#[A-Za-z]\w*)'/g

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' || entry.name === 'app' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('the admin import map', () => {
  const named = new Set(
    sourceFiles(SRC).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(COMPONENT_PATH)].map((m) => m[1]!)),
  )
  const map = fs.readFileSync(IMPORT_MAP, 'utf8')

  it('finds the components the slices name', () => {
    expect(named.size).toBeGreaterThan(5)
  })

  it.each([...named].sort())('has %s (npm run generate:importmap)', (component) => {
    expect(map).toContain(`"${component}":`)
    const [file] = component.split('#')
    expect(fs.existsSync(path.join(SRC, `${file}.tsx`)) || fs.existsSync(path.join(SRC, `${file}.ts`))).toBe(true)
  })
})
