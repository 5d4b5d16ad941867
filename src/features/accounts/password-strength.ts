/**
 * The server's password strength rule (SPEC §5: "Password strength is checked by the server"), on
 * top of the 6-character minimum both sides check. Its message names what is missing. Pure.
 */
export const STRENGTH_MESSAGES = {
  letterAndNumber: 'Password must include at least one letter and one number',
  letter: 'Password must include at least one letter',
  number: 'Password must include at least one number',
  common: 'This password is too easy to guess. Please choose a less common one',
  containsEmail: 'Password must not contain your email address',
} as const

/** Passwords at the top of every leaked-password list that pass the letter-and-number rule. */
const COMMON = new Set([
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'abc123',
  'abcd1234',
  'qwerty1',
  'qwerty12',
  'qwerty123',
  'qwe123',
  'asdf1234',
  'iloveyou1',
  'letmein1',
  'welcome1',
  'welcome123',
  'monkey123',
  'dragon123',
  'football1',
  'baseball1',
  'trustno1',
  'admin123',
  'login123',
  'test123',
  'test1234',
  '123abc',
  '1q2w3e',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'a123456',
  '123456a',
  'aa123456',
  'vanlife1',
  'vanlife123',
])

/** The message naming what the password lacks, or null when it is strong enough. */
export function passwordWeakness(password: string, email?: string): string | null {
  const hasLetter = /\p{L}/u.test(password)
  const hasNumber = /\p{N}/u.test(password)
  if (!hasLetter && !hasNumber) return STRENGTH_MESSAGES.letterAndNumber
  if (!hasLetter) return STRENGTH_MESSAGES.letter
  if (!hasNumber) {
    // A long passphrase of words is strong without digits.
    if (password.length < 12) return STRENGTH_MESSAGES.number
  }
  const lowered = password.toLowerCase()
  if (COMMON.has(lowered) || /^(.)\1+$/u.test(lowered)) return STRENGTH_MESSAGES.common
  const name = email?.split('@')[0]?.toLowerCase()
  if (name && name.length >= 3 && lowered.includes(name)) return STRENGTH_MESSAGES.containsEmail
  return null
}
