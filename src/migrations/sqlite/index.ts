import * as migration_20261122_003903_initial from './20261122_003903_initial';
import * as migration_20261122_020528_email_outbox from './20261122_020528_email_outbox';

export const migrations = [
  {
    up: migration_20261122_003903_initial.up,
    down: migration_20261122_003903_initial.down,
    name: '20261122_003903_initial',
  },
  {
    up: migration_20261122_020528_email_outbox.up,
    down: migration_20261122_020528_email_outbox.down,
    name: '20261122_020528_email_outbox'
  },
];
