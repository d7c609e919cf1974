// Settings › security (domain §2, §9): the 'security' category in sections with headings (password
// policy, login limits, MFA, sessions and terminals, other: ../sections.ts), its fields named in the
// user's language (locales/security-fields.*), over the category's OPTIONS metadata (reference §2.11).
import { categoryPage } from '../components/settings-page'

export default categoryPage('security', 'menu.settingsSecurity')
