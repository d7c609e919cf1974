import { Tab, TabList } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { ViewTabsProps } from './view-switcher'

/** The view switcher as Fluent's tab list, once the widgets are here (first-use.tsx). */
export function ViewTabs({ views, view, choose }: ViewTabsProps) {
  const { t } = useTranslation()
  return (
    <TabList size="small" selectedValue={view ?? null} onTabSelect={(_, data) => choose(String(data.value))} aria-label={t('views.switcher')}>
      {views.map((v) => (
        <Tab key={v} value={v}>
          {t(`views.${v}`)}
        </Tab>
      ))}
    </TabList>
  )
}
