// Settings › interface (domain §2, change_interface, licence): login title, branding images at the
// sizes of domain §9 (favicon 16×16, logo 185×55, logout logo 82×82, login image 492×472) and theme
// colours. Saved, they apply to the console at once: public settings are read again (shell §3).
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import { api } from '@/shared/api/client'
import { BRANDING_IMAGE_SIZES } from '@/shared/constants'
import { sessionState } from '@/shared/state/session'
import { answerText } from '../api/settings'
import { SettingsPage } from '../components/settings-page'
import { useReloadPublicSettings } from '../components/use-reload-settings'
import { errorBody } from '@/shared/api/error-body'

const IMAGES = ['favicon', 'logo_index', 'logo_logout', 'login_image'] as const
/** The theme colours an administrator sets here (the shell derives the rest, shell §3). */
const COLORS = ['primary', 'menu-bg', 'menu-text', 'menu-active-text'] as const

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px', backgroundColor: tokens.colorNeutralBackground1, padding: tokens.spacingHorizontalXL },
  image: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  preview: { maxHeight: '55px', maxWidth: '185px' },
})

export default function InterfaceSettingPage() {
  const { t } = useTranslation('settings')
  const styles = useStyles()
  const editable = usePerms().has('settings.change_interface')
  const reloadPublicSettings = useReloadPublicSettings()
  const { publicSettings } = useSnapshot(sessionState)
  const ui = publicSettings?.INTERFACE
  const [title, setTitle] = useState(ui?.login_title ?? '')
  const [files, setFiles] = useState<Partial<Record<(typeof IMAGES)[number], File>>>({})
  const [colors, setColors] = useState<Record<string, string>>(() => ({ ...((ui?.theme_info as { colors?: Record<string, string> } | undefined)?.colors ?? {}) }))
  const [error, setError] = useState<string | null>(null)

  const save = async () => {
    const form = new FormData()
    form.append('login_title', title.trim())
    for (const [name, file] of Object.entries(files)) if (file) form.append(name, file)
    form.append('theme_info', JSON.stringify({ colors }))
    try {
      await api.put('/api/v1/xpack/interface/setting/', form, { silent: true })
      setError(null)
      setFiles({})
      notify({ intent: 'success', text: t('interface.saved') })
      await reloadPublicSettings()
    } catch (e) {
      setError(answerText(errorBody(e)) || t('interface.failed'))
    }
  }

  return (
    <SettingsPage title="menu.settingsInterface">
      <form className={styles.form} aria-label={t('interface.title')} onSubmit={(e) => { e.preventDefault(); void save() }}>
        {error && <Text role="alert">{error}</Text>}
        <Field label={t('interface.loginTitle')}>
          <Input value={title} disabled={!editable} onChange={(_, d) => setTitle(d.value)} />
        </Field>
        {IMAGES.map((name) => {
          const size = BRANDING_IMAGE_SIZES[name]
          return (
            <Field key={name} label={t(`interface.images.${name}`)} hint={t('interface.size', size)}>
              <div className={styles.image}>
                {ui?.[name] && <img className={styles.preview} src={ui[name]} alt={t(`interface.images.${name}`)} />}
                <input
                  type="file"
                  accept="image/*"
                  aria-label={t(`interface.images.${name}`)}
                  disabled={!editable}
                  onChange={(e) => {
                    const file = e.target.files?.[0]
                    if (file) setFiles((f) => ({ ...f, [name]: file }))
                  }}
                />
              </div>
            </Field>
          )
        })}
        {COLORS.map((key) => (
          <Field key={key} label={t(`interface.colors.${key}`)}>
            <Input type="text" value={colors[key] ?? ''} placeholder="#1ab394" disabled={!editable} onChange={(_, d) => setColors((c) => ({ ...c, [key]: d.value.trim() }))} />
          </Field>
        ))}
        {editable && (
          <div>
            <Button type="submit" appearance="primary">{t('interface.save')}</Button>
          </div>
        )}
      </form>
    </SettingsPage>
  )
}
