// Copying a value to the clipboard (shell §9: copies are throttled to one per 1800 ms), with a
// "Copied" toast. Without the Clipboard API (a console served over plain http) a hidden text area
// and the copy command stand in.
import { Button } from '@fluentui/react-components'
import { CopyRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { COPY_THROTTLE_MS } from '@/shared/constants'
import { notify } from './toast'

let lastCopy = -Infinity

async function writeClipboard(text: string) {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text)
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  if (!ok) throw new Error('copy refused')
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('generic')
  const copy = async () => {
    const now = Date.now()
    if (now - lastCopy < COPY_THROTTLE_MS) return
    lastCopy = now
    try {
      await writeClipboard(text)
      notify({ intent: 'success', text: t('copy.done') })
    } catch {
      notify({ intent: 'error', text: t('copy.failed') })
    }
  }
  return <Button size="small" appearance="subtle" icon={<CopyRegular />} aria-label={label} title={label} onClick={() => void copy()} />
}
