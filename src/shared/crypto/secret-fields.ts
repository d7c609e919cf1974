// Apart from the cipher code: the form engine needs these names to build every form, the cipher
// (crypto-js, jsencrypt) only when a secret is sent (issue 24).
/** Fields encrypted before submit (shell §3; reference §1.11 adds secret_key). */
export const SECRET_FIELDS = ['password', 'token', 'private_key', 'secret_key'] as const
