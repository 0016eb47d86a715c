import * as migration_20261121_060459_initial from './20261121_060459_initial'
import * as migration_20261121_154032_callback_pipeline from './20261121_154032_callback_pipeline'

export const migrations = [
  {
    up: migration_20261121_060459_initial.up,
    down: migration_20261121_060459_initial.down,
    name: '20261121_060459_initial',
  },
  {
    up: migration_20261121_154032_callback_pipeline.up,
    down: migration_20261121_154032_callback_pipeline.down,
    name: '20261121_154032_callback_pipeline',
  },
]
