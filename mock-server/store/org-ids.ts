// Fixed ids of the platform (reference §1.10).
export const ROOT_ORG_ID = '00000000-0000-0000-0000-000000000000'
export const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002'
export const BRANCH_ORG_ID = '6b1c9a3e-2f4d-4c6b-9e1a-000000000b01'
export const ROOT_ORG_NAME = 'GLOBAL'
export const LAB_ORG_ID = '6b1c9a3e-2f4d-4c6b-9e1a-000000000c02'
