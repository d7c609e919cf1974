// The change-auth plans (domain §2 console/accounts/change-auth-plan): asset plans and application
// plans, one tab each.
import { boundTo } from '../bound'
import { TabbedLists } from '../components/tabbed-lists'
import appPlan from '../resources/app-change-auth-plan'
import assetPlan from '../resources/asset-change-auth-plan'

const assets = boundTo(assetPlan, 'AssetChangeAuthPlanList', 'AssetChangeAuthPlan')
const apps = boundTo(appPlan, 'AppChangeAuthPlanList', 'AppChangeAuthPlan')

export default function ChangeAuthPlanIndex() {
  return (
    <TabbedLists
      tabs={[
        { name: 'asset', title: 'accounts:tabs.assetPlans', config: assets },
        { name: 'app', title: 'accounts:tabs.appPlans', config: apps },
      ]}
    />
  )
}
