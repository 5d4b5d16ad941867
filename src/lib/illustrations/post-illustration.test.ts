import { describe, expect, it } from 'vitest'

import { avatarSvg } from './avatar'
import { fnv1a } from './random'
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
    const [, file, version] = /^\/illustrations\/([^?]+)\?v=([0-9a-z]+)$/.exec(first.src) ?? []
    const scene = illustrationScene(file ?? '')
    expect(scene).not.toBeNull()
    expect(version).toBe(fnv1a(sceneSvg(scene!)).toString(36))
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

describe('sceneSvg', () => {
  const KINDS = ['van', 'cargo', 'overland', 'westfalia', 'shortbus', 'skoolie', 'boxtruck', 'teardrop'] as const
  const TERRAINS = ['mountains', 'hills', 'dunes', 'coast', 'forest', 'canyon', 'lake', 'town'] as const
  const PALETTES = ['dawn', 'noon', 'autumn', 'night', 'sunset', 'winter'] as const

  it('gives byte-identical SVG for the same options, for every rig, terrain and time of day', () => {
    TERRAINS.forEach((terrain, i) => {
      const options = {
        seed: 40 + i,
        width: 800,
        height: 500,
        terrain,
        palette: PALETTES[i % PALETTES.length],
        vehicle: KINDS[i % KINDS.length],
        camp: i % 2 === 0,
        companions: i === 0 ? (['boxtruck', 'teardrop'] as const).slice() : undefined,
      }
      const svg = sceneSvg(options)
      expect(sceneSvg({ ...options })).toBe(svg)
      expect(svg).not.toMatch(/NaN|undefined|<script|on[a-z]+=|href="http/i)
    })
  })

  it('draws each rig differently', () => {
    const drawn = KINDS.map((vehicle) =>
      sceneSvg({ seed: 7, width: 800, height: 500, terrain: 'hills', palette: 'noon', vehicle }),
    )
    expect(new Set(drawn).size).toBe(KINDS.length)
  })
})

describe('avatarSvg', () => {
  it('is deterministic and varied: faces, hair and backgrounds change with the seed', () => {
    const svgs = Array.from({ length: 12 }, (_, i) => avatarSvg({ seed: 700 + i, people: 1 + (i % 4) }))
    expect(svgs.map((_, i) => avatarSvg({ seed: 700 + i, people: 1 + (i % 4) }))).toEqual(svgs)
    expect(new Set(svgs).size).toBe(svgs.length)
    for (const svg of svgs) expect(svg).not.toMatch(/NaN|undefined/)
  })
})
