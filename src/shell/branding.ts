import { useEffect } from 'react'
import { useShell } from './use-shell'

const THEME_SHEETS = ['/theme/element-ui.css', '/theme/element-extra.css']

function setLink(rel: string, href: string, id: string) {
  let link = document.getElementById(id) as HTMLLinkElement | null
  if (!link) {
    link = document.createElement('link')
    link.id = id
    link.rel = rel
    document.head.appendChild(link)
  }
  if (link.getAttribute('href') !== href) link.href = href
}

const sameOriginPath = (value: unknown) => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined)

/**
 * Branding from public settings (shell §1, §3): the login title as the document title, the favicon,
 * and, when a theme's colours are configured, the platform's /theme stylesheets (shell §7).
 */
export function useBranding() {
  const { settings } = useShell()
  const ui = settings.INTERFACE
  const title = ui?.login_title
  const favicon = sameOriginPath(ui?.favicon)
  const themed = Boolean((ui?.theme_info as { colors?: object } | undefined)?.colors)
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  useEffect(() => {
    if (favicon) setLink('icon', favicon, 'jms-favicon')
  }, [favicon])
  useEffect(() => {
    if (themed) THEME_SHEETS.forEach((href, i) => setLink('stylesheet', href, `jms-theme-${i}`))
  }, [themed])
}
