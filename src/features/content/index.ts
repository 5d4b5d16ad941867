/**
 * The content slice's public surface for other slices: the kinds of story (pure, browser-safe).
 * The lists' ?page=N rules are shared: src/lib/paging.ts.
 * The cached readers are in ./queries.ts.
 */
export {
  isStoryKind,
  parseStoryKind,
  STORY_KIND_PARAM,
  STORY_KIND_TEXT,
  STORY_KINDS,
  type StoryKind,
  storyKindHref,
} from './story-kinds'
