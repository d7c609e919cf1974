import { createDOMRenderer, FluentProvider, RendererProvider } from '@fluentui/react-components'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo, useSyncExternalStore, type CSSProperties } from 'react'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router/dom'
import { useSnapshot } from 'valtio'
import { detectLanguage, i18next, initI18n, LANGUAGE_COOKIE } from '@/shared/i18n'
import { featureNamespaces } from './feature-locales'
import { readCookie } from '@/shared/lib/cookies'
import { prefsState } from '@/shared/state/prefs'
import { sessionState } from '@/shared/state/session'
import { writeLanguageCookie } from '@/shell/language'
import { Notices } from '@/shell/notices'
import { colorsFrom, colorVariables, consoleTheme } from '@/shell/theme'
import { askFirstData, firstDataCode } from './first-data'
import { createRouter, firstPageCode, pageRouteAt, startPageCode } from './router'
import { BASE, sendStartupCalls } from './startup-guard'

// Shell §9: the language from the cookie, else the browser; English as the fallback. Without a cookie the
// detected language is written to it, so the server, the web terminal and the shell language (durations,
// src/shared/i18n/durations.ts) follow the language the console shows.
const languageCookie = readCookie(LANGUAGE_COOKIE)
const language = detectLanguage(languageCookie, navigator.language)
if (!languageCookie) writeLanguageCookie(language)
document.documentElement.lang = language

const darkQuery = window.matchMedia('(prefers-color-scheme: dark)')
const watchScheme = (change: () => void) => {
  darkQuery.addEventListener('change', change)
  return () => darkQuery.removeEventListener('change', change)
}

/**
 * Issue 26, strict CSP: the style rules Griffel writes at run time (and FluentProvider's theme variables)
 * go into style tags carrying the nonce the server gave this page (index.html's csp-nonce meta; the
 * browser hides a nonce from attributes, the property keeps it). No nonce (the dev server): plain tags.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce
const renderer = createDOMRenderer(document, nonce ? { styleElementAttributes: { nonce } } : {})

/** Issue 26: the system's colour scheme unless the user picked one in the account menu. */
function useColorScheme() {
  const systemDark = useSyncExternalStore(watchScheme, () => darkQuery.matches)
  const { theme } = useSnapshot(prefsState)
  return theme === 'system' ? (systemDark ? 'dark' : 'light') : theme
}

/** The console's query cache: made with the console, so the start can fill it before the first render. */
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })

/**
 * The start of a load (issue 24), in the order the browser's six connections to the server serve them:
 * the active language's words (one language loaded), the start-up guard's calls, the code that asks the
 * first page's data, the first page's code (some thirty files: the words and the calls behind them came
 * last), then the router, whose making (matching the address against every route) they no longer wait
 * for; once the guard has run, the data the first page shows first (first-data.ts). main.tsx renders once
 * the words and the first page's code are here.
 */
export async function startConsole() {
  // bench/shell.ts reads the start's phases from these marks (issue 24).
  performance.mark('console-start')
  // i18next takes the language at once: the calls carry it (Accept-Language) as every other call does.
  const words = initI18n(language, featureNamespaces)
  sendStartupCalls()
  const pathname = window.location.pathname.slice(BASE.length)
  const firstData = firstDataCode(pageRouteAt(pathname)?.route)
  startPageCode(pathname)
  const router = createRouter()
  askFirstData(router, queryClient, firstData)
  await Promise.all([words, firstPageCode(router)])
  return router
}

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  const { publicSettings } = useSnapshot(sessionState)
  const themeInfo = publicSettings?.INTERFACE?.theme_info
  const key = JSON.stringify(themeInfo ?? {})
  const scheme = useColorScheme()
  const { theme, vars } = useMemo(() => {
    const colors = colorsFrom(JSON.parse(key))
    return { theme: consoleTheme(colors, scheme), vars: { ...colorVariables(colors), colorScheme: scheme } as CSSProperties }
  }, [key, scheme])
  return (
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <RendererProvider renderer={renderer} targetDocument={document}>
          <FluentProvider theme={theme} style={vars} data-color-scheme={scheme}>
            <Notices />
            <RouterProvider router={router} />
          </FluentProvider>
        </RendererProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
