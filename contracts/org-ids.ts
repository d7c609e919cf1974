// The platform's fixed organisation ids (reference §1.10; shell §3): the root organisation is the nil
// uuid, the Default organisation the one after it. The console and the mock read them from here.
export const ROOT_ORG_ID = '00000000-0000-0000-0000-000000000000'
export const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002'
