// Gateway create (domain §2 assets/gateways/create), opened from a domain (?domain=): the domain is set
// and the page returns to the domain's gateways.
import { childFormPage } from '../components/child-form'
import { domainGatewaysPage } from '../components/parent-pages'

export default childFormPage({ param: 'domain', parentPage: domainGatewaysPage })
