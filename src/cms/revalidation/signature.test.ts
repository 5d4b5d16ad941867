import { describe, expect, it } from 'vitest'

import { revalidateBodySchema, SIGNATURE_MAX_AGE_MS, signRevalidation, verifyRevalidation } from './signature'

const SECRET = 'a-secret-of-sixteen-or-more'
const body = { at: 1_700_000_000_000, tags: ['stories', 'story:desert-light'] }

describe('revalidation signatures', () => {
  it('accept the body they sign, within a minute', () => {
    const signature = signRevalidation(body, SECRET)
    expect(verifyRevalidation(body, signature, SECRET, body.at + 1000)).toBe(true)
    expect(verifyRevalidation(body, signature, SECRET, body.at - 1000)).toBe(true)
  })

  it('refuse other tags, another secret, an old body or a forged signature', () => {
    const signature = signRevalidation(body, SECRET)
    expect(verifyRevalidation({ ...body, tags: ['articles'] }, signature, SECRET, body.at)).toBe(false)
    expect(verifyRevalidation(body, signature, `${SECRET}-other`, body.at)).toBe(false)
    expect(verifyRevalidation(body, signature, SECRET, body.at + SIGNATURE_MAX_AGE_MS + 1)).toBe(false)
    expect(verifyRevalidation(body, `${signature.slice(0, -1)}x`, SECRET, body.at)).toBe(false)
    expect(verifyRevalidation(body, '', SECRET, body.at)).toBe(false)
  })

  it('are only made for tag names that cannot run together', () => {
    expect(revalidateBodySchema.safeParse(body).success).toBe(true)
    expect(revalidateBodySchema.safeParse({ at: body.at, tags: ['stories\nstory:a'] }).success).toBe(false)
    expect(revalidateBodySchema.safeParse({ at: body.at, tags: ['two words'] }).success).toBe(false)
    expect(revalidateBodySchema.safeParse({ at: body.at, tags: [] }).success).toBe(false)
  })
})
