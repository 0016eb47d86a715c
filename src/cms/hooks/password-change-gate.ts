/**
 * Every collection and global refuses an account that must change its generated password first,
 * but for its own account's new password (src/auth/password-change.ts). The refusal comes before
 * any other hook of theirs.
 */
import type { CollectionConfig, GlobalConfig } from 'payload'

import {
  refuseGlobalsUntilPasswordChanged,
  refuseUntilPasswordChanged,
} from '@/auth/password-change'

/** A collection with the gate as its first beforeOperation hook. */
export function withPasswordChangeGate(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseUntilPasswordChanged, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
}

/** A global with the gate as its first beforeOperation hook. */
export function withGlobalPasswordChangeGate(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    hooks: {
      ...global.hooks,
      beforeOperation: [
        refuseGlobalsUntilPasswordChanged,
        ...(global.hooks?.beforeOperation ?? []),
      ],
    },
  }
}
