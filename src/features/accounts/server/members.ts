/**
 * Reading and writing member records for the accounts endpoints, as the server (overrideAccess):
 * these calls run before anyone is signed in, and each endpoint decides exactly which fields it
 * writes. Server-only.
 */
import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { Member } from '@/payload-types'

import type { MemberSummary, ProfileData } from '../api'

/** A member record as the server reads it, hidden fields (tokens) included. */
export type StoredMember = Member

async function findOne(payload: Payload, where: Where, req?: PayloadRequest): Promise<StoredMember | null> {
  const { docs } = await payload.find({
    collection: 'members',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return docs[0] ?? null
}

export const findMemberByEmail = (payload: Payload, email: string, req?: PayloadRequest) =>
  findOne(payload, { email: { equals: email.trim().toLowerCase() } }, req)

export const findMemberByConfirmationToken = (payload: Payload, token: string) =>
  findOne(payload, { _verificationToken: { equals: token } })

export const findMemberByResetToken = (payload: Payload, token: string) =>
  findOne(payload, { resetPasswordToken: { equals: token } })

/** A new confirmation token (as Payload makes them) and when it was sent; the previous link stops working. */
export async function renewConfirmationToken(
  payload: Payload,
  memberId: number,
  req?: PayloadRequest,
): Promise<string> {
  const token = randomBytes(20).toString('hex')
  await payload.update({
    collection: 'members',
    id: memberId,
    data: { _verificationToken: token, verificationSentAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
  return token
}

export function memberSummary(member: Pick<Member, 'firstName' | 'lastName' | 'email'>): MemberSummary {
  return { firstName: member.firstName ?? null, lastName: member.lastName ?? null, email: member.email }
}

export function profileData(member: Member): ProfileData {
  return {
    firstName: member.firstName ?? null,
    lastName: member.lastName ?? null,
    email: member.email,
    phone: member.phone ?? null,
    createdAt: member.createdAt ?? null,
  }
}
