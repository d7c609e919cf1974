import { beforeEach, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn } from '../entry/test-client'
import { isSshPublicKey, publicBlobOfPrivateKey, publicKeyComment, publicKeyHashMd5, sshKeyFingerprint } from './ssh-keys'

// Throwaway keys made for this test with `ssh-keygen` (never used anywhere); the expected fingerprints are
// what `ssh-keygen -l -E md5 -f KEY.pub` printed for them, the format sshpubkeys' hash_md5 returns.
const KEYS = {
  "rsaPem": "-----BEGIN RSA PRIVATE KEY-----\nMIICXAIBAAKBgQCwJ50sSKUs3Dmq2jI439d3xz8gWWO2i9bnaO6B9/KY2zXN4KSu\nL7WksqPLlnNObKaei/A9Tv84noqXM1ullWI6MNK1LU0ILlpWHCA9E7IuJcMQz2AD\nfgtOeU8K51U4HBSia14Ut1TElnCxgj9STNUNyCocBSB+7riAFYSEOQIvFQIDAQAB\nAoGALOMrTemFDZVgrITFX3DKux7umxOsMQwZSwaWIFBKZWEWqMuhqzFFHB7ZVjuU\nTlupaaVHJphGuOrNbhIMPHmAed8Bny7FSQMJffOiq6HEMRoGNCJC/QfDFJWvSZZJ\nX4IlDEAEVoP5qZB4O9rFUDObf3DKIqABA/sqwGKGML2+LgECQQDlfhECZ/GC9MIR\nP+qBi0BMRGJNRtrk3msD6AZmVlg3yIUnwgXTS7mZDY+HbRML9JzR/kvMITtFrJtD\n4NjcgdWhAkEAxIBjaRBCYkSivcpxh4v/WjXtGyjtkaGxWcAPwxyWAwJAYfPjGvkT\nqgeFBcd4kjArHeFxwtgVLdFnZ8QeFk889QJBAMxuPKC0D0Pk3GuZUEEN1r0Zvaex\nEpUGPLZCHlFTYUpv6Y29HItYzYA1wEGXPHxN7tRxfvvcLnymgbk5tnTXg4ECQHZ6\nnvXrKsuLbMCYfqlmvPlMiIEWxV9IqeFej2JqKvz3b5Bf9+/8fGHJlOguJEGor2ad\n1vTPSr3Mg9eqBSYYcr0CQDbK6ldzZ64y+PLGaqPsAlPWn5MNPmoWmMsgs2jWnC0g\nYZvBZLVznFq//uI+tXAjBFrwRs2FW4str3Iz2iE3oNE=\n-----END RSA PRIVATE KEY-----",
  "rsaPub": "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQCwJ50sSKUs3Dmq2jI439d3xz8gWWO2i9bnaO6B9/KY2zXN4KSuL7WksqPLlnNObKaei/A9Tv84noqXM1ullWI6MNK1LU0ILlpWHCA9E7IuJcMQz2ADfgtOeU8K51U4HBSia14Ut1TElnCxgj9STNUNyCocBSB+7riAFYSEOQIvFQ== ops@bastion",
  "rsaOpenssh": "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAlwAAAAdzc2gtcn\nNhAAAAAwEAAQAAAIEAwIcWL6eL8RwG98n19FlamZs9CCG8QTsVJUcDsmXRgHxcuQ6NBsRz\nvf+GBRcXSxwlQJJrI2TVq3pwPlR+/hlRHLEEnYGTiLzCV5MT+QoVnhRBuodSG3/uhHF7dc\nAs9hAtSvTYT00Wzz5RA3UDCxyA0+f+Eysnl2P5g25nLscUqRMAAAH411O8cddTvHEAAAAH\nc3NoLXJzYQAAAIEAwIcWL6eL8RwG98n19FlamZs9CCG8QTsVJUcDsmXRgHxcuQ6NBsRzvf\n+GBRcXSxwlQJJrI2TVq3pwPlR+/hlRHLEEnYGTiLzCV5MT+QoVnhRBuodSG3/uhHF7dcAs\n9hAtSvTYT00Wzz5RA3UDCxyA0+f+Eysnl2P5g25nLscUqRMAAAADAQABAAAAgB2dafNAoY\n0gE45QGa5RhFc2gufaUJv0G6eVSeNKODS8bILm0xikZW1nfdUQnTung69wFlzmaNusxNFB\nrBsoB8rOmQaSDSym+9Mwdac9QWC7XYh1yXBm/snXtsEeQczthudOOGevIsA4ApDUG5yQjZ\nx7o7xQWYngGBXMsC8ix9o5AAAAQF9VuWPt8B8OjJ/zroRmhwOZc1azIf874PqIZWCPWDVm\n0oypxHwkGxDErtypkW4+f6db5eyN92a9COxfL26xbqoAAABBAO0q1bREMJbhtijKU+QCEB\nW7H1qhZY5KSI2r40VLtFvkf/gnZ804UzZOXW9S6LBNTZymywWwO252/0q9RQf4JecAAABB\nAM/Qz+Absyg6HZyMCJHcCwRVmX2MXd2Mv5Juq/nAfklnbDZebQ9PeuuF/fISi7QJjABsFL\niAxlhYcMTrAM4yJfUAAAAAAQID\n-----END OPENSSH PRIVATE KEY-----",
  "rsaOpensshPub": "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDAhxYvp4vxHAb3yfX0WVqZmz0IIbxBOxUlRwOyZdGAfFy5Do0GxHO9/4YFFxdLHCVAkmsjZNWrenA+VH7+GVEcsQSdgZOIvMJXkxP5ChWeFEG6h1Ibf+6EcXt1wCz2EC1K9NhPTRbPPlEDdQMLHIDT5/4TKyeXY/mDbmcuxxSpEw==",
  "ed25519": "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACDohvs6bU6CuRVCS34/LswdH1qvtLcR5pf+T4AgALNhxwAAAJD7U1eB+1NX\ngQAAAAtzc2gtZWQyNTUxOQAAACDohvs6bU6CuRVCS34/LswdH1qvtLcR5pf+T4AgALNhxw\nAAAEBDpR0zr4Y3AxM1QQ3GsHbGyJNWfmLJdfCAAuo0yckz6+iG+zptToK5FUJLfj8uzB0f\nWq+0txHml/5PgCAAs2HHAAAAB21lQGhvc3QBAgMEBQY=\n-----END OPENSSH PRIVATE KEY-----",
  "ed25519Pub": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOiG+zptToK5FUJLfj8uzB0fWq+0txHml/5PgCAAs2HH me@host",
  "dsaPem": "-----BEGIN DSA PRIVATE KEY-----\nMIIBuwIBAAKBgQCgJQueV9CS8SdKWbMz6BCtqkP4Mf5qkB+pKyIbk1WbOvc+6nIJ\n8Ud/EyfiiGQ4XWbrGId1Df0ugE4VIiH/E6tafA9tNKOLtD5/Ic95/5S4JAAeb5Ay\nZLnuQ4yEyQAuUJpVJAtXEzaxzsoYuQ0YQSobaoacFDQ4Xip+gzuA2zCUdQIVAI2T\nhqIbdW4k/qHSXX0jXJRf6lrdAoGAMQplIXv9Wv78dejJLEd0/k+4vlIW2n/E8Hre\nQMCT4ha9qXBAFPrOoBUcDPtW6Tlwm9fnJdWTvvTrCW4TFLJCydZTjRppwUyMNGUj\nO8K5gbCCcoSIk6x/1mfVBfMUsaNuQ6gSk9AnrikCylx7AHCEu/tAU9VuzBBpjzZG\nNhPoUWQCgYEAk2VW0/Snem6oxBx8GGogn39UimdfrOV/RJXH7KBoJPl8Hhmi4Lls\nX7KdasTJGWLhj/L6XJemMmDqvhBqu/mvWg99QbZRPuxPFVIvhpVy3Q2KIQ2Q2sxN\noEVm4jYOD/sjzSzl7nWvlEZyr0PsS3hZMnHtWIbI8QKTUFyTYFnL/m8CFEsmDn80\nAuQOYbQmMmmByQ3TyQQa\n-----END DSA PRIVATE KEY-----",
  "dsaPub": "ssh-dss AAAAB3NzaC1kc3MAAACBAKAlC55X0JLxJ0pZszPoEK2qQ/gx/mqQH6krIhuTVZs69z7qcgnxR38TJ+KIZDhdZusYh3UN/S6AThUiIf8Tq1p8D200o4u0Pn8hz3n/lLgkAB5vkDJkue5DjITJAC5QmlUkC1cTNrHOyhi5DRhBKhtqhpwUNDheKn6DO4DbMJR1AAAAFQCNk4aiG3VuJP6h0l19I1yUX+pa3QAAAIAxCmUhe/1a/vx16MksR3T+T7i+Uhbaf8Twet5AwJPiFr2pcEAU+s6gFRwM+1bpOXCb1+cl1ZO+9OsJbhMUskLJ1lONGmnBTIw0ZSM7wrmBsIJyhIiTrH/WZ9UF8xSxo25DqBKT0CeuKQLKXHsAcIS7+0BT1W7MEGmPNkY2E+hRZAAAAIEAk2VW0/Snem6oxBx8GGogn39UimdfrOV/RJXH7KBoJPl8Hhmi4LlsX7KdasTJGWLhj/L6XJemMmDqvhBqu/mvWg99QbZRPuxPFVIvhpVy3Q2KIQ2Q2sxNoEVm4jYOD/sjzSzl7nWvlEZyr0PsS3hZMnHtWIbI8QKTUFyTYFnL/m8= dsa@x"
}

describe('ssh key facts (sshpubkeys hash_md5, paramiko ssh_pubkey_gen)', () => {
  it("give a public key's MD5 fingerprint and comment as ssh-keygen and sshpubkeys do", () => {
    expect(publicKeyHashMd5(KEYS.rsaPub)).toBe('MD5:70:69:df:8a:e1:5e:d8:ae:cc:a7:87:12:5b:d3:fc:6c')
    expect(publicKeyHashMd5(KEYS.ed25519Pub)).toBe('MD5:68:aa:c8:56:06:7a:eb:ad:73:75:bd:ee:27:d2:34:91')
    expect(publicKeyHashMd5(KEYS.dsaPub)).toBe('MD5:17:83:48:3c:8c:89:85:df:b5:c2:04:9a:33:a5:7f:6a')
    expect(publicKeyComment(KEYS.rsaPub)).toBe('ops@bastion')
    expect(publicKeyComment(`${KEYS.ed25519Pub.replace(/ \S+$/, '')}  two  words `)).toBe('two  words')
    expect(publicKeyComment(KEYS.rsaOpensshPub)).toBeNull()
  })

  it("give '' without a key or for a base64 that does not decode", () => {
    expect(publicKeyHashMd5(undefined)).toBe('')
    expect(publicKeyComment('')).toBe('')
    expect(publicKeyHashMd5('ssh-rsa AAAAB')).toBe('')
  })

  it('derive the public key of an RSA or DSA private key, PEM or OpenSSH, and refuse an Ed25519 one', () => {
    expect(sshKeyFingerprint({ private_key: KEYS.rsaPem })).toBe('MD5:70:69:df:8a:e1:5e:d8:ae:cc:a7:87:12:5b:d3:fc:6c')
    expect(sshKeyFingerprint({ private_key: KEYS.rsaOpenssh })).toBe('MD5:de:72:17:63:2c:39:19:56:0c:43:fc:dc:c2:58:17:7f')
    expect(sshKeyFingerprint({ private_key: KEYS.dsaPem })).toBe('MD5:17:83:48:3c:8c:89:85:df:b5:c2:04:9a:33:a5:7f:6a')
    expect(sshKeyFingerprint({ private_key: KEYS.ed25519 })).toBe('Invalid private key')
    expect(publicBlobOfPrivateKey('not a key')).toBeUndefined()
    expect(sshKeyFingerprint({})).toBe('')
    expect(sshKeyFingerprint({ public_key: KEYS.dsaPub, private_key: KEYS.rsaPem })).toBe('MD5:17:83:48:3c:8c:89:85:df:b5:c2:04:9a:33:a5:7f:6a')
  })

  it('take a public key whose blob names its own type, and refuse one whose blob names another', () => {
    expect([KEYS.rsaPub, KEYS.ed25519Pub, KEYS.dsaPub].map(isSshPublicKey)).toEqual([true, true, true])
    expect(isSshPublicKey(KEYS.rsaPub.replace(/^ssh-rsa/, 'ssh-ed25519'))).toBe(false)
    expect(isSshPublicKey('ssh-rsa not-base64!')).toBe(false)
  })
})

describe('the mock shows them where the server does', () => {
  beforeEach(() => resetMock({ now: Date.UTC(2022, 8, 1) }))

  it("the profile's public key: its MD5 and comment once set (UserPublicKeyApi), an invalid one refused", async () => {
    const user = await signIn('user')
    expect((await user.json('GET', '/api/v1/users/profile/')).body).toMatchObject({ public_key_comment: '', public_key_hash_md5: '' })
    const put = await user.json('PUT', '/api/v1/users/profile/public-key/', { public_key: KEYS.rsaPub })
    expect(put).toEqual({ status: 200, body: { public_key_comment: 'ops@bastion', public_key_hash_md5: 'MD5:70:69:df:8a:e1:5e:d8:ae:cc:a7:87:12:5b:d3:fc:6c' } })
    expect((await user.json('GET', '/api/v1/users/profile/')).body).toMatchObject(put.body as object)
    expect((await user.json('GET', '/api/v1/users/profile/public-key/')).body).toEqual(put.body)
    expect(await user.json('PUT', '/api/v1/users/profile/public-key/', { public_key: 'ssh-rsa AAAA' })).toEqual({ status: 400, body: { public_key: ['Not a valid ssh public key'] } })
  })

  it("a system user's ssh_key_fingerprint, from its private key when it has no public key", async () => {
    const admin = await signIn('admin')
    const made = await admin.json<{ id: string; ssh_key_fingerprint: string }>('POST', '/api/v1/assets/system-users/', { name: 'keyed', username: 'keyed', protocol: 'ssh', login_mode: 'auto', private_key: KEYS.rsaPem })
    expect(made.status).toBe(201)
    expect(made.body.ssh_key_fingerprint).toBe('MD5:70:69:df:8a:e1:5e:d8:ae:cc:a7:87:12:5b:d3:fc:6c')
    const listed = await admin.json<{ results: { name: string; ssh_key_fingerprint: string }[] }>('GET', '/api/v1/assets/system-users/?limit=100')
    expect(listed.body.results.filter((s) => s.name !== 'keyed').map((s) => s.ssh_key_fingerprint)).toEqual(expect.arrayContaining(['']))
  })
})
