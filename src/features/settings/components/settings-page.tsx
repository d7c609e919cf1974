// A settings route's page: its heading (the route's menu title) over one or more category forms.
import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CategorySettings } from './category-settings'
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

/** A page that is one category (basic, security, clean, other…): one form, or its sections. */
export function categoryPage(category: string, title: string) {
  return function CategoryPage() {
    return (
      <SettingsPage title={title}>
        <CategorySettings category={category} />
      </SettingsPage>
    )
  }
}
