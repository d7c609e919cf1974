import { FluentProvider } from '@fluentui/react-components'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo, useState, type CSSProperties } from 'react'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { detectLanguage, initI18n, LANGUAGE_COOKIE } from '@/shared/i18n'
import { readCookie } from '@/shared/lib/cookies'
import { sessionState } from '@/shared/state/session'
import { colorsFrom, consoleTheme } from '@/shell/theme'
import { createRouter } from './router'

const i18n = initI18n(detectLanguage(readCookie(LANGUAGE_COOKIE), navigator.language))

export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }))
  const [router] = useState(createRouter)
  const { publicSettings } = useSnapshot(sessionState)
  const colors = colorsFrom(publicSettings?.INTERFACE?.theme_info)
  const theme = useMemo(() => consoleTheme(colors), [colors.primary]) // eslint-disable-line react-hooks/exhaustive-deps
  const cssVars = Object.fromEntries(Object.entries(colors).map(([k, v]) => [`--jms-${k}`, v])) as CSSProperties
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={theme} style={cssVars}>
          <RouterProvider router={router} />
        </FluentProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
