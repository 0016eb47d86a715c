import * as migration_20261121_053257_initial from './20261121_053257_initial'

export const migrations = [
  {
    up: migration_20261121_053257_initial.up,
    down: migration_20261121_053257_initial.down,
    name: '20261121_053257_initial',
  },
]
