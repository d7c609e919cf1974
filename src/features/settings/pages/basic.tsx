// Settings › basic (domain §2): the 'basic' category's form from its OPTIONS metadata (reference §2.11).
import { categoryPage } from '../components/settings-page'

export default categoryPage('basic', 'menu.settingsBasic')
