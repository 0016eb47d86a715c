import { getTranslations } from 'next-intl/server'

import type { SliderTexts } from './Slider.client'

/**
 * The slider's texts in the request's language, for the server components that render a Slider:
 * it is a client component, and the browser has no message formatter (first-load budget).
 */
export async function getSliderTexts(): Promise<SliderTexts> {
  const t = await getTranslations('slider')
  return { role: t('role'), previous: t('previous'), next: t('next') }
}
