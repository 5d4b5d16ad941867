import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { MarkShipped as MarkShipped_c888351daf76cd5154bf563b598f5d86 } from '../../../features/shop/admin/mark-shipped'
import { OrderTotals as OrderTotals_a0c5d96e4a793057c1dcf2243931447e } from '../../../features/shop/admin/order-totals'
import { OrderPayment as OrderPayment_51f5d7565b8a136df76d57f19fe8ad92 } from '../../../features/shop/admin/order-payment'
import { ExportCsvButton as ExportCsvButton_8ef2901c54851ff263c7526778600f53 } from '../../../cms/export/export-csv-button'
import { NewsletterDigestActions as NewsletterDigestActions_746bc3891cb396a634921c306020e123 } from '../../../features/newsletter/components/admin/newsletter-digest-actions'
import { RefreshFuelPricesButton as RefreshFuelPricesButton_19d50165a441651069e51295a7eadd76 } from '../../../features/calculator/admin/refresh-fuel-prices-button'
import { StandInsBanner as StandInsBanner_25e93ca433e90db8e1003da18c7d24e2 } from '../../../features/ops/components/admin/stand-ins-banner'
import { PageViewsNavLink as PageViewsNavLink_ab26329a8bedd4badc1901956daebb76 } from '../../../features/analytics/components/admin/page-views-nav-link'
import { StatusNavLink as StatusNavLink_9e2715d696f1f2bb38537b02b0bd8e3f } from '../../../features/ops/status/components/status-nav-link'
import { SearchLogNavLink as SearchLogNavLink_ff7b05b53af8d85911c1059375b58e2d } from '../../../features/search/log/admin/search-log-nav-link'
import { SetupChecklist as SetupChecklist_ecaf9444506e61e682057d6ea9bf4a92 } from '../../../features/site/components/admin/setup-checklist'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { PageViewsView as PageViewsView_9d9057cd0eff70a6109dc49d02fd7290 } from '../../../features/analytics/components/admin/page-views-view'
import { StatusView as StatusView_5fbcaff26320d0b84220419ee4f7557d } from '../../../features/ops/status/components/status-view'
import { SearchLogView as SearchLogView_5e6beec6c7b8ed71f5bc5855ea58752e } from '../../../features/search/log/admin/search-log-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/shop/admin/mark-shipped#MarkShipped": MarkShipped_c888351daf76cd5154bf563b598f5d86,
  "/features/shop/admin/order-totals#OrderTotals": OrderTotals_a0c5d96e4a793057c1dcf2243931447e,
  "/features/shop/admin/order-payment#OrderPayment": OrderPayment_51f5d7565b8a136df76d57f19fe8ad92,
  "/cms/export/export-csv-button#ExportCsvButton": ExportCsvButton_8ef2901c54851ff263c7526778600f53,
  "/features/newsletter/components/admin/newsletter-digest-actions#NewsletterDigestActions": NewsletterDigestActions_746bc3891cb396a634921c306020e123,
  "/features/calculator/admin/refresh-fuel-prices-button#RefreshFuelPricesButton": RefreshFuelPricesButton_19d50165a441651069e51295a7eadd76,
  "/features/ops/components/admin/stand-ins-banner#StandInsBanner": StandInsBanner_25e93ca433e90db8e1003da18c7d24e2,
  "/features/analytics/components/admin/page-views-nav-link#PageViewsNavLink": PageViewsNavLink_ab26329a8bedd4badc1901956daebb76,
  "/features/ops/status/components/status-nav-link#StatusNavLink": StatusNavLink_9e2715d696f1f2bb38537b02b0bd8e3f,
  "/features/search/log/admin/search-log-nav-link#SearchLogNavLink": SearchLogNavLink_ff7b05b53af8d85911c1059375b58e2d,
  "/features/site/components/admin/setup-checklist#SetupChecklist": SetupChecklist_ecaf9444506e61e682057d6ea9bf4a92,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/analytics/components/admin/page-views-view#PageViewsView": PageViewsView_9d9057cd0eff70a6109dc49d02fd7290,
  "/features/ops/status/components/status-view#StatusView": StatusView_5fbcaff26320d0b84220419ee4f7557d,
  "/features/search/log/admin/search-log-view#SearchLogView": SearchLogView_5e6beec6c7b8ed71f5bc5855ea58752e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
