'use client'

import { loader } from '@monaco-editor/react'
import type { ReactNode } from 'react'

import { MONACO_ASSETS_PATH } from '@/lib/monaco-assets'

// Payload's code and JSON fields edit in Monaco, whose loader fetches the editor from jsDelivr by
// default (a CDN that serves any npm file, so the admin's CSP could not name it safely). The site
// serves the installed monaco-editor itself (src/server/monaco-assets.ts). Set when this module
// loads, before any editor mounts: the loader reads its paths on its first use.
loader.config({ paths: { vs: MONACO_ASSETS_PATH } })

/** Wraps the admin (`admin.components.providers`) only to load the setting above first. */
export function MonacoFromSite({ children }: { children: ReactNode }) {
  return children
}
