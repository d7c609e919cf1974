// Two or more lists on one page, one tab each, the tab kept in ?tab= (a list's own create and
// detail links lead back to it through the resource's listRoute).
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListPage } from '@/generic/list/list-page'
import type { ResourceConfig } from '@/generic/resource-config'

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } })

export function TabbedLists({ tabs }: { tabs: Array<{ name: string; title: string; config: ResourceConfig }> }) {
  const styles = useStyles()
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const active = tabs.find((tab) => tab.name === params.get('tab')) ?? tabs[0]
  return (
    <div className={styles.page}>
      <TabList selectedValue={active.name} onTabSelect={(_, d) => setParams({ tab: String(d.value) }, { replace: true })}>
        {tabs.map((tab) => (
          <Tab key={tab.name} value={tab.name}>
            {t(tab.title)}
          </Tab>
        ))}
      </TabList>
      <ListPage key={active.name} config={active.config} />
    </div>
  )
}
