/* Payload REST API (Payload's generated boilerplate), each handler behind the REST guard (ADR 0016); HEAD is the GET without its body. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRest, headAsGet } from '@/cms/rest-guard'

export const GET = guardRest(REST_GET(config), config)
export const POST = guardRest(REST_POST(config), config)
export const DELETE = guardRest(REST_DELETE(config), config)
export const PATCH = guardRest(REST_PATCH(config), config)
export const PUT = guardRest(REST_PUT(config), config)
export const OPTIONS = guardRest(REST_OPTIONS(config), config)
export const HEAD = guardRest(headAsGet(REST_GET(config)), config)
