/**
 * Shared by the story-submission dialog and the API route. Pure. The window event that opens the
 * dialog is a contract between slices: src/lib/site-events.ts.
 */
import type { FormResult } from '@/lib/forms/result'

/** Where the dialog posts its JSON. */
export const STORY_ENDPOINT = '/api/forms/story'

/** Recorded on each stored submission (collection field `source`). */
export const STORY_SOURCE = 'share-your-story'

/** SPEC §4/§9: the dialog closes this long after a success, and resets this long after closing. */
export const STORY_SUCCESS_CLOSE_MS = 3000
export const STORY_RESET_AFTER_CLOSE_MS = 300

/** Forwarding to the form-collection service gives up after this long. */
export const STORY_FORWARD_TIMEOUT_MS = 5000

/** The endpoint's answer. */
export type StorySubmissionResult = FormResult
