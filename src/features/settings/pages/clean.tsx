// Settings › clean (domain §2): the 'clean' category's form from its OPTIONS metadata (reference §2.11).
import { categoryPage } from '../components/settings-page'

export default categoryPage('clean', 'menu.settingsClean')
