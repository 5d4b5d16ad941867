/**
 * The cost summaries a member sent while signed in, for /account: only their own (the where and
 * the collection's access both say so), newest first, at most MEMBER_SUMMARIES_LIMIT. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { Member } from '@/payload-types'
import { getPayloadClient } from '@/payload-client'

import type { MemberCostSummary } from '../account/member-cost-summaries'
import { rawInputsSchema } from '../logic/raw-inputs'
import { toCents } from '../logic/money'
import { calculatorHref } from '../logic/url-state'
import { CALCULATOR_PATH } from '../schemas'

export const MEMBER_SUMMARIES_LIMIT = 10

/** The signed-in member (accounts' requireMember / currentMember). */
export type SummaryOwner = Member & { collection: 'members' }

export async function listMemberCostSummaries(
  member: SummaryOwner,
  deps: { payload?: Payload } = {},
): Promise<MemberCostSummary[]> {
  const payload = deps.payload ?? (await getPayloadClient())
  const { docs } = await payload.find({
    collection: 'cost-summaries',
    where: { member: { equals: member.id } },
    sort: ['-createdAt', '-id'],
    limit: MEMBER_SUMMARIES_LIMIT,
    pagination: false,
    depth: 0,
    select: { selectedCountry: true, totalMonthlyCost: true, inputs: true, createdAt: true },
    user: member,
    overrideAccess: false,
  })
  return docs.map((doc) => {
    // Stored as the endpoint parsed them; read again in case the schema has moved on since.
    const inputs = rawInputsSchema.safeParse(doc.inputs ?? {})
    return {
      id: doc.id,
      createdAt: doc.createdAt,
      region: doc.selectedCountry,
      totalMonthlyCost: toCents(doc.totalMonthlyCost),
      href: calculatorHref(CALCULATOR_PATH, doc.selectedCountry, inputs.success ? inputs.data : {}),
    }
  })
}
