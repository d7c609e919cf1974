// Applications of category db (domain §2 console/applications, domain §3 types).
import { appResource } from '../app-resource'

export default appResource('db')
