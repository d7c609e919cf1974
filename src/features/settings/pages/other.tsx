// Settings › other (domain §2): the 'other' category's form from its OPTIONS metadata (reference §2.11).
import { categoryPage } from '../components/settings-page'

export default categoryPage('other', 'menu.settingsOther')
