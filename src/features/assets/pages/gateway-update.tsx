// Gateway update (domain §2 assets/gateways/{id}/update), opened from a domain (?domain=): the domain stays
// and the page returns to the domain's gateways.
import { childFormPage } from '../components/child-form'
import { domainGatewaysPage } from '../components/parent-pages'

export default childFormPage({ param: 'domain', parentPage: domainGatewaysPage })
