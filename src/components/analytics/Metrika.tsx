import Script from 'next/script'

/**
 * Yandex Metrika (SPEC §1): click map, link tracking and session replay (webvisor). Loaded after
 * the page is interactive and idle, so it never delays rendering; absent without a counter id.
 */
export function Metrika({ counterId }: { counterId: string | null | undefined }) {
  if (!counterId || !/^\d+$/.test(counterId)) return null
  const init = JSON.stringify({
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    webvisor: true,
  })
  return (
    <>
      <Script id="yandex-metrika" strategy="lazyOnload">
        {`(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,'script','https://mc.yandex.ru/metrika/tag.js','ym');ym(${counterId},'init',${init});`}
      </Script>
      <noscript>
        <div>
          <img
            src={`https://mc.yandex.ru/watch/${counterId}`}
            style={{ position: 'absolute', left: '-9999px' }}
            alt=""
          />
        </div>
      </noscript>
    </>
  )
}
