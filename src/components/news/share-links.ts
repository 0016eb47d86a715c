/** The services a post can be shared to with a plain link (no third-party script). */
export const SHARE_NETWORKS = ['telegram', 'vk', 'whatsapp', 'email'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** Share addresses of a page for each service, with its absolute URL and title encoded. */
export function shareLinks(url: string, title: string): { network: ShareNetwork; href: string }[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const hrefs: Record<ShareNetwork, string> = {
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    vk: `https://vk.com/share.php?url=${u}&title=${t}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  }
  return SHARE_NETWORKS.map((network) => ({ network, href: hrefs[network] }))
}
