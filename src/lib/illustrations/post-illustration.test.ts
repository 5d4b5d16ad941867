import { describe, expect, it } from 'vitest'

import { sceneSvg } from './scene'

import {
  ILLUSTRATIONS,
  illustrationFile,
  illustrationFor,
  illustrationIndex,
  illustrationScene,
} from './post-illustration'

describe('illustrationFor', () => {
  it('gives a post always the same decorative scene, named by a file that exists', () => {
    const first = illustrationFor('life-on-the-road')
    expect(illustrationFor('life-on-the-road')).toEqual(first)
    expect(first).toMatchObject({ alt: '', width: 1600, height: 1000 })
    const file = first.src.replace('/illustrations/', '')
    expect(illustrationScene(file)).not.toBeNull()
  })

  it('spreads slugs over every scene', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => illustrationIndex(`story-${i}`)))
    expect(used.size).toBe(ILLUSTRATIONS.length)
  })
})

describe('illustrationScene', () => {
  it('knows the listed files only', () => {
    expect(illustrationScene(illustrationFile(0))).toMatchObject({ vehicle: 'van', width: 1600 })
    expect(illustrationScene(illustrationFile(ILLUSTRATIONS.length))).toBeNull()
    expect(illustrationScene('road-0.svg')).toBeNull()
    expect(illustrationScene('../road-1.svg')).toBeNull()
  })

  it('draws an SVG without scripts or outside references', () => {
    for (let index = 0; index < ILLUSTRATIONS.length; index++) {
      const scene = illustrationScene(illustrationFile(index))
      if (!scene) throw new Error(`no scene ${index}`)
      const svg = sceneSvg(scene)
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg).not.toMatch(/<script|on[a-z]+=|href="http/i)
    }
  })
})
