import * as migration_20261121_053253_initial from './20261121_053253_initial'

export const migrations = [
  {
    up: migration_20261121_053253_initial.up,
    down: migration_20261121_053253_initial.down,
    name: '20261121_053253_initial',
  },
]
