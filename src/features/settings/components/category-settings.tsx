// One settings category as its page shows it: in the sections configured for it (../sections.ts),
// each a form with its heading over its fields, or else as one form.
import { useTranslation } from 'react-i18next'
import { SETTINGS_SECTIONS } from '../sections'
import { SettingsForm } from './settings-form'

export function CategorySettings({ category }: { category: string }) {
  const { t } = useTranslation('settings')
  const sections = SETTINGS_SECTIONS[category]
  if (!sections) return <SettingsForm category={category} title={t(`categories.${category}`)} />
  const named = sections.flatMap((s) => s.fields)
  return (
    <>
      {sections.map((s) => (
        <SettingsForm
          key={s.name}
          category={category}
          title={t(`sections.${category}.${s.name}`)}
          {...(s.fields.length ? { only: s.fields } : { except: named })}
        />
      ))}
    </>
  )
}
