/**
 * The content slice's public surface for other slices: the kinds of story and the lists' ?page=N
 * rules (pure, browser-safe).
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
export { pageHref, type PageParam, parsePageParam } from './components/paging'
