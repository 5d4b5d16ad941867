import { type Env, liveStartProblems } from '../../src/lib/env'

/**
 * What a live start prints before it stops, or null when it may go on: a live site (SITE_URL https
 * on a public host) refuses every stand-in it did not opt in to, naming one variable a line
 * (liveStartProblems). Nothing is migrated, seeded or served after it.
 */
export function liveStartRefusal(config: Env): string | null {
  const problems = liveStartProblems(config)
  if (problems.length === 0) return null
  return [
    `This site is live (SITE_URL ${config.siteUrl}) but would run on stand-ins. Set:`,
    ...problems.map((problem) => `  ${problem}`),
    'Nothing was started.',
  ].join('\n')
}
