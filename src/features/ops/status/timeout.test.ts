import { describe, expect, it } from 'vitest'

import { check, errorText, withTimeout } from './timeout'

describe('withTimeout', () => {
  it('passes the answer through', async () => {
    await expect(withTimeout(Promise.resolve(7), 50, 'Redis')).resolves.toBe(7)
  })

  it('gives up after the limit, naming what did not answer', async () => {
    await expect(withTimeout(new Promise(() => {}), 20, 'SMTP')).rejects.toThrow('SMTP gave no answer within 20 ms')
  })
})

describe('check', () => {
  it('turns a failure into { ok: false } with its message', async () => {
    const result = await check('Stripe', async () => Promise.reject(new Error('401 invalid key')), 100)
    expect(result).toMatchObject({ ok: false, error: '401 invalid key' })
  })

  it('turns a hang into { ok: false } after the limit', async () => {
    const result = await check('Kit', () => new Promise(() => {}), 20)
    expect(result).toMatchObject({ ok: false, error: 'Kit gave no answer within 20 ms' })
  })

  it('keeps the value of a check that answers', async () => {
    await expect(check('database', async () => 3, 100)).resolves.toMatchObject({ ok: true, value: 3 })
  })
})

describe('errorText', () => {
  it('never shows the password of a URL', () => {
    expect(errorText(new Error('connect smtp://user:secret@mail.example.com:587 refused'))).toBe(
      'connect smtp://…@mail.example.com:587 refused',
    )
  })

  it('keeps the first line only', () => {
    expect(errorText(new Error('first\n    at stack'))).toBe('first')
  })
})
