// A settings page of several sections as tabs (auth, terminal): the active one in activeTab (shell §2).
import { Tab, TabList } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useActiveTab } from '@/generic/detail/active-tab'

export interface SettingsTab {
  name: string
  /** i18n key of the tab's label. */
  title: string
  render: () => ReactNode
}

export function SettingsTabs({ tabs, label }: { tabs: SettingsTab[]; label: string }) {
  const { t } = useTranslation()
  const [active, select] = useActiveTab(tabs.map((tab) => tab.name))
  const current = tabs.find((tab) => tab.name === active)
  return (
    <>
      <TabList aria-label={label} selectedValue={active} onTabSelect={(_, d) => select(String(d.value))}>
        {tabs.map((tab) => (
          <Tab key={tab.name} value={tab.name}>
            {t(tab.title)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={current ? t(current.title) : ''}>
        {current?.render()}
      </div>
    </>
  )
}
