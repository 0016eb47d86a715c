import * as migration_20261121_060459_initial from './20261121_060459_initial'

export const migrations = [
  {
    up: migration_20261121_060459_initial.up,
    down: migration_20261121_060459_initial.down,
    name: '20261121_060459_initial',
  },
]
