// Command-filter rule create (domain §2 assets/command-filter-rules/create), opened from a filter
// (?filter=): the rule is posted to the filter's rules and the page returns to them.
import { childFormPage } from '../components/child-form'
import { filterRulesPage } from '../components/parent-pages'
import { rulesUrl } from '../components/command-filter-rules-tab'

export default childFormPage({ param: 'filter', parentPage: filterRulesPage, url: rulesUrl })
