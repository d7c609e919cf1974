// A settings route's page: its heading (the route's menu title) over one or more category forms.
import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SettingsForm } from './settings-form'
import { PageHeading } from '@/generic/common/page-heading'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
})

export function SettingsPage({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles()
  const { t } = useTranslation('shell')
  return (
    <section className={styles.page} aria-label={t(title)}>
      <PageHeading>{t(title)}</PageHeading>
      {children}
    </section>
  )
}

/** A page that is one category's form (basic, security, clean, other…). */
export function categoryPage(category: string, title: string) {
  return function CategoryPage() {
    const { t } = useTranslation('settings')
    return (
      <SettingsPage title={title}>
        <SettingsForm category={category} title={t(`categories.${category}`)} />
      </SettingsPage>
    )
  }
}
