import * as migration_20261121_060454_initial from './20261121_060454_initial'

export const migrations = [
  {
    up: migration_20261121_060454_initial.up,
    down: migration_20261121_060454_initial.down,
    name: '20261121_060454_initial',
  },
]
