// Where a child form returns: the parent's detail on the tab that lists its children.
export const domainGatewaysPage = (domainId: string) => `/console/assets/domains/${encodeURIComponent(domainId)}?activeTab=DomainGateways`
export const filterRulesPage = (filterId: string) => `/console/assets/cmd-filters/${encodeURIComponent(filterId)}?activeTab=CommandFilterRules`
