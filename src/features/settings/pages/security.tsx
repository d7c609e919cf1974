// Settings › security (domain §2): the 'security' category's form from its OPTIONS metadata (reference §2.11).
import { categoryPage } from '../components/settings-page'

export default categoryPage('security', 'menu.settingsSecurity')
