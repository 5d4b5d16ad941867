/** Text of the /share-your-story page (SPEC §2 "Share your story"). */
import type { LucideIcon } from 'lucide-react'
import { ClipboardListIcon, FileTextIcon, ImageUpIcon, MicIcon, MegaphoneIcon, ScaleIcon } from 'lucide-react'

export type StoryStep = { title: string; Icon: LucideIcon; text: string; bookInterview?: boolean }

export const STORY_STEPS: readonly StoryStep[] = [
  {
    title: 'Complete a Form',
    Icon: ClipboardListIcon,
    text: 'Tell us your name, where you are parked these days and how to reach you. It takes less than a minute, and we will reply to set a time.',
    bookInterview: true,
  },
  {
    title: 'Interview',
    Icon: MicIcon,
    text: 'We meet on a video call for 30-45 minutes. You talk about your rig, your route and what life on the road is really like; we ask the questions and record the conversation.',
  },
  {
    title: 'Story Draft Creation',
    Icon: FileTextIcon,
    text: 'We turn the interview transcript into an article in your own words and share it with you in a document, so you can review it, edit anything and add what we missed.',
  },
  {
    title: 'Upload Images',
    Icon: ImageUpIcon,
    text: 'You add your favourite photos of the van, the views and the people to a shared folder. Links to your videos are welcome too.',
  },
  {
    title: 'Legal Stuff',
    Icon: ScaleIcon,
    text: 'You sign a short media release agreement that lets us publish your story and photos. You keep the rights to your own images.',
  },
  {
    title: 'Publication and Sharing',
    Icon: MegaphoneIcon,
    text: 'Once you approve the final version, your story goes live on a Thursday and we share it with our newsletter readers and on social media.',
  },
]

export const STORY_FAQ = [
  {
    id: 'time',
    question: 'How long does the whole process take?',
    answer:
      'Only a couple of hours of your time in total: the interview takes 30-45 minutes, reviewing and editing the draft plus uploading your images about 5-20 minutes, and the media release about 10 minutes.',
  },
  {
    id: 'welcome',
    question: 'What kind of stories are you looking for?',
    answer:
      'All authentic vanlife stories are welcome: full-timers and weekenders, solo travellers, couples and families, vans, skoolies and trucks, brand-new builds and decade-old rigs. If you live on wheels, your story counts.',
  },
  {
    id: 'approval',
    question: 'Do I get to approve the story before it is published?',
    answer: 'Yes. You have final approval on every word and every photo, and nothing is published without it.',
  },
] as const
