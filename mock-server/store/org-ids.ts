// Fixed ids of the platform (reference §1.10): the two the console shares, and the seed's own organisations.
export { DEFAULT_ORG_ID, ROOT_ORG_ID } from '../../contracts/org-ids'
export const BRANCH_ORG_ID = '6b1c9a3e-2f4d-4c6b-9e1a-000000000b01'
export const ROOT_ORG_NAME = 'GLOBAL'
export const LAB_ORG_ID = '6b1c9a3e-2f4d-4c6b-9e1a-000000000c02'
