/**
 * Lighthouse's mobile performance score of a page (npm run bench): the project's Lighthouse CLI
 * (devDependency) on Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium), headless, default
 * mobile emulation and simulated throttling, performance category only. One unreported warm-up
 * run (the page and its images in the server's caches), then `runs` runs; the median is reported.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { z } from 'zod'

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ')

const report = z.object({
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.object({
    'largest-contentful-paint': z.object({ numericValue: z.number() }),
    'cumulative-layout-shift': z.object({ numericValue: z.number() }),
    'total-blocking-time': z.object({ numericValue: z.number() }),
  }),
})

export type LighthouseRun = { score: number; lcpMs: number; cls: number; tbtMs: number }

export type LighthouseResult = {
  path: string
  runs: LighthouseRun[]
  /** Median of the runs' scores (0-100). */
  score: number
  /** LCP of the median run, ms. */
  lcpMs: number
  /** Largest CLS of the runs. */
  cls: number
}

export function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  return fs.existsSync(candidate) ? candidate : null
}

function runOnce(url: string, chrome: string): Promise<LighthouseRun> {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json')
  return new Promise<LighthouseRun>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.resolve('node_modules/lighthouse/cli/index.js'),
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chrome } },
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with code ${code}: ${stderr.trim().slice(-300)}`)
        const parsed = report.parse(JSON.parse(fs.readFileSync(output, 'utf8')))
        resolve({
          score: Math.round((parsed.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(parsed.audits['largest-contentful-paint'].numericValue),
          cls: Math.round(parsed.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
          tbtMs: Math.round(parsed.audits['total-blocking-time'].numericValue),
        })
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      } finally {
        fs.rmSync(path.dirname(output), { recursive: true, force: true })
      }
    })
  })
}

/** Warm-up, then `runs` Lighthouse runs of `origin + pathname`; the median score and its LCP. */
export async function measureLighthouse(origin: string, pathname: string, runs = 3): Promise<LighthouseResult> {
  const chrome = chromiumPath()
  if (!chrome) throw new Error('Chromium not found (CHROMIUM_PATH or /usr/bin/chromium)')
  const url = `${origin}${pathname}`
  await runOnce(url, chrome)
  const results: LighthouseRun[] = []
  for (let i = 0; i < runs; i += 1) results.push(await runOnce(url, chrome))
  const sorted = [...results].sort((a, b) => a.score - b.score)
  const median = sorted[Math.floor(sorted.length / 2)]
  return {
    path: pathname,
    runs: results,
    score: median.score,
    lcpMs: median.lcpMs,
    cls: Math.max(...results.map((run) => run.cls)),
  }
}
