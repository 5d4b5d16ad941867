/**
 * The Message-ID of an outbox row's email: the same for every attempt at that row, so that in the
 * rare case of an email sent twice (its job's runner died between the SMTP server's answer and the
 * row being marked sent, ADR 0027) mail servers and clients see one message. The row's creation
 * time keeps it unique when ids are reused (a restored backup). Pure.
 */
import { parseAddress } from '@/integrations/email/address'

export function outboxMessageId(row: { id: number; createdAt: string }, from: string): string {
  const domain = parseAddress(from).address.split('@')[1] ?? 'localhost'
  return `<outbox.${row.id}.${Date.parse(row.createdAt).toString(36)}@${domain}>`
}
