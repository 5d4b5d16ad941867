import * as migration_20261122_003908_initial from './20261122_003908_initial';
import * as migration_20261122_020531_email_outbox from './20261122_020531_email_outbox';
import * as migration_20261122_021727_story_submission_guard from './20261122_021727_story_submission_guard';
import * as migration_20261122_023442_newsletter_optin from './20261122_023442_newsletter_optin';
import * as migration_20261122_032627_contact_message_guard from './20261122_032627_contact_message_guard';
import * as migration_20261122_034617_newsletter_issues from './20261122_034617_newsletter_issues';
import * as migration_20261122_035646_imported_post_body from './20261122_035646_imported_post_body';
import * as migration_20261122_040504_media_source from './20261122_040504_media_source';
import * as migration_20261123_044955_vanlife_page from './20261123_044955_vanlife_page';
import * as migration_20261123_052920_scheduled_publish_failure from './20261123_052920_scheduled_publish_failure';
import * as migration_20261123_053608_videos from './20261123_053608_videos';
import * as migration_20261123_070611_member_accounts from './20261123_070611_member_accounts';
import * as migration_20261127_091029_cost_data_propane from './20261127_091029_cost_data_propane';
import * as migration_20261127_092158_cost_summaries_currency from './20261127_092158_cost_summaries_currency';
import * as migration_20261127_100842_fuel_prices_task from './20261127_100842_fuel_prices_task';
import * as migration_20261127_124958_shop_orders from './20261127_124958_shop_orders';
import * as migration_20261127_211725_backups from './20261127_211725_backups';
import * as migration_20261127_223221_launch_day from './20261127_223221_launch_day';
import * as migration_20261128_012543_nothing_lost from './20261128_012543_nothing_lost';
import * as migration_20261128_123926_many_instances from './20261128_123926_many_instances';
import * as migration_20261128_150000_search_index from './20261128_150000_search_index';
import * as migration_20261128_154912_search_log from './20261128_154912_search_log';
import * as migration_20261128_201506_accessibility_statement from './20261128_201506_accessibility_statement';

export const migrations = [
  {
    up: migration_20261122_003908_initial.up,
    down: migration_20261122_003908_initial.down,
    name: '20261122_003908_initial',
  },
  {
    up: migration_20261122_020531_email_outbox.up,
    down: migration_20261122_020531_email_outbox.down,
    name: '20261122_020531_email_outbox',
  },
  {
    up: migration_20261122_021727_story_submission_guard.up,
    down: migration_20261122_021727_story_submission_guard.down,
    name: '20261122_021727_story_submission_guard',
  },
  {
    up: migration_20261122_023442_newsletter_optin.up,
    down: migration_20261122_023442_newsletter_optin.down,
    name: '20261122_023442_newsletter_optin',
  },
  {
    up: migration_20261122_032627_contact_message_guard.up,
    down: migration_20261122_032627_contact_message_guard.down,
    name: '20261122_032627_contact_message_guard',
  },
  {
    up: migration_20261122_034617_newsletter_issues.up,
    down: migration_20261122_034617_newsletter_issues.down,
    name: '20261122_034617_newsletter_issues',
  },
  {
    up: migration_20261122_035646_imported_post_body.up,
    down: migration_20261122_035646_imported_post_body.down,
    name: '20261122_035646_imported_post_body',
  },
  {
    up: migration_20261122_040504_media_source.up,
    down: migration_20261122_040504_media_source.down,
    name: '20261122_040504_media_source',
  },
  {
    up: migration_20261123_044955_vanlife_page.up,
    down: migration_20261123_044955_vanlife_page.down,
    name: '20261123_044955_vanlife_page',
  },
  {
    up: migration_20261123_052920_scheduled_publish_failure.up,
    down: migration_20261123_052920_scheduled_publish_failure.down,
    name: '20261123_052920_scheduled_publish_failure',
  },
  {
    up: migration_20261123_053608_videos.up,
    down: migration_20261123_053608_videos.down,
    name: '20261123_053608_videos',
  },
  {
    up: migration_20261123_070611_member_accounts.up,
    down: migration_20261123_070611_member_accounts.down,
    name: '20261123_070611_member_accounts',
  },
  {
    up: migration_20261127_091029_cost_data_propane.up,
    down: migration_20261127_091029_cost_data_propane.down,
    name: '20261127_091029_cost_data_propane',
  },
  {
    up: migration_20261127_092158_cost_summaries_currency.up,
    down: migration_20261127_092158_cost_summaries_currency.down,
    name: '20261127_092158_cost_summaries_currency',
  },
  {
    up: migration_20261127_100842_fuel_prices_task.up,
    down: migration_20261127_100842_fuel_prices_task.down,
    name: '20261127_100842_fuel_prices_task',
  },
  {
    up: migration_20261127_124958_shop_orders.up,
    down: migration_20261127_124958_shop_orders.down,
    name: '20261127_124958_shop_orders',
  },
  {
    up: migration_20261127_211725_backups.up,
    down: migration_20261127_211725_backups.down,
    name: '20261127_211725_backups',
  },
  {
    up: migration_20261127_223221_launch_day.up,
    down: migration_20261127_223221_launch_day.down,
    name: '20261127_223221_launch_day',
  },
  {
    up: migration_20261128_012543_nothing_lost.up,
    down: migration_20261128_012543_nothing_lost.down,
    name: '20261128_012543_nothing_lost',
  },
  {
    up: migration_20261128_123926_many_instances.up,
    down: migration_20261128_123926_many_instances.down,
    name: '20261128_123926_many_instances',
  },
  {
    up: migration_20261128_150000_search_index.up,
    down: migration_20261128_150000_search_index.down,
    name: '20261128_150000_search_index',
  },
  {
    up: migration_20261128_154912_search_log.up,
    down: migration_20261128_154912_search_log.down,
    name: '20261128_154912_search_log',
  },
  {
    up: migration_20261128_201506_accessibility_statement.up,
    down: migration_20261128_201506_accessibility_statement.down,
    name: '20261128_201506_accessibility_statement'
  },
];
