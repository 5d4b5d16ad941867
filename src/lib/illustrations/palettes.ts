/** Colour schemes for the generated scenes, one mood each. */
export interface Palette {
  /** Sky gradient: top, middle, horizon. */
  sky: [string, string, string]
  celestial: 'sun' | 'moon'
  sunColor: string
  glow: string
  stars: boolean
  /** Cloud colour, or null for a clear sky. */
  clouds: string | null
  /** Landscape layers from the farthest (hazy) to the nearest (dark). */
  layers: [string, string, string, string]
  ground: string
  road: string
  roadLine: string
  /** Vehicle window colour (warm when lit from inside at dusk). */
  window: string
  /** Sea gradient (near horizon, near shore) for coastal scenes. */
  sea?: [string, string]
  /** Snow caps on mountain peaks. */
  snow?: string
}

export const PALETTES = {
  sunset: {
    sky: ['#3b1f5c', '#c4506a', '#ffb36b'],
    celestial: 'sun',
    sunColor: '#fff0c2',
    glow: '#ffd08a',
    stars: false,
    clouds: '#f7a8a0',
    layers: ['#c77390', '#9b4f79', '#6b3463', '#3f1f45'],
    ground: '#2b1533',
    road: '#1c0f22',
    roadLine: '#f6c177',
    window: '#ffd27a',
    sea: ['#d9788a', '#5a2d5c'],
  },
  desert: {
    sky: ['#e8794f', '#f6b38a', '#fde3c0'],
    celestial: 'sun',
    sunColor: '#fff6dd',
    glow: '#ffe0a6',
    stars: false,
    clouds: null,
    layers: ['#e0a47a', '#cd7f56', '#a95a3b', '#7a3a26'],
    ground: '#5e2b1d',
    road: '#3b1d16',
    roadLine: '#f4d6a0',
    window: '#4a2a25',
  },
  coast: {
    sky: ['#5fb8c9', '#a8e0dc', '#fdf1d8'],
    celestial: 'sun',
    sunColor: '#fffbe8',
    glow: '#fff3c4',
    stars: false,
    clouds: '#ffffff',
    layers: ['#8dbdb8', '#5a9a96', '#2f6b70', '#1e4d55'],
    ground: '#c9a877',
    road: '#4f4845',
    roadLine: '#fff3d0',
    window: '#23414a',
    sea: ['#59b9b5', '#1f6f78'],
  },
  forest: {
    sky: ['#7fb9c4', '#cfe7d6', '#fbf1d0'],
    celestial: 'sun',
    sunColor: '#fffbe6',
    glow: '#fff0b8',
    stars: false,
    clouds: '#ffffff',
    layers: ['#9fc0a8', '#6a9878', '#3a6a4c', '#214532'],
    ground: '#173424',
    road: '#2d2f2b',
    roadLine: '#f2e6b8',
    window: '#1d3b2c',
  },
  dusk: {
    sky: ['#120d2e', '#3e2a6b', '#c06c9e'],
    celestial: 'moon',
    sunColor: '#f7efd9',
    glow: '#d7b4e0',
    stars: true,
    clouds: null,
    layers: ['#7a5a9c', '#553c7c', '#33245a', '#1c1338'],
    ground: '#140d28',
    road: '#0b0717',
    roadLine: '#e8c1f0',
    window: '#ffcf7a',
    sea: ['#8a5f9e', '#22163f'],
  },
  alpine: {
    sky: ['#4f8fd8', '#a6cdf2', '#eef6ff'],
    celestial: 'sun',
    sunColor: '#ffffff',
    glow: '#fffbe0',
    stars: false,
    clouds: '#ffffff',
    layers: ['#a9bfd6', '#7d99b8', '#536f8f', '#2f4a3f'],
    ground: '#26402f',
    road: '#3a3a3d',
    roadLine: '#f5f5f5',
    window: '#2b3a4a',
    snow: '#f5f9ff',
  },
  prairie: {
    sky: ['#f59e5b', '#f9d38c', '#fff1c9'],
    celestial: 'sun',
    sunColor: '#fff7de',
    glow: '#ffe6a8',
    stars: false,
    clouds: '#ffe1b8',
    layers: ['#dcb678', '#c28f4e', '#9c6b35', '#6f4a24'],
    ground: '#4e331a',
    road: '#2f231a',
    roadLine: '#ffe2a0',
    window: '#5a3a1e',
  },
  outback: {
    sky: ['#2a6fb0', '#7fb6e0', '#f4d7b0'],
    celestial: 'sun',
    sunColor: '#fffdf2',
    glow: '#fff1c8',
    stars: false,
    clouds: '#ffffff',
    layers: ['#d9966c', '#c0623c', '#9a4526', '#6b2c17'],
    ground: '#5a2412',
    road: '#2e1a14',
    roadLine: '#ffe6b0',
    window: '#3a2216',
  },
  winter: {
    sky: ['#6f9cc4', '#c8dcec', '#f3f7fb'],
    celestial: 'sun',
    sunColor: '#ffffff',
    glow: '#fdf6e3',
    stars: false,
    clouds: '#ffffff',
    layers: ['#c3d3e2', '#9fb5ca', '#7891ab', '#4e6680'],
    ground: '#e6eef5',
    road: '#5b6470',
    roadLine: '#ffffff',
    window: '#2c3e50',
    snow: '#ffffff',
  },
  highland: {
    sky: ['#6f8499', '#b9c6cf', '#ece6d6'],
    celestial: 'sun',
    sunColor: '#fff8e6',
    glow: '#f6ead0',
    stars: false,
    clouds: '#f4f4f2',
    layers: ['#a3b0a3', '#74907a', '#4d6b52', '#2f4a36'],
    ground: '#26392a',
    road: '#33363a',
    roadLine: '#f0ead8',
    window: '#26343d',
    sea: ['#8fa7b0', '#3f5d66'],
  },
} satisfies Record<string, Palette>

export type PaletteName = keyof typeof PALETTES
