import type { CollectionConfig, GlobalConfig, TaskConfig } from 'payload'

/**
 * What a feature slice adds to Payload, exported from its `payload.ts` and assembled by
 * src/payload.config.ts (the composition root). Nothing else of a slice reaches the config.
 */
export type PayloadSlice = {
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  /** Job tasks (`jobs.tasks`): the slice's background work, queued by its own code. */
  tasks?: TaskConfig[]
}
