/**
 * Shared by the story-submission dialog, the page's buttons and the API route. Pure.
 */
import type { FormResult } from '@/lib/forms/result'

/** Window event that opens the story-submission dialog: `window.dispatchEvent(new Event(OPEN_STORY_DIALOG_EVENT))`. */
export const OPEN_STORY_DIALOG_EVENT = 'vanlife:open-story-dialog'

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

/** Opens the story-submission dialog from anywhere in the browser. */
export function openStoryDialog(): void {
  window.dispatchEvent(new Event(OPEN_STORY_DIALOG_EVENT))
}
