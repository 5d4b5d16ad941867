import type { AdminViewConfig, CollectionConfig, CustomComponent, GlobalConfig, Plugin, TaskConfig } from 'payload'

/**
 * What a feature slice adds to Payload, exported from its `payload.ts` and assembled by
 * src/payload.config.ts (the composition root). Nothing else of a slice reaches the config.
 */
export type PayloadSlice = {
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  /** Job tasks (`jobs.tasks`): the slice's background work, queued by its own code. */
  tasks?: TaskConfig[]
  /** Payload plugins the slice's collections need (the content slice's object storage). */
  plugins?: Plugin[]
  /** What the slice adds to the admin itself (not to a collection or global). */
  admin?: {
    /**
     * Custom root views (`admin.components.views`), keyed by name. Payload does not check access
     * on them: each view checks its user itself.
     */
    views?: Record<string, AdminViewConfig>
    /** Components after the navigation's links (`admin.components.afterNavLinks`). */
    afterNavLinks?: CustomComponent[]
    /** Components above every admin page (`admin.components.header`). */
    header?: CustomComponent[]
    /** Components at the top of the dashboard (`admin.components.beforeDashboard`). */
    beforeDashboard?: CustomComponent[]
  }
}
