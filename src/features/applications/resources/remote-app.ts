// Applications of category remote_app (domain §2 console/applications, domain §3 types).
import { appResource } from '../app-resource'

export default appResource('remote_app')
