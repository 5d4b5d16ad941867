import { Articles } from './Articles'
import { Authors } from './Authors'
import { ContactMessages } from './ContactMessages'
import { CostSummaries } from './CostSummaries'
import { Emails } from './Emails'
import { FuelPrices } from './FuelPrices'
import { Media } from './Media'
import { Members } from './Members'
import { NewsletterIssues } from './NewsletterIssues'
import { Orders } from './Orders'
import { PageViews } from './PageViews'
import { Products } from './Products'
import { Stories } from './Stories'
import { StorySubmissions } from './StorySubmissions'
import { Subscribers } from './Subscribers'
import { Testimonials } from './Testimonials'
import { Users } from './Users'

export const collections = [
  Stories,
  Articles,
  Authors,
  Media,
  Products,
  Orders,
  Subscribers,
  NewsletterIssues,
  StorySubmissions,
  ContactMessages,
  CostSummaries,
  Testimonials,
  FuelPrices,
  Members,
  Users,
  Emails,
  PageViews,
]
